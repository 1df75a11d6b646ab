import GameCore

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
    /// The position with every candidate the placed digits allow.
    package init(shape: SudokuShape, cells: [UInt8]) {
        self.shape = shape
        values = cells
        let all = UInt16((1 << shape.size) - 1)
        cands = [UInt16](repeating: 0, count: shape.cellCount)
        for cell in 0..<shape.cellCount where values[cell] == 0 {
            var used: UInt16 = 0
            for peer in shape.peers[cell] where values[peer] != 0 { used |= Self.bit(Int(values[peer])) }
            cands[cell] = all & ~used
        }
    }

    /// The position with the player's pencil marks, less anything the placed digits rule out.
    package init(shape: SudokuShape, cells: [UInt8], marks: [UInt16]) {
        self.init(shape: shape, cells: cells)
        for cell in 0..<shape.cellCount { cands[cell] &= marks[cell] }
    }

    @inline(__always)
    package static func bit(_ digit: Int) -> UInt16 { 1 << UInt16(digit - 1) }

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
        let strike = ~Self.bit(digit)
        for peer in shape.peers[cell] { cands[peer] &= strike }
    }

    package mutating func apply(_ step: SudokuVariantStep) {
        if let placement = step.placement { place(placement.cell, placement.digit) }
        for elimination in step.eliminations { cands[elimination.cell] &= ~Self.bit(elimination.digit) }
    }

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
