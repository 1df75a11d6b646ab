/// A game controller's button by where it sits, as SDL reports the face buttons with
/// `SDL_GAMECONTROLLER_USE_BUTTON_LABELS` off: the four faces by compass position (an Xbox
/// pad's A is `south`), so what a button does can follow the pad's own labels (`PadLayout`).
public enum PadButton: Hashable, Sendable, CaseIterable {
    case south, east, west, north
    case up, down, left, right
    case leftShoulder, rightShoulder
    case start, back
}

/// An analogue control: the left stick moves like the d-pad, the triggers act as buttons.
public enum PadAxis: Hashable, Sendable {
    case leftX, leftY, leftTrigger, rightTrigger
}

/// Whose labels the face buttons carry. The player's "A" (or ✕) is the button that presses:
/// on Xbox and PlayStation pads that is the south face, on Nintendo's the east one, with B and
/// the two others swapped the same way.
public enum PadLayout: Hashable, Sendable {
    case xbox, playStation, nintendo
}

/// What a pad's control means to Tessera, the same on every layout: each becomes a key the
/// screen on show already answers (`GameInput.padInput`).
public enum PadRole: Hashable, Sendable, CaseIterable {
    /// The d-pad or the left stick: the focus moves (or the board slides), as the arrows do.
    case up, down, left, right
    /// A (✕): the focused thing is pressed, as Enter does.
    case accept
    /// B (○): back, as Escape (a dialog closes, then the game is left).
    case back
    /// X (□) and Y (△): the game's two main secondary actions.
    case first, second
    /// The shoulders: undo and redo.
    case undo, redo
    /// The triggers: a step back and forth through a choice the game offers.
    case previous, next
    /// Start: the game menu; Back (View, Select, −): the help.
    case menu, help

    /// Whether holding it repeats, as a held arrow key does: only a move does.
    public var repeats: Bool { [.up, .down, .left, .right].contains(self) }
}

/// One event of a game controller, its time in seconds on the caller's clock (as
/// `FingerEvent`'s: every event and `expire(at:)` on the same one).
public struct PadEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case button(PadButton, down: Bool)
        /// An axis at `value`, -1…1 (a trigger 0…1).
        case axis(PadAxis, value: Double)
    }

    public var kind: Kind
    /// Which pad: SDL's instance id, unique while the pad is plugged in.
    public var pad: Int32
    public var time: Double

    public init(_ kind: Kind, pad: Int32 = 0, time: Double) {
        self.kind = kind
        self.pad = pad
        self.time = time
    }
}

/// Turns a pad's buttons and sticks into roles, pure and testable like `TouchGestures`:
///
/// - a face button means what its label says on that pad's layout (`role(of:on:)`);
/// - the left stick and the triggers pass `pressThreshold` to press and fall under
///   `releaseThreshold` to let go (a hysteresis, so a stick resting near the edge of the dead
///   zone does not chatter); the stick's stronger axis gives the direction;
/// - a held direction (d-pad or stick) repeats after `repeatDelay`, then every
///   `repeatInterval`, at `deadline`, which the window sleeps until (no polling while idle);
/// - only the last direction pressed repeats, and letting go of it stops the repeat.
public struct PadGestures: Sendable {
    /// Past this far the stick (or a trigger) is pressed; the dead zone is what lies inside.
    public static let pressThreshold = 0.5
    /// Under this the stick (or a trigger) is let go again.
    public static let releaseThreshold = 0.3
    /// A held direction repeats after this long, as a keyboard's auto-repeat does.
    public static let repeatDelay = 0.4
    /// And then this often.
    public static let repeatInterval = 0.12

    /// A direction or trigger held by the stick, per pad.
    private struct Analogue: Hashable, Sendable {
        var pad: Int32
        var axis: PadAxis
    }

    /// The controls held down: by pad and button, or by pad and axis with its role.
    private var heldButtons: Set<[Int32]> = []
    private var heldAxes: [Analogue: PadRole] = [:]
    /// The stick's two axes as last reported, per pad.
    private var stick: [Int32: (x: Double, y: Double)] = [:]
    /// The direction repeating, what holds it and when it repeats next.
    private var repeating: (role: PadRole, source: [Int32], due: Double)?
    /// Each pad's layout (a pad not named here is read as an Xbox pad).
    public private(set) var layouts: [Int32: PadLayout] = [:]

    public init() {}

    /// The role a button plays on `layout`.
    public static func role(of button: PadButton, on layout: PadLayout) -> PadRole {
        switch (button, layout) {
        case (.south, .nintendo): .back
        case (.east, .nintendo): .accept
        case (.west, .nintendo): .second
        case (.north, .nintendo): .first
        case (.south, _): .accept
        case (.east, _): .back
        case (.west, _): .first
        case (.north, _): .second
        case (.up, _): .up
        case (.down, _): .down
        case (.left, _): .left
        case (.right, _): .right
        case (.leftShoulder, _): .undo
        case (.rightShoulder, _): .redo
        case (.start, _): .menu
        case (.back, _): .help
        }
    }

    /// A pad was plugged in: its buttons follow `layout`.
    public mutating func connect(_ pad: Int32, layout: PadLayout) {
        layouts[pad] = layout
    }

    /// A pad was unplugged: what it held lets go (no repeat goes on without it).
    public mutating func disconnect(_ pad: Int32) {
        layouts[pad] = nil
        heldButtons = heldButtons.filter { $0.first != pad }
        heldAxes = heldAxes.filter { $0.key.pad != pad }
        stick[pad] = nil
        if repeating?.source.first == pad { repeating = nil }
    }

    /// When the held direction repeats next (nil: nothing is held that repeats).
    public var deadline: Double? { repeating?.due }

    /// One event; the role it presses, if any (a release presses nothing).
    public mutating func take(_ event: PadEvent) -> PadRole? {
        switch event.kind {
        case .button(let button, let down):
            let source = [event.pad, Int32(PadButton.allCases.firstIndex(of: button) ?? 0)]
            let role = Self.role(of: button, on: layouts[event.pad] ?? .xbox)
            guard down else {
                heldButtons.remove(source)
                if repeating?.source == source { repeating = nil }
                return nil
            }
            // A press SDL reports twice (a pad's own repeat) is one press.
            guard heldButtons.insert(source).inserted else { return nil }
            return pressed(role, source: source, at: event.time)
        case .axis(let axis, let value):
            let value = value.isFinite ? min(max(value, -1), 1) : 0
            switch axis {
            case .leftTrigger, .rightTrigger:
                let role: PadRole = axis == .leftTrigger ? .previous : .next
                return trigger(Analogue(pad: event.pad, axis: axis), role: role, value: value)
            case .leftX, .leftY:
                var both = stick[event.pad] ?? (0, 0)
                if axis == .leftX { both.x = value } else { both.y = value }
                stick[event.pad] = both
                return stickMoved(pad: event.pad, x: both.x, y: both.y, at: event.time)
            }
        }
    }

    /// The held direction repeats, when its time has come.
    public mutating func expire(at time: Double) -> PadRole? {
        guard var held = repeating, time >= held.due else { return nil }
        // A late wake repeats once, and the next repeat counts from now.
        held.due = max(held.due + Self.repeatInterval, time)
        repeating = held
        return held.role
    }

    /// Lets go of everything (the window lost the focus: a release may never be reported).
    public mutating func reset() {
        heldButtons = []
        heldAxes = [:]
        stick = [:]
        repeating = nil
    }

    private mutating func pressed(_ role: PadRole, source: [Int32], at time: Double) -> PadRole {
        if role.repeats { repeating = (role, source, time + Self.repeatDelay) }
        return role
    }

    /// A trigger past the press threshold presses; it lets go under the release one.
    private mutating func trigger(_ key: Analogue, role: PadRole, value: Double) -> PadRole? {
        if heldAxes[key] != nil {
            if abs(value) < Self.releaseThreshold { heldAxes[key] = nil }
            return nil
        }
        guard abs(value) >= Self.pressThreshold else { return nil }
        heldAxes[key] = role
        return role
    }

    /// The stick: its stronger axis past the threshold is a direction; a held direction lets go
    /// once the stick falls back under the release threshold, or turns into another one.
    private mutating func stickMoved(pad: Int32, x: Double, y: Double, at time: Double) -> PadRole? {
        let key = Analogue(pad: pad, axis: .leftX)
        let source = [pad, -1]
        let strength = max(abs(x), abs(y))
        let direction: PadRole = abs(x) >= abs(y) ? (x < 0 ? .left : .right) : (y < 0 ? .up : .down)
        if let held = heldAxes[key] {
            if strength < Self.releaseThreshold {
                heldAxes[key] = nil
                if repeating?.source == source { repeating = nil }
                return nil
            }
            // Still pushed: a turn to another direction past the threshold is a new press.
            guard direction != held, strength >= Self.pressThreshold else { return nil }
        } else {
            guard strength >= Self.pressThreshold else { return nil }
        }
        heldAxes[key] = direction
        return pressed(direction, source: source, at: time)
    }
}
