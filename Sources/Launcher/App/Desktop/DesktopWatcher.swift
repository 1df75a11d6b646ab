import CDBus
import Dispatch
import Glibc
import Synchronization

/// The desktop's preferences, read from the XDG settings portal when Tessera starts and followed
/// while it runs, on a thread of its own that sleeps in `poll` until the portal's
/// `SettingChanged` signal arrives (no timer: an idle window costs nothing here). A change is
/// kept here and announced through `onChange` (the window loop's callback posts an SDL event,
/// which is safe from any thread); the window's thread reads `current`.
///
/// Without a session bus every preference stays nil (light, animations on) and no thread is
/// started; without a portal the thread waits for one to signal. The start never waits on the
/// bus longer than `firstReadTimeout`: an answer that comes later arrives as a change.
final class DesktopWatcher {
    /// How long the window's start waits for the portal's first answers.
    static let firstReadTimeout = 0.2
    /// How long the thread waits for any one answer of the bus or the portal; also the most a
    /// quit can wait for the thread while it is still starting.
    static let callTimeoutMilliseconds: Int32 = 1000

    private let shared: Shared
    private let stopWriter: Int32
    private var thread: pthread_t?

    init(environment: [String: String]) {
        var pipe: [Int32] = [-1, -1]
        let piped = Glibc.pipe(&pipe) == 0
        // Not inherited by a program started later (exec).
        for descriptor in pipe where descriptor >= 0 { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        shared = Shared(preferences: DesktopPreferences(environment: environment), stopReader: pipe[0])
        stopWriter = pipe[1]
        guard piped, let address = SessionBus.address(environment: environment) else {
            shared.firstRead.signal()
            return
        }
        let context = Unmanaged.passRetained(Listener(shared: shared, address: address)).toOpaque()
        // The thread takes no signals (it is born with all of them blocked): SIGTERM and the
        // others must reach the thread that turns them into a quit, even when this one starts
        // before that routing is set up.
        var all = sigset_t()
        var previous = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { context in
                Unmanaged<Listener>.fromOpaque(context!).takeRetainedValue().run()
                return nil
            }, context)
        if started == 0 {
            self.thread = thread
        } else {
            Unmanaged<Listener>.fromOpaque(context).release()
            shared.firstRead.signal()
        }
    }

    deinit {
        stop()
        close(stopWriter)
        close(shared.stopReader)
    }

    /// The preferences as last read.
    var current: DesktopPreferences { shared.state.withLock { $0.preferences } }

    /// The preferences once the portal has answered, or as they are after `timeout` seconds.
    func waitForFirstRead(timeout: Double = DesktopWatcher.firstReadTimeout) -> DesktopPreferences {
        _ = shared.firstRead.wait(timeout: .now() + timeout)
        return current
    }

    /// Calls `body` (on the watcher's thread) after every change from now on.
    func onChange(_ body: @escaping @Sendable () -> Void) {
        shared.state.withLock { $0.onChange = body }
    }

    /// Wakes the thread and waits for it to end (at most `callTimeoutMilliseconds` when a call
    /// of its start is still waiting for the bus).
    func stop() {
        guard let thread else { return }
        var byte: UInt8 = 1
        _ = write(stopWriter, &byte, 1)
        pthread_join(thread, nil)
        self.thread = nil
    }

    /// What the watcher's thread and the window's thread share.
    private final class Shared: Sendable {
        struct State {
            var preferences: DesktopPreferences
            var onChange: (@Sendable () -> Void)?
        }
        let state: Mutex<State>
        let firstRead = DispatchSemaphore(value: 0)
        let stopReader: Int32

        init(preferences: DesktopPreferences, stopReader: Int32) {
            state = Mutex(State(preferences: preferences))
            self.stopReader = stopReader
        }

        /// Keeps `preferences` and announces them when they differ from the last.
        func publish(_ preferences: DesktopPreferences) {
            let notify = state.withLock { state -> (@Sendable () -> Void)? in
                guard state.preferences != preferences else { return nil }
                state.preferences = preferences
                return state.onChange
            }
            notify?()
        }
    }

    /// The thread's side: connects, reads the followed settings, then waits for changes.
    private final class Listener {
        let shared: Shared
        let address: String

        init(shared: Shared, address: String) {
            self.shared = shared
            self.address = address
        }

        static let portal = "org.freedesktop.portal.Desktop"
        static let path = "/org/freedesktop/portal/desktop"
        static let interface = "org.freedesktop.portal.Settings"

        func run() {
            let bus: SessionBus
            do {
                bus = try SessionBus(address: address, timeoutMilliseconds: DesktopWatcher.callTimeoutMilliseconds)
                try bus.addMatch(
                    "type='signal',sender='\(Self.portal)',path='\(Self.path)',interface='\(Self.interface)',"
                        + "member='SettingChanged'")
            } catch {
                shared.firstRead.signal()
                return
            }
            var preferences = shared.state.withLock { $0.preferences }
            var readOne = true
            for (namespace, key) in DesktopPreferences.followed {
                do throws(DBusFailure) {
                    if let value = try read(namespace, key, from: bus, readOne: &readOne) {
                        preferences.adopt(namespace: namespace, key: key, value: value)
                    }
                } catch {
                    // A key this portal does not have: the next may be there. Anything else (no
                    // portal, no answer in time) ends the reading; changes are still followed.
                    if error.name == "org.freedesktop.portal.Error.NotFound" { continue }
                    break
                }
            }
            shared.publish(preferences)
            shared.firstRead.signal()
            bus.receive(until: shared.stopReader) { message in
                guard dbus_message_is_signal(message, Self.interface, "SettingChanged") != 0 else { return }
                var changed = shared.state.withLock { $0.preferences }
                if changed.adoptChange(DBusValue.arguments(of: message)) { shared.publish(changed) }
            }
        }

        /// One setting through `ReadOne` (portal version 2 and later), or through `Read`, whose
        /// answer older portals wrap in a second variant, once `ReadOne` is found missing.
        private func read(_ namespace: String, _ key: String, from bus: SessionBus, readOne: inout Bool)
            throws(DBusFailure) -> DBusValue?
        {
            if readOne {
                do {
                    return try bus.call(
                        destination: Self.portal, path: Self.path, interface: Self.interface, method: "ReadOne",
                        arguments: [namespace, key], timeoutMilliseconds: DesktopWatcher.callTimeoutMilliseconds
                    ).first
                } catch {
                    guard error.name == DBusFailure.unknownMethod else { throw error }
                    readOne = false
                }
            }
            return try bus.call(
                destination: Self.portal, path: Self.path, interface: Self.interface, method: "Read",
                arguments: [namespace, key], timeoutMilliseconds: DesktopWatcher.callTimeoutMilliseconds
            ).first
        }
    }
}
