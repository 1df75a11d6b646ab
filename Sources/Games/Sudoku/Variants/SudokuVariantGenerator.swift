import GameCore
import SudokuEngine

/// A generated variant puzzle: its shape (regions, diagonals, cages), its givens, its one
/// solution and the level the stepper graded it at.
public struct SudokuVariantPuzzle: Equatable, Codable, Sendable {
    public let shape: SudokuShape
    /// The givens, row-major, 0 for a blank (all blank, or nearly, for killer).
    public let puzzle: [UInt8]
    /// The one solution.
    public let solution: [UInt8]
    public let difficulty: SudokuDifficulty

    public init(shape: SudokuShape, puzzle: [UInt8], solution: [UInt8], difficulty: SudokuDifficulty) {
        self.shape = shape
        self.puzzle = puzzle
        self.solution = solution
        self.difficulty = difficulty
    }

    /// The rule set, read from the shape.
    public var variant: SudokuVariant { shape.variant }
}

/// Makes variant puzzles with exactly one solution and a guaranteed level, deterministic from a
/// seed: every puzzle returned was graded by the variants' stepper at exactly the level asked
/// for, and the stepper finishing it proves the solution unique.
///
/// Each attempt draws a shape (jigsaw: pieces grown by random boundary swaps from the boxes),
/// a random full grid for it, then:
/// - X, jigsaw, 4×4, 6×6: removes givens in a random order (in 180°-symmetric pairs on 9×9)
///   while the stepper limited to the level asked for still solves the puzzle (the solver first
///   throws out removals that leave two solutions, the cheap test);
/// - killer: draws connected cages of one to five cells with no digit twice, starts with no
///   givens and, while the stepper limited to the level gets stuck, gives the digit of a random
///   cell it got stuck on (at most `killerGivenLimit`), then takes givens out again while the
///   puzzle is easier than the level and stays solvable at it.
/// The attempt succeeds when the puzzle's grade is the level asked for (not easier); otherwise
/// the next attempt digs (or cages) the same grid again, up to `digsPerGrid` times, then draws
/// anew, all from the same seeded stream.
public enum SudokuVariantGenerator {
    /// Killer puzzles give at most this many digits.
    public static let killerGivenLimit = 6

    /// A puzzle of `variant` graded exactly `difficulty`; the same seed always gives the same
    /// puzzle. Throws an `InputError` when the variant does not offer the level (see
    /// `SudokuVariant.levels`).
    public static func generate(variant: SudokuVariant, difficulty: SudokuDifficulty, seed: UInt64) throws
        -> SudokuVariantPuzzle
    {
        guard variant.levels.contains(difficulty) else {
            throw InputError(
                "\(variant.rawValue) offers " + variant.levels.map(\.rawValue).joined(separator: ", ")
                    + ", not \(difficulty.rawValue)")
        }
        if variant == .classic {
            let classic = SudokuGenerator.generate(difficulty: difficulty, seed: seed)
            return SudokuVariantPuzzle(
                shape: .classic, puzzle: classic.puzzle.cells, solution: classic.solution.cells,
                difficulty: difficulty)
        }
        var engine = SudokuVariantGeneratorEngine(seed: seed)
        return engine.generate(variant, difficulty)
    }
}

/// The generator's working parts: one random stream across attempts.
package struct SudokuVariantGeneratorEngine {
    package var random: SeededGenerator
    /// Attempts used by the last `generate` (for tuning and the benchmark).
    package private(set) var attempts = 0

    package init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    package mutating func generate(_ variant: SudokuVariant, _ level: SudokuDifficulty) -> SudokuVariantPuzzle {
        generate(variant, level, attemptLimit: .max)!
    }

    /// The puzzle, or nil after `attemptLimit` attempts (for tuning).
    package mutating func generate(_ variant: SudokuVariant, _ level: SudokuDifficulty, attemptLimit: Int)
        -> SudokuVariantPuzzle?
    {
        attempts = 0
        while attempts < attemptLimit {
            let shape = variant == .jigsaw ? randomJigsaw() : variant.fixedShape ?? .classic
            let empty = [UInt8](repeating: 0, count: shape.cellCount)
            guard let solution = SudokuVariantSolver(shape: shape).randomSolution(empty, using: &random) else {
                attempts += 1
                continue
            }
            // A grid (and a jigsaw's layout) is dug again in other orders (killer: caged again)
            // before another is drawn: whether an attempt reaches the level depends far more on
            // the order than on the grid, and drawing a layout and a grid costs as much as a dig.
            for _ in 0..<Self.digsPerGrid where attempts < attemptLimit {
                attempts += 1
                let made: (SudokuShape, [UInt8])?
                if variant == .killer {
                    made = killer(solution, level)
                } else {
                    made = (shape, reduce(solution, shape: shape, level: level))
                }
                guard let (finalShape, puzzle) = made else { continue }
                var logic = SudokuVariantLogic(shape: finalShape, cells: puzzle)
                if logic.solve(upTo: level).difficulty == level {
                    return SudokuVariantPuzzle(
                        shape: finalShape, puzzle: puzzle, solution: solution, difficulty: level)
                }
            }
        }
        return nil
    }

    /// Attempts made on one grid before another is drawn.
    static let digsPerGrid = 4

    /// Removes givens while the stepper limited to `level` still solves: in 180°-symmetric pairs
    /// on 9×9, one at a time on the small grids (pairs leave them too many givens to need more
    /// than the easiest techniques).
    package mutating func reduce(_ solution: [UInt8], shape: SudokuShape, level: SudokuDifficulty) -> [UInt8] {
        let cells = shape.cellCount
        let symmetric = shape.size == 9
        var order = Array(0..<(symmetric ? (cells + 1) / 2 : cells))
        order.shuffle(using: &random)
        let solver = SudokuVariantSolver(shape: shape)
        var puzzle = solution
        for cell in order {
            let mirror = symmetric ? cells - 1 - cell : cell
            puzzle[cell] = 0
            puzzle[mirror] = 0
            var keep = solver.countSolutions(puzzle, limit: 2) == 1
            if keep {
                // Most removals leave a grid singles still fill: the stepper need not run then.
                var singles = SudokuVariantLogic(shape: shape, cells: puzzle)
                if level < .easy || !singles.solvesBySingles() {
                    var logic = SudokuVariantLogic(shape: shape, cells: puzzle)
                    keep = logic.solve(upTo: level).solved
                }
            }
            if !keep {
                puzzle[cell] = solution[cell]
                puzzle[mirror] = solution[mirror]
            }
        }
        return puzzle
    }
}
