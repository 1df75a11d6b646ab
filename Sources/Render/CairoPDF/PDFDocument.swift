import CCairo

/// Why a PDF could not be made: cairo's own words for its failure.
public struct PDFError: Error, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

/// Paper sizes in PostScript points (1/72 inch), portrait.
public enum PaperSize: String, CaseIterable, Sendable {
    case a4, letter

    public var width: Double { self == .a4 ? 595.276 : 612 }
    public var height: Double { self == .a4 ? 841.89 : 792 }
}

/// A PDF drawn through cairo's PDF surface, page after page, into memory: the caller decides
/// where the bytes go (a file, standard output) and reports a failed write in its own words,
/// so cairo never opens a file itself. The surface and its context belong to this object and
/// die with it; every failure cairo records surfaces as a `PDFError` from `finish()`, never as
/// a trap. Coordinates are points from the page's top left corner.
public final class PDFDocument {
    public let width: Double
    public let height: Double
    private let sink = Sink()
    private let surface: OpaquePointer
    private let context: OpaquePointer
    private var finished = false

    /// The bytes cairo hands over as it writes, collected in order.
    private final class Sink {
        var bytes: [UInt8] = []
    }

    /// An empty first page of `width` × `height` points, titled `title` in the PDF's metadata.
    public init(width: Double, height: Double, title: String) throws(PDFError) {
        self.width = width
        self.height = height
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
            let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
            if let data, length > 0 {
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            }
            return CAIRO_STATUS_SUCCESS
        }
        guard
            let surface = cairo_pdf_surface_create_for_stream(
                write, Unmanaged.passUnretained(sink).toOpaque(), width, height)
        else { throw PDFError("cairo could not create a PDF surface") }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            let error = PDFDocument.error(cairo_surface_status(surface))
            cairo_surface_destroy(surface)
            throw error
        }
        self.surface = surface
        self.context = context
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Tessera")
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    private static func error(_ status: cairo_status_t) -> PDFError {
        PDFError("cairo: \(String(cString: cairo_status_to_string(status)))")
    }

    /// The colour of what is drawn next: black at 0, white at 1.
    public func setGrey(_ level: Double) {
        cairo_set_source_rgb(context, level, level, level)
    }

    /// A straight line `lineWidth` points wide, with square ends so thick lines meet at corners;
    /// with `dash`, dashes and gaps of that length (butt ends, so the gaps stay open).
    public func line(
        from start: (x: Double, y: Double), to end: (x: Double, y: Double), lineWidth: Double, dash: Double? = nil
    ) {
        cairo_set_line_width(context, lineWidth)
        if let dash {
            var pattern = [dash, dash]
            cairo_set_dash(context, &pattern, 2, 0)
            cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
        } else {
            cairo_set_dash(context, nil, 0, 0)
            cairo_set_line_cap(context, CAIRO_LINE_CAP_SQUARE)
        }
        cairo_move_to(context, start.x, start.y)
        cairo_line_to(context, end.x, end.y)
        cairo_stroke(context)
    }

    /// A filled rectangle in the current grey.
    public func rectangle(x: Double, y: Double, width: Double, height: Double) {
        cairo_rectangle(context, x, y, width, height)
        cairo_fill(context)
    }

    /// `text` centred on `x`, its glyphs' ink centred on `y` when `baseline` is false (a digit in
    /// a cell), else standing on `y`. Drawn with cairo's toy text API through fontconfig: a
    /// sans-serif face, or WenQuanYi Micro Hei (which Tessera installs for its Chinese) for text
    /// beyond Latin, since the toy API uses one face for a whole string.
    /// With `alignLeft`, the text starts at `x` instead.
    public func text(
        _ text: String, x: Double, y: Double, size: Double, bold: Bool = false, baseline: Bool = true,
        alignLeft: Bool = false
    ) {
        let wide = text.unicodeScalars.contains { $0.value > 0x24F }
        cairo_select_font_face(
            context, wide ? "WenQuanYi Micro Hei" : "sans-serif", CAIRO_FONT_SLANT_NORMAL,
            bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(context, size)
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, text, &extents)
        let top = baseline ? y : y - extents.y_bearing - extents.height / 2
        let left =
            alignLeft
            ? x - extents.x_bearing : baseline ? x - extents.x_advance / 2 : x - extents.x_bearing - extents.width / 2
        cairo_move_to(context, left, top)
        cairo_show_text(context, text)
    }

    /// Ends the page and starts the next.
    public func nextPage() {
        cairo_show_page(context)
    }

    /// Ends the last page and the document: its bytes, or what went wrong on the way. The
    /// document takes no drawing afterwards.
    public func finish() throws(PDFError) -> [UInt8] {
        guard !finished else { return sink.bytes }
        finished = true
        let drawing = cairo_status(context)
        guard drawing == CAIRO_STATUS_SUCCESS else { throw Self.error(drawing) }
        cairo_show_page(context)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw Self.error(status) }
        return sink.bytes
    }
}
