import GameCore

/// Everything a player can do to a Sudoku board; each is one undo step.
public enum SudokuMove: Codable, Equatable, Sendable {
    /// Puts `digit` (1...9) in `cell`; the digit already there clears the cell instead.
    case place(cell: Int, digit: Int)
    /// Clears the cell's digit, or its notes when it has no digit.
    case erase(cell: Int)
    /// Adds or removes a pencil mark.
    case toggleNote(cell: Int, digit: Int)
    /// Sets or clears the flag on a cell.
    case toggleFlag(cell: Int)
    /// Fills one cell from the solution (see `SudokuRules.cellToFill(in:)`).
    case fillOneCell
    /// Fills this cell from the solution, counted like "fill one cell" (a hint carried out).
    case fillCell(Int)
    /// Strikes pencil marks a hint rules out. A cell without notes first gets every candidate
    /// its row, column and box allow, so that the strike shows and later hints build on it.
    case strikeNotes([SudokuCandidate])
    /// Pencils every candidate the correct digits allow back into a blank cell.
    case restoreNotes(cell: Int)
    /// Pencils into every blank cell exactly the candidates the digits on the board allow (the
    /// board as it stands, wrong digits included: the solution is not consulted), replacing the
    /// notes it had; Solo's M.
    case fillNotes
    /// Rubs out every pencil mark on the board.
    case clearNotes
}
