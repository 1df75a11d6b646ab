import GameCore

/// Wings: a pivot cell and two pincer cells it sees, arranged so that whichever digit the pivot
/// takes, one pincer holds the shared digit z; cells seeing every pincer (and, for XYZ, the
/// pivot) lose z.
extension SudokuLogic {
    /// Pivot {x,y}, pincers {x,z} and {y,z}: z leaves cells seeing both pincers.
    package func findXYWing() -> SudokuStep? {
        for pivot in 0..<81 where Self.count(cands[pivot]) == 2 {
            let pivotMask = cands[pivot]
            let wings = peerCells(of: pivot).filter {
                Self.count(cands[$0]) == 2 && Self.count(cands[$0] & pivotMask) == 1
            }
            for first in wings {
                for second in wings where second > first {
                    let shared = cands[first] & cands[second]
                    guard Self.count(shared) == 1, shared & pivotMask == 0,
                        (cands[first] | cands[second]) & pivotMask == pivotMask
                    else { continue }
                    let digit = shared.trailingZeroBitCount + 1
                    let targets = SudokuCellSet.peers[first] & SudokuCellSet.peers[second] & cells(with: digit)
                    let struck = eliminations(of: digit, in: targets)
                    if !struck.isEmpty {
                        return SudokuStep(
                            technique: .xyWing, cells: [pivot, first, second],
                            digits: Self.digits(pivotMask | shared), houses: [], eliminations: struck,
                            links: wingLinks(pivot, first, second, shared: shared))
                    }
                }
            }
        }
        return nil
    }

    /// Pivot {x,y,z}, pincers {x,z} and {y,z}: z leaves cells seeing the pivot and both pincers.
    package func findXYZWing() -> SudokuStep? {
        for pivot in 0..<81 where Self.count(cands[pivot]) == 3 {
            let pivotMask = cands[pivot]
            let wings = peerCells(of: pivot).filter {
                Self.count(cands[$0]) == 2 && cands[$0] & ~pivotMask == 0
            }
            for first in wings {
                for second in wings where second > first {
                    let shared = cands[first] & cands[second]
                    guard Self.count(shared) == 1, (cands[first] | cands[second]) == pivotMask else { continue }
                    let digit = shared.trailingZeroBitCount + 1
                    let targets =
                        SudokuCellSet.peers[pivot] & SudokuCellSet.peers[first]
                        & SudokuCellSet.peers[second] & cells(with: digit)
                    let struck = eliminations(of: digit, in: targets)
                    if !struck.isEmpty {
                        return SudokuStep(
                            technique: .xyzWing, cells: [pivot, first, second], digits: Self.digits(pivotMask),
                            houses: [], eliminations: struck, links: wingLinks(pivot, first, second, shared: shared))
                    }
                }
            }
        }
        return nil
    }

    /// A wing's pivot linked to each pincer it sees, on the digit the two share other than the
    /// pincers' common digit (`shared`, a mask): whichever it is, the pivot hands it on.
    func wingLinks(_ pivot: Int, _ first: Int, _ second: Int, shared: UInt16) -> [SudokuLink] {
        [first, second].map { pincer in
            let common = cands[pivot] & cands[pincer] & ~shared
            let digit = common == 0 ? nil : common.trailingZeroBitCount + 1
            return SudokuLink(from: pivot, to: pincer, strong: false, digit: digit)
        }
    }

    /// The 20 cells sharing a house with `cell`.
    package func peerCells(of cell: Int) -> [Int] {
        (0..<20).map { Int(SudokuGeometry.peers[cell * 20 + $0]) }
    }
}
