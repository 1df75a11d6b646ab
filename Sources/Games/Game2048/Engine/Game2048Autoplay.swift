import GameCore

/// The coach playing whole games through the real rules (its slide, then the rules' own seeded
/// spawn), answering "keep going" at 2048: the workload behind `tessera 2048 autoplay` and the
/// coach's bench figures. Moves are deterministic for a seed and budget without a time limit;
/// only the measured times vary.
public enum Game2048Autoplay {
    /// Seconds on some clock, read before and after each move's search: the command line passes
    /// the thread's CPU clock, so that a busy machine does not lengthen the figures.
    public typealias Clock = () -> Double

    /// The default clock: seconds on the monotonic wall clock since the first reading.
    public static func wallSeconds() -> Double { milliseconds(ContinuousClock.now - origin) / 1e3 }
    private static let origin = ContinuousClock.now

    /// One finished game.
    public struct Game: Equatable, Sendable {
        public let seed: UInt64
        public let largestTile: Int
        public let score: Int
        public let moves: Int
        /// How long the coach took for each move, in milliseconds.
        public let moveMilliseconds: [Double]
    }

    /// Plays one game from `Game2048Rules.newState(params:seed:)` until no slide is left or
    /// `moveLimit` moves were made, timing each move's search on `clock`.
    public static func play(
        params: Game2048Rules.Params, seed: UInt64, coach: Game2048Coach, moveLimit: Int = .max,
        clock: Clock = wallSeconds
    ) -> Game {
        play(
            from: Game2048Rules.newState(params: params, seed: seed), seed: seed, coach: coach, moveLimit: moveLimit,
            clock: clock)
    }

    /// Plays on from `state` (for the bench, which starts from a crowded board).
    public static func play(
        from state: Game2048Rules.State, seed: UInt64, coach: Game2048Coach, moveLimit: Int = .max,
        clock: Clock = wallSeconds
    ) -> Game {
        var state = state
        var times: [Double] = []
        while times.count < moveLimit {
            if state.awaitsWinAnswer, let next = Game2048Rules.apply(.keepGoing, to: state) {
                state = next
            }
            let start = clock()
            let advice = coach.bestMove(for: state)
            let elapsed = (clock() - start) * 1e3
            guard let advice, let next = Game2048Rules.apply(.slide(advice.direction), to: state) else { break }
            times.append(elapsed)
            state = next
        }
        return Game(
            seed: seed, largestTile: state.board.maxValue, score: state.score, moves: times.count,
            moveMilliseconds: times)
    }

    /// The share of games (0…1) whose largest tile was at least `tile`.
    public struct Reach: Equatable, Sendable {
        public let tile: Int
        public let share: Double
    }

    /// What a set of games adds up to.
    public struct Summary: Equatable, Sendable {
        /// One entry per tile from 2048 (or the smallest largest tile of any game, if below) to the
        /// biggest reached, so the winning tile's share is always shown.
        public let reached: [Reach]
        public let medianScore: Double
        public let medianMilliseconds: Double
        public let meanMilliseconds: Double
        public let moves: Int
    }

    public static func summarize(_ games: [Game]) -> Summary {
        let largest = games.map(\.largestTile)
        var reached: [Reach] = []
        if let low = largest.min(), let high = largest.max(), low > 0 {
            var tile = min(low, Game2048Rules.winningValue)
            while tile <= high {
                let share = Double(largest.filter { $0 >= tile }.count) / Double(games.count)
                reached.append(Reach(tile: tile, share: share))
                tile *= 2
            }
        }
        let times = games.flatMap(\.moveMilliseconds)
        return Summary(
            reached: reached, medianScore: median(games.map { Double($0.score) }),
            medianMilliseconds: median(times),
            meanMilliseconds: times.isEmpty ? 0 : times.reduce(0, +) / Double(times.count),
            moves: times.count)
    }

    /// The middle value (the mean of the two middle ones for an even count), 0 for none.
    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
    }
}
