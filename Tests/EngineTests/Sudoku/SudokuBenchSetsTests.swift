import SudokuBench
import Testing

@testable import GameCore
@testable import SudokuEngine

/// The benchmark's puzzle sets: read from `benchmarks/data` when asked for (a missing folder is
/// one clear failure), and every puzzle has exactly one solution (so "solved per second" always
/// means proved unique).
@Suite struct SudokuBenchSetsTests {
    @Test func setsAreReadFromTheDataFolder() throws {
        let top = try SudokuBenchSets.top1465.lines(in: SudokuBenchSets.checkoutData)
        #expect(top.first == "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........")
        #expect(try SudokuBenchSets.hard.lines(in: "/nonexistent") == SudokuHardPuzzles.lines)
        let error = #expect(throws: (any Error).self) { try SudokuBenchSets.expert.lines(in: "/nonexistent") }
        #expect("\(error!)".contains("cannot read the expert puzzle set at /nonexistent/qqwing-expert.txt"))
    }

    @Test func setsHaveTheirSizesAndOneSolutionEach() {
        let sizes: [SudokuBenchSets: Int] = [.hard: 23, .top1465: 1465, .expert: 1000, .easy: 1000]
        let search = SudokuBands()
        for set in SudokuBenchSets.allCases {
            let lines = set.lines
            #expect(lines.count == sizes[set])
            #expect(Set(lines).count == lines.count)
            for line in lines {
                #expect(search.count(sudokuGrid(line).cells, limit: 2) == 1, "\(set): \(line)")
            }
        }
    }

    @Test func benchMeasuresEverySet() {
        for set in SudokuBenchSets.allCases {
            #expect(SudokuBench.solveSet(set.lines, seconds: 0.001, samples: 1) > 0)
        }
    }
}
