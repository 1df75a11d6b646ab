import ArgumentParser
import Dispatch
import GameKit
import SudokuEngine

#if canImport(Glibc)
    import Glibc
#endif

/// `tessera sudoku solve|grade` over standard input: reads blocks of bytes, answers every
/// complete line of a block (split over `jobs` threads, each with its own `SudokuLineSolver`,
/// the answers joined in input order) and writes them in one go before the next read, so
/// whoever waits on an answer gets it before the command can block on more input, and a fast
/// input is answered a block at a time. Memory stays bounded whatever arrives: a line longer
/// than `SudokuLineSolver.maximumLineLength` is skipped to its end and answered as an error.
/// Exits 1 when any line failed.
struct SudokuStream {
    /// Bytes read at most at once (a pipe gives at most its buffer, 64 KiB, a file all of it).
    let blockSize: Int
    /// Below this many lines a block is answered on the calling thread alone.
    static let linesPerJob = 64

    let mode: SudokuCommandLine.Mode
    let jobs: Int
    private let solvers: [SudokuLineSolver]

    init(mode: SudokuCommandLine.Mode, jobs: Int, blockSize: Int = 1 << 20) {
        self.mode = mode
        self.blockSize = max(1, blockSize)
        self.jobs = max(1, jobs)
        solvers = (0..<max(1, jobs)).map { _ in SudokuLineSolver(mode: mode) }
    }

    /// The processors online, at least 1.
    static var availableCores: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    func run(input fd: Int32 = STDIN_FILENO, output out: Int32 = STDOUT_FILENO) throws {
        let limit = SudokuLineSolver.maximumLineLength
        let capacity = blockSize + limit + 1
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        var filled = 0
        var number = 1
        var skipping = false
        var failed = false
        var output: [UInt8] = []
        output.reserveCapacity(blockSize + blockSize / 8)
        var atEnd = false
        while !atEnd {
            let count = read(fd, buffer + filled, capacity - filled)
            if count < 0 {
                if errno == EINTR { continue }
                throw CLIFailure("cannot read standard input: \(String(cString: strerror(errno)))", code: 1)
            }
            if count == 0 {
                atEnd = true
            } else if skipping {
                // Inside an overlong line: drop bytes up to its newline.
                let fresh = UnsafeBufferPointer(start: buffer + filled, count: count)
                guard let newline = fresh.firstIndex(of: 0x0A) else { continue }
                output.append(contentsOf: "error: line \(number): line longer than \(limit) bytes\n".utf8)
                failed = true
                number += 1
                skipping = false
                let rest = count - newline - 1
                (buffer + filled).update(from: buffer + filled + newline + 1, count: rest)
                filled += rest
            } else {
                filled += count
            }
            // Every complete line (all of them at the end of the input).
            var cut = filled
            if !atEnd {
                while cut > 0 && buffer[cut - 1] != 0x0A { cut -= 1 }
            }
            if cut > 0 {
                let (lines, lineFailed) = answer(
                    UnsafeBufferPointer(start: buffer, count: cut), from: number, into: &output)
                number += lines
                failed = failed || lineFailed
                buffer.update(from: buffer + cut, count: filled - cut)
                filled -= cut
            }
            if filled > limit {
                // The line in progress is already too long: answer it when its newline comes.
                skipping = true
                filled = 0
            }
            if atEnd && skipping {
                output.append(contentsOf: "error: line \(number): line longer than \(limit) bytes\n".utf8)
                failed = true
            }
            if !output.isEmpty {
                try output.withUnsafeBytes { try Output.write($0, to: out, name: "standard output") }
                output.removeAll(keepingCapacity: true)
            }
        }
        if failed { throw ExitCode(1) }
    }

    /// Answers the lines of `text` (the last may lack its newline) numbered from `first`, split
    /// over the workers in contiguous runs whose answers are appended in order; how many lines
    /// there were and whether any failed.
    func answer(_ text: UnsafeBufferPointer<UInt8>, from first: Int, into output: inout [UInt8]) -> (Int, Bool) {
        // Line starts of each worker's run: cut at the newline after each equal share of bytes.
        var starts = [0]
        var numbers = [first]
        let base = text.baseAddress!
        var lines = 0
        var position = 0
        for job in 1..<jobs {
            let target = text.count * job / jobs
            while position < target {
                if base[position] == 0x0A { lines += 1 }
                position += 1
            }
            while position < text.count && base[position - 1] != 0x0A {
                if base[position] == 0x0A { lines += 1 }
                position += 1
            }
            starts.append(position)
            numbers.append(first + lines)
        }
        while position < text.count {
            if base[position] == 0x0A { lines += 1 }
            position += 1
        }
        let total = lines + (text.count > 0 && base[text.count - 1] != 0x0A ? 1 : 0)
        starts.append(text.count)
        if jobs == 1 || total < Self.linesPerJob * 2 {
            let failed = solvers[0].answer(text, firstNumber: first, into: &output)
            return (total, failed)
        }
        let runs = starts.count - 1
        let results = UnsafeMutablePointer<(output: [UInt8], failed: Bool)>.allocate(capacity: runs)
        results.initialize(repeating: ([], false), count: runs)
        defer {
            results.deinitialize(count: runs)
            results.deallocate()
        }
        let work = SharedWork(solvers: solvers, base: base, starts: starts, numbers: numbers, results: results)
        DispatchQueue.concurrentPerform(iterations: runs) { work.run($0) }
        var failed = false
        for index in 0..<runs {
            output.append(contentsOf: results[index].output)
            failed = failed || results[index].failed
        }
        return (total, failed)
    }
}

/// What the workers of one block share: each reads its own run of the input and writes its own
/// result slot, so no two threads touch the same memory.
private struct SharedWork: @unchecked Sendable {
    let solvers: [SudokuLineSolver]
    let base: UnsafePointer<UInt8>
    let starts: [Int]
    let numbers: [Int]
    let results: UnsafeMutablePointer<(output: [UInt8], failed: Bool)>

    func run(_ index: Int) {
        let text = UnsafeBufferPointer(start: base + starts[index], count: starts[index + 1] - starts[index])
        var output: [UInt8] = []
        output.reserveCapacity(text.count + text.count / 8)
        let failed = solvers[index].answer(text, firstNumber: numbers[index], into: &output)
        results[index] = (output, failed)
    }
}
