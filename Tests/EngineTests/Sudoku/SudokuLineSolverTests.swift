import Foundation
import SudokuBench
import Testing

@testable import GameCore
@testable import SudokuEngine

#if canImport(SudokuEngineV3)
    import SudokuEngineV3
#endif

/// The command line's byte path (`SudokuLineSolver`) against the line-by-line `String` path
/// (`SudokuCommandLine`), which stays the reference for every answer and message.
@Suite struct SudokuLineSolverTests {
    /// Puzzle lines of every kind: unique (from the bench sets), with clues taken away (often
    /// several solutions), with a clue changed (often none), blanks as '0', whitespace around,
    /// CR line ends, bad characters, wrong lengths, non-ASCII text, blank lines.
    static func mixedLines(count: Int, seed: UInt64) -> [String] {
        var random = SeededGenerator(seed: seed)
        let sources = SudokuBenchSets.bundled.flatMap(\.lines)
        var lines: [String] = []
        for _ in 0..<count {
            var cells = Array(sources[Int(random.next() % UInt64(sources.count))].utf8)
            switch random.next() % 12 {
            case 0:
                for _ in 0..<(1 + random.next() % 6) { cells[Int(random.next() % 81)] = UInt8(ascii: ".") }
            case 1:
                cells[Int(random.next() % 81)] = UInt8(ascii: "1") + UInt8(random.next() % 9)
            case 2: cells = cells.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: "0") : $0 }
            case 3: cells = Array(" \t".utf8) + cells + Array(" \r".utf8)
            case 4: cells[Int(random.next() % 81)] = UInt8(ascii: "x")
            case 5: cells.removeLast(Int(1 + random.next() % 80))
            case 6: cells += Array("5".utf8)
            case 7: cells = Array("é".utf8) + cells.dropFirst()
            case 8: cells = Array(" \u{00A0}".utf8) + cells
            case 9: cells = []
            default: break
            }
            lines.append(String(decoding: cells, as: UTF8.self))
        }
        return lines
    }

    /// What the command answered line by line: input split at each newline byte, one carriage
    /// return dropped, each line through `SudokuCommandLine.answer`.
    static func reference(_ input: String, mode: SudokuCommandLine.Mode) -> (output: String, failed: Bool) {
        var output = ""
        var failed = false
        let lines = Array(input.utf8).split(separator: 0x0A, omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where index < lines.count - 1 || !line.isEmpty {
            let text = String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
            guard let answer = SudokuCommandLine.answer(text, number: index + 1, mode: mode) else { continue }
            output += answer.text + "\n"
            failed = failed || answer.failed
        }
        return (output, failed)
    }

    /// The builds of the solver this processor runs: the baseline always, so it is tested on every
    /// machine (also where the x86-64-v3 build is the one the app picks).
    static let runnableVariants = SudokuBandsVariant.allCases.filter(\.isAvailable)

    @Test(arguments: [SudokuCommandLine.Mode.solve, .count], runnableVariants)
    func answersAsTheLinePathDoes(mode: SudokuCommandLine.Mode, variant: SudokuBandsVariant) {
        let input = Self.mixedLines(count: 600, seed: 7).joined(separator: "\n") + "\n"
        let reference = Self.reference(input, mode: mode)
        let solver = SudokuLineSolver(mode: mode, variant: variant)
        let answer = solver.answer(input)
        #expect(answer.output == reference.output)
        #expect(answer.failed == reference.failed)
        #expect(answer.output.split(separator: "\n").count > 300)
        // The same solver again, on its own output's input: nothing carried over.
        #expect(solver.answer(input) == answer)
    }

    @Test func gradeGoesThroughTheStepper() {
        let lines = [SudokuHardPuzzles.lines[11], String(repeating: ".", count: 81), SudokuBenchSets.easy.lines[0]]
        let input = lines.joined(separator: "\n")
        let reference = Self.reference(input, mode: .grade)
        let answer = SudokuLineSolver(mode: .grade).answer(input)
        #expect(answer.output == reference.output && answer.failed == reference.failed)
        #expect(answer.output.hasPrefix("beyond\nerror: multiple solutions\n"))
    }

    @Test func numbersLinesFromTheFirstAndRefusesWhatIsNotText() {
        let solver = SudokuLineSolver(mode: .solve)
        let long = String(repeating: ".", count: 4097)
        var bytes = Array("x\n\(long)\n".utf8) + [0x31, 0x00, 0x0A, 0xFF, 0xFE, 0x0A]
        bytes += Array(String(repeating: " ", count: 4096).utf8)
        var output: [UInt8] = []
        let failed = bytes.withUnsafeBufferPointer { solver.answer($0, firstNumber: 10, into: &output) }
        #expect(failed)
        #expect(
            String(decoding: output, as: UTF8.self)
                == """
                error: line 10: bad character 'x' at position 1
                error: line 11: line longer than 4096 bytes
                error: line 12: binary input (a NUL byte)
                error: line 13: not UTF-8 text

                """)
    }

    @Test func theBaselineBuildIsAlwaysRunnable() {
        #expect(Self.runnableVariants.contains(.baseline))
        #expect(SudokuBandsVariant.baseline.makeSolver() is SudokuEngine.SudokuBands)
    }

    @Test(arguments: runnableVariants)
    func solutionsAreTheSolversAndUnique(variant: SudokuBandsVariant) throws {
        let lines = SudokuBenchSets.hard.lines
        let answer = SudokuLineSolver(mode: .solve, variant: variant).answer(lines.joined(separator: "\n"))
        #expect(!answer.failed)
        let solutions = answer.output.split(separator: "\n").map(String.init)
        #expect(solutions.count == lines.count)
        for (line, solution) in zip(lines, solutions) {
            #expect(isValidSudokuSolution(sudokuGrid(solution), of: sudokuGrid(line)))
        }
    }

    /// The x86-64-v3 build of the solver answers exactly as the baseline build, puzzle for
    /// puzzle, on the bench sets and on mixed input. On a processor without AVX2 (or a build
    /// without the v3 module) it cannot run, and the test output says so as a skip with its reason.
    @Test(
        .enabled(
            if: SudokuBandsVariant.v3.isAvailable,
            "NOT RUN: this processor lacks the x86-64-v3 instructions (AVX2, BMI2, …) or the build has no v3 solver; only the baseline build was tested"
        ))
    func bothBuildsOfTheSolverAgree() {
        #expect(SudokuBandsVariant.fastest == .v3 || getenv("TESSERA_SUDOKU_BASELINE") != nil)
        #if canImport(SudokuEngineV3)
            #expect(SudokuBandsVariant.v3.makeSolver() is SudokuEngineV3.SudokuBands)
        #endif
        let puzzles = SudokuBenchSets.bundled.flatMap(\.lines)
        let input =
            puzzles.map { $0 + "\n" }.joined() + Self.mixedLines(count: 400, seed: 11).joined(separator: "\n")
        for mode in [SudokuCommandLine.Mode.solve, .count] {
            let baseline = SudokuLineSolver(mode: mode, variant: .baseline).answer(input)
            let v3 = SudokuLineSolver(mode: mode, variant: .v3).answer(input)
            #expect(v3 == baseline)
            // Every bundled puzzle answered, not only the mixed lines.
            #expect(baseline.output.split(separator: "\n").count > puzzles.count)
        }
    }
}
