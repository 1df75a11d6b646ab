import GameCore

/// What the solver concluded about a puzzle, as the command line and import need to tell apart.
public enum SudokuSolveResult: Equatable, Sendable {
    case unique(SudokuGrid)
    case none
    case multiple
}

/// The exact solver: fast bitboard backtracking (see `SudokuBands`) for counting solutions,
/// checking uniqueness while generating, and answering `tessera sudoku solve`.
public enum SudokuSolver {
    /// The number of solutions, counted up to `limit` (so 2 means "two or more").
    public static func countSolutions(_ grid: SudokuGrid, limit: Int = 2) -> Int {
        let search = SudokuBandsVariant.fastest.makeSolver()
        return grid.cells.withUnsafeBufferPointer { search.count($0.baseAddress!, limit: limit) }
    }

    /// Some solution (the first the search meets), or nil when there is none.
    public static func solve(_ grid: SudokuGrid) -> SudokuGrid? {
        let search = SudokuBandsVariant.fastest.makeSolver()
        let found = grid.cells.withUnsafeBufferPointer { search.count($0.baseAddress!, limit: 1) }
        return found == 0 ? nil : SudokuGrid(bytes: Array(UnsafeBufferPointer(start: search.firstCells, count: 81)))
    }

    /// The solution if it is the only one, else whether there were none or several.
    public static func solveUnique(_ grid: SudokuGrid) -> SudokuSolveResult {
        let search = SudokuBandsVariant.fastest.makeSolver()
        switch grid.cells.withUnsafeBufferPointer({ search.count($0.baseAddress!, limit: 2) }) {
        case 0: return .none
        case 1: return .unique(SudokuGrid(bytes: Array(UnsafeBufferPointer(start: search.firstCells, count: 81))))
        default: return .multiple
        }
    }

    /// A uniformly shuffled-looking complete grid, reproducible from the generator's state.
    public static func randomFullGrid(using generator: inout SeededGenerator) -> SudokuGrid {
        SudokuGrid(bytes: SudokuSearch().randomFullGrid(using: &generator))
    }
}

extension SudokuGrid {
    /// The number of solutions up to `limit` (2 means "two or more").
    public func countSolutions(limit: Int = 2) -> Int { SudokuSolver.countSolutions(self, limit: limit) }

    /// Some solution, or nil when there is none.
    public func solve() -> SudokuGrid? { SudokuSolver.solve(self) }
}
