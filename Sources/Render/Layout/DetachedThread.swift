import Glibc

/// A thread of its own for work that outlives the call starting it (a signal watcher, an engine
/// thinking), made with `pthread_create` directly: Foundation's `Thread` is not in
/// `FoundationEssentials`, and importing all of Foundation for it links ICU's data into the
/// program. `package`: the window's modules share it; it is no part of the Layout library.
package enum DetachedThread {
    /// Runs `body` on a new detached thread named `name` (Linux keeps the first 15 bytes) with
    /// `stackSize` bytes of stack, or the system's default. Stops the program when no thread can
    /// be made, as `Thread.start` does.
    package static func start(name: String, stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void) {
        let started = tryStart(name: name, stackSize: stackSize, body)
        precondition(started, "could not start the thread \(name)")
    }

    /// `start` for a thread the program can do without: false when none can be made. With
    /// `blockingSignals` the thread is born with every signal blocked, so the quitting signals
    /// keep going to the thread that turns them into a saving quit (`ProcessSignals`), even when
    /// this one starts first.
    package static func tryStart(
        name: String, stackSize: Int? = nil, blockingSignals: Bool = false, _ body: @escaping @Sendable () -> Void
    ) -> Bool {
        let context = Unmanaged.passRetained(Start(name: name, body: body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        if let stackSize { pthread_attr_setstacksize(&attributes, stackSize) }
        var previous = sigset_t()
        if blockingSignals {
            var all = sigset_t()
            sigfillset(&all)
            pthread_sigmask(SIG_BLOCK, &all, &previous)
        }
        var thread = pthread_t()
        let result = pthread_create(&thread, &attributes, run, context)
        if blockingSignals { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        pthread_attr_destroy(&attributes)
        if result != 0 { Unmanaged<Start>.fromOpaque(context).release() }
        return result == 0
    }

    /// The new thread's entry: takes over the `Start` handed to it, names the thread, runs it.
    private static let run: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
        guard let context else { return nil }
        let start = Unmanaged<Start>.fromOpaque(context).takeRetainedValue()
        nameThisThread(start.name)
        start.body()
        return nil
    }

    /// Gives the calling thread `name` for debuggers and `top -H`. glibc's `pthread_setname_np`
    /// is hidden from Swift (it needs `_GNU_SOURCE`), so it is looked up by name.
    private static func nameThisThread(_ name: String) {
        typealias SetName = @convention(c) (pthread_t, UnsafePointer<CChar>) -> Int32
        // RTLD_DEFAULT is the null handle on glibc.
        guard let symbol = dlsym(nil, "pthread_setname_np") else { return }
        _ = unsafeBitCast(symbol, to: SetName.self)(pthread_self(), String(name.utf8.prefix(15))!)
    }

    /// What the new thread runs, handed over through `pthread_create`'s one pointer.
    private final class Start {
        let name: String
        let body: @Sendable () -> Void

        init(name: String, body: @escaping @Sendable () -> Void) {
            self.name = name
            self.body = body
        }
    }
}
