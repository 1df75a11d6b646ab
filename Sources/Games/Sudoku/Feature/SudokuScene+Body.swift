import GameCore
import GameKit
import Layout
import Localization
import SudokuEngine

/// What the Sudoku screen shows, handed to the shared `GameScreen`: the board, the panel's
/// parts for the window's shape and the open dialog. The header, the margins and the board's
/// size are the kit's, so Sudoku's chrome sits where every other game's does.
extension SudokuScene {

    /// The board (its sizes follow its own side, so it takes the unscaled palette), and the panel
    /// and dialog built from the theme the screen scaled for the window.
    public func screen(theme: Theme) -> GameScreenContent {
        var content = GameScreenContent(
            title: tr("Sudoku"), canUndo: session.canUndo,
            canRedo: session.canRedo,
            board: dialog == .paused ? pausedBoard(SudokuPalette(theme: theme)) : board(SudokuPalette(theme: theme)),
            above: { context in self.panelAbove(context) },
            below: { context in self.panelBelow(context) },
            dialog: dialog.map { dialog in
                { context in self.dialogView(dialog, palette: SudokuPalette(theme: context.theme)) }
            })
        // The panel's labels on the accent and on disabled buttons read at 4.5:1.
        content.theme = theme.legible
        content.listEssentials = { self.essentials }
        return content
    }

    /// What a player must reach with the pointer alone at any size: the pad's digits stay on
    /// the screen (the pad row is the last part a small window keeps); these are also in the
    /// header's menu, as the panel's buttons send them.
    var essentials: [EssentialAction] {
        [
            EssentialAction(tr("Notes"), action: SudokuAction.tool(.notes)),
            EssentialAction(tr("Erase"), action: SudokuAction.tool(.erase)),
            EssentialAction(tr("Hint"), action: SudokuAction.tool(.hint)),
            EssentialAction(tr("Fill notes"), action: SudokuAction.tool(.fillNotes)),
            EssentialAction(tr("Clear notes"), action: SudokuAction.tool(.clearNotes)),
            EssentialAction(tr("Pause"), action: SudokuAction.tool(.pause)),
            EssentialAction(tr("New game"), action: ChromeAction.command(.newGame)),
        ]
    }

    /// Every key the board answers (`boardKey` in SudokuScene+Input), grouped for the shortcuts
    /// overlay; the shared ones (undo, new game, zoom…) follow them there.
    public var shortcuts: [ShortcutGroup] {
        [
            ShortcutGroup(
                tr("Moving"),
                [
                    // TRANSLATORS: Sudoku's keys: the arrow keys or W, A, S, D.
                    Shortcut(tr("Arrows or W A S D"), tr("Move the selection"))
                ]),
            ShortcutGroup(
                tr("Playing"),
                [
                    Shortcut("1–9", tr("Place a digit (again to clear it); with no cell chosen, hold it")),
                    Shortcut(tr("Shift+1–9"), tr("Pencil a note in or out")),
                    // TRANSLATORS: Sudoku's [ and ] keys (a gamepad's triggers): the digit held, which a
                    // click (or the pad's A) places, steps down or up.
                    Shortcut("[ / ]", tr("Hold the previous / next digit")),
                    // TRANSLATORS: Sudoku's shortcuts overlay: a right-click, or a finger held on a touch
                    // screen, pencils a note: a pad key's digit in the chosen cell, or the chosen number in
                    // the cell pressed.
                    Shortcut(
                        tr("Right-click or long press"), tr("Pencil a key's digit, or the chosen number, as a note")),
                    Shortcut(tr("0, Backspace or Delete"), tr("Erase the cell")),
                    Shortcut("P", tr("Notes mode on or off")),
                    // TRANSLATORS: Sudoku's M key: every empty cell gets the digits its row, column and box allow.
                    Shortcut("M", tr("Fill every empty cell's notes")),
                    Shortcut("X", tr("Clear every note")),
                    Shortcut("F", tr("Flag the cell")),
                    Shortcut(tr("Enter"), tr("Submit for a score")),
                    Shortcut(tr("Space"), tr("Pause (any key resumes)")),
                ]),
            ShortcutGroup(
                tr("Help"),
                [
                    Shortcut("H", tr("Hint: the next step (again: carry it out)")),
                    Shortcut("G", tr("Fill one cell")),
                    Shortcut("C", tr("Show conflicts")),
                    Shortcut("B", tr("Shade the selected cell's box")),
                ]),
            ShortcutGroup(
                tr("Puzzle"),
                [
                    Shortcut("I", tr("Import a puzzle")),
                    Shortcut("E", tr("Export (copies the puzzle)")),
                    Shortcut(tr("Ctrl+V or middle click"), tr("Paste a puzzle")),
                ]),
        ]
    }

    public func miniature(theme: Theme) -> any View {
        SudokuBoardView(state: state, palette: SudokuPalette(theme: theme), interactive: false).view
    }

    /// The board with the highlights of the moment.
    func board(_ palette: SudokuPalette) -> any View {
        SudokuBoardView(state: state, marks: marks, palette: palette).view
    }

    var marks: SudokuBoardMarks {
        SudokuBoardMarks(
            selected: selected, selectedNumber: selectedNumber,
            conflicts: showConflicts ? SudokuRules.conflicts(in: state) : [], hint: hint, shadesBox: shadesBox)
    }

    /// The board while paused: its grid with no digit, note, flag or highlight, so nothing of
    /// the position shows through the card over it.
    func pausedBoard(_ palette: SudokuPalette) -> any View {
        let empty = SudokuGrid(bytes: [UInt8](repeating: 0, count: state.cellCount))
        return SudokuBoardView(
            state: SudokuState(givens: empty, solution: empty, difficulty: nil, shape: state.shape), palette: palette,
            interactive: false
        ).view
    }
}
