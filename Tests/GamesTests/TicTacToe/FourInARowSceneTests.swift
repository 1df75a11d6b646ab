import Foundation
import Layout
import SDLBackend
import Testing

@testable import GameCore
@testable import GameKit
@testable import TicTacToeEngine
@testable import TicTacToeFeature

/// Four in a row as Tic-tac-toe's variant: chosen in the panel, played by column with the mouse
/// and the keys, its discs falling, its own tally, and saves old and new.
@Suite struct FourInARowSceneTests {
    typealias Fixture = TicTacToeSceneFixture

    static func scene(opponent: TicTacToeOpponent = .friend) -> TicTacToeScene {
        TicTacToeScene(
            seed: 3, clock: { 0 }, settings: TicTacToeSettings(opponent: opponent, size: 3, gravity: true))
    }

    @Test func thePanelOffersFourInARowAndBStepsToIt() throws {
        let scene = Fixture.scene(size: 7)
        let driver = Fixture.driver(scene)
        #expect(driver.list.frame(ofAction: TicTacToeAction.fourInARow) != nil)
        driver.tap(action: TicTacToeAction.fourInARow)
        #expect(scene.state.params.gravity && scene.state.board.rows == 6 && scene.state.board.size == 7)
        // B steps on from four in a row to 3×3, and from 7×7 to four in a row.
        driver.key(.character("b"))
        #expect(!scene.state.params.gravity && scene.state.params.size == 3)
        for _ in 0..<3 { driver.key(.character("b")) }
        #expect(scene.state.params.size == 7 && !scene.state.params.gravity)
        driver.key(.character("b"))
        #expect(scene.state.params.gravity)
    }

    @Test func aClickAnywhereInAColumnDropsToItsBottom() throws {
        let scene = Self.scene()
        let driver = Fixture.driver(scene)
        driver.tapCell(0, 3)
        #expect(scene.state.board[5, 3] == .x)
        driver.tapCell(2, 3)
        #expect(scene.state.board[4, 3] == .o)
        // A full column takes nothing.
        for _ in 0..<4 { driver.tapCell(0, 3) }
        #expect(scene.state.board.landingRow(inColumn: 3) == nil)
        let marks = scene.state.board.markCount
        driver.tapCell(0, 3)
        #expect(scene.state.board.markCount == marks)
    }

    @Test func keysMoveTheColumnAndDrop() throws {
        let scene = Self.scene()
        let driver = Fixture.driver(scene)
        driver.key(.right)  // shows the cursor
        #expect(scene.cursorVisible)
        driver.key(.right)
        #expect(scene.cursor.col == 4)
        driver.key(.down)
        #expect(scene.state.board[5, 4] == .x)
        driver.key(.left)
        driver.key(.space)
        #expect(scene.state.board[5, 3] == .o)
        driver.key(.enter)
        #expect(scene.state.board[4, 3] == .x)
        driver.key(.up)
        #expect(scene.state.board.markCount == 3)
        driver.key(.character("7"))
        #expect(scene.state.board[5, 6] == .o)
        driver.key(.character("1"))
        #expect(scene.state.board[5, 0] == .x)
        driver.key(.character("8"))
        driver.key(.character("0"))
        #expect(scene.state.board.markCount == 5)
    }

    /// Before the drop the disc waits above its column, invisible; after it, the same item sits
    /// in the bottom cell; halfway through the animation it is between the two, partly drawn.
    @Test func theDiscFallsFromAboveTheColumn() throws {
        let scene = Self.scene()
        let driver = Fixture.driver(scene)
        let key = AnyHashable("disc-2-1")
        let before = try #require(driver.list.items.first { $0.identity?.key == key })
        #expect(before.opacity == 0)
        let oldList = driver.list
        driver.tapCell(0, 2)
        #expect(scene.pendingAnimation == TicTacToeScene.dropAnimation)
        let after = try #require(driver.list.items.first { $0.identity?.key == key })
        #expect(after.opacity == 1)
        let cell = try #require(driver.list.frame(ofAction: TicTacToeAction.cell(row: 5, col: 2)))
        #expect(after.frame.midY > cell.minY && after.frame.midY < cell.maxY)
        #expect(before.frame.maxY <= cell.minY - 4 * cell.height)
        let transition = DisplayListTransition(from: oldList, to: driver.list, timing: TicTacToeScene.dropAnimation)
        let halfway = try #require(transition.list(at: 0.14).items.first { $0.identity?.key == key })
        #expect(halfway.frame.midY > before.frame.midY && halfway.frame.midY < after.frame.midY)
        #expect(halfway.opacity > 0 && halfway.opacity < 1)
        // Once settled, the disc is drawn in its cell.
        #expect(transition.list(at: 1).items.first { $0.identity?.key == key }?.frame == after.frame)
    }

    @Test func aWinAgainstTheComputerCountsInFourInARowsOwnTally() throws {
        let scene = Self.scene(opponent: .computer(.easy))
        let driver = Fixture.driver(scene)
        // Drop into column 0 until someone wins; easy plays at random from the seed.
        var drops = 0
        while !scene.state.isOver && drops < 40 {
            let column = (0..<7).first { scene.state.board.landingRow(inColumn: $0) != nil && $0 != 6 } ?? 6
            driver.tapCell(0, drops % 2 == 0 ? 0 : column)
            drops += 1
        }
        #expect(scene.state.isOver)
        let tally = TicTacToeTally(statistics: scene.statistics)
        let counted = [TicTacToeTally.Result.won, .lost, .drawn].map {
            tally.count(.computer(.easy), board: "7x6", $0)
        }
        #expect(counted.reduce(0, +) == 1)
        #expect(
            tally.count(.computer(.easy), board: "7x7", .won) + tally.count(.computer(.easy), board: "7x7", .lost) == 0)
    }

    @Test func aGameSavesAndRestoresAndASaveFromBeforeLoadsAsASquareBoard() throws {
        let scene = Self.scene(opponent: .computer(.medium))
        Fixture.play([(0, 3), (0, 2)], on: scene)
        let data = try scene.saveData()
        let copy = Fixture.scene()
        try copy.restore(from: data)
        #expect(copy.state == scene.state)
        #expect(copy.settings.gravity)
        #expect(copy.state.board.markCount == scene.state.board.markCount)

        // A square board's save as written before four in a row: no "gravity" anywhere.
        let square = Fixture.scene(size: 4, opponent: .computer(.medium))
        Fixture.play([(0, 0)], on: square)
        let text = try #require(String(data: try square.saveData(), encoding: .utf8))
        #expect(!text.contains("gravity"))
        let older = Fixture.scene()
        try older.restore(from: Data(text.utf8))
        #expect(older.state == square.state && !older.settings.gravity)
    }
}
