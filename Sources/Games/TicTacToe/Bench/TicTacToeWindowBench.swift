import Foundation
import GameCore
import GameKit
import TicTacToeEngine
import TicTacToeFeature

/// How long the window's thread is kept busy while the perfect computer answers on 7×7: a
/// whole round played the way the window plays it (background work on threads), the person's
/// moves chosen by the medium player so the round is the same every time. Each event the
/// window would handle (the person's click, each collection of finished work) is timed on the
/// calling thread; the worker's own search time is not the window's.
enum TicTacToeWindowBench {
    struct Result {
        /// The longest single call on the window's thread, in milliseconds.
        var longestBusyMilliseconds: Double
        /// The computer's replies that were measured.
        var replies: Int
    }

    static func run(seed: UInt64 = 7) -> Result {
        // The worker wakes the loop when it is done: here, this semaphore.
        let woken = DispatchSemaphore(value: 0)
        // Set for the process, not as task-local overrides: the bench runs alone, and a nested
        // `withValue` outside any task trapped in swift_task_localValuePush in release builds
        // (Swift 6.3.1), before any figure was printed.
        let (mode, wake) = (BackgroundWork.mode, BackgroundWork.wake)
        BackgroundWork.mode = .thread
        BackgroundWork.wake = { woken.signal() }
        defer { (BackgroundWork.mode, BackgroundWork.wake) = (mode, wake) }
        return play(seed: seed, woken: woken)
    }

    private static func play(seed: UInt64, woken: DispatchSemaphore) -> Result {
        let scene = TicTacToeScene(
            seed: seed, clock: { 0 }, size: 7, opponent: .computer(.perfect), starter: .you)
        // The pause before a reply is shown is a sleep on the worker: it costs the window
        // nothing and would only make the round slower to measure.
        scene.replyDelay = .zero
        var longest = 0.0
        var replies = 0
        while !scene.state.isOver, replies < 40 {
            guard let cell = TicTacToeAI.move(for: scene.state, level: .medium) else { break }
            let marks = scene.state.board.markCount
            longest = max(
                longest,
                busy {
                    _ = scene.handle(.tap(.zero, .primary), hit: TicTacToeAction.cell(row: cell.row, col: cell.col))
                })
            longest = max(longest, busy { _ = scene.collectBackgroundWork() })
            while scene.state.board.markCount < marks + 2, !scene.state.isOver,
                woken.wait(timeout: .now() + 30) == .success
            {
                longest = max(longest, busy { _ = scene.collectBackgroundWork() })
            }
            replies += 1
        }
        return Result(longestBusyMilliseconds: longest, replies: replies)
    }

    private static func busy(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let (seconds, attoseconds) = clock.measure(body).components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
