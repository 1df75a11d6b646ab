import AppTestSupport
import Foundation
import Layout
import Testing

@testable import GameCore
@testable import GameKit
@testable import LightsOutEngine
@testable import LightsOutFeature
@testable import SudokuEngine
@testable import SudokuFeature

/// Starting another puzzle or level never loses the one left: it is one undo away, exactly as it
/// was, and redo comes back to the new one.
@Suite struct ReplaceUndoTests {
    func driver(_ scene: any GameScene) -> OneGameApp {
        OneGameApp(
            scene: scene, size: Size(width: 1280, height: 800), theme: .dark, measurer: FixedMetricTextMeasurer())
    }

    /// The game on screen, without the games undo leads to (which a save holds too).
    func current(_ scene: any GameScene) throws -> Data {
        try #require(scene as? any SessionScene).currentGameData()
    }

    /// `replace` starts something new; undo must give back `left`, redo the new game.
    func expectUndoable(_ scene: any GameScene, _ name: String, replace: () -> Void) throws {
        let play = driver(scene)
        let left = try current(scene)
        replace()
        let fresh = try current(scene)
        #expect(fresh != left, "\(name) changed nothing")
        play.key(.character("z"), .control)
        #expect(try current(scene) == left, "\(name): undo did not bring back the game left")
        play.key(.character("y"), .control)
        #expect(try current(scene) == fresh, "\(name): redo did not bring back the new one")
    }

    @Test func sudokusNewGameAndImport() throws {
        let scene = SudokuScene(seed: 3, clock: { 0 }, difficulty: .easy)
        let cell = try #require((0..<81).first { scene.state.board[$0] == 0 })
        _ = scene.select(cell)
        _ = scene.enter(scene.state.solution[cell])
        try expectUndoable(scene, "a new medium puzzle") { _ = scene.startNewGame(.medium) }
        let line = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
        try expectUndoable(scene, "an import") { try? scene.importPuzzle(line) }
    }

    @Test func lightsOutsLevelStepsAndReplay() throws {
        let scene = LightsOutScene(seed: 1, clock: { 0 }, level: 6)
        let play = driver(scene)
        play.key(.enter)
        try expectUndoable(scene, "the next level") { _ = scene.nextLevel() }
        play.key(.enter)
        try expectUndoable(scene, "the previous level") { _ = scene.previousLevel() }
        play.key(.enter)
        try expectUndoable(scene, "a fresh attempt (N)") { play.key(.character("n")) }
    }
}

/// Undo of a new game with the clock running: the game left comes back with its clock exactly
/// where it stood when it was left (not zero, not counting the time spent in the new game), and
/// runs on from there; redo gives the new game its own time back.
@Suite struct ReplaceUndoClockTests {
    @Test func sudokusClockComesBackExactly() {
        let game = SudokuHarness()
        let cell = game.blanks[0]
        game.tapCell(cell)
        game.tapPad(game.state.solution[cell])
        game.clock.now += 125
        #expect(game.scene.session.elapsed == 125)
        game.driver.relayout()
        #expect(game.shows("2:05"))
        // N opens the chooser; 3 is its third level, Medium.
        game.key(.character("n"))
        game.key(.character("3"))
        #expect(game.scene.state.difficulty == .medium)
        game.clock.now += 30
        #expect(game.scene.session.elapsed == 30)
        game.key(.character("z"), .control)
        #expect(game.scene.state.difficulty == .easy)
        #expect(game.scene.session.elapsed == 125, "undo did not bring back the clock as it was left")
        #expect(game.shows("2:05"))
        game.clock.now += 10
        #expect(game.scene.session.elapsed == 135, "the clock brought back does not run on")
        game.key(.character("y"), .control)
        #expect(game.scene.session.elapsed == 30, "redo did not bring back the new game's clock")
    }

    @Test func lightsOutsClockComesBackExactly() {
        let game = LightsOutHarness(level: 6)
        game.driver.key(.enter)
        game.clock.now += 42.5
        #expect(game.scene.session.elapsed == 42.5)
        game.driver.key(.character("]"))
        #expect(game.scene.state.level == 7)
        game.driver.key(.enter)
        game.clock.now += 7
        game.driver.key(.character("z"), .control)
        game.driver.key(.character("z"), .control)
        #expect(game.scene.state.level == 6)
        #expect(game.scene.session.elapsed == 42.5, "undo did not bring back the clock as it was left")
        game.clock.now += 1
        #expect(game.scene.session.elapsed == 43.5)
    }
}

/// "The last ten games are kept in the save": eleven levels started one after another leave the
/// ten before the one on screen to undo to, also after a save and a restore, and no more.
@Suite struct KeptGamesLimitTests {
    @Test func tenGamesAreKeptAcrossASaveAndTheEleventhIsForgotten() throws {
        let scene = LightsOutScene(seed: 1, clock: { 0 }, level: 1)
        for _ in 0..<11 { _ = scene.nextLevel() }
        #expect(scene.state.level == 12)
        let restored = LightsOutScene(seed: 1, clock: { 0 }, level: 1)
        try restored.restore(from: try scene.saveData())
        #expect(restored.state.level == 12)
        var levels: [Int] = []
        while restored.session.canUndo, levels.count < 20 {
            _ = restored.perform(.undo)
            levels.append(restored.state.level ?? 0)
        }
        #expect(levels == Array((2...11).reversed()), "undo went through \(levels)")
    }
}
