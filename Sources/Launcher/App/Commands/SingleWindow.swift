#if canImport(Glibc)
    import Glibc
#endif

/// One window per data folder, and a second start that shows itself: the process that takes the
/// data folder's writer lock is the window and listens on the instance socket; a later start
/// finds the lock taken, hands what it was asked for to that window over the socket and ends
/// with exit 0, and the window comes forward showing it.
enum SingleWindow {
    enum Claim {
        /// This process is the window; the server is nil when no socket could be made or the
        /// data folder cannot be locked (then a later start is refused with the lock's message,
        /// or opens a window of its own where nothing can be locked, as before).
        case window(InstanceServer?)
        /// The running window took the request: this process has nothing more to do.
        case forwarded
    }

    /// How long a second start keeps trying, in milliseconds: a window that holds the lock but
    /// is not listening yet (starting) or any more (quitting) is given this long.
    static let patience: Int64 = 2000

    /// Takes the lock and listens, or forwards `request` to the window that has the lock.
    /// Throws the lock's message when neither works within `patience` milliseconds.
    static func claim(
        _ storage: Storage, request: InstanceRequest,
        runtime: String? = getenv("XDG_RUNTIME_DIR").map { String(cString: $0) }, patience: Int64 = patience
    ) throws -> Claim {
        let deadline = InstanceSocket.milliseconds() + patience
        // A request whose options the protocol cannot carry still brings the window forward.
        let sent = request.line == nil ? InstanceRequest(game: request.game, startup: request.startup) : request
        while true {
            if storage.acquireWriterLock() {
                // Only the lock's holder may replace a socket at that name; a window on a folder
                // where nothing can be locked listens nowhere.
                guard storage.holdsWriterLock else { return .window(nil) }
                let path = InstanceSocket.path(forData: storage.paths.data.path, runtimeDirectory: runtime)
                return .window(path.flatMap { InstanceServer(path: $0) })
            }
            let left = deadline - InstanceSocket.milliseconds()
            if let path = InstanceSocket.path(forData: storage.paths.data.path, runtimeDirectory: runtime),
                InstanceSocket.forward(sent, to: path, timeout: min(left, 1000))
            {
                return .forwarded
            }
            guard InstanceSocket.milliseconds() < deadline else { throw Storage.alreadyOpen(storage.paths) }
            var pause = timespec(tv_sec: 0, tv_nsec: 50_000_000)
            nanosleep(&pause, nil)
        }
    }
}
