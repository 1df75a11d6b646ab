import GameCore
import SudokuEngine

extension SudokuVariantLogic {
    /// A house with one blank cell left: it takes the missing digit.
    func findFullHouse() -> SudokuVariantStep? {
        let quiet = quietBit(.fullHouse)
        for (house, cells) in shape.houseCells.enumerated() where !isQuiet(house: house, quiet) {
            var blank = -1
            var blanks = 0
            var placed: UInt16 = 0
            for cell in cells {
                if values[cell] == 0 {
                    blank = cell
                    blanks += 1
                } else {
                    placed |= Self.bit(Int(values[cell]))
                }
            }
            guard blanks == 1 else { continue }
            let missing = UInt16((1 << shape.size) - 1) & ~placed
            guard missing.nonzeroBitCount == 1 else { continue }
            let digit = missing.trailingZeroBitCount + 1
            guard cands[blank] & Self.bit(digit) != 0 else { continue }
            return step(
                .fullHouse, cells: [blank], digits: [digit], houses: [house],
                placement: SudokuCandidate(cell: blank, digit: digit))
        }
        return nil
    }

    /// A digit with one place left in a house of the kinds `accepts` takes (boxes and regions,
    /// rows and columns, or diagonals), named as `technique`.
    func findHiddenSingle(
        _ technique: SudokuTechnique, accepts: (SudokuVariantHouse.Kind) -> Bool
    ) -> SudokuVariantStep? {
        let quiet = quietBit(technique)
        for (house, cells) in shape.houseCells.enumerated()
        where !isQuiet(house: house, quiet) && accepts(shape.houses[house].kind) {
            var once: UInt16 = 0
            var twice: UInt16 = 0
            for cell in cells where values[cell] == 0 {
                twice |= once & cands[cell]
                once |= cands[cell]
            }
            let single = once & ~twice
            guard single != 0 else { continue }
            let digit = single.trailingZeroBitCount + 1
            let cell = cells.first { values[$0] == 0 && cands[$0] & Self.bit(digit) != 0 }!
            return step(
                technique, cells: [cell], digits: [digit], houses: [house],
                placement: SudokuCandidate(cell: cell, digit: digit))
        }
        return nil
    }

    /// A blank cell with one candidate left.
    func findNakedSingle() -> SudokuVariantStep? {
        for cell in 0..<shape.cellCount where values[cell] == 0 && cands[cell].nonzeroBitCount == 1 {
            let digit = cands[cell].trailingZeroBitCount + 1
            return step(
                .nakedSingle, cells: [cell], digits: [digit], houses: [],
                placement: SudokuCandidate(cell: cell, digit: digit))
        }
        return nil
    }

    /// Pointing and claiming generalised to any two houses A and B that share cells: when a
    /// digit's places in A all lie in B, B's other cells cannot have it. Pointing when A is a box
    /// or region; claiming when A is a line or a diagonal.
    func findIntersection(pointing: Bool) -> SudokuVariantStep? {
        for (a, b, shared) in shape.intersections {
            let kind = shape.houses[a].kind
            guard (kind == .box || kind == .region) == pointing else { continue }
            var inShared: UInt16 = 0
            for cell in shared where values[cell] == 0 { inShared |= cands[cell] }
            var outside: UInt16 = 0
            for cell in shape.houseCells[a] where values[cell] == 0 && !shared.contains(cell) {
                outside |= cands[cell]
            }
            var confined = inShared & ~outside
            while confined != 0 {
                let digit = confined.trailingZeroBitCount + 1
                confined &= confined - 1
                let rest = shape.houseCells[b].filter { values[$0] == 0 && !shared.contains($0) }
                let struck = eliminations(of: Self.bit(digit), in: rest)
                guard !struck.isEmpty else { continue }
                let cells = shared.filter { values[$0] == 0 && cands[$0] & Self.bit(digit) != 0 }
                return step(
                    pointing ? .pointing : .claiming, cells: cells, digits: [digit], houses: [a, b],
                    eliminations: struck)
            }
        }
        return nil
    }
}

extension SudokuVariantLogic {
    /// Places naked and hidden singles (in every house) until none is left; true when that
    /// fills the grid. The generator's quick test while it digs: singles are the stepper's first
    /// techniques at every level from easy up, and placing one never hides another, so a grid
    /// they fill is one the stepper solves at easy or above, without building its steps.
    package mutating func solvesBySingles() -> Bool {
        var progress = true
        while progress {
            progress = false
            for cell in 0..<shape.cellCount where values[cell] == 0 {
                let mask = cands[cell]
                if mask == 0 { return false }
                if mask & (mask &- 1) == 0 {
                    place(cell, mask.trailingZeroBitCount &+ 1)
                    progress = true
                }
            }
            for cells in shape.houseCells {
                var once: UInt16 = 0
                var twice: UInt16 = 0
                for cell in cells where values[cell] == 0 {
                    twice |= once & cands[cell]
                    once |= cands[cell]
                }
                var single = once & ~twice
                while single != 0 {
                    let bit = single & (0 &- single)
                    single &= single &- 1
                    for cell in cells where values[cell] == 0 && cands[cell] & bit != 0 {
                        place(cell, bit.trailingZeroBitCount &+ 1)
                        progress = true
                        break
                    }
                }
            }
        }
        return isSolved
    }
}
