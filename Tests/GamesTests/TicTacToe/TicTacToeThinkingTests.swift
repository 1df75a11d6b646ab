import AppTestSupport
import Foundation
import Layout
import SDLBackend
import Testing

@testable import GameCore
@testable import GameKit
@testable import TicTacToeEngine
@testable import TicTacToeFeature

/// The computer thinks on a worker thread, as in the window: the scene keeps answering while a
/// search is held at a gate, Escape, undo and new game cancel it, and an answer that arrives
/// for a position that no longer exists is never applied.
@Suite struct TicTacToeThinkingTests {
    typealias Fixture = TicTacToeSceneFixture

    /// A search that waits at a gate on its first call and answers `answers` in turn; it
    /// reports whether it found itself cancelled when the gate opened.
    final class HeldSearch: @unchecked Sendable {
        private let gate = DispatchSemaphore(value: 0)
        private let entered = DispatchSemaphore(value: 0)
        private let cancelSeen = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var calls = 0
        private let answers: [TicTacToeCell]

        init(answers: [TicTacToeCell]) { self.answers = answers }

        func search(_ state: TicTacToeState, _ flag: CancellationFlag) -> TicTacToeCell? {
            let call = lock.withLock {
                calls += 1
                return calls
            }
            if call == 1 {
                entered.signal()
                gate.wait()
                if flag.isCancelled { cancelSeen.signal() }
            }
            return answers[min(call, answers.count) - 1]
        }

        var searcher: TicTacToeSearcher {
            TicTacToeSearcher(reply: { self.search($0, $1) }, hint: { self.search($0, $1) })
        }

        /// Waits until the first search is at its gate.
        func waitUntilHeld() -> Bool { entered.wait(timeout: .now() + 10) == .success }

        /// Opens the gate; true when the held search then saw that it had been cancelled.
        func releaseSawCancel() -> Bool {
            gate.signal()
            return cancelSeen.wait(timeout: .now() + 10) == .success
        }
    }

    /// A scene against the perfect computer whose searches are `held`, answering at once.
    private func scene(_ held: HeldSearch, opponent: TicTacToeOpponent = .computer(.perfect)) -> TicTacToeScene {
        let scene = Fixture.scene(opponent: opponent)
        scene.searcher = held.searcher
        scene.replyDelay = .zero
        return scene
    }

    /// Collects finished work as the window does when a worker wakes it, until `done` (or 10 s).
    private func collect(_ driver: OneGameApp, until done: () -> Bool) {
        let deadline = Date().addingTimeInterval(10)
        while !done() && Date() < deadline {
            driver.collectBackgroundWork()
            if !done() { Thread.sleep(forTimeInterval: 0.005) }
        }
    }

    /// Gives a dropped answer every chance to be (wrongly) applied.
    private func collectForAWhile(_ driver: OneGameApp) {
        for _ in 0..<20 {
            driver.collectBackgroundWork()
            Thread.sleep(forTimeInterval: 0.005)
        }
    }

    @Test func escapeWhileTheComputerThinksLeavesAtOnceAndStopsTheSearch() {
        BackgroundWork.$modeOverride.withValue(.thread) {
            let held = HeldSearch(answers: [TicTacToeCell(row: 0, col: 0)])
            let scene = scene(held)
            let driver = Fixture.driver(scene)
            #expect(driver.tapCell(1, 1) == .moved)
            #expect(held.waitUntilHeld())
            #expect(scene.isWorking)
            #expect(driver.list.texts.contains("Computer is thinking…"))
            #expect(driver.shows("mark-1-1-X"), "the person's mark is drawn while the computer thinks")

            // The search is still held at its gate: Escape is answered without waiting for it.
            driver.key(.escape)
            #expect(driver.leftGame)
            #expect(!scene.isWorking)
            #expect(held.releaseSawCancel(), "leaving the game cancelled the search")
            collectForAWhile(driver)
            #expect(scene.state.board.markCount == 1)
            #expect(scene.invariantViolation() == nil)

            // Back in the game from its title card, the computer takes its turn up again.
            driver.key(.character("1"))
            #expect(!driver.leftGame)
            #expect(scene.isWorking)
            collect(driver) { scene.state.board.markCount == 2 }
            #expect(scene.state.board[TicTacToeCell(row: 0, col: 0)] == .o)
            #expect(driver.list.texts.contains("Your move (X)"))
            #expect(!scene.isWorking)
        }
    }

    @Test func undoWhileTheComputerThinksDropsItsAnswer() {
        BackgroundWork.$modeOverride.withValue(.thread) {
            let stale = TicTacToeCell(row: 2, col: 2)
            let fresh = TicTacToeCell(row: 0, col: 0)
            let held = HeldSearch(answers: [stale, fresh])
            let scene = scene(held)
            let driver = Fixture.driver(scene)
            driver.tapCell(1, 1)
            #expect(held.waitUntilHeld())

            #expect(scene.canUndo, "the move the computer is thinking about can be taken back")
            #expect(driver.perform(.undo) == .moved)
            #expect(scene.state.board.markCount == 0)
            #expect(!scene.isWorking)
            #expect(scene.invariantViolation() == nil)
            #expect(held.releaseSawCancel())
            collectForAWhile(driver)
            #expect(scene.state.board.markCount == 0, "the answer for the undone move is dropped")

            // Another move gets a reply of its own.
            driver.tapCell(0, 1)
            collect(driver) { scene.state.board.markCount == 2 }
            #expect(scene.state.board[fresh] == .o)
            #expect(scene.state.board[stale] == nil)
            #expect(scene.invariantViolation() == nil)
        }
    }

    @Test func redoAfterUndoingAThoughtMoveThinksAgain() {
        BackgroundWork.$modeOverride.withValue(.thread) {
            let held = HeldSearch(answers: [TicTacToeCell(row: 2, col: 2), TicTacToeCell(row: 0, col: 0)])
            let scene = scene(held)
            let driver = Fixture.driver(scene)
            driver.tapCell(1, 1)
            #expect(held.waitUntilHeld())
            driver.perform(.undo)
            #expect(scene.canRedo)
            driver.perform(.redo)
            #expect(scene.state.board.markCount == 1)
            #expect(scene.isWorking)
            #expect(held.releaseSawCancel())
            collect(driver) { scene.state.board.markCount == 2 }
            #expect(scene.state.board[TicTacToeCell(row: 0, col: 0)] == .o)
        }
    }

    @Test func aNewGameWhileTheComputerThinksDropsItsAnswer() {
        BackgroundWork.$modeOverride.withValue(.thread) {
            let held = HeldSearch(answers: [TicTacToeCell(row: 2, col: 2)])
            let scene = scene(held)
            let driver = Fixture.driver(scene)
            driver.tapCell(1, 1)
            #expect(held.waitUntilHeld())
            #expect(driver.tap(action: ChromeAction.command(.newGame)) != nil)
            #expect(scene.state.board.markCount == 0)
            #expect(held.releaseSawCancel())
            collectForAWhile(driver)
            #expect(scene.state.board.markCount == 0)
            #expect(driver.list.texts.contains("Your move (X)"))
        }
    }

    @Test func aHintThatArrivesAfterTheBoardChangedIsDropped() {
        BackgroundWork.$modeOverride.withValue(.thread) {
            let held = HeldSearch(answers: [TicTacToeCell(row: 2, col: 2)])
            let scene = scene(held, opponent: .friend)
            let driver = Fixture.driver(scene)
            #expect(driver.tap(action: TicTacToeAction.hint) == .redraw)
            #expect(held.waitUntilHeld())
            #expect(driver.list.texts.contains("Player 1 (X): finding a hint…"))
            driver.tapCell(0, 0)
            #expect(held.releaseSawCancel())
            collectForAWhile(driver)
            #expect(scene.hint == nil)
            #expect(driver.list.texts.contains("Player 2 (O) to move"))
        }
    }

    /// In the window the reply lands a moment after the move it answers, never in its frame.
    @Test func theReplyComesAMomentAfterTheMoveOnAThread() {
        BackgroundWork.$modeOverride.withValue(.thread) {
            let scene = Fixture.scene(opponent: .computer(.perfect))
            #expect(scene.replyDelay >= .milliseconds(250))
            let driver = Fixture.driver(scene)
            let moved = ContinuousClock.now
            driver.tapCell(1, 1)
            #expect(scene.state.board.markCount == 1)
            collect(driver) { scene.state.board.markCount == 2 }
            #expect(ContinuousClock.now - moved >= .milliseconds(250))
            #expect(scene.state.board.markCount == 2)
            #expect(scene.pendingAnimation == TicTacToeScene.markAnimation)
        }
    }

    /// Inline (the monkey, commands) the reply is part of the move's own update, so a seed
    /// replays the same game event for event.
    @Test func inlineTheReplyIsImmediateAndReplaysFromTheSeed() {
        func play() -> [TicTacToeState] {
            let scene = Fixture.scene(size: 7, opponent: .computer(.medium), seed: 11)
            let driver = Fixture.driver(scene)
            var states: [TicTacToeState] = []
            for (row, col) in [(3, 3), (2, 2), (4, 4), (3, 4)]
            where scene.state.board[TicTacToeCell(row: row, col: col)] == nil {
                driver.tapCell(row, col)
                #expect(!scene.isWorking)
                states.append(scene.state)
            }
            return states
        }
        let first = play()
        #expect(first.allSatisfy { $0.toMove == .x || $0.isOver })
        #expect(first == play())
    }

    @Test func focusLossStopsTheSearchAndFocusBackResumesIt() {
        BackgroundWork.$modeOverride.withValue(.thread) {
            let held = HeldSearch(answers: [TicTacToeCell(row: 0, col: 2)])
            let scene = scene(held)
            let driver = Fixture.driver(scene)
            driver.tapCell(1, 1)
            #expect(held.waitUntilHeld())
            scene.setActive(false)
            #expect(!scene.isWorking)
            #expect(scene.invariantViolation() == nil, "an inactive game may wait on the computer's turn")
            #expect(held.releaseSawCancel())
            collectForAWhile(driver)
            #expect(scene.state.board.markCount == 1)
            scene.setActive(true)
            collect(driver) { scene.state.board.markCount == 2 }
            #expect(scene.state.board[TicTacToeCell(row: 0, col: 2)] == .o)
        }
    }

    /// A save written while the computer thinks reads back the same, and the game resumes with
    /// the computer thinking.
    @Test func aSaveWrittenWhileTheComputerThinksResumesThinking() throws {
        let data = try BackgroundWork.$modeOverride.withValue(.thread) {
            let held = HeldSearch(answers: [TicTacToeCell(row: 0, col: 0)])
            let scene = scene(held)
            Fixture.driver(scene).tapCell(1, 1)
            #expect(held.waitUntilHeld())
            let data = try scene.saveData()
            scene.setActive(false)
            _ = held.releaseSawCancel()
            return data
        }
        let copy = Fixture.scene()
        try copy.restore(from: data)
        #expect(try copy.saveData() == data, "restoring alone does not move")
        #expect(copy.isWorking)
        #expect(copy.invariantViolation() == nil)
        let driver = Fixture.driver(copy)
        driver.collectBackgroundWork()
        #expect(copy.state.board.markCount == 2)
        #expect(!copy.isWorking)
    }
}
