import GameCore

extension SudokuVariantLogic {
    /// `size` blank cells of a house holding only `size` digits between them: no other cell of
    /// the house can have those digits.
    func findNakedSubset(size: Int, as technique: SudokuTechnique) -> SudokuVariantStep? {
        for (house, cells) in shape.houseCells.enumerated() {
            let blanks = cells.filter { values[$0] == 0 && cands[$0].nonzeroBitCount <= size }
            let open = cells.filter { values[$0] == 0 }
            guard open.count > size, blanks.count >= size else { continue }
            for subset in Self.subsets(of: blanks.count, size: size) {
                let chosen = subset.map { blanks[$0] }
                let union = chosen.reduce(UInt16(0)) { $0 | cands[$1] }
                guard union.nonzeroBitCount == size else { continue }
                let struck = eliminations(of: union, in: open.filter { !chosen.contains($0) })
                guard !struck.isEmpty else { continue }
                return step(technique, cells: chosen, digits: Self.digits(union), houses: [house], eliminations: struck)
            }
        }
        return nil
    }

    /// `size` digits that fit only in the same `size` cells of a house: those cells hold
    /// nothing else.
    func findHiddenSubset(size: Int, as technique: SudokuTechnique) -> SudokuVariantStep? {
        for (house, cells) in shape.houseCells.enumerated() {
            let open = cells.filter { values[$0] == 0 }
            guard open.count > size else { continue }
            var missing: UInt16 = 0
            for cell in open { missing |= cands[cell] }
            let digits = Self.digits(missing)
            guard digits.count >= size else { continue }
            for subset in Self.subsets(of: digits.count, size: size) {
                let mask = subset.reduce(UInt16(0)) { $0 | Self.bit(digits[$1]) }
                let places = open.filter { cands[$0] & mask != 0 }
                guard places.count == size else { continue }
                let struck = eliminations(of: ~mask, in: places)
                guard !struck.isEmpty else { continue }
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
