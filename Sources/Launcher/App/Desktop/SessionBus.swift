import CDBus
import Glibc

/// Why a D-Bus step failed.
enum DBusFailure: Error, Equatable {
    /// There is no session bus to talk to: `DBUS_SESSION_BUS_ADDRESS` is unset and
    /// `$XDG_RUNTIME_DIR/bus` does not exist (libdbus would otherwise try to autolaunch one).
    case noSessionBus
    /// The bus could not be reached (`org.freedesktop.DBus.Error.FileNotFound`, `NoServer`…):
    /// the error's name and message.
    case error(name: String, message: String)
    /// libdbus could not allocate a message.
    case outOfMemory

    var name: String? {
        if case .error(let name, _) = self { return name }
        return nil
    }
}

/// A private connection to the session bus (not libdbus's shared one, which SDL may hold), used
/// by one thread at a time. Nothing here blocks on the bus: calls are sent and their replies
/// arrive among the other incoming messages, in the order the bus delivers them, while
/// `receive` sleeps in `poll` on the connection's own file descriptors until a message arrives
/// or the caller's stop descriptor is written. Closed and released on deinit.
final class SessionBus {
    private let connection: OpaquePointer
    /// The connection's watches (its socket, to read or write), kept by libdbus's callbacks.
    private let watches = Watches()

    /// Connects to the bus at `address` and sends Hello (the bus's first message; its answer
    /// is not waited for).
    init(address: String) throws(DBusFailure) {
        dbus_threads_init_default()
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error) else {
            throw Self.failure(error)
        }
        self.connection = connection
        dbus_connection_set_exit_on_disconnect(connection, 0)
        let context = Unmanaged.passRetained(watches).toOpaque()
        guard
            dbus_connection_set_watch_functions(
                connection, Watches.add, Watches.remove, Watches.toggled, context, Watches.free) != 0
        else {
            Unmanaged<Watches>.fromOpaque(context).release()
            throw .outOfMemory
        }
        _ = try send(Self.busDriver, method: "Hello", arguments: [])
    }

    deinit {
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    /// Where a method is: its service, object and interface.
    struct Target {
        let destination: String
        let path: String
        let interface: String
    }

    /// The bus itself.
    static let busDriver = Target(
        destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus")

    /// Sends a call of `method` with string arguments; its reply (or error) comes to `receive`
    /// with the serial answered here as its reply serial.
    func send(_ target: Target, method: String, arguments: [String]) throws(DBusFailure) -> UInt32 {
        guard let message = dbus_message_new_method_call(target.destination, target.path, target.interface, method)
        else { throw .outOfMemory }
        defer { dbus_message_unref(message) }
        var iterator = DBusMessageIter()
        dbus_message_iter_init_append(message, &iterator)
        for argument in arguments {
            let appended = argument.withCString { text in
                var pointer: UnsafePointer<CChar>? = text
                return dbus_message_iter_append_basic(&iterator, DBusType.string, &pointer)
            }
            guard appended != 0 else { throw .outOfMemory }
        }
        var serial: UInt32 = 0
        guard dbus_connection_send(connection, message, &serial) != 0 else { throw .outOfMemory }
        return serial
    }

    /// Asks the bus to route the signals `rule` matches to this connection.
    func addMatch(_ rule: String) throws(DBusFailure) {
        _ = try send(Self.busDriver, method: "AddMatch", arguments: [rule])
    }

    /// Hands every incoming message to `handle`, sleeping in `poll` between them, until `stop`
    /// (a descriptor) becomes readable or the bus goes away.
    func receive(until stop: Int32, _ handle: (OpaquePointer) -> Void) {
        while true {
            while let message = dbus_connection_pop_message(connection) {
                handle(message)
                dbus_message_unref(message)
            }
            guard dbus_connection_get_is_connected(connection) != 0 else { return }
            let active = watches.all.filter { dbus_watch_get_enabled($0) != 0 }
            var descriptors = [pollfd(fd: stop, events: Int16(POLLIN), revents: 0)]
            for watch in active {
                let flags = dbus_watch_get_flags(watch)
                var events: Int16 = 0
                if flags & DBUS_WATCH_READABLE.rawValue != 0 { events |= Int16(POLLIN) }
                if flags & DBUS_WATCH_WRITABLE.rawValue != 0 { events |= Int16(POLLOUT) }
                descriptors.append(pollfd(fd: dbus_watch_get_unix_fd(watch), events: events, revents: 0))
            }
            if poll(&descriptors, nfds_t(descriptors.count), -1) < 0 {
                if errno == EINTR { continue }
                return
            }
            if descriptors[0].revents != 0 { return }
            for (watch, descriptor) in zip(active, descriptors.dropFirst()) where descriptor.revents != 0 {
                // A watch handled earlier in this round may have removed this one.
                guard watches.all.contains(watch) else { continue }
                var flags: UInt32 = 0
                if descriptor.revents & Int16(POLLIN) != 0 { flags |= DBUS_WATCH_READABLE.rawValue }
                if descriptor.revents & Int16(POLLOUT) != 0 { flags |= DBUS_WATCH_WRITABLE.rawValue }
                if descriptor.revents & Int16(POLLHUP) != 0 { flags |= DBUS_WATCH_HANGUP.rawValue }
                if descriptor.revents & Int16(POLLERR) != 0 { flags |= DBUS_WATCH_ERROR.rawValue }
                dbus_watch_handle(watch, flags)
            }
            // What the watches read is parsed into messages by the pop above (never dispatched:
            // dispatching would consume them).
        }
    }

    private static func failure(_ error: DBusError) -> DBusFailure {
        .error(
            name: error.name.map { String(cString: $0) } ?? "org.freedesktop.DBus.Error.Failed",
            message: error.message.map { String(cString: $0) } ?? "")
    }

    /// The watches libdbus asks the connection's owner to poll, kept through its C callbacks.
    private final class Watches {
        var all: [OpaquePointer] = []

        static let add: DBusAddWatchFunction = { watch, context in
            guard let watch, let context else { return 0 }
            Unmanaged<Watches>.fromOpaque(context).takeUnretainedValue().all.append(watch)
            return 1
        }
        static let remove: DBusRemoveWatchFunction = { watch, context in
            guard let watch, let context else { return }
            Unmanaged<Watches>.fromOpaque(context).takeUnretainedValue().all.removeAll { $0 == watch }
        }
        /// Enabled or not is read before every poll, so a toggle needs nothing here.
        static let toggled: DBusWatchToggledFunction = { _, _ in }
        static let free: DBusFreeFunction = { context in
            guard let context else { return }
            Unmanaged<Watches>.fromOpaque(context).release()
        }
    }
}
