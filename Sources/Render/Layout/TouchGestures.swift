/// One finger's event on a touch screen, in layout points, with the time it happened in
/// seconds on the caller's clock (any clock, as long as every event and `expire(at:)` use the
/// same one: the recogniser never reads a clock itself, so tests state every instant).
public struct FingerEvent: Hashable, Sendable {
    public enum Phase: Hashable, Sendable {
        case down, motion, up
    }

    public var phase: Phase
    /// Which finger: the platform's id, unique while the finger is on the glass.
    public var finger: Int64
    public var point: Point
    public var time: Double

    public init(_ phase: Phase, finger: Int64 = 0, at point: Point, time: Double) {
        self.phase = phase
        self.finger = finger
        self.point = point
        self.time = time
    }
}

/// Turns fingers into the input the games already understand, so a touch screen needs nothing
/// of its own in any game:
///
/// - a finger lifted where it went down (never further than the swipe threshold,
///   `SwipeDirection.threshold`, the same one the mouse's drag uses) is a primary tap at the
///   point it went down;
/// - a finger lifted at least that far from where it went down is a swipe, decided by the same
///   code as the mouse's (`SwipeDirection(from:to:)`); one that went that far and came back
///   near its start is neither (a swipe taken back), since a finger, unlike a mouse, has no
///   click to finish;
/// - a finger held still for `longPressSeconds` is a secondary tap at its point, what a
///   right-click does (a game that takes a secondary tap answers it): it fires at that moment, through
///   `expire(at:)` which the window calls when `deadline` comes, so the player sees it while
///   still holding, or at the finger's lift when no one called `expire` in time;
/// - a second finger down while one is on the glass cancels the gesture, and nothing comes of
///   any finger until all are lifted: two fingers never make two moves, nor one.
public struct TouchGestures: Sendable {
    /// How long a finger held still becomes a long press: long enough that a slow tap is not
    /// one, short enough that holding does not feel like waiting.
    public static let longPressSeconds = 0.5

    private struct Press: Sendable {
        var finger: Int64
        var start: Point
        var startTime: Double
        /// The finger went as far as a swipe at some point: no tap and no long press any more.
        var strayed = false
        /// The long press was sent: the lift sends nothing.
        var longPressed = false
    }

    private enum Phase: Sendable {
        case idle
        case pressing(Press)
        /// A second finger came: nothing until every finger is lifted.
        case cancelled
    }

    private var phase = Phase.idle
    /// The fingers on the glass now.
    private var fingers: Set<Int64> = []

    public init() {}

    /// Where the finger that may still become a tap or a long press went down (the window
    /// shows the control there as pressed); nil when no such finger is down.
    public var pressedPoint: Point? {
        guard case .pressing(let press) = phase, !press.strayed, !press.longPressed else { return nil }
        return press.start
    }

    /// When a long press fires if the finger stays put (nil: none can come now). The window
    /// sleeps until then instead of polling, and calls `expire(at:)`.
    public var deadline: Double? {
        guard case .pressing(let press) = phase, !press.strayed, !press.longPressed else { return nil }
        return press.startTime + Self.longPressSeconds
    }

    /// One finger event; the input it completes, if any.
    public mutating func take(_ event: FingerEvent) -> InputEvent? {
        switch event.phase {
        case .down:
            // A finger reported down again lost its lift somewhere: it starts afresh.
            fingers.remove(event.finger)
            if fingers.isEmpty {
                phase = .pressing(Press(finger: event.finger, start: event.point, startTime: event.time))
            } else {
                phase = .cancelled
            }
            fingers.insert(event.finger)
            return nil
        case .motion:
            guard case .pressing(var press) = phase, press.finger == event.finger else { return nil }
            if !press.longPressed, SwipeDirection(from: press.start, to: event.point) != nil {
                press.strayed = true
                phase = .pressing(press)
            }
            return nil
        case .up:
            guard fingers.remove(event.finger) != nil else { return nil }
            guard case .pressing(let press) = phase, press.finger == event.finger else {
                if fingers.isEmpty { phase = .idle }
                return nil
            }
            phase = .idle
            if press.longPressed { return nil }
            if let direction = SwipeDirection(from: press.start, to: event.point) { return .swipe(direction) }
            if press.strayed { return nil }
            let held = event.time - press.startTime >= Self.longPressSeconds
            return .tap(press.start, held ? .secondary : .primary)
        }
    }

    /// The long press, when a finger has been held still until `deadline` and `time` has come.
    public mutating func expire(at time: Double) -> InputEvent? {
        guard case .pressing(var press) = phase, let deadline, time >= deadline else { return nil }
        press.longPressed = true
        phase = .pressing(press)
        return .tap(press.start, .secondary)
    }

    /// Forgets every finger (the window lost the focus: a lift may never be reported).
    public mutating func reset() {
        phase = .idle
        fingers = []
    }
}
