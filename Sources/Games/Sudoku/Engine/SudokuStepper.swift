import GameCore

/// The logical stepper: the next human step for a position, shared by hints and grading.
public enum SudokuStepper {
    /// The simplest step available in `grid` using techniques up to `level`. `candidates` are the
    /// player's pencil marks (nil: all candidates the grid allows); they are intersected with what
    /// the grid allows, so stale marks cannot make the stepper wrong, only incomplete marks can
    /// hide steps. Nil when no admitted technique applies (or the grid is full).
    public static func nextStep(
        in grid: SudokuGrid, candidates: SudokuCandidates? = nil, upTo level: SudokuDifficulty = .extreme
    ) -> SudokuStep? {
        let logic = candidates.map { SudokuLogic(grid: grid, marks: $0.masks) } ?? SudokuLogic(grid: grid)
        return logic.nextStep(upTo: level)
    }

    /// The next step a hint shows: the stepper's simplest, or when every technique is stuck a
    /// nested forcing chain, so a hint always moves a position with one solution on. Nil only
    /// for a full grid or a position without a solution.
    public static func hintStep(in grid: SudokuGrid, candidates: SudokuCandidates? = nil) -> SudokuStep? {
        let logic = candidates.map { SudokuLogic(grid: grid, marks: $0.masks) } ?? SudokuLogic(grid: grid)
        guard !logic.isSolved else { return nil }
        return logic.nextStep() ?? logic.findNestedForcingChain()
    }

    /// Moves a position on by `step`: places its digit (striking it from the peers' marks) or
    /// strikes its candidates.
    public static func apply(_ step: SudokuStep, to grid: inout SudokuGrid, candidates: inout SudokuCandidates) {
        var logic = SudokuLogic(grid: grid, marks: candidates.masks)
        logic.apply(step)
        grid = SudokuGrid(bytes: logic.values)
        candidates.masks = logic.cands
    }
}
