#if canImport(Glibc)
    import Glibc
#endif

/// Output like a hardened Unix tool's. Descriptors 0, 1 and 2 that were closed at the start
/// stand on `/dev/null` (so no file the program opens later can take their place and receive
/// what is meant for standard output); every write is checked, and bytes go out in large writes.
/// A failed write (a full disk, `/dev/full`, a stream closed by whoever started the program) is
/// an `error:` line and exit 1 instead of a silent exit 0 or a trap; a reader that went away
/// ends the program by the conventional SIGPIPE.
public enum Output {
    /// Which of descriptors 0, 1 and 2 were closed when the program started. Written once by
    /// `prepareStandardStreams` before any other thread exists, read only afterwards.
    nonisolated(unsafe) private static var closedAtStart = [false, false, false]

    /// Set when a line meant for standard error was lost; the program then ends with exit 1
    /// instead of 0.
    nonisolated(unsafe) public private(set) static var standardErrorFailed = false

    /// The first thing both programs do, before anything else opens a file: opens every closed
    /// one of descriptors 0, 1 and 2 on `/dev/null`, as daemons and many core utilities do.
    /// Otherwise the next file opened (a font, a save, the settings) takes the lowest free
    /// descriptor, and a later write to standard output, or `-o /dev/stdout`, lands in it.
    /// Also ignores SIGPIPE, so a closed pipe is an `EPIPE` from the write that met it, which
    /// `failure(writing:descriptor:)` turns into the right ending for that stream.
    public static func prepareStandardStreams() {
        for fd in Int32(0)...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            closedAtStart[Int(fd)] = true
            // The lower descriptors are open by now, so `open` returns `fd` itself.
            let opened = open("/dev/null", O_RDWR)
            guard opened == fd else {
                // Without /dev/null (a bare chroot) the descriptor cannot be held safely: stop
                // before any file of the program's can land on it.
                let reason = String(cString: strerror(errno))
                if !closedAtStart[2] { writeStandardError("error: cannot open /dev/null: \(reason)\n") }
                _exit(1)
            }
        }
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes `text` and `terminator` to standard output at once, completely; the one way the
    /// programs print.
    public static func print(_ text: String, terminator: String = "\n") throws {
        var bytes = Array(text.utf8)
        bytes.append(contentsOf: terminator.utf8)
        try bytes.withUnsafeBytes { (buffer) throws in try write(buffer, to: STDOUT_FILENO, name: "standard output") }
    }

    /// Writes `error: message` as one line on standard error.
    public static func error(_ message: String) {
        writeStandardError("error: \(message)\n")
    }

    /// Writes `line` on standard error (a warning, a note); a lost line only marks the exit
    /// status, since there is nowhere left to say so.
    public static func writeStandardError(_ line: String) {
        guard !closedAtStart[2] else {
            standardErrorFailed = true
            return
        }
        let bytes = Array(line.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes {
                Glibc.write(STDERR_FILENO, $0.baseAddress! + offset, $0.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                standardErrorFailed = true
                return
            }
            offset += written
        }
    }

    /// Writes `bytes` to `fd` completely, retrying after interruptions. Standard output that
    /// was closed at the start fails as closed (`EBADF`) rather than vanishing into `/dev/null`.
    public static func write(_ bytes: UnsafeRawBufferPointer, to fd: Int32, name: String) throws {
        if bytes.isEmpty { return }
        if (0...2).contains(fd) && closedAtStart[Int(fd)] {
            errno = EBADF
            throw failure(writing: name, descriptor: fd)
        }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw failure(writing: name, descriptor: fd) }
            offset += written
        }
    }

    /// The failure for the last write error on `name` (descriptor `fd`).
    ///
    /// A broken pipe anywhere but standard error means the reader went away
    /// (`tessera sudoku solve < big.txt | head -1`): the program ends at once by SIGPIPE's
    /// default action, status 141, as `cat`, `yes` and the other core utilities do. That is a
    /// deliberate choice over a quiet exit 0, which would claim every answer was delivered to a
    /// caller that checks (`set -o pipefail`), and over exit 1 with a message, which would be
    /// noise for the ordinary `| head`: shells print nothing for a death by SIGPIPE. On standard
    /// error the same `EPIPE` is only a lost line (see `writeStandardError`).
    public static func failure(writing name: String, descriptor fd: Int32) -> CLIFailure {
        if errno == EPIPE && fd != STDERR_FILENO { endForBrokenPipe() }
        return CLIFailure("cannot write \(name): \(String(cString: strerror(errno)))", code: 1)
    }

    /// Ends the program by SIGPIPE with its default action (status 128 + 13 to the shell).
    private static func endForBrokenPipe() -> Never {
        signal(SIGPIPE, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGPIPE)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(SIGPIPE)
        _exit(128 + SIGPIPE)
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
        guard close(fd) == 0 else { throw failure(writing: path, descriptor: fd) }
    }

    /// Flushes anything a library buffered in C's standard output (Tessera itself writes through
    /// `print(_:terminator:)`, unbuffered); called once before the program exits.
    public static func finishStandardOutput() throws {
        guard fflush(nil) == 0 else { throw failure(writing: "standard output", descriptor: STDOUT_FILENO) }
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
