import Testing

@testable import GameCore
@testable import SudokuEngine

@Suite struct SudokuGraderTests {
    @Test func bulkSinglesGradeLikeTheStepByStepStepper() {
        let search = SudokuSearch()
        var random = SeededGenerator(seed: 21)
        for _ in 0..<60 {
            let solution = search.randomFullGrid(using: &random)
            var puzzle = solution
            var order = Array(0...40)
            order.shuffle(using: &random)
            for pair in order {
                puzzle[pair] = 0
                puzzle[80 - pair] = 0
                if search.hasOtherSolution(puzzle, solution: solution, differingAt: pair, or: 80 - pair) {
                    puzzle[pair] = solution[pair]
                    puzzle[80 - pair] = solution[80 - pair]
                }
            }
            var bulk = SudokuLogic(grid: SudokuGrid(bytes: puzzle))
            var plain = bulk
            #expect(bulk.solve(upTo: .extreme, engine: search) == plain.solveStepByStep(upTo: .extreme))
        }
    }

    @Test func famousMonstersAreBeyondTheStepper() {
        // AI Escargot and Easter Monster need far more than forcing chains by singles.
        #expect(SudokuGrader.grade(sudokuGrid(SudokuHardPuzzles.lines[11])) == nil)
        #expect(SudokuGrader.grade(sudokuGrid(SudokuHardPuzzles.lines[12])) == nil)
    }

    @Test func puzzlesWithoutOneSolutionAreBeyond() {
        #expect(SudokuGrader.grade(SudokuGrid()) == nil)
        var clash = SudokuGrid()
        clash[0] = 1
        clash[1] = 1
        #expect(SudokuGrader.grade(clash) == nil)
    }

    @Test func gradeReportsTheHardestTechnique() {
        let trivial = SudokuGrader.rate(sudokuGrid(SudokuStepperTests.fixtures[0].1))
        #expect(trivial.solved)
        let xyWing = SudokuGrader.rate(sudokuGrid(SudokuStepperTests.fixtures.first { $0.0 == .xyWing }!.1))
        #expect(xyWing.difficulty == xyWing.hardest?.level)
        #expect(xyWing.hardest.map { $0 >= .xyWing } == true)
    }

    @Test func levelsAdmitTheirTechniques() {
        #expect(SudokuDifficulty.trivial.newTechniques == [.fullHouse, .hiddenSingleInBox])
        #expect(SudokuDifficulty.hard.techniques.contains(.pointing))
        #expect(!SudokuDifficulty.hard.techniques.contains(.xyChain))
        #expect(SudokuDifficulty.allCases.flatMap(\.newTechniques) == SudokuTechnique.allCases)
        #expect(SudokuDifficulty(rawValue: "extreme") == .extreme)
        #expect(SudokuDifficulty.medium.displayName == "Medium")
    }
}
