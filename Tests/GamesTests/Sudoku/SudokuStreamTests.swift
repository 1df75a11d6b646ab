import ArgumentParser
import Foundation
import SudokuBench
import Testing

@testable import GameCore
@testable import GameKit
@testable import SudokuEngine
@testable import SudokuFeature

/// `tessera sudoku solve|grade` over a byte stream: whatever the number of threads and however
/// the input falls into blocks, the answers are those of the line-by-line reader (`LineReader`
/// and `SudokuCommandLine.answer`, the command's path before the byte path), in input order.
@Suite struct SudokuStreamTests {
    /// Input exercising every path: bench puzzles (unique), puzzles with clues removed or
    /// changed, CR line ends, blank lines, an overlong line, a NUL, bytes that are not UTF-8,
    /// and no newline at the end.
    static let input: [UInt8] = {
        var random = SeededGenerator(seed: 3)
        var bytes: [UInt8] = []
        let puzzles = SudokuBenchSets.expert.lines + SudokuBenchSets.easy.lines
        for index in 0..<1500 {
            var line = Array(puzzles[Int(random.next() % UInt64(puzzles.count))].utf8)
            switch index % 97 {
            case 5: line[Int(random.next() % 81)] = UInt8(ascii: ".")
            case 17: line += [0x0D]
            case 29: line = []
            case 41: line = [UInt8](repeating: UInt8(ascii: "."), count: 5000)
            case 53: line[3] = 0
            case 65: line[7] = 0xFF
            case 77: line = Array("  oops".utf8)
            default: break
            }
            bytes += line + [0x0A]
        }
        bytes += Array(SudokuBenchSets.hard.lines[0].utf8)
        return bytes
    }()

    /// A file holding `bytes`, opened for reading.
    private static func inputFile(_ bytes: [UInt8]) throws -> FileHandle {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sudoku-stream-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try FileHandle(forReadingFrom: url)
    }

    /// What `stream` writes for `bytes`, and whether it reported a failed line (exit 1).
    private static func run(_ stream: SudokuStream, _ bytes: [UInt8]) throws -> (String, Bool) {
        let input = try inputFile(bytes)
        defer { try? input.close() }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sudoku-out-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: url) }
        let output = try FileHandle(forWritingTo: url)
        var failed = false
        do {
            try stream.run(input: input.fileDescriptor, output: output.fileDescriptor)
        } catch let code as ExitCode {
            #expect(code.rawValue == 1)
            failed = true
        }
        try output.close()
        return (String(decoding: try Data(contentsOf: url), as: UTF8.self), failed)
    }

    /// The reference: the line reader the command used before, line by line.
    private static func reference(_ bytes: [UInt8], mode: SudokuCommandLine.Mode) throws -> (String, Bool) {
        let input = try inputFile(bytes)
        defer { try? input.close() }
        var reader = LineReader(fd: input.fileDescriptor)
        var output = ""
        var failed = false
        var number = 0
        while let line = try reader.next() {
            number += 1
            switch line {
            case .text(let text):
                guard let answer = SudokuCommandLine.answer(text, number: number, mode: mode) else { continue }
                output += answer.text + "\n"
                failed = failed || answer.failed
            case .refused(let reason):
                output += "error: line \(number): \(reason)\n"
                failed = true
            }
        }
        return (output, failed)
    }

    @Test(arguments: [(1, 1 << 20), (2, 1 << 20), (3, 1 << 20), (2, 300), (1, 4000), (4, 9000)])
    func answersInInputOrderWhateverTheThreadsAndBlocks(jobs: Int, blockSize: Int) throws {
        let expected = try Self.reference(Self.input, mode: .solve)
        #expect(expected.1)
        #expect(expected.0.split(separator: "\n").count > 1400)
        let answer = try Self.run(SudokuStream(mode: .solve, jobs: jobs, blockSize: blockSize), Self.input)
        #expect(answer.0 == expected.0)
        #expect(answer.1 == expected.1)
    }

    @Test func countsWithThreads() throws {
        let bytes = Array(Self.input.prefix(40_000))
        let expected = try Self.reference(bytes, mode: .count)
        let answer = try Self.run(SudokuStream(mode: .count, jobs: 2), bytes)
        #expect(answer.0 == expected.0 && answer.1 == expected.1)
    }

    @Test func anEndlessOverlongLineIsOneErrorAndGoodInputExitsZero() throws {
        let overlong = try Self.run(SudokuStream(mode: .solve, jobs: 2), [UInt8](repeating: 0, count: 100_000))
        #expect(overlong.0 == "error: line 1: line longer than 4096 bytes\n" && overlong.1)
        let good = Array(SudokuBenchSets.hard.text.utf8)
        let answer = try Self.run(SudokuStream(mode: .solve, jobs: 2, blockSize: 500), good)
        #expect(!answer.1)
        #expect(answer.0.split(separator: "\n").count == SudokuBenchSets.hard.lines.count)
    }

    @Test func jobsAreCheckedAndDefaultToTheCores() throws {
        #expect(throws: (any Error).self) { try SudokuCommand.parseAsRoot(["solve", "--jobs", "0"]) }
        #expect(throws: (any Error).self) { try SudokuCommand.parseAsRoot(["solve", "--jobs", "x"]) }
        #expect(throws: (any Error).self) { try SudokuCommand.parseAsRoot(["grade", "--jobs", "257"]) }
        let parsed = try #require(try SudokuCommand.parseAsRoot(["solve", "--jobs", "3"]) as? SudokuCommand.Solve)
        #expect(parsed.jobs.resolved == 3)
        let defaulted = try #require(try SudokuCommand.parseAsRoot(["solve"]) as? SudokuCommand.Solve)
        #expect(defaulted.jobs.resolved == SudokuStream.availableCores && SudokuStream.availableCores >= 1)
    }
}
