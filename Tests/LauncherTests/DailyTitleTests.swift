import AppTestSupport
import GameCatalog
import GameCore
import GameKit
import Layout
import Localization
import SnapshotSupport
import Testing

@testable import App

/// The daily puzzle from the title, through the app's one driver: each card of a game with a
/// daily puzzle has its button (a tap, Shift+D on the focused card, a pad's X), the game opens on
/// the day's puzzle with the game in progress one undo away, and the card says when today's is
/// won.
@Suite struct DailyTitleTests {
    static let friday = DailyDate(year: 2026, month: 11, day: 27)!
    static let size = Size(width: 1280, height: 800)

    static func app(today: DailyDate = friday) -> (AppModel, AppDriver) {
        let model = AppModel(storage: nil, seed: 1, clock: { 0 }, today: { today })
        return (model, AppDriver(model: model, size: size, measurer: FixedMetricTextMeasurer()))
    }

    static func tap(_ action: TitleAction, in driver: AppDriver) throws {
        let frame = try #require(driver.list.frame(ofAction: action), "\(action)")
        driver.send(.tap(frame.center, .primary))
    }

    @Test func everyGameWithADailyHasItsButtonAndNoOtherGame() {
        let (model, driver) = Self.app()
        let withDaily = model.catalog.games.filter { $0.daily != nil }.map(\.id)
        #expect(Set(withDaily) == ["sudoku", "lightsout", "2048"])
        for game in model.catalog.games {
            let button = driver.list.frame(ofAction: TitleAction.daily(game.id))
            #expect((button != nil) == withDaily.contains(game.id), "\(game.id)")
        }
        #expect(driver.list.texts.filter { $0 == "Daily puzzle" }.count == 3)
    }

    @Test func tappingTheButtonOpensTheDaysPuzzleAndKeepsTheGameInProgress() throws {
        let (model, driver) = Self.app()
        let game = try #require(model.catalog.game(id: "lightsout"))
        model.open(game)
        _ = driver.relayout()
        for event in game.fixtures.moves { driver.send(event) }
        let scene = try #require(model.currentScene)
        let session = try #require(scene as? any SessionScene)
        let played = try session.currentGameData()
        driver.send(.key(.escape, []))
        #expect(model.screen == .title)
        try Self.tap(.daily("lightsout"), in: driver)
        #expect(model.screen == .game("lightsout"))
        #expect(scene.dailyDate == Self.friday)
        #expect(driver.list.texts.contains("Lights Out: daily puzzle of 2026-11-27"))
        // The game left is one undo away, as a new game leaves it.
        driver.send(.key(.character("z"), .control))
        #expect(scene.dailyDate == nil)
        #expect(try session.currentGameData() == played)
        driver.send(.key(.character("y"), .control))
        #expect(scene.dailyDate == Self.friday)
        // Opened again, the daily on the board stays as it is: no second replacement.
        driver.send(.key(.escape, []))
        let before = try scene.saveData()
        try Self.tap(.daily("lightsout"), in: driver)
        #expect(try scene.saveData() == before)
    }

    @Test func shiftDAndAPadsXOpenTheFocusedCardsDaily() throws {
        let (model, driver) = Self.app()
        #expect(model.focusedCard == 0 && model.catalog.games[0].id == "sudoku")
        driver.send(.key(.character("d"), .shift))
        #expect(model.screen == .game("sudoku"))
        #expect(model.currentScene?.dailyDate == Self.friday)
        #expect(driver.list.texts.contains { $0.contains("2026-11-27") })
        driver.send(.key(.escape, []))
        driver.send(.key(.right, []))
        let focused = model.catalog.games[model.focusedCard]
        _ = driver.connectPad(1, layout: .xbox)
        driver.sendPad(PadEvent(.button(.west, down: true), pad: 1, time: 1))
        driver.sendPad(PadEvent(.button(.west, down: false), pad: 1, time: 1.1))
        #expect(model.screen == .game(focused.id))
        #expect(model.currentScene?.dailyDate == (focused.daily == nil ? nil : Self.friday))
        // A game without a daily puzzle: Shift+D on its card does nothing.
        driver.send(.key(.escape, []))
        let plain = try #require(model.catalog.games.firstIndex { $0.daily == nil })
        while model.focusedCard != plain { driver.send(.key(.right, [])) }
        #expect(driver.send(.key(.character("d"), .shift)) == [])
        #expect(model.screen == .title)
    }

    @Test func aWonDailyIsMarkedOnItsCardAndTheStreakOnTheStatistics() throws {
        let (model, driver) = Self.app()
        let scene = try #require(model.scenes["sudoku"])
        var statistics = GameStatistics()
        for offset in [-1, 0] {
            let day = Self.friday.adding(days: offset)
            _ = statistics.keep(
                FinishedGame(
                    date: Double(day.dayNumber) * 86_400, game: "sudoku", variant: "daily", level: "hard",
                    day: day.description, result: .won, seconds: 400, moves: 60, assisted: false),
                replacing: nil)
        }
        scene.statistics = statistics
        _ = driver.relayout()
        #expect(driver.list.texts.filter { $0 == "Daily puzzle ✓" }.count == 1)
        #expect(driver.list.texts.filter { $0 == "Daily puzzle" }.count == 2)
        // The card's second action opens the statistics, which count the streak to today.
        let card = try #require(driver.list.frame(ofAction: TitleAction.open("sudoku")))
        driver.send(.tap(Point(x: card.minX + 8, y: card.minY + 8), .secondary))
        let texts = driver.list.texts
        #expect(texts.contains("Daily streak") && texts.contains("Best daily streak"), "\(texts)")
        // Two days later, without a daily won since, the streak is broken.
        let (later, laterDriver) = Self.app(today: Self.friday.adding(days: 2))
        try #require(later.scenes["sudoku"]).statistics = statistics
        _ = laterDriver.relayout()
        #expect(laterDriver.list.texts.filter { $0 == "Daily puzzle ✓" }.isEmpty)
        #expect(statistics.dailyRows(today: Self.friday.adding(days: 2)).first?.title == "0")
    }

    /// The header that says "daily puzzle of …" stays whole and at its floor in every window
    /// size of issue #29, zoomed or not, in every language, with the real fonts: a short window
    /// gets the short form, a narrower one the game's name alone.
    @Test(arguments: [Localization.Language.english, .german, .simplifiedChinese, .pseudo])
    func theDailyHeaderFitsEveryWindow(_ language: Localization.Language) throws {
        try TestRenderer.withMeasurer { measurer in
            let model = Localization.$taskLanguage.withValue(language) {
                AppModel(storage: nil, seed: 1, clock: { 0 }, today: { Self.friday })
            }
            for (index, game) in model.catalog.games.enumerated() where game.daily != nil {
                _ = model.handle(.key(.escape, []), hit: nil)
                _ = model.openDaily(index)
                #expect(model.currentScene?.dailyDate == Self.friday)
                var shown = 0
                for size in ReachAudit.zoomedWindows {
                    let list = AppDriver(model: model, size: size, measurer: measurer).list
                    let header = list.items.filter {
                        if case .text(let text, _, _) = $0.command { return text.contains("2026-11-27") }
                        return false
                    }
                    shown += header.isEmpty ? 0 : 1
                    let problems = ReachAudit.problems(
                        in: list, measurer: measurer, checksTap: { _ in false },
                        checksText: { item in header.contains { $0.frame == item.frame } })
                    #expect(problems == [], "\(language), \(game.id), \(size)")
                }
                #expect(shown > 0, "\(language), \(game.id): the date is in the header at some size")
            }
        }
    }
}
