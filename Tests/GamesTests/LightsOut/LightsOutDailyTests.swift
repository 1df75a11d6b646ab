import AppTestSupport
import Foundation
import Layout
import SDLBackend
import Testing

@testable import GameCore
@testable import GameKit
@testable import LightsOutEngine
@testable import LightsOutFeature

/// The daily Lights Out through its scene: started as a new game (the game left one undo away),
/// marked daily in its header and its record, kept in the history as variant "daily", and the
/// daily streak counted across injected days.
@Suite struct LightsOutDailyTests {
    static let monday = DailyDate(year: 2026, month: 11, day: 23)!

    /// Noon of `date` in UTC, as the finished game's date.
    static func noon(_ date: DailyDate) -> Double { Double(date.dayNumber) * 86_400 + 43_200 }

    @Test func theDailyIsANewGameMarkedDailyAndUndoBringsBackTheGameLeft() throws {
        let game = LightsOutHarness(level: 3)
        game.tapLight(LightsOutCell(row: 0, col: 0))
        let before = game.scene.state
        let update = try #require(game.scene.startDaily(Self.monday))
        _ = game.driver.relayout()
        #expect(update.contains(.save))
        #expect(game.scene.dailyDate == Self.monday)
        #expect(game.scene.midEnd.params == LightsOutDaily.params(on: Self.monday))
        #expect(game.scene.state.level == nil && game.scene.state.size == 4)
        #expect(game.scene.ladderLevel == 3, "the daily leaves the ladder where it was")
        #expect(game.driver.list.texts.contains("Lights Out: daily puzzle of 2026-11-23"))
        // A restart is the daily again; undo goes back through it (the restart, the press) to
        // the game left.
        game.tapLight(LightsOutCell(row: 1, col: 1))
        game.driver.perform(.restart)
        #expect(game.scene.dailyDate == Self.monday)
        for _ in 0..<3 { game.driver.perform(.undo) }
        #expect(game.scene.dailyDate == nil && game.scene.state == before)
        #expect(!game.driver.list.texts.contains { $0.contains("daily") })
        game.driver.perform(.redo)
        #expect(game.scene.dailyDate == Self.monday)
    }

    @Test func aSavedDailyStaysDaily() throws {
        let game = LightsOutHarness(level: 1)
        _ = game.scene.startDaily(Self.monday)
        _ = game.driver.relayout()
        game.tapLight(LightsOutCell(row: 0, col: 0))
        let data = try game.scene.saveData()
        let other = LightsOutHarness(level: 1)
        try other.scene.restore(from: data)
        #expect(other.scene.dailyDate == Self.monday)
        #expect(other.scene.state == game.scene.state)
    }

    @Test func finishedDailiesAreKeptAsDailyWithTheStreakAcrossDays() {
        let game = LightsOutHarness(level: 1)
        for offset in [0, 1, 2, 4] {
            let day = Self.monday.adding(days: offset)
            game.scene.session.now = { Self.noon(day) }
            _ = game.scene.startDaily(day)
            _ = game.driver.relayout()
            #expect(
                game.solveBySolver(secondsPerPress: 2)
                    == LightsOutLevels.targetPar(forLevel: LightsOutDaily.level(on: day)))
            #expect(game.scene.midEnd.outcome == .won)
            let entry = game.scene.statistics.history.last
            #expect(entry?.variant == "daily" && entry?.day == day.description, "\(offset)")
            #expect(entry?.game == "lightsout" && entry?.level == "\(game.scene.state.size)x\(game.scene.state.size)")
            #expect(entry?.result == .won && entry?.assisted == false)
        }
        let statistics = game.scene.statistics
        #expect(statistics.dailyStreak == 1 && statistics.bestDailyStreak == 3)
        #expect(statistics.dailyStreak(today: Self.monday.adding(days: 5)) == 1)
        #expect(statistics.dailyStreak(today: Self.monday.adding(days: 7)) == 0)
        // The statistics screen lists the streak as of today, and the best.
        let rows = statistics.dailyRows(today: Self.monday.adding(days: 5)).map { "\($0.keys)=\($0.title)" }
        #expect(rows == ["Daily streak=1", "Best daily streak=3"], "\(rows)")
        // A level of the ladder is no daily.
        game.scene.session.now = { Self.noon(Self.monday.adding(days: 5)) }
        _ = game.scene.nextLevel()
        _ = game.driver.relayout()
        _ = game.solveBySolver()
        #expect(game.scene.statistics.history.last?.variant == nil)
        #expect(game.scene.statistics.dailyStreak == 1)
    }
}
