import App
import GameCatalog
import GameCore
import GameKit
import Layout

/// The real app holding one game scene, driven through `AppDriver` (layout → hit test →
/// `AppModel` → `GameInput`) exactly as the window drives it: the scenario tests build the
/// scene they need and play it here, reading the game's own answer to each event.
public final class OneGameApp {
    public let scene: any GameScene
    package let model: AppModel
    package let driver: AppDriver

    /// The app with `scene` as its only game, opened, in `theme` (a named one: the app keeps
    /// the theme's name in its settings).
    public init(scene: any GameScene, size: Size, theme: Theme, measurer: any TextMeasurer) {
        self.scene = scene
        let game = GameDescriptor(id: "scene", title: "Scene", fixtures: GameFixtures(moves: [])) { _ in scene }
        model = AppModel(storage: nil, seed: 0, clock: { 0 }, catalog: Catalog(games: [game]))
        model.setTheme(theme.name)
        precondition(model.theme == theme, "OneGameApp takes a named theme (Theme.named)")
        model.open(game)
        driver = AppDriver(model: model, size: size, measurer: measurer)
    }

    public var size: Size {
        get { driver.size }
        set { driver.size = newValue }
    }

    public var theme: Theme { model.theme }
    public var measurer: any TextMeasurer { driver.measurer }
    /// The last layout, what taps are tested against.
    public var list: DisplayList { driver.list }

    /// Set when an event asked to leave the game (Escape with no dialog open, or Home): the app
    /// is back on its title screen.
    public var leftGame: Bool { model.screen == .title }

    /// Lays the app out again (after a change made to the scene directly, or a resize).
    @discardableResult
    public func relayout() -> DisplayList {
        driver.relayout()
        return driver.list
    }

    /// One event through `AppDriver.send`; the game's answer to it.
    @discardableResult
    public func send(_ event: InputEvent) -> SceneUpdate {
        driver.send(event)
        return model.lastGameUpdate
    }

    /// Collects finished background work, as the window does when a worker wakes it.
    @discardableResult
    public func collectBackgroundWork() -> SceneUpdate {
        driver.collectBackgroundWork()
        driver.relayout()
        return model.lastGameUpdate
    }

    @discardableResult
    public func tap(at point: Point, button: MouseButton = .primary) -> SceneUpdate {
        send(.tap(point, button))
    }

    /// Taps the centre of the region that reports `action`; nil when no such region is on screen.
    @discardableResult
    public func tap(action: AnyHashable, button: MouseButton = .primary) -> SceneUpdate? {
        guard let frame = list.frame(ofAction: action) else { return nil }
        return tap(at: frame.center, button: button)
    }

    @discardableResult
    public func key(_ key: Key, _ modifiers: KeyModifiers = []) -> SceneUpdate {
        send(.key(key, modifiers))
    }

    /// A command as the game's menu gives it, straight to the scene (no key stands for it).
    @discardableResult
    public func perform(_ command: GameCommand) -> SceneUpdate {
        let update = scene.perform(command)
        driver.relayout()
        return update
    }
}
