import Foundation
import Layout
import SDLBackend
import Testing

@testable import GameCore
@testable import GameKit
@testable import TicTacToeEngine
@testable import TicTacToeFeature

/// Scenarios through the real layout and hit testing: clicks on the cells as drawn, keys as
/// typed, and what the screen says afterwards.
@Suite struct TicTacToeSceneTests {
    typealias Fixture = TicTacToeSceneFixture

    @Test func twoPlayersClickToAWinAndFurtherClicksChangeNothing() throws {
        let scene = Fixture.scene()
        let driver = Fixture.driver(scene)
        #expect(driver.list.texts.contains("Player 1 (X) to move"))
        for (row, col) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
            #expect(driver.tapCell(row, col) == .moved)
        }
        #expect(driver.list.texts.contains("Player 1 (X) to move"))
        #expect(!driver.shows("win-line"))

        let winning = try #require(driver.tapCell(0, 2))
        #expect(winning.contains(.statistics))
        #expect(scene.state.winner == .x)
        #expect(scene.state.winningLine.sorted { $0.col < $1.col } == (0..<3).map { TicTacToeCell(row: 0, col: $0) })
        #expect(driver.list.texts.contains("Player 1 wins"))
        #expect(driver.shows("win-line"))
        #expect(driver.list.texts.contains("Play again"))
        #expect(scene.statistics.played == 1)
        #expect(TicTacToeTally(statistics: scene.statistics).player1Wins == 1)
        #expect(scene.statisticsLine == "Player 1 won 1 · Player 2 won 0 · drawn 0")

        let before = try scene.saveData()
        for (row, col) in [(2, 2), (2, 0), (1, 2)] {
            #expect(driver.tapCell(row, col) == [])
        }
        #expect(try scene.saveData() == before)
        #expect(driver.list.texts.contains("Player 1 wins"))
    }

    @Test func theResultMessageIsInTheWinnersColour() throws {
        let scene = Fixture.scene()
        let driver = Fixture.driver(scene, size: Fixture.portrait, theme: .light)
        for (row, col) in [(0, 0), (1, 0), (0, 1), (1, 1), (2, 2), (1, 2)] {
            driver.tapCell(row, col)
        }
        let message = try #require(
            driver.list.items.first {
                if case .text("Player 2 wins", _, _) = $0.command { return true }
                return false
            })
        guard case .text(_, _, let color) = message.command else { return }
        #expect(color == TicTacToePalette(theme: .light).color(of: .o))
    }

    @Test func aTieSaysSoAndCountsOnce() {
        let scene = Fixture.scene()
        let driver = Fixture.driver(scene)
        for digit in [1, 2, 3, 5, 4, 6, 8, 7, 9] {
            driver.key(.character(Character("\(digit)")))
        }
        #expect(scene.state.isTie)
        #expect(driver.list.texts.contains("It's a tie"))
        #expect(!driver.shows("win-line"))
        #expect(TicTacToeTally(statistics: scene.statistics).ties == 1)
        driver.perform(.undo)
        driver.key(.character("9"))
        #expect(scene.statistics.played == 1)
    }

    @Test func againstTheComputerAClickGetsAReplyAndUndoTakesBackThePair() throws {
        let scene = Fixture.scene(opponent: .computer(.perfect))
        let driver = Fixture.driver(scene)
        #expect(driver.list.texts.contains("Your move (X)"))
        #expect(driver.tapCell(1, 1) == .moved)
        #expect(scene.state.board.count(of: .x) == 1)
        #expect(scene.state.board.count(of: .o) == 1)
        #expect(scene.state.toMove == .x)
        #expect(scene.pendingAnimation == TicTacToeScene.markAnimation)
        #expect(driver.shows("mark-1-1-X"))

        #expect(driver.perform(.undo) == .moved)
        #expect(scene.state.board.markCount == 0)
        #expect(!scene.canUndo)
        #expect(driver.perform(.undo) == [])
        #expect(driver.perform(.redo) == .moved)
        #expect(scene.state.board.markCount == 2)
    }

    @Test func whenTheComputerStartsItHasMovedAndUndoStopsThere() {
        let scene = Fixture.scene(opponent: .computer(.perfect), starter: .computer)
        let driver = Fixture.driver(scene)
        #expect(scene.state.board.count(of: .x) == 1)
        #expect(scene.state.toMove == .o)
        #expect(!scene.canUndo)
        #expect(driver.list.texts.contains("Your move (O)"))
        let empty = scene.state.board.emptyCells[0]
        driver.tapCell(empty.row, empty.col)
        #expect(scene.state.board.markCount == 3)
        driver.perform(.undo)
        #expect(scene.state.board.markCount == 1)
        #expect(scene.state.toMove == .o)
        #expect(!scene.canUndo)

        driver.perform(.redo)
        let next = scene.state.board.emptyCells[0]
        driver.tapCell(next.row, next.col)
        #expect(scene.state.board.markCount >= 4)
        // R rewinds a round in progress (redo brings it back); a finished one gives way to the
        // next round, which the computer opens again.
        let finished = scene.state.isOver
        driver.key(.character("r"))
        #expect(scene.state.board.markCount == 1)
        #expect(scene.canRedo != finished)
    }

    @Test func alternateSwapsWhoStartsEachRound() {
        let scene = Fixture.scene(opponent: .computer(.easy), starter: .alternate)
        #expect(scene.state.board.markCount == 0)
        _ = scene.perform(.newGame)
        #expect(scene.state.board.count(of: .x) == 1)
        #expect(scene.state.params.mode.computerPlayer == .x)
        _ = scene.perform(.newGame)
        #expect(scene.state.board.markCount == 0)
        #expect(scene.state.params.mode.computerPlayer == .o)
    }

    @Test func thePerfectComputerNeverLosesAndTheTallyFollows() throws {
        let scene = Fixture.scene(opponent: .computer(.perfect), starter: .computer)
        let driver = Fixture.driver(scene)
        while !scene.state.isOver {
            let cell = scene.state.board.emptyCells[0]
            driver.tapCell(cell.row, cell.col)
        }
        #expect(scene.state.winner != .o)
        if scene.state.winner == .x {
            #expect(driver.list.texts.contains("Computer wins"))
            #expect(scene.statistics.lost == 1)
            #expect(scene.statisticsLine == "Won 0 · lost 1 · drawn 0")
        } else {
            #expect(driver.list.texts.contains("It's a tie"))
            #expect(scene.statistics.drawn == 1)
        }
        driver.perform(.undo)
        #expect(!scene.state.isOver)
        #expect(scene.state.toMove == .o)
    }

    @Test func digitsPlaceOnThreeByThreeInReadingOrder() {
        let scene = Fixture.scene()
        let driver = Fixture.driver(scene)
        for digit in [1, 4, 2, 5, 3] {
            #expect(driver.key(.character(Character("\(digit)"))) != [])
        }
        #expect(scene.state.winningLine.count == 3)
        #expect(scene.state.winningLine.allSatisfy { $0.row == 0 })
        #expect(driver.list.texts.contains("Player 1 wins"))
        #expect(driver.key(.character("6")) == [])
        driver.key(.enter)
        #expect(scene.state.board.markCount == 0)
        #expect(!scene.state.isOver)
    }

    @Test func cursorAndEnterPlaceMarks() {
        let scene = Fixture.scene(size: 4)
        let driver = Fixture.driver(scene)
        #expect(driver.key(.character("5")) == [])
        #expect(driver.key(.right) == .redraw)
        #expect(scene.cursorVisible)
        #expect(scene.state.board.markCount == 0)
        driver.key(.enter)
        #expect(scene.state.board[TicTacToeCell(row: 2, col: 2)] == .x)
        driver.key(.up)
        driver.key(.character("a"))
        driver.key(.space)
        #expect(scene.state.board[TicTacToeCell(row: 1, col: 1)] == .o)
        for _ in 0..<2 { driver.key(.left) }
        #expect(scene.cursor == TicTacToeCell(row: 1, col: 3), "the cursor wraps round the left edge")
    }

    @Test func theBoardChooserStartsANewGame() {
        let scene = Fixture.scene()
        let driver = Fixture.driver(scene)
        driver.tapCell(0, 0)
        #expect(driver.tap(action: TicTacToeAction.size(5)) == .moved)
        #expect(scene.state.params.size == 5)
        #expect(scene.state.params.k == 4)
        #expect(scene.state.board.markCount == 0)
        #expect(driver.list.frame(ofAction: TicTacToeAction.cell(row: 4, col: 4)) != nil)
        driver.key(.character("b"))
        #expect(scene.state.params.size == 7)
        #expect(scene.state.params.k == 5)
        driver.key(.character("b"))
        #expect(scene.state.params.gravity)
        driver.key(.character("b"))
        #expect(scene.state.params.size == 3 && !scene.state.params.gravity)
        driver.key(.character("m"))
        #expect(scene.settings.opponent == .computer(.easy))
        #expect(driver.tap(action: TicTacToeAction.opponent(.friend)) == .moved)
        #expect(scene.state.params.mode == .twoPlayers)
    }

    /// A wide window too short for every choice row keeps the side panel under the header and
    /// inside the window: the rows give way to one stepping button per choice.
    @Test func aShortWideWindowStepsThroughTheChoicesInsideTheWindow() {
        let scene = Fixture.scene()
        #expect(Fixture.driver(scene).list.frame(ofAction: TicTacToeAction.opponent(.friend)) != nil)
        let size = Size(width: 640, height: 400)
        let driver = Fixture.driver(scene, size: size)
        #expect(driver.list.frame(ofAction: TicTacToeAction.opponent(.friend)) == nil)
        #expect(driver.list.frame(ofAction: ChromeAction.command(.newGame)) != nil)
        let body = GameScreenMetrics(size: size).body
        for region in driver.list.tapRegions where !(region.action?.base is ChromeAction) {
            #expect(region.frame.minY >= body.minY - 0.5 && region.frame.maxY <= body.maxY + 0.5)
            #expect(region.frame.minX >= body.minX - 0.5 && region.frame.maxX <= body.maxX + 0.5)
        }
        #expect(driver.tap(action: TicTacToeAction.nextOpponent) == .moved)
        #expect(scene.settings.opponent == .computer(.easy))
    }

    @Test func theHintRingsAWinningCell() {
        let scene = Fixture.scene()
        let driver = Fixture.driver(scene)
        for digit in [1, 4, 2, 5] { driver.key(.character(Character("\(digit)"))) }
        #expect(driver.tap(action: TicTacToeAction.hint) == .redraw)
        #expect(scene.hint == TicTacToeCell(row: 0, col: 2))
        #expect(!scene.cursorVisible)
        driver.key(.character("h"))
        #expect(scene.cursorVisible)
        driver.key(.enter)
        #expect(scene.state.winner == .x)
        #expect(scene.hint == nil)
    }

    @Test func saveAndRestoreKeepTheRoundAndRefuseBadData() throws {
        let scene = Fixture.scene(size: 4, opponent: .computer(.medium), starter: .alternate)
        Fixture.play([(0, 0)], on: scene)
        let data = try scene.saveData()

        let copy = Fixture.scene()
        try copy.restore(from: data)
        #expect(copy.state == scene.state)
        #expect(copy.settings == scene.settings)
        #expect(copy.canUndo)

        let text = try #require(String(data: data, encoding: .utf8))
        // A round that does not start from the empty board.
        let tampered = text.replacingOccurrences(of: "\"board\":\"....", with: "\"board\":\"O...")
        #expect(tampered != text)
        let untouched = try copy.saveData()
        #expect(throws: (any Error).self) { try copy.restore(from: Data(tampered.utf8)) }
        #expect(throws: (any Error).self) { try copy.restore(from: Data("nonsense".utf8)) }
        #expect(try copy.saveData() == untouched)
    }

    @Test func everyWindowSizeLaysOut() {
        let scene = Fixture.scene(size: 7, opponent: .computer(.easy))
        for size in [Size(width: 1, height: 1), Size(width: 200, height: 200), Fixture.portrait, Fixture.landscape] {
            let driver = Fixture.driver(scene, size: size)
            #expect(driver.list.size == size)
        }
        let small = Fixture.driver(scene, size: Size(width: 200, height: 200))
        #expect(small.list.frame(ofAction: TicTacToeAction.cell(row: 6, col: 6)) != nil)
    }

    @Test func theMiniatureHasNoTapRegions() {
        let scene = Fixture.scene()
        let list = Layout.layout(
            scene.miniature(theme: .light), in: Size(width: 120, height: 120), measurer: FixedMetricTextMeasurer())
        #expect(list.tapRegions.isEmpty)
        #expect(!list.items.isEmpty)
    }
}
