import AppTestSupport
import Layout
import Testing

@testable import Game2048Engine
@testable import Game2048Feature
@testable import GameCore
@testable import GameKit
@testable import LightsOutEngine
@testable import LightsOutFeature
@testable import SudokuEngine
@testable import SudokuFeature

/// Dialogs own the keyboard: Escape closes the dialog first (a second Escape leaves the game),
/// and the keys every game shares (Ctrl+Z, Ctrl+Y, N) never reach the game behind a dialog.
/// Everything goes through `OneGameApp`, i.e. layout → hit test → `GameInput`, as in the window.
@Suite struct DialogTests {
    static let size = Size(width: 1280, height: 800)

    func driver(_ scene: any GameScene) -> OneGameApp {
        OneGameApp(scene: scene, size: Self.size, theme: .dark, measurer: FixedMetricTextMeasurer())
    }

    /// Escape closes what is open, the game stays; the next Escape leaves for the title, whose
    /// card (key 1) opens the game again.
    func expectEscapeClosesThenLeaves(_ driver: OneGameApp, _ what: String) {
        #expect(driver.scene.modal != nil, "no \(what) open")
        driver.key(.escape)
        #expect(driver.scene.modal == nil, "Escape left the \(what) open")
        #expect(!driver.leftGame, "Escape on the \(what) left the game")
        driver.key(.escape)
        #expect(driver.leftGame)
        driver.key(.character("1"))
        #expect(!driver.leftGame, "the title card did not open the game again")
    }

    /// With a dialog open, the shared keys and a swipe change neither the game nor the dialog
    /// (N is left out where a button of the dialog shows it: it is then the dialog's own key).
    func expectSharedKeysAreInert(_ driver: OneGameApp, _ what: String) throws {
        let before = try driver.scene.saveData()
        let dialog = driver.scene.modal
        let texts = driver.list.texts
        for (key, modifiers) in [
            (Key.character("z"), KeyModifiers.control), (.character("z"), [.control, .shift]),
            (.character("y"), .control), (.character("n"), []),
        ] where !(modifiers.isEmpty && dialog?.keys[key] != nil) {
            driver.key(key, modifiers)
        }
        driver.send(.swipe(.left))
        #expect(try driver.scene.saveData() == before, "a shared key changed the game behind the \(what)")
        #expect(driver.scene.modal == dialog)
        #expect(driver.list.texts == texts, "a shared key changed the \(what)")
        #expect(!driver.leftGame)
    }

    @Test func sudokusNewGameChooserAndImportDialog() throws {
        let scene = SudokuScene(seed: 3, clock: { 0 }, difficulty: .easy)
        let play = driver(scene)
        play.key(.right)
        play.key(.character("1"))
        play.key(.character("n"))
        try expectSharedKeysAreInert(play, "new game chooser")
        expectEscapeClosesThenLeaves(play, "new game chooser")

        let importing = SudokuScene(seed: 3, clock: { 0 }, difficulty: .easy)
        let typing = driver(importing)
        typing.key(.character("i"))
        for character in "53..7" { typing.key(.character(character)) }
        try expectSharedKeysAreInert(typing, "import dialog")
        #expect(importing.dialog == .importing(text: "53..7", error: nil), "N replaced the half-typed import")
        expectEscapeClosesThenLeaves(typing, "import dialog")
    }

    @Test func twentyFortyEightsWinAndGameOverDialogs() throws {
        let win = driver(
            Game2048Scene(
                state: Game2048Rules.State(
                    board: Game2048Board(values: [[1024, 1024, 0, 0], [2, 0, 0, 0], [0, 0, 8, 0], [0, 0, 0, 4]]),
                    score: 20_000, seed: 3)))
        win.key(.left)
        #expect(win.list.texts.contains("You win!"))
        try expectSharedKeysAreInert(win, "win dialog")
        expectEscapeClosesThenLeaves(win, "win dialog")

        let over = driver(
            Game2048Scene(
                state: Game2048Rules.State(
                    board: Game2048Board(values: [[2, 4, 2], [16, 2, 4], [8, 16, 0]]), score: 300, seed: 3)))
        over.key(.right)
        #expect(over.list.texts.contains("Game over"))
        try expectSharedKeysAreInert(over, "game-over dialog")
        expectEscapeClosesThenLeaves(over, "game-over dialog")
        #expect(!over.list.texts.contains("Game over"), "the message came back without a change")
        // Undo then redo comes back to the end by a new step: the message is up again.
        over.key(.character("z"), .control)
        over.key(.character("y"), .control)
        #expect(over.list.texts.contains("Game over"))
    }

    @Test func lightsOutsHistoryAndSolvedMessage() throws {
        let history = driver(LightsOutScene(seed: 1, clock: { 0 }, level: 1))
        history.key(.character("y"))
        try expectSharedKeysAreInert(history, "history")
        expectEscapeClosesThenLeaves(history, "history")

        let scene = LightsOutScene(seed: 1, clock: { 0 }, level: 1)
        // The message comes only with "next level after a win" off; on, the win moves on.
        scene.advanceAfterWin = false
        let solve = driver(scene)
        for cell in LightsOutRules.solution(for: scene.state) {
            solve.tap(action: LightsOutAction.light(row: cell.row, col: cell.col))
        }
        #expect(scene.midEnd.outcome == .won)
        try expectSharedKeysAreInert(solve, "solved message")
        expectEscapeClosesThenLeaves(solve, "solved message")
    }
}
