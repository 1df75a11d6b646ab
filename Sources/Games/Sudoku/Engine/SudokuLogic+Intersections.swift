import GameCore

/// Box/line interactions: where a digit's places in one house all lie in another house too,
/// the second house loses that digit everywhere else.
extension SudokuLogic {
    /// A 9-bit mask of the positions (0...8 within `house`) that still have the candidate `bit`.
    @inline(__always)
    package func positions(of bit: UInt16, in house: Int) -> UInt16 {
        var mask: UInt16 = 0
        var k = 0
        while k < 9 {
            if cands[Self.cell(house, k)] & bit != 0 { mask |= 1 << UInt16(k) }
            k += 1
        }
        return mask
    }

    /// The cells of `house` at the positions in `mask`, ascending.
    package func cells(in house: Int, at mask: UInt16) -> [Int] {
        (0..<9).filter { mask & (1 << UInt16($0)) != 0 }.map { Self.cell(house, $0) }
    }

    /// The cells of a house with `digit` as a candidate.
    package func places(of digit: Int, in house: Int) -> [Int] {
        cells(in: house, at: positions(of: Self.bit(digit), in: house))
    }

    /// Pointing: a digit confined to one row or column within a box leaves the rest of that line.
    package func findPointing() -> SudokuStep? {
        for box in 18..<27 {
            for digit in 1...9 {
                let mask = positions(of: Self.bit(digit), in: box)
                guard Self.count(mask) >= 2 else { continue }
                // Position k of a box is its row k / 3 and column k % 3.
                let first = mask.trailingZeroBitCount
                let cell = Self.cell(box, first)
                var lines: [Int] = []
                if mask & ~(0b111 << UInt16(first / 3 * 3)) == 0 { lines.append(SudokuGeometry.row(cell)) }
                if mask & ~(0b001_001_001 << UInt16(first % 3)) == 0 { lines.append(9 + SudokuGeometry.column(cell)) }
                for line in lines {
                    let others = positions(of: Self.bit(digit), in: line)
                    var struck: [SudokuCandidate] = []
                    for k in 0..<9 where others & (1 << UInt16(k)) != 0 {
                        let target = Self.cell(line, k)
                        if 18 + SudokuGeometry.box(target) != box {
                            struck.append(SudokuCandidate(cell: target, digit: digit))
                        }
                    }
                    if !struck.isEmpty {
                        return SudokuStep(
                            technique: .pointing, cells: cells(in: box, at: mask), digits: [digit],
                            houses: [SudokuHouse(index: box), SudokuHouse(index: line)], eliminations: struck)
                    }
                }
            }
        }
        return nil
    }

    /// Claiming: a digit confined to one box within a row or column leaves the rest of that box.
    package func findClaiming() -> SudokuStep? {
        for line in 0..<18 {
            for digit in 1...9 {
                let mask = positions(of: Self.bit(digit), in: line)
                guard Self.count(mask) >= 2 else { continue }
                // Positions 0–2, 3–5 and 6–8 of a line each lie in one box.
                let segment: UInt16 = 0b111 << UInt16(mask.trailingZeroBitCount / 3 * 3)
                guard mask & ~segment == 0 else { continue }
                let box = 18 + SudokuGeometry.box(Self.cell(line, mask.trailingZeroBitCount))
                let inBox = positions(of: Self.bit(digit), in: box)
                var struck: [SudokuCandidate] = []
                for k in 0..<9 where inBox & (1 << UInt16(k)) != 0 {
                    let target = Self.cell(box, k)
                    let onLine =
                        line < 9
                        ? SudokuGeometry.row(target) == line : 9 + SudokuGeometry.column(target) == line
                    if !onLine { struck.append(SudokuCandidate(cell: target, digit: digit)) }
                }
                if !struck.isEmpty {
                    struck.sort { $0.cell < $1.cell }
                    return SudokuStep(
                        technique: .claiming, cells: cells(in: line, at: mask), digits: [digit],
                        houses: [SudokuHouse(index: line), SudokuHouse(index: box)], eliminations: struck)
                }
            }
        }
        return nil
    }
}
