import Testing

@testable import GameCore
@testable import SudokuEngine

@Suite struct SudokuSolverTests {
    @Test func hardPuzzlesHaveOneSolutionThatObeysTheRules() {
        #expect(SudokuHardPuzzles.lines.count >= 20)
        #expect(Set(SudokuHardPuzzles.lines).count == SudokuHardPuzzles.lines.count)
        for puzzle in SudokuHardPuzzles.grids {
            #expect(puzzle.countSolutions(limit: 3) == 1, "\(puzzle.line)")
            guard case .unique(let solution) = SudokuSolver.solveUnique(puzzle) else {
                Issue.record("not unique: \(puzzle.line)")
                continue
            }
            #expect(isValidSudokuSolution(solution, of: puzzle), "\(puzzle.line)")
            #expect(puzzle.solve() == solution)
        }
    }

    @Test func underConstrainedGridsHaveSeveralSolutions() {
        #expect(SudokuGrid().countSolutions() == 2)
        #expect(SudokuGrid().countSolutions(limit: 5) == 5)
        // A valid puzzle with two clues taken away (a hole big enough for a second solution).
        var puzzle = sudokuGrid(SudokuHardPuzzles.lines[0])
        puzzle[0] = 0
        puzzle[6] = 0
        #expect(puzzle.countSolutions() == 2)
        #expect(SudokuSolver.solveUnique(puzzle) == .multiple)
        if let some = puzzle.solve() { #expect(isValidSudokuSolution(some, of: puzzle)) }
    }

    @Test func contradictoryGridsHaveNoSolution() {
        var clash = SudokuGrid()
        clash[0] = 5
        clash[8] = 5
        #expect(clash.countSolutions() == 0)
        #expect(clash.solve() == nil)
        #expect(SudokuSolver.solveUnique(clash) == .none)
        // No clash between clues, yet r1c9 can hold nothing: its row has 1–8, its column 9.
        var blocked = SudokuGrid()
        for column in 0..<8 { blocked[0, column] = column + 1 }
        blocked[5, 8] = 9
        #expect(blocked.isConsistent)
        #expect(blocked.countSolutions() == 0)
    }

    @Test func aFullValidGridIsItsOwnSolution() throws {
        let solution = try #require(sudokuGrid(SudokuHardPuzzles.lines[3]).solve())
        #expect(solution.countSolutions() == 1)
        #expect(solution.solve() == solution)
    }

    @Test func randomFullGridsAreValidAndReproducible() {
        var first = SeededGenerator(seed: 11)
        var second = SeededGenerator(seed: 11)
        let a = SudokuSolver.randomFullGrid(using: &first)
        let b = SudokuSolver.randomFullGrid(using: &second)
        #expect(a == b)
        #expect(isValidSudokuSolution(a, of: SudokuGrid()))
        let c = SudokuSolver.randomFullGrid(using: &first)
        #expect(c != a)
        #expect(isValidSudokuSolution(c, of: SudokuGrid()))
    }

    @Test func otherSolutionCheckAgreesWithCounting() {
        let search = SudokuSearch()
        var random = SeededGenerator(seed: 5)
        for _ in 0..<5 {
            let solution = search.randomFullGrid(using: &random)
            var puzzle = solution
            var order = Array(0...40)
            order.shuffle(using: &random)
            for pair in order {
                puzzle[pair] = 0
                puzzle[80 - pair] = 0
                let other = search.hasOtherSolution(puzzle, solution: solution, differingAt: pair, or: 80 - pair)
                #expect(other == (search.count(puzzle, limit: 2) == 2))
                if other {
                    puzzle[pair] = solution[pair]
                    puzzle[80 - pair] = solution[80 - pair]
                }
            }
        }
    }
}
