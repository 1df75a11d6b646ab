import Foundation
import GameCatalog
import GameCore
import GameKit
import Layout
import Testing

@testable import App

/// The 8-puzzle declares only its rules, its screen and its moves; its session gives it what
/// every game has. These drive it through the app as a player does, with saves in a temporary
/// home and a clock the test turns.
@Suite(.serialized)
struct EightPuzzleSessionTests {
    /// A clock the test moves by hand.
    final class Clock: @unchecked Sendable {
        var now = 0.0
    }

    private func app(_ home: TemporaryHome, clock: Clock, seed: UInt64 = 4) -> AppModel {
        AppModel(storage: Storage(paths: home.paths), seed: seed, clock: { clock.now }, catalog: .withFifthGame)
    }

    private func scene(of app: AppModel) throws -> EightPuzzleScene {
        try #require(app.scenes["eight"] as? EightPuzzleScene)
    }

    private func open(_ app: AppModel) {
        _ = app.handle(.key(.character("5"), []), hit: nil)
    }

    /// Two slides that are always legal, whatever the board: one way, then back.
    private func slideTwice(_ app: AppModel) throws {
        let tiles = try scene(of: app).session.state.tiles
        let hole = try #require(tiles.firstIndex(of: 0))
        let key: Key = hole % 3 < 2 ? .left : .right
        _ = app.handle(.key(key, []), hit: nil)
        _ = app.handle(.key(key == .left ? .up : .down, []), hit: nil)
    }

    @Test func newGameThenQuitThenUndoBringsTheOldGameBack() throws {
        let home = TemporaryHome()
        let clock = Clock()
        let first = app(home, clock: clock)
        open(first)
        try slideTwice(first)
        let played = try scene(of: first).session.currentGameData()
        let moves = try scene(of: first).session.midEnd.moveCount
        #expect(moves > 0)
        _ = first.handle(.key(.character("n"), []), hit: nil)
        #expect(try scene(of: first).session.midEnd.moveCount == 0)
        first.prepareToQuit()

        let second = app(home, clock: clock, seed: 77)
        #expect(second.notices.isEmpty, "\(second.notices)")
        open(second)
        #expect(try scene(of: second).session.canUndo, "the game before N is one undo away after a restart")
        _ = second.handle(.key(.character("z"), [.control]), hit: nil)
        #expect(try scene(of: second).session.currentGameData() == played)
        #expect(try scene(of: second).session.midEnd.moveCount == moves)
        // And redo comes forward to the new game again.
        _ = second.handle(.key(.character("y"), [.control]), hit: nil)
        #expect(try scene(of: second).session.midEnd.moveCount == 0)
    }

    @Test func restartIsOneUndoableStep() throws {
        let home = TemporaryHome()
        let first = app(home, clock: Clock())
        open(first)
        try slideTwice(first)
        let played = try scene(of: first).session.currentGameData()
        #expect(try scene(of: first).perform(.restart).contains(.save))
        #expect(try scene(of: first).session.midEnd.moveCount == 0)
        _ = first.handle(.key(.character("z"), [.control]), hit: nil)
        #expect(try scene(of: first).session.currentGameData() == played)
    }

    @Test func theClockRunsWhilePlayedAndCarriesAcrossQuit() throws {
        let home = TemporaryHome()
        let clock = Clock()
        let first = app(home, clock: clock)
        open(first)
        clock.now = 5
        #expect(try scene(of: first).session.elapsed == 0, "no clock before the first move")
        try slideTwice(first)
        clock.now = 35
        #expect(try scene(of: first).session.elapsed == 30)
        first.prepareToQuit()
        clock.now = 500

        let second = app(home, clock: clock)
        #expect(try scene(of: second).session.elapsed == 30, "the time away from the game is not play")
        open(second)
        try slideTwice(second)
        clock.now = 510
        #expect(try scene(of: second).session.elapsed == 40)
        _ = second.handle(.key(.escape, []), hit: nil)
        clock.now = 600
        #expect(try scene(of: second).session.elapsed == 40, "the clock stops when the game is left")
    }

    @Test func aWinWithHintsIsCountedApartAndSetsNoBest() throws {
        let home = TemporaryHome()
        let clock = Clock()
        let first = app(home, clock: clock)
        open(first)
        var presses = 0
        while try scene(of: first).session.outcome == .playing, presses < 40 {
            clock.now += 1
            _ = first.handle(.key(.character("h"), []), hit: nil)
            presses += 1
        }
        let helped = try scene(of: first)
        #expect(helped.session.outcome == .won)
        #expect(helped.statistics.played == 1)
        #expect(helped.statistics.won == 0, "a win with help is not the player's own")
        #expect(helped.helpedWins == 1)
        #expect(helped.statistics.bestTime == nil)
        #expect(helped.statisticsLine == "Solved 0 · 1 with help")
        first.prepareToQuit()

        // The next game, solved by the player alone, is a win and a best time.
        let second = app(home, clock: clock)
        open(second)
        _ = second.handle(.key(.character("n"), []), hit: nil)
        let own = try scene(of: second)
        while own.session.outcome == .playing, let tile = EightPuzzleRules.hint(for: own.session.state.tiles) {
            clock.now += 2
            _ = own.settle(own.session.apply(EightPuzzleRules.Move(tile: tile)))
        }
        #expect(own.statistics.won == 1)
        #expect(own.helpedWins == 1)
        #expect(own.statistics.bestTime != nil)
        #expect(own.statistics.played == 2)
    }

    /// A save whose moves replay to another position under today's rules (a rule changed) is
    /// kept aside with a notice, and a fresh game starts: never played on as a different game.
    @Test func aSaveReplayedThroughChangedRulesIsKeptAside() throws {
        let home = TemporaryHome()
        let first = app(home, clock: Clock())
        open(first)
        try slideTwice(first)
        first.prepareToQuit()

        let changed = AppModel(
            storage: Storage(paths: home.paths), seed: 4, clock: { 0 }, catalog: .withChangedFifthGame)
        #expect(changed.notices.count == 1)
        #expect(changed.notices.first?.contains("other rules") == true, "\(changed.notices)")
        #expect(changed.scenes["eight"].map { (try? ($0 as? any SessionScene)?.currentGameData()) != nil } == true)
        let files = home.files(in: home.paths.data)
        #expect(files.contains { $0.hasPrefix("eight.json.corrupt-") }, "\(files)")
    }

    /// The games undo leads to are checked when they are brought back: a damaged one costs the
    /// game on screen nothing, and undo goes past it to the one before.
    @Test func aDamagedReplacedGameIsSkippedByUndo() throws {
        let home = TemporaryHome()
        let first = app(home, clock: Clock())
        open(first)
        try slideTwice(first)
        let oldest = try scene(of: first).session.currentGameData()
        _ = first.handle(.key(.character("n"), []), hit: nil)
        try slideTwice(first)
        _ = first.handle(.key(.character("n"), []), hit: nil)
        let onScreen = try scene(of: first).session.currentGameData()
        first.prepareToQuit()

        // The newer of the two kept games gets a start with two holes.
        let file = home.paths.save(for: "eight")
        let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        let earlier = try #require(text.range(of: "\"earlier\":"))
        let tiles = try #require(
            text.range(of: "\"tiles\":[", options: .backwards, range: earlier.upperBound..<text.endIndex))
        var damaged = text
        damaged.replaceSubrange(tiles.upperBound..<text.index(tiles.upperBound, offsetBy: 1), with: "0")
        #expect(damaged != text)
        try home.write(Data(damaged.utf8), to: file)

        let second = app(home, clock: Clock())
        #expect(second.notices.isEmpty, "\(second.notices)")
        #expect(try scene(of: second).session.currentGameData() == onScreen)
        open(second)
        _ = second.handle(.key(.character("z"), [.control]), hit: nil)
        #expect(try scene(of: second).session.currentGameData() == oldest)
    }
}
