import GameCore

/// A position as the stepper sees it: digits placed and the candidates (pencil marks) left in
/// every blank cell. The technique finders in the `SudokuLogic+…` files read it; `apply` moves
/// it on by one step. Internal: the public face is `SudokuStepper` and `SudokuGrader`.
package struct SudokuLogic: Equatable {
    /// Row-major digits, 0 for a blank.
    package var values: [UInt8]
    /// Candidate masks (bit d-1 for digit d), 0 for a placed cell.
    package var cands: [UInt16]

    package static let allDigits: UInt16 = 0x1FF

    /// The position with every candidate the placed digits allow.
    package init(grid: SudokuGrid) {
        values = grid.cells
        cands = [UInt16](repeating: 0, count: 81)
        for cell in 0..<81 where values[cell] == 0 {
            var used: UInt16 = 0
            for k in 0..<20 {
                let digit = values[Int(SudokuGeometry.peers[cell * 20 + k])]
                if digit != 0 { used |= Self.bit(Int(digit)) }
            }
            cands[cell] = Self.allDigits & ~used
        }
    }

    /// The position with the player's pencil marks, less anything the placed digits rule out.
    package init(grid: SudokuGrid, marks: [UInt16]) {
        self.init(grid: grid)
        for cell in 0..<81 { cands[cell] &= marks[cell] }
    }

    @inline(__always)
    package static func bit(_ digit: Int) -> UInt16 { 1 << UInt16(digit - 1) }

    @inline(__always)
    package static func cell(_ house: Int, _ k: Int) -> Int { Int(SudokuGeometry.houseCells[house * 9 + k]) }

    /// Digits 1...9 in a mask, ascending.
    package static func digits(_ mask: UInt16) -> [Int] { (1...9).filter { mask & bit($0) != 0 } }

    package static func count(_ mask: UInt16) -> Int { mask.nonzeroBitCount }

    package var isSolved: Bool { !values.contains(0) }

    /// Places `digit` in `cell` and strikes it from the peers' candidates.
    package mutating func place(_ cell: Int, _ digit: Int) {
        values[cell] = UInt8(digit)
        cands[cell] = 0
        let strike = ~Self.bit(digit)
        for k in 0..<20 {
            let peer = Int(SudokuGeometry.peers[cell * 20 + k])
            cands[peer] &= strike
        }
    }

    package mutating func apply(_ step: SudokuStep) {
        if let placement = step.placement { place(placement.cell, placement.digit) }
        for elimination in step.eliminations {
            cands[elimination.cell] &= ~Self.bit(elimination.digit)
        }
    }

    /// The simplest step available among the techniques up to `level`, or nil when stuck.
    package func nextStep(upTo level: SudokuDifficulty = .extreme) -> SudokuStep? {
        for technique in SudokuTechnique.allCases where technique.level <= level && !technique.variantOnly {
            if let step = find(technique) { return step }
        }
        return nil
    }

    package func find(_ technique: SudokuTechnique) -> SudokuStep? {
        switch technique {
        case .fullHouse: return findFullHouse()
        case .hiddenSingleInBox: return findHiddenSingle(in: 18..<27, as: .hiddenSingleInBox)
        case .hiddenSingleInLine: return findHiddenSingle(in: 0..<18, as: .hiddenSingleInLine)
        case .nakedSingle: return findNakedSingle()
        case .pointing: return findPointing()
        case .claiming: return findClaiming()
        case .nakedPair: return findNakedSubset(size: 2, as: .nakedPair)
        case .hiddenPair: return findHiddenSubset(size: 2, as: .hiddenPair)
        case .nakedTriple: return findNakedSubset(size: 3, as: .nakedTriple)
        case .hiddenTriple: return findHiddenSubset(size: 3, as: .hiddenTriple)
        case .xWing: return findFish(size: 2, as: .xWing)
        case .swordfish: return findFish(size: 3, as: .swordfish)
        case .xyWing: return findXYWing()
        case .xyzWing: return findXYZWing()
        case .turbotFish: return findXChain(links: 3...3, as: .turbotFish)
        case .nakedQuad: return findNakedSubset(size: 4, as: .nakedQuad)
        case .jellyfish: return findFish(size: 4, as: .jellyfish)
        case .hiddenQuad: return findHiddenSubset(size: 4, as: .hiddenQuad)
        case .xChain: return findXChain(links: 5...Self.maxChainLinks, as: .xChain)
        case .xyChain: return findXYChain()
        case .forcingChain: return findForcingChain()
        case .hiddenSingleInDiagonal, .cageSum, .cageCombination, .ruleOf45, .ruleOf45Houses: return nil
        }
    }

    /// The candidates of `digits` in `cells`, ascending by cell then digit: what a pattern strikes.
    package func eliminations(of digits: UInt16, in cells: [Int]) -> [SudokuCandidate] {
        var result: [SudokuCandidate] = []
        for cell in cells.sorted() {
            let hit = cands[cell] & digits
            for digit in Self.digits(hit) { result.append(SudokuCandidate(cell: cell, digit: digit)) }
        }
        return result
    }

    /// Calls `body` with each `size`-subset of `masks` (indices ascending) whose union has exactly
    /// `size` bits, stopping at the first non-nil answer. Subsets, fish and wings all need this.
    /// The subsets are walked in the order of a depth-first search that drops a branch once its
    /// union has more than `size` bits, with an explicit stack: written as a nested recursive
    /// function capturing the chosen indices, every step retained and released its captures
    /// (the grader asks every house at every step; a tenth of generating extreme puzzles).
    package static func firstCombination(
        of masks: [UInt16], size: Int, _ body: ([Int], UInt16) -> SudokuStep?
    ) -> SudokuStep? {
        let count = masks.count
        guard count >= size else { return nil }
        guard size > 0 else { return body([], 0) }
        var chosen = [Int](repeating: 0, count: size)
        // unions[d]: the union of the first d chosen masks; next[d]: the index depth d tries next
        // (on the stack: the grader makes this call hundreds of times a puzzle).
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * size + 1) { stack in
            let unions = stack.baseAddress!
            let next = unions + size + 1
            unions[0] = 0
            next[0] = 0
            var depth = 0
            while true {
                if depth == size {
                    let union = UInt16(truncatingIfNeeded: unions[size])
                    if union.nonzeroBitCount == size, let step = body(chosen, union) { return step }
                    depth -= 1
                    next[depth] = chosen[depth] + 1
                    continue
                }
                let last = count - (size - depth)
                var index = next[depth]
                while index <= last {
                    let union = unions[depth] | Int(masks[index])
                    if union.nonzeroBitCount <= size { break }
                    index += 1
                }
                if index <= last {
                    chosen[depth] = index
                    unions[depth + 1] = unions[depth] | Int(masks[index])
                    depth += 1
                    if depth < size { next[depth] = index + 1 }
                    continue
                }
                if depth == 0 { return nil }
                depth -= 1
                next[depth] = chosen[depth] + 1
            }
        }
    }
}
