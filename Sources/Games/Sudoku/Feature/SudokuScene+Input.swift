import GameCore
import GameKit
import Layout
import Localization
import SudokuEngine

/// Turns taps and keys into the verbs of `SudokuScene+Play` and the dialogs'.
extension SudokuScene {
    /// Every Sudoku dialog reads its own keys (digits for the chooser and the import field);
    /// Escape closes it.
    public var modal: ModalDialog? {
        guard let dialog else { return nil }
        return ModalDialog(
            cancel: SudokuAction.closeDialog, readsKeys: true, buttons: dialog == .won ? Self.wonButtons : [])
    }

    public func handle(_ event: InputEvent, hit: AnyHashable?) -> SceneUpdate {
        if dialog == .paused {
            // Any key (with any modifier) or any click resumes, and does nothing else.
            switch event {
            case .key, .tap: return resume()
            case .swipe, .pointer: return []
            }
        }
        beginUpdate()
        switch event {
        case .tap(_, .middle):
            return dialog == nil || isImporting ? paste(selection: true) : []
        case .tap(_, let button):
            return handleTap(hit, secondary: button == .secondary)
        case .key(.character("v"), let modifiers) where modifiers == .control:
            return dialog == nil || isImporting ? paste(selection: false) : []
        case .key(let key, let modifiers):
            guard modifiers.isDisjoint(with: [.control, .alt]) else { return [] }
            return handleKey(key, shift: modifiers.contains(.shift))
        case .swipe, .pointer:
            return []
        }
    }

    /// N opens the level chooser; the others are the session's, then the scene's care.
    public func perform(_ command: GameCommand) -> SceneUpdate {
        if dialog == .paused { return resume() }
        beginUpdate()
        switch command {
        case .undo: return settle(session.undo())
        case .redo: return settle(session.redo())
        case .restart:
            dialog = nil
            guard let change = session.restart() else { return [.redraw] }
            let update = settle(change)
            session.begin()
            // TRANSLATORS: Sudoku: shown after a restart, which is one undoable step.
            message = SudokuMessage(title: tr("Restarted"), detail: tr("Undo brings your moves back"))
            return update
        case .newGame:
            let current = variant.levels.firstIndex(of: midEnd.params.difficulty) ?? 0
            dialog = .chooser(focus: current, variant: variant)
            return [.redraw]
        }
    }

    /// The game a new game starts without the chooser: the same level, the next seed.
    public func nextGame() -> (params: SudokuParams, seed: UInt64, extras: SudokuExtras) {
        var seeds = SeededGenerator(seed: midEnd.seed)
        return (midEnd.params, seeds.next(), SudokuExtras())
    }

    /// Undo, redo and restart: the selection and the selected number stay (so undo then redo
    /// leaves the screen as it was); another puzzle brings its own.
    public func sessionDidChange(_ change: SessionChange) -> SceneUpdate {
        hint = nil
        message = nil
        lastChange = []
        if change.contains(.restored) || change.contains(.replaced) {
            dialog = nil
            // Another game came in (chosen, imported, restored): a puzzle still being made
            // for an earlier choice must not replace it.
            generation.cancel()
        }
        if midEnd.outcome == .won {
            dialog = .won
        } else if dialog == .won {
            dialog = nil
        }
        return []
    }

    private func handleTap(_ hit: AnyHashable?, secondary: Bool) -> SceneUpdate {
        guard let action = hit as? SudokuAction else { return [] }
        switch action {
        case .cell(let cell):
            guard dialog == nil else { return [] }
            if secondary { return noteWithSelectedNumber(at: cell) }
            if let brush { return paint(cell, with: brush) }
            return select(cell)
        case .pad(let digit):
            guard dialog == nil else { return [] }
            return secondary ? note(digit) : padDigit(digit)
        case .tool(let tool):
            return use(tool)
        case .choose(let difficulty):
            guard case .chooser(_, let shown) = dialog else { return startNewGame(difficulty) }
            return startNewGame(shown, difficulty)
        case .stepVariant(let step):
            guard case .chooser(let focus, let shown) = dialog else { return [] }
            return showVariant(step, from: shown, focus: focus)
        case .printLevel:
            guard case .chooser(let focus, let shown) = dialog else { return [] }
            return printPuzzles(shown, shown.levels[min(max(focus, 0), shown.levels.count - 1)])
        case .confirmImport:
            return confirmImport()
        case .clearImport:
            dialog = .importing(text: "", error: nil)
            return [.redraw]
        case .closeDialog:
            dialog = nil
            return [.redraw]
        case .wholeMessage:
            guard dialog == nil else { return [] }
            dialog = .message(statusMessage)
            return [.redraw]
        }
    }

    private var isImporting: Bool {
        if case .importing = dialog { return true }
        return false
    }

    func use(_ tool: SudokuTool) -> SceneUpdate {
        switch tool {
        case .importPuzzle:
            dialog = .importing(text: "", error: nil)
            return [.redraw]
        case .export:
            dialog = nil
            return export()
        default:
            guard dialog == nil else { return [] }
        }
        switch tool {
        case .notes: return toggleNotesMode()
        case .erase: return choose(.erase) ?? erase()
        case .flag: return choose(.flag) ?? toggleFlag()
        case .hint: return showHint()
        case .fill: return fillOneCell()
        case .conflicts: return toggleConflicts()
        case .submit: return submit()
        case .fillNotes: return fillNotes()
        case .clearNotes: return clearNotes()
        case .pause: return pause()
        case .boxShading: return toggleBoxShading()
        case .importPuzzle, .export: return []
        }
    }

    private func handleKey(_ key: Key, shift: Bool) -> SceneUpdate {
        switch dialog {
        case .chooser(let focus, let shown): return chooserKey(key, focus: focus, variant: shown)
        case .importing(let text, _): return importKey(key, text: text)
        case .won: return wonKey(key)
        case .message: return messageKey(key)
        case .paused: return resume()
        case nil: return boardKey(key, shift: shift)
        }
    }

    private func boardKey(_ key: Key, shift: Bool) -> SceneUpdate {
        if let digit = Self.noteDigit(for: key) { return note(digit) }
        if let digit = key.digit {
            if digit == 0 { return choose(.erase, keyboard: true) ?? erase() }
            return shift ? note(digit) : keyDigit(digit)
        }
        switch key {
        case .up, .character("w"): return moveSelection(rows: -1, columns: 0)
        case .down, .character("s"): return moveSelection(rows: 1, columns: 0)
        case .left, .character("a"): return moveSelection(rows: 0, columns: -1)
        case .right, .character("d"): return moveSelection(rows: 0, columns: 1)
        case .backspace, .delete: return choose(.erase, keyboard: true) ?? erase()
        case .character("["): return stepHeldDigit(by: -1)
        case .character("]"): return stepHeldDigit(by: 1)
        case .enter: return submit()
        case .character("h"): return showHint()
        case .character("p"): return toggleNotesMode()
        case .character("f"): return choose(.flag, keyboard: true) ?? toggleFlag()
        case .character("c"): return toggleConflicts()
        case .character("g"): return fillOneCell()
        case .character("m"): return fillNotes()
        case .character("x"): return clearNotes()
        case .character("b"): return toggleBoxShading()
        case .space: return pause()
        case .character("i"): return use(.importPuzzle)
        case .character("e"): return export()
        default: return []
        }
    }

    /// Shift+digit may arrive as the shifted symbol on a US layout.
    private static func noteDigit(for key: Key) -> Int? {
        guard case .character(let character) = key else { return nil }
        return Array("!@#$%^&*(").firstIndex(of: character).map { $0 + 1 }
    }

    /// The chooser: arrows or W/S move, Enter or Space takes the focused level, 1–5 take one
    /// directly, left and right (A/D, V) change the rule set, R restarts, I imports, P prints the
    /// focused level, Backspace closes.
    private func chooserKey(_ key: Key, focus: Int, variant shown: SudokuVariant) -> SceneUpdate {
        let levels = shown.levels
        let focused = levels[min(max(focus, 0), levels.count - 1)]
        if let digit = key.digit, (1...levels.count).contains(digit) {
            return startNewGame(shown, levels[digit - 1])
        }
        switch key {
        case .up, .character("w"):
            dialog = .chooser(focus: (focus + levels.count - 1) % levels.count, variant: shown)
        case .down, .character("s"), .tab:
            dialog = .chooser(focus: (focus + 1) % levels.count, variant: shown)
        case .left, .character("a"):
            return showVariant(-1, from: shown, focus: focus)
        case .right, .character("d"), .character("v"):
            return showVariant(1, from: shown, focus: focus)
        case .enter, .space:
            return startNewGame(shown, focused)
        case .character("r"):
            return perform(.restart)
        case .character("i"):
            return use(.importPuzzle)
        case .character("p"):
            return printPuzzles(shown, focused)
        case .backspace, .delete:
            dialog = nil
        default:
            return []
        }
        return [.redraw]
    }

    /// The import dialog: digits and `.` append, Backspace deletes, Delete clears, Enter imports.
    private func importKey(_ key: Key, text: String) -> SceneUpdate {
        switch key {
        case .character(let character) where character == "." || (character.isASCII && character.isWholeNumber):
            guard text.count < 81 else { return [] }
            dialog = .importing(text: text + String(character), error: nil)
        case .space:
            guard text.count < 81 else { return [] }
            dialog = .importing(text: text + ".", error: nil)
        case .backspace:
            dialog = .importing(text: String(text.dropLast()), error: nil)
        case .delete:
            dialog = .importing(text: "", error: nil)
        case .enter:
            return confirmImport()
        default:
            return []
        }
        return [.redraw]
    }

    func confirmImport() -> SceneUpdate {
        guard case .importing(let text, _) = dialog else { return [] }
        do {
            try importPuzzle(text)
            return .moved
        } catch let error as InputError {
            dialog = .importing(text: text, error: SudokuWords.importFailure(text, error))
        } catch {
            dialog = .importing(text: text, error: SudokuWords.importFailure(text, error))
        }
        return [.redraw]
    }

    /// A message shown whole: Enter, Space or Backspace closes it (Escape too, as every dialog).
    private func messageKey(_ key: Key) -> SceneUpdate {
        switch key {
        case .enter, .space, .backspace: dialog = nil
        default: return []
        }
        return [.redraw]
    }

    /// The win dialog: Enter opens the new-game chooser, Space or Backspace closes it.
    private func wonKey(_ key: Key) -> SceneUpdate {
        switch key {
        case .enter: return perform(.newGame)
        case .space, .backspace: dialog = nil
        default: return []
        }
        return [.redraw]
    }
}
