import GameCatalog
import GameCore
import GameKit
import Layout
import Testing

@testable import App

/// Nothing a game leaves behind stays alive: a scene replaced by a fresh game, and the whole
/// app once let go, are freed (a closure holding its owner would keep them, and everything they
/// hold, for the rest of the session).
struct ReleasedSceneTests {
    /// Plays `game` through the app's one input path with keys and taps on whatever listens,
    /// hints and undo included.
    static func play(_ game: GameDescriptor, in driver: AppDriver, model: AppModel) {
        model.open(game)
        let keys: [InputEvent] = [
            .key(.right, []), .key(.enter, []), .key(.character("h"), []), .key(.down, []), .key(.space, []),
            .key(.character("z"), .control), .key(.character("y"), .control), .key(.left, []),
            .key(.character("1"), []), .key(.up, []),
        ]
        for (index, key) in keys.enumerated() {
            _ = driver.send(key)
            let regions = driver.list.tapRegions.filter { $0.action != nil }
            if !regions.isEmpty {
                _ = driver.send(.tap(regions[(index * 7) % regions.count].frame.center, .primary))
            }
            // A dialog the taps opened is closed again, so that play goes on.
            if model.currentScene?.modal != nil { _ = driver.send(.key(.escape, [])) }
        }
    }

    @Test(arguments: GameDescriptor.all)
    func aSceneIsFreedWhenAFreshGameReplacesIt(game: GameDescriptor) {
        let model = AppModel(storage: nil, seed: 1, clock: { 0 })
        let driver = AppDriver(model: model, size: Size(width: 1280, height: 800), measurer: FixedMetricTextMeasurer())
        weak var played: AnyObject?
        do {
            Self.play(game, in: driver, model: model)
            played = model.scenes[game.id]
        }
        #expect(played != nil)
        model.startFresh(game, seed: 2, clock: { 0 }, options: GameOptions())
        model.open(game)
        _ = driver.send(.key(.down, []))
        #expect(played == nil, "the played \(game.id) scene outlived its replacement")
    }

    @Test func theAppIsFreedOnceLetGo() {
        weak var released: AppModel?
        weak var releasedDriver: AppDriver?
        do {
            let model = AppModel(storage: nil, seed: 1, clock: { 0 })
            let driver = AppDriver(
                model: model, size: Size(width: 1280, height: 800), measurer: FixedMetricTextMeasurer())
            for game in model.catalog.games {
                Self.play(game, in: driver, model: model)
                _ = driver.send(.key(.escape, []))
            }
            released = model
            releasedDriver = driver
        }
        #expect(released == nil)
        #expect(releasedDriver == nil)
    }
}
