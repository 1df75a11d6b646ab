import GameCore

/// A human solving technique the stepper knows, in the order it tries them (simplest first).
/// Each belongs to the difficulty level that first admits it, so a puzzle's level is the
/// level of the hardest technique its simplest-first solution needs.
public enum SudokuTechnique: String, CaseIterable, Comparable, Sendable {
    // trivial
    case fullHouse
    case hiddenSingleInBox
    // easy
    case hiddenSingleInLine
    /// Variants only (X-Sudoku): a digit with one place left on a diagonal.
    case hiddenSingleInDiagonal
    case nakedSingle
    /// Killer only: the last open cell of a cage takes what its sum still misses.
    case cageSum
    /// Killer only: a cage's open cells keep only digits of the sets that can still make its sum.
    case cageCombination
    // medium
    case pointing
    case claiming
    case nakedPair
    case hiddenPair
    case nakedTriple
    case hiddenTriple
    /// Killer only: the rule of 45 on one house (its digits add up to 45, so the cells it shares
    /// with cages reaching outside it, or those cages' cells outside it, add up to what is left).
    case ruleOf45
    // hard
    case xWing
    case swordfish
    case xyWing
    case xyzWing
    case turbotFish
    case nakedQuad
    case jellyfish
    case hiddenQuad
    /// Killer only: the rule of 45 on two or three adjacent rows, columns or boxes together.
    case ruleOf45Houses
    // extreme
    case xChain
    case xyChain
    case forcingChain

    /// The easiest difficulty level that admits this technique.
    public var level: SudokuDifficulty {
        switch self {
        case .fullHouse, .hiddenSingleInBox: return .trivial
        case .hiddenSingleInLine, .hiddenSingleInDiagonal, .nakedSingle, .cageSum, .cageCombination: return .easy
        case .pointing, .claiming, .nakedPair, .hiddenPair, .nakedTriple, .hiddenTriple, .ruleOf45: return .medium
        case .xWing, .swordfish, .xyWing, .xyzWing, .turbotFish, .nakedQuad, .jellyfish, .hiddenQuad, .ruleOf45Houses:
            return .hard
        case .xChain, .xyChain, .forcingChain: return .extreme
        }
    }

    /// Whether the technique places a digit (the others only strike candidates).
    public var places: Bool {
        switch self {
        case .fullHouse, .hiddenSingleInBox, .hiddenSingleInLine, .hiddenSingleInDiagonal, .nakedSingle, .cageSum:
            return true
        default: return false
        }
    }

    /// The name a player sees in a hint.
    public var displayName: String {
        switch self {
        case .fullHouse: return "Full house"
        case .hiddenSingleInBox: return "Hidden single in a box"
        case .hiddenSingleInLine: return "Hidden single in a line"
        case .hiddenSingleInDiagonal: return "Hidden single in a diagonal"
        case .nakedSingle: return "Naked single"
        case .cageSum: return "Cage sum"
        case .cageCombination: return "Cage combinations"
        case .pointing: return "Pointing"
        case .claiming: return "Claiming (box/line reduction)"
        case .nakedPair: return "Naked pair"
        case .hiddenPair: return "Hidden pair"
        case .nakedTriple: return "Naked triple"
        case .hiddenTriple: return "Hidden triple"
        case .ruleOf45: return "Rule of 45 (innies and outies)"
        case .xWing: return "X-wing"
        case .swordfish: return "Swordfish"
        case .xyWing: return "XY-wing"
        case .xyzWing: return "XYZ-wing"
        case .turbotFish: return "Turbot fish (skyscraper, kite)"
        case .nakedQuad: return "Naked quad"
        case .jellyfish: return "Jellyfish"
        case .hiddenQuad: return "Hidden quad"
        case .ruleOf45Houses: return "Rule of 45 over several houses"
        case .xChain: return "X-chain"
        case .xyChain: return "XY-chain"
        case .forcingChain: return "Forcing chain"
        }
    }

    /// Whether only a variant's rules make the technique possible (diagonals, cages): the
    /// classic stepper never uses these, so classic grades and hints are what they were.
    public var variantOnly: Bool {
        switch self {
        case .hiddenSingleInDiagonal, .cageSum, .cageCombination, .ruleOf45, .ruleOf45Houses: return true
        default: return false
        }
    }

    private var order: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.order < rhs.order }
}
