import CSDL
import Foundation
import Layout

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

/// An SDL window and how its frames reach the screen. By default the rasteriser paints
/// straight into the window's own surface, which SDL hands to X11 (no SDL_Renderer, no OpenGL:
/// the smallest memory and start-up); with `software: false` frames go through an accelerated
/// SDL_Renderer as a streaming texture.
public final class Window {
    public let pointer: OpaquePointer
    public let rasterizer: Rasterizer
    public let measurer: SDLTextMeasurer
    private let renderer: OpaquePointer?
    private var texture: OpaquePointer?
    private var textureSize: (width: Int32, height: Int32) = (0, 0)
    /// Used when the window surface is not 32-bit ARGB/XRGB: painted, then converted by SDL.
    private var scratch: [UInt32] = []
    var handCursor: SystemCursor?
    var arrowCursor: SystemCursor?
    var handCursorShown = false

    /// Opens a resizable, HiDPI-aware window of `size` points.
    public init(title: String, size: Size, fonts: FontLibrary, software: Bool = true) throws(SDLError) {
        // Without this SDL may back the window surface with an OpenGL texture, loading Mesa
        // (about 100 MiB) for nothing.
        if software { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_HIDDEN.rawValue
        guard
            let window = SDL_CreateWindow(
                title, SDLConstants.windowPositionCentered, SDLConstants.windowPositionCentered,
                Int32(size.width), Int32(size.height), flags)
        else { throw SDLError.failed("SDL_CreateWindow") }
        if software {
            renderer = nil
        } else {
            guard
                let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue)
                    ?? SDL_CreateRenderer(window, -1, 0)
            else {
                SDL_DestroyWindow(window)
                throw SDLError.failed("SDL_CreateRenderer")
            }
            self.renderer = renderer
        }
        pointer = window
        rasterizer = Rasterizer(glyphs: fonts, scale: 1)
        measurer = SDLTextMeasurer(fonts: fonts, scale: 1)
        SDL_SetWindowMinimumSize(window, 1, 1)
        updateScale()
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        if let renderer { SDL_DestroyRenderer(renderer) }
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

    /// The drawable size in pixels (larger than `size` on a HiDPI screen).
    private var pixelSize: (width: Int32, height: Int32) {
        var w: Int32 = 0
        var h: Int32 = 0
        if let renderer {
            SDL_GetRendererOutputSize(renderer, &w, &h)
        } else {
            SDL_GetWindowSizeInPixels(pointer, &w, &h)
        }
        return (max(1, w), max(1, h))
    }

    /// Pixels per point (2 on a HiDPI screen).
    @discardableResult
    public func updateScale() -> Double {
        let scale = max(1, Double(pixelSize.width) / size.width)
        rasterizer.scale = scale
        measurer.scale = scale
        return scale
    }

    public var isFullscreen: Bool {
        SDL_GetWindowFlags(pointer) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0
    }

    public func toggleFullscreen() {
        SDL_SetWindowFullscreen(pointer, isFullscreen ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
    }

    /// Draws and presents one frame. A frame that cannot reach the screen (the surface is gone
    /// mid-resize) is skipped: the resize brings another.
    public func present(_ list: DisplayList, background: Color) {
        if renderer != nil {
            presentThroughRenderer(list, background: background)
        } else {
            presentToSurface(list, background: background)
        }
    }

    private func presentToSurface(_ list: DisplayList, background: Color) {
        guard let surface = SDL_GetWindowSurface(pointer) else { return }
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        guard width > 0, height > 0, let format = surface.pointee.format else { return }
        let direct =
            format.pointee.BytesPerPixel == 4 && format.pointee.Rmask == 0x00FF_0000
            && format.pointee.Gmask == 0x0000_FF00 && format.pointee.Bmask == 0x0000_00FF
        SDL_LockSurface(surface)
        if direct, let pixels = surface.pointee.pixels {
            let target = PixelTarget(
                base: pixels.assumingMemoryBound(to: UInt32.self), width: width, height: height,
                stride: Int(surface.pointee.pitch) / 4, opaque: true)
            rasterizer.draw(list, background: background, into: target)
        } else if let pixels = surface.pointee.pixels {
            if scratch.count != width * height { scratch = [UInt32](repeating: 0, count: width * height) }
            scratch.withUnsafeMutableBufferPointer { buffer in
                let target = PixelTarget(
                    base: buffer.baseAddress!, width: width, height: height, stride: width, opaque: true)
                rasterizer.draw(list, background: background, into: target)
                _ = SDL_ConvertPixels(
                    Int32(width), Int32(height), SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress,
                    Int32(width * 4), format.pointee.format, pixels, surface.pointee.pitch)
            }
        }
        SDL_UnlockSurface(surface)
        SDL_UpdateWindowSurface(pointer)
    }

    private func presentThroughRenderer(_ list: DisplayList, background: Color) {
        guard let renderer else { return }
        let size = pixelSize
        if texture == nil || textureSize != size {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                size.width, size.height)
            textureSize = size
        }
        guard let texture else { return }
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, nil, &pixels, &pitch) == 0, let pixels else { return }
        let target = PixelTarget(
            base: pixels.assumingMemoryBound(to: UInt32.self), width: Int(size.width), height: Int(size.height),
            stride: Int(pitch) / 4, opaque: true)
        rasterizer.draw(list, background: background, into: target)
        SDL_UnlockTexture(texture)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }

    /// How frames reach the screen ("window surface", or the SDL_Renderer's name such as
    /// "opengl"), for the benchmark and diagnostics.
    public var rendererName: String {
        guard let renderer else { return "window surface" }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        return info.name.map { String(cString: $0) } ?? "unknown"
    }
}
