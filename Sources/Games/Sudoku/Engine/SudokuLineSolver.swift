import GameCore

/// `tessera sudoku solve` on bytes: answers lines of input straight from the read buffer into
/// an output buffer with one solver reused for every puzzle, so a line costs its solve and
/// little else (no `String` per line or per character, no arrays, no fresh solver).
///
/// A line in the common form (81 ASCII characters `1`–`9`, `.` or `0`, with ASCII whitespace
/// around) is parsed here; any other line goes through `SudokuCommandLine.answer`, the path
/// that words the errors, so the answers and messages are exactly those of the line-by-line
/// path: refused lines (longer than `maximumLineLength` bytes, a NUL byte, not UTF-8) first,
/// then `line K: …` parse errors, `no solution`, `multiple solutions`. Not thread-safe: one per
/// thread (the command's `--jobs` gives each worker its own).
public final class SudokuLineSolver {
    /// The longest line answered; a longer one is that line's error (so memory stays bounded).
    public static let maximumLineLength = 4096

    public let mode: SudokuCommandLine.Mode
    private let bands: any SudokuBandsCounting
    /// The puzzle being answered (81 digits), then its answer as text (81 bytes and a newline).
    private let scratch: UnsafeMutablePointer<UInt8>

    public convenience init(mode: SudokuCommandLine.Mode) {
        self.init(mode: mode, variant: .fastest)
    }

    /// A solver on a chosen build of the bitboard solver (the tests run both).
    package init(mode: SudokuCommandLine.Mode, variant: SudokuBandsVariant) {
        self.mode = mode
        bands = variant.makeSolver()
        scratch = .allocate(capacity: 164)
        scratch.initialize(repeating: 0, count: 164)
    }

    deinit { scratch.deallocate() }

    /// Answers every line of `text` (lines end in a newline; the last may not), numbering them
    /// from `firstNumber`, and appends the answers, one line each, to `output`; blank lines are
    /// skipped. Returns whether any line failed.
    public func answer(_ text: UnsafeBufferPointer<UInt8>, firstNumber: Int, into output: inout [UInt8]) -> Bool {
        guard let base = text.baseAddress else { return false }
        var failed = false
        var number = firstNumber
        var start = 0
        let end = text.count
        while start < end {
            var stop = start
            while stop < end && base[stop] != 0x0A { stop &+= 1 }
            failed =
                answerLine(UnsafeBufferPointer(start: base + start, count: stop - start), number, &output) || failed
            number &+= 1
            start = stop &+ 1
        }
        return failed
    }

    /// The answers to `text` as the command prints them, and whether any line failed.
    public func answer(_ text: String, firstNumber: Int = 1) -> (output: String, failed: Bool) {
        var output: [UInt8] = []
        var bytes = Array(text.utf8)
        let failed = bytes.withUnsafeMutableBufferPointer {
            answer(UnsafeBufferPointer($0), firstNumber: firstNumber, into: &output)
        }
        bytes.removeAll()
        return (String(decoding: output, as: UTF8.self), failed)
    }

    /// One line (without its newline); true when it failed.
    private func answerLine(_ line: UnsafeBufferPointer<UInt8>, _ number: Int, _ output: inout [UInt8]) -> Bool {
        if line.count > Self.maximumLineLength {
            return append(error: "line \(number): line longer than \(Self.maximumLineLength) bytes", &output)
        }
        let base = line.baseAddress!
        var first = 0
        var last = line.count
        while first < last && Self.isSpace(base[first]) { first &+= 1 }
        while last > first && Self.isSpace(base[last &- 1]) { last &-= 1 }
        if first == last { return false }  // blank
        if mode != .grade && last &- first == 81 && parse(base + first) {
            return solveParsed(&output)
        }
        return answerSlowly(line, number, &output)
    }

    /// ASCII whitespace (tab, line feed, vertical tab, form feed, carriage return, space): the
    /// ASCII characters `Character.isWhitespace` trims.
    @inline(__always)
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// 81 characters into `scratch`; false on any character the fast path does not take.
    @inline(__always)
    private func parse(_ p: UnsafePointer<UInt8>) -> Bool {
        var bad: UInt8 = 0
        var i = 0
        while i < 81 {
            let byte = p[i]
            // '.' is 0x2E, '0'…'9' are 0x30…0x39.
            let digit = byte &- 0x30
            let isDot = byte == 0x2E
            bad |= (digit > 9 && !isDot) ? 1 : 0
            scratch[i] = isDot ? 0 : digit
            i &+= 1
        }
        return bad == 0
    }

    private func solveParsed(_ output: inout [UInt8]) -> Bool {
        let found = bands.count(UnsafePointer(scratch), limit: 2)
        switch mode {
        case .count:
            output.append(0x30 &+ UInt8(found))
            output.append(0x0A)
            return false
        default:
            if found == 1 {
                let text = scratch + 82
                let cells = bands.firstCells
                var i = 0
                while i < 81 {
                    text[i] = cells[i] &+ 0x30
                    i &+= 1
                }
                text[81] = 0x0A
                output.append(contentsOf: UnsafeBufferPointer(start: text, count: 82))
                return false
            }
            return append(error: found == 0 ? "no solution" : "multiple solutions", &output)
        }
    }

    /// Lines the fast path does not take, as the line-by-line command answered them.
    private func answerSlowly(_ line: UnsafeBufferPointer<UInt8>, _ number: Int, _ output: inout [UInt8]) -> Bool {
        var bytes = line[...]
        if bytes.last == 0x0D { bytes = bytes.dropLast() }
        if bytes.contains(0) { return append(error: "line \(number): binary input (a NUL byte)", &output) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return append(error: "line \(number): not UTF-8 text", &output)
        }
        guard let answer = SudokuCommandLine.answer(text, number: number, mode: mode) else { return false }
        output.append(contentsOf: answer.text.utf8)
        output.append(0x0A)
        return answer.failed
    }

    private func append(error message: String, _ output: inout [UInt8]) -> Bool {
        output.append(contentsOf: "error: \(message)\n".utf8)
        return true
    }
}
