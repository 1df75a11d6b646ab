import SudokuBench
import Testing

@testable import GameCore
@testable import SudokuEngine

#if canImport(SudokuEngineV3)
    @testable import SudokuEngineV3
#endif

/// The bitboard solver's own search, build by build (the baseline one and, where the processor
/// runs it, the x86-64-v3 one), against the reference backtracker (`SudokuReferenceSolver`,
/// which shares none of its code): the same number of solutions at several limits, the same
/// solution when there is one, a valid first solution when there are several. Then the splits
/// on a digit's two places in a house, taken at weak positions, which keep the hard set's
/// search small.
@Suite struct SudokuBandsSearchTests {
    /// Every build this processor runs, as counting engines.
    private static var builds: [any SudokuBandsCounting] {
        SudokuBandsVariant.allCases.filter(\.isAvailable).map { $0.makeSolver() }
    }

    /// Puzzles with none, one and many solutions: the hard set, every fourteenth puzzle of
    /// qqwing's expert set, random full grids thinned to 17…40 clues, and the hard puzzles with a clue taken
    /// away (often several solutions) or changed to a digit none of its peers holds (often
    /// none, found only by search).
    private static func puzzles() -> [SudokuGrid] {
        var puzzles = SudokuHardPuzzles.grids
        let expert = SudokuBenchSets.expert.lines
        puzzles += stride(from: 0, to: expert.count, by: 14).map { sudokuGrid(expert[$0]) }
        var random = SeededGenerator(seed: 1465)
        for round in 0..<48 {
            let solution = SudokuSolver.randomFullGrid(using: &random)
            var puzzle = solution
            var order = Array(0..<81)
            order.shuffle(using: &random)
            for cell in order.dropFirst(17 + round % 24) { puzzle[cell] = 0 }
            puzzles.append(puzzle)
        }
        for puzzle in SudokuHardPuzzles.grids {
            let clues = (0..<81).filter { puzzle[$0] != 0 }
            var fewer = puzzle
            fewer[clues[Int(random.next() % UInt64(clues.count))]] = 0
            puzzles.append(fewer)
            let cell = clues[Int(random.next() % UInt64(clues.count))]
            let peers = SudokuGeometry.peers[cell * 20..<cell * 20 + 20].map { puzzle[Int($0)] }
            if let digit = (1...9).first(where: { $0 != puzzle[cell] && !peers.contains($0) }) {
                var wrong = puzzle
                wrong[cell] = digit
                puzzles.append(wrong)
            }
        }
        return puzzles
    }

    @Test func everyBuildAgreesWithTheReference() {
        var outcomes = [0, 0, 0]
        let builds = Self.builds
        #expect(builds.count == (SudokuBandsVariant.v3.isAvailable ? 2 : 1))
        for puzzle in Self.puzzles() {
            let reference = SudokuReferenceSolver.count(puzzle, limit: 3)
            outcomes[min(reference.count, 2)] += 1
            for build in builds {
                for limit in [1, 2, 3] {
                    let found = puzzle.cells.withUnsafeBufferPointer { build.count($0.baseAddress!, limit: limit) }
                    #expect(found == min(reference.count, limit), "limit \(limit): \(puzzle.line)")
                    guard found > 0 else { continue }
                    let first = (0..<81).map { Int(build.firstCells[$0]) }
                    #expect(isValidSudokuSolution(SudokuGrid(cells: first), of: puzzle), "\(puzzle.line)")
                    if reference.count == 1 { #expect(first == reference.first, "\(puzzle.line)") }
                }
            }
        }
        // Every kind was exercised: no solution, one, several.
        #expect(outcomes.allSatisfy { $0 > 0 }, "\(outcomes)")
    }

    /// The hard set takes splits on a digit's two places, and its search stays small: 948
    /// branches to prove every puzzle unique with bivalue cells alone, 731 with those splits.
    /// Both builds make the same choices, puzzle for puzzle.
    @Test func weakPositionsSplitOnADigitsTwoPlaces() {
        let solver = SudokuEngine.SudokuBands()
        var branches = 0
        var houseSplits = 0
        for puzzle in SudokuHardPuzzles.grids {
            #expect(solver.count(puzzle.cells, limit: 2) == 1)
            branches += solver.guesses
            houseSplits += solver.houseSplits
            #expect(solver.houseSplits <= solver.guesses)
            #if canImport(SudokuEngineV3)
                let v3 = SudokuEngineV3.SudokuBands()
                #expect(v3.count(puzzle.cells, limit: 2) == 1)
                #expect(v3.guesses == solver.guesses && v3.houseSplits == solver.houseSplits, "\(puzzle.line)")
            #endif
        }
        #expect(houseSplits > 0)
        #expect(branches < 800, "\(branches) branches")
    }
}
