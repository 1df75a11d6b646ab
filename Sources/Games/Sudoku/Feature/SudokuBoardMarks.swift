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
    /// Whether the selected cell's box is tinted with its row and column.
    var shadesBox = true

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
        if highlightsLines, hint?.step == nil, let selected, Self.shares(selected, cell, box: shadesBox) {
            return palette.highlighted
        }
        if let same = palette.sameNumberCell, selectedNumber != 0, state.board[cell] == selectedNumber { return same }
        return palette.cell
    }

    /// Whether two cells share a row or a column (or, with `box`, a 3×3 box).
    static func shares(_ a: Int, _ b: Int, box: Bool) -> Bool {
        a / 9 == b / 9 || a % 9 == b % 9 || (box && a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3)
    }

    /// A ring round the hint's target (green), round cells it strikes candidates from and round
    /// a wrong entry it points out (orange); otherwise round a shown conflict, in the wrong
    /// digits' red, so a clash reads by its outline and not by the cell's colour alone.
    func ring(of cell: Int, palette: SudokuPalette) -> Color? {
        if let hint {
            if hint.correctedCell == cell { return palette.hintStrike }
            if let step = hint.step {
                if step.placement?.cell == cell { return palette.hintTarget }
                if step.eliminations.contains(where: { $0.cell == cell }) { return palette.hintStrike }
            }
        }
        return conflicts.contains(cell) ? palette.conflictMark : nil
    }

    /// Whether `ring(of:palette:)` draws a ring round the cell (its pencil marks then sit inside it).
    func hasRing(_ cell: Int) -> Bool {
        if conflicts.contains(cell) { return true }
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
