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
        let left = try scene.saveData()
        driver.perform(.newGame)
        #expect(scene.midEnd.moveCount == 0)
        #expect(scene.canUndo, "the round left is one undo away")
        let fresh = try scene.saveData()
        driver.perform(.undo)
        #expect(try scene.saveData() == left)
        #expect(scene.canRedo)
        driver.perform(.redo)
        #expect(try scene.saveData() == fresh)
        // A mark in the new round: the way forward to later rounds is gone, the way back stays.
        driver.perform(.undo)
        driver.perform(.redo)
        driver.tapCell(2, 2)
        #expect(!scene.replaced.canRedo)
        #expect(scene.canUndo)
    }

    @Test func aChangedBoardSizeIsUndoableWithItsSettings() throws {
        let scene = TicTacToeSceneFixture.scene(opponent: .computer(.easy))
        let driver = TicTacToeSceneFixture.driver(scene)
        driver.tapCell(1, 1)
        let left = try scene.saveData()
        driver.key(.character("b"))
        #expect(scene.state.params.size != 3)
        #expect(scene.replaced.canUndo)
        driver.perform(.undo)
        #expect(scene.state.params.size == 3)
        #expect(scene.settings.size == 3)
        #expect(try scene.saveData() == left)
        #expect(scene.invariantViolation() == nil)
    }

    @Test func aFinishedRoundIsCountedAndNotKept() {
        let scene = TicTacToeSceneFixture.scene()
        let driver = TicTacToeSceneFixture.driver(scene)
        for (row, col) in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)] { driver.tapCell(row, col) }
        #expect(scene.state.isOver)
        driver.perform(.newGame)
        #expect(!scene.replaced.canUndo)
        #expect(!scene.canUndo)
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
        let fresh = try scene.saveData()
        driver.perform(.undo)
        #expect(scene.midEnd.moveCount == 2)
        #expect(!scene.midEnd.canRedo, "the old round's undone mark is not a redo")
        driver.perform(.redo)
        #expect(try scene.saveData() == fresh)
    }
}
