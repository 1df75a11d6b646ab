import Foundation
import Layout
import Testing

@testable import GameCore
@testable import GameKit
@testable import SudokuEngine
@testable import SudokuFeature

/// A clipboard held in memory, standing in for the window's.
final class MemoryClipboard: ClipboardPort, @unchecked Sendable {
    var text: String?
    var selection: String?

    func copy(_ text: String) { self.text = text }
    func paste() -> String? { text }
    func pasteSelection() -> String? { selection }
}

/// Export copies the puzzle; Ctrl+V and a middle click import a pasted one, in any common form.
@Suite struct SudokuClipboardTests {
    static let line = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."

    @Test func exportCopiesThe81Characters() {
        let game = SudokuHarness()
        let clipboard = MemoryClipboard()
        game.scene.clipboard = clipboard
        game.tapTool(.export)
        #expect(clipboard.text == game.scene.exportLine)
        #expect(clipboard.text?.count == 81)
        // The bar shows the 81 characters whole; where that leaves no room for the title, the
        // title is a tap away.
        #expect(game.shows(game.scene.exportLine))
        if !game.shows("Puzzle copied to the clipboard") {
            game.driver.tap(action: SudokuAction.wholeMessage)
            #expect(game.shows("Puzzle copied to the clipboard"))
        }
    }

    @Test func ctrlVImportsANineLineGrid() {
        let game = SudokuHarness()
        let clipboard = MemoryClipboard()
        game.scene.clipboard = clipboard
        let rows = (0..<9).map { String(Array(Self.line)[($0 * 9)..<($0 * 9 + 9)]) }
        clipboard.text = rows.map { String($0.map { $0 == "." ? "0" : $0 }) }.joined(separator: "\n")
        game.key(.character("v"), .control)
        #expect(game.scene.dialog == nil)
        #expect(game.scene.exportLine == Self.line)
        #expect(game.shows("Imported"))
    }

    @Test func middleClickInTheImportDialogPastesTheSelection() {
        let game = SudokuHarness()
        let clipboard = MemoryClipboard()
        game.scene.clipboard = clipboard
        clipboard.selection = Self.line.map(String.init).joined(separator: " ")
        game.key(.character("i"))
        #expect(game.scene.dialog == .importing(text: "", error: nil))
        game.driver.tap(at: Point(x: 640, y: 400), button: .middle)
        #expect(game.scene.dialog == nil)
        #expect(game.scene.exportLine == Self.line)
    }

    @Test func aBadPasteIsExplainedAndChangesNothing() {
        let game = SudokuHarness()
        let clipboard = MemoryClipboard()
        game.scene.clipboard = clipboard
        let before = game.state
        clipboard.text = "not a sudoku"
        game.key(.character("v"), .control)
        #expect(game.shows("Cannot import: “n” is not a cell (1–9, or . or 0 for a blank)"))
        #expect(game.state == before)
        clipboard.text = String(repeating: ".", count: 81)
        game.key(.character("v"), .control)
        #expect(game.shows("Cannot import: the puzzle has more than one solution"))
        #expect(game.state == before)
        clipboard.text = nil
        game.key(.character("v"), .control)
        #expect(game.shows("Cannot import: the clipboard is empty"))
    }
}
