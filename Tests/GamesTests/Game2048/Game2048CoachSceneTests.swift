import Foundation
import Layout
import Testing

@testable import Game2048Engine
@testable import Game2048Feature
@testable import GameCore
@testable import GameKit

/// The coach inside the game, through the real event path: Shift+H shows the coach's move as an
/// arrow, Shift+A plays moves until any key, click, the win dialog or the game's end stops it,
/// and games it helped in go to the assisted records.
struct Game2048CoachSceneTests {
    /// The strokes of the hint arrow on screen (no other part of the 2048 screen draws lines).
    func arrowStrokes(_ list: DisplayList) -> [(from: UnitPoint, to: UnitPoint)] {
        list.items.compactMap { item in
            if case .stroke(.line(let from, let to), _, _) = item.command { return (from, to) }
            return nil
        }
    }

    /// A key whose slide changes the board on show.
    func legalKey(_ scene: Game2048Scene) throws -> Key {
        let keys: [(Key, Game2048Direction)] = [(.left, .left), (.right, .right), (.up, .up), (.down, .down)]
        return try #require(keys.first { Game2048Rules.apply(.slide($0.1), to: scene.state) != nil }).0
    }

    /// The direction the arrow's shaft points: from its first point to its second.
    func arrowDirection(_ list: DisplayList) -> Game2048Direction? {
        guard let shaft = arrowStrokes(list).first else { return nil }
        let dx = shaft.to.x - shaft.from.x
        let dy = shaft.to.y - shaft.from.y
        if abs(dx) > abs(dy) { return dx > 0 ? .right : .left }
        return dy > 0 ? .down : .up
    }

    @Test func shiftHShowsTheCoachsMoveAsAnArrowUntilTheNextMove() throws {
        let scene = Game2048Scene(state: Scene2048.midGame(moves: 120))
        let driver = Scene2048.driver(scene)
        let advice = try #require(Game2048Coach.bestMove(for: scene.state))
        let before = scene.state
        #expect(arrowStrokes(driver.list).isEmpty)

        let update = driver.key(.character("h"), .shift)

        #expect(update.contains(.redraw))
        #expect(scene.state == before, "a hint is not a move")
        #expect(arrowStrokes(driver.list).count == 3)
        #expect(arrowDirection(driver.list) == advice.direction)
        #expect(driver.list.texts.contains("Hint: slide \(advice.direction.rawValue)"))
        #expect(driver.list.texts.contains(advice.reason))
        // The arrow sits over the board's centre.
        let board = try #require(
            driver.list.items.first {
                $0.command == .fill(.roundedRectangle(cornerRadius: 5), Game2048Palette.forTheme(.light).board)
            }?.frame)
        let disc = try #require(
            driver.list.items.first {
                if case .fill(.circle, _) = $0.command { return true }; return false
            }?.frame)
        #expect(abs(disc.center.x - board.center.x) <= 1 && abs(disc.center.y - board.center.y) <= 1)

        driver.key(try legalKey(scene))
        #expect(scene.state != before)
        #expect(arrowStrokes(driver.list).isEmpty, "the next move clears the hint")
        #expect(!driver.list.texts.contains { $0.hasPrefix("Hint:") })
    }

    @Test func theHintButtonAsksTooAndPlainHStillSlidesLeft() throws {
        let scene = Scene2048.scene([[0, 2, 0, 2], [4, 0, 4, 0], [0, 0, 0, 0], [0, 8, 0, 0]])
        let driver = Scene2048.driver(scene)
        let left = try #require(Game2048Rules.apply(.slide(.left), to: scene.state))
        driver.key(.character("h"))
        #expect(scene.state == left)
        #expect(arrowStrokes(driver.list).isEmpty)
        #expect(try #require(driver.tap(action: Game2048Action.hint)).contains(.redraw))
        #expect(arrowStrokes(driver.list).count == 3)
    }

    @Test func aHintMakesTheGameAssistedAndKeepsItsScoreOutOfTheBest() throws {
        let scene = Scene2048.scene([[0, 2, 0, 2], [4, 0, 4, 0], [0, 0, 0, 0], [0, 8, 0, 0]])
        scene.statistics.extra[Game2048Scene.bestScoreKey(rows: 4, columns: 4)] = 4
        scene.statistics.bestScore = 4
        let driver = Scene2048.driver(scene)
        driver.key(.left)
        #expect(scene.statistics.bestScore == 12, "unassisted so far: the 12 points are the player's")
        let update = driver.key(.character("h"), .shift)
        #expect(update.contains(.save) && update.contains(.statistics))
        #expect(scene.progress.assisted)
        #expect(scene.statistics.extra[Game2048Scene.assistedPlayedKey] == 1)
        driver.key(.character("h"), .shift)
        for key in [Key.right, .left, .down, .up, .right, .left, .down, .up] where scene.state.score <= 12 {
            driver.key(key)
        }
        #expect(scene.state.score > 12)
        #expect(scene.statistics.bestScore == 12)
        #expect(scene.statistics.extra[Game2048Scene.bestScoreKey(rows: 4, columns: 4)] == 12)
        #expect(
            scene.statistics.extra[Game2048Scene.assistedBestScoreKey(rows: 4, columns: 4)] == Double(scene.state.score)
        )
        #expect(scene.statistics.extra[Game2048Scene.assistedPlayedKey] == 1, "counted once")
        #expect(scene.statistics.played == 1)
        #expect(scene.bestScore(on: Game2048Board(size: 4)) == 12, "the BEST box shows the player's own best")
        #expect(scene.invariantViolation() == nil)
        // The assisted mark is saved with the game.
        let copy = Scene2048.scene([[2, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]])
        try copy.restore(from: try scene.saveData())
        #expect(copy.progress.assisted && copy.progress.countedAssisted)
    }

    @Test func anAssistedWinIsNotThePlayersWin() {
        let scene = Scene2048.nearWin()
        let driver = Scene2048.driver(scene)
        driver.key(.character("a"), .shift)
        #expect(scene.state.won)
        #expect(scene.statistics.won == 0)
        #expect(scene.statistics.extra[Game2048Scene.assistedWonKey] == 1)
        #expect(scene.statisticsLine == "Played 1 · best \(scene.state.score) (4×4, assisted)")
        #expect(!scene.isAutoplaying, "the win dialog stops auto-play")
        #expect(scene.modal != nil)
    }

    @Test func savesAndStatisticsWrittenBeforeTheCoachLoad() throws {
        let progress = try JSONDecoder().decode(
            Game2048Progress.self, from: Data(#"{"played":true,"won":true,"lost":false}"#.utf8))
        #expect(progress.played && progress.won && !progress.assisted && !progress.countedAssisted)
        let old = #"{"played":3,"won":1,"lost":2,"drawn":0,"bestScore":2000,"extra":{"bestScore.4x4":2000}}"#
        let statistics = try JSONDecoder().decode(GameStatistics.self, from: Data(old.utf8))
        let scene = Scene2048.scene([[0, 2, 0, 2], [4, 0, 4, 0], [0, 0, 0, 0], [0, 8, 0, 0]])
        scene.statistics = statistics
        #expect(scene.statisticsLine == "Played 3 · best 2000")
        scene.statistics.extra[Game2048Scene.assistedBestScoreKey(rows: 4, columns: 4)] = 50_000
        #expect(scene.statisticsLine == "Played 3 · best 2000", "an assisted score is never the player's best")
    }

    @Test func shiftAPlaysOrdinaryMovesUntilAKeyStopsThem() throws {
        let scene = Game2048Scene(state: Scene2048.midGame(moves: 60))
        let driver = Scene2048.driver(scene)
        let start = scene.midEnd.moveCount

        var update = driver.key(.character("a"), .shift)
        #expect(scene.isAutoplaying)
        #expect(update.contains(.save))
        // Inline, each collection plays the move the coach worked out for the board on show.
        for _ in 0..<9 {
            let position = scene.state
            let advice = try #require(Game2048Coach.bestMove(for: position))
            update = driver.collectBackgroundWork()
            #expect(update.contains(.save))
            #expect(scene.state.lastTurn?.direction == advice.direction)
        }
        #expect(scene.midEnd.moveCount == start + 10)
        #expect(driver.list.texts.contains("Stop"))
        #expect(driver.list.texts.contains("The coach is playing."))

        let stopped = scene.state
        driver.key(.left)
        #expect(!scene.isAutoplaying)
        #expect(scene.state == stopped, "the key that stops auto-play does nothing else")
        for _ in 0..<3 { driver.collectBackgroundWork() }
        #expect(scene.state == stopped, "no move after the key")
        #expect(driver.list.texts.contains("Auto-play"))

        // The coach's moves are ordinary moves: undo takes them back one by one.
        driver.perform(.undo)
        driver.perform(.undo)
        #expect(scene.midEnd.moveCount == start + 8)
        #expect(scene.progress.assisted)
        #expect(scene.invariantViolation() == nil)
    }

    @Test func aClickStopsAutoPlayButThePaceButtonKeepsItGoing() throws {
        let scene = Game2048Scene(state: Scene2048.midGame(moves: 60))
        let driver = Scene2048.driver(scene, size: Scene2048.portrait)
        _ = try #require(driver.tap(action: Game2048Action.autoplay))
        #expect(scene.isAutoplaying)
        #expect(scene.coach.pace == .normal)
        _ = try #require(driver.tap(action: Game2048Action.autoplayPace))
        #expect(scene.isAutoplaying)
        #expect(scene.coach.pace == .fast)
        let moves = scene.midEnd.moveCount
        driver.tap(at: Point(x: 5, y: 600))
        #expect(!scene.isAutoplaying)
        driver.collectBackgroundWork()
        #expect(scene.midEnd.moveCount == moves)
    }

    /// Shift+P while the coach plays changes the pace and the coach goes on playing; any other key
    /// still stops it.
    @Test func shiftPChangesThePaceWithoutStoppingAutoPlay() throws {
        let scene = Game2048Scene(state: Scene2048.midGame(moves: 60))
        let driver = Scene2048.driver(scene)
        driver.key(.character("a"), .shift)
        #expect(scene.isAutoplaying)
        #expect(scene.coach.pace == .normal)
        let update = driver.key(.character("p"), .shift)
        #expect(scene.isAutoplaying, "Shift+P does not stop the coach")
        #expect(scene.coach.pace == .fast)
        #expect(update.contains(.save), "the pace is saved with the game")
        #expect(driver.list.texts.contains("Pace: fast"))
        let moves = scene.midEnd.moveCount
        driver.collectBackgroundWork()
        driver.collectBackgroundWork()
        #expect(scene.midEnd.moveCount == moves + 2, "the coach keeps playing")
        driver.key(.character("p"), .shift)
        #expect(scene.isAutoplaying && scene.coach.pace == .slow)
        driver.key(.character("p"))
        #expect(!scene.isAutoplaying, "plain P is any other key: it stops the coach")
    }

    /// The chosen pace survives a restart of the program (it is in the save) and a new game; undo
    /// back into a game brings the pace saved with it, and undo then redo leaves the save as it was.
    @Test func theChosenPaceIsRememberedAcrossRestartsAndNewGames() throws {
        let scene = Game2048Scene(state: Scene2048.midGame(moves: 60))
        let driver = Scene2048.driver(scene)
        driver.key(.character("p"), .shift)
        #expect(scene.coach.pace == .fast)
        let copy = Game2048Scene(seed: 5, clock: { 0 })
        #expect(copy.coach.pace == .normal)
        try copy.restore(from: try scene.saveData())
        #expect(copy.coach.pace == .fast, "the pace comes back with the save")

        driver.perform(.newGame)
        #expect(scene.coach.pace == .fast)
        driver.key(.character("p"), .shift)
        #expect(scene.coach.pace == .slow)
        let before = try scene.saveData()
        driver.perform(.undo)
        #expect(scene.coach.pace == .fast, "the game undo brings back plays at its own pace")
        driver.perform(.redo)
        #expect(scene.coach.pace == .slow)
        #expect(try scene.saveData() == before, "undo then redo changes nothing")
        let later = Game2048Scene(seed: 6, clock: { 0 })
        try later.restore(from: try scene.saveData())
        #expect(later.coach.pace == .slow)

        // A save written before the pace was kept loads at the default pace.
        let old = try JSONDecoder().decode(
            Game2048Progress.self, from: Data(#"{"played":true,"won":false,"lost":false}"#.utf8))
        #expect(old.pace == nil)
    }

    @Test func autoPlayStopsWhenTheGameIsOverAndUndoStillWorks() throws {
        // A crowded 3×3 board: the coach cannot last long on it.
        let scene = Scene2048.scene([[2, 4, 8], [16, 32, 64], [0, 0, 2]], seed: 9)
        let driver = Scene2048.driver(scene)
        driver.key(.character("a"), .shift)
        var collections = 0
        while scene.isAutoplaying && collections < 500 {
            driver.collectBackgroundWork()
            collections += 1
        }
        #expect(!scene.isAutoplaying)
        #expect(scene.midEnd.outcome == .lost)
        #expect(scene.modal != nil, "game over is on screen")
        let moves = scene.midEnd.moveCount
        #expect(moves > 1)
        driver.collectBackgroundWork()
        #expect(scene.midEnd.moveCount == moves)
        driver.perform(.undo)
        #expect(scene.midEnd.moveCount == moves - 1)
        #expect(scene.modal == nil)
        #expect(scene.invariantViolation() == nil)
    }

    @Test func undoDuringAutoPlayStopsItAndUndoes() {
        let scene = Game2048Scene(state: Scene2048.midGame(moves: 60))
        let driver = Scene2048.driver(scene)
        driver.key(.character("a"), .shift)
        driver.collectBackgroundWork()
        let moves = scene.midEnd.moveCount
        driver.key(.character("z"), .control)
        #expect(!scene.isAutoplaying)
        #expect(scene.midEnd.moveCount == moves - 1)
        scene.setActive(true)
        driver.key(.character("a"), .shift)
        scene.setActive(false)
        #expect(!scene.isAutoplaying, "leaving the game stops auto-play")
    }

    /// In the window the search runs in the background: the scene says it is working until the
    /// answer is collected, and an answer for a board that has since changed is dropped even once
    /// its search has run.
    @Test func inTheBackgroundTheHintArrivesLaterAndAStaleOneIsDropped() throws {
        let queue = WorkQueue()
        try queue.during {
            let scene = Game2048Scene(state: Scene2048.midGame(moves: 120))
            let driver = Scene2048.driver(scene)
            driver.key(.character("h"), .shift)
            #expect(queue.pending == 1)
            #expect(scene.visibleHint == nil, "the search has not run yet")
            #expect(scene.isWorking)
            #expect(driver.list.texts.contains("Thinking…"))
            queue.runAll()
            driver.collectBackgroundWork()
            let hint = try #require(scene.visibleHint)
            #expect(!scene.isWorking)
            #expect(arrowDirection(driver.list) == hint.direction)

            driver.key(.character("h"), .shift)  // already shown: nothing new to work out
            #expect(!scene.isWorking)
            #expect(queue.pending == 0)
            driver.key(try legalKey(scene))
            driver.key(.character("h"), .shift)
            #expect(scene.isWorking)
            let asked = scene.shown.serial
            let direction = try #require(
                Game2048Direction.allCases.first { Game2048Rules.apply(.slide($0), to: scene.state) != nil })
            _ = scene.apply(.slide(direction))
            #expect(scene.shown.serial != asked)
            queue.runAll()
            driver.collectBackgroundWork()
            #expect(!scene.isWorking)
            #expect(scene.visibleHint == nil, "the hint for an earlier board is never shown")
            #expect(arrowStrokes(driver.list).isEmpty)
        }
    }

    /// Auto-play moves at its pace exactly: the first move as soon as its search is done, each
    /// next one not 1 ms before the pace's period has passed since the last, and none after a key
    /// stopped it, even once the search it had started has run.
    @Test func autoPlayKeepsItsPaceExactlyAndAKeyStopsIt() {
        let queue = WorkQueue()
        queue.during {
            let scene = Game2048Scene(state: Scene2048.midGame(moves: 60))
            let driver = Scene2048.driver(scene)
            let start = scene.midEnd.moveCount
            let period = Game2048Pace.normal.period
            #expect(period == .milliseconds(400))
            driver.key(.character("a"), .shift)
            queue.runAll()
            driver.collectBackgroundWork()
            #expect(scene.midEnd.moveCount == start + 1, "the first move comes without waiting")
            for move in 2...3 {
                queue.runAll()
                queue.clock.advance(by: period - .milliseconds(1))
                driver.collectBackgroundWork()
                #expect(scene.midEnd.moveCount == start + move - 1, "not before the period has passed")
                queue.clock.advance(by: .milliseconds(1))
                driver.collectBackgroundWork()
                #expect(scene.midEnd.moveCount == start + move, "move \(move) comes at the period")
            }
            driver.key(.space)
            #expect(!scene.isAutoplaying)
            let stopped = scene.state
            queue.runAll()
            queue.clock.advance(by: period * 10)
            driver.collectBackgroundWork()
            #expect(scene.state == stopped)
            #expect(!scene.isWorking)
        }
    }

    /// At another pace the period is that pace's.
    @Test func theFastPaceMovesAtItsOwnPeriod() {
        let queue = WorkQueue()
        queue.during {
            let scene = Game2048Scene(state: Scene2048.midGame(moves: 60))
            let driver = Scene2048.driver(scene)
            _ = scene.changePace()
            #expect(scene.coach.pace == .fast)
            let start = scene.midEnd.moveCount
            driver.key(.character("a"), .shift)
            queue.runAll()
            driver.collectBackgroundWork()
            #expect(scene.midEnd.moveCount == start + 1)
            queue.runAll()
            queue.clock.advance(by: .milliseconds(249))
            driver.collectBackgroundWork()
            #expect(scene.midEnd.moveCount == start + 1)
            queue.clock.advance(by: .milliseconds(1))
            driver.collectBackgroundWork()
            #expect(scene.midEnd.moveCount == start + 2)
        }
    }
}
