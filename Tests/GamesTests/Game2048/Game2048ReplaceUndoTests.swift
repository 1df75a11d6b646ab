import AppTestSupport
import Layout
import Testing

@testable import Game2048Engine
@testable import Game2048Feature
@testable import GameCore
@testable import GameKit

/// R, N, a size change and an odds change each start a new game, and each is one undo away
/// from the exact game the player left (and one redo from the new one).
@Suite struct Game2048ReplaceUndoTests {
    static let replacements: [(String, InputEvent)] = [
        ("R", .key(.character("r"), [])), ("N", .key(.character("n"), [])),
        ("+ size", .key(.character("+"), [])), ("− size", .key(.character("-"), [])),
        ("O odds", .key(.character("o"), [])),
    ]

    @Test(arguments: 0..<5)
    func aReplacedGameIsOneUndoAway(_ which: Int) throws {
        let (name, event) = Self.replacements[which]
        let scene = Game2048Scene(seed: 4, clock: { 0 }, size: 5)
        let driver = OneGameApp(
            scene: scene, size: Size(width: 1280, height: 800), theme: .dark, measurer: FixedMetricTextMeasurer())
        for key in [Key.left, .up, .right, .down, .left] { driver.key(key) }
        let left = try scene.currentGameData()
        driver.send(event)
        let fresh = try scene.currentGameData()
        #expect(fresh != left, "\(name) did not start a new game")
        #expect(scene.midEnd.moveCount == 0)
        #expect(scene.canUndo, "\(name): nothing to undo")
        driver.key(.character("z"), .control)
        #expect(try scene.currentGameData() == left, "\(name): undo did not bring back the game left")
        driver.key(.character("z"), [.control, .shift])
        #expect(try scene.currentGameData() == fresh, "\(name): redo did not bring back the new game")
        // A move in the game brought back drops the way forward to the one that replaced it.
        driver.key(.character("z"), .control)
        for key in [Key.left, .up, .right, .down] { driver.key(key) }
        #expect(!scene.canRedo)
    }
}
