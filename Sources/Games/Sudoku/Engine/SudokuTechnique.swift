import GameCore

/// A human solving technique the stepper knows, in the order it tries them (simplest first).
/// Each belongs to the difficulty level that first admits it, so a puzzle's level is the
/// level of the hardest technique its simplest-first solution needs.
public enum SudokuTechnique: String, Codable, CaseIterable, Comparable, Sendable {
    // trivial
    case fullHouse
    case hiddenSingleInBox
    // easy
    case hiddenSingleInLine
    case nakedSingle
    // medium
    case pointing
    case claiming
    case nakedPair
    case hiddenPair
    case nakedTriple
    case hiddenTriple
    // hard
    case xWing
    case swordfish
    case xyWing
    case xyzWing
    case turbotFish
    case nakedQuad
    case jellyfish
    case hiddenQuad
    // extreme
    case xChain
    case xyChain
    case forcingChain

    /// The easiest difficulty level that admits this technique.
    public var level: SudokuDifficulty {
        switch self {
        case .fullHouse, .hiddenSingleInBox: return .trivial
        case .hiddenSingleInLine, .nakedSingle: return .easy
        case .pointing, .claiming, .nakedPair, .hiddenPair, .nakedTriple, .hiddenTriple: return .medium
        case .xWing, .swordfish, .xyWing, .xyzWing, .turbotFish, .nakedQuad, .jellyfish, .hiddenQuad: return .hard
        case .xChain, .xyChain, .forcingChain: return .extreme
        }
    }

    /// Whether the technique places a digit (the others only strike candidates).
    public var places: Bool {
        switch self {
        case .fullHouse, .hiddenSingleInBox, .hiddenSingleInLine, .nakedSingle: return true
        default: return false
        }
    }

    /// The name a player sees in a hint.
    public var displayName: String {
        switch self {
        case .fullHouse: return "Full house"
        case .hiddenSingleInBox: return "Hidden single in a box"
        case .hiddenSingleInLine: return "Hidden single in a line"
        case .nakedSingle: return "Naked single"
        case .pointing: return "Pointing"
        case .claiming: return "Claiming (box/line reduction)"
        case .nakedPair: return "Naked pair"
        case .hiddenPair: return "Hidden pair"
        case .nakedTriple: return "Naked triple"
        case .hiddenTriple: return "Hidden triple"
        case .xWing: return "X-wing"
        case .swordfish: return "Swordfish"
        case .xyWing: return "XY-wing"
        case .xyzWing: return "XYZ-wing"
        case .turbotFish: return "Turbot fish (skyscraper, kite)"
        case .nakedQuad: return "Naked quad"
        case .jellyfish: return "Jellyfish"
        case .hiddenQuad: return "Hidden quad"
        case .xChain: return "X-chain"
        case .xyChain: return "XY-chain"
        case .forcingChain: return "Forcing chain"
        }
    }

    private var order: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.order < rhs.order }
}
