import GameCore

/// A Sudoku rule set. The raw values are what the command line takes (`--variant x`) and what a
/// save stores, so they never change.
public enum SudokuVariant: String, Codable, CaseIterable, Hashable, Sendable {
    /// 9×9 with rows, columns and 3×3 boxes (the classic engine plays it).
    case classic
    /// X-Sudoku: classic, and both main diagonals hold 1–9 too.
    case x
    /// Nine irregular regions of nine cells in place of the boxes, drawn fresh for each puzzle.
    case jigsaw
    /// Classic houses, no givens (or a few), and cages whose digits add up to their sum and
    /// never repeat.
    case killer
    /// 4×4 with 2×2 boxes, digits 1–4: for learners.
    case mini4 = "4x4"
    /// 6×6 with boxes of 2 rows × 3 columns, digits 1–6.
    case mini6 = "6x6"

    /// The levels the generator offers for this variant, easiest first. The grade is the
    /// stepper's, so a level is offered only where puzzles needing it are common: every minimal
    /// 4×4 puzzle falls to full houses and hidden singles in boxes (200 of 200 seeds graded
    /// trivial), and only about one minimal 6×6 puzzle in forty needs more than singles. The
    /// variants' stepper stops at X-wing, XY-wing and quads (hard), so only classic, solved by
    /// the classic engine, offers extreme.
    public var levels: [SudokuDifficulty] {
        switch self {
        case .classic: return SudokuDifficulty.allCases
        case .mini4: return [.trivial]
        case .mini6: return [.trivial, .easy]
        case .x, .jigsaw, .killer: return [.easy, .medium, .hard]
        }
    }

    /// The grid's side: 4, 6 or 9.
    public var size: Int {
        switch self {
        case .mini4: return 4
        case .mini6: return 6
        default: return 9
        }
    }

    /// The shape every puzzle of the variant shares, or nil for jigsaw and killer, whose regions
    /// or cages are drawn anew for each puzzle (their `SudokuVariantPuzzle` carries them).
    public var fixedShape: SudokuShape? {
        switch self {
        case .classic: return .classic
        case .x: return SudokuShape(size: 9, diagonals: true)
        case .mini4: return SudokuShape(size: 4)
        case .mini6: return SudokuShape(size: 6)
        case .jigsaw, .killer: return nil
        }
    }

    /// The name a player sees, e.g. "X-Sudoku".
    public var displayName: String {
        switch self {
        case .classic: return "Classic"
        case .x: return "X-Sudoku"
        case .jigsaw: return "Jigsaw"
        case .killer: return "Killer"
        case .mini4: return "4×4"
        case .mini6: return "6×6"
        }
    }
}
