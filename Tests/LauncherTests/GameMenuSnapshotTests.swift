import GameCatalog
import GameCore
import GameKit
import Layout
import SnapshotSupport
import Testing

@testable import App

/// Issue 32's new screens as the player sees them, in the dark and light themes: the game menu
/// (F10 or ☰), About Tessera and the statistics, over Sudoku at a desktop size and About paged
/// on a phone-like window. (The high-contrast theme is held to 7:1 by `FitAuditTests`, which
/// walks these screens too.)
@Suite(.serialized)
struct GameMenuSnapshotTests {
    static func app(_ theme: Theme.Name) throws -> AppModel {
        let model = AppModel(storage: nil, seed: 1, clock: { 0 })
        model.setTheme(theme)
        model.open(try #require(Catalog.standard.game(id: "sudoku")))
        var record = GameStatistics()
        record.played = 5
        record.won = 4
        record.bestTime = 312
        try #require(model.currentScene).statistics = record
        return model
    }

    /// Opens the menu with F10, then (when given) the entry `action`.
    static func open(_ model: AppModel, size: Size, entry action: ChromeAction?) throws {
        _ = model.handle(.key(.function(10), []), hit: nil)
        guard let action else { return }
        _ = model.handle(.tap(.zero, .primary), hit: action)
        #expect(model.sheet != .menu, "\(action) opened nothing")
    }

    @Test(arguments: [Theme.Name.dark, .light])
    func gameMenuAboutAndStatistics(theme: Theme.Name) throws {
        let size = Size(width: 1024, height: 720)
        for (name, entry) in [("menu", nil), ("about", ChromeAction.about), ("statistics", .statistics)] {
            let model = try Self.app(theme)
            try Self.open(model, size: size, entry: entry)
            let list = try assertViewSnapshot(
                model.view(size: size), size: size, background: model.theme.background, named: "\(name)-\(theme)")
            #expect(!list.texts.isEmpty)
        }
        let phone = Size(width: 360, height: 640)
        let model = try Self.app(theme)
        try Self.open(model, size: phone, entry: .about)
        let list = try assertViewSnapshot(
            model.view(size: phone), size: phone, background: model.theme.background, named: "about-phone-\(theme)")
        #expect(list.texts.contains { $0.hasPrefix("Page 1 of") }, "About on a phone is not paged")
    }
}
