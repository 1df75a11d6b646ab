import GameCore
import SudokuEngine

extension SudokuVariantLogic {
    /// `size` blank cells of a house holding only `size` digits between them: no other cell of
    /// the house can have those digits.
    func findNakedSubset(size: Int, as technique: SudokuTechnique) -> SudokuVariantStep? {
        let quiet = quietBit(technique)
        // The house's blank cells with at most `size` candidates, filled per house (the stepper
        // asks this of every house before most of its steps, so nothing is allocated per house).
        var blanks = [Int](repeating: 0, count: shape.size)
        for (house, cells) in shape.houseCells.enumerated() where !isQuiet(house: house, quiet) {
            var blankCount = 0
            var openCount = 0
            for cell in cells where values[cell] == 0 {
                openCount += 1
                if cands[cell].nonzeroBitCount <= size {
                    blanks[blankCount] = cell
                    blankCount += 1
                }
            }
            guard openCount > size, blankCount >= size else { continue }
            for subset in Self.subsets(of: blankCount, size: size) {
                var union: UInt16 = 0
                for k in subset { union |= cands[blanks[k]] }
                guard union.nonzeroBitCount == size else { continue }
                var strikes = false
                for cell in cells where values[cell] == 0 && cands[cell] & union != 0 {
                    if !subset.contains(where: { blanks[$0] == cell }) {
                        strikes = true
                        break
                    }
                }
                guard strikes else { continue }
                let chosen = subset.map { blanks[$0] }
                let struck = eliminations(of: union, in: cells.filter { values[$0] == 0 && !chosen.contains($0) })
                return step(technique, cells: chosen, digits: Self.digits(union), houses: [house], eliminations: struck)
            }
        }
        return nil
    }

    /// `size` digits that fit only in the same `size` cells of a house: those cells hold
    /// nothing else.
    func findHiddenSubset(size: Int, as technique: SudokuTechnique) -> SudokuVariantStep? {
        let quiet = quietBit(technique)
        // Per digit (bit d-1) the positions in the house (bit k for its k-th cell) where it is a
        // candidate, and the missing digits in ascending order: filled per house.
        var positions = [UInt16](repeating: 0, count: shape.size)
        var digitList = [Int](repeating: 0, count: shape.size)
        for (house, cells) in shape.houseCells.enumerated() where !isQuiet(house: house, quiet) {
            var openCount = 0
            var missing: UInt16 = 0
            for d in 0..<shape.size { positions[d] = 0 }
            for (k, cell) in cells.enumerated() where values[cell] == 0 {
                openCount += 1
                var rest = cands[cell]
                missing |= rest
                while rest != 0 {
                    positions[rest.trailingZeroBitCount] |= 1 &<< UInt16(k)
                    rest &= rest &- 1
                }
            }
            guard openCount > size else { continue }
            var digitCount = 0
            var rest = missing
            while rest != 0 {
                digitList[digitCount] = rest.trailingZeroBitCount + 1
                digitCount += 1
                rest &= rest &- 1
            }
            guard digitCount >= size else { continue }
            for subset in Self.subsets(of: digitCount, size: size) {
                var mask: UInt16 = 0
                var spread: UInt16 = 0
                for k in subset {
                    mask |= Self.bit(digitList[k])
                    spread |= positions[digitList[k] - 1]
                }
                guard spread.nonzeroBitCount == size else { continue }
                var strikes = false
                var spots = spread
                while spots != 0 {
                    if cands[cells[spots.trailingZeroBitCount]] & ~mask != 0 {
                        strikes = true
                        break
                    }
                    spots &= spots &- 1
                }
                guard strikes else { continue }
                let places = cells.indices.filter { spread & (1 &<< UInt16($0)) != 0 }.map { cells[$0] }
                let struck = eliminations(of: ~mask, in: places)
                return step(technique, cells: places, digits: Self.digits(mask), houses: [house], eliminations: struck)
            }
        }
        return nil
    }

    /// X-wing: a digit with its places in two rows (or columns) on the same two columns (rows):
    /// those columns (rows) cannot have it elsewhere.
    func findXWing() -> SudokuVariantStep? {
        let n = shape.size
        for digit in 1...n {
            let bit = Self.bit(digit)
            for rowsAreBase in [true, false] {
                func cell(_ line: Int, _ k: Int) -> Int { rowsAreBase ? line * n + k : k * n + line }
                var positions: [UInt16] = []
                for line in 0..<n {
                    var mask: UInt16 = 0
                    for k in 0..<n where cands[cell(line, k)] & bit != 0 { mask |= 1 << UInt16(k) }
                    positions.append(mask)
                }
                for first in 0..<n where positions[first].nonzeroBitCount == 2 {
                    for second in (first + 1)..<n where positions[second] == positions[first] {
                        let cover = Self.digits(positions[first]).map { $0 - 1 }
                        var targets: [Int] = []
                        for k in cover {
                            for line in 0..<n where line != first && line != second { targets.append(cell(line, k)) }
                        }
                        let struck = eliminations(of: bit, in: targets)
                        guard !struck.isEmpty else { continue }
                        let corners = [first, second].flatMap { line in cover.map { cell(line, $0) } }.sorted()
                        let base = [first, second].map { rowsAreBase ? $0 : n + $0 }
                        let covers = cover.map { rowsAreBase ? n + $0 : $0 }
                        return step(
                            .xWing, cells: corners, digits: [digit], houses: base + covers, eliminations: struck)
                    }
                }
            }
        }
        return nil
    }

    /// XY-wing: a pivot with two candidates {x, y} sees a pincer {x, z} and a pincer {y, z};
    /// whichever the pivot takes, one pincer is z, so cells seeing both pincers cannot be z.
    func findXYWing() -> SudokuVariantStep? {
        let pairs = (0..<shape.cellCount).filter { values[$0] == 0 && cands[$0].nonzeroBitCount == 2 }
        for pivot in pairs {
            let seen = pairs.filter { shape.sees(pivot, $0) }
            for first in seen {
                let shared = cands[pivot] & cands[first]
                guard shared.nonzeroBitCount == 1 else { continue }
                let z = cands[first] & ~shared
                for second in seen where second > first {
                    guard cands[second] == (cands[pivot] & ~shared) | z, cands[second] != cands[first] else { continue }
                    let targets = shape.peers[first].filter { $0 != pivot && shape.sees(second, $0) }
                    let struck = eliminations(of: z, in: targets)
                    guard !struck.isEmpty else { continue }
                    return step(
                        .xyWing, cells: [pivot, first, second], digits: Self.digits(cands[pivot] | z), houses: [],
                        eliminations: struck)
                }
            }
        }
        return nil
    }

    /// Every `size`-element subset of 0..<count, as index lists in ascending order, for counts
    /// up to 9 and sizes up to 4 (from a table built once).
    static func subsets(of count: Int, size: Int) -> [[Int]] { subsetTable[count * 5 + size] }

    private static let subsetTable: [[[Int]]] = (0..<50).map { makeSubsets(of: $0 / 5, size: $0 % 5) }

    private static func makeSubsets(of count: Int, size: Int) -> [[Int]] {
        var result: [[Int]] = []
        var current: [Int] = []
        func extend(from start: Int) {
            if current.count == size {
                result.append(current)
                return
            }
            guard start < count else { return }
            for next in start..<count where count - next >= size - current.count {
                current.append(next)
                extend(from: next + 1)
                current.removeLast()
            }
        }
        extend(from: 0)
        return result
    }
}
