import CSDL
import FoundationEssentials
import Glibc
import Layout
import Raster

/// Starts SDL's video subsystem once, refusing SDL's silent fallback to an invisible
/// `offscreen` window when there is no display.
public enum SDLVideo {
    /// Sets what SDL must know before `SDL_Init` and starts its video subsystem.
    /// `applicationID` (reverse DNS) becomes the X11 WM_CLASS and the Wayland app id, which
    /// desktops match against the installed desktop file; `applicationName` is what they show
    /// for it. The screensaver stays allowed and the compositor on: a puzzle game is neither a
    /// film nor a shooter.
    public static func start(applicationID: String, applicationName: String) throws(SDLError) {
        let environment = ProcessInfo.processInfo.environment
        let driver = environment["SDL_VIDEODRIVER"]
        let forced = driver == "offscreen" || driver == "dummy"
        if !forced && environment["DISPLAY"].map({ $0.isEmpty }) ?? true
            && environment["WAYLAND_DISPLAY"].map({ $0.isEmpty }) ?? true
        {
            throw SDLError.noDisplay
        }
        // X11 sets the UTF-8 window title (_NET_WM_NAME) only under a UTF-8 locale; without one
        // "Tessera — <game>" never reaches the window manager.
        let locale = setlocale(LC_CTYPE, "").map { String(cString: $0) } ?? "C"
        if !locale.uppercased().contains("UTF-8") && !locale.uppercased().contains("UTF8") {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        SDL_SetHint(SDL_HINT_APP_NAME, applicationName)
        // SDL 2.26 reads these from the environment only; a value the user set wins.
        setenv("SDL_VIDEO_X11_WMCLASS", applicationID, 0)
        setenv("SDL_VIDEO_WAYLAND_WMCLASS", applicationID, 0)
        if SDL_WasInit(UInt32(SDL_INIT_VIDEO)) == 0
            && withStartEnvironment(environment, { SDL_Init(UInt32(SDL_INIT_VIDEO)) }) != 0
        {
            throw SDLError.failed("SDL_Init(SDL_INIT_VIDEO)")
        }
        if !forced, let current = SDL_GetCurrentVideoDriver().map({ String(cString: $0) }),
            current == "offscreen" || current == "dummy"
        {
            throw SDLError.noDisplay
        }
    }

    /// Runs `body` (SDL_Init) with two variables of the environment changed for that one call,
    /// then puts the player's own values back, so programs started later (a PDF viewer) inherit
    /// them. Called before the program starts any thread that reads the environment (glibc's
    /// `setenv` is not safe against a `getenv` on another thread).
    /// - `XCOMPOSEFILE` names an empty file. On X11, SDL_Init opens an input method, and
    ///   libX11's own one parses the locale's whole Compose file (thousands of sequences) while
    ///   opening: a third of the instructions to the first frame. Tessera takes no typed text (no
    ///   text field, no `SDL_TEXTINPUT`; keys are read as key codes), so that table is never used.
    /// - `DBUS_SESSION_BUS_ADDRESS`, when there is no session bus to reach
    ///   (`SessionBusAddress.find`), names a kind of address libdbus does not know. SDL_Init
    ///   connects to the session bus (for a screensaver inhibition and input methods that Tessera
    ///   does not use); with no bus, libdbus would fork and run `dbus-launch --autolaunch`
    ///   instead, which starts a bus of its own that outlives the game (and took a few
    ///   milliseconds of the start on the window's thread, waiting for the child). Now SDL's
    ///   connection fails at once and SDL gives up on D-Bus, as it does when libdbus is missing.
    private static func withStartEnvironment<Result>(_ environment: [String: String], _ body: () -> Result) -> Result {
        var changed: [(name: String, saved: String?)] = []
        func set(_ name: String, _ value: String) {
            changed.append((name, getenv(name).map { String(cString: $0) }))
            setenv(name, value, 1)
        }
        set("XCOMPOSEFILE", "/dev/null")
        if SessionBusAddress.find(in: environment) == nil { set("DBUS_SESSION_BUS_ADDRESS", noBusAddress) }
        defer {
            for (name, saved) in changed {
                if let saved { setenv(name, saved, 1) } else { unsetenv(name) }
            }
        }
        return body()
    }

    /// An address libdbus refuses without a system call ("unknown address type").
    static let noBusAddress = "tessera-no-session-bus:"

    /// The video driver SDL chose ("x11", "wayland"…).
    public static var driver: String {
        SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
    }
}

/// How frames reach the screen.
public enum Presentation: Sendable {
    /// The window surface where SDL has one (X11), an SDL renderer's texture where it has not
    /// (Wayland).
    case automatic
    /// The window surface only: a frame fails where there is none.
    case windowSurface
    /// An accelerated SDL renderer (OpenGL) always.
    case gpu
}

/// An SDL window and how its frames reach the screen. By default the rasteriser paints
/// straight into the window's own surface, which SDL hands to X11 (no SDL_Renderer, no OpenGL:
/// the smallest memory and start-up). Where SDL has no window surface (its Wayland driver) or
/// with `software: false`, frames go through an SDL_Renderer as a streaming texture of the
/// same pixels.
///
/// Sizes: layout works in points; the rasteriser in pixels. `uiScale` (the desktop's scale
/// times the player's zoom) maps points to SDL's window units, and the drawable's pixels per
/// window unit (2 on a Wayland output at scale 2) complete the raster scale.
public final class Window {
    public let pointer: OpaquePointer
    public let rasterizer: Rasterizer
    public let measurer: SDLTextMeasurer
    private var renderer: OpaquePointer?
    private var texture: OpaquePointer?
    private var textureSize: (width: Int32, height: Int32) = (0, 0)
    /// The renderer's largest texture (SDL_RendererInfo; 0 where it names no limit).
    private var textureLimit: (width: Int32, height: Int32) = (0, 0)
    /// The texture's pixels per drawable pixel: 1, or less while the window is larger than the
    /// renderer's largest texture (`textureFit`).
    private var textureFactor = 1.0
    /// Used when the window surface is not 32-bit ARGB/XRGB: painted, then converted by SDL.
    private var scratch: [UInt32] = []
    var handCursor: SystemCursor?
    var arrowCursor: SystemCursor?
    var handCursorShown = false
    /// The desktop's scale (Xft.dpi, GDK_SCALE on X11; 1 where SDL scales the drawable itself).
    public let desktopScale: Double
    private let presentation: Presentation
    /// The normal position and size while the window fills the screen by itself (full screen
    /// with no window manager).
    private var screenFilling: SDL_Rect?
    /// The player's zoom on top of the desktop's scale.
    public var zoom: Double {
        didSet { updateScale() }
    }
    /// Window units per point.
    public var uiScale: Double { desktopScale * zoom }

    /// Opens a resizable, HiDPI-aware window of `size` points, kept within the display's usable
    /// area (a size remembered on a larger screen opens whole, centred).
    public init(
        title: String, size: Size, fonts: FontLibrary, presentation: Presentation = .automatic,
        desktopScale: Double = 1, zoom: Double = 1, maximized: Bool = false
    ) throws(SDLError) {
        self.presentation = presentation
        let software = presentation != .gpu
        self.desktopScale = desktopScale
        self.zoom = zoom
        // Without this SDL may back the window surface with an OpenGL texture, loading Mesa
        // (about 100 MiB) for nothing.
        if software { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_HIDDEN.rawValue
        if maximized { flags |= SDL_WINDOW_MAXIMIZED.rawValue }
        let units = Self.fitted(
            width: size.width * desktopScale * zoom, height: size.height * desktopScale * zoom,
            within: Self.usableBounds())
        guard
            let window = SDL_CreateWindow(
                title, SDLConstants.windowPositionCentered, SDLConstants.windowPositionCentered,
                units.width, units.height, flags)
        else { throw SDLError.failed("SDL_CreateWindow") }
        pointer = window
        rasterizer = Rasterizer(glyphs: fonts, scale: 1)
        measurer = SDLTextMeasurer(fonts: fonts, scale: 1)
        if presentation == .gpu || (presentation == .automatic && SDL_GetWindowSurface(window) == nil) {
            // SDL's Wayland driver has no window surface without framebuffer acceleration:
            // present through a renderer there instead of drawing nothing.
            do throws(SDLError) {
                let made = try Self.makeRenderer(for: window)
                renderer = made
                textureLimit = Self.textureLimit(of: made)
            } catch {
                SDL_DestroyWindow(window)
                throw error
            }
        }
        SDL_SetWindowMinimumSize(window, 1, 1)
        updateScale()
    }

    private static func makeRenderer(for window: OpaquePointer) throws(SDLError) -> OpaquePointer {
        guard
            let renderer = SDL_CreateRenderer(
                window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue)
                ?? SDL_CreateRenderer(window, -1, 0)
        else { throw SDLError.failed("SDL_CreateRenderer (the window has no surface to draw into)") }
        return renderer
    }

    /// The largest texture `renderer` takes, (0, 0) when it names no limit.
    private static func textureLimit(of renderer: OpaquePointer) -> (width: Int32, height: Int32) {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0 else { return (0, 0) }
        return (max(0, info.max_texture_width), max(0, info.max_texture_height))
    }

    /// The texture a frame of `pixels` is painted into when the renderer's textures are at most
    /// `limit` (0 in a dimension: no limit). The frame itself where it fits; a window larger
    /// than the largest texture (a 17000-pixel-wide window on a renderer limited to 16384) is
    /// painted smaller by one factor for both sides, keeping its shape, and the renderer
    /// stretches it over the whole window: the game stays on screen, slightly soft, instead of
    /// a failed `SDL_CreateTexture` ending it. `factor` is the texture's pixels per drawable
    /// pixel, by which the raster scale shrinks.
    public static func textureFit(
        pixels: (width: Int32, height: Int32), limit: (width: Int32, height: Int32)
    ) -> (width: Int32, height: Int32, factor: Double) {
        let width = max(1, pixels.width)
        let height = max(1, pixels.height)
        let fitsWidth = limit.width > 0 ? min(1, Double(limit.width) / Double(width)) : 1
        let fitsHeight = limit.height > 0 ? min(1, Double(limit.height) / Double(height)) : 1
        let factor = min(fitsWidth, fitsHeight)
        guard factor < 1 else { return (width, height, 1) }
        func scaled(_ side: Int32, within bound: Int32) -> Int32 {
            let fitted = max(1, Int32((Double(side) * factor).rounded(.down)))
            return bound > 0 ? min(bound, fitted) : fitted
        }
        return (scaled(width, within: limit.width), scaled(height, within: limit.height), factor)
    }

    /// The usable area of the first display (without panels), or nil when SDL cannot tell.
    private static func usableBounds() -> SDL_Rect? {
        var bounds = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &bounds) == 0, bounds.w > 0, bounds.h > 0 else { return nil }
        return bounds
    }

    /// A size in window units no larger than `bounds`, keeping at least one unit.
    static func fitted(width: Double, height: Double, within bounds: SDL_Rect?) -> (width: Int32, height: Int32) {
        var w = max(1, min(16384, width.isFinite ? width.rounded() : 1))
        var h = max(1, min(16384, height.isFinite ? height.rounded() : 1))
        if let bounds {
            w = min(w, Double(bounds.w))
            h = min(h, Double(bounds.h))
        }
        return (Int32(w), Int32(h))
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        if let renderer { SDL_DestroyRenderer(renderer) }
        SDL_DestroyWindow(pointer)
    }

    public func show() {
        SDL_ShowWindow(pointer)
        keepOnScreen()
    }

    /// Brings the window in front of the others and asks for the keyboard, out of the taskbar
    /// first if it was minimised (a second start of Tessera asked for it).
    public func raise() {
        if SDL_GetWindowFlags(pointer) & SDL_WINDOW_MINIMIZED.rawValue != 0 { SDL_RestoreWindow(pointer) }
        SDL_RaiseWindow(pointer)
    }

    /// Moves the window back inside the usable area when its frame (known once the window
    /// manager has decorated it) pushes it off, shrinking it if it cannot fit.
    public func keepOnScreen() {
        guard let bounds = Self.usableBounds() else { return }
        var top: Int32 = 0
        var left: Int32 = 0
        var bottom: Int32 = 0
        var right: Int32 = 0
        if SDL_GetWindowBordersSize(pointer, &top, &left, &bottom, &right) != 0 {
            (top, left, bottom, right) = (0, 0, 0, 0)
        }
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSize(pointer, &w, &h)
        var x: Int32 = 0
        var y: Int32 = 0
        SDL_GetWindowPosition(pointer, &x, &y)
        let fitW = min(w, bounds.w - left - right)
        let fitH = min(h, bounds.h - top - bottom)
        if fitW != w || fitH != h, fitW > 0, fitH > 0 { SDL_SetWindowSize(pointer, fitW, fitH) }
        let newX = min(max(x, bounds.x + left), bounds.x + bounds.w - right - max(fitW, 1))
        let newY = min(max(y, bounds.y + top), bounds.y + bounds.h - bottom - max(fitH, 1))
        if newX != x || newY != y { SDL_SetWindowPosition(pointer, newX, newY) }
    }

    public var title: String {
        get { String(cString: SDL_GetWindowTitle(pointer)) }
        set { SDL_SetWindowTitle(pointer, newValue) }
    }

    /// The window's size in SDL's window units (pixels on X11, logical units on Wayland).
    private var unitSize: (width: Int32, height: Int32) {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSize(pointer, &w, &h)
        return (max(1, w), max(1, h))
    }

    /// The window's size in points (layout space).
    public var size: Size {
        let units = unitSize
        return Size(width: Double(units.width) / uiScale, height: Double(units.height) / uiScale)
    }

    /// Resizes the window to `size` points.
    public func setSize(_ size: Size) {
        let units = Self.fitted(width: size.width * uiScale, height: size.height * uiScale, within: nil)
        SDL_SetWindowSize(pointer, units.width, units.height)
    }

    /// A position from an SDL mouse event (window units) in points.
    public func point(x: Int32, y: Int32) -> Point {
        Point(x: Double(x) / uiScale, y: Double(y) / uiScale)
    }

    /// The drawable size in pixels (larger than the window units on a HiDPI Wayland output).
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

    /// Pixels per point: the drawable's pixels per window unit times the UI scale (times the
    /// texture's share of the drawable when the window outgrows the renderer's textures).
    @discardableResult
    public func updateScale() -> Double {
        let pixels = pixelSize
        textureFactor = renderer == nil ? 1 : Self.textureFit(pixels: pixels, limit: textureLimit).factor
        let scale = max(0.25, Double(pixels.width) / Double(unitSize.width)) * uiScale * textureFactor
        rasterizer.scale = scale
        measurer.scale = scale
        return scale
    }

    public var isFullscreen: Bool {
        screenFilling != nil || SDL_GetWindowFlags(pointer) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0
    }

    public var isMaximized: Bool {
        SDL_GetWindowFlags(pointer) & SDL_WINDOW_MAXIMIZED.rawValue != 0
    }

    /// Full screen through the window manager (`_NET_WM_STATE_FULLSCREEN`). With no window
    /// manager to ask, SDL would report the screen's size while the X window kept its own; the
    /// window is then made borderless and screen-sized itself, and put back on the way out.
    public func toggleFullscreen() {
        if let normal = screenFilling {
            screenFilling = nil
            SDL_SetWindowBordered(pointer, SDL_TRUE)
            SDL_SetWindowSize(pointer, normal.w, normal.h)
            SDL_SetWindowPosition(pointer, normal.x, normal.y)
            return
        }
        if !isFullscreen, SDLVideo.driver == "x11", !X11WindowManager.isRunning() {
            var bounds = SDL_Rect()
            guard SDL_GetDisplayBounds(max(0, SDL_GetWindowDisplayIndex(pointer)), &bounds) == 0 else { return }
            var normal = SDL_Rect()
            SDL_GetWindowPosition(pointer, &normal.x, &normal.y)
            SDL_GetWindowSize(pointer, &normal.w, &normal.h)
            screenFilling = normal
            SDL_SetWindowBordered(pointer, SDL_FALSE)
            SDL_SetWindowPosition(pointer, bounds.x, bounds.y)
            SDL_SetWindowSize(pointer, bounds.w, bounds.h)
            return
        }
        SDL_SetWindowFullscreen(pointer, isFullscreen ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
    }

    /// The window manager's icon (`_NET_WM_ICON` on X11).
    public func setIcon(_ image: RGBAImage) {
        var pixels = image.pixels
        pixels.withUnsafeMutableBytes { bytes in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    bytes.baseAddress, Int32(image.width), Int32(image.height), 32, Int32(image.width * 4),
                    SDL_PIXELFORMAT_ABGR8888.rawValue)
            else { return }
            SDL_SetWindowIcon(pointer, surface)
            SDL_FreeSurface(surface)
        }
    }

    /// Draws and presents one frame; throws when it cannot reach the screen, so that a window
    /// never sits silently blank.
    public func present(_ list: DisplayList, background: Color) throws(SDLError) {
        if renderer == nil, presentation == .automatic, SDL_GetWindowSurface(pointer) == nil {
            let made = try Self.makeRenderer(for: pointer)
            renderer = made
            textureLimit = Self.textureLimit(of: made)
            rasterizer.invalidate()
            updateScale()
        }
        if renderer != nil {
            try presentThroughRenderer(list, background: background)
        } else {
            try presentToSurface(list, background: background)
        }
    }

    /// Forgets what is on screen: the next frame is painted and sent whole (the window was
    /// exposed, shown again or its surface may have been replaced).
    public func invalidate() {
        rasterizer.invalidate()
    }

    /// Lets go of what only other screens, sizes and zoom steps needed, when the window goes
    /// idle: the masks the screen on show does not use (`Rasterizer.releaseUnshown`), and the sizes
    /// measured, texts fitted and fonts opened that the latest layout did not use
    /// (`SDLTextMeasurer.releaseUnused`). A long session's caches otherwise sit at their bounds.
    /// What the screen on show uses stays: dropped, it was made again by the next frames, a few
    /// times a minute of play.
    public func releaseIdleMemory() {
        rasterizer.releaseUnshown()
        measurer.releaseUnused()
    }

    /// The display's refresh rate in frames per second: the current mode of the display the
    /// window is on, 60 when SDL does not know it. Not `SDL_GetWindowDisplayMode`: that is the
    /// mode a fullscreen window would switch to, and finding it lists the display's modes, which
    /// on X11 asks RandR for the screen's resources afresh (`XRRGetScreenResources`, a probe of
    /// every output that can take tens of milliseconds on real monitors) before the first frame.
    /// The current mode is what SDL read when it started (`XRRGetScreenResourcesCurrent`).
    public var refreshRate: Double {
        var mode = SDL_DisplayMode()
        if SDL_GetCurrentDisplayMode(max(0, SDL_GetWindowDisplayIndex(pointer)), &mode) == 0, mode.refresh_rate > 0 {
            return Double(mode.refresh_rate)
        }
        return 60
    }

    /// What the last frame repainted and sent to the screen (for diagnostics and tests).
    public private(set) var lastDamage: Damage = .full

    /// Paints only what changed into the window surface (which keeps the last frame) and sends
    /// only those rectangles to the screen with `SDL_UpdateWindowSurfaceRects`.
    private func presentToSurface(_ list: DisplayList, background: Color) throws(SDLError) {
        guard let surface = SDL_GetWindowSurface(pointer) else { throw SDLError.failed("SDL_GetWindowSurface") }
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        guard width > 0, height > 0, let format = surface.pointee.format else {
            throw SDLError.call("SDL_GetWindowSurface", reason: "a surface of \(width)×\(height) pixels")
        }
        let direct =
            format.pointee.BytesPerPixel == 4 && format.pointee.Rmask == 0x00FF_0000
            && format.pointee.Gmask == 0x0000_FF00 && format.pointee.Bmask == 0x0000_00FF
        var damage = Damage.full
        SDL_LockSurface(surface)
        if direct, let pixels = surface.pointee.pixels {
            let target = PixelTarget(
                base: pixels.assumingMemoryBound(to: UInt32.self), width: width, height: height,
                stride: Int(surface.pointee.pitch) / 4, opaque: true)
            damage = rasterizer.drawChanges(list, background: background, into: target)
        } else if let pixels = surface.pointee.pixels {
            if scratch.count != width * height {
                scratch = [UInt32](repeating: 0, count: width * height)
                rasterizer.invalidate()
            }
            scratch.withUnsafeMutableBufferPointer { buffer in
                let target = PixelTarget(
                    base: buffer.baseAddress!, width: width, height: height, stride: width, opaque: true)
                damage = rasterizer.drawChanges(list, background: background, into: target)
                let rects = damage.rects(width: width, height: height)
                for rect in rects {
                    let bytesPerPixel = Int(format.pointee.BytesPerPixel)
                    let destination = pixels + rect.y * Int(surface.pointee.pitch) + rect.x * bytesPerPixel
                    _ = SDL_ConvertPixels(
                        Int32(rect.width), Int32(rect.height), SDL_PIXELFORMAT_ARGB8888.rawValue,
                        buffer.baseAddress! + rect.y * width + rect.x, Int32(width * 4), format.pointee.format,
                        destination, surface.pointee.pitch)
                }
            }
        }
        SDL_UnlockSurface(surface)
        lastDamage = damage
        switch damage {
        case .full:
            if SDL_UpdateWindowSurface(pointer) != 0 { throw SDLError.failed("SDL_UpdateWindowSurface") }
        case .rects(let rects):
            guard !rects.isEmpty else { return }
            var sdlRects = rects.map {
                SDL_Rect(x: Int32($0.x), y: Int32($0.y), w: Int32($0.width), h: Int32($0.height))
            }
            if SDL_UpdateWindowSurfaceRects(pointer, &sdlRects, Int32(sdlRects.count)) != 0 {
                throw SDLError.failed("SDL_UpdateWindowSurfaceRects")
            }
        }
    }

    /// The frame kept in memory for the texture path: a streaming texture's locked pixels are
    /// write-only, so the changed rectangles are painted here and uploaded with SDL_UpdateTexture.
    private var frame: [UInt32] = []

    private func presentThroughRenderer(_ list: DisplayList, background: Color) throws(SDLError) {
        guard let renderer else { return }
        let fit = Self.textureFit(pixels: pixelSize, limit: textureLimit)
        // The drawable outgrew (or came back within) the largest texture without a resize event
        // having said so: the raster scale follows before painting.
        if fit.factor != textureFactor { updateScale() }
        let size = (width: fit.width, height: fit.height)
        if texture == nil || textureSize != size {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                size.width, size.height)
            if let texture {
                SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
                // Stretched over a window larger than any texture: smooth rather than blocky.
                SDL_SetTextureScaleMode(texture, fit.factor < 1 ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
            }
            textureSize = size
            rasterizer.invalidate()
        }
        guard let texture else { throw SDLError.failed("SDL_CreateTexture") }
        let width = Int(size.width)
        let height = Int(size.height)
        if frame.count != width * height {
            frame = [UInt32](repeating: 0, count: width * height)
            rasterizer.invalidate()
        }
        let failed: String? = frame.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            let target = PixelTarget(base: base, width: width, height: height, stride: width, opaque: true)
            let damage = rasterizer.drawChanges(list, background: background, into: target)
            lastDamage = damage
            for rect in damage.rects(width: width, height: height) {
                var sdlRect = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
                if SDL_UpdateTexture(texture, &sdlRect, base + rect.y * width + rect.x, Int32(width * 4)) != 0 {
                    return "SDL_UpdateTexture"
                }
            }
            return nil
        }
        if let failed { throw SDLError.failed(failed) }
        if case .rects(let rects) = lastDamage, rects.isEmpty { return }
        // The back buffer holds nothing reliable after a present: the whole texture is drawn.
        if SDL_RenderCopy(renderer, texture, nil, nil) != 0 { throw SDLError.failed("SDL_RenderCopy") }
        SDL_RenderPresent(renderer)
    }

    /// The renderer's largest texture as "WIDTHxHEIGHT" ("none" without a renderer, "0x0" where
    /// it names no limit), for the first frame's notes and the `--gpu` check.
    public var largestTexture: String {
        renderer == nil ? "none" : "\(textureLimit.width)x\(textureLimit.height)"
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

/// Whether an EWMH window manager runs on the X display: it keeps `_NET_SUPPORTING_WM_CHECK`
/// on the root window (SDL interns the atom itself, so the atom alone says nothing).
enum X11WindowManager {
    static func isRunning() -> Bool {
        guard let library = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD),
            let openSymbol = dlsym(library, "XOpenDisplay"), let atomSymbol = dlsym(library, "XInternAtom"),
            let rootSymbol = dlsym(library, "XDefaultRootWindow"),
            let propertySymbol = dlsym(library, "XGetWindowProperty"), let freeSymbol = dlsym(library, "XFree"),
            let closeSymbol = dlsym(library, "XCloseDisplay")
        else { return true }
        typealias Open = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
        typealias InternAtom = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32) -> UInt
        typealias Root = @convention(c) (OpaquePointer?) -> UInt
        typealias GetProperty =
            @convention(c) (
                OpaquePointer?, UInt, UInt, Int, Int, Int32, UInt, UnsafeMutablePointer<UInt>?,
                UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<UInt>?, UnsafeMutablePointer<UInt>?,
                UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?
            ) -> Int32
        typealias Free = @convention(c) (UnsafeMutableRawPointer?) -> Int32
        typealias Close = @convention(c) (OpaquePointer?) -> Int32
        guard let display = unsafeBitCast(openSymbol, to: Open.self)(nil) else { return true }
        defer { _ = unsafeBitCast(closeSymbol, to: Close.self)(display) }
        let atom = unsafeBitCast(atomSymbol, to: InternAtom.self)(display, "_NET_SUPPORTING_WM_CHECK", 1)
        guard atom != 0 else { return false }
        let root = unsafeBitCast(rootSymbol, to: Root.self)(display)
        var type: UInt = 0
        var format: Int32 = 0
        var count: UInt = 0
        var after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        // AnyPropertyType is 0; Success is 0.
        let status = unsafeBitCast(propertySymbol, to: GetProperty.self)(
            display, root, atom, 0, 1, 0, 0, &type, &format, &count, &after, &data)
        if let data { _ = unsafeBitCast(freeSymbol, to: Free.self)(data) }
        return status == 0 && count > 0
    }
}

extension Damage {
    /// The rectangles to send for a `width`×`height` frame: all of it for `.full`.
    func rects(width: Int, height: Int) -> [PixelRect] {
        switch self {
        case .full: [PixelRect(x: 0, y: 0, width: width, height: height)]
        case .rects(let rects): rects
        }
    }
}
