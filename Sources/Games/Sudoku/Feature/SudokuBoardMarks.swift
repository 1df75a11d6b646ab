import GameCore
import GameKit
import Layout
import SudokuEngine

/// Everything drawn on the board besides the digits themselves: the selection and its row and
/// column, the selected number, conflicts and the hint's pattern. Deciding a cell's colours is
/// here, apart from drawing, so the rules of seed 000's highlighting read in one place.
struct SudokuBoardMarks {
    var selected: Int?
    /// The number shown yellow everywhere (seed 000: the selected cell's, or the one just typed).
    var selectedNumber = 0
    var conflicts: Set<Int> = []
    var hint: SudokuHint?
    /// Whether the selected cell's row and column are tinted (not on the import preview, where
    /// the selection is only the next cell to type).
    var highlightsLines = true

    /// No selection, no highlights: the miniature and a fresh board.
    static let none = SudokuBoardMarks()

    func background(of cell: Int, in state: SudokuState, palette: SudokuPalette) -> Color {
        if cell == selected { return palette.selected }
        if conflicts.contains(cell) { return palette.conflict }
        if let step = hint?.step {
            if step.cells.contains(cell) { return palette.hintCell }
            if step.cover.contains(where: { $0.cells.contains(cell) }) { return palette.hintCover }
            if step.houses.contains(where: { $0.cells.contains(cell) }) { return palette.hintHouse }
        }
        if hint?.correctedCell == cell { return palette.conflict }
        if highlightsLines, hint?.step == nil, let selected, selected / 9 == cell / 9 || selected % 9 == cell % 9 {
            return palette.highlighted
        }
        if let same = palette.sameNumberCell, selectedNumber != 0, state.board[cell] == selectedNumber { return same }
        return palette.cell
    }

    /// A ring round the hint's target (green), round cells it strikes candidates from and round
    /// a wrong entry it points out (orange).
    func ring(of cell: Int, palette: SudokuPalette) -> Color? {
        guard let hint else { return nil }
        if hint.correctedCell == cell { return palette.hintStrike }
        guard let step = hint.step else { return nil }
        if step.placement?.cell == cell { return palette.hintTarget }
        if step.eliminations.contains(where: { $0.cell == cell }) { return palette.hintStrike }
        return nil
    }

    /// Whether `ring(of:palette:)` draws a ring round the cell (its pencil marks then sit inside it).
    func hasRing(_ cell: Int) -> Bool {
        guard let hint else { return false }
        if hint.correctedCell == cell { return true }
        guard let step = hint.step else { return false }
        return step.placement?.cell == cell || step.eliminations.contains { $0.cell == cell }
    }

    /// Whether the hint on screen strikes this pencil mark (drawn in the strike colour).
    func strikes(_ digit: Int, in cell: Int) -> Bool {
        hint?.step?.eliminations.contains(SudokuCandidate(cell: cell, digit: digit)) ?? false
    }

    /// Seed 000's text colours: red when wrong, yellow for the selected number, else white;
    /// givens in their own shade so they read as fixed.
    func textColor(of cell: Int, in state: SudokuState, palette: SudokuPalette) -> Color {
        if state.isWrong(cell) { return palette.wrong }
        if selectedNumber != 0, state.board[cell] == selectedNumber { return palette.sameNumber }
        return state.isGiven(cell) ? palette.given : palette.entry
    }
}
