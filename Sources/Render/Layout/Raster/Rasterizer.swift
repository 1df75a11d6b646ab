/// Paints display lists into 32-bit pixels: shapes with analytic anti-aliasing from signed
/// distances (solid runs inside, a pixel-by-pixel edge), text from cached glyph-run masks.
/// Every pixel path — window, screenshot, snapshot, icon, benchmark — goes through it, so what
/// the tests see is what the player sees. It replaced SDL's software renderer, whose blended
/// triangles each allocated a temporary surface (10–25 ms per frame at 1280×800).
public final class Rasterizer {
    /// Pixels per point: layout is in points, the target in pixels (2 for HiDPI and 2× images).
    public var scale: Double
    let glyphs: GlyphRunCache
    let glowMasks = GlowMaskCache()

    public init(glyphs source: any GlyphSource, scale: Double = 1) {
        self.scale = scale
        glyphs = GlyphRunCache(source: source)
    }

    /// Number of text masks held; a test and the benchmark watch it stay bounded.
    public var cachedTextCount: Int { glyphs.count }

    /// Fills `target` with `background` and paints every item in order.
    public func draw(_ list: DisplayList, background: Color, into target: PixelTarget) {
        paint(
            list, background: background, into: target,
            region: PixelBox(x0: 0, y0: 0, x1: target.width, y1: target.height))
        glyphs.endFrame()
        glowMasks.endFrame()
        lastFrame = nil
    }

    /// What `drawChanges` drew last, to compare the next frame with.
    private struct LastFrame {
        let list: DisplayList
        let background: Color
        let scale: Double
        let base: UnsafeMutablePointer<UInt32>
        let width: Int
        let height: Int
        let stride: Int
    }

    private var lastFrame: LastFrame?

    /// Above this share of the frame, damage is painted as one whole frame.
    public var fullFrameShare = 0.6

    /// Forgets the last frame: the next `drawChanges` paints everything (the target's pixels
    /// were lost, e.g. the window was exposed or its surface replaced).
    public func invalidate() {
        lastFrame = nil
    }

    /// Paints `list` into a target that still holds the last frame this method drew: only the
    /// areas where the two lists differ are cleared and painted, and they are returned so that
    /// only they are sent to the screen. The pixels are exactly those `draw` paints. A different
    /// target, size, scale or background, `invalidate()`, or a change over `fullFrameShare` of
    /// the frame paints everything and returns `.full`.
    @discardableResult
    public func drawChanges(_ list: DisplayList, background: Color, into target: PixelTarget) -> Damage {
        let bounds = PixelBox(x0: 0, y0: 0, x1: target.width, y1: target.height)
        let current = LastFrame(
            list: list, background: background, scale: scale, base: target.base, width: target.width,
            height: target.height, stride: target.stride)
        guard let last = lastFrame, last.background == background, last.scale == scale, last.base == target.base,
            last.width == target.width, last.height == target.height, last.stride == target.stride
        else {
            draw(list, background: background, into: target)
            lastFrame = current
            return .full
        }
        let finder = DamageFinder { [self] item in self.bounds(of: item).intersection(bounds) }
        let boxes = finder.boxes(from: last.list.items, to: list.items)
        let area = boxes.reduce(0) { $0 + $1.area }
        if Double(area) > fullFrameShare * Double(bounds.area) {
            draw(list, background: background, into: target)
            lastFrame = current
            return .full
        }
        for box in boxes { paint(list, background: background, into: target, region: box) }
        glyphs.endFrame()
        glowMasks.endFrame()
        lastFrame = current
        return .rects(boxes.map(\.rect))
    }

    /// Clears `region` to `background` and paints every item's pixels inside it.
    private func paint(_ list: DisplayList, background: Color, into target: PixelTarget, region: PixelBox) {
        let b = background.bytes
        let clear = UInt32(target.opaque ? 255 : b.a) << 24 | UInt32(b.r) << 16 | UInt32(b.g) << 8 | UInt32(b.b)
        let whole = region.x0 == 0 && region.x1 == target.width && target.stride == target.width
        if whole {
            (target.base + region.y0 * target.stride).fill(clear, count: region.area)
        } else {
            for y in region.y0..<region.y1 {
                (target.base + y * target.stride + region.x0).fill(clear, count: region.x1 - region.x0)
            }
        }
        let partial = region != PixelBox(x0: 0, y0: 0, x1: target.width, y1: target.height)
        var painter = Painter(target: target)
        let items = list.items
        for index in items.indices {
            let item = items[index]
            guard item.opacity > 0.001 && item.scale > 0.001 else { continue }
            painter.clip = item.clip.map { region.intersection(PixelBox(covering: pixels($0))) } ?? region
            guard !painter.clip.isEmpty else { continue }
            if partial && bounds(of: item).intersection(painter.clip).isEmpty { continue }
            let next = items.index(after: index) < items.endIndex ? items[items.index(after: index)] : nil
            draw(item, with: painter, coveredBy: next)
        }
    }

    /// Every pixel `item` may paint (a pixel's margin beyond its shape), clipped to its clip.
    func bounds(of item: DisplayItem) -> PixelBox {
        guard item.opacity > 0.001 && item.scale > 0.001 else { return PixelBox(x0: 0, y0: 0, x1: 0, y1: 0) }
        let frame = pixels(item.paintedFrame)
        let limit = 1e7
        guard abs(frame.minX) < limit, abs(frame.minY) < limit, abs(frame.maxX) < limit, abs(frame.maxY) < limit
        else { return PixelBox(x0: 0, y0: 0, x1: 0, y1: 0) }
        let shapeScale = scale * item.scale
        var reach: PixelBox
        switch item.command {
        case .fill(let kind, _), .stroke(let kind, _, _), .glow(let kind, _, _):
            var grow = 1.0
            if case .glow(_, _, let radius) = item.command { grow += max(0, radius * shapeScale) }
            if case .line(let from, let to) = kind {
                var width = shapeScale
                if case .stroke(_, _, let lineWidth) = item.command { width = lineWidth * shapeScale }
                let a = from.point(in: frame)
                let b = to.point(in: frame)
                let r = abs(width) / 2 + 1
                reach = PixelBox(
                    covering: Rect(
                        x: min(a.x, b.x) - r, y: min(a.y, b.y) - r, width: abs(b.x - a.x) + 2 * r,
                        height: abs(b.y - a.y) + 2 * r))
            } else {
                reach = PixelBox(
                    covering: Rect(
                        x: frame.minX - grow, y: frame.minY - grow, width: frame.width + 2 * grow,
                        height: frame.height + 2 * grow))
            }
        case .text(let string, let font, _):
            guard !string.isEmpty, let mask = glyphs.mask(string, font: font, scale: scale) else {
                return PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
            }
            let width = Double(mask.width) * item.scale
            let height = Double(mask.height) * item.scale
            reach = PixelBox(
                covering: Rect(
                    x: frame.midX - width / 2 - 2, y: frame.midY - height / 2 - 2, width: width + 4,
                    height: height + 4))
        }
        if let clip = item.clip { reach = reach.intersection(PixelBox(covering: pixels(clip))) }
        return reach
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
                let shape = box(kind, frame, scale: shapeScale)
                let hollow = covers(next, item, kind: kind)
                // A steady glow (not mid-animation) is drawn from its cached weights. The centre
                // is split into a whole pixel and a fraction computed exactly (x − ⌊x⌋ is exact
                // for x ≥ 1), so every distance matches the direct computation bit for bit.
                if item.opacity == 1, item.scale == 1, radius > 0, shape.cx >= 1, shape.cy >= 1,
                    let mask = glowMasks.mask(
                        RoundedBox(
                            cx: shape.cx - shape.cx.rounded(.down), cy: shape.cy - shape.cy.rounded(.down),
                            hw: shape.hw, hh: shape.hh, r: shape.r),
                        radius: radius * shapeScale, alpha: paint.alpha, hollow: hollow)
                {
                    painter.glow(
                        mask, x: Int(shape.cx.rounded(.down)), y: Int(shape.cy.rounded(.down)), rgb: paint.rgb)
                } else {
                    painter.glow(shape, radius: radius * shapeScale, color: paint, hollow: hollow)
                }
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

/// Glow weights by shape, sub-pixel position, radius, alpha and hollowness, kept while they are
/// drawn and within a memory budget.
final class GlowMaskCache {
    private struct Key: Hashable {
        let fx: Double
        let fy: Double
        let hw: Double
        let hh: Double
        let r: Double
        let radius: Double
        let alpha: Double
        let hollow: Bool
    }

    private struct Entry {
        let mask: GlowMask?
        var lastUsed: Int
    }

    private var masks: [Key: Entry] = [:]
    private var frameNumber = 0
    private var bytes = 0
    /// Above this many bytes of weights, masks not drawn in the last frame are dropped.
    static let budget = 32 << 20

    var count: Int { masks.count }

    func mask(_ box: RoundedBox, radius: Double, alpha: Double, hollow: Bool) -> GlowMask? {
        let key = Key(
            fx: box.cx, fy: box.cy, hw: box.hw, hh: box.hh, r: box.r, radius: radius, alpha: alpha, hollow: hollow)
        if var entry = masks[key] {
            entry.lastUsed = frameNumber
            masks[key] = entry
            return entry.mask
        }
        let mask = GlowMask(box, radius: radius, alpha: alpha, hollow: hollow)
        bytes += (mask?.weights.count ?? 0) * 2
        masks[key] = Entry(mask: mask, lastUsed: frameNumber)
        return mask
    }

    func endFrame() {
        frameNumber += 1
        guard bytes > Self.budget || masks.count > 4096 else { return }
        masks = masks.filter { frameNumber - $0.value.lastUsed < 2 }
        bytes = masks.values.reduce(0) { $0 + ($1.mask?.weights.count ?? 0) * 2 }
    }
}
