import Foundation
import GameCatalog
import GameCore
import GameKit
import Testing

@testable import App

/// Saves written before the session envelope (each game's own wrapper around the mid-end's
/// moves), recorded from that build: a game in progress survives the update with its moves, its
/// redo and its clock, and is written in the envelope from then on.
struct VersionTwoSaveTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/v2")

    /// The first value of `key` in a save's text (the game on screen comes first in both formats).
    static func first(_ key: String, in text: String) -> String? {
        guard let range = text.range(of: "\"\(key)\":") else { return nil }
        let rest = text[range.upperBound...]
        let end = rest.firstIndex { $0 == "," || $0 == "}" } ?? rest.endIndex
        return String(rest[..<end])
    }

    @Test(arguments: GameDescriptor.all)
    func aSaveOfTheFormatBeforeTheEnvelopeLoadsAndPlaysOn(_ game: GameDescriptor) throws {
        let home = TemporaryHome()
        let old = try Data(contentsOf: Self.fixtures.appendingPathComponent("\(game.id).json"))
        let oldText = String(decoding: old, as: UTF8.self)
        #expect(!oldText.contains("tessera.session"))
        try home.write(old, to: home.paths.save(for: game.id))
        let storage = Storage(paths: home.paths)
        let scene = game.scene(seed: 5)
        storage.restore(scene, of: game)
        #expect(storage.takeNotices() == [])
        #expect(scene.invariantViolation() == nil)

        let loaded = String(decoding: try scene.saveData(), as: UTF8.self)
        #expect(loaded.contains("\"format\":\"tessera.session\""))
        for key in ["moves", "cursor", "elapsed", "seed"] {
            #expect(Self.first(key, in: loaded) == Self.first(key, in: oldText), "\(game.id): \(key)")
        }
        // The moves made, then the one undone, come back through undo and redo.
        let session = try #require(scene as? any SessionScene)
        let before = try session.currentGameData()
        if !scene.perform(.undo).isEmpty {
            #expect(scene.invariantViolation() == nil)
            #expect(!scene.perform(.redo).isEmpty)
            #expect(try session.currentGameData() == before)
        }
        storage.save(scene, of: game)
        let reopened = game.scene(seed: 7)
        storage.restore(reopened, of: game)
        #expect(storage.takeNotices() == [])
        #expect(try (reopened as? any SessionScene)?.currentGameData() == before)
    }
}
