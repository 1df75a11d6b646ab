import GameCore

/// Expectimax for the boards the bitboard cannot hold (every shape but 4×4, 3×8 and 8×3
/// included, or 4×4 with tiles beyond 32768). It moves tiles with the rules' own `Game2048Rules.slide`, so it can never
/// disagree with the game, and judges boards with the same line evaluation as the 4×4 search.
/// It is far slower per node, so the coach deepens it one layer at a time within `slideBudget`.
package final class Game2048GridSearch {
    private struct Entry {
        var value: Double
        var depth: Int
    }

    private var table: [[UInt8]: Entry] = [:]
    private var twoChance = 0.9
    private var cutoff = 0.0001
    /// The value of a board with no move in the latest search (it depends on the board's tiles).
    package private(set) var lostValue = 0.0
    private var deadline: ContinuousClock.Instant?
    package private(set) var nodes = 0
    /// Slides tried in the latest search: the work this path is budgeted in.
    package private(set) var slides = 0
    package private(set) var timedOut = false

    package init() {}

    /// About how many slides a deterministic search on this path may try: a few milliseconds in
    /// a release build.
    package static let slideBudget = 20_000

    /// The value of each legal slide from `board`, in `Game2048Direction.allCases` order (nil for
    /// a slide that changes nothing), or nil when `deadline` passed first.
    package func values(
        of board: Game2048Board, depth: Int, twoChance: Double, cutoff: Double,
        deadline: ContinuousClock.Instant? = nil
    ) -> [Double?]? {
        table.removeAll(keepingCapacity: true)
        nodes = 0
        slides = 0
        timedOut = false
        self.twoChance = twoChance
        self.cutoff = cutoff
        self.deadline = deadline
        let depth = max(depth, 1)
        // Each spawn layer can raise the largest rank by at most one.
        let largestRank = board.maxValue.trailingZeroBitCount
        lostValue = Game2048Evaluation.lostValue(
            rows: board.rows, columns: board.columns, maximumRank: largestRank + depth + 1)
        var values: [Double?] = []
        for direction in Game2048Direction.allCases {
            let slid = Game2048Rules.slide(board, direction)
            slides += 1
            values.append(slid.changed ? chanceNode(slid.board, depth: depth, chance: 1) : nil)
            if timedOut { return nil }
        }
        return values
    }

    private func maxNode(_ board: Game2048Board, depth: Int, chance: Double) -> Double {
        var best = lostValue
        for direction in Game2048Direction.allCases {
            let slid = Game2048Rules.slide(board, direction)
            slides += 1
            if slid.changed {
                best = max(best, chanceNode(slid.board, depth: depth, chance: chance))
            }
        }
        return best
    }

    private func chanceNode(_ board: Game2048Board, depth: Int, chance: Double) -> Double {
        if depth <= 0 || chance < cutoff || timedOut {
            return Self.evaluate(board)
        }
        let key = Self.ranks(of: board)
        if let entry = table[key], entry.depth >= depth {
            return entry.value
        }
        nodes += 1
        if nodes & 0xF == 0, let deadline, ContinuousClock.now >= deadline {
            timedOut = true
        }
        let empty = board.emptyCells
        let share = chance / Double(empty.count)
        var sum = 0.0
        for cell in empty {
            for (value, odds) in [(2, twoChance), (4, 1 - twoChance)] where odds > 0 {
                var spawned = board
                _ = spawned.insertNewTile(value: value, at: cell)
                sum += odds * maxNode(spawned, depth: depth - 1, chance: share * odds)
            }
        }
        let value = sum / Double(max(empty.count, 1))
        table[key] = Entry(value: value, depth: depth)
        return value
    }

    /// The board's ranks in row-major order: the table's key (tile ids do not matter to the value).
    private static func ranks(of board: Game2048Board) -> [UInt8] {
        var ranks = [UInt8](repeating: 0, count: board.cellCount)
        for tile in board.tiles {
            ranks[tile.row * board.columns + tile.col] = UInt8(tile.value.trailingZeroBitCount)
        }
        return ranks
    }

    /// Every row and every column of `board` scored as a line.
    package static func evaluate(_ board: Game2048Board) -> Double {
        let rows = board.rows
        let columns = board.columns
        let ranks = ranks(of: board)
        var total = 0.0
        for row in 0..<rows {
            total += Game2048Evaluation.lineScore(count: columns) { Int(ranks[row * columns + $0]) }
        }
        for col in 0..<columns {
            total += Game2048Evaluation.lineScore(count: rows) { Int(ranks[$0 * columns + col]) }
        }
        return total
    }
}
