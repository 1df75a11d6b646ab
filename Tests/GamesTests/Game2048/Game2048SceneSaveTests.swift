import Foundation
import Layout
import SDLBackend
import Testing

@testable import Game2048Engine
@testable import Game2048Feature
@testable import GameCore
@testable import GameKit

/// Saving and resuming, refusing damaged saves, and the statistics the title screen shows.
struct Game2048SceneSaveTests {
    func played(_ keys: [Key], size: Int = 4, spawnRule: Game2048SpawnRule = .classic) -> Game2048Scene {
        let scene = Game2048Scene(seed: 21, clock: { 0 }, size: size, spawnRule: spawnRule)
        let driver = Scene2048.driver(scene)
        for key in keys { driver.key(key) }
        return scene
    }

    /// A save of `scene` with its first state replaced by `state`.
    func tampered(_ scene: Game2048Scene, _ change: (inout Game2048SaveFile) -> Void) throws -> Data {
        // The format before the session envelope: the same checks read both.
        var file = Game2048SaveFile(game: scene.midEnd.save(), progress: scene.progress, score: nil)
        change(&file)
        return try SaveCoding.encode(file)
    }

    @Test func aSavedGameResumesWithItsHistoryAndSettings() throws {
        let scene = played([.left, .up, .right, .down, .left], size: 6, spawnRule: .evenSplit)
        let resumed = Game2048Scene(seed: 99, clock: { 0 })

        try resumed.restore(from: scene.saveData())

        #expect(resumed.state == scene.state)
        #expect(resumed.midEnd.params == Game2048Rules.Params(size: 6, spawnRule: .evenSplit))
        #expect(resumed.midEnd.moveCount == scene.midEnd.moveCount)
        #expect(resumed.progress == scene.progress)
        #expect(resumed.perform(.undo).contains(.save))
    }

    @Test func damagedSavesAreRefusedAndChangeNothing() throws {
        let scene = played([.left, .up])
        let target = played([.down])
        let before = target.state
        let outside = Game2048Tile(id: 0, value: 2, row: 7, col: 0)
        let stacked = [Game2048Tile(id: 0, value: 2, row: 1, col: 1), Game2048Tile(id: 1, value: 4, row: 1, col: 1)]
        let bad: [Data] = [
            Data("not json".utf8),
            Data("{}".utf8),
            try tampered(scene) { $0.game.params.rows = 12 },
            try tampered(scene) { $0.game.cursor = 40 },
            try tampered(scene) {
                $0.game.start = Game2048Rules.State(
                    board: Game2048Board(rows: 4, columns: 4, tiles: [outside], nextTileID: 1))
            },
            try tampered(scene) {
                $0.game.start = Game2048Rules.State(
                    board: Game2048Board(rows: 4, columns: 4, tiles: stacked, nextTileID: 2))
            },
            try tampered(scene) {
                let three = Game2048Tile(id: 0, value: 3, row: 0, col: 0)
                $0.game.start = Game2048Rules.State(
                    board: Game2048Board(rows: 4, columns: 4, tiles: [three], nextTileID: 1))
            },
            try tampered(scene) { $0.game.start = Game2048Rules.newState(params: .init(size: 5), seed: 1) },
        ]
        for data in bad {
            #expect(throws: (any Error).self) { try target.restore(from: data) }
            #expect(target.state == before)
            #expect(target.midEnd.params.rows == 4)
        }
    }

    @Test func aGameCountsOnceWhateverUndoAndRedoDo() {
        let scene = Scene2048.nearWin()
        let driver = Scene2048.driver(scene)
        #expect(scene.statistics.played == 0)
        let update = driver.key(.left)
        #expect(update.contains(.statistics))
        driver.perform(.undo)
        driver.perform(.redo)
        driver.perform(.undo)
        driver.key(.left)
        #expect(scene.statistics.played == 1)
        #expect(scene.statistics.won == 1)
    }

    @Test func theBestScoreIsKeptPerBoardSize() {
        let scene = Scene2048.scene([[8, 8, 4, 4], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]], score: 1000)
        let driver = Scene2048.driver(scene)
        #expect(scene.statisticsLine == "No games yet")
        driver.key(.left)
        #expect(scene.state.score == 1024)
        #expect(scene.statistics.extra["bestScore.4x4"] == 1024)
        #expect(scene.statistics.bestScore == 1024)
        #expect(scene.statisticsLine == "Played 1 · best 1024")
        #expect(driver.list.texts.contains("1024"))

        driver.key(.character("+"))
        driver.key(.left)
        driver.key(.right)
        #expect(scene.statistics.bestScore == 1024)
        #expect(scene.statistics.extra["bestScore.5x5", default: 0] == Double(scene.state.score))
        // The best box shows the best for the board on screen.
        #expect(scene.bestScore(on: Game2048Board(size: 5)) == scene.state.score)
        #expect(scene.bestScore(on: Game2048Board(size: 4)) == 1024)
        #expect(scene.statistics.played == 2)
    }

    @Test func theLineNamesAnotherSizeWhenNo4x4GameWasPlayed() {
        let scene = Game2048Scene(seed: 2, clock: { 0 }, size: 6)
        scene.statistics.extra["bestScore.6x6"] = 5000
        scene.statistics.extra["bestScore.3x3"] = 700
        #expect(scene.statisticsLine == "Best 5000 (6×6)")
    }
}
