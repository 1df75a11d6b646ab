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
    /// The fingers on a touch screen, turned into taps, swipes and long presses.
    package private(set) var touches = TouchGestures()
    /// The pointer state shows a finger (not the mouse), to be cleared when no finger is.
    private var fingerShown = false

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

    /// What a finger event did: the input it completed (to go through `send`, as the window
    /// sends it after finishing any animation, like a click's), and whether the press tint
    /// changed.
    package struct TouchStep: Equatable {
        package var input: InputEvent?
        package var feedbackChanged: Bool
    }

    /// One finger event through the gesture recogniser. The control under a finger that may
    /// still become a tap shows as pressed, as under a held mouse button; there is no hover
    /// once the finger is lifted.
    package func touch(_ event: FingerEvent) -> TouchStep {
        let input = touches.take(event)
        return TouchStep(input: input, feedbackChanged: followFinger())
    }

    /// When a held finger becomes a long press (nil: no finger can now); the window sleeps
    /// until then and calls `expireTouch(at:)`.
    package var touchDeadline: Double? { touches.deadline }

    /// The long press of a finger held still until `time`, if it is due.
    package func expireTouch(at time: Double) -> TouchStep {
        let input = touches.expire(at: time)
        return TouchStep(input: input, feedbackChanged: followFinger())
    }

    /// Forgets the fingers (the window lost the focus, and with it perhaps their lifts).
    @discardableResult
    package func forgetTouches() -> Bool {
        touches.reset()
        return followFinger()
    }

    /// A finger event and the input it completes, sent at once: what the window does, for
    /// the tests and tools that have no animation to finish first.
    @discardableResult
    package func sendTouch(_ event: FingerEvent) -> AppUpdate {
        guard let input = touch(event).input else { return [] }
        return send(input)
    }

    /// The press tint follows the finger that may become a tap; a finger's point is no hover.
    private func followFinger() -> Bool {
        guard let point = touches.pressedPoint else {
            guard fingerShown else { return false }
            fingerShown = false
            let changed = pointer.location != nil || pointer.pressed != nil
            pointer.location = nil
            pointer.pressed = nil
            return changed
        }
        fingerShown = true
        let action = list.region(at: point)?.action
        let changed = pointer.location != point || pointer.pressed != action
        pointer.location = point
        pointer.pressed = action
        return changed
    }

    /// The button came up without a tap (a swipe, or released elsewhere).
    @discardableResult
    package func release() -> Bool {
        guard pointer.pressed != nil else { return false }
        pointer.pressed = nil
        return true
    }
}
