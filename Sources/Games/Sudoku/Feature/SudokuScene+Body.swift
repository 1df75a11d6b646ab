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
            board: board(SudokuPalette(theme: theme)),
            above: { context in self.panelAbove(context) },
            below: { context in self.panelBelow(context) },
            dialog: dialog.map { dialog in
                { context in self.dialogView(dialog, palette: SudokuPalette(theme: context.theme)) }
            })
        // The panel's labels on the accent and on disabled buttons read at 4.5:1.
        content.theme = theme.legible
        return content
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
            conflicts: showConflicts ? SudokuRules.conflicts(in: state) : [], hint: hint)
    }
}
