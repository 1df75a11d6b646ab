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
    /// The gamepads' buttons and sticks, turned into roles (with a held direction's repeat).
    package private(set) var pads = PadGestures()
    /// The pads plugged in, the one last plugged in or used last: the help shows its layout.
    private var padOrder: [Int32] = []
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

    /// A gamepad was plugged in (also one already there when the pads are first opened). The
    /// game on screen and its save are untouched: only the help's list of buttons changes.
    @discardableResult
    package func connectPad(_ pad: Int32, layout: PadLayout) -> AppUpdate {
        pads.connect(pad, layout: layout)
        padOrder.removeAll { $0 == pad }
        padOrder.append(pad)
        return showPadLayout()
    }

    /// A gamepad was unplugged: what it held lets go, nothing else changes.
    @discardableResult
    package func disconnectPad(_ pad: Int32) -> AppUpdate {
        pads.disconnect(pad)
        padOrder.removeAll { $0 == pad }
        return showPadLayout()
    }

    /// One pad event: the input it stands for on the screen on show, to go through `send` (as
    /// the window sends it after finishing any animation, like a key's).
    package func pad(_ event: PadEvent) -> InputEvent? {
        if pads.layouts[event.pad] != nil, padOrder.last != event.pad {
            padOrder.removeAll { $0 == event.pad }
            padOrder.append(event.pad)
            showPadLayout()
        }
        return pads.take(event).flatMap { model.padInput($0) }
    }

    /// When a held direction repeats (nil: none is held); the window sleeps until then and
    /// calls `expirePad(at:)`.
    package var padDeadline: Double? { pads.deadline }

    /// The held direction's repeat, if it is due at `time`.
    package func expirePad(at time: Double) -> InputEvent? {
        pads.expire(at: time).flatMap { model.padInput($0) }
    }

    /// Lets go of every pad control (the window lost the focus, and with it perhaps releases).
    package func forgetPadControls() {
        pads.reset()
    }

    /// A pad event and the input it stands for, sent at once: what the window does, for the
    /// tests and tools that have no animation to finish first.
    @discardableResult
    package func sendPad(_ event: PadEvent) -> AppUpdate {
        guard let input = pad(event) else { return [] }
        return send(input)
    }

    @discardableResult
    private func showPadLayout() -> AppUpdate {
        let update = model.setPadLayout(padOrder.last.flatMap { pads.layouts[$0] })
        if update.contains(.redraw) { relayout() }
        return update
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
