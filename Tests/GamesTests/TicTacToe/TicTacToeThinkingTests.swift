import AppTestSupport
import Foundation
import Layout
import SDLBackend
import Testing

@testable import GameCore
@testable import GameKit
@testable import TicTacToeEngine
@testable import TicTacToeFeature

/// The computer thinks in the background, as in the window: the scene keeps answering while a
/// search has not run yet, Escape, undo and new game cancel it, and an answer that arrives for a
/// position that no longer exists is never applied. Background work is queued and run when the
/// test says so, on a manual clock: "still thinking" and "never arrives" are exact and instant.
@Suite struct TicTacToeThinkingTests {
    typealias Fixture = TicTacToeSceneFixture

    /// A search that answers `answers` in turn and notes each call that found itself cancelled.
    final class ScriptedSearch: @unchecked Sendable {
        private let lock = NSLock()
        private var calls = 0
        private var cancelled = 0
        private let answers: [TicTacToeCell]

        init(answers: [TicTacToeCell]) { self.answers = answers }

        func search(_ state: TicTacToeState, _ flag: CancellationFlag) -> TicTacToeCell? {
            lock.withLock {
                calls += 1
                if flag.isCancelled { cancelled += 1 }
                return answers[min(calls, answers.count) - 1]
            }
        }

        /// Searches run so far, and how many of them ran for a cancelled request.
        var callCount: Int { lock.withLock { calls } }
        var cancelledCount: Int { lock.withLock { cancelled } }

        var searcher: TicTacToeSearcher {
            TicTacToeSearcher(reply: { self.search($0, $1) }, hint: { self.search($0, $1) })
        }
    }

    /// A scene against the perfect computer whose searches are `scripted`, answering without delay.
    private func scene(_ scripted: ScriptedSearch, opponent: TicTacToeOpponent = .computer(.perfect)) -> TicTacToeScene
    {
        let scene = Fixture.scene(opponent: opponent)
        scene.searcher = scripted.searcher
        scene.replyDelay = .zero
        return scene
    }

    /// Runs the queued searches and collects their answers, as the window does when a worker
    /// wakes it.
    private func finishWork(_ queue: WorkQueue, _ driver: OneGameApp) {
        queue.runAll()
        driver.collectBackgroundWork()
    }

    @Test func escapeWhileTheComputerThinksLeavesAtOnceAndStopsTheSearch() {
        let queue = WorkQueue()
        queue.during {
            let scripted = ScriptedSearch(answers: [TicTacToeCell(row: 0, col: 0)])
            let scene = scene(scripted)
            let driver = Fixture.driver(scene)
            #expect(driver.tapCell(1, 1) == .moved)
            #expect(queue.pending == 1, "the search has not run yet")
            #expect(scene.isWorking)
            #expect(driver.list.texts.contains("Computer is thinking…"))
            #expect(driver.shows("mark-1-1-X"), "the person's mark is drawn while the computer thinks")

            // The search has not run: Escape is answered without waiting for it.
            driver.key(.escape)
            #expect(driver.leftGame)
            #expect(!scene.isWorking)
            queue.runAll()
            #expect(scripted.cancelledCount == 1, "leaving the game cancelled the search")
            driver.collectBackgroundWork()
            #expect(scene.state.board.markCount == 1)
            #expect(scene.invariantViolation() == nil)

            // Back in the game from its title card, the computer takes its turn up again.
            driver.key(.character("1"))
            #expect(!driver.leftGame)
            #expect(scene.isWorking)
            finishWork(queue, driver)
            #expect(scene.state.board.markCount == 2)
            #expect(scene.state.board[TicTacToeCell(row: 0, col: 0)] == .o)
            #expect(driver.list.texts.contains("Your move (X)"))
            #expect(!scene.isWorking)
        }
    }

    @Test func undoWhileTheComputerThinksDropsItsAnswer() {
        let queue = WorkQueue()
        queue.during {
            let stale = TicTacToeCell(row: 2, col: 2)
            let fresh = TicTacToeCell(row: 0, col: 0)
            let scripted = ScriptedSearch(answers: [stale, fresh])
            let scene = scene(scripted)
            let driver = Fixture.driver(scene)
            driver.tapCell(1, 1)
            #expect(queue.pending == 1, "the search has not run yet")

            #expect(scene.canUndo, "the move the computer is thinking about can be taken back")
            #expect(driver.perform(.undo) == .moved)
            #expect(scene.state.board.markCount == 0)
            #expect(!scene.isWorking)
            #expect(scene.invariantViolation() == nil)
            queue.runAll()
            #expect(scripted.cancelledCount == 1, "the search ran for a cancelled request")
            driver.collectBackgroundWork()
            #expect(scene.state.board.markCount == 0, "the answer for the undone move is dropped")

            // Another move gets a reply of its own.
            driver.tapCell(0, 1)
            finishWork(queue, driver)
            #expect(scene.state.board.markCount == 2)
            #expect(scene.state.board[fresh] == .o)
            #expect(scene.state.board[stale] == nil)
            #expect(scene.invariantViolation() == nil)
        }
    }

    @Test func redoAfterUndoingAThoughtMoveThinksAgain() {
        let queue = WorkQueue()
        queue.during {
            let scripted = ScriptedSearch(answers: [TicTacToeCell(row: 2, col: 2), TicTacToeCell(row: 0, col: 0)])
            let scene = scene(scripted)
            let driver = Fixture.driver(scene)
            driver.tapCell(1, 1)
            #expect(queue.pending == 1, "the search has not run yet")
            driver.perform(.undo)
            #expect(scene.canRedo)
            driver.perform(.redo)
            #expect(scene.state.board.markCount == 1)
            #expect(scene.isWorking)
            queue.runAll()
            #expect(scripted.cancelledCount == 1, "the search ran for a cancelled request")
            finishWork(queue, driver)
            #expect(scene.state.board.markCount == 2)
            #expect(scene.state.board[TicTacToeCell(row: 0, col: 0)] == .o)
        }
    }

    @Test func aNewGameWhileTheComputerThinksDropsItsAnswer() {
        let queue = WorkQueue()
        queue.during {
            let scripted = ScriptedSearch(answers: [TicTacToeCell(row: 2, col: 2)])
            let scene = scene(scripted)
            let driver = Fixture.driver(scene)
            driver.tapCell(1, 1)
            #expect(queue.pending == 1, "the search has not run yet")
            #expect(driver.tap(action: ChromeAction.command(.newGame)) != nil)
            #expect(scene.state.board.markCount == 0)
            queue.runAll()
            #expect(scripted.cancelledCount == 1, "the search ran for a cancelled request")
            driver.collectBackgroundWork()
            #expect(scene.state.board.markCount == 0)
            #expect(driver.list.texts.contains("Your move (X)"))
        }
    }

    @Test func aHintThatArrivesAfterTheBoardChangedIsDropped() {
        let queue = WorkQueue()
        queue.during {
            let scripted = ScriptedSearch(answers: [TicTacToeCell(row: 2, col: 2)])
            let scene = scene(scripted, opponent: .friend)
            let driver = Fixture.driver(scene)
            #expect(driver.tap(action: TicTacToeAction.hint) == .redraw)
            #expect(queue.pending == 1, "the search has not run yet")
            #expect(driver.list.texts.contains("Player 1 (X): finding a hint…"))
            driver.tapCell(0, 0)
            queue.runAll()
            #expect(scripted.cancelledCount == 1, "the search ran for a cancelled request")
            driver.collectBackgroundWork()
            #expect(scene.hint == nil)
            #expect(driver.list.texts.contains("Player 2 (O) to move"))
        }
    }

    /// In the window the reply lands a moment after the move it answers, never in its frame:
    /// not at 249 ms however quick the search, at 250 ms.
    @Test func theReplyComesExactly250MillisecondsAfterTheMove() {
        let queue = WorkQueue()
        queue.during {
            let scene = Fixture.scene(opponent: .computer(.perfect))
            #expect(scene.replyDelay == .milliseconds(250))
            let driver = Fixture.driver(scene)
            driver.tapCell(1, 1)
            #expect(scene.state.board.markCount == 1)
            finishWork(queue, driver)
            #expect(scene.state.board.markCount == 1, "the search is done, the reply not yet due")
            #expect(scene.isWorking)
            queue.clock.advance(by: .milliseconds(249))
            driver.collectBackgroundWork()
            #expect(scene.state.board.markCount == 1)
            #expect(driver.list.texts.contains("Computer is thinking…"))
            queue.clock.advance(by: .milliseconds(1))
            driver.collectBackgroundWork()
            #expect(scene.state.board.markCount == 2)
            #expect(!scene.isWorking)
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
        let queue = WorkQueue()
        queue.during {
            let scripted = ScriptedSearch(answers: [TicTacToeCell(row: 0, col: 2)])
            let scene = scene(scripted)
            let driver = Fixture.driver(scene)
            driver.tapCell(1, 1)
            #expect(queue.pending == 1, "the search has not run yet")
            scene.setActive(false)
            #expect(!scene.isWorking)
            #expect(scene.invariantViolation() == nil, "an inactive game may wait on the computer's turn")
            queue.runAll()
            #expect(scripted.cancelledCount == 1, "the search ran for a cancelled request")
            driver.collectBackgroundWork()
            #expect(scene.state.board.markCount == 1)
            scene.setActive(true)
            finishWork(queue, driver)
            #expect(scene.state.board.markCount == 2)
            #expect(scene.state.board[TicTacToeCell(row: 0, col: 2)] == .o)
        }
    }

    /// A save written while the computer thinks reads back the same, and the game resumes with
    /// the computer thinking.
    @Test func aSaveWrittenWhileTheComputerThinksResumesThinking() throws {
        let queue = WorkQueue()
        let data = try queue.during {
            let scripted = ScriptedSearch(answers: [TicTacToeCell(row: 0, col: 0)])
            let scene = scene(scripted)
            Fixture.driver(scene).tapCell(1, 1)
            #expect(queue.pending == 1, "the search has not run yet")
            let data = try scene.saveData()
            scene.setActive(false)
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
