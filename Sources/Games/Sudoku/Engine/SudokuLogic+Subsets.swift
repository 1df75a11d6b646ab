import GameCore

/// Naked and hidden subsets (pairs, triples, quads) within one house.
extension SudokuLogic {
    /// n cells of a house whose candidates together are n digits: those digits leave the house's
    /// other cells.
    package func findNakedSubset(size: Int, as technique: SudokuTechnique) -> SudokuStep? {
        for house in 0..<27 {
            // Most houses have too few blanks or too few small cells: counted before any array is
            // made (the grader asks every house at every step).
            var blankCount = 0
            var memberCount = 0
            for k in 0..<9 {
                let cell = Self.cell(house, k)
                guard values[cell] == 0 else { continue }
                blankCount += 1
                if (2...size).contains(Self.count(cands[cell])) { memberCount += 1 }
            }
            guard blankCount > size, memberCount >= size else { continue }
            let blanks = (0..<9).map { Self.cell(house, $0) }.filter { values[$0] == 0 }
            let members = blanks.filter { (2...size).contains(Self.count(cands[$0])) }
            let step = Self.firstCombination(of: members.map { cands[$0] }, size: size) { chosen, union in
                // Most subsets strike nothing: asked before any array is made.
                guard
                    blanks.contains(where: { cell in
                        cands[cell] & union != 0 && !chosen.contains { members[$0] == cell }
                    })
                else { return nil }
                let cells = chosen.map { members[$0] }
                let struck = eliminations(of: union, in: blanks.filter { !cells.contains($0) })
                guard !struck.isEmpty else { return nil }
                return SudokuStep(
                    technique: technique, cells: cells, digits: Self.digits(union),
                    houses: [SudokuHouse(index: house)], eliminations: struck)
            }
            if let step { return step }
        }
        return nil
    }

    /// n digits of a house whose places together are n cells: those cells lose every other digit.
    package func findHiddenSubset(size: Int, as technique: SudokuTechnique) -> SudokuStep? {
        for house in 0..<27 {
            var placed: UInt16 = 0
            var blanks = 0
            for k in 0..<9 {
                let value = values[Self.cell(house, k)]
                if value == 0 { blanks += 1 } else { placed |= Self.bit(Int(value)) }
            }
            guard blanks > size else { continue }
            // Too few digits with 2...size places: counted before any array is made.
            var qualifying = 0
            for digit in 1...9 where placed & Self.bit(digit) == 0 {
                var places = 0
                for k in 0..<9 where cands[Self.cell(house, k)] & Self.bit(digit) != 0 { places += 1 }
                if (2...size).contains(places) { qualifying += 1 }
            }
            guard qualifying >= size else { continue }
            // Per open digit, a 9-bit mask of its places (by position k within the house).
            var digits: [Int] = []
            var masks: [UInt16] = []
            for digit in 1...9 where placed & Self.bit(digit) == 0 {
                var mask: UInt16 = 0
                for k in 0..<9 where cands[Self.cell(house, k)] & Self.bit(digit) != 0 { mask |= 1 << UInt16(k) }
                if (2...size).contains(Self.count(mask)) {
                    digits.append(digit)
                    masks.append(mask)
                }
            }
            let step = Self.firstCombination(of: masks, size: size) { chosen, union in
                var keep: UInt16 = 0
                for index in chosen { keep |= Self.bit(digits[index]) }
                // Most subsets strike nothing: asked before any array is made.
                var strikes = false
                for k in 0..<9 where union & (1 << UInt16(k)) != 0 && cands[Self.cell(house, k)] & ~keep != 0 {
                    strikes = true
                    break
                }
                guard strikes else { return nil }
                let cells = (0..<9).filter { union & (1 << UInt16($0)) != 0 }.map { Self.cell(house, $0) }
                let struck = eliminations(of: Self.allDigits & ~keep, in: cells)
                guard !struck.isEmpty else { return nil }
                return SudokuStep(
                    technique: technique, cells: cells, digits: Self.digits(keep),
                    houses: [SudokuHouse(index: house)], eliminations: struck)
            }
            if let step { return step }
        }
        return nil
    }
}
