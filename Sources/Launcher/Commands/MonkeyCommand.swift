import ArgumentParser
import Foundation
import Games
import Render

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

    func run() throws {
        guard events > 0 else { throw CLIFailure("--events must be positive") }
        var monkey = Monkey(seed: seed)
        if let failure = monkey.run(events: events) {
            throw CLIFailure("monkey seed \(seed), event \(failure.event): \(failure.message)", code: 1)
        }
        print("monkey: \(events) events, seed \(seed), clean (\(monkey.summary))")
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
    static let keys: [(Key, KeyModifiers)] = [
        (.up, []), (.down, []), (.left, []), (.right, []), (.enter, []), (.space, []), (.escape, []),
        (.backspace, []), (.delete, []), (.tab, []), (.character("z"), .control), (.character("z"), [.control, .shift]),
        (.character("y"), .control), (.character("n"), []), (.character("h"), []), (.character("r"), []),
        (.character("s"), []), (.character("w"), []), (.character("a"), []), (.character("d"), []),
        (.character("m"), []), (.character("b"), []), (.character("f"), []), (.character("p"), []),
        (.character("y"), []), (.character("t"), []), (.character("1"), []), (.character("2"), []),
        (.character("3"), []), (.character("4"), []), (.character("5"), []), (.character("9"), []),
        (.character("5"), .shift), (.character("0"), []), (.character("]"), []), (.character("["), []),
    ]

    var generator: SeededGenerator
    let model: AppModel
    let measurer = FixedMetricTextMeasurer()
    var size = Size(width: 1280, height: 800)
    var list: DisplayList
    var counts: [String: Int] = [:]

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
        // A frozen clock: saves compared across undo/redo must not differ by play time alone.
        model = AppModel(storage: nil, seed: seed, clock: { 0 })
        list = layout(model.view(size: size), in: size, measurer: measurer)
    }

    var summary: String {
        counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
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
            size = Self.sizes.randomElement(using: &generator)!
            counts["resize", default: 0] += 1
            return relayout()
        case 2..<45:
            // Mostly tap where something is listening, sometimes anywhere.
            let point: Point
            if let region = list.tapRegions.randomElement(using: &generator), Bool.random(using: &generator) {
                point = region.frame.center
            } else {
                point = Point(
                    x: Double.random(in: 0..<max(1, size.width), using: &generator),
                    y: Double.random(in: 0..<max(1, size.height), using: &generator))
            }
            event = .tap(point, Int.random(in: 0..<6, using: &generator) == 0 ? .secondary : .primary)
            counts["tap", default: 0] += 1
        case 45..<60:
            event = .swipe(SwipeDirection.allCases.randomElement(using: &generator)!)
            counts["swipe", default: 0] += 1
        default:
            let (key, modifiers) = Self.keys.randomElement(using: &generator)!
            event = .key(key, modifiers)
            counts["key", default: 0] += 1
        }
        var hit: AnyHashable?
        if case .tap(let point, _) = event { hit = list.hitTest(point) }
        _ = model.handle(event, hit: hit)
        if model.screen == .title && Int.random(in: 0..<4, using: &generator) == 0 {
            // Keep the games busy: the title is only a door.
            model.open(GameKind.allCases.randomElement(using: &generator)!)
        }
        if let problem = relayout() { return problem }
        guard let scene = model.currentScene else { return nil }
        if let problem = scene.invariantViolation() { return "\(scene.kind.title): \(problem)" }
        return checkUndoRedo(scene) ?? checkSaveRoundTrip(scene)
    }

    private mutating func relayout() -> String? {
        list = layout(model.view(size: size), in: size, measurer: measurer)
        for item in list.items where !(item.frame.width.isFinite && item.frame.height.isFinite
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
