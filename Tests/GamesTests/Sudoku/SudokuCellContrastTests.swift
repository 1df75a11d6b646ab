import Layout
import Testing

@testable import GameCore
@testable import GameKit
@testable import SudokuEngine
@testable import SudokuFeature

/// Every digit and pencil mark on the board reads against what is painted beneath it, as
/// `DisplayList.textContrasts(over:)` measures it (4.5:1, 3:1 for large text), in every state a
/// cell can be in (plain, selected, its row and column, the selected number, a conflict, a
/// hint's houses, pattern, cover and rings, a wrong entry pointed out), with the pointer away,
/// over the cell and pressing it, in both themes and at board sizes where the digits are large
/// and where they are not.
@Suite struct SudokuCellContrastTests {
    /// The board states walked, each set up by a player's taps and keys.
    static let scenes = ["selection", "given", "notes", "conflicts", "hint", "wrong hint", "fish", "chain"]

    /// A game in state `name`: always with a right entry, a wrong one, pencilled cells and a
    /// flag somewhere, so every kind of text meets every background the state paints.
    static func game(_ name: String, theme: Theme, size: Size) throws -> SudokuHarness {
        if name == "fish" || name == "chain" {
            let game =
                name == "fish"
                ? try SudokuHarness.hinted(.swordfish, puzzle: SudokuHintDrawingTests.swordfish, theme: theme)
                : try SudokuHarness.hinted(.xChain, puzzle: SudokuHintDrawingTests.xChain, theme: theme)
            game.driver.size = size
            game.driver.relayout()
            return game
        }
        let game = SudokuHarness(size: size, theme: theme)
        let blanks = game.blanks
        let wrong = blanks[0]
        let right = try #require(blanks.first { $0 / 9 == wrong / 9 && $0 != wrong })
        let noted = try #require(blanks.first { $0 % 9 == wrong % 9 && $0 / 9 != wrong / 9 })
        let elsewhere = try #require(blanks.last { $0 != noted && $0 / 9 != wrong / 9 })
        game.tapCell(right)
        game.tapPad(game.state.solution[right])
        game.tapCell(wrong)
        game.tapPad(game.wrongDigit(for: wrong))
        for cell in [noted, elsewhere] {
            game.tapCell(cell)
            for digit in 1...9 { game.key(.character(Character(String(digit))), .shift) }
        }
        game.tapCell(elsewhere)
        game.tapTool(.flag)
        switch name {
        case "selection": game.tapCell(wrong)
        case "given": game.tapCell(try #require(game.givens.first { $0 / 9 == noted / 9 }))
        case "notes":
            game.tapCell(noted)
            game.key(.character("5"), .shift)
        case "conflicts":
            game.tapCell(right)
            game.key(.character("c"))
        case "wrong hint": game.key(.character("h"))
        case "hint":
            game.tapCell(wrong)
            game.key(.backspace)
            game.key(.character("h"))
            #expect(game.scene.hint?.step != nil)
        default: Issue.record("no scene \(name)")
        }
        return game
    }

    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// The text runs on one cell with the pointer away, hovering over it and pressing it, read
    /// against only what lies on the cell: how many there are, and a line for each that is not
    /// legible in `theme`, named by `name` and the pointer's state.
    static func cellRuns(
        in list: DisplayList, cell: Int, frame: Rect, theme: Theme, name: String
    ) -> (checked: Int, failures: [String]) {
        let action = SudokuAction.cell(cell)
        let pointers = [
            ("", nil), (" hovered", PointerState(location: frame.center)),
            (" pressed", PointerState(location: frame.center, pressed: action)),
        ]
        var checked = 0
        var failures: [String] = []
        for (pointerName, pointer) in pointers {
            var shown = pointer.map { list.withPointerFeedback($0, tints: theme.pointerTints) } ?? list
            shown.items = shown.items.filter { overlaps($0.paintedFrame, frame) }
            for run in shown.textContrasts(over: theme.background) where frame.contains(run.frame.center) {
                checked += 1
                if !run.isLegible(in: theme) { failures.append("\(name)\(pointerName): \(run)") }
            }
        }
        return (checked, failures)
    }

    @Test(
        arguments: [Theme.dark, .light, .highContrast],
        [Size(width: 1024, height: 720), Size(width: 480, height: 640), Size(width: 300, height: 400)])
    func everyDigitReadsInEveryCellState(theme: Theme, size: Size) throws {
        var failures: [String] = []
        var checked = 0
        for name in Self.scenes {
            let game = try Self.game(name, theme: theme, size: size)
            let list = game.driver.list
            for cell in 0..<81 {
                let frame = try #require(list.frame(ofAction: SudokuAction.cell(cell)))
                let runs = Self.cellRuns(
                    in: list, cell: cell, frame: frame, theme: game.driver.theme,
                    name: "\(name), \(SudokuHintText.name(cell))")
                checked += runs.checked
                failures += runs.failures
            }
        }
        // Hundreds of runs even where pencil marks are dots (a 300×400 board).
        #expect(checked > 500)
        #expect(
            failures.isEmpty,
            "\(theme.name) \(size): \(failures.count) runs:\n\(failures.prefix(4000).joined(separator: "\n"))")
    }
}
