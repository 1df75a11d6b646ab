import Testing

@testable import Game2048Engine
@testable import GameCore

/// A brute-force expectimax written for the tests, against which the coach's expected scores are
/// checked: it slides rows of plain integers with its own code, enumerates every spawn (a 2 or a
/// 4 in every empty cell, with the rule's odds), and shares with the coach only what defines the
/// score, the evaluation of a leaf (`Game2048Evaluation.lineScore` on every row and column) and
/// the value of a board with no move (`lostValue`). It searches what the coach calls one spawn
/// layer: the player's slide, every spawn with its probability, the player's best slide, and the
/// evaluation of the board that slide leaves, which is what `Game2048Advice.expectedScore` claims.
struct BruteForceExpectimax {
    let twoChance: Double
    let lostValue: Double

    typealias Grid = [[Int]]

    /// `values` slid towards the start of the line, equal neighbours merged once.
    static func slideLine(_ line: [Int]) -> [Int] {
        var tiles = line.filter { $0 != 0 }
        var out: [Int] = []
        while let first = tiles.first {
            tiles.removeFirst()
            if let next = tiles.first, next == first {
                out.append(first * 2)
                tiles.removeFirst()
            } else {
                out.append(first)
            }
        }
        return out + Array(repeating: 0, count: line.count - out.count)
    }

    /// The grid after a slide in `direction` (left, right, up, down), or nil if nothing moves.
    static func slide(_ grid: Grid, _ direction: Game2048Direction) -> Grid? {
        let n = grid.count
        let transposed = (0..<n).map { c in (0..<n).map { grid[$0][c] } }
        let result: Grid
        switch direction {
        case .left: result = grid.map(slideLine)
        case .right: result = grid.map { Array(slideLine($0.reversed()).reversed()) }
        case .up:
            let moved = transposed.map(slideLine)
            result = (0..<n).map { r in (0..<n).map { moved[$0][r] } }
        case .down:
            let moved = transposed.map { Array(slideLine($0.reversed()).reversed()) }
            result = (0..<n).map { r in (0..<n).map { moved[$0][r] } }
        }
        return result == grid ? nil : result
    }

    static func evaluate(_ grid: Grid) -> Double {
        let n = grid.count
        let ranks = grid.map { $0.map { $0 == 0 ? 0 : $0.trailingZeroBitCount } }
        var total = 0.0
        for line in 0..<n {
            total += Game2048Evaluation.lineScore(count: n) { ranks[line][$0] }
            total += Game2048Evaluation.lineScore(count: n) { ranks[$0][line] }
        }
        return total
    }

    /// The player's best slide from `grid`, each judged by the evaluation; `lostValue` if none.
    func bestReply(_ grid: Grid) -> Double {
        Game2048Direction.allCases.compactMap { Self.slide(grid, $0) }.map(Self.evaluate).max() ?? lostValue
    }

    /// The expected value of sliding `grid` in `direction`; nil when the slide changes nothing.
    func value(_ grid: Grid, _ direction: Game2048Direction) -> Double? {
        guard let slid = Self.slide(grid, direction) else { return nil }
        let empty = (0..<grid.count).flatMap { r in (0..<grid.count).map { (r, $0) } }.filter { slid[$0.0][$0.1] == 0 }
        var sum = 0.0
        for (r, c) in empty {
            for (tile, odds) in [(2, twoChance), (4, 1 - twoChance)] where odds > 0 {
                var spawned = slid
                spawned[r][c] = tile
                sum += odds * bestReply(spawned)
            }
        }
        return sum / Double(empty.count)
    }
}

@Suite struct Game2048ExpectimaxReferenceTests {
    /// A random board: each cell empty with odds 2 in 5, else a tile from 2 to 2048, with at
    /// least one move left.
    static func randomBoards(count: Int, size: Int, seed: UInt64) -> [[[Int]]] {
        var random = SeededGenerator(seed: seed)
        var boards: [[[Int]]] = []
        while boards.count < count {
            let grid = (0..<size).map { _ in
                (0..<size).map { _ in
                    Int.random(in: 0..<5, using: &random) < 2 ? 0 : 1 << Int.random(in: 1...11, using: &random)
                }
            }
            if Game2048Direction.allCases.contains(where: { BruteForceExpectimax.slide(grid, $0) != nil }) {
                boards.append(grid)
            }
        }
        return boards
    }

    /// Equal within `tolerance`: the packed search reads each line's score from a `Float` table
    /// (24 bits) for lines worth up to about two million on these boards, where a `Float` steps by
    /// 0.25: each of a board's 8 lines may be off by 0.125, a value by 1, so 2 for it (the grid
    /// search computes in `Double`: 1e-6). The slides of one board differ by far more than that.
    func expectClose(_ a: Double?, _ b: Double?, _ what: String, tolerance: Double = 1e-6) {
        guard let a, let b else {
            #expect(a == nil && b == nil, "\(what): \(String(describing: a)) vs \(String(describing: b))")
            return
        }
        #expect(abs(a - b) <= tolerance, "\(what): coach \(a), reference \(b)")
    }

    /// 300 seeded 4×4 boards under both spawn rules: the packed search's value of each slide is
    /// the brute force's, and the coach's advice at that depth is a slide the brute force ranks
    /// best, with its expected score.
    @Test(arguments: [0.9, 0.5])
    func fourByFourSearchMatchesBruteForce(twoChance: Double) throws {
        let search = Game2048BitSearch()
        let reference = BruteForceExpectimax(twoChance: twoChance, lostValue: search.lostValue)
        let coach = Game2048Coach(budget: .depth(1))
        for (index, grid) in Self.randomBoards(count: 300, size: 4, seed: 28).enumerated() {
            let board = Game2048Board(values: grid)
            let packed = try #require(Game2048BitBoard(board))
            let values = try #require(search.values(of: packed, depth: 1, twoChance: twoChance, cutoff: 0))
            let expected = Game2048Direction.allCases.map { reference.value(grid, $0) }
            for (direction, (got, want)) in zip(Game2048Direction.allCases, zip(values, expected)) {
                expectClose(got, want, "board \(index) \(grid) \(direction)", tolerance: 2)
            }
            let advice = try #require(
                coach.bestMove(on: board, spawnRule: twoChance == 0.9 ? .classic : .evenSplit), "board \(index)")
            let best = try #require(expected.compactMap { $0 }.max())
            let chosen = expected[Game2048Direction.allCases.firstIndex(of: advice.direction)!]
            expectClose(chosen, best, "board \(index): the coach's slide is not the best", tolerance: 2)
            expectClose(advice.expectedScore, best, "board \(index): expected score", tolerance: 2)
        }
    }

    /// The grid search (boards the packed one cannot hold) on 3×3 and 5×5 boards.
    @Test(arguments: [3, 5])
    func gridSearchMatchesBruteForce(size: Int) throws {
        let search = Game2048GridSearch()
        for (index, grid) in Self.randomBoards(count: 100, size: size, seed: 280 + UInt64(size)).enumerated() {
            let values = try #require(
                search.values(of: Game2048Board(values: grid), depth: 1, twoChance: 0.9, cutoff: 0))
            let reference = BruteForceExpectimax(twoChance: 0.9, lostValue: search.lostValue)
            for (direction, got) in zip(Game2048Direction.allCases, values) {
                expectClose(got, reference.value(grid, direction), "board \(index) \(grid) \(direction)")
            }
        }
    }
}
