import Game2048Engine
import GameCore

/// The workload behind `tessera bench` for 2048: random play through the real rules (slide, spawn,
/// outcome check), restarting on game over, so the figure tracks what a player's moves cost.
public enum Game2048Bench {
    /// Real moves (those that changed the board) per second over `moves` moves. Deterministic in
    /// work done for a given seed; only the time varies.
    public static func movesPerSecond(moves: Int = 200_000, size: Int = 4, seed: UInt64 = 2048) -> Double {
        let clock = ContinuousClock()
        var made = 0
        let elapsed = clock.measure {
            made = play(moves: moves, size: size, seed: seed)
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return seconds > 0 ? Double(made) / seconds : 0
    }

    /// Plays `moves` real moves at random and returns how many were made (always `moves`); the
    /// returned count keeps the optimiser from discarding the work.
    package static func play(moves: Int, size: Int, seed: UInt64) -> Int {
        let params = Game2048Rules.Params(size: size)
        var chooser = SeededGenerator(seed: seed ^ 0x2048)
        var gameSeed = seed
        var state = Game2048Rules.newState(params: params, seed: gameSeed)
        var made = 0
        let directions = Game2048Direction.allCases
        while made < moves {
            switch Game2048Rules.outcome(of: state) {
            case .won:
                state = Game2048Rules.apply(.keepGoing, to: state) ?? state
            case .lost, .draw:
                gameSeed &+= 1
                state = Game2048Rules.newState(params: params, seed: gameSeed)
            case .playing:
                let pick = Int(chooser.next() >> 62)
                if let next = Game2048Rules.apply(.slide(directions[pick]), to: state) {
                    state = next
                    made += 1
                }
            }
        }
        return made
    }

    /// The board the coach's bench starts from, taken from one of its own games on the way from
    /// 4096 to 8192: nine kinds of tile and three free cells, where moves cost about what they
    /// cost for most of a long game (an opening board with many free cells would flatter it).
    package static let coachStart = Game2048Board(values: [
        [2, 0, 256, 4096],
        [0, 0, 128, 2048],
        [2, 4, 16, 1024],
        [4, 8, 8, 16],
    ])

    /// The coach's time per move, in milliseconds, over `moves` moves of a seeded game from
    /// `coachStart` with `budget` (the standard one, or the window's): the median, the mean and
    /// the longest. The row tables, built once per process, are built before the clock starts.
    public static func coachMilliseconds(
        moves: Int = 200, seed: UInt64 = 2048, budget: Game2048CoachBudget = .standard
    ) -> (median: Double, mean: Double, longest: Double) {
        _ = Game2048RowTables.shared
        let state = Game2048Rules.State(board: coachStart, seed: seed, keepGoing: true)
        let game = Game2048Autoplay.play(
            from: state, seed: seed, coach: Game2048Coach(budget: budget), moveLimit: moves)
        let times = game.moveMilliseconds
        return (
            Game2048Autoplay.median(times), times.isEmpty ? 0 : times.reduce(0, +) / Double(times.count),
            times.max() ?? 0
        )
    }
}
