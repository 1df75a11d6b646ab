import FoundationEssentials
import GameCatalog
import GameCore
import GameKit
import Layout
import SDLBackend

#if canImport(Glibc)
    import Glibc
#endif

/// Files written so that a crash at any instant leaves either the old or the new contents:
/// write a temporary file in the same directory, flush it to disk, then rename it over.
package enum AtomicFile {
    /// Files larger than this are not read: no save is ever this big, and reading a huge file
    /// would stall the start-up.
    package static let maximumSize = 8 * 1024 * 1024

    /// Told of every `read(2)` that `read(_:)` makes, with the path and the bytes it returned:
    /// how a test proves that a huge file is refused from its size without a byte of it read.
    /// Set for one task only, so tests running in parallel do not see each other's reads.
    @TaskLocal package static var readObserver: (@Sendable (_ path: String, _ bytes: Int) -> Void)?

    package static func write(_ data: Data, to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        do {
            try createPrivateDirectory(directory)
        } catch {
            throw FileError.io("cannot create the folder \(directory.path)")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        // A new file only, never through a link: whatever was planted at the temporary name
        // (a symlink to another file, a leftover) is removed, not written through.
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
        var fd = open(temporary.path, flags, 0o600)
        if fd < 0 && errno == EEXIST {
            unlink(temporary.path)
            fd = open(temporary.path, flags, 0o600)
        }
        guard fd >= 0 else {
            throw FileError.io("cannot create \(temporary.path): \(String(cString: strerror(errno)))")
        }
        var failed = false
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if written <= 0 {
                    failed = true
                    return
                }
                offset += written
            }
        }
        let synced = fsync(fd) == 0
        close(fd)
        guard !failed, synced else {
            unlink(temporary.path)
            throw FileError.io("cannot write \(url.path): \(String(cString: strerror(errno)))")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw FileError.io("cannot replace \(url.path): \(reason)")
        }
        // The rename itself is only durable once the folder's entry is on disk.
        let folder = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// Creates `directory` (and its parents) readable by its owner only, as the XDG base
    /// directory spec asks of data and config folders.
    package static func createPrivateDirectory(_ directory: URL) throws {
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    /// The file's contents, nil when it does not exist.
    ///
    /// The checks look at what was opened, not at the name: a symlink to a huge file is refused
    /// from its target's size, a FIFO or device is refused without blocking, and at most
    /// `maximumSize + 1` bytes are ever read, so a file that grows while it is read cannot stall
    /// the start-up either.
    package static func read(_ url: URL) throws -> Data? {
        let fd = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw FileError.io("cannot read \(url.path): \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else {
            throw FileError.io("cannot read \(url.path): \(String(cString: strerror(errno)))")
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw FileError.notAFile(url.path) }
        guard Int(status.st_size) <= maximumSize else { throw FileError.tooLarge(Int(status.st_size)) }
        // Room for the file as it was, plus one byte to notice growth; grown once, up to the limit.
        var data = Data(count: Int(status.st_size) + 1)
        var total = 0
        while true {
            let count = data.withUnsafeMutableBytes { buffer in
                Glibc.read(fd, buffer.baseAddress! + total, buffer.count - total)
            }
            if count < 0 && errno == EINTR { continue }
            readObserver?(url.path, max(count, 0))
            guard count >= 0 else {
                throw FileError.io("cannot read \(url.path): \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            total += count
            if total == data.count {
                guard total <= maximumSize else { throw FileError.tooLarge(total) }
                data.count = maximumSize + 1
            }
        }
        data.count = total
        return data
    }

    /// Removes the temporary files that a process killed between writing and renaming left in
    /// `directory`; files of processes still running (another Tessera writing now) are kept.
    package static func removeStaleTemporaries(in directory: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            let parts = name.split(separator: ".")
            guard parts.count >= 3, let pid = pid_t(parts[parts.count - 2]) else { continue }
            if pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH {
                unlink(directory.appendingPathComponent(name).path)
            }
        }
    }

    /// Moves a bad file aside as `NAME.corrupt-<time>` (`-2`, `-3`, … when that name is taken)
    /// so nothing is lost and the game can start fresh; returns the new path. An earlier
    /// quarantined file is never replaced: the move is a hard link that fails on an existing
    /// name, then the removal of the old name (folders, which cannot be linked, are renamed
    /// after a check).
    @discardableResult
    package static func quarantine(_ url: URL, now: Date = Date()) -> URL? {
        let base = "\(url.lastPathComponent).corrupt-\(localStamp(now))"
        for attempt in 1...1000 {
            let target = url.deletingLastPathComponent()
                .appendingPathComponent(attempt == 1 ? base : "\(base)-\(attempt)")
            if link(url.path, target.path) == 0 {
                unlink(url.path)
                return target
            }
            switch errno {
            case EEXIST: continue
            case EPERM, EXDEV, EMLINK:
                var existing = stat()
                if lstat(target.path, &existing) == 0 { continue }
                return rename(url.path, target.path) == 0 ? target : nil
            default: return nil
            }
        }
        return nil
    }
}

/// `date` in the local time zone as `yyyyMMdd-HHmmss`, with glibc's `localtime_r` and
/// `strftime` (digits only, whatever the locale): `DateFormatter` is not in `FoundationEssentials`.
package func localStamp(_ date: Date) -> String {
    var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
    var parts = tm()
    guard localtime_r(&seconds, &parts) != nil else { return "\(seconds)" }
    var buffer = [CChar](repeating: 0, count: 32)
    let length = strftime(&buffer, buffer.count, "%Y%m%d-%H%M%S", &parts)
    return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

package enum FileError: Error, CustomStringConvertible {
    case io(String)
    case tooLarge(Int)
    case notAFile(String)

    package var description: String {
        switch self {
        case .io(let message): message
        case .tooLarge(let size): "it is \(size / 1_048_576) MiB, far larger than any save"
        case .notAFile(let path): "\(path) is not a regular file"
        }
    }
}
