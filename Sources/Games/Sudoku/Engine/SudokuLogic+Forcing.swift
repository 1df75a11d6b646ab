import GameCore

/// Forcing chains by contradiction: suppose a candidate, follow its consequences by singles and
/// box/line interactions only, and strike it if some cell or house is left without a digit. The last resort before
/// "beyond"; it is reasoning a player can follow, not a guess that might have to be undone.
extension SudokuLogic {
    /// Cells with fewer candidates are tried first (a bivalue cell's contradiction places its
    /// other digit); the propagation is the solver engine's, so trials are cheap.
    package func findForcingChain() -> SudokuStep? {
        let engine = SudokuSearch()
        for size in 2...9 {
            for cell in 0..<81 where values[cell] == 0 && Self.count(cands[cell]) == size {
                for digit in Self.digits(cands[cell])
                where engine.contradicts(values: values, cands: cands, cell: cell, digit: digit) {
                    return SudokuStep(
                        technique: .forcingChain, cells: [cell], digits: [digit], houses: [],
                        eliminations: [SudokuCandidate(cell: cell, digit: digit)])
                }
            }
        }
        return nil
    }
}
