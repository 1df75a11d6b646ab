import Foundation
import Game2048Engine
import GameCore
import LightsOutEngine
import SudokuEngine
import Testing

/// The daily puzzles: a calendar date in, the same puzzles out on every run and machine, others
/// on another date, each game graded by the weekday.
@Suite struct DailyPuzzleTests {
    static let friday = DailyDate(year: 2026, month: 11, day: 27)!

    // MARK: The calendar

    @Test func daysCountFromNineteenSeventyBothWays() {
        #expect(DailyDate(year: 1970, month: 1, day: 1)!.dayNumber == 0)
        #expect(DailyDate(year: 2000, month: 3, day: 1)!.dayNumber == 11_017)
        #expect(DailyDate(year: 1969, month: 12, day: 31)!.dayNumber == -1)
        #expect(Self.friday.dayNumber == 20_784)
        // Every day of four centuries and a little, each one after the day before: the months'
        // lengths and the leap years (1900 none, 2000 one) as a person counts them.
        var expected = DailyDate(year: 1899, month: 12, day: 31)!
        for number in expected.dayNumber + 1...DailyDate(year: 2301, month: 1, day: 1)!.dayNumber {
            let date = DailyDate(dayNumber: number)
            #expect(date.dayNumber == number)
            let lastDay = DailyDate(year: expected.year, month: expected.month, day: expected.day + 1) == nil
            if lastDay {
                let newYear = expected.month == 12
                #expect(date.year == (newYear ? expected.year + 1 : expected.year), "\(date)")
                #expect(date.month == (newYear ? 1 : expected.month + 1) && date.day == 1, "\(date)")
            } else {
                #expect(date.year == expected.year && date.month == expected.month && date.day == expected.day + 1)
            }
            expected = date
        }
        #expect(DailyDate(year: 1900, month: 2, day: 29) == nil)
        #expect(DailyDate(year: 2000, month: 2, day: 29) != nil)
        #expect(DailyDate(year: 2026, month: 2, day: 29) == nil)
    }

    @Test func weekdaysFollowTheCalendar() {
        #expect(DailyDate(year: 1970, month: 1, day: 1)!.weekday == .thursday)
        #expect(DailyDate(year: 2000, month: 1, day: 1)!.weekday == .saturday)
        #expect(DailyDate(year: 1969, month: 12, day: 29)!.weekday == .monday)
        #expect(Self.friday.weekday == .friday)
        let week = (0..<7).map { Self.friday.adding(days: $0 - 4).weekday }
        #expect(week == DailyDate.Weekday.allCases)
    }

    @Test func datesAreReadOnlyAsYearMonthDay() throws {
        #expect(try DailyDate(parsing: "2026-11-27") == Self.friday)
        #expect(Self.friday.description == "2026-11-27")
        #expect(DailyDate(year: 7, month: 3, day: 9)!.description == "0007-03-09")
        let bad = [
            "", "2026-11", "2026-11-27-1", "26-11-27", "2026-1-27", "2026/11/27", "2026-13-01", "2026-00-10",
            "2026-02-29", "0000-01-01", "２０２６-11-27", "2026-11-2٧", " 2026-11-27", "+026-11-27",
        ]
        for text in bad {
            #expect(throws: InputError.self, "\(text)") { try DailyDate(parsing: text) }
        }
    }

    /// The local date is read through the C library's time zone: noon UTC is the same date in
    /// every zone from 11 hours behind to 11 ahead, and out-of-range times are clamped, never a
    /// trap.
    @Test func theLocalDateOfATime() {
        #expect(DailyDate.local(at: 1_764_244_800).description == "2025-11-27")
        #expect(DailyDate.local(at: .infinity).year >= 1970)
        #expect(DailyDate.local(at: -1e300).year >= DailyDate.years.lowerBound)
        #expect(DailyDate.local(at: 1e300).year <= DailyDate.years.upperBound)
    }

    // MARK: Seeds

    /// The documented function, pinned: a change to it changes every player's puzzles.
    @Test func theSeedIsAFixedFunctionOfTheDateAndTheGame() {
        #expect(Self.friday.seed(for: "2048") == 211_025_833_494_690_904)
        #expect(Self.friday.seed(for: "2048") == DailyDate(year: 2026, month: 11, day: 27)!.seed(for: "2048"))
        let seeds = Set((0..<366).map { Self.friday.adding(days: $0).seed(for: "sudoku") })
        #expect(seeds.count == 366)
        #expect(Self.friday.seed(for: "sudoku") != Self.friday.seed(for: "lightsout"))
    }

    // MARK: The day's puzzles

    /// One date's puzzles, computed by the code once and pinned here, so any change to the date
    /// arithmetic, the seed or a generator is noticed (and is a change every player sees).
    @Test func oneDatesPuzzlesArePinned() {
        #expect(
            SudokuDaily.describe(Self.friday)
                == "hard ....72..3..59.427.........1..2.1.3.9.9.4.3.1.1.3.9.5..9.........387.91..5..84....")
        #expect(
            LightsOutDaily.describe(Self.friday)
                == "8x8 level 74 par 26 10011100/10000010/00110010/11111001/01000000/11111110/01010100/10110010")
        #expect(Game2048Daily.describe(Self.friday) == "4x4 seed 211025833494690904")
    }

    @Test func theSameDateGivesTheSamePuzzlesAndAnotherDateOthers() {
        let again = DailyDate(year: 2026, month: 11, day: 27)!
        #expect(SudokuDaily.describe(again) == SudokuDaily.describe(Self.friday))
        #expect(LightsOutDaily.params(on: again) == LightsOutDaily.params(on: Self.friday))
        #expect(Game2048Daily.game(on: again) == Game2048Daily.game(on: Self.friday))
        let nextFriday = Self.friday.adding(days: 7)
        #expect(SudokuDaily.describe(nextFriday) != SudokuDaily.describe(Self.friday))
        #expect(LightsOutDaily.params(on: nextFriday) != LightsOutDaily.params(on: Self.friday))
        #expect(Game2048Daily.game(on: nextFriday).seed != Game2048Daily.game(on: Self.friday).seed)
        // The same Sudoku seed and level are the same puzzle: the generator is deterministic.
        let game = SudokuDaily.game(on: Self.friday)
        #expect(
            SudokuRules.newState(params: game.params, seed: game.seed).givens
                == SudokuRules.newState(params: game.params, seed: game.seed).givens)
    }

    /// Newspapers' week: easy on Monday, hardest on Sunday; Lights Out's board grows through the
    /// week; each puzzle is graded at its weekday's level and built on its weekday's size.
    @Test func theWeekdayTables() {
        let sudoku: [SudokuDifficulty] = [.easy, .easy, .medium, .medium, .hard, .hard, .extreme]
        let sizes = [4, 5, 6, 7, 8, 10, 12]
        #expect(DailyDate.Weekday.allCases.map(SudokuDaily.difficulty(on:)) == sudoku)
        #expect(DailyDate.Weekday.allCases.map(LightsOutDaily.size(on:)) == sizes)
        let monday = Self.friday.adding(days: -4)
        for offset in 0..<7 {
            let date = monday.adding(days: offset)
            let state = SudokuRules.newState(
                params: SudokuDaily.game(on: date).params, seed: SudokuDaily.game(on: date).seed)
            #expect(state.difficulty == sudoku[offset], "\(date)")
            guard case .custom(let size, let presses) = LightsOutDaily.params(on: date) else {
                Issue.record("\(date): not a custom board")
                continue
            }
            let level = LightsOutDaily.level(on: date)
            #expect(size == sizes[offset] && LightsOutLevels.size(forLevel: level) == size, "\(date)")
            // The presses make the ladder level's board, and are as few as its par.
            let board = LightsOutBoard(size: size).pressing(LightsOutBoard(size: size, lit: presses))
            #expect(board == LightsOutLevels.board(forLevel: level), "\(date)")
            #expect(presses.count == LightsOutLevels.targetPar(forLevel: level), "\(date)")
            #expect(Game2048Daily.game(on: date).params == Game2048Rules.Params(size: 4))
        }
    }
}
