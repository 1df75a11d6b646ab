import CSDL
import Layout

#if canImport(Glibc)
    import Glibc
#endif

/// Turns the signals that ask a program to stop (SIGTERM, SIGINT, SIGHUP, SIGQUIT) into an
/// ordinary quit event, so the window loop leaves the way Ctrl+Q does: games and settings
/// saved, no crash report. The signals are blocked in every thread and taken by one thread
/// that waits for them with `sigwait` and pushes `SDL_QUIT` (thread-safe, unlike anything a
/// signal handler could do). Call before SDL starts any thread, so they all inherit the mask.
///
/// The other signals whose default action ends a process and that a desktop or a script may
/// send are a deliberate choice each:
/// - SIGUSR1, SIGUSR2 and SIGALRM end the window through the same path as SIGTERM. Tessera gives
///   none of them a meaning of its own (it sets no alarm), so whoever sends one expects what it
///   does to any program that does not handle it, the end of the process; ignoring it would
///   leave a window its sender believes gone, and the default action would end it without
///   saving. A pending `alarm` inherited across `exec` ends it the same clean way.
/// - SIGPIPE is ignored, by `Output.prepareStandardStreams` at every command's start (the
///   window's included): the window's only writes to a pipe or
///   socket are to standard error, where a lost line only marks the exit status, and to the
///   display connection, whose loss ends through `DisplayLoss`. A reader gone away is an error
///   where the write happens, never a silent death.
/// Signals for debuggers and profilers (SIGTRAP, SIGPROF) and the faults (SIGSEGV…) keep their
/// default actions.
public enum ProcessSignals {
    nonisolated(unsafe) private static var watching = false

    /// The signals that become a quit event.
    public static let quitting: [Int32] = [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM]

    public static func routeToQuitEvent() {
        guard !watching else { return }
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        var set = sigset_t()
        sigemptyset(&set)
        for signal in quitting { sigaddset(&set, signal) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
        DetachedThread.start(name: "signals") {
            var set = sigset_t()
            sigemptyset(&set)
            for signal in quitting { sigaddset(&set, signal) }
            while true {
                var received: Int32 = 0
                guard sigwait(&set, &received) == 0 else { continue }
                var event = SDL_Event()
                event.type = SDL_QUIT.rawValue
                SDL_PushEvent(&event)
            }
        }
        watching = true
    }
}

/// What happens when the display connection is lost (the X server quit or crashed). Xlib's
/// default prints "XIO: fatal IO error …" and exits without a word to the program; this hands
/// the moment to `handler` (save everything, print one line) before the process ends.
public enum DisplayLoss {
    nonisolated(unsafe) private static var handler: (() -> Void)?

    /// Installs `handler` through libX11's `XSetIOErrorHandler`, looked up in the copy SDL
    /// loaded (nothing to do on Wayland or when SDL did not load X11).
    public static func onLoss(_ handler: @escaping () -> Void) {
        Self.handler = handler
        guard let library = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD),
            let symbol = dlsym(library, "XSetIOErrorHandler")
        else { return }
        typealias IOErrorHandler = @convention(c) (OpaquePointer?) -> Int32
        typealias SetHandler = @convention(c) (IOErrorHandler?) -> IOErrorHandler?
        let set = unsafeBitCast(symbol, to: SetHandler.self)
        _ = set { _ in
            DisplayLoss.handler?()
            // Xlib would exit after we return; leave now with the state already saved.
            _exit(1)
        }
    }
}
