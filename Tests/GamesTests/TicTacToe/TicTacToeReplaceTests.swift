import Layout
import Testing

@testable import GameKit
@testable import TicTacToeEngine
@testable import TicTacToeFeature

/// A new round or a changed setting never wipes an unfinished round: undo before the first mark
/// brings it back exactly (settings included), redo the new one; a finished round is counted
/// and simply left.
@Suite struct TicTacToeReplaceTests {
    @Test func newGameMidRoundIsUndoable() throws {
        let scene = TicTacToeSceneFixture.scene()
        let driver = TicTacToeSceneFixture.driver(scene)
        driver.tapCell(0, 0)
        driver.tapCell(1, 1)
        let left = try scene.session.currentGameData()
        driver.perform(.newGame)
        #expect(scene.midEnd.moveCount == 0)
        #expect(scene.canUndo, "the round left is one undo away")
        let fresh = try scene.session.currentGameData()
        driver.perform(.undo)
        #expect(try scene.session.currentGameData() == left)
        #expect(scene.canRedo)
        driver.perform(.redo)
        #expect(try scene.session.currentGameData() == fresh)
        // A mark in the new round: the way forward to later rounds is gone, the way back stays.
        driver.perform(.undo)
        driver.perform(.redo)
        driver.tapCell(2, 2)
        #expect(!scene.canRedo, "a mark drops the way forward to later rounds")
        #expect(scene.canUndo)
    }

    @Test func aChangedBoardSizeIsUndoableWithItsSettings() throws {
        let scene = TicTacToeSceneFixture.scene(opponent: .computer(.easy))
        let driver = TicTacToeSceneFixture.driver(scene)
        driver.tapCell(1, 1)
        let left = try scene.session.currentGameData()
        driver.key(.character("b"))
        #expect(scene.state.params.size != 3)
        #expect(scene.canUndo)
        driver.perform(.undo)
        #expect(scene.state.params.size == 3)
        #expect(scene.settings.size == 3)
        #expect(try scene.session.currentGameData() == left)
        #expect(scene.invariantViolation() == nil)
    }

    /// A finished round is counted once and kept like any other: undo after a new round
    /// brings it back as it ended, and its count does not change.
    @Test func aFinishedRoundIsCountedOnceAndKept() {
        let scene = TicTacToeSceneFixture.scene()
        let driver = TicTacToeSceneFixture.driver(scene)
        for (row, col) in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)] { driver.tapCell(row, col) }
        #expect(scene.state.isOver)
        let counted = scene.statistics
        driver.perform(.newGame)
        #expect(scene.canUndo)
        driver.perform(.undo)
        #expect(scene.state.isOver)
        #expect(scene.statistics == counted)
        #expect(scene.invariantViolation() == nil)
    }

    /// R in the middle of a round is one step: undo brings the round back as it stood.
    @Test func restartMidRoundIsUndoable() throws {
        let scene = TicTacToeSceneFixture.scene()
        let driver = TicTacToeSceneFixture.driver(scene)
        driver.tapCell(0, 0)
        driver.tapCell(1, 1)
        let left = try scene.session.currentGameData()
        driver.key(.character("r"))
        #expect(scene.midEnd.moveCount == 0)
        driver.perform(.undo)
        #expect(scene.midEnd.moveCount == 2)
        #expect(try scene.session.currentGameData() == left)
    }

    /// A round left with marks undone keeps what is on the board, not its redo: undo comes back
    /// to it and redo goes forward to the new round, never into the old round's undone marks.
    @Test func undoAndRedoStepBetweenWholeRounds() throws {
        let scene = TicTacToeSceneFixture.scene()
        let driver = TicTacToeSceneFixture.driver(scene)
        driver.tapCell(0, 0)
        driver.tapCell(1, 1)
        driver.tapCell(2, 2)
        driver.perform(.undo)
        driver.perform(.newGame)
        let fresh = try scene.session.currentGameData()
        driver.perform(.undo)
        #expect(scene.midEnd.moveCount == 2)
        #expect(!scene.midEnd.canRedo, "the old round's undone mark is not a redo")
        driver.perform(.redo)
        #expect(try scene.session.currentGameData() == fresh)
    }
}
