import CairoPDF
import Foundation
import Layout
import Testing

@testable import GameCore
@testable import GameKit
@testable import SudokuEngine
@testable import SudokuFeature

/// Sudoku on paper (issue 32): the printout's layout, its PDF through cairo, the numbers that
/// replay a printed puzzle, and the new-game dialog's Print… played through the real app into
/// a scratch home folder. tests/e2e/sudoku-print.sh renders the command's PDF with poppler.
@Suite struct SudokuPrintTests {
    /// A scratch home folder, removed by the caller.
    static func scratchHome() throws -> String {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("sudoku-print-\(UUID())").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        return home
    }

    static func pages(in pdf: [UInt8]) -> Int {
        String(decoding: pdf, as: UTF8.self).components(separatedBy: "/Type /Page ").count - 1
    }

    @Test func eachPrintedNumberReplaysItsPuzzleAsPlayDoes() {
        let printout = SudokuPrintout(difficulty: .hard, count: 6, seed: 3)
        #expect(Set(printout.puzzles.map(\.id)).count == 6)
        for puzzle in printout.puzzles {
            #expect(puzzle.id < 10_000_000, "at most seven digits to type")
            // `tessera play sudoku --difficulty hard --seed <id>` builds exactly this scene.
            let scene = SudokuScene(seed: puzzle.id, clock: { 0 }, difficulty: .hard)
            #expect(scene.state.givens == puzzle.givens)
            #expect(SudokuGrader.grade(puzzle.givens) == .hard)
        }
        #expect(SudokuPrintout(difficulty: .hard, count: 6, seed: 3).puzzles == printout.puzzles, "same seed")
        #expect(SudokuPrintout(difficulty: .hard, count: 6, seed: 4).puzzles != printout.puzzles)
    }

    @Test func pagesHoldOneTwoFourOrSixBoardsInsideTheMargins() {
        #expect((1...13).map(SudokuPrintout.perPage) == [1, 2, 4, 4, 6, 6, 6, 6, 6, 6, 6, 6, 6])
        for paper in PaperSize.allCases {
            var sides: [Double] = []
            for perPage in [1, 2, 4, 6] {
                let boards = SudokuPrintout.boards(perPage: perPage, paper: paper)
                #expect(boards.count == perPage)
                let rects = boards.map {
                    Rect(x: $0.x, y: $0.y, width: $0.side, height: $0.side + SudokuPrintout.caption)
                }
                for (index, rect) in rects.enumerated() {
                    #expect(rect.minX >= SudokuPrintout.margin && rect.maxX <= paper.width - SudokuPrintout.margin)
                    #expect(
                        rect.minY >= SudokuPrintout.margin
                            && rect.maxY <= paper.height - SudokuPrintout.margin - SudokuPrintout.foot)
                    for other in rects[(index + 1)...] {
                        let apart =
                            rect.maxX <= other.minX || other.maxX <= rect.minX || rect.maxY <= other.minY
                            || other.maxY <= rect.minY
                        #expect(apart, "\(perPage) per page")
                    }
                }
                sides.append(boards[0].side)
            }
            #expect(sides == sides.sorted(by: >), "fewer to a page, bigger boards")
            #expect(sides[3] > 180, "six to a page still two and a half inches wide")
        }
    }

    @Test func thePDFHasAPageForEverySix() throws {
        for (count, pages) in [(1, 1), (2, 1), (6, 1), (7, 2), (13, 3)] {
            let pdf = try SudokuPrintout(difficulty: .easy, count: count, seed: 9).pdf(paper: .letter)
            #expect(pdf.starts(with: Array("%PDF-".utf8)) && pdf.suffix(6).elementsEqual("%%EOF\n".utf8))
            #expect(Self.pages(in: pdf) == pages, "\(count) puzzles")
        }
    }

    /// A drawing cairo refuses (text at a size that is not a number) puts its context in an
    /// error state; `finish` reports it in cairo's words instead of writing a broken file.
    @Test func cairosRefusalIsAnErrorNotATrap() throws {
        let document = try PDFDocument(width: 100, height: 100, title: "x")
        document.text("1", x: 50, y: 50, size: .nan)
        let error = try #require(throws: PDFError.self) { try document.finish() }
        #expect(error.message.hasPrefix("cairo: "))
    }

    @Test func printInTheNewGameDialogWritesSixPuzzlesIntoTheDocumentsFolder() throws {
        let home = try Self.scratchHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: home + "/Papers", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home + "/config", withIntermediateDirectories: true)
        try "XDG_DOWNLOAD_DIR=\"$HOME/Nowhere\"\nXDG_DOCUMENTS_DIR=\"$HOME/Papers\"\n"
            .write(toFile: home + "/config/user-dirs.dirs", atomically: true, encoding: .utf8)
        let game = SudokuHarness(difficulty: .medium)
        game.scene.printEnvironment = ["HOME": home, "XDG_CONFIG_HOME": home + "/config", "LANG": "de_DE.UTF-8"]
        let before = game.state
        game.driver.perform(.newGame)
        game.key(.down)  // the focus from Medium to Hard
        _ = try #require(game.driver.tap(action: SudokuAction.printLevel), "Print… is in the dialog")

        let files = try FileManager.default.contentsOfDirectory(atPath: home + "/Papers")
        #expect(files.count == 1)
        let name = try #require(files.first)
        #expect(name.wholeMatch(of: /sudoku-hard-\d{4}-\d\d-\d\d\.pdf/) != nil, "dated: \(name)")
        let pdf = try [UInt8](Data(contentsOf: URL(fileURLWithPath: home + "/Papers/" + name)))
        #expect(Self.pages(in: pdf) == 1 && String(decoding: pdf, as: UTF8.self).contains("/MediaBox [ 0 0 595.27"))
        guard case .message(let message) = game.scene.dialog else {
            Issue.record("no message after printing")
            return
        }
        #expect(message.tone == .good && message.detail == home + "/Papers/" + name)
        #expect(game.shows("Printed six Hard puzzles to a PDF") && game.shows(name))
        #expect(game.state == before, "printing starts no game")

        // Again, with P from the dialog: new puzzles beside the first file, on Letter in the US.
        game.key(.escape)
        game.scene.printEnvironment?["LANG"] = "en_US.UTF-8"
        game.driver.perform(.newGame)
        game.key(.down)
        game.key(.character("p"))
        let second = home + "/Papers/" + name.replacingOccurrences(of: ".pdf", with: "-2.pdf")
        let letter = try [UInt8](Data(contentsOf: URL(fileURLWithPath: second)))
        #expect(String(decoding: letter, as: UTF8.self).contains("/MediaBox [ 0 0 612 792 ]"))
        #expect(letter != pdf)
    }

    @Test func withoutADocumentsFolderPrintGoesHomeAndAFailureIsAMessage() throws {
        let home = try Self.scratchHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        #expect(SudokuPrintout.folder(environment: ["HOME": home, "XDG_CONFIG_HOME": home + "/none"]) == home)
        #expect(
            SudokuPrintout.folder(environment: ["HOME": home, "XDG_DOCUMENTS_DIR": "relative/docs"]) == home,
            "a relative folder is not taken")
        #expect(SudokuPrintout.folder(environment: ["XDG_DOCUMENTS_DIR": home]) == nil, "no home")

        // A home that is a file: nothing can be written, and the dialog says why.
        let file = home + "/file"
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        let game = SudokuHarness()
        game.scene.printEnvironment = ["HOME": file]
        game.driver.perform(.newGame)
        _ = try #require(game.driver.tap(action: SudokuAction.printLevel))
        guard case .message(let message) = game.scene.dialog else {
            Issue.record("no message after a failed print")
            return
        }
        #expect(message.tone == .bad && message.title == "Cannot print")
        #expect(message.detail?.hasPrefix("cannot write \(file)/sudoku-easy-") == true, "\(message.detail ?? "")")
        #expect(!FileManager.default.fileExists(atPath: file + "/sudoku-easy"), "nothing written")

        // The tests' app has no window, so no folders of its own: nothing goes to the real home.
        let bare = SudokuHarness()
        bare.driver.perform(.newGame)
        bare.key(.character("p"))
        guard case .message(let refusal) = bare.scene.dialog else {
            Issue.record("no message after printing without folders")
            return
        }
        #expect(refusal.tone == .bad && refusal.detail == "There is no home folder to save in")
    }
}
