/// Keys the games and the app respond to, independent of SDL's key codes.
public enum Key: Hashable, Sendable {
    case up, down, left, right
    case enter, space, escape, tab, backspace, delete
    case function(Int)
    /// A printable key, lower-cased (`"a"`, `"1"`, `"/"`).
    case character(Character)

    /// The digit on a number key, if it is one.
    public var digit: Int? {
        if case .character(let c) = self, let value = c.wholeNumberValue { return value }
        return nil
    }
}

public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1)
    public static let control = KeyModifiers(rawValue: 2)
    public static let alt = KeyModifiers(rawValue: 4)
}

public enum MouseButton: Hashable, Sendable {
    case primary, secondary, middle
}

public enum SwipeDirection: String, Hashable, Sendable, CaseIterable {
    case left, right, up, down

    /// How far, in points, a press must travel to be a swipe rather than a tap: the mouse's
    /// drag and a finger share it (and a finger that stays nearer is still a tap, or a long
    /// press), so a gesture means the same whichever pointer made it.
    public static let threshold: Double = 24

    /// The direction of a drag, or nil when it is too short to be a swipe.
    public init?(from start: Point, to end: Point, threshold: Double = SwipeDirection.threshold) {
        let dx = end.x - start.x
        let dy = end.y - start.y
        guard max(abs(dx), abs(dy)) >= threshold else { return nil }
        if abs(dx) > abs(dy) {
            self = dx > 0 ? .right : .left
        } else {
            self = dy > 0 ? .down : .up
        }
    }
}

/// Input as scenes see it: in layout points, already turned from raw mouse and key events into
/// taps, keys and swipes.
public enum InputEvent: Hashable, Sendable {
    case tap(Point, MouseButton)
    case key(Key, KeyModifiers)
    case swipe(SwipeDirection)
    /// The pointer moved (hover highlights); no button held.
    case pointer(Point)
}
