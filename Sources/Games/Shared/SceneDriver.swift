import Render

/// Drives a scene through the real layout and hit testing, exactly as the window does but
/// without SDL: the app, scenario tests and the monkey tester all go through here.
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
        list = Render.layout(scene.body(size: size, theme: theme), in: size, measurer: measurer)
    }

    /// Lays the scene out again (after a change, a resize or a theme switch).
    @discardableResult
    public func relayout() -> DisplayList {
        list = Render.layout(scene.body(size: size, theme: theme), in: size, measurer: measurer)
        return list
    }

    @discardableResult
    public func send(_ event: InputEvent) -> SceneUpdate {
        var hit: AnyHashable?
        if case .tap(let point, _) = event { hit = list.hitTest(point) }
        let update = scene.handle(event, hit: hit)
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
