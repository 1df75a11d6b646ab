import CSDL
import GameCatalog
import GameCore
import GameKit
import Layout
import SDLBackend

/// Turns raw SDL events into the Render layer's input: key presses with modifiers, and mouse
/// presses that become a tap (released near where they started) or a swipe (dragged away).
struct SDLInput {
    private var pressStart: (point: Point, button: MouseButton)?

    static func key(_ sym: SDL_Keycode) -> Key? {
        switch UInt32(bitPattern: sym) {
        case SDLK_UP.rawValue: .up
        case SDLK_DOWN.rawValue: .down
        case SDLK_LEFT.rawValue: .left
        case SDLK_RIGHT.rawValue: .right
        case SDLK_RETURN.rawValue, SDLK_KP_ENTER.rawValue: .enter
        case SDLK_SPACE.rawValue: .space
        case SDLK_ESCAPE.rawValue: .escape
        case SDLK_TAB.rawValue: .tab
        case SDLK_BACKSPACE.rawValue: .backspace
        case SDLK_DELETE.rawValue: .delete
        case SDLK_F1.rawValue...SDLK_F12.rawValue: .function(Int(UInt32(bitPattern: sym) - SDLK_F1.rawValue) + 1)
        case SDLK_KP_1.rawValue...SDLK_KP_9.rawValue:
            .character(Character(String(Int(UInt32(bitPattern: sym) - SDLK_KP_1.rawValue) + 1)))
        case SDLK_KP_0.rawValue: .character("0")
        case 33...126:
            Character(Unicode.Scalar(UInt8(sym))).lowercased().first.map { .character($0) }
        default: nil
        }
    }

    static func modifiers(_ mod: UInt16) -> KeyModifiers {
        var result: KeyModifiers = []
        if UInt32(mod) & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if UInt32(mod) & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
        if UInt32(mod) & KMOD_ALT.rawValue != 0 { result.insert(.alt) }
        return result
    }

    private static func button(_ raw: UInt8) -> MouseButton? {
        switch Int32(raw) {
        case SDL_BUTTON_LEFT: .primary
        case SDL_BUTTON_RIGHT: .secondary
        case SDL_BUTTON_MIDDLE: .middle
        default: nil
        }
    }

    /// The input this SDL event means, if any.
    mutating func translate(_ event: SDL_Event) -> InputEvent? {
        switch event.type {
        case SDL_KEYDOWN.rawValue:
            guard let key = Self.key(event.key.keysym.sym) else { return nil }
            return .key(key, Self.modifiers(event.key.keysym.mod))
        case SDL_MOUSEBUTTONDOWN.rawValue:
            guard let button = Self.button(event.button.button) else { return nil }
            pressStart = (Point(x: Double(event.button.x), y: Double(event.button.y)), button)
            return nil
        case SDL_MOUSEBUTTONUP.rawValue:
            guard let start = pressStart, Self.button(event.button.button) == start.button else { return nil }
            pressStart = nil
            let end = Point(x: Double(event.button.x), y: Double(event.button.y))
            if start.button == .primary, let direction = SwipeDirection(from: start.point, to: end) {
                return .swipe(direction)
            }
            return .tap(start.point, start.button)
        default:
            return nil
        }
    }
}
