import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Files written so that a crash at any instant leaves either the old or the new contents:
/// write a temporary file in the same directory, flush it to disk, then rename it over.
enum AtomicFile {
    /// Files larger than this are not read: no save is ever this big, and reading a huge file
    /// would stall the start-up.
    static let maximumSize = 8 * 1024 * 1024

    static func write(_ data: Data, to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw FileError.io("cannot create the folder \(directory.path)")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
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
    }

    /// The file's contents, nil when it does not exist.
    static func read(_ url: URL) throws -> Data? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        if let size = attributes?[.size] as? Int, size > maximumSize {
            throw FileError.tooLarge(size)
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw FileError.io("cannot read \(url.path)")
        }
        return data
    }

    /// Moves a bad file aside as `NAME.corrupt-<time>` so nothing is lost and the game can
    /// start fresh; returns the new path.
    @discardableResult
    static func quarantine(_ url: URL, now: Date = Date()) -> URL? {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        let target = url.deletingLastPathComponent()
            .appendingPathComponent("\(url.lastPathComponent).corrupt-\(formatter.string(from: now))")
        try? FileManager.default.removeItem(at: target)
        do {
            try FileManager.default.moveItem(at: url, to: target)
            return target
        } catch {
            return nil
        }
    }
}

enum FileError: Error, CustomStringConvertible {
    case io(String)
    case tooLarge(Int)

    var description: String {
        switch self {
        case .io(let message): message
        case .tooLarge(let size): "it is \(size / 1_048_576) MiB, far larger than any save"
        }
    }
}
