import FoundationEssentials
import Glibc

/// A calendar day of the proleptic Gregorian calendar, as the daily puzzle knows it: the player's
/// local date, written `2026-11-27`. The day's puzzles come from it alone (`seed(for:)`), so two
/// players with the same date and the same version of Tessera get the same puzzles, whatever
/// their machine, time zone or clock.
public struct DailyDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// The years a daily may be asked for: wide enough for any real calendar, narrow enough that
    /// no day number arithmetic can overflow.
    public static let years = 1...9999

    /// The day, or nil when there is no such date (February 30th, month 13, year 0).
    public init?(year: Int, month: Int, day: Int) {
        guard Self.years.contains(year), (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `dayNumber` days after 1970-01-01 (negative: before it), clamped to `years`.
    public init(dayNumber: Int) {
        // Howard Hinnant's civil-from-days: eras of 400 years, March-based years.
        let lowest = Self.dayNumber(year: Self.years.lowerBound, month: 1, day: 1)
        let highest = Self.dayNumber(year: Self.years.upperBound, month: 12, day: 31)
        let z = min(max(dayNumber, lowest), highest) + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Reads `YYYY-MM-DD` (four digits, two, two, ASCII only), or says what is wrong in one line.
    public init(parsing text: String) throws(InputError) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let widths = [4, 2, 2]
        guard parts.count == 3,
            zip(parts, widths).allSatisfy({ part, width in
                part.utf8.count == width && part.utf8.allSatisfy { (0x30...0x39).contains($0) }
            })
        else { throw InputError("'\(text)' is not a date; write it as YYYY-MM-DD, e.g. 2026-11-27") }
        guard let date = DailyDate(year: Int(parts[0])!, month: Int(parts[1])!, day: Int(parts[2])!) else {
            throw InputError("there is no date \(text)")
        }
        self = date
    }

    /// `2026-11-27`.
    public var description: String {
        func digits(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(digits(year, 4))-\(digits(month, 2))-\(digits(day, 2))"
    }

    /// Days since 1970-01-01: what the seed is made from, and what "the day after" means.
    public var dayNumber: Int { Self.dayNumber(year: year, month: month, day: day) }

    /// The day `days` later (earlier when negative).
    public func adding(days: Int) -> DailyDate { DailyDate(dayNumber: dayNumber + days) }

    /// The day of the week; 1970-01-01 was a Thursday.
    public var weekday: Weekday {
        let index = ((dayNumber + 3) % 7 + 7) % 7
        return Weekday.allCases[index]
    }

    public static func < (lhs: DailyDate, rhs: DailyDate) -> Bool { lhs.dayNumber < rhs.dayNumber }

    /// The seed of game `game`'s daily puzzle, a fixed function of the date and the game's catalog
    /// id (documented so anyone can check it): the id's 64-bit FNV-1a hash (offset basis
    /// 0xCBF2_9CE4_8422_2325, prime 0x100_0000_01B3, over its UTF-8 bytes) exclusive-or the day
    /// number as a two's-complement 64-bit integer, then one step of `SeededGenerator`
    /// (SplitMix64) from that value. No `Hasher` (seeded anew in every process) and no random
    /// numbers: the same date and id give the same seed on every machine and in every run.
    public func seed(for game: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in game.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01B3
        }
        var generator = SeededGenerator(seed: hash ^ UInt64(bitPattern: Int64(dayNumber)))
        return generator.next()
    }

    static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Howard Hinnant's days-from-civil.
    static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Monday first, as the weekday tables of newspapers' puzzles run.
    public enum Weekday: String, CaseIterable, Sendable {
        case monday, tuesday, wednesday, thursday, friday, saturday, sunday
    }
}

extension DailyDate {
    /// The player's local date at `seconds` since 1970 (UTC): the one place the calendar is read
    /// from the clock, through the C library's time zone rules. A time outside `years` is
    /// clamped to them.
    public static func local(at seconds: Double) -> DailyDate {
        let bounded = seconds.isFinite ? min(max(seconds, -6.2e10), 2.5e11) : 0
        var time = time_t(bounded.rounded(.down))
        var parts = tm()
        guard localtime_r(&time, &parts) != nil,
            let date = DailyDate(
                year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
        else { return DailyDate(dayNumber: Int((bounded / 86_400).rounded(.down))) }
        return date
    }

    /// Today, for the window: the model asks through an injectable closure, so tests pass a
    /// fixed day instead.
    public static func today() -> DailyDate { local(at: Date().timeIntervalSince1970) }
}
