import SudokuBench
import Testing

@testable import GameCore
@testable import SudokuEngine

@Suite struct SudokuCommandLineTests {
    let puzzle = SudokuHardPuzzles.lines[14]

    @Test func solvePrintsSolutionsAndErrorsPerLine() throws {
        let solution = try #require(sudokuGrid(puzzle).solve())
        let empty = String(repeating: ".", count: 81)
        let clash = "11" + String(repeating: "0", count: 79)
        let input = [puzzle, "", empty, "123", clash, "ab"].joined(separator: "\n") + "\n"
        let output = SudokuCommandLine.solve(input)
        #expect(
            output.lines == [
                solution.line,
                "error: multiple solutions",
                "error: line 4: expected 81 characters, got 3",
                "error: no solution",
                "error: line 6: bad character 'a' at position 1",
            ])
        #expect(output.failed)
        #expect(output.text.hasSuffix("\n"))
        let good = SudokuCommandLine.solve(puzzle + "\n")
        #expect(good == SudokuCommandLine.Output(lines: [solution.line], failed: false))
    }

    @Test func countPrintsUpToTwo() {
        let lines = [puzzle, String(repeating: ".", count: 81), "55" + String(repeating: ".", count: 79)]
        let output = SudokuCommandLine.count(lines.joined(separator: "\n"))
        #expect(output.lines == ["1", "2", "0"])
        #expect(!output.failed)
    }

    @Test func gradePrintsLevelNames() {
        let lines = [
            SudokuStepperTests.fixtures.first { $0.0 == .xyWing }!.1,
            SudokuHardPuzzles.lines[11],
            String(repeating: ".", count: 81),
        ]
        let output = SudokuCommandLine.grade(lines.joined(separator: "\n"))
        let level = SudokuGrader.grade(sudokuGrid(lines[0]))!.rawValue
        #expect(output.lines == [level, "beyond", "error: multiple solutions"])
        #expect(output.failed)
    }

    @Test func generatePrintsReproduciblePuzzlesOfTheLevel() {
        let output = SudokuCommandLine.generate(difficulty: .hard, count: 3, seed: 9)
        #expect(output == SudokuCommandLine.generate(difficulty: .hard, count: 3, seed: 9))
        #expect(output.lines.count == 3 && Set(output.lines).count == 3)
        for line in output.lines {
            #expect(line.count == 81 && line.contains("."))
            #expect(SudokuGrader.grade(sudokuGrid(line)) == .hard)
        }
        #expect(SudokuCommandLine.generate(difficulty: .easy, count: 0, seed: 1).lines.isEmpty)
    }

    @Test func benchReturnsNumbers() {
        let generated = SudokuBench.generate(count: 1, seed: 4)
        #expect(generated.map(\.difficulty) == SudokuDifficulty.allCases)
        #expect(generated.allSatisfy { $0.puzzlesPerSecond > 0 && $0.p95Milliseconds >= 0 })
        let solved = SudokuBench.solveHard(rounds: 1)
        #expect(solved.puzzles == SudokuHardPuzzles.lines.count)
        #expect(solved.uniquePerSecond > 0 && solved.firstSolutionPerSecond > 0)
    }
}
