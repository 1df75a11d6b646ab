import CDBus
import Dispatch
import Glibc
import Layout
import SDLBackend
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

    private let shared: Shared
    private let stopWriter: Int32
    /// Signalled when the watcher's thread has ended; nil when none was started.
    private var finished: DispatchSemaphore?

    init(environment: [String: String]) {
        var pipe: [Int32] = [-1, -1]
        let piped = Glibc.pipe(&pipe) == 0
        // Not inherited by a program started later (exec).
        for descriptor in pipe where descriptor >= 0 { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        shared = Shared(preferences: DesktopPreferences(environment: environment), stopReader: pipe[0])
        stopWriter = pipe[1]
        guard piped, let address = SessionBusAddress.find(in: environment) else {
            shared.firstRead.signal()
            return
        }
        // Born with the signals blocked: SIGTERM and the others must reach the thread that turns
        // them into a quit, even when this one starts before that routing is set up.
        let shared = shared
        let finished = DispatchSemaphore(value: 0)
        let started = DetachedThread.tryStart(name: "desktop settings", blockingSignals: true) {
            Listener(shared: shared, address: address).run()
            finished.signal()
        }
        if started {
            self.finished = finished
        } else {
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

    /// Wakes the thread and waits for it to end (it never blocks on the bus, so at once).
    func stop() {
        guard let finished else { return }
        var byte: UInt8 = 1
        _ = write(stopWriter, &byte, 1)
        finished.wait()
        self.finished = nil
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

        static let portal = SessionBus.Target(
            destination: "org.freedesktop.portal.Desktop", path: "/org/freedesktop/portal/desktop",
            interface: "org.freedesktop.portal.Settings")

        /// A setting asked for and not yet answered, by the method asked.
        struct Question {
            let namespace: String
            let key: String
            let method: String
        }

        /// Connects, subscribes to `SettingChanged`, asks for every followed setting with
        /// `ReadOne` (and with `Read` where a portal answers `UnknownMethod`, as those before
        /// version 2 do), then takes replies and signals as they come: in the order the portal
        /// sent them, so a change is never overtaken by an older answer.
        func run() {
            let bus: SessionBus
            do {
                bus = try SessionBus(address: address)
                let portal = Self.portal
                try bus.addMatch(
                    "type='signal',sender='\(portal.destination)',path='\(portal.path)',"
                        + "interface='\(portal.interface)',member='SettingChanged'")
            } catch {
                shared.firstRead.signal()
                return
            }
            var preferences = shared.state.withLock { $0.preferences }
            var unanswered: [UInt32: Question] = [:]
            func ask(_ question: Question) {
                guard
                    let serial = try? bus.send(
                        Self.portal, method: question.method, arguments: [question.namespace, question.key])
                else { return }
                unanswered[serial] = question
            }
            for (namespace, key) in DesktopPreferences.followed {
                ask(Question(namespace: namespace, key: key, method: "ReadOne"))
            }
            var firstReadDone = unanswered.isEmpty
            if firstReadDone { shared.firstRead.signal() }
            bus.receive(until: shared.stopReader) { message in
                switch dbus_message_get_type(message) {
                case DBUS_MESSAGE_TYPE_METHOD_RETURN, DBUS_MESSAGE_TYPE_ERROR:
                    guard let question = unanswered.removeValue(forKey: dbus_message_get_reply_serial(message))
                    else { return }
                    let error = dbus_message_get_error_name(message).map { String(cString: $0) }
                    if error == "org.freedesktop.DBus.Error.UnknownMethod", question.method == "ReadOne" {
                        ask(Question(namespace: question.namespace, key: question.key, method: "Read"))
                    } else if error == nil, let value = DBusValue.arguments(of: message).first,
                        preferences.adopt(namespace: question.namespace, key: question.key, value: value)
                    {
                        shared.publish(preferences)
                    }
                    // Every setting answered, or refused (no portal, no such key).
                    if !firstReadDone, unanswered.isEmpty {
                        firstReadDone = true
                        shared.firstRead.signal()
                    }
                case DBUS_MESSAGE_TYPE_SIGNAL:
                    guard dbus_message_is_signal(message, Self.portal.interface, "SettingChanged") != 0,
                        preferences.adoptChange(DBusValue.arguments(of: message))
                    else { return }
                    shared.publish(preferences)
                default:
                    return
                }
            }
        }
    }
}
