import Foundation
import SudokuBench
import Testing

@testable import GameCore
@testable import SudokuEngine

/// The benchmark's puzzle sets: read from `benchmarks/data` when asked for (a missing folder is
/// one clear failure, and a set the repository does not carry says so), and every bundled
/// puzzle has exactly one solution (so "solved per second" always means proved unique).
@Suite struct SudokuBenchSetsTests {
    @Test func setsAreReadFromTheDataFolder() throws {
        let expert = try SudokuBenchSets.expert.lines(in: SudokuBenchSets.checkoutData)
        #expect(expert.first == "6.31.......8.....641..39...2.....18......7.....49..2..12.3.....3..7.6.....9.8..3.")
        #expect(try SudokuBenchSets.hard.lines(in: "/nonexistent") == SudokuHardPuzzles.lines)
        let error = #expect(throws: (any Error).self) { try SudokuBenchSets.expert.lines(in: "/nonexistent") }
        #expect("\(error!)".contains("cannot read the expert puzzle set at /nonexistent/qqwing-expert.txt"))
        let absent = #expect(throws: (any Error).self) { try SudokuBenchSets.top1465.lines(in: "/nonexistent") }
        #expect("\(absent!)".contains("the top1465 puzzle set is not bundled (its terms of use are unknown)"))
        #expect("\(absent!)".contains("/nonexistent/top1465.txt"))
    }

    /// The repository carries exactly the sets its data README accounts for, and not top1465.
    @Test func theRepositoryCarriesOnlyTheBundledSets() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: SudokuBenchSets.checkoutData)
            .filter { $0.hasSuffix(".txt") }
        // A developer's own copy of top1465 (ignored by git) may lie beside them.
        #expect(Set(files).subtracting(["top1465.txt"]) == Set(SudokuBenchSets.bundled.compactMap(\.fileName)))
        #expect(!SudokuBenchSets.bundled.contains(.top1465))
        let readme = try String(
            contentsOfFile: "\(SudokuBenchSets.checkoutData)/README.md", encoding: .utf8)
        for set in SudokuBenchSets.allCases {
            if let file = set.fileName { #expect(readme.contains(file), "\(file)") }
        }
    }

    @Test func setsHaveTheirSizesAndOneSolutionEach() {
        let sizes: [SudokuBenchSets: Int] = [.hard: 23, .expert: 1000, .easy: 1000]
        let search = SudokuBands()
        for set in SudokuBenchSets.bundled {
            let lines = set.lines
            #expect(lines.count == sizes[set])
            #expect(Set(lines).count == lines.count)
            for line in lines {
                #expect(search.count(sudokuGrid(line).cells, limit: 2) == 1, "\(set): \(line)")
            }
        }
    }

    @Test func benchMeasuresEveryBundledSet() {
        for set in SudokuBenchSets.bundled {
            #expect(SudokuBench.solveSet(set.lines, seconds: 0.001, samples: 1) > 0)
        }
    }
}
