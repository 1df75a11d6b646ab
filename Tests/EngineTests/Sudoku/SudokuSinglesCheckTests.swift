import Testing

@testable import GameCore
@testable import SudokuEngine

/// The generator's bitboard singles check must answer exactly as the per-cell engine's
/// propagation (which seeded generation used before it), or a seed's puzzle would change.
@Suite struct SudokuSinglesCheckTests {
    /// Clue removal pair by pair, as the generator does it: every answer, yes or no, is the
    /// per-cell engine's, at both levels.
    @Test(arguments: [false, true])
    func removalAgreesWithThePerCellEngine(allSingles: Bool) {
        let search = SudokuSearch()
        let check = SudokuSinglesCheck()
        check.allSingles = allSingles
        let propagation: SudokuPropagation = allSingles ? .singles : .trivial
        var random = SeededGenerator(seed: allSingles ? 11 : 12)
        var kept = 0
        var removed = 0
        for _ in 0..<60 {
            let solution = search.randomFullGrid(using: &random)
            check.start(solution: solution)
            var puzzle = solution
            for pair in Array(0...40).shuffled(using: &random) {
                puzzle[pair] = 0
                puzzle[80 - pair] = 0
                let expected = search.solves(puzzle, with: propagation)
                #expect(check.stillSolves(removing: pair, 80 - pair) == expected, "pair \(pair) of \(solution)")
                if expected {
                    removed += 1
                } else {
                    kept += 1
                    puzzle[pair] = solution[pair]
                    puzzle[80 - pair] = solution[80 - pair]
                }
            }
            // The check is left on the puzzle it kept.
            check.allSingles = !allSingles
            #expect(check.solves() == search.solves(puzzle, with: allSingles ? .trivial : .singles))
            check.allSingles = allSingles
            #expect(check.solves())
        }
        #expect(kept > 100 && removed > 100, "\(kept) kept, \(removed) removed")
    }

    /// From any subset of a solution, solvable by singles or not, the two engines agree.
    @Test func wholePuzzlesAgreeWithThePerCellEngine() {
        let search = SudokuSearch()
        let check = SudokuSinglesCheck()
        var random = SeededGenerator(seed: 13)
        var answers: [Bool: Int] = [:]
        for round in 0..<400 {
            let solution = search.randomFullGrid(using: &random)
            let blanks = 30 + round % 30
            var puzzle = solution
            for cell in Array(0..<81).shuffled(using: &random).prefix(blanks) { puzzle[cell] = 0 }
            check.start(solution: solution, puzzle: puzzle)
            for allSingles in [false, true] {
                check.allSingles = allSingles
                let expected = search.solves(puzzle, with: allSingles ? .singles : .trivial)
                #expect(check.solves() == expected, "\(puzzle)")
                answers[expected, default: 0] += 1
            }
        }
        #expect(answers[true, default: 0] > 50 && answers[false, default: 0] > 50, "\(answers)")
    }
}
