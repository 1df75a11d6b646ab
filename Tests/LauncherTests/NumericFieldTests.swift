import Foundation
import GameCatalog
import GameCore
import GameKit
import Layout
import Testing

@testable import App

/// Every number Tessera reads from a file, set one field at a time to values no game produces
/// (0, −1, Int.max, Int.min, 1e19, 1e300, −1e300, a fraction): the app starts, draws the title and
/// the game, and plays on with random input without a trap, and a file it cannot use is kept
/// aside with a notice.
@Suite struct NumericFieldTests {
    static let hostileNumbers = [
        "0", "-1", "9223372036854775807", "-9223372036854775808", "1e19", "1e300", "-1e300", "0.5",
    ]

    /// Where each distinct field's first number sits in `json`: the key it belongs to (the
    /// nearest `"key":` before it, so every element of `"board":[[…]]` is the field "board") and
    /// the range of the number's text.
    static func numericFields(in json: String) -> [(key: String, range: Range<String.Index>)] {
        var fields: [(String, Range<String.Index>)] = []
        var seen: Set<String> = []
        var lastKey = ""
        var index = json.startIndex
        while index < json.endIndex {
            let character = json[index]
            if character == "\"" {
                // A string: a key when a colon follows it.
                var end = json.index(after: index)
                while end < json.endIndex && json[end] != "\"" {
                    if json[end] == "\\" { end = json.index(after: end) }
                    end = json.index(after: end)
                }
                let text = String(json[json.index(after: index)..<min(end, json.endIndex)])
                index = end < json.endIndex ? json.index(after: end) : end
                if index < json.endIndex && json[index] == ":" { lastKey = text }
                continue
            }
            if character == "-" || character.isASCII && character.isNumber {
                var end = index
                while end < json.endIndex, "0123456789+-.eE".contains(json[end]) { end = json.index(after: end) }
                if !seen.contains(lastKey) {
                    seen.insert(lastKey)
                    fields.append((lastKey, index..<end))
                }
                index = end
                continue
            }
            index = json.index(after: index)
        }
        return fields
    }

    /// A short seeded monkey through the app: fixtures' moves, taps on what is on screen, keys.
    static func play(_ driver: AppDriver, game: GameDescriptor, seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let keys: [Key] = [.left, .right, .up, .down, .enter, .space, .character("h"), .character("1")]
        for step in 0..<20 {
            let event: InputEvent
            switch Int.random(in: 0..<3, using: &generator) {
            case 0:
                let moves = game.fixtures.moves
                event = moves.isEmpty ? .key(.left, []) : moves[step % moves.count]
            case 1:
                let regions = driver.list.tapRegions.filter { $0.action != AnyHashable(ChromeAction.home) }
                event = .tap(regions.randomElement(using: &generator)?.frame.center ?? .zero, .primary)
            default:
                event = .key(keys.randomElement(using: &generator)!, [])
            }
            driver.send(event)
            driver.relayout()
        }
    }

    /// Starts the app on `home`, dismisses notices, draws the title, opens `game`, plays.
    static func startAndPlay(_ home: TemporaryHome, game: GameDescriptor) throws -> AppModel {
        let model = AppModel(storage: Storage(paths: home.paths), seed: 2, clock: { 0 })
        let driver = AppDriver(model: model, size: Size(width: 1024, height: 720), measurer: FixedMetricTextMeasurer())
        let notices = model.notices
        while !model.notices.isEmpty { driver.send(.key(.escape, [])) }
        model.open(game)
        driver.relayout()
        play(driver, game: game, seed: 7)
        if let problem = model.currentScene?.invariantViolation() {
            Issue.record("\(game.title) broke after the hostile file: \(problem)")
        }
        _ = notices
        return model
    }

    @Test(arguments: GameDescriptor.all)
    func everyNumericFieldOfASave(_ game: GameDescriptor) throws {
        let json = String(decoding: try HostileInputTests.gameInProgress(game), as: UTF8.self)
        let fields = Self.numericFields(in: json)
        #expect(fields.count >= 3, "only \(fields.map(\.key)) in \(json.prefix(200))")
        for (key, range) in fields {
            for number in Self.hostileNumbers {
                let home = TemporaryHome()
                var edited = json
                edited.replaceSubrange(range, with: number)
                try home.write(Data(edited.utf8), to: home.paths.save(for: game.id))
                let model = AppModel(storage: Storage(paths: home.paths), seed: 2, clock: { 0 })
                let refused = !model.notices.isEmpty
                let keptAside = home.files(in: home.paths.data).contains { $0.hasPrefix("\(game.id).json.corrupt-") }
                #expect(
                    refused == keptAside, "\(game.title) \(key)=\(number): notice \(refused), kept aside \(keptAside)")
                if !refused, let problem = model.scenes[game.id]?.invariantViolation() {
                    Issue.record("\(game.title) \(key)=\(number) was accepted but breaks the game: \(problem)")
                }
                _ = try Self.startAndPlay(home, game: game)
            }
        }
    }

    @Test func everyNumericFieldOfStatisticsAndSettings() throws {
        let home = TemporaryHome()
        // Real files: a game of each kind played, the settings written.
        let model = AppModel(storage: Storage(paths: home.paths), seed: 5, clock: { 0 })
        let driver = AppDriver(model: model, size: Size(width: 1024, height: 720), measurer: FixedMetricTextMeasurer())
        for game in GameDescriptor.all {
            model.open(game)
            for event in game.fixtures.moves { driver.send(event) }
            driver.send(.key(.escape, []))
        }
        driver.send(.key(.character("t"), []))
        for url in [home.paths.statistics, home.paths.settings] {
            let json = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            let fields = Self.numericFields(in: json)
            #expect(fields.count >= 2, "\(url.lastPathComponent): \(json)")
            for (key, range) in fields {
                for number in Self.hostileNumbers {
                    let trial = TemporaryHome()
                    var edited = json
                    edited.replaceSubrange(range, with: number)
                    try trial.write(
                        Data(edited.utf8),
                        to: url.path.hasSuffix("settings.json")
                            ? trial.paths.settings : trial.paths.statistics)
                    let first = AppModel(storage: Storage(paths: trial.paths), seed: 2, clock: { 0 })
                    let keptAside =
                        trial.files(in: trial.paths.data).contains { $0.hasPrefix("statistics.json.corrupt-") }
                        || trial.files(in: trial.paths.config).contains { $0.hasPrefix("settings.json.corrupt-") }
                    _ = layout(
                        first.view(size: Size(width: 800, height: 600)), in: Size(width: 800, height: 600),
                        measurer: FixedMetricTextMeasurer())
                    for game in GameDescriptor.all { _ = try Self.startAndPlay(trial, game: game) }
                    #expect(first.notices.isEmpty || keptAside, "\(key)=\(number): \(first.notices)")
                }
            }
        }
    }
}
