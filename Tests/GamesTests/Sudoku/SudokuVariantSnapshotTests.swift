import Layout
import SDLBackend
import SnapshotSupport
import Testing

@testable import GameCore
@testable import GameKit
@testable import SudokuEngine
@testable import SudokuFeature

/// The variants' new screens as a player sees them: the new-game dialog on a rule set, a small
/// grid's game with its pad of four, and a killer hint. Both themes, a small and a large window.
/// Record with `SNAPSHOT_TESTING_RECORD=missing` and look at every PNG before committing it.
@Suite(.serialized)
struct SudokuVariantSnapshotTests {
    static let sizes: [(Size, Theme)] = [(Size(width: 300, height: 400), .light), (SudokuHarness.landscape, .dark)]

    @discardableResult
    private func snapshot(
        _ game: SudokuHarness, _ size: Size, _ theme: Theme, _ name: String, testName: String = #function
    )
        throws -> DisplayList
    {
        try assertViewSnapshot(
            game.scene.body(size: size, theme: theme), size: size, background: theme.background,
            named: "\(name)-\(theme.name)-\(Int(size.width))x\(Int(size.height))", testName: testName)
    }

    @Test(arguments: sizes)
    func theChooserOnKiller(size: Size, theme: Theme) throws {
        let game = SudokuHarness(size: size, theme: theme)
        game.driver.perform(.newGame)
        for _ in 0..<3 { game.key(.right) }
        let list = try snapshot(game, size, theme, "chooser-killer")
        #expect(list.texts.contains("Killer"))
        #expect(list.texts.contains("Choose a difficulty (1–3)"))
        #expect(list.texts.contains("1  Easy") && list.texts.contains("3  Hard"))
        #expect(!list.texts.contains("4  Extreme"), "killer offers three levels")
    }

    @Test(arguments: sizes)
    func aFourByFourGame(size: Size, theme: Theme) throws {
        let game = SudokuHarness(size: size, theme: theme)
        _ = game.scene.startNewGame(.mini4, .trivial)
        let blank = try #require((0..<16).first { !game.state.isGiven($0) })
        game.tapCell(blank)
        game.key(.character("!"))
        game.key(.character("#"))
        let list = try snapshot(game, size, theme, "mini4")
        for digit in 1...4 { #expect(list.frame(ofAction: SudokuAction.pad(digit)) != nil, "pad \(digit)") }
        #expect(list.frame(ofAction: SudokuAction.pad(5)) == nil)
    }

    @Test(arguments: sizes)
    func aKillerHint(size: Size, theme: Theme) throws {
        let game = SudokuHarness(size: size, theme: theme)
        _ = game.scene.startNewGame(.killer, .easy)
        // H: a small window shows the pad alone, and every other action keeps its key.
        game.key(.character("h"))
        let step = try #require(game.scene.hint?.step)
        let list = try snapshot(game, size, theme, "killer-hint")
        let title = game.scene.message?.title ?? ""
        #expect(title.hasPrefix(SudokuWords.technique(step.technique)))
        #expect(list.texts.contains { $0.hasPrefix(SudokuWords.technique(step.technique)) }, "\(list.texts)")
    }
}
