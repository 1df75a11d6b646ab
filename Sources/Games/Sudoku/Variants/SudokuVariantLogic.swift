import GameCore
import SudokuEngine

/// A variant position as the stepper sees it: digits placed and the candidates left in every
/// blank cell, on a `SudokuShape`. The technique finders in the `SudokuVariantLogic+…` files
/// read it over the shape's houses and cages; `apply` moves it on by one step. The public face
/// is `SudokuVariantStepper` and `SudokuVariantGrader`.
package struct SudokuVariantLogic {
    package let shape: SudokuShape
    /// Row-major digits, 0 for a blank.
    package var values: [UInt8]
    /// Candidate masks (bit d-1 for digit d), 0 for a placed cell.
    package var cands: [UInt16]
    /// Per house, bit r set when `techniques[r]` is known to find nothing in that house, and per
    /// cage the same for the cage techniques. Running to the end, the stepper tries the simplest
    /// techniques again before every step, over every house and cage, though most of them have
    /// not changed since: a step found by a later technique shows that every earlier one found
    /// nothing anywhere, and a change to a cell forgets what was known of its houses and cage.
    /// The steps found are the same, only sooner.
    private var quietHouses: [UInt32]
    private var quietCages: [UInt32]
    /// The position with every candidate the placed digits allow.
    package init(shape: SudokuShape, cells: [UInt8]) {
        self.shape = shape
        values = cells
        cands = shape.candidates(of: cells)
        quietHouses = [UInt32](repeating: 0, count: shape.houses.count)
        quietCages = [UInt32](repeating: 0, count: shape.cages.count)
    }

    /// The position with the player's pencil marks, less anything the placed digits rule out.
    package init(shape: SudokuShape, cells: [UInt8], marks: [UInt16]) {
        self.init(shape: shape, cells: cells)
        for cell in 0..<shape.cellCount { cands[cell] &= marks[cell] }
    }

    @inline(__always)
    package static func bit(_ digit: Int) -> UInt16 { 1 &<< UInt16(truncatingIfNeeded: digit &- 1) }

    /// Digits in a mask, ascending.
    package static func digits(_ mask: UInt16) -> [Int] {
        var result: [Int] = []
        var rest = mask
        while rest != 0 {
            result.append(rest.trailingZeroBitCount + 1)
            rest &= rest - 1
        }
        return result
    }

    package var isSolved: Bool { !values.contains(0) }

    /// Places `digit` in `cell` and strikes it from the peers' candidates.
    package mutating func place(_ cell: Int, _ digit: Int) {
        values[cell] = UInt8(digit)
        cands[cell] = 0
        disturb(cell)
        let bit = Self.bit(digit)
        for peer in shape.peers[cell] where cands[peer] & bit != 0 {
            cands[peer] &= ~bit
            disturb(peer)
        }
    }

    package mutating func apply(_ step: SudokuVariantStep) {
        if let placement = step.placement { place(placement.cell, placement.digit) }
        for elimination in step.eliminations {
            cands[elimination.cell] &= ~Self.bit(elimination.digit)
            disturb(elimination.cell)
        }
    }

    /// Forgets what was known to be quiet in the houses and the cage of a changed cell.
    private mutating func disturb(_ cell: Int) {
        for house in shape.cellHouses[cell] { quietHouses[house] = 0 }
        if let cage = shape.cageIndex[cell] { quietCages[cage] = 0 }
    }

    /// Records what finding `step` showed: the techniques tried before its own (up to `level`)
    /// found nothing in any house or cage, and, for a technique that looks at one house or cage
    /// at a time in order, its own found nothing in the houses or cages before the step's.
    package mutating func markQuiet(before step: SudokuVariantStep, upTo level: SudokuDifficulty) {
        let rank = Self.techniques.firstIndex(of: step.technique) ?? 0
        let earlier = Self.earlierMasks[rank] & Self.levelMasks[SudokuDifficulty.allCases.firstIndex(of: level) ?? 0]
        for house in quietHouses.indices { quietHouses[house] |= earlier }
        for cage in quietCages.indices { quietCages[cage] |= earlier }
        let own: UInt32 = 1 << UInt32(rank)
        switch step.technique {
        case .fullHouse, .hiddenSingleInBox, .hiddenSingleInLine, .hiddenSingleInDiagonal, .nakedPair, .hiddenPair,
            .nakedTriple, .hiddenTriple, .nakedQuad, .hiddenQuad:
            guard step.houses.count == 1, let found = shape.houses.firstIndex(of: step.houses[0]) else { break }
            for house in 0..<found { quietHouses[house] |= own }
        case .cageSum, .cageCombination:
            guard step.cages.count == 1 else { break }
            for cage in 0..<step.cages[0] { quietCages[cage] |= own }
        default:
            break
        }
    }

    /// Per rank in `techniques`, the bits of the techniques before it.
    private static let earlierMasks: [UInt32] = techniques.indices.map { (1 << UInt32($0)) - 1 }

    /// Per level (in `SudokuDifficulty.allCases` order), the bits of the techniques up to it.
    private static let levelMasks: [UInt32] = SudokuDifficulty.allCases.map { level in
        techniques.enumerated().reduce(UInt32(0)) { mask, entry in
            entry.element.level <= level ? mask | (1 << UInt32(entry.offset)) : mask
        }
    }

    /// The bit of `technique` in the quiet masks.
    func quietBit(_ technique: SudokuTechnique) -> UInt32 {
        Self.techniques.firstIndex(of: technique).map { 1 << UInt32($0) } ?? 0
    }

    /// Whether `technique` is known to find nothing in `house`.
    func isQuiet(house: Int, _ bit: UInt32) -> Bool { quietHouses[house] & bit != 0 }

    /// Whether `technique` is known to find nothing in cage `cage`.
    func isQuiet(cage: Int, _ bit: UInt32) -> Bool { quietCages[cage] & bit != 0 }

    /// The candidates of `digits` in `cells`, ascending by cell then digit.
    package func eliminations(of digits: UInt16, in cells: [Int]) -> [SudokuCandidate] {
        var result: [SudokuCandidate] = []
        for cell in cells.sorted() {
            for digit in Self.digits(cands[cell] & digits) { result.append(SudokuCandidate(cell: cell, digit: digit)) }
        }
        return result
    }

    /// The simplest step available among the techniques up to `level`, or nil when stuck.
    package func nextStep(upTo level: SudokuDifficulty = .hard) -> SudokuVariantStep? {
        for technique in Self.techniques where technique.level <= level {
            if let step = find(technique) { return step }
        }
        return nil
    }

    /// The techniques the variants' stepper knows, simplest first (the classic order, with the
    /// variant ones in their places).
    package static let techniques: [SudokuTechnique] = SudokuTechnique.allCases.filter { find in
        switch find {
        case .swordfish, .xyzWing, .turbotFish, .jellyfish, .xChain, .xyChain, .forcingChain: return false
        default: return true
        }
    }

    /// The first step of `technique` in this position, or nil.
    package func find(_ technique: SudokuTechnique) -> SudokuVariantStep? {
        switch technique {
        case .fullHouse: return findFullHouse()
        case .hiddenSingleInBox: return findHiddenSingle(.hiddenSingleInBox) { $0 == .box || $0 == .region }
        case .hiddenSingleInLine: return findHiddenSingle(.hiddenSingleInLine) { $0 == .row || $0 == .column }
        case .hiddenSingleInDiagonal:
            return findHiddenSingle(.hiddenSingleInDiagonal) { $0 == .diagonal || $0 == .antiDiagonal }
        case .nakedSingle: return findNakedSingle()
        case .cageSum: return findCageSum()
        case .cageCombination: return findCageCombination()
        case .pointing: return findIntersection(pointing: true)
        case .claiming: return findIntersection(pointing: false)
        case .nakedPair: return findNakedSubset(size: 2, as: .nakedPair)
        case .hiddenPair: return findHiddenSubset(size: 2, as: .hiddenPair)
        case .nakedTriple: return findNakedSubset(size: 3, as: .nakedTriple)
        case .hiddenTriple: return findHiddenSubset(size: 3, as: .hiddenTriple)
        case .ruleOf45: return findRuleOf45(groups: 1...1, as: .ruleOf45)
        case .xWing: return findXWing()
        case .xyWing: return findXYWing()
        case .nakedQuad: return findNakedSubset(size: 4, as: .nakedQuad)
        case .hiddenQuad: return findHiddenSubset(size: 4, as: .hiddenQuad)
        case .ruleOf45Houses: return findRuleOf45(groups: 2...3, as: .ruleOf45Houses)
        case .swordfish, .xyzWing, .turbotFish, .jellyfish, .xChain, .xyChain, .forcingChain: return nil
        }
    }

    /// A step of this position's grid.
    package func step(
        _ technique: SudokuTechnique, cells: [Int], digits: [Int], houses: [Int], cages: [Int] = [],
        placement: SudokuCandidate? = nil, eliminations: [SudokuCandidate] = []
    ) -> SudokuVariantStep {
        SudokuVariantStep(
            technique: technique, cells: cells, digits: digits, houses: houses.map { shape.houses[$0] }, cages: cages,
            placement: placement, eliminations: eliminations, size: shape.size)
    }
}
