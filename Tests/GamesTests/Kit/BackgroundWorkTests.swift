import Foundation
import Testing

@testable import GameKit

/// Background results reach the window's thread once, never for a run that was replaced or
/// cancelled (a scene cannot apply an answer to a position that no longer exists), and never
/// before the time they are held to. Time here is a manual clock: exact and instant.
@Suite struct BackgroundWorkTests {
    @Test func inlineRunsAtOnceAndIsCollectedOnce() {
        let task = BackgroundTask<Int>()
        task.start { _ in 42 }
        #expect(task.isRunning)
        #expect(task.collect() == 42)
        #expect(!task.isRunning)
        #expect(task.collect() == nil)
    }

    @Test func aCancelledInlineRunIsDropped() {
        let task = BackgroundTask<Int>()
        task.start { _ in 1 }
        task.cancel()
        #expect(task.collect() == nil)
        #expect(!task.isRunning)
    }

    /// Inline, a delay is ignored: the answer is part of the step that asked for it.
    @Test func inlineIgnoresTheDelay() {
        let clock = ManualWorkClock()
        BackgroundWork.$clockOverride.withValue(clock) {
            let task = BackgroundTask<Int>()
            task.start(answeringAfter: .seconds(5)) { _ in 7 }
            #expect(task.collect() == 7)
        }
    }

    @Test func aQueuedJobRunsOnlyWhenTheTestSaysSo() {
        let queue = WorkQueue()
        queue.during {
            let task = BackgroundTask<Int>()
            let ran = Counter()
            task.start { _ in
                ran.add()
                return 3
            }
            #expect(queue.pending == 1)
            #expect(ran.value == 0)
            #expect(task.collect() == nil, "not run yet")
            #expect(task.isRunning)
            #expect(queue.runAll() == 1)
            #expect(ran.value == 1)
            #expect(task.collect() == 3)
            #expect(task.collect() == nil)
            #expect(!task.isRunning)
        }
    }

    /// The answer is held until its time on the clock, to the millisecond, however early the work
    /// was done.
    @Test func aQueuedAnswerComesExactlyAtItsTime() {
        let queue = WorkQueue()
        queue.during {
            let task = BackgroundTask<String>()
            queue.clock.advance(by: .seconds(100))
            task.start(answeringAfter: .milliseconds(250)) { _ in "reply" }
            queue.runAll()
            #expect(task.collect() == nil)
            queue.clock.advance(by: .milliseconds(249))
            #expect(task.collect() == nil)
            #expect(task.isRunning)
            queue.clock.advance(by: .milliseconds(1))
            #expect(task.collect() == "reply")
        }
    }

    /// A cancelled or replaced run's answer never comes out, even once its job has run and its
    /// time has come; the job saw its flag set.
    @Test func aCancelledOrReplacedQueuedAnswerNeverArrives() {
        let queue = WorkQueue()
        queue.during {
            let task = BackgroundTask<String>()
            let sawCancel = Counter()
            task.start(answeringAfter: .milliseconds(10)) { flag in
                if flag.isCancelled { sawCancel.add() }
                return "cancelled"
            }
            task.cancel()
            #expect(!task.isRunning)
            queue.runAll()
            queue.clock.advance(by: .seconds(1))
            #expect(task.collect() == nil)
            #expect(sawCancel.value == 1)

            task.start { flag in
                if flag.isCancelled { sawCancel.add() }
                return "stale"
            }
            task.start { _ in "fresh" }
            queue.runAll()
            #expect(sawCancel.value == 2, "the replaced run saw its flag set")
            #expect(task.collect() == "fresh")
            #expect(task.collect() == nil, "the stale run's answer never comes out")
        }
    }

    /// The window's side of work on threads: how often a worker woke it, and a wait for the next
    /// wake-up (bounded only as a safeguard against a hung test).
    final class Window: Sendable {
        let wakes = Counter()
        private let woken = DispatchSemaphore(value: 0)

        func wake() {
            wakes.add()
            woken.signal()
        }

        func waitForWake() -> Bool { woken.wait(timeout: .now() + 60) == .success }
    }

    /// Runs `body` with work on real threads, held to a manual clock, waking `Window`.
    private func onThreads(_ body: (ManualWorkClock, Window) -> Void) {
        let clock = ManualWorkClock()
        let window = Window()
        BackgroundWork.$modeOverride.withValue(.thread) {
            BackgroundWork.$clockOverride.withValue(clock) {
                BackgroundWork.$wakeOverride.withValue({ window.wake() }) { body(clock, window) }
            }
        }
    }

    /// On a real thread: the worker computes at once, then sleeps until the answer's time (it does
    /// not wake the window before), and wakes the window once it is due.
    @Test func aThreadHoldsItsAnswerUntilItsTimeThenWakesTheWindow() {
        onThreads { clock, window in
            let task = BackgroundTask<Int>()
            let computed = Counter()
            task.start(answeringAfter: .milliseconds(250)) { _ in
                computed.add()
                return 9
            }
            #expect(clock.waitForSleepers(1), "the worker sleeps until the answer is due")
            #expect(computed.value == 1, "the work itself is done before the wait")
            #expect(window.wakes.value == 0, "a sleeping worker has not woken the window")
            #expect(task.collect() == nil)
            clock.advance(by: .milliseconds(249))
            #expect(task.collect() == nil)
            #expect(window.wakes.value == 0)
            clock.advance(by: .milliseconds(1))
            #expect(window.waitForWake())
            #expect(window.wakes.value == 1)
            #expect(task.collect() == 9)
        }
    }

    /// A thread whose run is cancelled while it sleeps stops sleeping at once, never wakes the
    /// window and never hands over its answer; the run that replaced it does.
    @Test func aCancelledThreadStopsSleepingAndItsAnswerIsDropped() {
        onThreads { clock, window in
            let task = BackgroundTask<String>()
            task.start(answeringAfter: .seconds(10)) { _ in "stale" }
            #expect(clock.waitForSleepers(1))
            let gate = DispatchSemaphore(value: 0)
            let sawCancel = DispatchSemaphore(value: 0)
            task.start { flag in
                gate.wait()
                if flag.isCancelled { sawCancel.signal() }
                return "replaced"
            }
            #expect(clock.waitForSleepers(0), "cancelling woke the sleeping worker")
            task.start { _ in "fresh" }
            gate.signal()
            #expect(sawCancel.wait(timeout: .now() + 60) == .success, "the replaced run saw its flag set")
            #expect(window.waitForWake())
            #expect(task.collect() == "fresh")
            clock.advance(by: .seconds(20))
            #expect(task.collect() == nil, "the stale and replaced answers never come out")
            #expect(window.wakes.value == 1, "only the run that finished woke the window")
        }
    }

    /// The monotonic clock moves forward, and a sleep on it ends at once when its run is cancelled.
    @Test func theMonotonicClockNeverGoesBackAndACancelEndsItsSleep() {
        let clock = MonotonicWorkClock.shared
        let first = clock.now
        #expect(clock.now >= first)
        let flag = CancellationFlag()
        flag.cancel()
        // Already cancelled: returns without sleeping (an hour's sleep would hang the test).
        clock.sleep(until: clock.now + .seconds(3600), unless: flag)
        #expect(flag.isCancelled)
        // A deadline already past returns at once too.
        clock.sleep(until: first, unless: CancellationFlag())
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }
}
