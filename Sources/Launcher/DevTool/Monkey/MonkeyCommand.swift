import App
import ArgumentParser
import Foundation
import GameCatalog
import GameCore
import GameKit
import Layout
import SDLBackend

/// Random input through the real app model, layout and hit testing, checking after every
/// event that nothing broke: each game's own invariants, undo then redo returning the same
/// state, saves that restore to the same state, and layouts with finite frames at any size.
struct MonkeyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "monkey",
        abstract: "Drive every screen with random input and check the games' invariants after each event.")

    @Option(help: "Number of random events.")
    var events: Int = 10_000

    @Option(help: "Seed; a failure prints it with the event number so it reproduces.")
    var seed: UInt64 = 1

    /// For `tests/durability/kill9.sh`: check the saves in the data folder instead of playing.
    @Flag(help: .hidden)
    var verifySaves = false

    func run() throws {
        if verifySaves { return try SaveVerifier.run() }
        guard events > 0 else { throw CLIFailure("--events must be positive") }
        var monkey = Monkey(seed: seed)
        if let failure = monkey.run(events: events) {
            let trail = monkey.recent.map { "  \($0)" }.joined(separator: "\n")
            Output.writeStandardError("monkey: the last events before the failure:\n\(trail)\n")
            throw CLIFailure("monkey seed \(seed), event \(failure.event): \(failure.message)", code: 1)
        }
        try Output.print("monkey: \(events) events, seed \(seed), clean (\(monkey.summary))")
    }
}

/// Checks every game's save file without changing anything (no file is moved aside or written):
/// it must read, restore into a fresh game whose invariants hold, and save back to the very same
/// bytes, so the game a restart shows is exactly the one on disk. A file in the first save
/// format (every position, no moves) saves back in the current one instead, which must then
/// restore to itself. One line per game; exit 1 when any save is unusable.
enum SaveVerifier {
    /// Whether `data` restores into a fresh game that saves back to exactly `data`.
    static func restoresToItself(_ data: Data, game: GameDescriptor) throws -> Bool {
        let scene = game.makeScene(GameLaunch(seed: 0, clock: { 0 }))
        try scene.restore(from: data)
        return try scene.invariantViolation() == nil && scene.saveData() == data
    }

    static func run(paths: AppPaths? = AppPaths(), catalog: Catalog = .standard) throws {
        guard let paths else { throw CLIFailure("HOME is not set: there is no data folder to check") }
        var failures = 0
        for game in catalog.games {
            let url = paths.save(for: game.id)
            let verdict: String
            do {
                guard let data = try AtomicFile.read(url) else {
                    try Output.print("\(game.id): no save")
                    continue
                }
                let scene = game.makeScene(GameLaunch(seed: 0, clock: { 0 }))
                try scene.restore(from: data)
                if let problem = scene.invariantViolation() {
                    verdict = "restores to a broken game: \(problem)"
                } else if try scene.saveData() == data {
                    try Output.print("\(game.id): ok")
                    continue
                } else if String(decoding: data, as: UTF8.self).contains("\"history\":["),
                    try Self.restoresToItself(scene.saveData(), game: game)
                {
                    try Output.print("\(game.id): ok (first save format, saved in the current one on the next move)")
                    continue
                } else {
                    verdict = "restores to a different game"
                }
            } catch {
                verdict = "unusable: \(error)"
            }
            failures += 1
            try Output.print("\(game.id): \(verdict)")
        }
        if failures > 0 { throw CLIFailure("\(failures) unusable save\(failures == 1 ? "" : "s")", code: 1) }
    }
}

struct Monkey {
    struct Failure {
        let event: Int
        let message: String
    }

    static let sizes = [
        Size(width: 1280, height: 800), Size(width: 480, height: 640), Size(width: 1, height: 1),
        Size(width: 3000, height: 12), Size(width: 12, height: 3000), Size(width: 8000, height: 8000),
        Size(width: 200, height: 200), Size(width: 1024, height: 720),
    ]
    /// Every key some screen answers, plus a few no screen knows (unicode digits and letters,
    /// function keys, Alt) that must be ignored without harm.
    static let keys: [(Key, KeyModifiers)] = [
        (.up, []), (.down, []), (.left, []), (.right, []), (.enter, []), (.space, []), (.escape, []),
        (.backspace, []), (.delete, []), (.tab, []), (.character("z"), .control),
        (.character("z"), [.control, .shift]),
        (.character("y"), .control), (.character("n"), []), (.character("h"), []), (.character("r"), []),
        (.character("s"), []), (.character("w"), []), (.character("a"), []), (.character("d"), []),
        (.character("m"), []), (.character("b"), []), (.character("f"), []), (.character("p"), []),
        (.character("y"), []), (.character("t"), []), (.character("1"), []), (.character("2"), []),
        (.character("3"), []), (.character("4"), []), (.character("5"), []), (.character("9"), []),
        (.character("5"), .shift), (.character("0"), []), (.character("]"), []), (.character("["), []),
        (.character("6"), []), (.character("7"), []), (.character("8"), []), (.character("3"), .shift),
        (.character("%"), []), (.character("("), []), (.character("."), []), (.character("?"), []),
        (.character("c"), []), (.character("o"), []), (.character("-"), []), (.character("+"), []),
        (.character("="), []), (.character("_"), []), (.character("k"), []), (.character("j"), []),
        (.character("l"), []), (.character("g"), []), (.character("i"), []), (.character("e"), []),
        (.character("x"), []), (.character("q"), []), (.character("1"), .alt), (.left, .alt),
        (.character("٣"), []), (.character("½"), []), (.character("Ⅻ"), []), (.character("1\u{0301}"), []),
        (.character("é"), []), (.function(1), []), (.function(11), []), (.character("n"), .control),
    ]

    var generator: SeededGenerator
    let model: AppModel
    let driver: AppDriver
    var counts: [String: Int] = [:]
    /// Events by the screen they landed on.
    var screens: [String: Int] = [:]

    init(seed: UInt64, catalog: Catalog = .standard) {
        generator = SeededGenerator(seed: seed)
        // A frozen clock: saves compared across undo/redo must not differ by play time alone.
        model = AppModel(storage: nil, seed: seed, clock: { 0 }, catalog: catalog)
        driver = AppDriver(model: model, size: Size(width: 1280, height: 800), measurer: FixedMetricTextMeasurer())
    }

    var size: Size { driver.size }
    var list: DisplayList { driver.list }

    var summary: String {
        let line = { (counts: [String: Int]) in
            counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        }
        return "\(line(counts)); on \(line(screens))"
    }

    mutating func run(events: Int) -> Failure? {
        for index in 1...events {
            if let message = step() { return Failure(event: index, message: message) }
        }
        return nil
    }

    /// One random event and the checks after it; a message when something is wrong.
    mutating func step() -> String? {
        let roll = Int.random(in: 0..<100, using: &generator)
        let event: InputEvent
        switch roll {
        case 0..<2:
            driver.size = Self.sizes.randomElement(using: &generator)!
            counts["resize", default: 0] += 1
            remember("resize to \(Int(size.width))×\(Int(size.height))")
            return relayout()
        case 2..<45:
            // Mostly tap where something is listening, sometimes anywhere.
            let point = randomPoint(preferTargets: true)
            let button: MouseButton =
                switch Int.random(in: 0..<12, using: &generator) {
                case 0, 1: .secondary
                case 2: .middle
                default: .primary
                }
            event = .tap(point, button)
            counts["tap", default: 0] += 1
        case 45..<58:
            event = .swipe(SwipeDirection.allCases.randomElement(using: &generator)!)
            counts["swipe", default: 0] += 1
        case 58..<60:
            event = .pointer(randomPoint(preferTargets: Bool.random(using: &generator)))
            counts["pointer", default: 0] += 1
        case 60..<62:
            // A press held over a target, released as a tap or elsewhere.
            driver.press(at: randomPoint(preferTargets: true))
            counts["press", default: 0] += 1
            remember("press")
            if Bool.random(using: &generator) { driver.release() }
            return relayout()
        default:
            let (key, modifiers) = Self.keys.randomElement(using: &generator)!
            event = .key(key, modifiers)
            counts["key", default: 0] += 1
        }
        var hit: AnyHashable?
        if case .tap(let point, _) = event { hit = list.hitTest(point) }
        remember(describe(event, hit: hit))
        screens[screenName, default: 0] += 1
        driver.send(event)
        let games = model.catalog.games
        if model.screen == .title && !games.isEmpty && Int.random(in: 0..<4, using: &generator) == 0 {
            // Keep the games busy: the title is only a door. Half the time the game that has had
            // the fewest events so far, since games whose screens have few buttons are left sooner.
            let game =
                Bool.random(using: &generator)
                ? games.min { screens[$0.title, default: 0] < screens[$1.title, default: 0] }!
                : games.randomElement(using: &generator)!
            model.open(game)
            remember("open \(game.title)")
        }
        if let problem = relayout() { return problem }
        guard let scene = model.currentScene, let game = model.currentGame else { return nil }
        if let problem = scene.invariantViolation() { return "\(game.title): \(problem)" }
        return checkUndoRedo(scene) ?? checkSaveRoundTrip(scene)
    }

    /// The last events, printed with a failure so it can be read without a debugger.
    private(set) var recent: [String] = []

    private mutating func remember(_ line: String) {
        if recent.count == 12 { recent.removeFirst() }
        recent.append(line)
    }

    private var screenName: String {
        model.currentGame?.title ?? "title"
    }

    private func describe(_ event: InputEvent, hit: AnyHashable?) -> String {
        let screen = screenName
        switch event {
        case .tap(let point, let button):
            return "\(screen): \(button) tap at (\(Int(point.x)), \(Int(point.y)))"
                + (hit.map { " on \($0.base)" } ?? "")
        case .key(let key, let modifiers):
            return "\(screen): key \(key)" + (modifiers.isEmpty ? "" : " modifiers \(modifiers.rawValue)")
        case .swipe(let direction): return "\(screen): swipe \(direction)"
        case .pointer(let point): return "\(screen): pointer at (\(Int(point.x)), \(Int(point.y)))"
        }
    }

    private mutating func randomPoint(preferTargets: Bool) -> Point {
        if preferTargets, Bool.random(using: &generator) {
            var regions = list.tapRegions
            // In a small window the home button may be the only target, and every visit would
            // end after a few events: it is left out of three draws in four.
            if Int.random(in: 0..<4, using: &generator) > 0 {
                regions.removeAll { $0.action == AnyHashable(ChromeAction.home) }
            }
            if let region = regions.randomElement(using: &generator) { return region.frame.center }
        }
        return Point(
            x: Double.random(in: 0..<max(1, size.width), using: &generator),
            y: Double.random(in: 0..<max(1, size.height), using: &generator))
    }

    private mutating func relayout() -> String? {
        let list = driver.relayout()
        for item in list.items
        where
            !(item.frame.width.isFinite && item.frame.height.isFinite
            && item.frame.minX.isFinite && item.frame.minY.isFinite)
        {
            return "non-finite frame \(item.frame) at window \(size)"
        }
        return nil
    }

    private mutating func checkUndoRedo(_ scene: any GameScene) -> String? {
        guard Int.random(in: 0..<8, using: &generator) == 0, let before = try? scene.saveData() else { return nil }
        let undone = scene.perform(.undo)
        guard undone.contains(.save) else { return nil }
        counts["undo/redo", default: 0] += 1
        _ = scene.perform(.redo)
        guard let after = try? scene.saveData() else { return "save failed after redo" }
        return after == before ? nil : "undo then redo changed the game"
    }

    private mutating func checkSaveRoundTrip(_ scene: any GameScene) -> String? {
        guard Int.random(in: 0..<16, using: &generator) == 0 else { return nil }
        counts["save/restore", default: 0] += 1
        do {
            let data = try scene.saveData()
            try scene.restore(from: data)
            return try scene.saveData() == data ? nil : "restoring a save changed the game"
        } catch {
            return "save/restore failed: \(error)"
        }
    }
}
