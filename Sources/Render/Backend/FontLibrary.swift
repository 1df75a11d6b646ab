import CSDL
import Foundation
import Layout

/// An open TrueType font at one pixel size; closed when released.
final class TTFFont {
    let pointer: OpaquePointer

    init(path: String, pixelSize: Int32) throws(SDLError) {
        guard let font = TTF_OpenFont(path, pixelSize) else { throw SDLError.failed("TTF_OpenFont(\(path))") }
        pointer = font
    }

    deinit {
        TTF_CloseFont(pointer)
    }
}

/// Finds the system fonts (DejaVu Sans, regular and bold) and opens them at each pixel size
/// once. `TESSERA_FONT` / `TESSERA_FONT_BOLD` (or the init's paths) override the search.
public final class FontLibrary {
    public let regularPath: String
    public let boldPath: String
    private var fonts: [FontKey: TTFFont] = [:]

    private struct FontKey: Hashable {
        let bold: Bool
        let pixelSize: Int32
    }

    static let searchDirectories = [
        "/usr/share/fonts/truetype/dejavu",
        "/usr/share/fonts/TTF",
        "/usr/share/fonts/dejavu",
        "/usr/local/share/fonts",
    ]

    /// Locates the fonts and starts SDL_ttf; throws a readable error when none is found.
    public init(regular: String? = nil, bold: String? = nil) throws(SDLError) {
        let environment = ProcessInfo.processInfo.environment
        let fileManager = FileManager.default
        if TTF_WasInit() == 0 && TTF_Init() != 0 { throw SDLError.failed("TTF_Init") }
        func locate(_ explicit: String?, _ variable: String, _ name: String) throws(SDLError) -> String {
            if let path = explicit ?? environment[variable] {
                let origin = explicit == nil ? variable : "the command line"
                if let problem = Self.problem(withFontAt: path) {
                    throw SDLError.fontMissing("\(path) (from \(origin)) \(problem)")
                }
                return path
            }
            for directory in Self.searchDirectories {
                let path = "\(directory)/\(name)"
                if fileManager.isReadableFile(atPath: path) { return path }
            }
            throw SDLError.fontMissing("\(name) not found in \(Self.searchDirectories.joined(separator: ", "))")
        }
        let regularPath = try locate(regular, "TESSERA_FONT", "DejaVuSans.ttf")
        self.regularPath = regularPath
        boldPath = (try? locate(bold, "TESSERA_FONT_BOLD", "DejaVuSans-Bold.ttf")) ?? regularPath
    }

    /// What is wrong with the font file at `path`, or nil when SDL_ttf can draw Tessera's text
    /// with it. Checked through a non-blocking open (a FIFO never stalls the start), on regular
    /// files only, then parsed: an empty or truncated file, a text file or a directory is named
    /// here instead of giving a window without text.
    static func problem(withFontAt path: String) -> String? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return "cannot be read: \(String(cString: strerror(errno)))" }
        var status = stat()
        let statted = fstat(fd, &status) == 0
        close(fd)
        guard statted, status.st_mode & S_IFMT == S_IFREG else { return "is not a regular file" }
        guard status.st_size > 0 else { return "is empty" }
        guard let font = TTF_OpenFont(path, 16) else { return "is not a font SDL_ttf can read" }
        defer { TTF_CloseFont(font) }
        let needed: [UInt32] = [0x41, 0x61, 0x30]  // A, a, 0
        guard needed.allSatisfy({ TTF_GlyphIsProvided32(font, $0) != 0 }) else {
            return "has no Latin letters or digits"
        }
        return nil
    }

    func font(bold: Bool, pixelSize: Int32) throws(SDLError) -> TTFFont {
        let key = FontKey(bold: bold, pixelSize: max(1, pixelSize))
        if let font = fonts[key] { return font }
        let font = try TTFFont(path: bold ? boldPath : regularPath, pixelSize: key.pixelSize)
        fonts[key] = font
        return font
    }

}

extension FontLibrary: GlyphSource {
    /// Text rendered by SDL_ttf (blended, white) and reduced to its coverage.
    public func mask(_ text: String, bold: Bool, pixelSize: Int32) -> TextMask? {
        guard let ttf = try? font(bold: bold, pixelSize: pixelSize),
            let rendered = TTF_RenderUTF8_Blended(ttf.pointer, text, SDL_Color(r: 255, g: 255, b: 255, a: 255))
        else { return nil }
        defer { SDL_FreeSurface(rendered) }
        guard let surface = SDL_ConvertSurfaceFormat(rendered, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            return nil
        }
        defer { SDL_FreeSurface(surface) }
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        let pitch = Int(surface.pointee.pitch) / 4
        guard width > 0, height > 0, let pixels = surface.pointee.pixels else { return nil }
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        let source = pixels.assumingMemoryBound(to: UInt32.self)
        let alpha = [UInt8](unsafeUninitializedCapacity: width * height) { buffer, count in
            for y in 0..<height {
                for x in 0..<width { buffer[y * width + x] = UInt8(source[y * pitch + x] >> 24) }
            }
            count = width * height
        }
        return TextMask(width: width, height: height, alpha: alpha)
    }
}

/// Measures text with SDL_ttf at the raster scale, reported back in points, so that layout
/// agrees with what the rasteriser draws.
public final class SDLTextMeasurer: TextMeasurer {
    let fonts: FontLibrary
    public var scale: Double
    private var cache: [CacheKey: Size] = [:]

    private struct CacheKey: Hashable {
        let text: String
        let font: Font
        let scale: Double
    }

    public init(fonts: FontLibrary, scale: Double = 1) {
        self.fonts = fonts
        self.scale = scale
    }

    public func size(of text: String, font: Font) -> Size {
        let key = CacheKey(text: text, font: font, scale: scale)
        if let size = cache[key] { return size }
        var width: Int32 = 0
        var height: Int32 = 0
        if let ttf = try? fonts.font(bold: font.weight == .bold, pixelSize: font.pixelSize(scale: scale)) {
            if text.isEmpty {
                height = TTF_FontHeight(ttf.pointer)
            } else {
                TTF_SizeUTF8(ttf.pointer, text, &width, &height)
            }
        }
        let size = Size(width: Double(width) / scale, height: Double(height) / scale)
        if cache.count > 4096 { cache.removeAll(keepingCapacity: true) }
        cache[key] = size
        return size
    }
}
