import GameCatalog
import GameCore
import GameKit
import Layout
import Testing

@testable import App

/// The kit's sheets over a game: F1 (or Ctrl+?) shows the keyboard shortcuts in every game and
/// Escape closes them; the header's ⋯ lists the game's essential actions and choosing one acts
/// as the game's own button; while a sheet is open nothing reaches the game and its clock waits.
@Suite struct GameSheetTests {
    static let size = Size(width: 1024, height: 720)

    static func app(_ catalog: Catalog = .standard, game: String) throws -> (AppModel, AppDriver) {
        let model = AppModel(storage: nil, seed: 3, clock: { 0 }, catalog: catalog)
        model.open(try #require(catalog.game(id: game)))
        return (model, AppDriver(model: model, size: size, measurer: FixedMetricTextMeasurer()))
    }

    @Test(arguments: Catalog.standard.games.map(\.id))
    func f1ShowsTheShortcutsAndEscapeClosesThem(game: String) throws {
        let (model, driver) = try Self.app(game: game)
        let before = driver.list
        #expect(!before.texts.contains("Keyboard shortcuts"))
        driver.send(.key(.function(1), []))
        #expect(model.sheet == .shortcuts(page: 0))
        let shown = driver.list.texts
        #expect(shown.contains("Keyboard shortcuts"))
        // The shared keys follow the game's own.
        #expect(shown.contains("Ctrl+Z") && shown.contains("Undo"))
        let groups = try #require(model.currentScene).shortcuts
        #expect(!groups.isEmpty, "\(game) lists no keys of its own")
        if let first = groups.first?.shortcuts.first { #expect(shown.contains(first.title)) }
        // Keys do not reach the game under the sheet: N would start a new game.
        let saved = try model.currentScene?.saveData()
        driver.send(.key(.character("n"), []))
        #expect(try model.currentScene?.saveData() == saved)
        driver.send(.key(.escape, []))
        #expect(model.sheet == nil)
        #expect(model.screen == .game(game), "Escape closed the sheet, it did not leave the game")
        #expect(driver.list.texts == before.texts)
        // Ctrl+? opens them too, and F1 again closes them.
        driver.send(.key(.character("?"), [.control, .shift]))
        #expect(model.sheet == .shortcuts(page: 0))
        driver.send(.key(.function(1), []))
        #expect(model.sheet == nil)
    }

    @Test func theMenuListsTheEssentialsAndChoosingOneActs() throws {
        let (model, driver) = try Self.app(.withFifthGame, game: "eight")
        driver.send(.key(.right, []))
        #expect(driver.list.texts.contains("Moves: 1"))
        let menu = try #require(driver.list.frame(ofAction: ChromeAction.menu))
        #expect(menu.width >= 24 && menu.height >= 24)
        driver.send(.tap(menu.center, .primary))
        #expect(model.sheet == .menu)
        #expect(driver.list.texts.contains("New game") && driver.list.texts.contains("Keyboard shortcuts"))
        // A tap on the card between its buttons keeps it open; one outside closes it.
        driver.send(.tap(Point(x: 3, y: Self.size.height - 3), .primary))
        #expect(model.sheet == nil)
        driver.send(.tap(menu.center, .primary))
        let newGame = try #require(
            driver.list.frame(ofAction: EssentialChoice(action: ChromeAction.command(.newGame))))
        driver.send(.tap(newGame.center, .primary))
        #expect(model.sheet == nil)
        #expect(driver.list.texts.contains("Moves: 0"), "the menu's New game started one")
        #expect(driver.list.frame(ofAction: ChromeAction.command(.undo)) != nil, "the new game can be undone")
        // The menu's shortcuts entry opens the shortcuts.
        driver.send(.tap(menu.center, .primary))
        driver.send(.tap(try #require(driver.list.frame(ofAction: ChromeAction.shortcuts)).center, .primary))
        #expect(model.sheet == .shortcuts(page: 0))
        #expect(driver.list.texts.joined(separator: " ").contains("Slide a tile into the hole"))
    }

    /// A window too small for every shortcut pages them: Right and Left turn, and every row is
    /// seen on some page.
    @Test func shortcutsThatDoNotFitArePaged() throws {
        let (model, driver) = try Self.app(game: "sudoku")
        driver.size = Size(width: 300, height: 400)
        driver.send(.key(.function(1), []))
        let groups = try #require(model.currentScene).shortcuts + ShortcutGroup.shared
        var seen = driver.list.texts.joined(separator: " ")
        #expect(seen.contains("Page 1 of"))
        for page in 1..<8 {
            driver.send(.key(.right, []))
            seen += " " + driver.list.texts.joined(separator: " ")
            if case .shortcuts(let shown)? = model.sheet { #expect(shown == page) }
        }
        let keys = groups.flatMap(\.shortcuts).map(\.title)
        let missing = keys.filter { !seen.contains($0) }
        #expect(missing.isEmpty, "never shown: \(missing)")
        driver.send(.key(.left, []))
        #expect(model.sheet != nil)
    }

    final class Clock: @unchecked Sendable {
        var now = 100.0
    }

    /// The clock waits while a sheet is open, as it does under a game's own dialog.
    @Test func theClockWaitsUnderASheet() throws {
        func shownAfterAMinute(underASheet: Bool) throws -> [String] {
            let clock = Clock()
            let model = AppModel(storage: nil, seed: 3, clock: { clock.now }, catalog: .standard)
            let game = try #require(Catalog.standard.game(id: "sudoku"))
            model.open(game)
            let driver = AppDriver(model: model, size: Self.size, measurer: FixedMetricTextMeasurer())
            for event in game.fixtures.moves { driver.send(event) }
            if underASheet { driver.send(.key(.function(1), [])) }
            clock.now += 60
            if underASheet { driver.send(.key(.escape, [])) }
            return driver.relayout().texts
        }
        #expect(try shownAfterAMinute(underASheet: false).contains("1:00"))
        let held = try shownAfterAMinute(underASheet: true)
        #expect(!held.contains("1:00") && held.contains("0:00"), "\(held)")
    }
}
