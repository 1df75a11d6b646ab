import Foundation
import GameCore
import Testing

@testable import SudokuEngine
@testable import SudokuVariants

/// The one-line text form: every variant's generated puzzle reads back as the same shape and
/// cells, and bad lines are errors naming the column.
@Suite struct SudokuVariantTextTests {
    @Test(arguments: SudokuVariant.allCases)
    func generatedPuzzlesRoundTrip(variant: SudokuVariant) throws {
        for seed in UInt64(1)...5 {
            let puzzle = try SudokuVariantGenerator.generate(
                variant: variant, difficulty: variant.levels[0], seed: seed)
            let line = SudokuVariantText.line(puzzle)
            let (shape, cells) = try SudokuVariantText.parse(line, variant: variant)
            #expect(shape == puzzle.shape)
            #expect(cells == puzzle.puzzle)
            #expect(SudokuVariantText.line(cells, shape: shape) == line)
        }
    }

    @Test func aKillerWithGivensKeepsThem() throws {
        let puzzle = try SudokuVariantGenerator.generate(variant: .killer, difficulty: .easy, seed: 3)
        var cells = puzzle.puzzle
        cells[40] = puzzle.solution[40]
        let line = SudokuVariantText.line(cells, shape: puzzle.shape)
        #expect(line.split(separator: ":").count == 3)
        #expect(try SudokuVariantText.parse(line, variant: .killer).cells == cells)
    }

    @Test(arguments: [
        (SudokuVariant.mini4, "12x4............", "column 3"),
        (.mini4, "1234", "4 cells"),
        (.mini6, String(repeating: ".", count: 35) + "7", "column 36"),
        (.x, String(repeating: ".", count: 81) + ":A", "':'"),
        (.jigsaw, String(repeating: ".", count: 81) + ":Z" + String(repeating: "A", count: 80), "column 83"),
        (.jigsaw, String(repeating: ".", count: 81) + ":" + String(repeating: "A", count: 81), "region 1 has 81 cells"),
        (.killer, String(repeating: "a", count: 81) + ":45", "cage 1 has 81 cells"),
        (.killer, String(repeating: "a", count: 80) + "?:45", "column 81"),
        (.killer, String(repeating: "ab", count: 40) + "a:x,5", "column 83"),
        (.killer, String(repeating: "ab", count: 40) + "a:5", "1 sums for 2 cages"),
    ])
    func badLinesSayWhatIsWrong(variant: SudokuVariant, line: String, message: String) {
        do {
            _ = try SudokuVariantText.parse(line, variant: variant)
            Issue.record("\(variant) accepted \(line)")
        } catch {
            let text = (error as? InputError)?.message ?? ""
            #expect(text.contains(message), "\(text)")
        }
    }

    @Test func theCommandLineAnswersEveryVariant() throws {
        let puzzle = try SudokuVariantGenerator.generate(variant: .jigsaw, difficulty: .medium, seed: 8)
        let line = SudokuVariantText.line(puzzle)
        let solved = SudokuVariantCommandLine.answers(line + "\n\nnonsense\n", mode: .solve, variant: .jigsaw)
        #expect(solved.lines[0] == puzzle.solution.map(String.init).joined())
        #expect(solved.lines[1].hasPrefix("error: line 3: "))
        #expect(solved.failed)
        let graded = SudokuVariantCommandLine.answers(line, mode: .grade, variant: .jigsaw)
        #expect(graded.lines == ["medium"] && !graded.failed)
        let empty = String(repeating: ".", count: 16)
        #expect(SudokuVariantCommandLine.answers(empty, mode: .count, variant: .mini4).lines == ["2"])
        #expect(
            SudokuVariantCommandLine.answers(empty, mode: .solve, variant: .mini4).lines == [
                "error: multiple solutions"
            ])
    }

    @Test func shapesDecodeOnlyWhenTheyAreValid() throws {
        let puzzle = try SudokuVariantGenerator.generate(variant: .killer, difficulty: .medium, seed: 2)
        let data = try JSONEncoder().encode(puzzle)
        #expect(try JSONDecoder().decode(SudokuVariantPuzzle.self, from: data) == puzzle)
        // A damaged save: a region of the wrong size is an error, not a trap.
        var text = String(decoding: data, as: UTF8.self)
        text = text.replacingOccurrences(of: "\"regions\":[0,", with: "\"regions\":[1,")
        #expect(throws: (any Error).self) { try JSONDecoder().decode(SudokuVariantPuzzle.self, from: Data(text.utf8)) }
    }
}
