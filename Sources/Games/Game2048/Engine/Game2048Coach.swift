import GameCore

/// How hard the coach may think about one move.
///
/// The depth follows the board (see `Game2048Coach.depth(for:)`), at most `maxDepth` spawn
/// layers. Without a time limit the answer depends only on the board and the budget, on every
/// machine. With one, the search deepens a layer at a time towards that depth (or to `maxDepth`
/// when `followsBoard` is off) and answers from the deepest layer it finished, so the answer then
/// depends on the machine.
public struct Game2048CoachBudget: Hashable, Sendable {
    /// Spawn layers searched at most (a layer is a slide and the tile that follows it),
    /// 1…`deepest`.
    public var maxDepth: Int
    /// Branches less likely than this to be reached are judged by the evaluation without search.
    public var probabilityCutoff: Double
    public var timeLimit: Duration?
    /// Whether the board sets the depth (up to `maxDepth`); when off, a time limit deepens to
    /// `maxDepth` whatever the board, and without one the search goes `maxDepth` deep.
    public var followsBoard: Bool

    public init(
        maxDepth: Int = Self.deepest, probabilityCutoff: Double = Self.defaultCutoff, timeLimit: Duration? = nil,
        followsBoard: Bool = true
    ) {
        self.maxDepth = min(max(maxDepth, 1), Self.deepest)
        self.probabilityCutoff =
            probabilityCutoff.isFinite ? min(max(probabilityCutoff, 0), 1) : Self.defaultCutoff
        self.timeLimit = timeLimit
        self.followsBoard = followsBoard
    }

    /// Branches less likely than this are not searched: 3 in 10,000, three times the cutoff of
    /// the published expectimax AI (1 in 10,000). With the depth the board asks for, it about
    /// halves the mean cost of a move, while the finer cutoff chose a clearly worse move only a
    /// little less often (the commit that set it has the measurements).
    public static let defaultCutoff = 0.0003

    /// The most spawn layers any budget searches, and the ceiling of the depth a board asks for
    /// (`Game2048Coach.depth(for:)`): 12.
    public static let deepest = 12

    /// For the auto-player on the command line and the bench: the depth follows the board;
    /// deterministic.
    public static let standard = Game2048CoachBudget()

    /// For the window's hint and auto-play: the standard depth, but an answer within a frame's
    /// 16 ms. A crowded board late in a long game can ask for a search of a tenth of a second or
    /// more; the window then answers from the deepest layer finished in time (on a quiet machine,
    /// nearly always the standard answer: most moves take a few milliseconds).
    public static let window = Game2048CoachBudget(timeLimit: .milliseconds(16))

    /// At most `depth` spawn layers, fewer where the board asks for less; for tests and quick
    /// answers.
    public static func depth(_ depth: Int) -> Game2048CoachBudget {
        Game2048CoachBudget(maxDepth: depth)
    }

    /// As deep as `limit` allows, one layer at a time up to `deepest`, whatever the board (the
    /// first layer is always finished).
    public static func time(_ limit: Duration) -> Game2048CoachBudget {
        Game2048CoachBudget(timeLimit: limit, followsBoard: false)
    }
}

/// The coach's answer for one board.
public struct Game2048Advice: Equatable, Sendable {
    public let direction: Game2048Direction
    /// The expectimax value of the move: the evaluation of the boards the search stopped at,
    /// averaged over the spawns on the way with the spawn rule's odds (the player taking the best
    /// slide at each turn). Higher is better; it ranks the moves of one board and is not game
    /// points. A move that loses whatever spawns comes gets the lowest value.
    public let expectedScore: Double
    /// Why the move is good, as data: the window says it in the player's language.
    public let why: Game2048Reason
    /// A short sentence for the player, such as "keeps the 512 in its corner" (English, for the
    /// command line).
    public var reason: String { why.sentence }
    /// Spawn layers the answer searched.
    public let depth: Int
}

/// The 2048 hint and auto-player: expectimax over the player's slides and the random spawns.
/// 4×4 boards are searched on a packed 64-bit board with row tables; other shapes (3×3 to 8×8,
/// rows and columns apart) through the rules' own slide. Pure apart from an optional time limit: no randomness, so the same board and
/// budget always give the same advice.
///
/// A coach keeps its search table (256 KiB) between moves, so keep one per thread and reuse it;
/// it is not `Sendable` on purpose: create it on the thread that asks.
public final class Game2048Coach {
    public let budget: Game2048CoachBudget
    private lazy var bitSearch = Game2048BitSearch()
    private lazy var gridSearch = Game2048GridSearch()

    public init(budget: Game2048CoachBudget = .standard) {
        self.budget = budget
    }

    /// The best slide for `state`, or nil when no slide changes the board. A state waiting for
    /// the "keep going" answer is advised as if the player kept going. Safe from any thread: it
    /// uses a coach of its own (a scene asking once per hint loses nothing by not keeping one).
    public static func bestMove(
        for state: Game2048Rules.State, budget: Game2048CoachBudget = .standard
    ) -> Game2048Advice? {
        Game2048Coach(budget: budget).bestMove(for: state)
    }

    public func bestMove(for state: Game2048Rules.State) -> Game2048Advice? {
        bestMove(on: state.board, spawnRule: state.spawnRule)
    }

    /// The best slide on `board` when new tiles follow `spawnRule`, or nil when none changes it.
    public func bestMove(on board: Game2048Board, spawnRule: Game2048SpawnRule = .classic) -> Game2048Advice? {
        guard board.canMove else { return nil }
        let twoChance = spawnRule == .classic ? 0.9 : 0.5
        let packed = Game2048BitBoard(board)
        let search = { (depth: Int, deadline: ContinuousClock.Instant?) -> [Double?]? in
            if let packed {
                self.bitSearch.values(
                    of: packed, depth: depth, twoChance: twoChance, cutoff: self.budget.probabilityCutoff,
                    deadline: deadline)
            } else {
                self.gridSearch.values(
                    of: board, depth: depth, twoChance: twoChance, cutoff: self.budget.probabilityCutoff,
                    deadline: deadline)
            }
        }
        var answer: (values: [Double?], depth: Int)?
        let deepest = packed.map { budget.followsBoard ? min(Self.depth(for: $0), budget.maxDepth) : budget.maxDepth }
        if let limit = budget.timeLimit {
            let deadline = ContinuousClock.now + limit
            for depth in 1...(deepest ?? budget.maxDepth) {
                guard let values = search(depth, depth == 1 ? nil : deadline) else { break }
                answer = (values, depth)
                if ContinuousClock.now >= deadline { break }
            }
        } else if let deepest {
            answer = search(deepest, nil).map { ($0, deepest) }
        } else {
            // The rules' slide is slow, so other sizes deepen while the next layer is expected
            // (a layer multiplies the slides by two spawns per free cell times four slides) to
            // stay within the slide budget.
            let growth = 8 * max(board.cellCount - board.tiles.count, 1)
            for depth in 1...budget.maxDepth {
                guard let values = search(depth, nil) else { break }
                answer = (values, depth)
                if gridSearch.slides * growth > Game2048GridSearch.slideBudget { break }
            }
        }
        guard let answer else { return nil }
        var best: (direction: Game2048Direction, value: Double)?
        for (direction, value) in zip(Game2048Direction.allCases, answer.values) {
            guard let value else { continue }
            if value > best?.value ?? -Double.infinity {
                best = (direction, value)
            }
        }
        guard let best else { return nil }
        let floor = packed != nil ? bitSearch.lostValue : gridSearch.lostValue
        return Game2048Advice(
            direction: best.direction, expectedScore: best.value,
            why: Self.reason(on: board, direction: best.direction, values: answer.values, lostValue: floor),
            depth: answer.depth)
    }

    /// How many spawn layers a 4×4 board deserves: four fewer than its kinds of tile, one fewer
    /// on an open board (8 free cells or more), one more on a crowded one (3 or fewer), 4 to 12.
    /// An open board with few kinds of tile is easy: little can go wrong in the next moves. A
    /// crowded one with many kinds is where games are lost, and it has few spawns to average
    /// over, so searching it deeper costs less than it seems; the probability cutoff ends the
    /// unlikely branches long before twelve layers. The floor of four keeps the early and middle
    /// game from cheap blunders. On boards from long games, a much deeper search (two fewer
    /// layers than the kinds of tile, every board) judged this rule's move clearly worse than its
    /// own less than half as often as the rule before it (five fewer, cutoff 1 in 10,000); the
    /// commit that set the rule has the measurements.
    package static func depth(for board: Game2048BitBoard) -> Int {
        let empty = board.emptyCount
        var depth = board.distinctTiles - 4
        if empty >= 8 { depth -= 1 }
        if empty <= 3 { depth += 1 }
        return min(max(depth, 4), Game2048CoachBudget.deepest)
    }

    /// Says in a few words why `direction` is a good slide on `board`, from what the search found
    /// and what the slide does to the largest tile and the free cells.
    package static func reason(
        on board: Game2048Board, direction: Game2048Direction, values: [Double?], lostValue: Double
    ) -> Game2048Reason {
        let legal = values.compactMap { $0 }
        let loses = { (value: Double) in value <= lostValue + abs(lostValue) * 1e-9 }
        let chosen = values[Game2048Direction.allCases.firstIndex(of: direction) ?? 0] ?? lostValue
        if legal.count == 1 { return .onlyMove }
        if loses(chosen) { return .everyMoveLoses }
        if legal.filter({ !loses($0) }).count == 1 { return .onlyMoveNotLosing }
        let slid = Game2048Rules.slide(board, direction)
        let largestBefore = board.maxValue
        let largestAfter = slid.board.maxValue
        if largestAfter > largestBefore {
            return .newLargest(merged: largestBefore, made: largestAfter)
        }
        if slid.merges.count >= 2 {
            return .opensBoard(merges: slid.merges.count)
        }
        let inCornerBefore = largestInCorner(board)
        if largestInCorner(slid.board) {
            return inCornerBefore ? .keepsInCorner(largestAfter) : .movesIntoCorner(largestAfter)
        }
        if let merge = slid.merges.first {
            return .merges(merge.value / 2)
        }
        return .keepsOrder
    }

    private static func largestInCorner(_ board: Game2048Board) -> Bool {
        let largest = board.maxValue
        return board.tiles.contains { tile in
            tile.value == largest && (tile.row == 0 || tile.row == board.rows - 1)
                && (tile.col == 0 || tile.col == board.columns - 1)
        }
    }
}

/// Why the coach chose its move, kept as data so the window can say it in the player's language;
/// `sentence` is the English the command line prints.
public enum Game2048Reason: Equatable, Sendable {
    /// Only one slide moves anything.
    case onlyMove
    /// Whatever the slide, the search finds the game lost soon.
    case everyMoveLoses
    /// The other slides lose soon.
    case onlyMoveNotLosing
    /// Merges two of the largest tile (`merged`) into a new largest one (`made`).
    case newLargest(merged: Int, made: Int)
    /// Makes `merges` merges (two or more), freeing as many cells.
    case opensBoard(merges: Int)
    /// Keeps the largest tile, of this value, in its corner.
    case keepsInCorner(Int)
    /// Brings the largest tile, of this value, into a corner.
    case movesIntoCorner(Int)
    /// Merges two tiles of this value.
    case merges(Int)
    /// None of the above: the slide keeps the rows and columns in order.
    case keepsOrder

    /// The reason in English, as a short phrase after the direction.
    public var sentence: String {
        switch self {
        case .onlyMove: "the only move the board allows"
        case .everyMoveLoses: "every move loses soon, whatever tiles come"
        case .onlyMoveNotLosing: "the only move that does not lose soon"
        case .newLargest(let merged, let made): "merges two \(merged)s into a \(made), the new largest tile"
        case .opensBoard(let merges): "opens the board: \(merges) merges free \(merges) cells"
        case .keepsInCorner(let tile): "keeps the \(tile) in its corner"
        case .movesIntoCorner(let tile): "moves the \(tile) into a corner"
        case .merges(let value): "merges two \(value)s"
        case .keepsOrder: "keeps the rows and columns in order"
        }
    }
}
