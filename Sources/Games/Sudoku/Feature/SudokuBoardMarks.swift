import GameCore
import GameKit
import Layout
import SudokuEngine

/// Everything drawn on the board besides the digits themselves: the selection and its houses
/// (row, column, and box, jigsaw region or X-Sudoku diagonal), the selected number, conflicts,
/// the hint's pattern and an X-Sudoku's diagonals. Deciding a cell's colours is
/// here, apart from drawing, so the rules of seed 000's highlighting read in one place.
struct SudokuBoardMarks {
    var selected: Int?
    /// The number shown yellow everywhere (seed 000: the selected cell's, or the one just typed).
    var selectedNumber = 0
    var conflicts: Set<Int> = []
    var hint: SudokuHint?
    /// Whether the selected cell's row and column (and diagonals) are tinted (not on the import
    /// preview, where the selection is only the next cell to type).
    var highlightsLines = true
    /// Whether the selected cell's box (or jigsaw region) is tinted with its row and column.
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
        if highlightsLines, hint?.step == nil, let selected, Self.shares(selected, cell, box: shadesBox, in: state) {
            return palette.highlighted
        }
        if let same = palette.sameNumberCell, selectedNumber != 0, state.board[cell] == selectedNumber { return same }
        if let shape = state.shape, shape.diagonals, Self.onDiagonal(cell, size: shape.size) {
            return palette.diagonalCell
        }
        return palette.cell
    }

    /// Whether two cells share a row or a column (or, with `box`, a 3×3 box) of the classic grid.
    static func shares(_ a: Int, _ b: Int, box: Bool) -> Bool {
        a / 9 == b / 9 || a % 9 == b % 9 || (box && a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3)
    }

    /// Whether two cells share a house of the state's grid: a row, a column, a diagonal of
    /// X-Sudoku, or (with `box`) a box or jigsaw region. Classic keeps its arithmetic; a variant
    /// compares the few houses of each cell (`cellHouses`, three to five), so a frame's
    /// highlighting stays a constant amount of work per cell. A killer cage is not a house: its
    /// outline already shows it.
    static func shares(_ a: Int, _ b: Int, box: Bool, in state: SudokuState) -> Bool {
        guard let shape = state.shape else { return shares(a, b, box: box) }
        let houses = shape.cellHouses
        guard houses.indices.contains(a), houses.indices.contains(b) else { return false }
        for house in houses[a] where houses[b].contains(house) {
            switch shape.houses[house].kind {
            case .box, .region: if box { return true }
            case .row, .column, .diagonal, .antiDiagonal: return true
            }
        }
        return false
    }

    /// Whether a cell of an n×n grid lies on one of its two main diagonals.
    static func onDiagonal(_ cell: Int, size: Int) -> Bool {
        let row = cell / size
        let column = cell % size
        return row == column || row + column == size - 1
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
