import GameCore

/// Placements: full houses, hidden singles (a digit with one place in a house) and naked
/// singles (a cell with one candidate).
extension SudokuLogic {
    /// A house with one blank left takes its one missing digit.
    package func findFullHouse() -> SudokuStep? {
        for house in 0..<27 {
            var blank = -1
            var blanks = 0
            var seen: UInt16 = 0
            for k in 0..<9 {
                let cell = Self.cell(house, k)
                let value = values[cell]
                if value == 0 {
                    blanks += 1
                    blank = cell
                } else {
                    seen |= Self.bit(Int(value))
                }
            }
            let missing = Self.allDigits & ~seen
            guard blanks == 1, Self.count(missing) == 1, cands[blank] & missing != 0 else { continue }
            let digit = missing.trailingZeroBitCount + 1
            return SudokuStep(
                technique: .fullHouse, cells: [blank], digits: [digit], houses: [SudokuHouse(index: house)],
                placement: SudokuCandidate(cell: blank, digit: digit))
        }
        return nil
    }

    /// A digit with one candidate cell left in one of `houses` goes there.
    package func findHiddenSingle(in houses: Range<Int>, as technique: SudokuTechnique) -> SudokuStep? {
        for house in houses {
            var once: UInt16 = 0
            var twice: UInt16 = 0
            for k in 0..<9 {
                let c = cands[Self.cell(house, k)]
                twice |= once & c
                once |= c
            }
            let singles = once & ~twice
            guard singles != 0 else { continue }
            let bit = singles & (0 &- singles)
            let digit = bit.trailingZeroBitCount + 1
            for k in 0..<9 {
                let cell = Self.cell(house, k)
                if cands[cell] & bit != 0 {
                    return SudokuStep(
                        technique: technique, cells: [cell], digits: [digit], houses: [SudokuHouse(index: house)],
                        placement: SudokuCandidate(cell: cell, digit: digit))
                }
            }
        }
        return nil
    }

    /// A cell with one candidate left takes it.
    package func findNakedSingle() -> SudokuStep? {
        for cell in 0..<81 where values[cell] == 0 {
            let mask = cands[cell]
            if mask != 0 && mask & (mask - 1) == 0 {
                let digit = mask.trailingZeroBitCount + 1
                return SudokuStep(
                    technique: .nakedSingle, cells: [cell], digits: [digit], houses: [],
                    placement: SudokuCandidate(cell: cell, digit: digit))
            }
        }
        return nil
    }
}
