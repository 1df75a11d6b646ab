import CairoPDF
import Testing

@testable import SudokuEngine
@testable import SudokuFeature
@testable import SudokuVariants

/// `tessera sudoku print --variant V` (issue 33): the sheet holds the puzzles `generate` prints
/// for the same variant, level, count and seed, one page for every six, as a PDF.
@Suite struct SudokuVariantPrintTests {
    @Test func theSheetHoldsThePuzzlesGeneratePrintsForTheSameSeed() throws {
        for (variant, level) in [(SudokuVariant.killer, SudokuDifficulty.easy), (.jigsaw, .medium), (.mini6, .easy)] {
            let printout = try SudokuVariantPrintout(variant: variant, difficulty: level, count: 3, seed: 11)
            let generated = try SudokuVariantCommandLine.generate(
                variant: variant, difficulty: level, count: 3, seed: 11)
            #expect(printout.puzzles.map(SudokuVariantText.line) == generated.lines, "\(variant)")
            #expect(printout.puzzles.allSatisfy { $0.variant == variant && $0.difficulty == level })
        }
        let other = try SudokuVariantPrintout(variant: .x, difficulty: .easy, count: 2, seed: 12)
        let again = try SudokuVariantPrintout(variant: .x, difficulty: .easy, count: 2, seed: 12)
        #expect(other.puzzles == again.puzzles)
    }

    @Test func everyVariantMakesAPDFWithAPageForEverySix() throws {
        for variant in SudokuVariant.allCases where variant != .classic {
            let level = try #require(variant.levels.first)
            for (count, pages) in [(1, 1), (7, 2)] {
                let pdf = try SudokuVariantPrintout(variant: variant, difficulty: level, count: count, seed: 5)
                    .pdf(paper: .a4)
                #expect(pdf.starts(with: Array("%PDF-".utf8)) && pdf.suffix(6).elementsEqual("%%EOF\n".utf8))
                #expect(SudokuPrintTests.pages(in: pdf) == pages, "\(variant), \(count) puzzles")
            }
        }
    }
}
