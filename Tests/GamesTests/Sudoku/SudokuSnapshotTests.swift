import Layout
import SDLBackend
import SnapshotSupport
import Testing

@testable import GameCore
@testable import GameKit
@testable import SudokuEngine
@testable import SudokuFeature

/// The Sudoku screens the issue asks to see, rendered with the real fonts. Record with
/// `SNAPSHOT_TESTING_RECORD=missing` and look at every PNG before committing it.
@Suite(.serialized)
struct SudokuSnapshotTests {
    static let landscape = SudokuHarness.landscape
    static let portrait = SudokuHarness.portrait

    private func snapshot(
        _ game: SudokuHarness, _ size: Size, _ theme: Theme, _ name: String, testName: String = #function
    ) throws {
        try assertViewSnapshot(
            game.scene.body(size: size, theme: theme), size: size, background: theme.background,
            named: "\(name)-\(theme.name)-\(Int(size.width))x\(Int(size.height))", testName: testName)
    }

    /// Two minutes in: a few correct digits, a wrong one, notes, a flag, and a given selected
    /// so its row, column and number light up.
    private func midGame() -> SudokuHarness {
        let game = SudokuHarness()
        let blanks = game.blanks
        game.tapCell(blanks[0])
        for cell in blanks.prefix(12).dropFirst(2) {
            game.tapCell(cell)
            game.tapPad(game.state.solution[cell])
        }
        let wrong = blanks[14]
        game.tapCell(wrong)
        game.tapPad(game.wrongDigit(for: wrong))
        let noted = blanks[20]
        game.tapCell(noted)
        for digit in [1, 3, 5, 8] where digit != game.state.solution[noted] {
            game.key(.character(Character(String(digit))), .shift)
        }
        game.key(.character(Character(String(game.state.solution[noted]))), .shift)
        game.tapCell(blanks[30])
        game.key(.character("f"))
        let given = game.givens[game.givens.count / 2]
        game.tapCell(given)
        game.clock.now += 125
        return game
    }

    @Test func freshGame() throws {
        for theme in [Theme.dark, .light] {
            for size in [Self.landscape, Self.portrait] {
                try snapshot(SudokuHarness(), size, theme, "fresh")
            }
        }
    }

    @Test func selectionHighlightsWrongDigitNotesAndFlag() throws {
        for theme in [Theme.dark, .light] {
            for size in [Self.landscape, Self.portrait] {
                try snapshot(midGame(), size, theme, "playing")
            }
        }
    }

    @Test func hintHighlightsItsCells() throws {
        let game = midGame()
        game.key(.character("h"))
        try snapshot(game, Self.landscape, .light, "hint")
    }

    @Test func fishHintShowsBaseAndCoverLines() throws {
        let game = try SudokuHarness.hinted(
            .swordfish, puzzle: "..85..9..6...8...3..4..18..2....6...9.6.7.5.2...2....4..21..7..4...3...5..1..84..",
            theme: .light)
        try snapshot(game, Self.landscape, .light, "swordfish")
        try snapshot(game, Self.portrait, .dark, "swordfish")
    }

    @Test func chainHintShowsItsLinks() throws {
        let game = try SudokuHarness.hinted(
            .xChain, puzzle: "3.1.7.9....78....1....5..4......5..6.12...38.7..9......7..9....6....35....9.6.8.2",
            theme: .dark)
        try snapshot(game, Self.landscape, .dark, "xchain")
        try snapshot(game, Self.portrait, .light, "xchain")
    }

    @Test func solvedWithTheWinMessage() throws {
        let game = SudokuHarness()
        game.tapCell(game.blanks[0])
        game.clock.now += 245
        game.solve()
        try snapshot(game, Self.landscape, .dark, "solved")
        try snapshot(game, Self.portrait, .light, "solved")
    }

    @Test func newGameChooser() throws {
        let game = SudokuHarness()
        game.driver.perform(.newGame)
        try snapshot(game, Self.landscape, .dark, "chooser")
    }

    @Test func importDialog() throws {
        let game = SudokuHarness()
        game.key(.character("i"))
        for character in "..3.2.6..9..3.5..1..18.64....81.29..7" { game.key(.character(character)) }
        try snapshot(game, Self.portrait, .dark, "import")
    }

    @Test func exportInTheStatusBar() throws {
        let game = SudokuHarness()
        game.key(.character("e"))
        try snapshot(game, Self.portrait, .dark, "export")
    }

    @Test func smallWindow() throws {
        try snapshot(midGame(), Size(width: 240, height: 300), .dark, "small")
    }
}
