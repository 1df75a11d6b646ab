import GameCore
import Layout

/// Drives one scene through the real layout, hit testing and `GameInput`, exactly as the window
/// does but without SDL or the title screen: the scenario tests use it; the app's own driver
/// sends game screens through the same `GameInput.dispatch`.
public final class SceneDriver {
    public let scene: any GameScene
    public var size: Size
    public var theme: Theme
    public let measurer: any TextMeasurer
    public private(set) var list: DisplayList

    public init(scene: any GameScene, size: Size, theme: Theme, measurer: any TextMeasurer) {
        self.scene = scene
        self.size = size
        self.theme = theme
        self.measurer = measurer
        list = Layout.layout(scene.body(size: size, theme: theme), in: size, measurer: measurer)
    }

    /// Lays the scene out again (after a change, a resize or a theme switch).
    @discardableResult
    public func relayout() -> DisplayList {
        list = Layout.layout(scene.body(size: size, theme: theme), in: size, measurer: measurer)
        return list
    }

    /// Set when an event asked to leave the game (Escape with no dialog open, or Home).
    public private(set) var leftGame = false

    /// Layout → hit test → `GameInput.dispatch`, the path the window and the monkey take too.
    @discardableResult
    public func send(_ event: InputEvent) -> SceneUpdate {
        var hit: AnyHashable?
        if case .tap(let point, _) = event { hit = list.hitTest(point) }
        let result = GameInput.dispatch(event, hit: hit, to: scene)
        if result.leave {
            // As the app does on the way to the title: the game stops its clock and its searches.
            leftGame = true
            scene.setActive(false)
        }
        let update = result.update.union(scene.collectBackgroundWork())
        relayout()
        return update
    }

    /// Collects finished background work, as the window does when a worker wakes it.
    @discardableResult
    public func collectBackgroundWork() -> SceneUpdate {
        let update = scene.collectBackgroundWork()
        relayout()
        return update
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

    @discardableResult
    public func perform(_ command: GameCommand) -> SceneUpdate {
        let update = scene.perform(command)
        relayout()
        return update
    }
}
