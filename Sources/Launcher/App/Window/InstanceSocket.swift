import Layout
import SDLBackend
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Where the running window listens for a second start: a Unix socket in `$XDG_RUNTIME_DIR`
/// (else in the data folder), named after the data folder, because one window per data folder
/// is what the writer's lock allows. Only a folder no other user can write to is used, so no one
/// else can put a socket of theirs at that name; both ends also check the other's user.
package enum InstanceSocket {
    /// The socket's path for the data folder `data`; nil when neither folder is private to this
    /// user or the path is too long for a socket address.
    package static func path(forData data: String, runtimeDirectory: String?) -> String? {
        var path: String?
        if let runtimeDirectory, runtimeDirectory.hasPrefix("/"), isPrivate(runtimeDirectory) {
            path = "\(runtimeDirectory)/tessera-\(hash(data)).socket"
        } else if isPrivate(data) {
            path = "\(data)/.instance.socket"
        }
        guard let path, address(path) != nil else { return nil }
        return path
    }

    /// A folder this user owns that neither the group nor others may write to.
    static func isPrivate(_ folder: String) -> Bool {
        var status = stat()
        guard stat(folder, &status) == 0 else { return false }
        return status.st_mode & S_IFMT == S_IFDIR && status.st_uid == geteuid() && status.st_mode & 0o022 == 0
    }

    /// FNV-1a of the folder's path, as 16 hex digits.
    private static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The socket address of `path`; nil when it does not fit `sun_path` with its terminator.
    static func address(_ path: String) -> sockaddr_un? {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard !bytes.isEmpty, !bytes.contains(0), bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            return nil
        }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        return address
    }

    /// A new Unix stream socket that is closed on exec and never blocks.
    static func makeSocket() -> Int32 {
        socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
    }

    /// Whether the process at the other end of `fd` runs as this user.
    static func peerIsThisUser(_ fd: Int32) -> Bool {
        // struct ucred: pid, uid, gid.
        var credentials: (Int32, UInt32, UInt32) = (0, 0, 0)
        var length = socklen_t(MemoryLayout.size(ofValue: credentials))
        guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0 else { return false }
        return credentials.1 == geteuid()
    }

    /// Milliseconds on the monotonic clock.
    static func milliseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }

    /// Reads from `fd` until a newline or `limit` bytes arrive, the peer closes, or the monotonic
    /// clock reaches `deadline` (milliseconds); what was read by then.
    static func readLine(_ fd: Int32, limit: Int, deadline: Int64) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: limit)
        while bytes.count < limit, !bytes.contains(UInt8(ascii: "\n")) {
            let remaining = deadline - milliseconds()
            guard remaining > 0 else { break }
            var wait = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&wait, 1, Int32(min(remaining, 1000)))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            let count = read(fd, &chunk, limit - bytes.count)
            if count < 0 && (errno == EAGAIN || errno == EINTR) { continue }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return bytes
    }

    /// Writes all of `bytes` to `fd` before the monotonic clock reaches `deadline`; false if it
    /// could not (the peer left, or stalled).
    static func write(_ bytes: [UInt8], to fd: Int32, deadline: Int64) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count > 0 {
                sent += count
                continue
            }
            guard count < 0, errno == EAGAIN || errno == EINTR else { return false }
            let remaining = deadline - milliseconds()
            guard remaining > 0 else { return false }
            var wait = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            _ = poll(&wait, 1, Int32(min(remaining, 1000)))
        }
        return true
    }

    /// The second start's side: hands `request` to the window listening at `path` and waits (up
    /// to `timeout` milliseconds in all) for its answer. True only when the window took it.
    package static func forward(_ request: InstanceRequest, to path: String, timeout: Int64) -> Bool {
        let deadline = milliseconds() + timeout
        guard let line = request.line, var address = address(path) else { return false }
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFSOCK, status.st_uid == geteuid() else {
            return false
        }
        let fd = makeSocket()
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0, peerIsThisUser(fd), write(Array(line.utf8), to: fd, deadline: deadline) else {
            return false
        }
        return readLine(fd, limit: 8, deadline: deadline) == Array("ok\n".utf8)
    }
}

/// The running window's side of the instance socket: a thread that accepts one connection at a
/// time, reads at most one line from it for at most `readTimeout` milliseconds, and queues the
/// request it holds for the window, which it wakes. A client that sends nothing, too much or
/// garbage costs that thread at most `readTimeout`; the window's thread never waits on a client.
package final class InstanceServer: Sendable {
    package let path: String
    private let listener: Int32
    /// The read end stops the thread, the write end is what `stop` writes to.
    private let stopPipe: (read: Int32, write: Int32)
    private let readTimeout: Int64
    private let pending = Mutex<[InstanceRequest]>([])
    private let wake = Mutex<(@Sendable () -> Void)?>(nil)
    /// The device and inode of the socket this server bound, so `stop` removes only its own.
    private let identity: (dev_t, ino_t)
    private let stopped = Mutex(false)

    /// Listens at `path`, replacing whatever socket is there: called only by the process holding
    /// the data folder's writer lock, so a socket at that path belongs to a window that is gone
    /// (killed, say) and no one answers on it. Nil when the socket cannot be made.
    package init?(path: String, readTimeout: Int64 = 250) {
        guard var address = InstanceSocket.address(path) else { return nil }
        var existing = stat()
        if lstat(path, &existing) == 0 {
            guard existing.st_mode & S_IFMT == S_IFSOCK else { return nil }
            unlink(path)
        }
        let fd = InstanceSocket.makeSocket()
        guard fd >= 0 else { return nil }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        var status = stat()
        var pipeEnds: [Int32] = [-1, -1]
        guard bound == 0, chmod(path, 0o600) == 0, lstat(path, &status) == 0, listen(fd, 8) == 0,
            pipe(&pipeEnds) == 0
        else {
            if bound == 0 { unlink(path) }
            close(fd)
            return nil
        }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        self.path = path
        listener = fd
        stopPipe = (pipeEnds[0], pipeEnds[1])
        self.readTimeout = readTimeout
        identity = (status.st_dev, status.st_ino)
        // Born with the signals blocked: SIGTERM and the others keep reaching the thread that
        // turns them into a saving quit.
        guard DetachedThread.tryStart(name: "second starts", blockingSignals: true, { self.serve() }) else {
            stop()
            return nil
        }
    }

    /// What the window is to do on each wake-up; a request already queued wakes it at once.
    package func onRequest(_ wake: @escaping @Sendable () -> Void) {
        self.wake.withLock { $0 = wake }
        if !pending.withLock({ $0.isEmpty }) { wake() }
    }

    /// The requests that came since the last call, oldest first.
    package func take() -> [InstanceRequest] {
        pending.withLock { requests in
            defer { requests.removeAll() }
            return requests
        }
    }

    /// Stops listening and removes the socket (if it is still this server's): a start after this
    /// one ends finds no one at that name.
    package func stop() {
        let first = stopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        var status = stat()
        if lstat(path, &status) == 0, status.st_dev == identity.0, status.st_ino == identity.1 { unlink(path) }
        var byte: UInt8 = 1
        _ = Glibc.write(stopPipe.write, &byte, 1)
    }

    private func serve() {
        defer {
            close(listener)
            close(stopPipe.read)
            close(stopPipe.write)
        }
        while true {
            var waits = [
                pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
                pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&waits, 2, -1)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0, waits[1].revents == 0, waits[0].revents & Int16(POLLERR | POLLNVAL) == 0 else { return }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            // Glibc's Swift module has no accept4: the flags are set right after.
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) | O_NONBLOCK)
            answer(client)
            close(client)
        }
    }

    /// Reads one request from `client`, queues it and wakes the window, and says whether it was
    /// taken: `ok`, or `no` for anything that is not a request (nothing at all for a client of
    /// another user).
    private func answer(_ client: Int32) {
        guard InstanceSocket.peerIsThisUser(client) else { return }
        let deadline = InstanceSocket.milliseconds() + readTimeout
        let bytes = InstanceSocket.readLine(client, limit: InstanceRequest.maximumLength + 1, deadline: deadline)
        guard let request = InstanceRequest.parse(bytes) else {
            _ = InstanceSocket.write(Array("no\n".utf8), to: client, deadline: deadline)
            return
        }
        pending.withLock { $0.append(request) }
        wake.withLock { $0 }?()
        _ = InstanceSocket.write(Array("ok\n".utf8), to: client, deadline: deadline)
    }
}
