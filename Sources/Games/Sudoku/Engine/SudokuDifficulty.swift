import GameCore

/// How hard a puzzle is, judged by the human techniques its solution needs (seed 000's names).
///
/// The stepper always applies the simplest technique available, so a puzzle's level is that of
/// the hardest technique it cannot do without. Each level admits its own techniques and all of
/// the easier levels':
/// - `trivial`: full houses and hidden singles in boxes (cross-hatching), nothing else.
/// - `easy`: + hidden singles in rows and columns, naked singles.
/// - `medium`: + pointing, claiming (box/line reduction), naked and hidden pairs and triples.
/// - `hard`: + X-wing, swordfish, jellyfish, XY-wing, XYZ-wing, turbot fish (the shortest
///   single-digit chains: skyscraper, two-string kite), naked and hidden quads.
/// - `extreme`: + longer X-chains (single-digit chains), XY-chains (remote pairs included) and
///   forcing chains (a candidate whose consequences by singles and box/line interactions reach
///   a contradiction is struck).
/// A puzzle even forcing chains cannot finish is graded `nil` ("beyond": it needs guessing or
/// nested reasoning); the generator never produces one.
public enum SudokuDifficulty: String, Codable, CaseIterable, Comparable, Sendable {
    case trivial
    case easy
    case medium
    case hard
    case extreme

    /// The techniques this level adds to the easier levels, simplest first.
    public var newTechniques: [SudokuTechnique] {
        SudokuTechnique.allCases.filter { $0.level == self }
    }

    /// Every technique a puzzle of this level may need.
    public var techniques: [SudokuTechnique] {
        SudokuTechnique.allCases.filter { $0.level <= self }
    }

    /// The name a player sees, e.g. "Medium".
    public var displayName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    private var order: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.order < rhs.order }
}
