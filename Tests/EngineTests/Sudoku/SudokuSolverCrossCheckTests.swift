import Testing

@testable import GameCore
@testable import SudokuEngine

/// The bitboard solver against a plain reference backtracker that shares none of its code:
/// row/column/box masks, the open cell with the fewest candidates, digits in increasing order.
/// Slow but obviously right; both must agree on the number of solutions (counted up to a limit)
/// and, for a unique puzzle, on the solution.
struct SudokuReferenceSolver {
    var cells: [Int]
    var rows = [Int](repeating: 0, count: 9)
    var columns = [Int](repeating: 0, count: 9)
    var boxes = [Int](repeating: 0, count: 9)
    var found = 0
    var first: [Int]?

    /// nil when the givens already clash.
    init?(_ grid: SudokuGrid) {
        cells = (0..<81).map { grid[$0] }
        for cell in 0..<81 where cells[cell] != 0 {
            let bit = 1 << cells[cell]
            let (r, c, b) = (cell / 9, cell % 9, (cell / 27) * 3 + (cell % 9) / 3)
            if (rows[r] | columns[c] | boxes[b]) & bit != 0 { return nil }
            rows[r] |= bit
            columns[c] |= bit
            boxes[b] |= bit
        }
    }

    /// Solutions counted up to `limit`.
    static func count(_ grid: SudokuGrid, limit: Int) -> (count: Int, first: [Int]?) {
        guard var solver = SudokuReferenceSolver(grid) else { return (0, nil) }
        solver.search(limit: limit)
        return (solver.found, solver.first)
    }

    mutating func search(limit: Int) {
        var best = -1
        var bestOptions = 0
        var fewest = 10
        for cell in 0..<81 where cells[cell] == 0 {
            let (r, c, b) = (cell / 9, cell % 9, (cell / 27) * 3 + (cell % 9) / 3)
            let options = ~(rows[r] | columns[c] | boxes[b]) & 0x3FE
            let n = options.nonzeroBitCount
            if n < fewest {
                fewest = n
                best = cell
                bestOptions = options
                if n == 0 { return }
            }
        }
        if best < 0 {
            found += 1
            if first == nil { first = cells }
            return
        }
        let (r, c, b) = (best / 9, best % 9, (best / 27) * 3 + (best % 9) / 3)
        for digit in 1...9 where bestOptions & (1 << digit) != 0 {
            let bit = 1 << digit
            cells[best] = digit
            rows[r] |= bit
            columns[c] |= bit
            boxes[b] |= bit
            search(limit: limit)
            rows[r] &= ~bit
            columns[c] &= ~bit
            boxes[b] &= ~bit
            cells[best] = 0
            if found >= limit { return }
        }
    }
}

@Suite struct SudokuSolverCrossCheckTests {
    /// Counts with both solvers at several limits; for exactly one solution, the same solution.
    private func expectAgreement(_ puzzle: SudokuGrid, limits: [Int] = [1, 2, 3]) {
        for limit in limits {
            let reference = SudokuReferenceSolver.count(puzzle, limit: limit)
            #expect(puzzle.countSolutions(limit: limit) == reference.count, "limit \(limit): \(puzzle.line)")
        }
        let reference = SudokuReferenceSolver.count(puzzle, limit: 2)
        switch SudokuSolver.solveUnique(puzzle) {
        case .unique(let solution):
            #expect(reference.count == 1, "\(puzzle.line)")
            #expect((0..<81).map { solution[$0] } == reference.first, "\(puzzle.line)")
        case .multiple:
            #expect(reference.count == 2, "\(puzzle.line)")
        case .none:
            #expect(reference.count == 0, "\(puzzle.line)")
        }
        if let some = puzzle.solve() {
            #expect(reference.count > 0)
            #expect(isValidSudokuSolution(some, of: puzzle), "\(puzzle.line)")
        } else {
            #expect(reference.count == 0, "\(puzzle.line)")
        }
    }

    @Test func hardPuzzlesAgreeWithTheReference() {
        for puzzle in SudokuHardPuzzles.grids { expectAgreement(puzzle, limits: [1, 2]) }
    }

    /// Random full grids with random cells taken away, from many clues (one solution) to few
    /// (many solutions), through the search's own counting and the generator's shortcut.
    @Test func randomlyThinnedGridsAgreeWithTheReference() {
        var random = SeededGenerator(seed: 2024)
        var outcomes = [0, 0, 0]
        for round in 0..<60 {
            let solution = SudokuSolver.randomFullGrid(using: &random)
            var puzzle = solution
            var order = Array(0..<81)
            order.shuffle(using: &random)
            let keep = 17 + round % 25  // 17…41 clues
            for cell in order.dropFirst(keep) { puzzle[cell] = 0 }
            expectAgreement(puzzle)
            outcomes[min(puzzle.countSolutions(limit: 2), 2)] += 1
        }
        #expect(outcomes[1] > 0 && outcomes[2] > 0)  // both kinds were exercised
    }

    /// Hard puzzles made ambiguous (a clue taken away) or impossible (a clue changed to a digit
    /// that clashes with nothing it can see, so only search finds the contradiction).
    @Test func brokenHardPuzzlesAgreeWithTheReference() {
        var random = SeededGenerator(seed: 77)
        var impossible = 0
        for puzzle in SudokuHardPuzzles.grids {
            let clues = (0..<81).filter { puzzle[$0] != 0 }
            // Without one clue: usually several solutions, sometimes still one.
            var fewer = puzzle
            fewer[clues[Int(random.next() % UInt64(clues.count))]] = 0
            expectAgreement(fewer, limits: [1, 2])
            // One clue changed: no clash among the givens, yet no solution.
            for cell in clues {
                let changed = (1...9).filter { digit in
                    digit != puzzle[cell]
                        && !SudokuGeometry.peers[cell * 20..<cell * 20 + 20].contains { puzzle[Int($0)] == digit }
                }
                guard let digit = changed.first else { continue }
                var wrong = puzzle
                wrong[cell] = digit
                expectAgreement(wrong, limits: [1, 2])
                if wrong.countSolutions() == 0 { impossible += 1 }
                break
            }
        }
        #expect(impossible > 0)
    }

    @Test func nearlyEmptyGridsCountUpToTheLimit() {
        var grid = SudokuGrid()
        expectAgreement(grid, limits: [1, 2, 5])
        grid[0] = 5
        grid[40] = 5
        grid[80] = 1
        expectAgreement(grid, limits: [1, 2, 7])
        // Clashing givens.
        grid[1] = 5
        expectAgreement(grid, limits: [1, 2])
    }
}
