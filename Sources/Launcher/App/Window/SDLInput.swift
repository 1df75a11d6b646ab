import CSDL
import GameCatalog
import GameCore
import GameKit
import Layout
import SDLBackend

/// Turns raw SDL events into the Render layer's input: key presses with modifiers, mouse
/// presses that become a tap (released near where they started) or a swipe (dragged away),
/// and finger events in points for the driver's gesture recogniser (`TouchGestures`).
struct SDLInput {
    private var pressStart: (point: Point, button: MouseButton)?
    /// Whether each X key press still waiting for its `SDL_KEYDOWN` is a real new press.
    /// When the window gains focus SDL reports keys already held (a Ctrl+Q still down from
    /// another window) as fresh presses with no X press behind them, and the X server keeps
    /// auto-repeating a held key into the newly focused window; neither is acted on.
    private var pressVerdicts: [Bool] = []
    /// X keycodes that were down when the window got the keyboard (KeymapNotify), until released.
    private var heldX11Keys: Set<UInt8> = []
    /// True once an X11 event has been seen: the check applies on X11 only.
    private var sawX11 = false
    /// SDL scancodes refused as held-before-focus: ignored, auto-repeat included, until released.
    private var heldBeforeFocus: Set<UInt32> = []

    /// Asks SDL for the raw window-system events the check above reads.
    static func watchWindowSystemEvents() {
        SDL_EventState(SDL_SYSWMEVENT.rawValue, SDL_ENABLE)
    }

    /// Reads the X event behind an `SDL_SYSWMEVENT`. `SDL_SysWMmsg` is an `SDL_version`, the
    /// subsystem as an `int` at offset 4, then the `XEvent` union at offset 8, whose `int type`
    /// comes first; a key event's keycode sits at 84 and a KeymapNotify's 32-byte key vector at
    /// 40 (x86-64 and every LP64 layout of Xlib). SDL's header for it would bring Xlib's macros
    /// into Swift, so the offsets are read directly.
    private mutating func noteWindowSystemEvent(_ event: SDL_Event) {
        guard let message = event.syswm.msg else { return }
        let raw = UnsafeRawPointer(message)
        guard raw.load(fromByteOffset: 4, as: UInt32.self) == 2 else { return }  // SDL_SYSWM_X11
        sawX11 = true
        let xEvent = raw + 8
        switch xEvent.load(as: Int32.self) {
        case 2:  // KeyPress
            let keycode = UInt8(truncatingIfNeeded: xEvent.load(fromByteOffset: 84, as: UInt32.self))
            pressVerdicts.append(!heldX11Keys.contains(keycode))
        case 3:  // KeyRelease
            heldX11Keys.remove(UInt8(truncatingIfNeeded: xEvent.load(fromByteOffset: 84, as: UInt32.self)))
        case 9:  // FocusIn: what SDL reports next as pressed was already down
            pressVerdicts.removeAll()
        case 11:  // KeymapNotify
            heldX11Keys = []
            for byte in 0..<32 {
                let bits = xEvent.load(fromByteOffset: 40 + byte, as: UInt8.self)
                for bit in 0..<8 where bits & (1 << bit) != 0 { heldX11Keys.insert(UInt8(byte * 8 + bit)) }
            }
        default:
            break
        }
    }

    /// The key an SDL key event means. Letters follow the layout where it types Latin letters
    /// (Z on an AZERTY keyboard is where the player sees it); on a layout without them (Russian,
    /// Greek…) the physical key's US letter stands in, as GTK matches accelerators, so Ctrl+Z
    /// and N work on any layout. Digits, arrows and the rest read the keysym as before.
    static func key(_ sym: SDL_Keycode, scancode: SDL_Scancode = SDL_SCANCODE_UNKNOWN) -> Key? {
        if UInt32(bitPattern: sym) >= 0x80, UInt32(bitPattern: sym) & UInt32(SDLK_SCANCODE_MASK) == 0,
            (SDL_SCANCODE_A.rawValue...SDL_SCANCODE_Z.rawValue).contains(scancode.rawValue)
        {
            let letter = Unicode.Scalar(UInt8(ascii: "a") + UInt8(scancode.rawValue - SDL_SCANCODE_A.rawValue))
            return .character(Character(letter))
        }
        return switch UInt32(bitPattern: sym) {
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
        case SDLK_KP_PLUS.rawValue: .character("+")
        case SDLK_KP_MINUS.rawValue: .character("-")
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

    /// SDL's `SDL_TOUCH_MOUSEID`, `(Uint32)-1`: the id of the mouse SDL emulates from touch
    /// (a C cast macro, which Swift does not import).
    static let touchMouseID = UInt32.max
    /// SDL's `SDL_MOUSE_TOUCHID`, `(Sint64)-1`: the touch device SDL emulates from the mouse.
    static let mouseTouchID: Int64 = -1

    /// Whether a mouse event is SDL's copy of a touch. The fingers arrive as finger events too
    /// and are read there (`finger(_:in:)`), so these are ignored: a tap is handled once. SDL
    /// keeps making them (`SDL_HINT_TOUCH_MOUSE_EVENTS` is left as it is) because the check is
    /// per event and exact, whereas the hint is read by each video driver in its own way.
    static func isFromTouch(_ event: SDL_Event) -> Bool {
        switch event.type {
        case SDL_MOUSEMOTION.rawValue: event.motion.which == touchMouseID
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue: event.button.which == touchMouseID
        case SDL_MOUSEWHEEL.rawValue: event.wheel.which == touchMouseID
        default: false
        }
    }

    /// A finger event in points. SDL gives the finger's position as a fraction (0–1) of the
    /// window; `size` is the window's size in points (its units over `uiScale`, the desktop's
    /// scale times the zoom), so a finger lands on the point a mouse at the same spot would.
    /// Touches SDL makes up from the mouse (`SDL_HINT_MOUSE_TOUCH_EVENTS`) are not fingers.
    /// The time is SDL's timestamp in seconds, the clock of `SDL_GetTicks`.
    static func finger(_ event: SDL_Event, in size: Size) -> FingerEvent? {
        let phase: FingerEvent.Phase
        switch event.type {
        case SDL_FINGERDOWN.rawValue: phase = .down
        case SDL_FINGERMOTION.rawValue: phase = .motion
        case SDL_FINGERUP.rawValue: phase = .up
        default: return nil
        }
        let touch = event.tfinger
        guard touch.touchId != mouseTouchID, touch.x.isFinite, touch.y.isFinite else { return nil }
        // A finger dragged past the window's edge reads beyond 0–1, as a dragged mouse does.
        return FingerEvent(
            phase, finger: touch.fingerId, at: Point(x: Double(touch.x) * size.width, y: Double(touch.y) * size.height),
            time: Double(touch.timestamp) / 1000)
    }

    /// The input this SDL event means, if any.
    /// `scale` is window units per point: pointer positions come out in points.
    mutating func translate(_ event: SDL_Event, scale: Double = 1) -> InputEvent? {
        switch event.type {
        case SDL_SYSWMEVENT.rawValue:
            noteWindowSystemEvent(event)
            return nil
        case SDL_KEYUP.rawValue:
            heldBeforeFocus.remove(event.key.keysym.scancode.rawValue)
            return nil
        case SDL_KEYDOWN.rawValue:
            let scancode = event.key.keysym.scancode.rawValue
            if sawX11 {
                let real = pressVerdicts.isEmpty ? false : pressVerdicts.removeFirst()
                if !real { heldBeforeFocus.insert(scancode) }
            }
            guard !heldBeforeFocus.contains(scancode) else { return nil }
            guard let key = Self.key(event.key.keysym.sym, scancode: event.key.keysym.scancode) else { return nil }
            return .key(key, Self.modifiers(event.key.keysym.mod))
        case SDL_MOUSEBUTTONDOWN.rawValue:
            guard let button = Self.button(event.button.button) else { return nil }
            pressStart = (Point(x: Double(event.button.x) / scale, y: Double(event.button.y) / scale), button)
            return nil
        case SDL_MOUSEBUTTONUP.rawValue:
            guard let start = pressStart, Self.button(event.button.button) == start.button else { return nil }
            pressStart = nil
            let end = Point(x: Double(event.button.x) / scale, y: Double(event.button.y) / scale)
            if start.button == .primary, let direction = SwipeDirection(from: start.point, to: end) {
                return .swipe(direction)
            }
            return .tap(start.point, start.button)
        default:
            return nil
        }
    }
}
