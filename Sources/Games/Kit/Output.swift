#if canImport(Glibc)
    import Glibc
#endif

/// Output like a Unix tool's: bytes go out in large writes, and a failed write (a full disk,
/// `/dev/full`) is an `error:` line and exit 1 instead of a silent exit 0. A closed pipe
/// (`| head`) ends the program quietly.
public enum Output {
    /// Writes `bytes` to `fd` completely, retrying after interruptions.
    public static func write(_ bytes: UnsafeRawBufferPointer, to fd: Int32, name: String) throws {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw failure(writing: name) }
            offset += written
        }
    }

    /// The failure for the last write error on `name`; a broken pipe exits quietly at once.
    public static func failure(writing name: String) -> CLIFailure {
        if errno == EPIPE { exit(0) }
        return CLIFailure("cannot write \(name): \(String(cString: strerror(errno)))", code: 1)
    }

    /// Writes a whole file (`-o` of `screenshot` and `icon`), checking every write and the close.
    public static func writeFile(_ bytes: [UInt8], to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw CLIFailure("cannot write \(path): \(String(cString: strerror(errno)))", code: 1) }
        do {
            try bytes.withUnsafeBytes { (buffer) throws in try write(buffer, to: fd, name: path) }
        } catch {
            close(fd)
            throw error
        }
        guard close(fd) == 0 else { throw failure(writing: path) }
    }

    /// Flushes what `print` buffered on standard output; called once before the program exits.
    public static func finishStandardOutput() throws {
        // fflush(NULL) flushes every output stream, standard output the only one written with print.
        guard fflush(nil) == 0 else { throw failure(writing: "standard output") }
    }
}

/// Standard output collected into one buffer and written in large blocks, so a solver fed a
/// million lines answers as it reads without a system call per line.
public struct StandardOutputBuffer {
    private var bytes: [UInt8] = []
    private let limit: Int

    public init(limit: Int = 1 << 16) {
        self.limit = limit
        bytes.reserveCapacity(limit + 256)
    }

    public mutating func append(_ line: String) throws {
        bytes.append(contentsOf: line.utf8)
        bytes.append(0x0A)
        if bytes.count >= limit { try flush() }
    }

    public mutating func flush() throws {
        guard !bytes.isEmpty else { return }
        try bytes.withUnsafeBytes { (buffer) throws in
            try Output.write(buffer, to: STDOUT_FILENO, name: "standard output")
        }
        bytes.removeAll(keepingCapacity: true)
    }
}

/// Lines of standard input read in blocks, at most `maximumLength` bytes each: a longer line is
/// reported as such (and skipped to its end) instead of being buffered whole, so memory stays
/// bounded whatever arrives (an endless stream, `/dev/zero`).
public struct LineReader {
    public enum Line {
        case text(String)
        /// Longer than the limit, or holding bytes that are not text (NUL, invalid UTF-8).
        case refused(String)
    }

    private let fd: Int32
    private let maximumLength: Int
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var start = 0
    private var end = 0
    private var finished = false
    private var line: [UInt8] = []
    private var tooLong = false

    public init(fd: Int32 = STDIN_FILENO, maximumLength: Int = 4096) {
        self.fd = fd
        self.maximumLength = maximumLength
        line.reserveCapacity(maximumLength)
    }

    /// True when every byte read so far has been handed out: the next line needs a `read`, which
    /// may wait for the writer. Answers given so far should be flushed first.
    public var isDrained: Bool { start == end }

    /// The next line, nil at the end of the input.
    public mutating func next() throws -> Line? {
        while true {
            if start == end {
                if finished { return takeLine(atEnd: true) }
                let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    throw CLIFailure("cannot read standard input: \(String(cString: strerror(errno)))", code: 1)
                }
                if count == 0 {
                    finished = true
                    continue
                }
                start = 0
                end = count
            }
            while start < end {
                let byte = buffer[start]
                start += 1
                if byte == 0x0A { return takeLine(atEnd: false) }
                if line.count < maximumLength {
                    line.append(byte)
                } else {
                    tooLong = true
                }
            }
        }
    }

    private mutating func takeLine(atEnd: Bool) -> Line? {
        defer {
            line.removeAll(keepingCapacity: true)
            tooLong = false
        }
        if atEnd && line.isEmpty && !tooLong { return nil }
        if tooLong { return .refused("line longer than \(maximumLength) bytes") }
        if line.last == 0x0D { line.removeLast() }
        if line.contains(0) { return .refused("binary input (a NUL byte)") }
        guard let text = String(validating: line, as: UTF8.self) else { return .refused("not UTF-8 text") }
        return .text(text)
    }
}
