import CSDL
import Foundation

/// Starts SDL's video subsystem once, refusing SDL's silent fallback to an invisible
/// `offscreen` window when there is no display.
public enum SDLVideo {
    public static func start() throws(SDLError) {
        let environment = ProcessInfo.processInfo.environment
        let driver = environment["SDL_VIDEODRIVER"]
        let forced = driver == "offscreen" || driver == "dummy"
        if !forced && environment["DISPLAY"].map({ $0.isEmpty }) ?? true
            && environment["WAYLAND_DISPLAY"].map({ $0.isEmpty }) ?? true
        {
            throw SDLError.noDisplay
        }
        // X11 sets the UTF-8 window title (_NET_WM_NAME) only under a UTF-8 locale; without one
        // "Tessera — Sudoku" never reaches the window manager.
        let locale = setlocale(LC_CTYPE, "").map { String(cString: $0) } ?? "C"
        if !locale.uppercased().contains("UTF-8") && !locale.uppercased().contains("UTF8") {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        if SDL_WasInit(UInt32(SDL_INIT_VIDEO)) == 0 && SDL_Init(UInt32(SDL_INIT_VIDEO)) != 0 {
            throw SDLError.failed("SDL_Init(SDL_INIT_VIDEO)")
        }
        if !forced, let current = SDL_GetCurrentVideoDriver().map({ String(cString: $0) }),
            current == "offscreen" || current == "dummy"
        {
            throw SDLError.noDisplay
        }
    }
}

/// An SDL window and its renderer, owned together and destroyed together.
public final class Window {
    public let pointer: OpaquePointer
    public let renderer: OpaquePointer
    public let canvas: Canvas
    public let measurer: SDLTextMeasurer

    /// Opens a resizable, HiDPI-aware window of `size` points.
    public init(title: String, size: Size, fonts: FontLibrary, software: Bool = false) throws(SDLError) {
        if software {
            SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
            // Without this SDL presents a software window through an OpenGL texture, loading
            // Mesa (about 100 MiB) for nothing.
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_HIDDEN.rawValue
        guard
            let window = SDL_CreateWindow(
                title, SDLConstants.windowPositionCentered, SDLConstants.windowPositionCentered,
                Int32(size.width), Int32(size.height), flags)
        else { throw SDLError.failed("SDL_CreateWindow") }
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1")
        let rendererFlags = software ? SDL_RENDERER_SOFTWARE.rawValue : SDL_RENDERER_ACCELERATED.rawValue
        guard let renderer = SDL_CreateRenderer(window, -1, rendererFlags) ?? SDL_CreateRenderer(window, -1, 0) else {
            SDL_DestroyWindow(window)
            throw SDLError.failed("SDL_CreateRenderer")
        }
        pointer = window
        self.renderer = renderer
        canvas = Canvas(renderer: renderer, fonts: fonts, scale: 1)
        measurer = SDLTextMeasurer(fonts: fonts, scale: 1)
        SDL_SetWindowMinimumSize(window, 1, 1)
        updateScale()
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(pointer)
    }

    public func show() {
        SDL_ShowWindow(pointer)
    }

    public var title: String {
        get { String(cString: SDL_GetWindowTitle(pointer)) }
        set { SDL_SetWindowTitle(pointer, newValue) }
    }

    /// The window's size in points (layout space).
    public var size: Size {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSize(pointer, &w, &h)
        return Size(width: Double(max(1, w)), height: Double(max(1, h)))
    }

    public func setSize(_ size: Size) {
        SDL_SetWindowSize(pointer, Int32(size.width), Int32(size.height))
    }

    /// Pixels per point, from the renderer's output size (2 on a HiDPI screen).
    @discardableResult
    public func updateScale() -> Double {
        var pw: Int32 = 0
        var ph: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        let scale = max(1, Double(pw) / size.width)
        canvas.scale = scale
        measurer.scale = scale
        return scale
    }

    public var isFullscreen: Bool {
        SDL_GetWindowFlags(pointer) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0
    }

    public func toggleFullscreen() {
        SDL_SetWindowFullscreen(pointer, isFullscreen ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
    }

    /// Draws and presents one frame.
    public func present(_ list: DisplayList, background: Color) {
        canvas.draw(list, background: background)
        SDL_RenderPresent(renderer)
    }

    /// The renderer SDL picked ("opengl", "software", …), for the benchmark and diagnostics.
    public var rendererName: String {
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        return info.name.map { String(cString: $0) } ?? "unknown"
    }
}
