import Testing

@testable import GameCore
@testable import SudokuEngine

/// The generator's bitboard grid drawer must make the per-cell engine's every choice, or a
/// seed's puzzle would change: the same grid and the random stream left in the same state.
@Suite struct SudokuRandomGridTests {
    /// Streams of grids from many seeds, one drawer reused throughout (its memo of the first
    /// guesses filled by earlier grids, as in a batch), each grid checked whole and valid.
    @Test func drawsWhatThePerCellEngineDraws() {
        let search = SudokuSearch()
        let grids = SudokuRandomGrid()
        var mismatches = 0
        for seed in 0..<300 {
            var reference = SeededGenerator(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 5)
            var drawn = reference
            for _ in 0..<4 {
                let expected = search.randomFullGrid(using: &reference)
                let grid = grids.draw(using: &drawn)
                if grid != expected || drawn != reference { mismatches += 1 }
                #expect(SudokuGrid(bytes: grid).isSolution(of: SudokuGrid()), "seed \(seed): \(grid)")
            }
        }
        #expect(mismatches == 0)
    }

    /// A fresh drawer (nothing remembered) and a well-used one give the same grids.
    @Test func aFreshDrawerAgreesWithAUsedOne() {
        let used = SudokuRandomGrid()
        var warmUp = SeededGenerator(seed: 99)
        for _ in 0..<50 { _ = used.draw(using: &warmUp) }
        for seed in 0..<40 {
            var a = SeededGenerator(seed: UInt64(seed))
            var b = a
            #expect(SudokuRandomGrid().draw(using: &a) == used.draw(using: &b))
            #expect(a == b)
        }
    }
}
