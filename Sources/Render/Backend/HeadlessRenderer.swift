import CSDL
import FoundationEssentials
import Glibc
import Layout
import Raster

/// An RGBA image in memory (bytes R, G, B, A per pixel, rows top to bottom): what a headless
/// render produces and what snapshot tests compare.
public struct RGBAImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Decodes a PNG (or any format SDL_image reads).
    public init(pngData data: Data) throws(SDLError) {
        let loaded: UnsafeMutablePointer<SDL_Surface>? = data.withUnsafeBytes { bytes in
            guard let rw = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)) else { return nil }
            return IMG_Load_RW(rw, 1)
        }
        guard let loaded else { throw SDLError.failed("IMG_Load_RW") }
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else {
            throw SDLError.failed("SDL_ConvertSurfaceFormat")
        }
        defer { SDL_FreeSurface(converted) }
        self = RGBAImage(surface: converted)
    }

    init(surface: UnsafeMutablePointer<SDL_Surface>) {
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        let pitch = Int(surface.pointee.pitch)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        SDL_LockSurface(surface)
        if let base = surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self) {
            pixels.withUnsafeMutableBufferPointer { out in
                for row in 0..<height {
                    (out.baseAddress! + row * width * 4).update(from: base + row * pitch, count: width * 4)
                }
            }
        }
        SDL_UnlockSurface(surface)
        self.init(width: width, height: height, pixels: pixels)
    }

    /// Encodes as PNG.
    public func pngData() throws(SDLError) -> Data {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("tessera-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).png")
            .path
        try writePNG(to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SDLError.call("reading \(path)", reason: "file vanished")
        }
        return data
    }

    public func writePNG(to path: String) throws(SDLError) {
        var copy = pixels
        let result: Int32 = copy.withUnsafeMutableBytes { bytes in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    bytes.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4),
                    SDL_PIXELFORMAT_ABGR8888.rawValue)
            else { return -2 }
            defer { SDL_FreeSurface(surface) }
            return IMG_SavePNG(surface, path)
        }
        if result == -2 { throw SDLError.failed("SDL_CreateRGBSurfaceWithFormatFrom") }
        if result != 0 { throw SDLError.failed("IMG_SavePNG(\(path))") }
    }
}

/// Renders any view to pixels with no window and no display (snapshots, `tessera screenshot`,
/// the icon, the benchmark) through the same rasteriser as the window. Output is
/// byte-identical from run to run with the same font files.
public final class HeadlessRenderer {
    public let pixelWidth: Int32
    public let pixelHeight: Int32
    public let rasterizer: Rasterizer
    public let measurer: SDLTextMeasurer
    /// The frame, cache-line aligned (as the benchmark's memset block is): 4K tiles are written out with
    /// non-temporal stores a row of a tile at a time, and a row that started inside a cache line
    /// made every tile row begin and end with a part-written line (a 4K frame written about a
    /// fifth slower than memset's aligned block).
    private let buffer: UnsafeMutableBufferPointer<UInt32>

    /// A renderer for a `size`-point image at `scale` pixels per point.
    public init(size: Size, scale: Double = 1, fonts: FontLibrary) throws(SDLError) {
        let width = (size.width * scale).rounded()
        let height = (size.height * scale).rounded()
        guard width.isFinite, height.isFinite, width * height <= 100_000_000 else {
            throw SDLError.call("an image of \(size.width)×\(size.height) points", reason: "too large")
        }
        pixelWidth = Int32(max(1, width))
        pixelHeight = Int32(max(1, height))
        let count = Int(pixelWidth) * Int(pixelHeight)
        buffer = UnsafeMutableBufferPointer(
            start: UnsafeMutableRawPointer.allocate(byteCount: count * 4, alignment: 64)
                .initializeMemory(as: UInt32.self, repeating: 0, count: count),
            count: count)
        rasterizer = Rasterizer(glyphs: fonts, scale: scale)
        measurer = SDLTextMeasurer(fonts: fonts, scale: scale)
    }

    deinit {
        buffer.baseAddress?.deallocate()
    }

    /// Draws a display list and returns the pixels. A `background` with alpha below 1 (the
    /// icon's clear) gives an image with transparency.
    public func render(_ list: DisplayList, background: Color) -> RGBAImage {
        draw(list, background: background)
        return image
    }

    /// The pixels as they stand after the last draw.
    public var image: RGBAImage {
        var bytes = [UInt8](repeating: 0, count: buffer.count * 4)
        for (i, pixel) in buffer.enumerated() {
            bytes[4 * i] = UInt8(truncatingIfNeeded: pixel >> 16)
            bytes[4 * i + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
            bytes[4 * i + 2] = UInt8(truncatingIfNeeded: pixel)
            bytes[4 * i + 3] = UInt8(truncatingIfNeeded: pixel >> 24)
        }
        return RGBAImage(width: Int(pixelWidth), height: Int(pixelHeight), pixels: bytes)
    }

    /// Draws without reading the pixels back: what a frame costs (the benchmark's measure).
    public func draw(_ list: DisplayList, background: Color) {
        rasterizer.draw(list, background: background, into: target(for: background))
    }

    /// The frame as the rasteriser paints it: opaque unless `background` lets what is behind
    /// show through.
    private func target(for background: Color) -> PixelTarget {
        let width = Int(pixelWidth)
        return PixelTarget(
            base: buffer.baseAddress!, width: width, height: Int(pixelHeight), stride: width,
            opaque: background.alpha >= 1)
    }

    /// Repaints only what changed since the last `drawChanges`, as the window does; the pixels
    /// end up exactly as `draw` leaves them.
    @discardableResult
    public func drawChanges(_ list: DisplayList, background: Color) -> Damage {
        rasterizer.drawChanges(list, background: background, into: target(for: background))
    }

    /// Lays out and draws `view` for the renderer's size.
    public func render(_ view: any View, background: Color) -> RGBAImage {
        let size = Size(
            width: Double(pixelWidth) / rasterizer.scale, height: Double(pixelHeight) / rasterizer.scale)
        return render(layout(view, in: size, measurer: measurer), background: background)
    }
}
