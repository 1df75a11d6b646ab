import FoundationEssentials
import Glibc

/// A catalog file read with bounds, and the private copy of its checked bytes glibc reads.
///
/// glibc opens a catalog by path and maps it: a FIFO there blocks it forever, and a file that
/// changes after Tessera checked it would reach glibc unchecked. So Tessera reads the file itself
/// (a regular file only, opened without blocking, at most `CatalogCheck.maximumSize` bytes),
/// checks the bytes, writes them into a folder of its own that nobody else may enter, lets glibc
/// load them from there, and removes the copy: glibc keeps what it loaded for the process's
/// lifetime and never reads the path again.
enum CatalogFile {
    /// What reading a catalog came to.
    enum Reading {
        /// No file there (then the language is simply not installed: no notice).
        case missing
        case refused(CatalogCheck.Refusal)
        case read([UInt8])
    }

    /// Reads the catalog at `path`. Symbolic links are followed (installations made with
    /// links, such as GNU Stow's, keep working); what they lead to must still be a regular file.
    static func read(_ path: String) -> Reading {
        // O_NONBLOCK: opening a FIFO (or a device) for reading must not wait for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return .missing }
            return .refused(CatalogCheck.Refusal("it cannot be opened (\(String(cString: strerror(code))))"))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            return .refused(CatalogCheck.Refusal("its status cannot be read (\(String(cString: strerror(errno))))"))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return .refused(CatalogCheck.Refusal("it is not a regular file"))
        }
        let limit = CatalogCheck.maximumSize
        guard status.st_size <= limit else {
            return .refused(
                CatalogCheck.Refusal(
                    "it is \(status.st_size) bytes, more than the \(limit >> 20) MiB a catalog may have"))
        }
        // One byte more than fstat said, to notice a file that grew since.
        let size = Int(status.st_size)
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else {
                return .refused(CatalogCheck.Refusal("it cannot be read (\(String(cString: strerror(errno))))"))
            }
            if count == 0 { break }
            filled += count
        }
        guard filled <= size else { return .refused(CatalogCheck.Refusal("it grew while it was read")) }
        bytes.removeSubrange(filled...)
        return .read(bytes)
    }

    /// Writes `bytes` as `<folder>/<code>/LC_MESSAGES/<domain>.mo` in a new folder only this
    /// user may enter (`mkdtemp`, mode 0700), in the first of `XDG_RUNTIME_DIR`, `TMPDIR`, `/tmp`
    /// and `/dev/shm` that takes it; returns the folder, or nil when none did.
    static func writePrivateCopy(_ bytes: [UInt8], code: String, domain: String) -> String? {
        var bases: [String] = []
        for name in ["XDG_RUNTIME_DIR", "TMPDIR"] {
            if let value = getenv(name), value.pointee != 0 { bases.append(String(cString: value)) }
        }
        for base in bases + ["/tmp", "/dev/shm"] {
            var template = Array("\(base)/tessera-catalog-XXXXXX".utf8CString)
            guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else { continue }
            let folder = String(cString: made)
            if write(bytes, into: folder, code: code, domain: domain) { return folder }
            removePrivateCopy(folder, code: code, domain: domain)
        }
        return nil
    }

    private static func write(_ bytes: [UInt8], into folder: String, code: String, domain: String) -> Bool {
        guard mkdir("\(folder)/\(code)", 0o700) == 0, mkdir("\(folder)/\(code)/LC_MESSAGES", 0o700) == 0 else {
            return false
        }
        let descriptor = open(
            "\(folder)/\(code)/LC_MESSAGES/\(domain).mo", O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    /// Removes the copy and its folders (whatever of them exists).
    static func removePrivateCopy(_ folder: String, code: String, domain: String) {
        unlink("\(folder)/\(code)/LC_MESSAGES/\(domain).mo")
        rmdir("\(folder)/\(code)/LC_MESSAGES")
        rmdir("\(folder)/\(code)")
        rmdir(folder)
    }
}
