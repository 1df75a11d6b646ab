import GameCore

/// A set of cells as an 81-bit mask, so that "cells seeing both ends of a chain" or "places
/// of a digit not yet visited" are a couple of AND instructions rather than loops.
package struct SudokuCellSet: Equatable {
    /// Cells 0..<64.
    package var low: UInt64
    /// Cells 64..<81.
    package var high: UInt64

    package static let empty = SudokuCellSet(low: 0, high: 0)

    package init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    package init(_ cells: [Int]) {
        self = .empty
        for cell in cells { insert(cell) }
    }

    /// The 20 peers of every cell.
    package static let peers: [SudokuCellSet] = (0..<81).map { cell in
        SudokuCellSet((0..<20).map { Int(SudokuGeometry.peers[cell * 20 + $0]) })
    }

    @inline(__always)
    package func contains(_ cell: Int) -> Bool {
        cell < 64 ? low & (1 << UInt64(cell)) != 0 : high & (1 << UInt64(cell - 64)) != 0
    }

    @inline(__always)
    package mutating func insert(_ cell: Int) {
        if cell < 64 { low |= 1 << UInt64(cell) } else { high |= 1 << UInt64(cell - 64) }
    }

    @inline(__always)
    package mutating func remove(_ cell: Int) {
        if cell < 64 { low &= ~(1 << UInt64(cell)) } else { high &= ~(1 << UInt64(cell - 64)) }
    }

    package var isEmpty: Bool { low == 0 && high == 0 }

    package var count: Int { low.nonzeroBitCount + high.nonzeroBitCount }

    /// The lowest cell, removed from the set; nil when empty. Iterates without allocating.
    @inline(__always)
    package mutating func popFirst() -> Int? {
        if low != 0 {
            let cell = low.trailingZeroBitCount
            low &= low &- 1
            return cell
        }
        if high != 0 {
            let cell = high.trailingZeroBitCount + 64
            high &= high &- 1
            return cell
        }
        return nil
    }

    /// The cells, ascending.
    package var cells: [Int] {
        var rest = self
        var result: [Int] = []
        while let cell = rest.popFirst() { result.append(cell) }
        return result
    }

    @inline(__always)
    package static func & (a: Self, b: Self) -> Self { Self(low: a.low & b.low, high: a.high & b.high) }

    @inline(__always)
    package static func | (a: Self, b: Self) -> Self { Self(low: a.low | b.low, high: a.high | b.high) }

    /// The cells of `a` not in `b`.
    @inline(__always)
    package static func - (a: Self, b: Self) -> Self { Self(low: a.low & ~b.low, high: a.high & ~b.high) }
}

extension SudokuLogic {
    /// The blank cells that still have `digit` as a candidate.
    package func cells(with digit: Int) -> SudokuCellSet {
        let bit = Self.bit(digit)
        var set = SudokuCellSet.empty
        for cell in 0..<81 where cands[cell] & bit != 0 { set.insert(cell) }
        return set
    }

    /// The blank cells with exactly two candidates.
    package func bivalueCells() -> SudokuCellSet {
        var set = SudokuCellSet.empty
        for cell in 0..<81 where Self.count(cands[cell]) == 2 { set.insert(cell) }
        return set
    }

    /// The candidates of `digit` among `cells`, as eliminations, ascending by cell.
    package func eliminations(of digit: Int, in cells: SudokuCellSet) -> [SudokuCandidate] {
        var rest = cells
        var result: [SudokuCandidate] = []
        let bit = Self.bit(digit)
        while let cell = rest.popFirst() {
            if cands[cell] & bit != 0 { result.append(SudokuCandidate(cell: cell, digit: digit)) }
        }
        return result
    }
}
