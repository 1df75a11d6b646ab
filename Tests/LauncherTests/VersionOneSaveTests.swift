import Foundation
import GameCatalog
import GameCore
import GameKit
import Testing

@testable import App

/// Saves written by the first save format (every position of the history) before saves became
/// moves, recorded from that build: a player's games in progress must survive the update.
struct VersionOneSaveTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/v1")

    static func fixture(_ game: GameDescriptor) throws -> Data {
        try Data(contentsOf: fixtures.appendingPathComponent("\(game.id).json"))
    }

    /// Through the app's own loading path: no notice, the game's invariants hold, the next save
    /// is in the new format and restores to the same game; then a move, its undo and its redo.
    @Test(arguments: GameDescriptor.all)
    func aVersion1SaveLoadsAndPlaysOn(_ game: GameDescriptor) throws {
        let home = TemporaryHome()
        let v1 = try Self.fixture(game)
        #expect(String(decoding: v1, as: UTF8.self).contains("\"history\":["))
        try home.write(v1, to: home.paths.save(for: game.id))
        let storage = Storage(paths: home.paths)
        let scene = game.scene(seed: 5)
        let fresh = try scene.saveData()
        storage.restore(scene, of: game)
        #expect(storage.takeNotices() == [])
        #expect(scene.invariantViolation() == nil)
        let loaded = try scene.saveData()
        #expect(loaded != fresh)
        let text = String(decoding: loaded, as: UTF8.self)
        #expect(text.contains("\"version\":2") && text.contains("\"moves\":\"") && !text.contains("\"history\""))
        // Every step of these files is a move the rules make, so none is kept whole.
        #expect(!text.contains("\"anchors\""))
        let again = game.scene(seed: 6)
        try again.restore(from: loaded)
        #expect(try again.saveData() == loaded)

        var moved = false
        for event in game.fixtures.moves where !moved {
            moved = try scene.handle(event, hit: nil).contains(.save) && scene.saveData() != loaded
        }
        #expect(moved)
        #expect(scene.invariantViolation() == nil)
        let afterMove = try scene.saveData()
        #expect(!scene.perform(.undo).isEmpty)
        #expect(scene.invariantViolation() == nil)
        #expect(!scene.perform(.redo).isEmpty)
        #expect(scene.invariantViolation() == nil)
        #expect(try scene.saveData() == afterMove)
        storage.save(scene, of: game)
        let reopened = game.scene(seed: 7)
        storage.restore(reopened, of: game)
        #expect(storage.takeNotices() == [])
        #expect(try reopened.saveData() == afterMove)
    }
}
