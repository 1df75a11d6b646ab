import Foundation
import GameCore
import GameKit
import Testing

@testable import App

/// A game whose every ending is chosen by a move, so a test can play any mix of results through
/// the session's one recording path: steps score and take time, `finish` ends the game.
enum EndingRules: GameRules {
    struct Params: Codable, Hashable, Sendable {
        var level: String
    }

    struct State: Codable, Hashable, Sendable {
        var level: String
        var steps = 0
        var ending = GameOutcome.playing
    }

    enum Move: Codable, Hashable, Sendable {
        case step
        case finish(GameOutcome)
    }

    static func newState(params: Params, seed: UInt64) -> State { State(level: params.level) }

    static func apply(_ move: Move, to state: State) -> State? {
        guard state.ending == .playing else { return nil }
        var next = state
        switch move {
        case .step: next.steps += 1
        case .finish(let outcome): next.ending = outcome
        }
        return next
    }

    static func outcome(of state: State) -> GameOutcome { state.ending }
}

/// Every finished game is kept in the statistics through the game session, bounded, and the
/// statistics file keeps loading from older files and refuses hostile ones.
@Suite struct FinishedGameHistoryTests {
    /// 2026-01-01 00:00 UTC: the plan's first game ends an hour after it.
    static let firstDay = 1_767_225_600.0

    /// What game `index` of the plan does: its level, its result (a loss turned into a win by an
    /// undo is `undoneLoss`), whether a hint helped it and how many steps it takes.
    enum Plan: Equatable {
        case won, lost, draw, undoneLoss
    }

    static func plan(_ index: Int) -> (level: String, result: Plan, assisted: Bool, steps: Int) {
        let level = ["easy", "medium", "hard"][index % 3]
        let roll = (index * 7 + index / 5) % 10
        let result: Plan = roll < 6 ? .won : roll < 8 ? .lost : roll == 8 ? .draw : .undoneLoss
        return (level, result, index % 11 == 0, 1 + index % 4)
    }

    /// Plays `count` games of the plan through one session, as a scene does: each a new game
    /// (the session's `replace`), its moves, its ending.
    static func play(_ count: Int) -> GameSession<EndingRules, NoExtras> {
        var time = 0.0
        let session = GameSession<EndingRules, NoExtras>(
            params: .init(level: "easy"), seed: 0, extras: NoExtras(), clock: { time },
            policy: SessionPolicy(
                describe: { FinishedKind(game: "ending", level: $0.level, score: $0.steps * 10) }))
        for index in 0..<count {
            let plan = plan(index)
            _ = session.replace(params: .init(level: plan.level), seed: UInt64(index), extras: NoExtras())
            session.now = { firstDay + Double(index) * 3600 }
            for step in 0..<plan.steps {
                _ = session.apply(.step)
                time += Double(7 + (index * 13 + step) % 50)
                if plan.assisted && step == 0 { _ = session.markAssisted() }
            }
            switch plan.result {
            case .won: _ = session.apply(.finish(.won))
            case .lost: _ = session.apply(.finish(.lost))
            case .draw: _ = session.apply(.finish(.draw))
            case .undoneLoss:
                _ = session.apply(.finish(.lost))
                _ = session.undo()
                time += 5
                _ = session.apply(.finish(.won))
            }
        }
        return session
    }

    @Test func fiveHundredGamesKeepTheirRecordAndTheBound() throws {
        let count = 500
        let session = Self.play(count)
        let statistics = session.statistics
        let plans = (0..<count).map(Self.plan)

        // The counters: every game counted once, a loss an undo turned into a win counted as a
        // win, helped games apart.
        let wins = plans.filter { ($0.result == .won || $0.result == .undoneLoss) }
        #expect(statistics.played == count)
        #expect(statistics.won == wins.count(where: { !$0.assisted }))
        #expect(statistics.lost == plans.count(where: { $0.result == .lost }))
        #expect(statistics.drawn == plans.count(where: { $0.result == .draw }))
        #expect(statistics.extra[GameRecord.assistedPlayedKey] == Double(plans.count(where: \.assisted)))
        #expect(statistics.extra[GameRecord.assistedWonKey] == Double(wins.count(where: \.assisted)))

        // The streaks, from the plan's results in order.
        var streak = 0
        var best = 0
        for plan in plans {
            let counts = (plan.result == .won || plan.result == .undoneLoss) && !plan.assisted
            streak = counts ? streak + 1 : 0
            best = max(best, streak)
        }
        #expect(statistics.streak == streak)
        #expect(statistics.bestStreak == best)
        #expect(best >= 3, "the plan should have runs to count")

        // The history: the last 200 games, one entry each (a replaced ending is not a second
        // entry), in order, each saying what the plan played.
        #expect(statistics.history.count == GameStatistics.historyLimit)
        #expect(statistics.history.map(\.serial) == Array((count - GameStatistics.historyLimit)..<count))
        for entry in statistics.history {
            let plan = Self.plan(entry.serial)
            let won = plan.result == .won || plan.result == .undoneLoss
            let result: GameOutcome = won ? .won : plan.result == .lost ? .lost : .draw
            #expect(entry.result == result, "game \(entry.serial)")
            #expect(entry.level == plan.level && entry.assisted == plan.assisted && entry.game == "ending")
            #expect(entry.moves == plan.steps + 1, "game \(entry.serial): \(entry.moves) moves")
            #expect(entry.score == plan.steps * 10)
            #expect(entry.date == Self.firstDay + Double(entry.serial) * 3600)
            #expect(entry.problem() == nil)
        }
        // The best time is the shortest unhelped win, and the kept wins agree with it.
        let keptBest = statistics.history.filter(\.countsForStreak).compactMap(\.seconds).min()
        #expect(try #require(statistics.bestTime) <= #require(keptBest))
        #expect(statistics.problem() == nil)

        // The file: bounded whatever the number of games, and read back as written.
        let home = TemporaryHome()
        let storage = Storage(paths: home.paths)
        storage.saveStatistics(["ending": statistics])
        let size = try Data(contentsOf: home.paths.statistics).count
        #expect(size < 64 * 1024, "\(size) bytes for one game's statistics")
        #expect(Storage(paths: home.paths).loadStatistics() == ["ending": statistics])
        let twice = Self.play(2 * count).statistics
        #expect(twice.history.count == GameStatistics.historyLimit)
        #expect(try SaveCoding.encode(twice).count < 64 * 1024)
    }

    /// A restarted game that ends again is a second entry; an undo and redo to the same ending
    /// writes nothing again.
    @Test func restartIsAnotherEntryAndRedoIsNone() throws {
        let session = Self.play(1)
        #expect(session.statistics.history.count == 1)
        _ = session.undo()
        _ = session.redo()
        #expect(session.statistics.history.count == 1)
        _ = session.restart()
        _ = session.apply(.finish(.lost))
        #expect(session.statistics.history.map(\.result) == [.won, .lost])
        // The plan's first game was helped: no streak before or after.
        #expect(session.statistics.history.map(\.assisted) == [true, true])
        #expect(session.statistics.streak == 0 && session.statistics.bestStreak == 0)
    }

    /// A file written before the history was kept: its counters load, the history starts empty.
    @Test func olderStatisticsFilesLoadWithAnEmptyHistory() throws {
        let home = TemporaryHome()
        let old =
            #"{"sudoku":{"played":7,"won":5,"lost":0,"drawn":0,"bestTime":301.5,"extra":{"bestTime.easy":301.5}}}"#
        try home.write(Data(old.utf8), to: home.paths.statistics)
        let storage = Storage(paths: home.paths)
        let loaded = try #require(storage.loadStatistics()["sudoku"])
        #expect(storage.notices.isEmpty)
        #expect(loaded.played == 7 && loaded.won == 5 && loaded.bestTime == 301.5)
        #expect(loaded.history.isEmpty && loaded.streak == 0 && loaded.bestStreak == 0)
    }

    /// One entry as JSON with `change` made to it.
    static func entry(_ change: (inout [String: Any]) -> Void = { _ in }) -> [String: Any] {
        var entry: [String: Any] = [
            "date": firstDay, "game": "sudoku", "level": "easy", "result": "won", "seconds": 300.0, "moves": 50,
            "assisted": false, "serial": 0,
        ]
        change(&entry)
        return entry
    }

    static func file(history: [[String: Any]], _ change: (inout [String: Any]) -> Void = { _ in }) throws -> Data {
        var record: [String: Any] = [
            "played": 1, "won": 1, "lost": 0, "drawn": 0, "extra": [String: Double](), "history": history,
            "streak": 1, "bestStreak": 1, "nextSerial": history.count,
        ]
        change(&record)
        return try JSONSerialization.data(withJSONObject: ["sudoku": record])
    }

    @Test func hostileStatisticsFilesAreKeptAside() throws {
        let many = (0..<(GameStatistics.historyLimit + 1)).map { index in Self.entry { $0["serial"] = index } }
        let huge = [Self.entry()] + Array(repeating: Self.entry(), count: 40_000)
        var files: [(String, Data)] = [
            ("a history over the bound", try Self.file(history: many)),
            ("a huge array", try Self.file(history: huge)),
            ("a negative move count", try Self.file(history: [Self.entry { $0["moves"] = -3 }])),
            ("a date before 2000", try Self.file(history: [Self.entry { $0["date"] = 12.0 }])),
            ("a date far ahead", try Self.file(history: [Self.entry { $0["date"] = 1e15 }])),
            ("an unknown result", try Self.file(history: [Self.entry { $0["result"] = "victory" }])),
            ("a game still playing", try Self.file(history: [Self.entry { $0["result"] = "playing" }])),
            ("a negative time", try Self.file(history: [Self.entry { $0["seconds"] = -1.0 }])),
            (
                "a level of 10,000 letters",
                try Self.file(history: [Self.entry { $0["level"] = String(repeating: "x", count: 10_000) }])
            ),
            ("a serial past the next one", try Self.file(history: [Self.entry { $0["serial"] = 5 }])),
            ("a streak over the best", try Self.file(history: [Self.entry()]) { $0["streak"] = 9 }),
            ("a negative streak", try Self.file(history: [Self.entry()]) { $0["bestStreak"] = -1 }),
            ("a history that is not a list", try Self.file(history: []) { $0["history"] = "many" }),
        ]
        // JSON has no NaN; a number beyond a double is what a hostile file can write instead.
        let nan = String(decoding: try Self.file(history: [Self.entry { $0["seconds"] = 123.25 }]), as: UTF8.self)
            .replacingOccurrences(of: "123.25", with: "1e999")
        files.append(("a time beyond a double", Data(nan.utf8)))
        for (name, data) in files {
            let home = TemporaryHome()
            try home.write(data, to: home.paths.statistics)
            let storage = Storage(paths: home.paths)
            #expect(storage.loadStatistics().isEmpty, "\(name) was read")
            #expect(storage.notices.count == 1, "\(name): \(storage.notices)")
            #expect(storage.notices.first?.contains("statistics file could not be read") == true, "\(name)")
            #expect(
                home.files(in: home.paths.data).contains { $0.hasPrefix("statistics.json.corrupt-") },
                "\(name) was not kept aside")
        }
        // The same file with nothing wrong loads.
        let home = TemporaryHome()
        try home.write(try Self.file(history: [Self.entry()]), to: home.paths.statistics)
        let storage = Storage(paths: home.paths)
        #expect(storage.loadStatistics()["sudoku"]?.history.count == 1)
        #expect(storage.notices.isEmpty)
    }
}
