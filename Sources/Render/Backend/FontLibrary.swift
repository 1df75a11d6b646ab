import CSDL
import FoundationEssentials
import Glibc
import Layout
import Raster

/// An open TrueType font at one pixel size; closed when released.
final class TTFFont {
    let pointer: OpaquePointer
    /// The file's bytes the font reads its tables and glyphs from, kept while it is open.
    private let file: FontFileBytes?

    /// Opens `face` from `file` when given (its bytes in memory), else from its path.
    init(face: FontFace, pixelSize: Int32, file: FontFileBytes? = nil) throws(SDLError) {
        let opened: OpaquePointer?
        if let file, let stream = SDL_RWFromConstMem(file.base, Int32(file.count)) {
            opened = TTF_OpenFontIndexRW(stream, 1, pixelSize, face.index)
        } else {
            opened = TTF_OpenFontIndex(face.path, pixelSize, face.index)
        }
        guard let font = opened else { throw SDLError.failed("TTF_OpenFont(\(face.path))") }
        if face.emboldened { TTF_SetFontStyle(font, TTF_STYLE_BOLD) }
        pointer = font
        self.file = file
    }

    deinit {
        TTF_CloseFont(pointer)
    }
}

/// A font file read whole into memory once, for the primary faces to be opened from at every
/// pixel size. Opened from its path, each font at a new size read the file again through
/// SDL's stdio stream as FreeType parsed it: a first frame made some 1,300 reads and 3,600
/// seeks of the two DejaVu files (5.6 MB read), about 3.5 ms of the start. Read here, the
/// family's two files hold about 1.4 MiB for the session. (Not mapped: a font file cut short
/// while mapped would end the program with SIGBUS at its next glyph.)
final class FontFileBytes {
    let base: UnsafeMutableRawPointer
    let count: Int
    /// Larger files (a big collection) are opened from their path.
    static let limit = 32 << 20

    /// The next `count` bytes of `fd`, or nil when fewer can be read.
    fileprivate init?(reading fd: Int32, count: Int) {
        self.count = count
        base = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 16)
        var done = 0
        while done < count {
            let got = read(fd, base + done, count - done)
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { break }
            done += got
        }
        guard done == count else {
            base.deallocate()
            return nil
        }
    }

    deinit {
        base.deallocate()
    }
}

/// A font file `FontLibrary.check(fontAt:)` found usable: its path and, unless it is larger
/// than `FontFileBytes.limit`, its bytes.
struct CheckedFontFile {
    let path: String
    let bytes: FontFileBytes?
}

/// What is wrong with a font file, as the sentence's end after its path.
struct FontFileProblem: Error {
    let text: String
}

/// A font file and whether SDL_ttf must embolden it (a family without a bold face, or one
/// `--font` file standing for both weights).
struct FontFace: Hashable {
    let path: String
    /// The face within a collection (.ttc) file.
    var index: Int = 0
    let emboldened: Bool
}

/// The fonts Tessera draws with, found through fontconfig as every desktop application finds
/// them (any distribution's folders, `~/.local/share/fonts`, the user's own aliases): a family
/// with a regular and a bold face, and per character a fallback font for what that family
/// lacks (symbols, CJK), looked up only when such a character is first drawn.
/// `TESSERA_FONT` / `TESSERA_FONT_BOLD` (or the init's paths) replace the family, and
/// fallback still applies to them.
public final class FontLibrary {
    /// The family asked of fontconfig: what the snapshots and screenshots are drawn with where
    /// it is installed; elsewhere fontconfig's own choice for it stands in.
    public static let preferredFamily = "DejaVu Sans"

    public let regularPath: String
    public let boldPath: String
    /// The family the regular face belongs to, as fontconfig names it.
    public let family: String
    private let regular: FontFace
    private let bold: FontFace
    /// The regular and bold faces' files, read once (`FontFileBytes`); a file that could not be
    /// read whole is opened from its path.
    private let files: [String: FontFileBytes]
    private let fontconfig: FontConfig
    /// The primary faces open at each pixel size, with when each was last asked for. Bounded by
    /// `openFontLimit`: past it the font asked for longest ago is closed (a caller still holding
    /// it keeps it open until it lets go).
    private var fonts: [FontKey: (font: TTFFont, lastUse: Int)] = [:]
    private var fontUses = 0
    /// At most this many primary fonts stay open. Each is an SDL_ttf font with its FreeType face,
    /// size and glyph cache (about 0.15 MiB once it has drawn a screen's glyphs), and text fitted
    /// to its room asks for any whole pixel size: resizes and zoom kept opening new ones, 17.6 MiB
    /// of them after 150 s of random play. The title screen draws with 6 fonts of both weights
    /// and all five screens at 1280×800 with 17, and the layout and glyph-run caches above keep
    /// the reopening of a closed one rare.
    public static let openFontLimit = 24
    /// Faces opened once: to ask which characters they have, and fallback faces also to draw
    /// at every size (see `shared`).
    private var probes: [FontFace: TTFFont] = [:]
    /// The pixel size each probe is set to now.
    private var probeSizes: [FontFace: Int32] = [:]
    /// For each character the primary face lacks: the fallback face, or nil when no installed
    /// font has it (drawn with the primary face's missing-glyph box).
    private var fallbacks: [FallbackKey: FontFace?] = [:]

    private struct FontKey: Hashable {
        let face: FontFace
        let pixelSize: Int32
    }

    private struct FallbackKey: Hashable {
        let scalar: UInt32
        let bold: Bool
    }

    /// Locates the fonts and starts SDL_ttf; throws a readable error naming what was looked for
    /// when nothing usable is found. `fontconfigFile` loads a private fontconfig configuration
    /// instead of the system's (tests, and anyone who sets `FONTCONFIG_FILE` gets the same).
    public init(regular: String? = nil, bold: String? = nil, fontconfigFile: String? = nil) throws(SDLError) {
        let environment = ProcessInfo.processInfo.environment
        if TTF_WasInit() == 0 && TTF_Init() != 0 { throw SDLError.failed("TTF_Init") }
        fontconfig = try FontConfig(file: fontconfigFile)
        func explicit(_ path: String?, _ variable: String) throws(SDLError) -> CheckedFontFile? {
            guard let path = path ?? environment[variable] else { return nil }
            let origin = path == environment[variable] && regular == nil ? variable : "the command line"
            switch Self.check(fontAt: path) {
            case .success(let file): return file
            case .failure(let problem): throw SDLError.fontMissing("\(path) (from \(origin)) \(problem.text)")
            }
        }
        let explicitRegular = try explicit(regular, "TESSERA_FONT")
        let explicitBold = try explicit(bold, "TESSERA_FONT_BOLD")
        let regularFile: CheckedFontFile
        if let explicitRegular {
            regularFile = explicitRegular
            self.regular = FontFace(path: explicitRegular.path, emboldened: false)
            family = Self.familyName(of: explicitRegular) ?? Self.preferredFamily
        } else {
            guard let match = fontconfig.match(family: Self.preferredFamily, bold: false),
                case .success(let file) = Self.check(fontAt: match.path)
            else {
                throw SDLError.fontMissing(
                    "fontconfig found no readable font with Latin letters for “\(Self.preferredFamily)” or any other family"
                )
            }
            regularFile = file
            self.regular = FontFace(path: match.path, index: match.index, emboldened: false)
            family = match.family
        }
        var boldFile = regularFile
        if let explicitBold, explicitBold.path != explicitRegular?.path {
            boldFile = explicitBold
            self.bold = FontFace(path: explicitBold.path, emboldened: false)
        } else if explicitRegular != nil {
            self.bold = FontFace(path: self.regular.path, index: self.regular.index, emboldened: true)
        } else if let match = fontconfig.match(family: family, bold: true), match.isBold, match.family == family,
            case .success(let file) = Self.check(fontAt: match.path)
        {
            boldFile = file
            self.bold = FontFace(path: match.path, index: match.index, emboldened: false)
        } else {
            self.bold = FontFace(path: self.regular.path, index: self.regular.index, emboldened: true)
        }
        regularPath = self.regular.path
        boldPath = self.bold.path
        var files: [String: FontFileBytes] = [:]
        for file in [regularFile, boldFile] { files[file.path] = file.bytes }
        self.files = files
    }

    /// The font file at `path` if SDL_ttf can draw Tessera's text with it, read whole unless it is
    /// larger than `FontFileBytes.limit` (the primary faces are then opened from those bytes);
    /// else what is wrong with it. Opened without blocking (a FIFO never stalls the start),
    /// regular files only, then parsed: an empty or truncated file, a text file or a directory
    /// is named here instead of giving a window without text.
    static func check(fontAt path: String) -> Result<CheckedFontFile, FontFileProblem> {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            return .failure(FontFileProblem(text: "cannot be read: \(String(cString: strerror(errno)))"))
        }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            return .failure(FontFileProblem(text: "is not a regular file"))
        }
        guard status.st_size > 0 else { return .failure(FontFileProblem(text: "is empty")) }
        var bytes: FontFileBytes?
        if status.st_size <= FontFileBytes.limit {
            bytes = FontFileBytes(reading: fd, count: Int(status.st_size))
            guard bytes != nil else {
                return .failure(FontFileProblem(text: "cannot be read whole"))
            }
        }
        guard let font = try? TTFFont(face: FontFace(path: path, emboldened: false), pixelSize: 16, file: bytes)
        else { return .failure(FontFileProblem(text: "is not a font SDL_ttf can read")) }
        let needed: [UInt32] = [0x41, 0x61, 0x30]  // A, a, 0
        guard needed.allSatisfy({ TTF_GlyphIsProvided32(font.pointer, $0) != 0 }) else {
            return .failure(FontFileProblem(text: "has no Latin letters or digits"))
        }
        return .success(CheckedFontFile(path: path, bytes: bytes))
    }

    private static func familyName(of file: CheckedFontFile) -> String? {
        guard
            let font = try? TTFFont(face: FontFace(path: file.path, emboldened: false), pixelSize: 16, file: file.bytes)
        else { return nil }
        return TTF_FontFaceFamilyName(font.pointer).map { String(cString: $0) }
    }

    func font(_ face: FontFace, pixelSize: Int32) throws(SDLError) -> TTFFont {
        let key = FontKey(face: face, pixelSize: max(1, pixelSize))
        fontUses += 1
        if let index = fonts.index(forKey: key) {
            fonts.values[index].lastUse = fontUses
            return fonts.values[index].font
        }
        if face != regular && face != bold { return try shared(face, pixelSize: key.pixelSize) }
        let font = try openFont(face, pixelSize: key.pixelSize)
        if fonts.count >= Self.openFontLimit, let oldest = fonts.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            fonts.removeValue(forKey: oldest.key)
        }
        fonts[key] = (font, fontUses)
        return font
    }

    /// `face` opened at `pixelSize`: from the bytes read at start for the family's own files
    /// (the primary fonts at every size, and the probes asking which characters they have),
    /// from its path for a fallback face.
    private func openFont(_ face: FontFace, pixelSize: Int32) throws(SDLError) -> TTFFont {
        try TTFFont(face: face, pixelSize: pixelSize, file: files[face.path])
    }

    /// How many primary fonts are open now (at most `openFontLimit`).
    public var openFontCount: Int { fonts.count }

    /// A primary font by weight and pixel size.
    struct SizedFont: Hashable {
        let bold: Bool
        let pixelSize: Int32
    }

    /// Closes the primary fonts but those `kept` (the fonts of the texts on screen), a caller
    /// still holding one keeps it until it lets go. The window calls it when it goes idle: each
    /// font is an SDL_ttf font with its FreeType face, HarfBuzz font and glyph cache, about
    /// 0.15 MiB once it has drawn, and over a long session of resizes and zoom steps the bound of
    /// `openFontLimit` fills with sizes no screen shows any more. The fonts on screen stay open:
    /// closed at every idle moment, they were opened again by the next frame, a few times a
    /// minute of play. A font closed here is
    /// opened again when a text needs it (a fraction of a millisecond); the fallback faces
    /// stay, since each is opened once for every size.
    func closeFonts(keeping kept: Set<SizedFont>) {
        let keptKeys = Set(kept.map { FontKey(face: $0.bold ? bold : regular, pixelSize: max(1, $0.pixelSize)) })
        guard fonts.keys.contains(where: { !keptKeys.contains($0) }) else { return }
        fonts = fonts.filter { keptKeys.contains($0.key) }
    }

    func font(bold: Bool, pixelSize: Int32) throws(SDLError) -> TTFFont {
        try font(bold ? self.bold : regular, pixelSize: pixelSize)
    }

    /// A fallback face (a CJK font of several megabytes) is opened once and set to each size as
    /// it is used, rather than opened again per size: every open parses its tables anew, about
    /// 0.3 MiB each for a CJK font. Text is measured and drawn right after the size is set, and
    /// the layout and glyph-run caches above keep the switching rare.
    private func shared(_ face: FontFace, pixelSize: Int32) throws(SDLError) -> TTFFont {
        let font: TTFFont
        if let open = probes[face] {
            font = open
        } else {
            font = try openFont(face, pixelSize: pixelSize)
            probes[face] = font
            probeSizes[face] = pixelSize
            return font
        }
        if probeSizes[face] != pixelSize {
            guard TTF_SetFontSize(font.pointer, pixelSize) == 0 else { throw SDLError.failed("TTF_SetFontSize") }
            probeSizes[face] = pixelSize
        }
        return font
    }

    private func provides(_ face: FontFace, _ scalar: UInt32) -> Bool {
        let probe: TTFFont
        if let open = probes[face] {
            probe = open
        } else {
            guard let opened = try? openFont(face, pixelSize: 12) else { return false }
            probes[face] = opened
            probeSizes[face] = 12
            probe = opened
        }
        return TTF_GlyphIsProvided32(probe.pointer, scalar) != 0
    }

    /// The face that draws `scalar`: the family's own when it has it, else fontconfig's choice
    /// for that character, else the family's (its missing-glyph box).
    private func face(for scalar: Unicode.Scalar, bold: Bool) -> FontFace {
        let primary = bold ? self.bold : regular
        // Printable ASCII was checked present at start; controls draw nothing either way.
        if scalar.value < 0x80 { return primary }
        let key = FallbackKey(scalar: scalar.value, bold: bold)
        if let known = fallbacks[key] { return known ?? primary }
        var found: FontFace?
        if !provides(primary, scalar.value),
            let match = fontconfig.match(family: family, bold: bold, covering: scalar.value)
        {
            let face = FontFace(path: match.path, index: match.index, emboldened: bold && !match.isBold)
            if provides(face, scalar.value) { found = face }
        }
        fallbacks[key] = .some(found)
        return found ?? primary
    }

    /// `text` cut where the face drawing it changes; one run in the primary face for text the
    /// family covers.
    func runs(_ text: String, bold: Bool) -> [(text: String, face: FontFace)] {
        let primary = bold ? self.bold : regular
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return [(text, primary)] }
        var runs: [(text: String, face: FontFace)] = []
        var current = String.UnicodeScalarView()
        var currentFace = primary
        for scalar in text.unicodeScalars {
            let face = self.face(for: scalar, bold: bold)
            if face != currentFace && !current.isEmpty {
                runs.append((String(current), currentFace))
                current = String.UnicodeScalarView()
            }
            currentFace = face
            current.append(scalar)
        }
        if !current.isEmpty || runs.isEmpty { runs.append((String(current), currentFace)) }
        return runs
    }

    /// Width and height in pixels of `text`: runs side by side on the primary face's line.
    func measure(_ text: String, bold: Bool, pixelSize: Int32) -> (width: Int32, height: Int32) {
        guard let primary = try? font(bold: bold, pixelSize: pixelSize) else { return (0, 0) }
        let height = TTF_FontHeight(primary.pointer)
        if text.isEmpty { return (0, height) }
        let runs = runs(text, bold: bold)
        if runs.count == 1 && runs[0].face == (bold ? self.bold : regular) {
            var width: Int32 = 0
            var lineHeight: Int32 = 0
            TTF_SizeUTF8(primary.pointer, text, &width, &lineHeight)
            return (width, lineHeight)
        }
        var total: Int32 = 0
        for run in runs {
            guard let ttf = try? font(run.face, pixelSize: pixelSize) else { continue }
            var width: Int32 = 0
            var runHeight: Int32 = 0
            TTF_SizeUTF8(ttf.pointer, run.text, &width, &runHeight)
            total += width
        }
        return (total, height)
    }
}

extension FontLibrary: GlyphSource {
    /// Text rendered by SDL_ttf (blended, white) and reduced to its coverage. Runs in fallback
    /// fonts sit on the primary face's baseline.
    public func mask(_ text: String, bold: Bool, pixelSize: Int32) -> TextMask? {
        let runs = runs(text, bold: bold)
        guard let primary = try? font(bold: bold, pixelSize: pixelSize) else { return nil }
        if runs.count == 1, runs[0].face == (bold ? self.bold : regular) {
            return Self.coverage(of: text, in: primary)
        }
        let height = Int(TTF_FontHeight(primary.pointer))
        let ascent = Int(TTF_FontAscent(primary.pointer))
        var pieces: [(mask: TextMask, y: Int)] = []
        for run in runs {
            guard let ttf = try? font(run.face, pixelSize: pixelSize), let mask = Self.coverage(of: run.text, in: ttf)
            else { continue }
            pieces.append((mask, ascent - Int(TTF_FontAscent(ttf.pointer))))
        }
        let width = pieces.reduce(0) { $0 + $1.mask.width }
        guard width > 0, height > 0 else { return nil }
        var alpha = [UInt8](repeating: 0, count: width * height)
        var x0 = 0
        for piece in pieces {
            for y in 0..<piece.mask.height {
                let target = y + piece.y
                guard target >= 0, target < height else { continue }
                for x in 0..<piece.mask.width {
                    let value = piece.mask.alpha[y * piece.mask.width + x]
                    let index = target * width + x0 + x
                    if value > alpha[index] { alpha[index] = value }
                }
            }
            x0 += piece.mask.width
        }
        return TextMask(width: width, height: height, alpha: alpha)
    }

    private static func coverage(of text: String, in ttf: TTFFont) -> TextMask? {
        guard let rendered = TTF_RenderUTF8_Blended(ttf.pointer, text, SDL_Color(r: 255, g: 255, b: 255, a: 255))
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
    /// Pixels per point; a new scale measures every text again.
    public var scale: Double {
        didSet { if scale != oldValue { fittedTexts.removeAll() } }
    }
    public let fittedTexts = TextFitMemo()
    /// Sizes by text, font and scale, up to 4,096 (a screen measures a few hundred texts).
    private var cache = LayoutAnswers<CacheKey, Size>(capacity: 4096)

    private struct CacheKey: Hashable {
        let text: String
        let font: Font
        let scale: Double
    }

    public init(fonts: FontLibrary, scale: Double = 1) {
        self.fonts = fonts
        self.scale = scale
    }

    public func layoutBegins() {
        cache.layoutBegins()
        fittedTexts.layoutBegins()
    }

    /// When the window goes idle, forgets the sizes measured and the texts fitted
    /// (`fittedTexts`) that the latest layout did not ask for, in tables sized for what is
    /// kept, and closes the fonts none of the kept sizes was measured with
    /// (`FontLibrary.closeFonts`). All three used to be dropped whole here, and the next frame
    /// opened its fonts and measured and fitted every text on screen again, a few times a minute
    /// of play. What only screens no longer shown needed still goes.
    public func releaseUnused() {
        cache.removeUnused()
        fittedTexts.removeUnused()
        let kept = Set(
            cache.keys.map {
                FontLibrary.SizedFont(bold: $0.font.weight == .bold, pixelSize: $0.font.pixelSize(scale: $0.scale))
            })
        fonts.closeFonts(keeping: kept)
    }

    /// How many sizes are kept (for a test).
    public var measuredCount: Int { cache.count }

    public func size(of text: String, font: Font) -> Size {
        let key = CacheKey(text: text, font: font, scale: scale)
        if let size = cache[key] { return size }
        let measured = fonts.measure(text, bold: font.weight == .bold, pixelSize: font.pixelSize(scale: scale))
        let size = Size(width: Double(measured.width) / scale, height: Double(measured.height) / scale)
        cache[key] = size
        return size
    }
}
