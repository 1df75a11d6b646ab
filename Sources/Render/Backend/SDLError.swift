import CSDL
import Layout

/// Failures from SDL and its satellites, carrying SDL's own explanation (`SDL_GetError()`).
public enum SDLError: Error, CustomStringConvertible, Equatable {
    case call(String, reason: String)
    case fontMissing(String)
    case noDisplay
    /// A library of `DisplayLibraries` that could not be opened, and the dynamic linker's reason.
    case libraryMissing(String, reason: String)

    /// Wraps the failing call's name with SDL's current error text.
    public static func failed(_ call: String) -> SDLError {
        .call(call, reason: String(cString: SDL_GetError()))
    }

    public var description: String {
        switch self {
        case .call(let call, let reason):
            "\(call) failed: \(reason.isEmpty ? "unknown SDL error" : reason)"
        case .fontMissing(let detail):
            "no usable font: \(detail) (install fonts-dejavu-core, or set TESSERA_FONT to a .ttf file)"
        case .noDisplay:
            "no display: set DISPLAY (X11) or WAYLAND_DISPLAY, or use `tessera screenshot` to render without one"
        case .libraryMissing(let name, let reason):
            "cannot load \(name) (\(reason)): install the package that provides it"
        }
    }
}

/// The SDL macros Swift cannot import, defined once.
public enum SDLConstants {
    /// `SDL_WINDOWPOS_CENTERED` (`SDL_WINDOWPOS_CENTERED_MASK | 0`).
    public static let windowPositionCentered: Int32 = 0x2FFF_0000
    /// `SDL_WINDOWPOS_UNDEFINED`.
    public static let windowPositionUndefined: Int32 = 0x1FFF_0000

    /// `SDL_BUTTON(n)`: the bit of button `n` in a mouse-state mask.
    public static func buttonMask(_ button: Int32) -> UInt32 { 1 << UInt32(button - 1) }
}
