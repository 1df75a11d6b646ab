import Dispatch
import FoundationEssentials
import Layout
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A flag a background computation checks now and then to stop early: set when the position it
/// works on no longer exists (the player undid, left, or started a new game).
public final class CancellationFlag: @unchecked Sendable {
    private let lock = Mutex(())
    private var cancelled = false
    private var wakers: [@Sendable () -> Void] = []

    public init() {}

    public var isCancelled: Bool { lock.withLock { _ in cancelled } }

    func cancel() {
        let wake: [@Sendable () -> Void] = lock.withLock { _ in
            guard !cancelled else { return [] }
            cancelled = true
            defer { wakers = [] }
            return wakers
        }
        for waker in wake { waker() }
    }

    /// Runs `waker` when the flag is set, or at once if it already is: how a worker sleeping until
    /// its answer is due stops sleeping as soon as nobody waits for the answer any more.
    public func whenCancelled(_ waker: @escaping @Sendable () -> Void) {
        let now: Bool = lock.withLock { _ in
            if cancelled { return true }
            wakers.append(waker)
            return false
        }
        if now { waker() }
    }
}

/// The time background work is held to: a reply shown no sooner than 250 ms after the move it
/// answers, an auto-play move at the chosen pace. The window uses the monotonic clock; a test
/// uses `ManualWorkClock`, which moves only when told to, so "not before 250 ms" is checked
/// exactly and instantly. Times are `Duration`s since the clock's own origin, so adding a delay
/// is exact (no rounding of seconds as `Double`).
public protocol WorkClock: AnyObject, Sendable {
    /// The time now, since the clock's origin.
    var now: Duration { get }
    /// Blocks the calling worker thread until `now >= deadline`, or until `flag` is set.
    func sleep(until deadline: Duration, unless flag: CancellationFlag)
}

/// The system's monotonic clock (never set back, unlike the time of day). A worker sleeping on
/// it costs no processor time: it waits on a semaphore that the deadline or a cancel ends.
public final class MonotonicWorkClock: WorkClock {
    public static let shared = MonotonicWorkClock()

    public init() {}

    public var now: Duration {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    public func sleep(until deadline: Duration, unless flag: CancellationFlag) {
        let signal = DispatchSemaphore(value: 0)
        flag.whenCancelled { signal.signal() }
        while !flag.isCancelled {
            let left = deadline - now
            guard left > .zero else { return }
            let (seconds, attoseconds) = left.components
            let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000 + 1
            _ = signal.wait(timeout: .now() + .nanoseconds(Int(nanoseconds)))
        }
    }
}

/// A clock that moves only when `advance` is called; workers sleeping on it wake when it passes
/// their deadline (or their run is cancelled). For tests.
public final class ManualWorkClock: WorkClock, @unchecked Sendable {
    private let condition = ConditionLock()
    private var time: Duration
    private var sleepers = 0

    public init(at start: Duration = .zero) { time = start }

    public var now: Duration {
        condition.lock()
        defer { condition.unlock() }
        return time
    }

    /// Moves the clock on by `duration` and wakes the workers whose deadline has come.
    public func advance(by duration: Duration) {
        condition.lock()
        time += duration
        condition.broadcast()
        condition.unlock()
    }

    public func sleep(until deadline: Duration, unless flag: CancellationFlag) {
        flag.whenCancelled { [condition] in
            condition.lock()
            condition.broadcast()
            condition.unlock()
        }
        condition.lock()
        sleepers += 1
        condition.broadcast()
        while time < deadline && !flag.isCancelled { condition.wait() }
        sleepers -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until `count` workers sleep on this clock; false if they do not within `bound`
    /// (a safeguard against a hung test, not a measurement).
    public func waitForSleepers(_ count: Int, bound: TimeInterval = 30) -> Bool {
        let limit = Date(timeIntervalSinceNow: bound)
        condition.lock()
        defer { condition.unlock() }
        while sleepers != count {
            guard condition.wait(until: limit) else { return sleepers == count }
        }
        return true
    }
}

/// Background jobs that run only when a test says so, in the order they were started: what is
/// "still thinking" stays so until `runAll`, and a job whose run was cancelled can be run to show
/// that its answer never arrives. Its clock is manual: an answer held until a time comes out
/// only once the test has advanced the clock that far.
public final class WorkQueue: @unchecked Sendable {
    private let lock = Mutex(())
    private var jobs: [() -> Void] = []
    public let clock = ManualWorkClock()

    public init() {}

    /// Jobs started and not yet run.
    public var pending: Int { lock.withLock { _ in jobs.count } }

    func enqueue(_ job: @escaping () -> Void) { lock.withLock { _ in jobs.append(job) } }

    /// Runs every queued job (and any they start) on the calling thread; returns how many ran.
    @discardableResult
    public func runAll() -> Int {
        var ran = 0
        while let job = lock.withLock({ _ in jobs.isEmpty ? nil : jobs.removeFirst() }) {
            job()
            ran += 1
        }
        return ran
    }

    /// Runs `body` with background work queued here and timed by this queue's clock.
    public func during<T>(_ body: () throws -> T) rethrows -> T {
        try BackgroundWork.$modeOverride.withValue(.queued(self)) {
            try BackgroundWork.$clockOverride.withValue(clock, operation: body)
        }
    }
}

/// Where background computations run. The window uses threads, so it keeps drawing and
/// answering while an engine thinks; the monkey and most tests run them inline, so a seed
/// replays exactly the same events and results; tests of what happens while an engine thinks
/// queue them and run them when they choose.
public enum BackgroundMode: Sendable {
    /// On a worker thread; the result is collected on the window's thread once it is ready.
    case thread
    /// At once, on the caller's thread; the result waits to be collected like a thread's. A time
    /// it was to be held until is ignored: inline, every answer is part of the step that asked.
    case inline
    /// In `queue`, run when the test calls `runAll`; held until its time on the queue's clock.
    case queued(WorkQueue)

    /// Results come at once, in the step that asked for them.
    public var isInline: Bool {
        if case .inline = self { return true }
        return false
    }
}

/// Process-wide settings of background work: the mode, the clock results are held to, and how a
/// finished computation wakes the window's loop (the launcher pushes an SDL event; the kit knows
/// no SDL).
public enum BackgroundWork {
    private static let lock = Mutex(())
    nonisolated(unsafe) private static var storedMode: BackgroundMode = .inline
    nonisolated(unsafe) private static var storedWake: (@Sendable () -> Void)?

    /// `.inline` unless the window sets `.thread`: commands, the monkey and tests stay
    /// deterministic without saying so. A test that needs threads sets `modeOverride` for its
    /// own task instead, so tests running in parallel do not see each other's mode.
    public static var mode: BackgroundMode {
        get { modeOverride ?? lock.withLock { _ in storedMode } }
        set { lock.withLock { _ in storedMode = newValue } }
    }

    /// The mode for the current task only (`BackgroundWork.$modeOverride.withValue(.thread) { … }`).
    @TaskLocal public static var modeOverride: BackgroundMode?

    /// The clock answers are held to: the monotonic clock unless the current task says otherwise.
    public static var clock: any WorkClock { clockOverride ?? MonotonicWorkClock.shared }

    @TaskLocal public static var clockOverride: (any WorkClock)?

    /// Called from a worker thread when a result is ready to be collected.
    public static var wake: (@Sendable () -> Void)? {
        get { wakeOverride ?? lock.withLock { _ in storedWake } }
        set { lock.withLock { _ in storedWake = newValue } }
    }

    /// The wake-up for the current task only (a test of threads waiting for a result).
    @TaskLocal public static var wakeOverride: (@Sendable () -> Void)?
}

/// One computation at a time, away from the window's thread. Starting a new one cancels the
/// one running; a result that arrives for a run that was cancelled or replaced is dropped, so
/// a scene never applies an answer to a position that no longer exists.
///
/// Use it from the window's thread only: `start`, `cancel` and `collect` are not reentrant
/// across threads; the work closure is the only part that runs elsewhere.
public final class BackgroundTask<Output: Sendable> {
    private final class Box: @unchecked Sendable {
        let lock = Mutex(())
        var finished: (generation: UInt64, output: Output)?
    }

    private let box = Box()
    private var generation: UInt64 = 0
    private var flag: CancellationFlag?
    /// The clock of the current run and the time its result may come out (nil: at once).
    private var clock: any WorkClock = MonotonicWorkClock.shared
    private var due: Duration?

    public init() {}

    /// True from `start` until the result is collected or the run cancelled.
    public var isRunning: Bool { flag != nil }

    /// Starts `work` in the current `BackgroundWork.mode`, cancelling any run in progress.
    /// The work should check the flag it is given and may return early when it is set. Unless
    /// the mode is inline, the result comes out no sooner than `delay` after this call on
    /// `BackgroundWork.clock` however quickly the work finished: a thread sleeps until then
    /// before it wakes the window, and `collect` gives nothing before then.
    public func start(answeringAfter delay: Duration = .zero, _ work: @escaping @Sendable (CancellationFlag) -> Output)
    {
        cancel()
        generation &+= 1
        let run = generation
        let flag = CancellationFlag()
        self.flag = flag
        let box = self.box
        let mode = BackgroundWork.mode
        let clock = BackgroundWork.clock
        let due = mode.isInline || delay <= .zero ? nil : clock.now + delay
        self.clock = clock
        self.due = due
        let finish = { @Sendable (output: Output) in
            guard !flag.isCancelled else { return }
            box.lock.withLock { _ in box.finished = (run, output) }
        }
        switch mode {
        case .inline:
            finish(work(flag))
        case .queued(let queue):
            queue.enqueue { finish(work(flag)) }
        case .thread:
            let wake = BackgroundWork.wake
            DetachedThread.start(name: "background work", stackSize: 8 << 20) {
                let output = work(flag)
                if let due { clock.sleep(until: due, unless: flag) }
                guard !flag.isCancelled else { return }
                finish(output)
                wake?()
            }
        }
    }

    /// Stops waiting for the run in progress: its result, if it still comes, is dropped.
    public func cancel() {
        flag?.cancel()
        flag = nil
        box.lock.withLock { _ in box.finished = nil }
    }

    /// The result of the current run once it has finished and its time has come (returned
    /// once), else nil. Results of cancelled or replaced runs never come out.
    public func collect() -> Output? {
        guard flag != nil else { return nil }
        if let due, clock.now < due { return nil }
        let run = generation
        let output: Output? = box.lock.withLock { _ in
            guard let finished = box.finished, finished.generation == run else { return nil }
            box.finished = nil
            return finished.output
        }
        if output != nil { flag = nil }
        return output
    }
}

/// A mutex with a condition variable, on glibc's own (`NSCondition` is not in
/// `FoundationEssentials`): what `ManualWorkClock`'s sleepers wait on. Both live in memory of
/// their own, never moved, as pthreads require.
private final class ConditionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }

    func unlock() { pthread_mutex_unlock(mutex) }

    func broadcast() { pthread_cond_broadcast(condition) }

    /// Waits for a broadcast; the lock must be held, and is held again on return.
    func wait() { pthread_cond_wait(condition, mutex) }

    /// Waits for a broadcast until `limit` (the time of day, as `pthread_cond_timedwait` takes
    /// it); false when the limit passed first.
    func wait(until limit: Date) -> Bool {
        let seconds = limit.timeIntervalSince1970.rounded(.down)
        var deadline = timespec(
            tv_sec: Int(seconds), tv_nsec: Int((limit.timeIntervalSince1970 - seconds) * 1_000_000_000))
        return pthread_cond_timedwait(condition, mutex, &deadline) != ETIMEDOUT
    }
}
