import GameCatalog
import GameCore
import GameKit
import Layout
import SnapshotSupport
import Testing

@testable import App

/// Records with a history of finished games for the statistics screen's tests: fixed dates a
/// day apart, results, levels, times and scores from a fixed pattern, kept through
/// `GameStatistics.keep` as the session keeps them, and counters that agree with them (each
/// game's invariants hold).
enum StatisticsFixture {
    /// 2026-01-01 00:00 UTC.
    static let firstDay = 1_767_225_600.0

    /// A number in 0..<range that follows no visible pattern but is the same every run.
    static func wobble(_ index: Int, _ salt: Int, _ range: Int) -> Int {
        var mixed = UInt64(index * 1_000 + salt) &+ 0x9E37_79B9_7F4A_7C15
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((mixed ^ (mixed >> 31)) % UInt64(range))
    }

    static func record(_ game: String, games count: Int) -> GameStatistics {
        var record = GameStatistics()
        for index in 0..<count {
            let entry = self.entry(game, index)
            _ = record.keep(entry, replacing: nil)
            record.played += 1
            if entry.assisted { record.extra[GameRecord.assistedPlayedKey, default: 0] += 1 }
            switch entry.result {
            case .won where entry.assisted: record.extra[GameRecord.assistedWonKey, default: 0] += 1
            case .won:
                record.won += 1
                if let seconds = entry.seconds {
                    record.recordBestTime(seconds)
                    record.recordBestTime(seconds, key: "bestTime.\(entry.level ?? "")")
                }
            case .lost: record.lost += 1
            case .draw: record.drawn += 1
            case .playing: break
            }
            if let score = entry.score, !entry.assisted {
                record.bestScore = max(record.bestScore ?? 0, score)
                record.extra["bestScore.4x4"] = Double(record.bestScore ?? 0)
            }
        }
        return record
    }

    static func entry(_ game: String, _ index: Int) -> FinishedGame {
        let date = firstDay + Double(index) * 86_400
        let assisted = wobble(index, 1, 9) == 0
        switch game {
        case "2048":
            // Scores that grow with practice, the highest tile following the score.
            let score = 800 + index * 20 + wobble(index, 2, 12_000)
            let peak = score > 20_000 ? 2048 : score > 9_000 ? 1024 : score > 4_000 ? 512 : score > 2_000 ? 256 : 128
            return FinishedGame(
                date: date, game: game, level: "4x4", result: peak >= 2048 ? .won : .lost, score: score, peak: peak,
                moves: score / 12, assisted: assisted)
        case "tictactoe":
            let level = ["easy", "medium", "perfect"][index % 3]
            let roll = wobble(index, 3, 10)
            let result: GameOutcome =
                switch level {
                case "easy": roll < 7 ? .won : roll < 9 ? .draw : .lost
                case "medium": roll < 4 ? .won : roll < 7 ? .draw : .lost
                default: roll < 6 ? .draw : .lost
                }
            return FinishedGame(
                date: date, game: game, variant: "3x3", level: level, result: result, moves: 5 + roll % 5,
                assisted: false)
        case "lightsout":
            let level = 1 + index % 12
            let seconds = Double(20 + level * 9 + wobble(index, 4, 60))
            return FinishedGame(
                date: date, game: game, level: "\(level)", result: .won, seconds: seconds, moves: 4 + level,
                assisted: assisted)
        default:
            let levels = ["easy", "medium", "hard", "extreme"]
            let level = index % 7 == 6 ? "beyond" : levels[index % levels.count]
            let base = ["easy": 240, "medium": 420, "hard": 700, "extreme": 1_100, "beyond": 1_600][level] ?? 0
            // Faster with practice, never below half the level's base.
            let practice = max(base / 2, base - index * 2)
            let seconds = Double(practice + wobble(index, 5, base / 2))
            return FinishedGame(
                date: date, game: game, level: level, result: .won, seconds: seconds, moves: 45 + wobble(index, 6, 20),
                assisted: assisted)
        }
    }
}

/// The statistics screen as the player sees it: 0, 1, 20 and 500 finished Sudoku puzzles (the
/// history keeps the last 200), in the dark and light themes, on a small and a large window;
/// 2048's scores and tiles and Tic-tac-toe's results per opponent beside them.
@Suite(.serialized)
struct StatisticsSnapshotTests {
    static let small = Size(width: 300, height: 400)
    static let large = Size(width: 2560, height: 1440)

    static func app(_ game: String, games: Int, theme: Theme.Name) throws -> AppModel {
        let model = AppModel(storage: nil, seed: 1, clock: { 0 })
        model.setTheme(theme)
        model.open(try #require(Catalog.standard.game(id: game)))
        let scene = try #require(model.currentScene)
        scene.statistics = StatisticsFixture.record(game, games: games)
        #expect(scene.invariantViolation() == nil, "\(game): \(scene.invariantViolation() ?? "")")
        _ = model.handle(.key(.function(10), []), hit: nil)
        _ = model.handle(.tap(.zero, .primary), hit: ChromeAction.statistics)
        #expect(model.sheet == .statistics(page: 0))
        return model
    }

    static func snapshot(_ model: AppModel, _ size: Size, _ name: String, testName: String = #function) throws
        -> DisplayList
    {
        try assertViewSnapshot(
            model.view(size: size), size: size, background: model.theme.background, named: name, testName: testName)
    }

    @Test(arguments: [Theme.Name.dark, .light])
    func sudokuWithNoneOneTwentyAndFiveHundredGames(theme: Theme.Name) throws {
        for games in [0, 1, 20, 500] {
            for (label, size) in [("small", Self.small), ("large", Self.large)] {
                let model = try Self.app("sudoku", games: games, theme: theme)
                let list = try Self.snapshot(model, size, "sudoku-\(games)-\(label)-\(theme)", testName: #function)
                #expect(list.texts.contains("Statistics"))
                if games == 0 {
                    #expect(list.texts.contains { $0.hasPrefix("No finished games yet") }, "\(list.texts)")
                } else if label == "large" {
                    #expect(list.texts.contains("Times of the last wins"), "\(games) games: \(list.texts)")
                    #expect(list.texts.contains("Times per level"))
                }
            }
        }
    }

    @Test(arguments: [Theme.Name.dark, .light])
    func scoresAndResultsPerOpponent(theme: Theme.Name) throws {
        for game in ["2048", "tictactoe"] {
            let model = try Self.app(game, games: 500, theme: theme)
            let list = try Self.snapshot(model, Self.large, "\(game)-500-large-\(theme)", testName: #function)
            let heading = game == "2048" ? "Highest tiles" : "Results per opponent"
            #expect(list.texts.contains(heading), "\(list.texts)")
        }
    }

    /// The chart's and the distribution's pages on the small window, as the player turns to them.
    @Test(arguments: [Theme.Name.dark, .light])
    func smallWindowsLaterPages(theme: Theme.Name) throws {
        let model = try Self.app("sudoku", games: 500, theme: theme)
        for page in 1..<3 {
            _ = model.handle(.tap(.zero, .primary), hit: ChromeAction.sheetPage(page))
            let list = try Self.snapshot(
                model, Self.small, "sudoku-500-small-page\(page + 1)-\(theme)", testName: #function)
            #expect(list.texts.contains("Page \(page + 1) of 3"), "\(list.texts)")
        }
    }

    /// On the small window the parts take pages; every page is reached and shows its part.
    @Test func smallWindowPagesThroughEveryPart() throws {
        let model = try Self.app("sudoku", games: 20, theme: .dark)
        let size = Self.small
        var seen: [String] = []
        for page in 0..<3 {
            _ = model.handle(.tap(.zero, .primary), hit: ChromeAction.sheetPage(page))
            let list = layout(model.view(size: size), in: size, measurer: FixedMetricTextMeasurer())
            seen += list.texts
        }
        let words = seen.joined(separator: " ")
        for heading in ["Times of the last wins", "Times per level", "Current streak"] {
            #expect(words.contains(heading), "\(heading) on no page")
        }
    }

    /// A right click (or a long press) on a title card opens the game with its statistics.
    @Test func titleCardsSecondaryTapOpensTheStatistics() throws {
        let model = AppModel(storage: nil, seed: 1, clock: { 0 })
        _ = model.handle(.tap(.zero, .secondary), hit: TitleAction.open("2048"))
        #expect(model.currentGame?.id == "2048")
        #expect(model.sheet == .statistics(page: 0))
        model.goHome()
        _ = model.handle(.tap(.zero, .primary), hit: TitleAction.open("2048"))
        #expect(model.sheet == nil)
    }
}
