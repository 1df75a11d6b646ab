import Foundation

/// A flag a background computation checks now and then to stop early: set when the position it
/// works on no longer exists (the player undid, left, or started a new game).
public final class CancellationFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    public init() {}

    public var isCancelled: Bool { lock.withLock { cancelled } }

    func cancel() { lock.withLock { cancelled = true } }
}

/// Where background computations run. The window uses threads, so it keeps drawing and
/// answering while an engine thinks; the monkey and most tests run them inline, so a seed
/// replays exactly the same events and results.
public enum BackgroundMode: Sendable {
    /// On a worker thread; the result is collected on the window's thread once it is ready.
    case thread
    /// At once, on the caller's thread; the result waits to be collected like a thread's.
    case inline
}

/// Process-wide settings of background work: the mode, and how a finished computation wakes
/// the window's loop (the launcher pushes an SDL event; the kit knows no SDL).
public enum BackgroundWork {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var storedMode: BackgroundMode = .inline
    nonisolated(unsafe) private static var storedWake: (@Sendable () -> Void)?

    /// `.inline` unless the window sets `.thread`: commands, the monkey and tests stay
    /// deterministic without saying so. A test that needs threads sets `modeOverride` for its
    /// own task instead, so tests running in parallel do not see each other's mode.
    public static var mode: BackgroundMode {
        get { modeOverride ?? lock.withLock { storedMode } }
        set { lock.withLock { storedMode = newValue } }
    }

    /// The mode for the current task only (`BackgroundWork.$modeOverride.withValue(.thread) { … }`).
    @TaskLocal public static var modeOverride: BackgroundMode?

    /// Called from a worker thread when a result is ready to be collected.
    public static var wake: (@Sendable () -> Void)? {
        get { lock.withLock { storedWake } }
        set { lock.withLock { storedWake = newValue } }
    }
}

/// One computation at a time, away from the window's thread. Starting a new one cancels the
/// one running; a result that arrives for a run that was cancelled or replaced is dropped, so
/// a scene never applies an answer to a position that no longer exists.
///
/// Use it from the window's thread only: `start`, `cancel` and `collect` are not reentrant
/// across threads; the work closure is the only part that runs elsewhere.
public final class BackgroundTask<Output: Sendable> {
    private final class Box: @unchecked Sendable {
        let lock = NSLock()
        var finished: (generation: UInt64, output: Output)?
    }

    private let box = Box()
    private var generation: UInt64 = 0
    private var flag: CancellationFlag?

    public init() {}

    /// True from `start` until the result is collected or the run cancelled.
    public var isRunning: Bool { flag != nil }

    /// Starts `work` in the current `BackgroundWork.mode`, cancelling any run in progress.
    /// The work should check the flag it is given and may return early when it is set.
    public func start(_ work: @escaping @Sendable (CancellationFlag) -> Output) {
        cancel()
        generation &+= 1
        let run = generation
        let flag = CancellationFlag()
        self.flag = flag
        let box = self.box
        switch BackgroundWork.mode {
        case .inline:
            let output = work(flag)
            box.lock.withLock { box.finished = (run, output) }
        case .thread:
            let thread = Thread {
                let output = work(flag)
                guard !flag.isCancelled else { return }
                box.lock.withLock { box.finished = (run, output) }
                BackgroundWork.wake?()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    /// Stops waiting for the run in progress: its result, if it still comes, is dropped.
    public func cancel() {
        flag?.cancel()
        flag = nil
        box.lock.withLock { box.finished = nil }
    }

    /// The result of the current run once it has finished (returned once), else nil. Results
    /// of cancelled or replaced runs never come out.
    public func collect() -> Output? {
        guard flag != nil else { return nil }
        let run = generation
        let output: Output? = box.lock.withLock {
            guard let finished = box.finished, finished.generation == run else { return nil }
            box.finished = nil
            return finished.output
        }
        if output != nil { flag = nil }
        return output
    }
}
