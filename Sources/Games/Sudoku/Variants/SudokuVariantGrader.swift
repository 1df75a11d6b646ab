import GameCore
import SudokuEngine

/// What solving a variant puzzle by the stepper took.
public struct SudokuVariantRating: Equatable, Sendable {
    /// The level of the hardest technique used; nil when the stepper got stuck ("beyond").
    public let difficulty: SudokuDifficulty?
    /// The hardest technique used (nil when nothing was needed).
    public let hardest: SudokuTechnique?
    /// Whether the stepper finished the grid.
    public let solved: Bool
    /// Steps taken.
    public let steps: Int
}

/// The next logical step on a variant grid: what a hint shows. The grader runs the same
/// stepper, so a hint never needs more than the grade says.
public enum SudokuVariantStepper {
    /// The simplest step in the position `cells` (0 for a blank) of `shape`; with `marks`
    /// (candidate bitmasks, bit d-1 for digit d, one per cell) the player's pencil marks are
    /// taken as the candidates, less what the placed digits rule out. Nil when no technique up to
    /// `level` applies.
    public static func nextStep(
        shape: SudokuShape, cells: [UInt8], marks: [UInt16]? = nil, upTo level: SudokuDifficulty = .hard
    ) -> SudokuVariantStep? {
        guard cells.count == shape.cellCount else { return nil }
        let logic =
            marks.map { SudokuVariantLogic(shape: shape, cells: cells, marks: $0) }
            ?? SudokuVariantLogic(shape: shape, cells: cells)
        return logic.nextStep(upTo: level)
    }
}

/// Grades variant puzzles by running the stepper simplest-technique-first to the end.
public enum SudokuVariantGrader {
    /// The puzzle's level, or nil ("beyond") when the stepper cannot finish it: it needs
    /// techniques past the variants' hard ones, or has no or several solutions. A puzzle the
    /// stepper finishes has exactly one solution: every step is a sound deduction.
    public static func grade(shape: SudokuShape, cells: [UInt8]) -> SudokuDifficulty? {
        rate(shape: shape, cells: cells).difficulty
    }

    /// The full rating; with `level` below `.hard` the stepper stops trying harder techniques
    /// (a cheap "is it solvable at this level?" test).
    public static func rate(shape: SudokuShape, cells: [UInt8], upTo level: SudokuDifficulty = .hard)
        -> SudokuVariantRating
    {
        guard cells.count == shape.cellCount, shape.variant != .classic else {
            guard shape.variant == .classic, cells.count == 81 else {
                return SudokuVariantRating(difficulty: nil, hardest: nil, solved: false, steps: 0)
            }
            let rating = SudokuGrader.rate(SudokuGrid(bytes: cells), upTo: level)
            return SudokuVariantRating(
                difficulty: rating.difficulty, hardest: rating.hardest, solved: rating.solved, steps: 0)
        }
        var logic = SudokuVariantLogic(shape: shape, cells: cells)
        return logic.solve(upTo: level)
    }
}

extension SudokuVariantLogic {
    /// Runs the stepper to the end (or until stuck) and reports what it took.
    package mutating func solve(upTo level: SudokuDifficulty) -> SudokuVariantRating {
        var hardest: SudokuTechnique?
        var steps = 0
        while !isSolved, let step = nextStep(upTo: level) {
            markQuiet(before: step, upTo: level)
            apply(step)
            steps += 1
            if hardest.map({ step.technique > $0 }) ?? true { hardest = step.technique }
        }
        let solved = isSolved
        return SudokuVariantRating(
            difficulty: solved ? (hardest?.level ?? .trivial) : nil, hardest: hardest, solved: solved, steps: steps)
    }
}
