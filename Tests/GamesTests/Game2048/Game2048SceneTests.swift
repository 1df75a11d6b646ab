import AppTestSupport
import Layout
import SDLBackend
import Testing

@testable import Game2048Engine
@testable import Game2048Feature
@testable import GameCore
@testable import GameKit

/// Scenarios through the real event path (`OneGameApp`: layout, hit testing, `handle`), as the
/// window drives the scene.
struct Game2048SceneTests {
    @Test func aKeyPressMakesTheMoveTheRulesDescribeAndUndoTakesItBack() throws {
        let scene = Scene2048.scene([[0, 2, 0, 2], [4, 0, 4, 0], [0, 0, 0, 0], [0, 8, 0, 0]])
        let driver = Scene2048.driver(scene)
        let before = scene.state
        let expected = try #require(Game2048Rules.apply(.slide(.left), to: before))

        let update = driver.key(.left)

        #expect(update.contains(.redraw) && update.contains(.save))
        #expect(scene.state == expected)
        #expect(scene.state.board.values[0].prefix(1) == [4])
        #expect(scene.pendingAnimation == Game2048Timing.slide)
        #expect(driver.list.texts.contains("+12"))
        driver.perform(.undo)
        #expect(scene.state == before)
        driver.perform(.redo)
        #expect(scene.state == expected)
    }

    @Test func aSwipeMakesTheMove() throws {
        let scene = Scene2048.scene([[0, 0, 0, 0], [0, 2, 0, 0], [0, 0, 0, 0], [0, 2, 0, 4]])
        let driver = Scene2048.driver(scene, size: Scene2048.portrait)
        let expected = try #require(Game2048Rules.apply(.slide(.up), to: scene.state))

        let update = driver.send(.swipe(.up))

        #expect(update.contains(.save))
        #expect(scene.state == expected)
        #expect(scene.state.board.tile(at: Game2048Cell(row: 0, col: 1))?.value == 4)
        #expect(scene.state.board.tile(at: Game2048Cell(row: 0, col: 3))?.value == 4)
    }

    @Test func wasdAndHjklSlideLikeTheArrows() {
        let cases: [(Key, Game2048Direction)] = [
            (.left, .left), (.character("a"), .left), (.character("h"), .left),
            (.right, .right), (.character("d"), .right), (.character("l"), .right),
            (.up, .up), (.character("w"), .up), (.character("k"), .up),
            (.down, .down), (.character("s"), .down), (.character("j"), .down),
        ]
        for (key, direction) in cases {
            #expect(Game2048Intent(key: key, modifiers: []) == .slide(direction))
        }
        #expect(Game2048Intent(key: .character("z"), modifiers: .control) == nil)
    }

    @Test func aMoveThatChangesNothingIsNotAMove() {
        let scene = Scene2048.scene([[2, 4, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]])
        let driver = Scene2048.driver(scene)
        let before = scene.state
        #expect(driver.key(.left).isEmpty)
        #expect(scene.state == before)
        #expect(!scene.midEnd.canUndo)
    }

    @Test func rStartsANewGame() {
        let scene = Game2048Scene(seed: 5, clock: { 0 }, size: 5)
        let driver = Scene2048.driver(scene)
        for key in [Key.left, .up, .right, .down, .left, .up] { driver.key(key) }
        #expect(scene.midEnd.moveCount > 0)

        let update = driver.key(.character("r"))

        #expect(update.contains(.save))
        #expect(scene.midEnd.moveCount == 0)
        #expect(scene.state.board.rows == 5)
        #expect(scene.state.tiles.count == 2)
        #expect(scene.state.score == 0)
    }

    @Test func theWinDialogsKeepGoingButtonLetsPlayContinue() throws {
        let scene = Scene2048.nearWin()
        let driver = Scene2048.driver(scene)
        driver.key(.left)
        #expect(scene.state.awaitsWinAnswer)
        #expect(driver.list.texts.contains("You win!"))
        // The dialog is modal: slides wait for the answer.
        #expect(driver.key(.down).isEmpty)

        let update = try #require(driver.tap(action: Game2048Action.keepGoing))

        #expect(update.contains(.save))
        #expect(!scene.state.awaitsWinAnswer)
        #expect(!driver.list.texts.contains("You win!"))
        #expect(!driver.key(.down).isEmpty)
        #expect(scene.statistics.won == 1)
    }

    @Test func theWinDialogsNewGameButtonStartsAFreshGame() throws {
        let scene = Scene2048.nearWin()
        let driver = Scene2048.driver(scene, size: Scene2048.portrait, theme: .dark)
        driver.key(.right)
        let newGame = try #require(driver.list.frame(ofAction: ChromeAction.command(.newGame)))
        // The dialog's button is the topmost "new game" region, above the one it covers.
        #expect(driver.list.hitTest(newGame.center) == AnyHashable(ChromeAction.command(.newGame)))

        driver.tap(at: newGame.center)

        #expect(scene.state.tiles.count == 2)
        #expect(scene.midEnd.moveCount == 0)
        #expect(!driver.list.texts.contains("You win!"))
    }

    @Test func theLastMoveOpensGameOverAndTryAgainStartsAnother() throws {
        let scene = Scene2048.lastMove()
        let driver = Scene2048.driver(scene, size: Scene2048.portrait)
        let update = driver.key(.right)
        #expect(update.contains(.statistics))
        #expect(scene.midEnd.outcome == .lost)
        #expect(driver.list.texts.contains("Game over"))
        #expect(scene.statistics.lost == 1)
        // A tap on the board under the scrim does nothing.
        #expect(driver.tap(at: Point(x: 240, y: 400)).isEmpty)

        _ = try #require(driver.tap(action: ChromeAction.command(.newGame)))

        #expect(scene.midEnd.outcome == .playing)
        #expect(scene.state.board.rows == 3)
        #expect(!driver.list.texts.contains("Game over"))
    }

    @Test func gameOverOffersUndo() throws {
        let scene = Scene2048.lastMove()
        let driver = Scene2048.driver(scene)
        let before = scene.state
        driver.key(.right)
        _ = try #require(driver.tap(action: ChromeAction.command(.undo)))
        #expect(scene.state == before)
        #expect(!driver.list.texts.contains("Game over"))
    }

    @Test func theSizeButtonsAndKeysStartAGameOfTheOtherSize() throws {
        let scene = Game2048Scene(seed: 9, clock: { 0 })
        let driver = Scene2048.driver(scene)
        _ = try #require(driver.tap(action: Game2048Action.largerBoard))
        #expect(scene.state.board.rows == 5)
        #expect(driver.list.texts.contains("5×5 → 2048"))
        driver.key(.character("-"))
        driver.key(.character("-"))
        #expect(scene.state.board.rows == 3)
        // 3×3 is the smallest: the button is disabled and the key does nothing.
        #expect(driver.list.frame(ofAction: Game2048Action.smallerBoard) == nil)
        #expect(driver.key(.character("-")).isEmpty)
        for _ in 0..<6 { driver.key(.character("=")) }
        #expect(scene.state.board.rows == 8)
        #expect(driver.list.frame(ofAction: Game2048Action.largerBoard) == nil)
    }

    @Test func theOddsButtonSwitchesTheSpawnRuleForTheNextGame() throws {
        let scene = Game2048Scene(seed: 9, clock: { 0 })
        let driver = Scene2048.driver(scene, size: Scene2048.portrait)
        #expect(driver.list.texts.contains("Odds 90/10"))
        _ = try #require(driver.tap(action: Game2048Action.toggleSpawnRule))
        #expect(scene.state.spawnRule == .evenSplit)
        #expect(scene.midEnd.params.spawnRule == .evenSplit)
        #expect(driver.list.texts.contains("Odds 50/50"))
        driver.key(.character("o"))
        #expect(scene.state.spawnRule == .classic)
    }

    @Test func newGameAnimatesAndUndoGlides() {
        let scene = Scene2048.scene([[0, 2, 0, 2], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]])
        let driver = Scene2048.driver(scene)
        driver.key(.right)
        driver.perform(.undo)
        #expect(scene.pendingAnimation == Game2048Timing.glide)
        driver.perform(.redo)
        #expect(scene.pendingAnimation == Game2048Timing.slide)
        driver.perform(.newGame)
        #expect(scene.pendingAnimation == Game2048Timing.deal)
        // The pointer's hover stays in the app; a key the game ignores is the next event it sees.
        driver.key(.character("x"))
        #expect(scene.pendingAnimation == nil)
    }
}
