import Foundation
import Layout
import Testing

@testable import Game2048Engine
@testable import Game2048Feature
@testable import GameCore
@testable import GameKit

/// Rectangular boards in the scene: the keys, the panel's steppers and the menu choose rows and
/// columns; the shape is saved with the game and kept for the next one; old square saves load;
/// best scores are kept per shape.
struct Game2048ShapeSceneTests {
    func shape(_ scene: Game2048Scene) -> String { scene.state.board.shapeName }

    @Test func theKeysChooseRowsAndColumnsAndEachChangeIsOneUndo() {
        let scene = Game2048Scene(seed: 3, clock: { 0 })
        let driver = Scene2048.driver(scene)
        driver.key(.character("]"))
        #expect(shape(scene) == "4×5")
        driver.key(.character("]"))
        #expect(shape(scene) == "4×6" && scene.midEnd.params == Game2048Rules.Params(rows: 4, columns: 6))
        driver.key(.character("]"), .shift)
        #expect(shape(scene) == "5×6")
        driver.key(.character("["), .shift)
        driver.key(.character("["))
        #expect(shape(scene) == "4×5")
        // − and + change both, as on a square board.
        driver.key(.character("+"))
        #expect(shape(scene) == "5×6")
        driver.key(.character("-"))
        driver.key(.character("-"))
        #expect(shape(scene) == "3×4")
        driver.key(.character("-"))
        #expect(shape(scene) == "3×4", "no 2×3 board")
        // The new games are steps of the history: undo walks back through the shapes.
        #expect(driver.perform(.undo).contains(.save))
        #expect(shape(scene) == "4×5")
        // A new game keeps the shape.
        driver.key(.character("r"))
        #expect(shape(scene) == "4×5")
    }

    @Test func theShapesStopAt3And8AndReach3x8And8x3() {
        let scene = Game2048Scene(seed: 3, clock: { 0 }, size: 3)
        let driver = Scene2048.driver(scene)
        for _ in 0..<7 { driver.key(.character("]")) }
        #expect(shape(scene) == "3×8")
        driver.key(.character("+"))
        #expect(shape(scene) == "3×8", "no 4×9 board")
        for _ in 0..<7 { driver.key(.character("]"), .shift) }
        for _ in 0..<7 { driver.key(.character("[")) }
        #expect(shape(scene) == "8×3")
        #expect(Game2048Rules.outcome(of: scene.state) == .playing)
        driver.key(.left)
        driver.key(.up)
        #expect(scene.midEnd.moveCount >= 1 && scene.invariantViolation() == nil)
    }

    @Test func thePanelsSteppersAndTheMenuChangeTheShape() throws {
        let scene = Game2048Scene(seed: 3, clock: { 0 })
        let driver = Scene2048.driver(scene)
        _ = try #require(driver.tap(action: Game2048Action.reshape(rows: 0, columns: 1)))
        #expect(shape(scene) == "4×5")
        _ = try #require(driver.tap(action: Game2048Action.reshape(rows: 1, columns: 0)))
        #expect(shape(scene) == "5×5")
        _ = try #require(driver.tap(action: Game2048Action.largerBoard))
        #expect(shape(scene) == "6×6")
        let titles = scene.screen(theme: .light).essentials.map(\.title)
        #expect(titles.contains("Fewer columns (6×5)") && titles.contains("More rows (7×6)"))
        #expect(driver.list.texts.contains("↕6") && driver.list.texts.contains("↔6"))
    }

    @Test func aRectangularGameIsSavedAndResumedAndSquareSavesKeepTheirFormat() throws {
        let scene = Game2048Scene(seed: 21, clock: { 0 }, size: 4, columns: 6, target: 512)
        let driver = Scene2048.driver(scene)
        for key in [Key.left, .up, .right, .down, .left] { driver.key(key) }
        let data = try scene.saveData()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""columns":6"#) && text.contains(#""rows":4"#))

        let resumed = Game2048Scene(seed: 99, clock: { 0 })
        try resumed.restore(from: data)
        #expect(resumed.state == scene.state)
        #expect(resumed.midEnd.params == Game2048Rules.Params(rows: 4, columns: 6, target: 512))
        // The next game keeps the saved shape: it is the player's setting, carried by the save.
        Scene2048.driver(resumed).key(.character("r"))
        #expect(shape(resumed) == "4×6" && resumed.state.target == 512)

        // A square game is written as before shapes ("size"), so what older versions saved and
        // what this one saves for square boards read alike.
        let square = Game2048Scene(seed: 21, clock: { 0 }, size: 5)
        Scene2048.driver(square).key(.left)
        let squareText = String(decoding: try square.saveData(), as: UTF8.self)
        #expect(squareText.contains(#""size":5"#) && !squareText.contains(#""rows""#))
    }

    /// A save written before shapes existed: "size" in the params and every board, no rows or
    /// columns anywhere; it loads as the square board it was.
    @Test func aSaveFromBeforeShapesLoadsAsItsSquareBoard() throws {
        let square = Game2048Scene(seed: 21, clock: { 0 }, size: 5)
        let driver = Scene2048.driver(square)
        for key in [Key.left, .up, .right] { driver.key(key) }
        let text = String(decoding: try square.saveData(), as: UTF8.self)
        #expect(!text.contains("rows") && !text.contains("columns") && text.contains(#""size":5"#))
        let resumed = Game2048Scene(seed: 99, clock: { 0 }, size: 4, columns: 7)
        try resumed.restore(from: Data(text.utf8))
        #expect(resumed.state == square.state && shape(resumed) == "5×5")
        #expect(resumed.midEnd.moveCount == 3)
    }

    @Test func bestScoresAreKeptPerShapeAndOldPerSizeRecordsReadAsTheSquareShapes() {
        let scene = Scene2048.scene([[512, 512, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 2]], score: 0)
        // Written by a version before shapes: the best per board size.
        scene.statistics.extra["bestScore.5x5"] = 7_000
        let driver = Scene2048.driver(scene)
        driver.key(.left)
        #expect(scene.statistics.extra["bestScore.4x4"] == 1024)
        #expect(scene.bestScore(on: Game2048Board(size: 5)) == 7_000)
        driver.key(.character("]"))
        #expect(shape(scene) == "4×5")
        #expect(scene.bestScore(on: scene.state.board) == 0)
        let keys: [Game2048Direction: Key] = [.left: .left, .right: .right, .up: .up, .down: .down]
        while scene.state.score == 0, Game2048Rules.outcome(of: scene.state) == .playing {
            let scoring = Game2048Direction.allCases.first { Game2048Rules.slide(scene.state.board, $0).points > 0 }
            let moving = Game2048Direction.allCases.first { Game2048Rules.slide(scene.state.board, $0).changed }
            guard let direction = scoring ?? moving, let key = keys[direction] else { break }
            driver.key(key)
        }
        #expect(scene.state.score > 0)
        #expect(scene.statistics.extra["bestScore.4x5"] == Double(scene.state.score))
        #expect(scene.statistics.extra["bestScore.4x4"] == 1024 && scene.statistics.extra["bestScore.5x5"] == 7_000)

        // The title card names the shape of the best score when no 4×4 game was played.
        let fresh = Game2048Scene(seed: 1, clock: { 0 })
        fresh.statistics.extra["bestScore.5x5"] = 7_000
        fresh.statistics.extra["bestScore.4x6"] = 9_000
        #expect(fresh.statisticsLine == "Best 9000 (4×6)")
        // The statistics sheet lists the best of every shape played.
        let rows = fresh.statisticsRows.map { "\($0.keys) \($0.title)" }
        #expect(rows.contains("Best score (5×5) 7000") && rows.contains("Best score (4×6) 9000"), "\(rows)")
    }
}
