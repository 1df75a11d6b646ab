import GameCatalog
import GameCore
import GameKit
import Layout
import Testing

@testable import App

/// The kit's sheets over a game: F1 (or Ctrl+?) shows the keyboard shortcuts in every game and
/// Escape closes them; the header's ☰ lists the game's essential actions and choosing one acts
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

    /// Issue 32's game menu: F10 opens the header's menu in every game, with New game, Restart,
    /// the game's essentials, Statistics, Keyboard shortcuts, About Tessera and Quit; F10 again
    /// closes it, and Quit quits as Ctrl+Q does.
    @Test(arguments: Catalog.standard.games.map(\.id))
    func f10OpensTheGameMenu(game: String) throws {
        let (model, driver) = try Self.app(game: game)
        driver.send(.key(.function(10), []))
        #expect(model.sheet == .menu)
        let shown = driver.list.texts
        for entry in ["Statistics", "Keyboard shortcuts", "About Tessera", "Quit"] {
            #expect(shown.contains(entry), "\(game)'s menu lacks \(entry): \(shown)")
        }
        // New game and Restart, under the game's own name for them where it has one.
        let entries: [AnyHashable] = [
            EssentialChoice(action: ChromeAction.command(.newGame)),
            EssentialChoice(action: ChromeAction.command(.restart)),
            ChromeAction.statistics, ChromeAction.shortcuts, ChromeAction.about, ChromeAction.quit,
        ]
        for entry in entries { #expect(driver.list.frame(ofAction: entry) != nil, "\(game)'s menu lacks \(entry)") }
        let essentials = try #require(model.currentScene).screen(theme: model.theme).essentials
        for essential in essentials {
            #expect(driver.list.frame(ofAction: EssentialChoice(action: essential.action)) != nil)
        }
        // Nothing twice: each entry is one target.
        let card = FitAuditTests.liveTargets(driver.list, size: Self.size).compactMap(\.action)
        #expect(card.count == Set(card).count, "\(game)'s menu lists an entry twice: \(card)")
        driver.send(.key(.function(10), []))
        #expect(model.sheet == nil && model.screen == .game(game))
        driver.send(.key(.function(10), []))
        let quit = try #require(driver.list.frame(ofAction: ChromeAction.quit))
        #expect(model.handle(.tap(quit.center, .primary), hit: ChromeAction.quit) == .quit)
    }

    /// The menu's Restart restarts: the moves made are gone (and undo brings them back).
    @Test func theMenusRestartRestarts() throws {
        let (model, driver) = try Self.app(.withFifthGame, game: "eight")
        driver.send(.key(.right, []))
        #expect(driver.list.texts.contains("Moves: 1"))
        driver.send(.key(.function(10), []))
        let restart = try #require(
            driver.list.frame(ofAction: EssentialChoice(action: ChromeAction.command(.restart))))
        driver.send(.tap(restart.center, .primary))
        #expect(model.sheet == nil)
        #expect(driver.list.texts.contains("Moves: 0"))
    }

    /// About Tessera shows the version from its one place, the licence and every library with its
    /// licence; on a small window it pages, and every row is seen on some page.
    @Test func aboutShowsTheVersionLicenceAndLibraries() throws {
        let (model, driver) = try Self.app(game: "2048")
        driver.send(.key(.function(10), []))
        driver.send(.tap(try #require(driver.list.frame(ofAction: ChromeAction.about)).center, .primary))
        #expect(model.sheet == .about(page: 0))
        let shown = driver.list.texts
        #expect(shown.contains("About Tessera"))
        #expect(shown.contains("Tessera \(AppIdentity.version)"))
        // Long lines wrap: read the card as one text.
        let card = shown.joined(separator: " ")
        #expect(card.contains("MIT licence, copyright 2026 The Tessera authors"))
        for library in ["SDL2", "FreeType", "fontconfig", "libdbus", "cairo", "swift-argument-parser"] {
            #expect(shown.contains(library), "\(library) missing")
        }
        driver.send(.key(.escape, []))
        #expect(model.sheet == nil)

        driver.size = Size(width: 300, height: 400)
        driver.send(.key(.function(10), []))
        for page in 1..<8 where driver.list.frame(ofAction: ChromeAction.about) == nil {
            driver.send(.tap(try #require(driver.list.frame(ofAction: ChromeAction.sheetPage(page))).center, .primary))
        }
        driver.send(.tap(try #require(driver.list.frame(ofAction: ChromeAction.about)).center, .primary))
        var seen = driver.list.texts.joined(separator: " ")
        #expect(seen.contains("Page 1 of"))
        for _ in 1..<12 {
            driver.send(.key(.right, []))
            seen += " " + driver.list.texts.joined(separator: " ")
        }
        let rows = ShortcutGroup.about(version: AppIdentity.version, games: Catalog.standard.games).flatMap {
            [$0.title] + $0.shortcuts.map(\.keys)
        }
        // A narrow column may break a long name anywhere: compare without the spaces.
        let letters = seen.filter { !$0.isWhitespace }
        let missing = rows.filter { !letters.contains($0.filter { !$0.isWhitespace }) }
        #expect(missing.isEmpty, "never shown: \(missing)")
    }

    /// Statistics lists the game's record as the game keeps it.
    @Test func statisticsShowTheRecord() throws {
        let (model, driver) = try Self.app(game: "sudoku")
        var record = GameStatistics()
        record.played = 4
        record.won = 3
        record.bestTime = 75
        try #require(model.currentScene).statistics = record
        driver.send(.key(.function(10), []))
        driver.send(.tap(try #require(driver.list.frame(ofAction: ChromeAction.statistics)).center, .primary))
        #expect(model.sheet == .statistics(page: 0))
        let shown = driver.list.texts
        #expect(shown.contains("Statistics"))
        // The game and the title card's line first, then the rows.
        let line = try #require(model.currentScene).statisticsLine
        #expect(shown.joined(separator: " ").contains(line), "\(line) missing from \(shown)")
        for text in ["Sudoku", "Played", "4", "Won", "3", "Won share", "75%", "Best time", "1:15"] {
            #expect(shown.contains(text), "\(text) missing from \(shown)")
        }
        #expect(!shown.contains("Lost"), "a count of nothing is left out")
    }
}
