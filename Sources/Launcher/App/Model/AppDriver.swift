import GameKit
import Layout

/// The app's single input path: layout → hit test → `AppModel` (which sends a game screen's
/// input through `GameInput`), plus the pointer's hover and press states. The window loop, the
/// monkey, `screenshot` and the tests all drive the app through it.
package final class AppDriver {
    package let model: AppModel
    package let measurer: any TextMeasurer
    package var size: Size
    /// The last layout, without pointer feedback: what taps are tested against.
    package private(set) var list: DisplayList
    package private(set) var pointer = PointerState()

    package init(model: AppModel, size: Size, measurer: any TextMeasurer) {
        self.model = model
        self.size = size
        self.measurer = measurer
        list = layout(model.view(size: size), in: size, measurer: measurer)
    }

    /// What to draw: the layout with the hovered or pressed region tinted.
    package var frame: DisplayList {
        list.withPointerFeedback(pointer, tints: model.theme.pointerTints)
    }

    /// Lays the app out again (after a change, a resize or a theme switch).
    @discardableResult
    package func relayout() -> DisplayList {
        list = layout(model.view(size: size), in: size, measurer: measurer)
        if let pressed = pointer.pressed, list.frame(ofAction: pressed) == nil { pointer.pressed = nil }
        return frame
    }

    /// One event through the app; the layout is refreshed when anything changed.
    @discardableResult
    package func send(_ event: InputEvent) -> AppUpdate {
        var hit: AnyHashable?
        if case .tap(let point, _) = event { hit = list.hitTest(point) }
        if case .pointer(let point) = event {
            return movePointer(to: point) ? .redraw : []
        }
        let update = model.handle(event, hit: hit)
        if case .tap = event { pointer.pressed = nil }
        if !update.isDisjoint(with: [.redraw, .titleChanged]) { relayout() }
        return update
    }

    /// A worker finished: the game applies its result (or drops a stale one).
    @discardableResult
    package func collectBackgroundWork() -> AppUpdate {
        let update = model.collectBackgroundWork()
        if update.contains(.redraw) { relayout() }
        return update
    }

    /// The pointer moved (nil: it left the window). True when the tinted region changed.
    @discardableResult
    package func movePointer(to point: Point?) -> Bool {
        let before = point.flatMap { list.region(at: $0)?.action }
        let old = pointer.location.flatMap { list.region(at: $0)?.action }
        pointer.location = point
        return before != old
    }

    /// The button went down at `point`: the region under it shows as pressed until release.
    @discardableResult
    package func press(at point: Point) -> Bool {
        pointer.location = point
        let action = list.region(at: point)?.action
        guard action != pointer.pressed else { return false }
        pointer.pressed = action
        return true
    }

    /// The button came up without a tap (a swipe, or released elsewhere).
    @discardableResult
    package func release() -> Bool {
        guard pointer.pressed != nil else { return false }
        pointer.pressed = nil
        return true
    }
}
