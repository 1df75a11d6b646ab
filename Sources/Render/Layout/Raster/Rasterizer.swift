/// Paints display lists into 32-bit pixels: shapes with analytic anti-aliasing from signed
/// distances (solid runs inside, a pixel-by-pixel edge), text from cached glyph-run masks.
/// Every pixel path — window, screenshot, snapshot, icon, benchmark — goes through it, so what
/// the tests see is what the player sees. It replaced SDL's software renderer, whose blended
/// triangles each allocated a temporary surface (10–25 ms per frame at 1280×800).
public final class Rasterizer {
    /// Pixels per point: layout is in points, the target in pixels (2 for HiDPI and 2× images).
    public var scale: Double
    let glyphs: GlyphRunCache

    public init(glyphs source: any GlyphSource, scale: Double = 1) {
        self.scale = scale
        glyphs = GlyphRunCache(source: source)
    }

    /// Number of text masks held; a test and the benchmark watch it stay bounded.
    public var cachedTextCount: Int { glyphs.count }

    /// Fills `target` with `background` and paints every item in order.
    public func draw(_ list: DisplayList, background: Color, into target: PixelTarget) {
        let b = background.bytes
        let clear = UInt32(target.opaque ? 255 : b.a) << 24 | UInt32(b.r) << 16 | UInt32(b.g) << 8 | UInt32(b.b)
        for y in 0..<target.height {
            (target.base + y * target.stride).update(repeating: clear, count: target.width)
        }
        let bounds = PixelBox(x0: 0, y0: 0, x1: target.width, y1: target.height)
        var painter = Painter(target: target)
        let items = list.items
        for index in items.indices {
            let item = items[index]
            guard item.opacity > 0.001 && item.scale > 0.001 else { continue }
            painter.clip = item.clip.map { bounds.intersection(PixelBox(covering: pixels($0))) } ?? bounds
            guard !painter.clip.isEmpty else { continue }
            let next = items.index(after: index) < items.endIndex ? items[items.index(after: index)] : nil
            draw(item, with: painter, coveredBy: next)
        }
        glyphs.endFrame()
    }

    private func pixels(_ rect: Rect) -> Rect {
        Rect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
    }

    /// A glow directly followed by an opaque fill of the same shape (a lit bulb) skips the
    /// pixels that fill will cover.
    private func covers(_ next: DisplayItem?, _ item: DisplayItem, kind: ShapeKind) -> Bool {
        guard let next, case .fill(let nextKind, let color) = next.command else { return false }
        return nextKind == kind && color.alpha * next.opacity >= 0.999 && next.scale == item.scale
            && next.paintedFrame == item.paintedFrame && next.clip == item.clip
    }

    private func draw(_ item: DisplayItem, with painter: Painter, coveredBy next: DisplayItem?) {
        let frame = pixels(item.paintedFrame)
        // Far beyond any window (or not a number at all): nothing to paint, and the pixel
        // loops convert coordinates to Int, which must not trap.
        let limit = 1e7
        guard abs(frame.minX) < limit, abs(frame.minY) < limit, abs(frame.maxX) < limit, abs(frame.maxY) < limit
        else { return }
        let shapeScale = scale * item.scale
        switch item.command {
        case .fill(let kind, let color):
            let paint = PaintColor(color.opacity(item.opacity))
            if case .line(let from, let to) = kind {
                painter.line(capsule(from, to, in: frame, width: shapeScale), color: paint)
            } else {
                painter.fill(box(kind, frame, scale: shapeScale), color: paint)
            }
        case .stroke(let kind, let color, let lineWidth):
            let paint = PaintColor(color.opacity(item.opacity))
            let width = lineWidth * shapeScale
            if case .line(let from, let to) = kind {
                painter.line(capsule(from, to, in: frame, width: width), color: paint)
            } else {
                painter.stroke(box(kind, frame, scale: shapeScale), width: width, color: paint)
            }
        case .glow(let kind, let color, let radius):
            let paint = PaintColor(color.opacity(item.opacity))
            if case .line(let from, let to) = kind {
                painter.line(capsule(from, to, in: frame, width: shapeScale), color: paint)
            } else {
                painter.glow(
                    box(kind, frame, scale: shapeScale), radius: radius * shapeScale, color: paint,
                    hollow: covers(next, item, kind: kind))
            }
        case .text(let string, let font, let color):
            guard !string.isEmpty, let mask = glyphs.mask(string, font: font, scale: scale) else { return }
            let paint = PaintColor(color.opacity(item.opacity))
            if item.scale == 1 {
                let x = Int((frame.midX - Double(mask.width) / 2).rounded())
                let y = Int((frame.midY - Double(mask.height) / 2).rounded())
                painter.text(mask, x: x, y: y, color: paint)
            } else {
                painter.text(mask, centeredIn: frame, scale: item.scale, color: paint)
            }
        }
    }

    private func box(_ kind: ShapeKind, _ frame: Rect, scale: Double) -> RoundedBox {
        switch kind {
        case .rectangle, .line: RoundedBox(rect: frame, radius: 0)
        case .roundedRectangle(let radius): RoundedBox(rect: frame, radius: radius * scale)
        case .circle, .capsule: RoundedBox(rect: frame, radius: min(frame.width, frame.height) / 2)
        }
    }

    private func capsule(_ from: UnitPoint, _ to: UnitPoint, in frame: Rect, width: Double) -> RoundSegment {
        let a = from.point(in: frame)
        let b = to.point(in: frame)
        return RoundSegment(ax: a.x, ay: a.y, bx: b.x, by: b.y, r: width / 2)
    }
}
