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
@testable import TicTacToeFeature

/// "While a dialog is open it has the keyboard": every key of the game's own row in the
/// key table (docs/playing.md), pressed behind each of its dialogs, changes neither the game (its save), nor the
/// dialog, nor anything drawn. Keys a dialog answers itself (its buttons' keys, typing in a field)
/// are left out by name for that dialog; `DialogTests` covers the shared keys.
@Suite struct DialogGameKeysTests {
    typealias Press = (key: Key, modifiers: KeyModifiers)

    /// Each character of `characters` as a key, with `modifiers`.
    static func keys(_ characters: String, _ modifiers: KeyModifiers = []) -> [Press] {
        characters.map { (key: Key.character($0), modifiers: modifiers) }
    }

    /// Named keys without modifiers.
    static func keys(_ named: [Key]) -> [Press] {
        named.map { (key: $0, modifiers: KeyModifiers()) }
    }

    static let arrows: [Key] = [.up, .down, .left, .right]

    /// Sudoku's row: arrows/WASD, 1–9, Shift+1–9 (and the shifted symbols a US layout sends),
    /// 0/Backspace/Delete, P, F, H, G, C, M, X, B, Space, I, Ctrl+V, E, Enter.
    static let sudokuKeys: [Press] =
        keys(arrows + [.backspace, .delete, .enter, .space]) + keys("wasdpfhgcmxbie0123456789!@#$%^&*(")
        + keys("123456789", .shift) + keys("v", .control)

    /// 2048's row: arrows, WASD, HJKL, Shift+H, Shift+A, Shift+P, R, − and + (and their unshifted
    /// keys), O, C, Enter (and Space, which answers a dialog nowhere else).
    static let twentyFortyEightKeys: [Press] =
        keys(arrows + [.enter, .space]) + keys("wasdhjklroc-_+=") + keys("hap", .shift)

    /// Lights Out's row: arrows + Enter/Space, H, S, R, P or [, ] or ., L, Y.
    static let lightsOutKeys: [Press] =
        keys(arrows + [.enter, .space]) + keys("hsrp[].ly")

    /// Presses each key alone on `driver` (skipping `answered`, the dialog's own keys) and checks
    /// after each that the save, the dialog and the whole display list are as they were.
    func expectInert(
        _ driver: OneGameApp, _ keys: [Press], except answered: [Press] = [], _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let dialog = try #require(driver.scene.modal, "no \(what) open", sourceLocation: sourceLocation)
        var pressed = 0
        for press in keys where !answered.contains(where: { $0.key == press.key && $0.modifiers == press.modifiers }) {
            let save = try driver.scene.saveData()
            let items = driver.relayout().items
            driver.key(press.key, press.modifiers)
            let name = "\(press.key) \(press.modifiers.rawValue)"
            #expect(
                try driver.scene.saveData() == save, "\(name) changed the game behind the \(what)",
                sourceLocation: sourceLocation)
            #expect(driver.scene.modal == dialog, "\(name) changed the \(what)", sourceLocation: sourceLocation)
            let unchanged = driver.relayout().items == items
            #expect(unchanged, "\(name) changed the screen", sourceLocation: sourceLocation)
            #expect(!driver.leftGame, sourceLocation: sourceLocation)
            pressed += 1
        }
        #expect(pressed >= 8, "too few keys tried on the \(what)", sourceLocation: sourceLocation)
    }

    @Test func sudokusKeysStayBehindItsThreeDialogs() throws {
        let chooser = SudokuHarness()
        chooser.key(.right)
        chooser.key(.character("3"))
        chooser.key(.character("n"))
        #expect(chooser.scene.modal != nil)
        // The chooser's own keys: 1–5 pick a level, W/S and the arrows move, Enter/Space take,
        // left/right (A/D, V) step the rule set, R restarts, I opens the import field, P prints
        // (into no folder: the tests' app has none), Backspace/Delete close.
        // (with Shift too: a digit is a digit).
        let chooserKeys =
            Self.keys([.up, .down, .left, .right, .enter, .space, .backspace, .delete]) + Self.keys("wsadv12345rip")
            + Self.keys("12345", .shift)
        try expectInert(chooser.driver, Self.sudokuKeys, except: chooserKeys, "new game chooser")

        let importing = SudokuHarness()
        importing.key(.character("i"))
        importing.key(.character("5"))
        // The field's own keys: digits and `.` type, Space types a blank, Backspace, Delete and
        // Enter edit and import, Ctrl+V pastes into it (a digit with Shift is still a digit).
        let fieldKeys =
            Self.keys("0123456789") + Self.keys("123456789", .shift) + Self.keys([.space, .backspace, .delete, .enter])
            + Self.keys("v", .control)
        try expectInert(importing.driver, Self.sudokuKeys, except: fieldKeys, "import dialog")

        let won = SudokuHarness()
        won.solve()
        #expect(won.scene.dialog == .won)
        // The win message's keys: Enter opens the chooser, Space or Backspace close it.
        try expectInert(
            won.driver, Self.sudokuKeys, except: Self.keys([.enter, .space, .backspace]), "win message")
    }

    @Test func twentyFortyEightsKeysStayBehindItsDialogs() throws {
        let win = Scene2048.driver(Scene2048.nearWin())
        win.key(.left)
        #expect(win.list.texts.contains("You win!"))
        // C and Enter answer "Keep going": the win message's own keys.
        try expectInert(win, Self.twentyFortyEightKeys, except: Self.keys("c") + Self.keys([.enter]), "win dialog")

        let over = Scene2048.driver(Scene2048.lastMove())
        over.key(.right)
        #expect(over.list.texts.contains("Game over"))
        // Enter answers "Try again"; C names no button here, so it is tried too.
        try expectInert(over, Self.twentyFortyEightKeys, except: Self.keys([.enter]), "game-over dialog")
    }

    @Test func lightsOutsKeysStayBehindItsThreeDialogs() throws {
        let picker = LightsOutHarness(level: 5)
        picker.driver.key(.character("l"))
        #expect(picker.scene.picker != nil)
        // The picker's own keys: the arrows step the level and the size, Enter plays the pick.
        let pickerKeys = Self.keys(Self.arrows + [.enter])
        try expectInert(picker.driver, Self.lightsOutKeys, except: pickerKeys, "level picker")

        let history = LightsOutHarness(level: 5)
        history.driver.key(.character("y"))
        #expect(history.scene.showHistory)
        // Y, Enter and Space close the history.
        try expectInert(
            history.driver, Self.lightsOutKeys, except: Self.keys("y") + Self.keys([.enter, .space]), "history")

        let solved = LightsOutHarness(level: 5)
        _ = solved.solveBySolver()
        #expect(solved.scene.showsResult)
        // The message's buttons: "Next level" (Enter, Space, ] or .) and "Replay" (R).
        let resultKeys = Self.keys([.enter, .space]) + Self.keys("r].")
        try expectInert(solved.driver, Self.lightsOutKeys, except: resultKeys, "solved message")
    }

    /// "Enter answers a dialog, C keep going": C on the win message plays on, as its button does.
    @Test func twentyFortyEightsCKeepsGoing() {
        let scene = Scene2048.nearWin()
        let driver = Scene2048.driver(scene)
        driver.key(.left)
        #expect(scene.state.awaitsWinAnswer && driver.list.texts.contains("You win!"))
        driver.key(.character("c"))
        #expect(scene.state.keepGoing && !scene.state.awaitsWinAnswer)
        #expect(!driver.list.texts.contains("You win!"))
        let board = scene.state.board
        driver.key(.right)
        #expect(scene.state.board != board, "the game did not go on after C")
        // Undo takes the answer back: the question is asked again.
        driver.key(.character("z"), .control)
        driver.key(.character("z"), .control)
        #expect(scene.state.awaitsWinAnswer)
    }

    /// The keys the solved message answers do what its buttons do.
    @Test func lightsOutsSolvedMessageAnswersItsButtonsKeys() {
        let next = LightsOutHarness(level: 5)
        _ = next.solveBySolver()
        next.driver.key(.character("]"))
        #expect(next.scene.state.level == 6 && !next.scene.showsResult)

        let replay = LightsOutHarness(level: 5)
        _ = replay.solveBySolver()
        replay.driver.key(.character("r"))
        #expect(replay.scene.state.level == 5 && replay.scene.midEnd.outcome == .playing)
        #expect(replay.scene.state.pressCount == 0 && !replay.scene.showsResult)
    }

    /// Tic-tac-toe shows no dialog, not even at the round's end (a line in the panel says who
    /// won), so its keys have nothing to hide behind; this fails the day it gains one without
    /// being added above.
    @Test func ticTacToeHasNoDialog() {
        let scene = TicTacToeScene(seed: 1, clock: { 0 })
        let driver = OneGameApp(
            scene: scene, size: Size(width: 1280, height: 800), theme: .dark, measurer: FixedMetricTextMeasurer())
        #expect(scene.modal == nil)
        for cell in "14253" { driver.key(.character(cell)) }
        #expect(scene.midEnd.outcome != .playing, "the round did not end")
        #expect(scene.modal == nil)
    }
}
