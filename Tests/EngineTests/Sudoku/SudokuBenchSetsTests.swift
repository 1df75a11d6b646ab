import Testing

@testable import GameCore
@testable import SudokuEngine

#if canImport(Glibc)
    import Glibc
#endif

/// The benchmark's puzzle sets: the embedded copies match `benchmarks/data`, and every puzzle
/// has exactly one solution (so "solved per second" always means proved unique).
@Suite struct SudokuBenchSetsTests {
    private static func file(_ name: String) -> String? {
        // Tests/EngineTests/Sudoku/<this file> → the repository root.
        var path = #filePath
        for _ in 0..<4 { path = String(path[..<path.lastIndex(of: "/")!]) }
        guard let handle = fopen("\(path)/benchmarks/data/\(name)", "r") else { return nil }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&chunk, 1, chunk.count, handle)
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func embeddedSetsMatchTheDataFiles() throws {
        for set in SudokuBenchSets.allCases {
            guard let name = set.fileName else { continue }
            let text = try #require(Self.file(name), "benchmarks/data/\(name) is missing")
            #expect(set.text == text, "\(name) differs from its embedded copy: run benchmarks/data/embed.sh")
        }
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
            #expect(SudokuBench.solveSet(set, seconds: 0.001, samples: 1) > 0)
        }
    }
}
