import Foundation
import Testing

@testable import GameKit

/// Background results reach the window's thread once, and never for a run that was replaced or
/// cancelled: a scene cannot apply an answer to a position that no longer exists.
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

    @Test func aReplacedThreadRunIsDroppedAndTheNewOneCollected() async throws {
        try await BackgroundWork.$modeOverride.withValue(.thread) {
            let task = BackgroundTask<String>()
            let gate = DispatchSemaphore(value: 0)
            let sawCancel = DispatchSemaphore(value: 0)
            task.start { flag in
                gate.wait()
                if flag.isCancelled { sawCancel.signal() }
                return "stale"
            }
            #expect(task.collect() == nil, "the first run is still waiting at its gate")
            task.start { _ in "fresh" }
            gate.signal()
            #expect(sawCancel.wait(timeout: .now() + 5) == .success, "the replaced run saw its flag set")
            var result: String?
            for _ in 0..<500 where result == nil {
                result = task.collect()
                if result == nil { try await Task.sleep(for: .milliseconds(10)) }
            }
            #expect(result == "fresh")
            try await Task.sleep(for: .milliseconds(50))
            #expect(task.collect() == nil, "the stale run's answer never comes out")
        }
    }
}
