import Foundation
import Layout
import SDLBackend
import Testing

@testable import GameCore
@testable import GameKit
@testable import TicTacToeEngine
@testable import TicTacToeFeature

/// The record: one tally per opponent and board size, a round counted once by the result it
/// ends with, and undoing past the end takes the count back. Through the real layout: the
/// portrait screen writes the tally as one line.
@Suite struct TicTacToeTallyTests {
    typealias Fixture = TicTacToeSceneFixture

    /// X takes the top row, undo, then O takes the middle row: the screen and the tally both
    /// name Player 2, and Player 1 keeps nothing of the undone win.
    @Test func aWinUndoneAndReplayedCountsOnlyTheFinalResult() throws {
        let scene = Fixture.scene()
        let driver = Fixture.driver(scene, size: Fixture.portrait)
        for (row, col) in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)] { driver.tapCell(row, col) }
        #expect(driver.list.texts.contains("Player 1 wins"))
        #expect(driver.list.texts.contains("Player 1: 1 · Ties: 0 · Player 2: 0"))

        let undone = driver.perform(.undo)
        #expect(undone.contains(.statistics), "taking the count back is saved")
        #expect(!scene.state.isOver)
        #expect(driver.list.texts.contains("Player 1: 0 · Ties: 0 · Player 2: 0"))
        #expect(scene.statistics.played == 0)
        #expect(scene.invariantViolation() == nil)

        driver.tapCell(2, 2)
        driver.tapCell(1, 2)
        #expect(driver.list.texts.contains("Player 2 wins"))
        #expect(driver.list.texts.contains("Player 1: 0 · Ties: 0 · Player 2: 1"))
        let tally = TicTacToeTally(statistics: scene.statistics)
        #expect((tally.player1Wins, tally.player2Wins, scene.statistics.played) == (0, 1, 1))
        #expect(scene.statisticsLine == "Player 1 won 0 · Player 2 won 1 · drawn 0")
        #expect(scene.invariantViolation() == nil)
    }

    @Test func redoToTheEndCountsTheRoundOnceAndANewRoundKeepsIt() {
        let scene = Fixture.scene()
        let driver = Fixture.driver(scene)
        for digit in [1, 4, 2, 5, 3] { driver.key(.character(Character("\(digit)"))) }
        #expect(scene.statistics.played == 1)
        // Undo leaves the end and takes the count back; redo to the end counts it again.
        driver.perform(.undo)
        #expect(scene.statistics.played == 0)
        driver.perform(.redo)
        #expect(scene.state.winner == .x)
        #expect(scene.statistics.played == 1)
        #expect(TicTacToeTally(statistics: scene.statistics).count(.friend, board: "3x3", .player1) == 1)
        driver.key(.character("r"))
        #expect(scene.state.board.markCount == 0)
        #expect(scene.statistics.played == 1)
        #expect(scene.invariantViolation() == nil)
    }

    /// A round against Easy on 3×3 shows under Easy on 3×3 only: Perfect, and Easy on 4×4,
    /// start from nothing, and coming back to Easy on 3×3 shows it again.
    @Test func eachOpponentAndBoardKeepsItsOwnTally() throws {
        let scene = Fixture.scene(opponent: .computer(.easy))
        let driver = Fixture.driver(scene, size: Fixture.portrait)
        while !scene.state.isOver {
            let cell = try #require(scene.state.board.emptyCells.first)
            driver.tapCell(cell.row, cell.col)
        }
        let result = try #require(TicTacToeTally.Result(scene.state))
        let line = { (won: Int, drawn: Int, lost: Int) in "You: \(won) · Draws: \(drawn) · Computer: \(lost)" }
        let counted = line(result == .won ? 1 : 0, result == .drawn ? 1 : 0, result == .lost ? 1 : 0)
        #expect(driver.list.texts.contains(counted))

        driver.key(.character("m"))
        driver.key(.character("m"))
        #expect(scene.settings.opponent == .computer(.perfect))
        #expect(driver.list.texts.contains(line(0, 0, 0)))
        driver.tap(action: TicTacToeAction.nextOpponent)
        driver.tap(action: TicTacToeAction.nextOpponent)
        #expect(scene.settings.opponent == .computer(.easy))
        #expect(driver.list.texts.contains(counted))
        driver.key(.character("b"))
        #expect(scene.settings.size == 4)
        #expect(driver.list.texts.contains(line(0, 0, 0)))
        #expect(scene.statistics.played == 1, "the totals on the title card still hold the round")
        #expect(scene.invariantViolation() == nil)
    }

    /// A statistics file from before the tallies (totals only) keeps loading: the totals stay on
    /// the title card, the tallies start from zero, and new rounds add to both.
    @Test func aRecordWithTotalsOnlyKeepsLoadingAndGrows() throws {
        let old = #"{"drawn":1,"extra":{"twoPlayers.player1":4},"lost":2,"played":10,"won":3}"#
        let statistics = try JSONDecoder().decode(GameStatistics.self, from: Data(old.utf8))
        let scene = Fixture.scene()
        scene.statistics = statistics
        #expect(scene.invariantViolation() == nil)
        #expect(scene.statisticsLine == "Won 3 · lost 2 · drawn 1")
        let driver = Fixture.driver(scene, size: Fixture.portrait)
        #expect(driver.list.texts.contains("Player 1: 0 · Ties: 0 · Player 2: 0"))
        for digit in [1, 4, 2, 5, 3] { driver.key(.character(Character("\(digit)"))) }
        #expect(driver.list.texts.contains("Player 1: 1 · Ties: 0 · Player 2: 0"))
        let tally = TicTacToeTally(statistics: scene.statistics)
        #expect((tally.player1Wins, scene.statistics.played) == (5, 11))
        #expect(scene.invariantViolation() == nil)

        // Undoing the end takes back what this round added, no more.
        driver.perform(.undo)
        #expect(TicTacToeTally(statistics: scene.statistics).player1Wins == 4)
        #expect(scene.statistics.played == 10)
    }

    /// Tallies that add up to more than their total cannot have come from play.
    @Test func talliesAboveTheirTotalAreRefused() {
        let scene = Fixture.scene()
        var statistics = GameStatistics()
        statistics.played = 1
        statistics.won = 1
        statistics.extra[TicTacToeTally.key(.computer(.easy), board: "3x3", .won)] = 2
        scene.statistics = statistics
        #expect(scene.invariantViolation() != nil)
    }

    /// Saves written before a reopened round gave its count back say the round is counted
    /// while it is being played again: they still load, and the round counts when it ends.
    @Test func anOldSaveOfAReopenedRoundLoads() throws {
        let scene = Fixture.scene()
        for digit in [1, 4, 2, 5] { _ = scene.handle(.key(.character(Character("\(digit)")), []), hit: nil) }
        let text = try #require(String(data: try scene.saveData(), encoding: .utf8))
        let old = text.replacingOccurrences(of: #""roundRecorded":false"#, with: #""roundRecorded":true"#)
        #expect(old != text)
        let copy = Fixture.scene()
        try copy.restore(from: Data(old.utf8))
        #expect(copy.invariantViolation() == nil)
        let driver = Fixture.driver(copy)
        driver.key(.character("3"))
        #expect(copy.state.winner == .x)
        #expect(copy.statistics.played == 1)
    }
}
