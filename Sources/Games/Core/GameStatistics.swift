/// Per-game record kept across runs, shown on the title screen.
public struct GameStatistics: Codable, Equatable, Sendable {
    public var played = 0
    public var won = 0
    public var lost = 0
    public var drawn = 0
    /// Fastest win in seconds, where time matters.
    public var bestTime: Double?
    /// Highest score, where there is one (2048).
    public var bestScore: Int?
    /// Game-specific counters and bests (e.g. "bestTime.hard", "bestScore.5x5", "level").
    public var extra: [String: Double] = [:]
    /// The most recent finished games, oldest first, at most `historyLimit`: what the statistics
    /// screen draws its chart and distribution from. Files written before it was kept have none.
    public var history: [FinishedGame] = []
    /// Games won in a row without help, up to the newest finished game.
    public var streak = 0
    /// The longest such run ever, kept apart from `history` so that it outlives the games the
    /// bound lets go.
    public var bestStreak = 0
    /// The number the next finished game's entry gets (`FinishedGame.serial`).
    public var nextSerial = 0
    /// Daily puzzles won without help on consecutive calendar days, up to `lastDailyWin`: a
    /// counter beside the history, like `streak`, so that it outlives the entries the bound lets
    /// go. Whether it still runs depends on today (`dailyStreak(today:)`).
    public var dailyStreak = 0
    /// The longest such run ever.
    public var bestDailyStreak = 0
    /// The date (`YYYY-MM-DD`) of the newest daily puzzle won without help.
    public var lastDailyWin: String?

    public init() {}

    /// Finished games kept per game. 200 is four times the chart's 50 games, enough for each
    /// level's distribution to mean something, and keeps a game's part of the file near 30 KB:
    /// the whole file is written again (with an fsync) each time a game ends.
    public static let historyLimit = 200

    private enum CodingKeys: String, CodingKey {
        case played, won, lost, drawn, bestTime, bestScore, extra, history, streak, bestStreak, nextSerial
        case dailyStreak, bestDailyStreak, lastDailyWin
    }

    /// Reads every version of the file: the history and the streaks are absent from files written
    /// before they were kept, and start empty while the counters are kept.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        played = try container.decode(Int.self, forKey: .played)
        won = try container.decode(Int.self, forKey: .won)
        lost = try container.decode(Int.self, forKey: .lost)
        drawn = try container.decode(Int.self, forKey: .drawn)
        bestTime = try container.decodeIfPresent(Double.self, forKey: .bestTime)
        bestScore = try container.decodeIfPresent(Int.self, forKey: .bestScore)
        extra = try container.decodeIfPresent([String: Double].self, forKey: .extra) ?? [:]
        history = try container.decodeIfPresent([FinishedGame].self, forKey: .history) ?? []
        streak = try container.decodeIfPresent(Int.self, forKey: .streak) ?? 0
        bestStreak = try container.decodeIfPresent(Int.self, forKey: .bestStreak) ?? 0
        nextSerial = try container.decodeIfPresent(Int.self, forKey: .nextSerial) ?? history.count
        dailyStreak = try container.decodeIfPresent(Int.self, forKey: .dailyStreak) ?? 0
        bestDailyStreak = try container.decodeIfPresent(Int.self, forKey: .bestDailyStreak) ?? 0
        lastDailyWin = try container.decodeIfPresent(String.self, forKey: .lastDailyWin)
    }

    /// Largest count or score a statistics file may hold: far beyond any real play, small enough
    /// that sums and `Int(Double)` conversions can never overflow.
    public static let ceiling = 1_000_000_000_000_000
    /// Longest time a best time may be, in seconds (about 31 years).
    public static let longestTime = 1e9

    /// Why these numbers cannot have come from play, or nil. A statistics file that fails this is
    /// kept aside and statistics start again, like a bad save.
    public func problem() -> String? {
        let counts = [("played", played), ("won", won), ("lost", lost), ("drawn", drawn)]
        for (name, value) in counts where !(0...Self.ceiling).contains(value) {
            return "\(name) is \(value)"
        }
        if let bestScore, !(0...Self.ceiling).contains(bestScore) { return "best score is \(bestScore)" }
        if let bestTime, !(bestTime.isFinite && bestTime >= 0 && bestTime <= Self.longestTime) {
            return "best time is \(bestTime)"
        }
        for (key, value) in extra where !(value.isFinite && abs(value) <= Double(Self.ceiling)) {
            return "\(key) is \(value)"
        }
        for (name, value) in [("streak", streak), ("best streak", bestStreak), ("next serial", nextSerial)]
        where !(0...Self.ceiling).contains(value) {
            return "\(name) is \(value)"
        }
        if streak > bestStreak { return "streak \(streak) is longer than the best \(bestStreak)" }
        for (name, value) in [("daily streak", dailyStreak), ("best daily streak", bestDailyStreak)]
        where !(0...Self.ceiling).contains(value) {
            return "\(name) is \(value)"
        }
        if dailyStreak > bestDailyStreak {
            return "daily streak \(dailyStreak) is longer than the best \(bestDailyStreak)"
        }
        if let lastDailyWin, (try? DailyDate(parsing: lastDailyWin)) == nil {
            return "last daily win '\(lastDailyWin.prefix(FinishedGame.longestName))' is not a date"
        }
        guard history.count <= Self.historyLimit else {
            return "\(history.count) finished games kept, more than \(Self.historyLimit)"
        }
        for entry in history {
            if let problem = entry.problem() { return "finished game \(entry.serial): \(problem)" }
            if entry.serial >= nextSerial { return "finished game \(entry.serial) is numbered past \(nextSerial)" }
        }
        return nil
    }

    /// Keeps a game that has just ended, or follows one already kept (`serial`) to its new
    /// ending: a loss or draw an undo turned into a win, 2048 played on after its win to its end.
    /// Returns the entry's serial. Only an entry still among the last is changed; one the bound
    /// has let go is not written again.
    public mutating func keep(_ game: FinishedGame, replacing serial: Int?) -> Int {
        if let serial {
            guard let index = history.lastIndex(where: { $0.serial == serial }) else { return serial }
            let before = history[index]
            var entry = game
            entry.serial = serial
            // The date a game was first finished stays: the chart's order is the order of endings.
            entry.date = before.date
            history[index] = entry
            if index == history.count - 1, entry.countsForStreak != before.countsForStreak {
                streak = entry.countsForStreak ? runEnding(before: index) + 1 : 0
                bestStreak = max(bestStreak, streak)
            }
            noteDaily(entry)
            return serial
        }
        var entry = game
        entry.serial = nextSerial
        nextSerial += 1
        history.append(entry)
        if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
        streak = entry.countsForStreak ? streak + 1 : 0
        bestStreak = max(bestStreak, streak)
        noteDaily(entry)
        return entry.serial
    }

    /// A daily puzzle won without help carries the daily streak on: the day after the last daily
    /// win adds one, the same day again (a replay) changes nothing, a later day after a gap starts
    /// again at one. An older day's daily finished late (undo back to it) leaves the run as it is.
    private mutating func noteDaily(_ entry: FinishedGame) {
        guard entry.variant == FinishedGame.dailyVariant, entry.countsForStreak, let text = entry.day,
            let day = try? DailyDate(parsing: text)
        else { return }
        if let last = lastDailyWin.flatMap({ try? DailyDate(parsing: $0) }) {
            guard day > last else { return }
            dailyStreak = day.dayNumber == last.dayNumber + 1 ? dailyStreak + 1 : 1
        } else {
            dailyStreak = 1
        }
        lastDailyWin = day.description
        bestDailyStreak = max(bestDailyStreak, dailyStreak)
    }

    /// The daily streak as of `today`: it still runs while the last daily win is today's or
    /// yesterday's (today's puzzle may yet be won), and is broken (0) after a day without one.
    public func dailyStreak(today: DailyDate) -> Int {
        guard let last = lastDailyWin.flatMap({ try? DailyDate(parsing: $0) }),
            today.dayNumber - last.dayNumber <= 1
        else { return 0 }
        return dailyStreak
    }

    /// Whether the daily puzzle of `day` has been won (with or without help) among the games kept.
    public func wonDaily(of day: DailyDate) -> Bool {
        let text = day.description
        return history.contains { $0.variant == FinishedGame.dailyVariant && $0.day == text && $0.result == .won }
    }

    /// The unhelped wins in a row just before `index`, as far back as the history reaches.
    private func runEnding(before index: Int) -> Int {
        var run = 0
        for entry in history[..<index].reversed() {
            guard entry.countsForStreak else { break }
            run += 1
        }
        return run
    }

    public mutating func recordBestTime(_ seconds: Double, key: String? = nil) {
        if bestTime.map({ seconds < $0 }) ?? true, key == nil { bestTime = seconds }
        if let key, extra[key].map({ seconds < $0 }) ?? true { extra[key] = seconds }
    }
}

/// One finished game as the statistics keep it. Every game writes the same record (through the
/// game session, when a game ends); the fields a game has no use for stay nil.
public struct FinishedGame: Codable, Equatable, Sendable {
    /// When the game ended, in seconds since 1970 (UTC).
    public var date: Double
    /// The catalog id of the game ("sudoku").
    public var game: String
    /// A kind of game apart from the usual one, if any: "jigsaw", "daily".
    public var variant: String?
    /// The level or size the game was played at ("hard", "7x7", "12", "perfect.3x3").
    public var level: String?
    /// The date (`YYYY-MM-DD`) of the daily puzzle this game was, for variant "daily"; nil for
    /// every other game (and in files written before dailies).
    public var day: String?
    /// `.won`, `.lost` or `.draw`.
    public var result: GameOutcome
    /// Seconds played, where the game has a clock.
    public var seconds: Double?
    /// The score, where the game has one.
    public var score: Int?
    /// The highest piece reached, where the game has one (2048's highest tile).
    public var peak: Int?
    /// Moves made.
    public var moves: Int
    /// A hint, the solver or auto-play helped.
    public var assisted: Bool
    /// Numbers the games of one statistics file in the order they ended, so that a game that
    /// ends again (after an undo) finds its own entry.
    public var serial = 0

    public init(
        date: Double, game: String, variant: String? = nil, level: String? = nil, day: String? = nil,
        result: GameOutcome, seconds: Double? = nil, score: Int? = nil, peak: Int? = nil, moves: Int, assisted: Bool
    ) {
        self.date = date
        self.game = game
        self.variant = variant
        self.level = level
        self.day = day
        self.result = result
        self.seconds = seconds
        self.score = score
        self.peak = peak
        self.moves = moves
        self.assisted = assisted
    }

    /// The variant of a daily puzzle's entry.
    public static let dailyVariant = "daily"

    /// An unhelped win: what a streak counts. A helped win, a loss or a draw ends a streak.
    public var countsForStreak: Bool { result == .won && !assisted }

    /// The earliest and latest dates a record may carry: 2000-01-01 and 2200-01-01.
    public static let dates = 946_684_800.0...7_258_118_400.0
    /// The longest name a variant, level or game may have.
    public static let longestName = 64

    /// Why this entry cannot have come from play, or nil.
    public func problem() -> String? {
        guard date.isFinite, Self.dates.contains(date) else { return "date \(date) is out of range" }
        guard result != .playing else { return "a game still playing is kept as finished" }
        for (name, text) in [("game", game), ("variant", variant ?? ""), ("level", level ?? "")]
        where text.utf8.count > Self.longestName {
            return "\(name) is \(text.utf8.count) bytes long"
        }
        if let day, (try? DailyDate(parsing: day)) == nil {
            return "daily puzzle date '\(day.prefix(Self.longestName))' is not a date"
        }
        if let seconds, !(seconds.isFinite && seconds >= 0 && seconds <= GameStatistics.longestTime) {
            return "time is \(seconds)"
        }
        for (name, value) in [("score", score), ("highest piece", peak), ("moves", moves), ("serial", serial)] {
            if let value, !(0...GameStatistics.ceiling).contains(value) { return "\(name) is \(value)" }
        }
        return nil
    }
}
