import Foundation
import Layout
import SDLBackend
import Testing

@testable import Game2048Engine
@testable import Game2048Feature
@testable import GameCore
@testable import GameKit

/// The target tile: 2048 by default, 512 to 65536 chosen with T, Shift+T, the panel's button or
/// the menu; the win dialog comes when the target is made, and the target is saved with the game.
struct Game2048TargetTests {
    /// Two 256s side by side: a slide left makes 512.
    static let oneMergeFrom512 = [[256, 256, 0, 0], [2, 0, 0, 0], [0, 0, 8, 0], [0, 0, 0, 4]]

    static func scene(target: Int) -> Game2048Scene {
        Game2048Scene(
            state: Game2048Rules.State(
                board: Game2048Board(values: oneMergeFrom512), score: 3000, seed: 3, target: target))
    }

    @Test func makingTheTargetOpensTheWinDialog() throws {
        let scene = Self.scene(target: 512)
        let driver = Scene2048.driver(scene)
        #expect(driver.list.texts.contains("4×4 → 512"))
        #expect(!driver.list.texts.contains("You win!"))
        driver.key(.left)
        #expect(scene.state.awaitsWinAnswer)
        #expect(scene.modal != nil)
        #expect(driver.list.texts.contains("You win!"))
        #expect(driver.list.texts.contains("You made 512 with \(scene.state.score) points."))
        #expect(scene.statistics.won == 1, "a win at the chosen target counts")
        #expect(scene.invariantViolation() == nil)
        driver.key(.character("c"))
        #expect(!scene.state.awaitsWinAnswer)
        #expect(!driver.key(.down).isEmpty, "play goes on after Keep going")
    }

    @Test func belowTheTargetTheSameMergeWinsNothing() {
        let scene = Self.scene(target: Game2048Rules.winningValue)
        let driver = Scene2048.driver(scene)
        #expect(driver.list.texts.contains("4×4 → 2048"))
        driver.key(.left)
        #expect(scene.state.board.maxValue == 512)
        #expect(!scene.state.won && scene.modal == nil)
        #expect(!driver.list.texts.contains("You win!"))
        #expect(scene.statistics.won == 0)
    }

    @Test func tShiftTTheButtonAndTheMenuChooseTheTargetForANewGame() throws {
        let scene = Game2048Scene(seed: 9, clock: { 0 })
        let driver = Scene2048.driver(scene)
        #expect(scene.midEnd.params.target == 2048)
        driver.key(.character("t"))
        #expect(scene.midEnd.params.target == 4096 && scene.state.target == 4096)
        #expect(driver.list.texts.contains("4×4 → 4096"))
        driver.key(.character("t"), .shift)
        driver.key(.character("t"), .shift)
        #expect(scene.state.target == 1024)
        _ = try #require(driver.tap(action: Game2048Action.nextTarget))
        #expect(scene.state.target == 2048)
        #expect(scene.midEnd.moveCount == 0, "a new game")
        // From the smallest target Shift+T wraps round to the largest, and T back.
        driver.key(.character("t"), .shift)
        driver.key(.character("t"), .shift)
        driver.key(.character("t"), .shift)
        #expect(scene.state.target == 65536)
        driver.key(.character("t"))
        #expect(scene.state.target == 512)
        // The header's menu lists the next target and acts like the button.
        let screen = Game2048Screen(
            state: scene.state, best: 0, shown: scene.shown, showsGameOver: false, canUndo: true, canRedo: false,
            palette: .forTheme(.light))
        let item = try #require(screen.essentials.first { $0.action == AnyHashable(Game2048Action.nextTarget) })
        #expect(item.title == "Next target (1024)")
        // Size and odds keep the target.
        driver.key(.character("+"))
        driver.key(.character("o"))
        #expect(scene.state.target == 512 && scene.state.board.rows == 5 && scene.state.spawnRule == .evenSplit)
        // Undo brings back the game played for the earlier target.
        driver.perform(.undo)
        driver.perform(.undo)
        driver.perform(.undo)
        #expect(scene.state.target == 65536)
    }

    @Test func theTargetIsSavedAndOlderSavesPlayFor2048() throws {
        let scene = Self.scene(target: 512)
        let driver = Scene2048.driver(scene)
        driver.key(.character("t"))
        driver.key(.left)
        let resumed = Game2048Scene(seed: 99, clock: { 0 })
        try resumed.restore(from: scene.saveData())
        #expect(resumed.midEnd.params.target == 1024)
        #expect(resumed.state == scene.state)
        for _ in 0...resumed.midEnd.moveCount { #expect(resumed.perform(.undo).contains(.save)) }
        #expect(resumed.state.target == 512, "the game before holds its own target")

        // The same save without any "target" (as written before targets): it loads, for 2048.
        let old = try Self.removingKey("target", from: scene.saveData())
        #expect(!String(decoding: old, as: UTF8.self).contains("\"target\""))
        let older = Game2048Scene(seed: 99, clock: { 0 })
        try older.restore(from: old)
        #expect(older.midEnd.params.target == 2048)
        #expect(older.state.target == 2048)
        #expect(older.midEnd.moveCount == scene.midEnd.moveCount)
        #expect(older.invariantViolation() == nil)
    }

    @Test func aSaveWithATargetThatIsNoChoiceIsRefused() throws {
        let scene = Self.scene(target: 512)
        Scene2048.driver(scene).key(.left)
        var json = String(decoding: try scene.saveData(), as: UTF8.self)
        json = json.replacingOccurrences(of: "\"target\":512", with: "\"target\":3")
        #expect(json.contains("\"target\":3"))
        let copy = Game2048Scene(seed: 99, clock: { 0 })
        let before = copy.state
        #expect(throws: (any Error).self) { try copy.restore(from: Data(json.utf8)) }
        #expect(copy.state == before)
    }

    /// `data` as JSON with every object's `key` removed, however deep.
    static func removingKey(_ key: String, from data: Data) throws -> Data {
        func strip(_ value: Any) -> Any {
            if var object = value as? [String: Any] {
                object[key] = nil
                return object.mapValues(strip)
            }
            if let array = value as? [Any] { return array.map(strip) }
            return value
        }
        return try JSONSerialization.data(withJSONObject: strip(try JSONSerialization.jsonObject(with: data)))
    }
}
