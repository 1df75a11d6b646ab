import Foundation
import GameCore
import Testing

/// The daily streak: consecutive calendar days, each with its daily puzzle won without help,
/// kept beside the history like the streak of wins.
@Suite struct DailyStreakTests {
    static let monday = DailyDate(year: 2026, month: 11, day: 23)!

    static func daily(_ day: DailyDate, _ result: GameOutcome = .won, assisted: Bool = false) -> FinishedGame {
        FinishedGame(
            date: 1_764_000_000 + Double(day.dayNumber - monday.dayNumber) * 86_400, game: "sudoku",
            variant: FinishedGame.dailyVariant, level: "easy", day: day.description, result: result, seconds: 300,
            moves: 60, assisted: assisted)
    }

    @Test func consecutiveDaysCarryTheStreakAndAGapEndsIt() {
        var statistics = GameStatistics()
        for offset in 0..<3 { _ = statistics.keep(Self.daily(Self.monday.adding(days: offset)), replacing: nil) }
        #expect(statistics.dailyStreak == 3 && statistics.bestDailyStreak == 3)
        #expect(statistics.lastDailyWin == "2026-11-25")
        #expect(statistics.dailyStreak(today: Self.monday.adding(days: 2)) == 3)
        #expect(statistics.dailyStreak(today: Self.monday.adding(days: 3)) == 3, "today's may still be won")
        #expect(statistics.dailyStreak(today: Self.monday.adding(days: 4)) == 0, "a day went by without one")
        // Friday after a Thursday without a daily: the run starts again, the best stays.
        _ = statistics.keep(Self.daily(Self.monday.adding(days: 4)), replacing: nil)
        #expect(statistics.dailyStreak == 1 && statistics.bestDailyStreak == 3)
        #expect(statistics.wonDaily(of: Self.monday.adding(days: 4)))
        #expect(!statistics.wonDaily(of: Self.monday.adding(days: 3)))
    }

    @Test func aReplayALossOrHelpDoesNotCount() {
        var statistics = GameStatistics()
        _ = statistics.keep(Self.daily(Self.monday), replacing: nil)
        _ = statistics.keep(Self.daily(Self.monday), replacing: nil)
        #expect(statistics.dailyStreak == 1, "the same day played again is still one day")
        _ = statistics.keep(Self.daily(Self.monday.adding(days: 1), .lost), replacing: nil)
        _ = statistics.keep(Self.daily(Self.monday.adding(days: 1), assisted: true), replacing: nil)
        #expect(statistics.dailyStreak == 1 && statistics.lastDailyWin == "2026-11-23")
        #expect(statistics.wonDaily(of: Self.monday.adding(days: 1)), "a helped win is still today's done")
        // A game that is not the daily, won on the next day, carries nothing.
        var other = Self.daily(Self.monday.adding(days: 2))
        other.variant = nil
        _ = statistics.keep(other, replacing: nil)
        #expect(statistics.dailyStreak == 1 && statistics.streak == 1)
        // An older day's daily finished late leaves the run as it stands.
        _ = statistics.keep(Self.daily(Self.monday.adding(days: -1)), replacing: nil)
        #expect(statistics.dailyStreak == 1 && statistics.lastDailyWin == "2026-11-23")
    }

    /// A loss an undo turned into a win follows its entry, and the streak with it.
    @Test func aLossTurnedIntoAWinCarriesTheStreak() {
        var statistics = GameStatistics()
        _ = statistics.keep(Self.daily(Self.monday), replacing: nil)
        let serial = statistics.keep(Self.daily(Self.monday.adding(days: 1), .lost), replacing: nil)
        #expect(statistics.dailyStreak == 1)
        _ = statistics.keep(Self.daily(Self.monday.adding(days: 1)), replacing: serial)
        #expect(statistics.dailyStreak == 2 && statistics.bestDailyStreak == 2)
        #expect(statistics.history.count == 2 && statistics.history.last?.day == "2026-11-24")
    }

    @Test func theFileKeepsTheStreakAndRefusesNonsense() throws {
        var statistics = GameStatistics()
        _ = statistics.keep(Self.daily(Self.monday), replacing: nil)
        let data = try JSONEncoder().encode(statistics)
        let read = try JSONDecoder().decode(GameStatistics.self, from: data)
        #expect(read == statistics && read.problem() == nil)
        // A file from before dailies reads with none.
        let old = try JSONDecoder().decode(
            GameStatistics.self, from: Data(#"{"played":1,"won":1,"lost":0,"drawn":0}"#.utf8))
        #expect(old.dailyStreak == 0 && old.bestDailyStreak == 0 && old.lastDailyWin == nil && old.problem() == nil)
        var hostile = statistics
        hostile.dailyStreak = 5
        #expect(hostile.problem() != nil, "longer than the best")
        hostile = statistics
        hostile.lastDailyWin = "yesterday"
        #expect(hostile.problem() != nil)
        hostile = statistics
        hostile.bestDailyStreak = -1
        #expect(hostile.problem() != nil)
        hostile = statistics
        hostile.history[0].day = "2026-02-30"
        #expect(hostile.problem() != nil)
    }
}
