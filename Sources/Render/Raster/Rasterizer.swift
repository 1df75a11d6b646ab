import CPixelStore
import Dispatch
import FoundationEssentials
import Glibc
import Layout

/// Paints display lists into 32-bit pixels: shapes with analytic anti-aliasing from signed
/// distances (solid runs inside, a pixel-by-pixel edge), text from cached glyph-run masks.
/// Every pixel path — window, screenshot, snapshot, icon, benchmark — goes through it, so what
/// the tests see is what the player sees. It replaced SDL's software renderer, whose blended
/// triangles each allocated a temporary surface (10–25 ms per frame at 1280×800).
public final class Rasterizer {
    /// Pixels per point: layout is in points, the target in pixels (2 for HiDPI and 2× images).
    public var scale: Double
    let glyphs: GlyphRunCache
    let shapeMasks = ShapeMaskCache()
    /// Whether steady shapes are drawn from cached spans (`ShapeMask`); a test turns it off to
    /// compare the two paths pixel for pixel.
    public var cachesShapes = true

    public init(glyphs source: any GlyphSource, scale: Double = 1) {
        self.scale = scale
        glyphs = GlyphRunCache(source: source)
    }

    /// The masks the operations being painted draw, held here for the frame: the operations
    /// name them without owning them (`Operation.Shape`).
    private var frameMasks: [ShapeMask] = []
    private var frameTexts: [TextMask] = []

    /// Number of text masks held; a test watches it stay bounded.
    public var cachedTextCount: Int { glyphs.count }
    /// Bytes the text masks hold (bounded as `GlyphRunCache` says).
    public var cachedTextBytes: Int { glyphs.bytes }
    /// Number of shape masks held, and the bytes they hold (bounded as `ShapeMaskCache` says).
    public var cachedShapeCount: Int { shapeMasks.count }
    public var cachedShapeBytes: Int { shapeMasks.bytes }
    /// The bounds the two caches keep to after each frame, beyond what that frame drew.
    public static let textCacheLimit = (count: GlyphRunCache.countLimit, bytes: GlyphRunCache.byteBudget)
    public static let shapeCacheLimit = (count: ShapeMaskCache.countLimit, bytes: ShapeMaskCache.budget)

    /// Drops every cached mask, shape or text, that the screen on show does not use. The window
    /// calls it when it goes idle: the caches' budgets (3 MiB together) are worth their memory
    /// while screens, sizes and zoom steps come and go, but a window left alone then holds only
    /// what its screen shows, and that long session's resident memory does not sit at the
    /// budgets. Costs the next frame that draws a dropped mask what drawing it directly does.
    ///
    /// The screen on show is the last list `drawChanges` drew, every item of it, not only those
    /// its last changes repainted: a frame that repainted one cell (or, with nothing changed,
    /// nothing) otherwise left every other mask of the screen to be dropped, and the next frames
    /// drew them again, a few times a minute of play. (Suspected of the heap's slow growth over a
    /// long session too; the memory benchmark moved by less than its spread.)
    public func releaseUnshown() {
        if let shown = lastFrame, shown.scale == scale {
            markDrawn(shown.list, in: PixelBox(x0: 0, y0: 0, x1: shown.width, y1: shown.height))
        }
        glyphs.releaseUnshown()
        shapeMasks.releaseUnshown()
    }

    /// Counts every mask `list` uses inside `region` as drawn in a frame of its own, without
    /// painting (a mask dropped over the budget is made again: the screen shows it).
    private func markDrawn(_ list: DisplayList, in region: PixelBox) {
        _ = operations(for: list, in: region)
        frameMasks.removeAll(keepingCapacity: true)
        frameTexts.removeAll(keepingCapacity: true)
        endCacheFrame()
    }

    /// The caches' frame ends: what was drawn counts as the last frame's, and either cache over
    /// its bound drops its masks drawn longest ago.
    private func endCacheFrame() {
        glyphs.endFrame()
        shapeMasks.endFrame()
    }

    /// Fills `target` with `background` and paints every item in order.
    public func draw(_ list: DisplayList, background: Color, into target: PixelTarget) {
        paint(
            list, background: background, into: target,
            region: PixelBox(x0: 0, y0: 0, x1: target.width, y1: target.height))
        endCacheFrame()
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
        endCacheFrame()
        lastFrame = current
        return .rects(boxes.map(\.rect))
    }

    /// Regions of at least this many pixels (a 4K frame, not a 1280×800 one, whose pixels stay in
    /// cache anyway) are painted tile by tile, smaller ones item by item. Tests set it to 0 or
    /// `Int.max` to compare the two.
    public var tiledArea = 1 << 21

    /// Regions of at least this many pixels painted item by item (a whole 1280×800 frame, not a
    /// cell that changed) are shared out between `paintingThreads` threads in bands of rows.
    public var bandedArea = 1 << 19

    /// How many threads paint a large frame: its tiles (or bands) are independent, and its shapes
    /// are most of the frame's time. At most the processors the process may run on (under
    /// `taskset -c 0` one thread paints everything, with no hand-over to a second one).
    public var paintingThreads = min(4, max(1, Int(tessera_usable_processors())))

    /// The blocks tiles are painted in before they are written out, two per painting thread (one
    /// painted while the other goes out); each stays in its core's cache from tile to tile.
    private var scratches: [UnsafeMutablePointer<UInt32>] = []

    deinit {
        for scratch in scratches { scratch.deallocate() }
    }

    /// Clears `region` to `background` and paints every item's pixels inside it. A large region
    /// (a 4K frame) is painted tile by tile in a scratch block that stays in cache while every item
    /// over the tile paints, then streamed out with stores that bypass the cache (while the next
    /// tile paints), so the frame's memory is written once, never read; a tile that an opaque fill
    /// covers completely starts at that fill (no clear, nothing below it painted), and a tile of
    /// one colour is written straight out. The tiles, or the rows of a smaller region of at least `bandedArea` pixels, are shared
    /// out between `paintingThreads` threads. Every pixel is painted by the same items in the same
    /// order either way, so the result is the same bit for bit.
    private func paint(_ list: DisplayList, background: Color, into target: PixelTarget, region: PixelBox) {
        guard !region.isEmpty else { return }
        let b = background.bytes
        let clear = UInt32(target.opaque ? 255 : b.a) << 24 | UInt32(b.r) << 16 | UInt32(b.g) << 8 | UInt32(b.b)
        defer {
            frameMasks.removeAll(keepingCapacity: true)
            frameTexts.removeAll(keepingCapacity: true)
        }
        let operations = operations(for: list, in: region)
        let texts = frameTexts
        guard region.area >= tiledArea else {
            let threads = region.area >= bandedArea ? max(1, min(paintingThreads, region.y1 - region.y0)) : 1
            texts.withUnsafeBufferPointer { texts in
                if threads == 1 {
                    Self.paint(operations, texts: texts, clearing: region, to: clear, into: target)
                } else {
                    // Bands of rows, one per thread, each painted by every item over it, clipped to it.
                    let bands = BandPainting(
                        operations: operations, texts: texts, region: region, threads: threads, target: target)
                    DispatchQueue.concurrentPerform(iterations: threads) { bands.paint($0, clear: clear) }
                }
            }
            return
        }
        let bins = TileBins(region: region, operations: operations)
        let threads = max(1, min(paintingThreads, bins.count))
        while scratches.count < 2 * threads {
            // Cache-line aligned, so that a tile's rows (2 KB each) start on a line and the span
            // walker's aligned stores line up with them.
            scratches.append(
                UnsafeMutableRawPointer.allocate(byteCount: TileBins.tileWidth * TileBins.tileHeight * 4, alignment: 64)
                    .bindMemory(to: UInt32.self, capacity: TileBins.tileWidth * TileBins.tileHeight))
        }
        let scratches = scratches
        operations.withUnsafeBufferPointer { operations in
            bins.entries.withUnsafeBufferPointer { entries in
                texts.withUnsafeBufferPointer { texts in
                    let tiles = TilePainting(
                        bins: bins, operations: operations, entries: entries, texts: texts, target: target,
                        clear: clear, scratches: scratches)
                    if threads == 1 {
                        tiles.paint(every: 1, from: 0)
                    } else {
                        // Neighbouring tiles go to different threads, so that each gets a share of the
                        // board and of the margins.
                        DispatchQueue.concurrentPerform(iterations: threads) { tiles.paint(every: threads, from: $0) }
                    }
                }
            }
        }
    }

    /// Clears `region` and paints `operations` over it, clipped to it, on this thread.
    fileprivate static func paint(
        _ operations: some Collection<Operation>, texts: UnsafeBufferPointer<TextMask>, clearing region: PixelBox,
        to clear: UInt32, into target: PixelTarget
    ) {
        if region.x0 == 0 && region.x1 == target.width && target.stride == target.width {
            (target.base + region.y0 * target.stride).fill(clear, count: region.area)
        } else {
            for y in region.y0..<region.y1 {
                (target.base + y * target.stride + region.x0).fill(clear, count: region.x1 - region.x0)
            }
        }
        var painter = Painter(target: target)
        for operation in operations {
            painter.clip = operation.clip.intersection(region)
            guard !painter.clip.isEmpty else { continue }
            operation.draw(with: painter, texts: texts)
        }
    }

    /// Every pixel `item` may paint (a pixel's margin beyond its shape), clipped to its clip.
    /// Borrowed: a display item is some 200 bytes with reference-counted parts, and copying it
    /// for every item of every frame showed in profiles.
    func bounds(of item: borrowing DisplayItem) -> PixelBox {
        guard item.opacity > 0.001, item.scale > 0.001 else { return PixelBox(x0: 0, y0: 0, x1: 0, y1: 0) }
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
    private func covers(_ next: UnsafePointer<DisplayItem>?, _ item: borrowing DisplayItem, kind: ShapeKind) -> Bool {
        guard let next, case .fill(let nextKind, let color) = next.pointee.command else { return false }
        let (scale, frame, clip) = (item.scale, item.paintedFrame, item.clip)
        return nextKind == kind && color.alpha * next.pointee.opacity >= 0.999 && next.pointee.scale == scale
            && next.pointee.paintedFrame == frame && next.pointee.clip == clip
    }

    /// Every item of `list` that paints inside `region`, resolved (`prepare`): its masks are
    /// found or made and counted as drawn, and its texts' masks are added to `frameTexts`.
    private func operations(for list: DisplayList, in region: PixelBox) -> [Operation] {
        var operations: [Operation] = []
        operations.reserveCapacity(list.items.count)
        // Items are read in place: copying each (and its successor) out of the array retained and
        // released its identity for every shape of every frame.
        list.items.withUnsafeBufferPointer { items in
            for index in items.indices {
                let next = index + 1 < items.count ? items.baseAddress! + index + 1 : nil
                if let operation = prepare(items[index], next: next, region: region) { operations.append(operation) }
            }
        }
        return operations
    }

    /// `item` resolved to pixels (shape, colour, cached masks, clip and reach), or nil when it
    /// paints nothing inside `region`; `next` is the item painted after it, if any.
    private func prepare(_ item: borrowing DisplayItem, next: UnsafePointer<DisplayItem>?, region: PixelBox)
        -> Operation?
    {
        guard item.opacity > 0.001, item.scale > 0.001 else { return nil }
        let clip = item.clip.map { region.intersection(PixelBox(covering: pixels($0))) } ?? region
        guard !clip.isEmpty else { return nil }
        let reach = bounds(of: item).intersection(clip)
        guard !reach.isEmpty else { return nil }
        let frame = pixels(item.paintedFrame)
        // Far beyond any window (or not a number at all): nothing to paint, and the pixel
        // loops convert coordinates to Int, which must not trap.
        let limit = 1e7
        guard abs(frame.minX) < limit, abs(frame.minY) < limit, abs(frame.maxX) < limit, abs(frame.maxY) < limit
        else { return nil }
        let shapeScale = scale * item.scale
        let shape: Operation.Shape
        switch item.command {
        case .fill(let kind, let color):
            let paint = PaintColor(color.opacity(item.opacity))
            if case .line(let from, let to) = kind {
                shape = .line(capsule(from, to, in: frame, width: shapeScale), paint)
            } else {
                let outline = box(kind, frame, scale: shapeScale)
                shape =
                    cached(.fill, outline, extent: 0, paint: paint, opacity: item.opacity, scale: item.scale)
                    ?? .fill(outline, paint)
            }
        case .stroke(let kind, let color, let lineWidth):
            let paint = PaintColor(color.opacity(item.opacity))
            let width = lineWidth * shapeScale
            if case .line(let from, let to) = kind {
                shape = .line(capsule(from, to, in: frame, width: width), paint)
            } else {
                let outline = box(kind, frame, scale: shapeScale)
                shape =
                    cached(.stroke, outline, extent: width, paint: paint, opacity: item.opacity, scale: item.scale)
                    ?? .stroke(outline, width: width, paint)
            }
        case .glow(let kind, let color, let radius):
            let paint = PaintColor(color.opacity(item.opacity))
            if case .line(let from, let to) = kind {
                shape = .line(capsule(from, to, in: frame, width: shapeScale), paint)
            } else {
                let outline = box(kind, frame, scale: shapeScale)
                let hollow = covers(next, item, kind: kind)
                // A glow of radius 0 is the shape itself (or nothing when hollow), drawn directly.
                let kind: ShapeMaskCache.Kind = hollow ? .hollowGlow : .glow
                let replay =
                    radius > 0
                    ? cached(
                        kind, outline, extent: radius * shapeScale, paint: paint, opacity: item.opacity,
                        scale: item.scale) : nil
                shape = replay ?? .glow(outline, radius: radius * shapeScale, paint, hollow: hollow)
            }
        case .text(let string, let font, let color):
            guard !string.isEmpty, let mask = glyphs.mask(string, font: font, scale: scale) else { return nil }
            let paint = PaintColor(color.opacity(item.opacity))
            let index = frameTexts.count
            frameTexts.append(mask)
            if item.scale == 1 {
                let x = Int((frame.midX - Double(mask.width) / 2).rounded())
                let y = Int((frame.midY - Double(mask.height) / 2).rounded())
                shape = .text(index, x: x, y: y, paint)
            } else {
                shape = .scaledText(index, frame: frame, scale: item.scale, paint)
            }
        }
        return Operation(shape: shape, clip: clip, reach: reach)
    }

    /// A steady shape (not mid-animation) drawn from its cached spans. The centre is split into
    /// a whole pixel and a fraction computed exactly (x − ⌊x⌋ is exact for x ≥ 1), so every
    /// distance matches the direct computation bit for bit.
    private func cached(
        _ kind: ShapeMaskCache.Kind, _ outline: RoundedBox, extent: Double, paint: PaintColor, opacity: Double,
        scale: Double
    ) -> Operation.Shape? {
        // (`prepare` has already refused frames beyond 1e7 pixels, so the centre fits an Int.)
        guard cachesShapes, opacity == 1, scale == 1, outline.cx >= 1, outline.cy >= 1 else { return nil }
        let x = outline.cx.rounded(.down)
        let y = outline.cy.rounded(.down)
        let local = RoundedBox(cx: outline.cx - x, cy: outline.cy - y, hw: outline.hw, hh: outline.hh, r: outline.r)
        guard let mask = shapeMasks.mask(kind, local, extent: extent, alpha: paint.alpha) else { return nil }
        // An opaque fill keeps its outline, so that a tile it covers skips what lies below it.
        let covering = kind == .fill && paint.weight(1) >= 256 ? outline : nil
        frameMasks.append(mask)
        return .mask(Unmanaged.passUnretained(mask), x: Int(x), y: Int(y), rgb: paint.rgb, covering: covering)
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

/// One display item resolved for the pixel loops: what it paints, the clip it paints within and
/// the pixels it may touch (inside that clip). Plain values only: the masks it draws are held by
/// the rasteriser for the frame (`frameMasks`, `frameTexts`), and an operation names them (a
/// shape mask unowned, a text mask by its place in `frameTexts`). Operations are read for every
/// tile they cross, and one holding a reference was copied, retained and released each time.
struct Operation {
    enum Shape {
        case fill(RoundedBox, PaintColor)
        case stroke(RoundedBox, width: Double, PaintColor)
        case line(RoundSegment, PaintColor)
        /// `covering`: the outline of an opaque fill, for `covers(_:)`.
        case mask(Unmanaged<ShapeMask>, x: Int, y: Int, rgb: UInt32, covering: RoundedBox?)
        case glow(RoundedBox, radius: Double, PaintColor, hollow: Bool)
        case text(Int, x: Int, y: Int, PaintColor)
        case scaledText(Int, frame: Rect, scale: Double, PaintColor)
    }

    let shape: Shape
    let clip: PixelBox
    let reach: PixelBox

    /// Paints with `painter`; `texts` are the frame's text masks.
    func draw(with painter: Painter, texts: UnsafeBufferPointer<TextMask>) {
        switch shape {
        case .fill(let box, let color): painter.fill(box, color: color)
        case .stroke(let box, let width, let color): painter.stroke(box, width: width, color: color)
        case .line(let segment, let color): painter.line(segment, color: color)
        case .mask(let mask, let x, let y, let rgb, _):
            mask._withUnsafeGuaranteedRef { painter.paint($0, x: x, y: y, rgb: rgb) }
        case .glow(let box, let radius, let color, let hollow):
            painter.glow(box, radius: radius, color: color, hollow: hollow)
        case .text(let index, let x, let y, let color): painter.text(texts[index], x: x, y: y, color: color)
        case .scaledText(let index, let frame, let scale, let color):
            painter.text(texts[index], centeredIn: frame, scale: scale, color: color)
        }
    }

    /// An opaque fill's outline and the pixel it paints inside its solid runs; nil for anything else.
    var opaqueFill: (outline: RoundedBox, pixel: UInt32)? {
        switch shape {
        case .fill(let outline, let color) where color.weight(1) >= 256: (outline, 0xFF00_0000 | color.rgb)
        case .mask(_, _, _, let rgb, let outline?): (outline, 0xFF00_0000 | rgb)
        default: nil
        }
    }

    /// Whether this is an opaque fill that replaces every pixel of `tile` (inside its clip, and
    /// inside its solid run on every row of the tile), so nothing painted before it there shows.
    func covers(_ tile: PixelBox) -> Bool {
        guard reach.x0 <= tile.x0, reach.y0 <= tile.y0, reach.x1 >= tile.x1, reach.y1 >= tile.y1,
            let box = opaqueFill?.outline
        else { return false }
        // `Painter.fill` paints the rows of `touched` inside the clip; on each, the columns of
        // `solid` (within `touched`) are one full-weight run.
        let touched = box.offset(0.5)
        let solid = box.offset(-0.5)
        guard let rows = touched.rows(in: tile), rows.lowerBound == tile.y0, rows.upperBound == tile.y1 - 1 else {
            return false
        }
        for y in tile.y0..<tile.y1 {
            let yc = Double(y) + 0.5
            guard let outer = touched.columns(atRow: yc), let inner = solid.columns(atRow: yc),
                max(outer.lo, inner.lo) <= tile.x0, min(outer.hi, inner.hi) >= tile.x1 - 1
            else { return false }
        }
        return true
    }
}

/// A frame painted item by item in bands of rows, one band per thread: each band is cleared and
/// painted by every item over it, clipped to the band, so every pixel gets the same items in the
/// same order as from one thread.
private struct BandPainting: @unchecked Sendable {
    let operations: [Operation]
    let texts: UnsafeBufferPointer<TextMask>
    let region: PixelBox
    let threads: Int
    let target: PixelTarget

    func paint(_ band: Int, clear: UInt32) {
        let rows = region.y1 - region.y0
        let part = PixelBox(
            x0: region.x0, y0: region.y0 + rows * band / threads, x1: region.x1,
            y1: region.y0 + rows * (band + 1) / threads)
        Rasterizer.paint(operations, texts: texts, clearing: part, to: clear, into: target)
    }
}

/// One tiled frame's painting, shared by the threads that paint its tiles: what they read (the
/// operations and the tiles' lists of them, neither changed while they paint) and the frame they
/// write, each thread to tiles of its own.
private struct TilePainting: @unchecked Sendable {
    let bins: TileBins
    let operations: UnsafeBufferPointer<Operation>
    let entries: UnsafeBufferPointer<Int32>
    let texts: UnsafeBufferPointer<TextMask>
    let target: PixelTarget
    let clear: UInt32
    /// Two scratch blocks per thread: thread `t` paints a tile in block `2t` while the one it
    /// painted before goes out from block `2t + 1`, and the other way round.
    let scratches: [UnsafeMutablePointer<UInt32>]

    /// A tile painted in its scratch block whose rows are still being written out.
    struct Pending {
        let tile: PixelBox
        let scratch: UnsafeMutablePointer<UInt32>
        var row: Int

        var rowsLeft: Int { tile.y1 - row }

        /// Streams the next `rows` rows (at most those left) to `target`.
        @inline(__always)
        mutating func writeOut(rows: Int, into target: PixelTarget) {
            let width = tile.x1 - tile.x0
            let end = row + min(rows, tile.y1 - row)
            while row < end {
                tessera_stream_pixels(
                    target.base + row * target.stride + tile.x0, scratch + (row - tile.y0) * width, width)
                row += 1
            }
        }
    }

    /// Paints tiles `first`, `first + every`, … in thread `first`'s two scratch blocks, then
    /// orders their stores. A painted tile is written out a few rows after each operation of the
    /// next one rather than all at once: writing out waits on the memory, painting on the core,
    /// and so the two overlap instead of taking turns.
    func paint(every: Int, from first: Int) {
        var pending: Pending?
        var turn = 0
        for tileIndex in stride(from: first, to: bins.count, by: every) {
            let scratch = scratches[2 * first + turn]
            guard let painted = paint(tileIndex, in: scratch, writingOut: &pending) else { continue }
            pending?.writeOut(rows: .max, into: target)
            pending = Pending(tile: painted, scratch: scratch, row: painted.y0)
            turn ^= 1
        }
        pending?.writeOut(rows: .max, into: target)
        // Non-temporal stores are ordered by a fence on the core that made them.
        tessera_stream_fence()
    }

    /// Operation `index` in place: `UnsafeBufferPointer`'s subscript hands out a copy, which
    /// retained and released the operation's mask for every operation of every tile.
    @inline(__always)
    private func operation(_ index: Int) -> UnsafePointer<Operation> {
        operations.baseAddress.unsafelyUnwrapped + index
    }

    /// Paints tile `tileIndex` into `scratch` and returns its box, or writes a tile of one colour
    /// straight out and returns nil; `pending`'s rows go out along the way.
    private func paint(
        _ tileIndex: Int, in scratch: UnsafeMutablePointer<UInt32>, writingOut pending: inout Pending?
    ) -> PixelBox? {
        let tile = bins.tile(tileIndex)
        let width = tile.x1 - tile.x0
        let list = entries[Int(bins.starts[tileIndex])..<Int(bins.starts[tileIndex + 1])]
        // The last opaque fill covering the whole tile hides the clear and all below it.
        let cover = list.indices.last { operation(Int(list[$0])).pointee.covers(tile) }
        // A tile of one colour (nothing over it, or nothing over the fill covering it) goes
        // straight out.
        let solid: UInt32?
        if let cover {
            solid = cover == list.endIndex - 1 ? operation(Int(list[cover])).pointee.opaqueFill?.pixel : nil
        } else {
            solid = list.isEmpty ? clear : nil
        }
        if let solid {
            for y in tile.y0..<tile.y1 { tessera_stream_fill(target.base + y * target.stride + tile.x0, solid, width) }
            return nil
        }
        // The scratch block seen as the target's pixels of this tile.
        guard
            let origin = UnsafeMutablePointer<UInt32>(
                bitPattern: Int(bitPattern: scratch) - (tile.y0 * width + tile.x0) * 4)
        else { return nil }
        var painter = Painter(
            target: PixelTarget(
                base: origin, width: target.width, height: target.height, stride: width, opaque: target.opaque))
        if cover == nil { scratch.fill(clear, count: width * (tile.y1 - tile.y0)) }
        // The last tile's rows, spread over this one's operations.
        let start = cover ?? list.startIndex
        let rowsPerOperation = pending.map {
            ($0.rowsLeft + (list.endIndex - start) - 1) / max(1, list.endIndex - start)
        }
        // Each operation used in place (a copy retained and released its mask for every tile).
        for position in start..<list.endIndex {
            let index = Int(list[position])
            let operation = operation(index)
            painter.clip = operation.pointee.clip.intersection(tile)
            guard !painter.clip.isEmpty else { continue }
            operation.pointee.draw(with: painter, texts: texts)
            if let rows = rowsPerOperation { pending?.writeOut(rows: rows, into: target) }
        }
        return tile
    }
}

/// The operations over each tile of a region, in paint order (a compact index per tile).
struct TileBins {
    static let tileWidth = 512
    static let tileHeight = 128

    let region: PixelBox
    let columns: Int
    let rows: Int
    /// Tile `t`'s operations are `entries[starts[t]..<starts[t + 1]]`.
    private(set) var starts: [Int]
    private(set) var entries: [Int32]

    var count: Int { columns * rows }

    init(region: PixelBox, operations: [Operation]) {
        self.region = region
        let tx0 = region.x0 / Self.tileWidth
        let ty0 = region.y0 / Self.tileHeight
        columns = (region.x1 - 1) / Self.tileWidth - tx0 + 1
        rows = (region.y1 - 1) / Self.tileHeight - ty0 + 1
        let columns = columns
        var counts = [Int](repeating: 0, count: columns * rows + 1)
        func span(_ box: PixelBox) -> (Range<Int>, Range<Int>) {
            (
                (box.x0 / Self.tileWidth - tx0)..<((box.x1 - 1) / Self.tileWidth - tx0 + 1),
                (box.y0 / Self.tileHeight - ty0)..<((box.y1 - 1) / Self.tileHeight - ty0 + 1)
            )
        }
        for operation in operations {
            let (xs, ys) = span(operation.reach)
            for ty in ys { for tx in xs { counts[ty * columns + tx + 1] += 1 } }
        }
        for index in 1..<counts.count { counts[index] += counts[index - 1] }
        var next = counts
        var entries = [Int32](repeating: 0, count: counts[counts.count - 1])
        for (index, operation) in operations.enumerated() {
            let (xs, ys) = span(operation.reach)
            for ty in ys {
                for tx in xs {
                    entries[next[ty * columns + tx]] = Int32(index)
                    next[ty * columns + tx] += 1
                }
            }
        }
        starts = counts
        self.entries = entries
    }

    /// The pixels of tile `index`, inside the region.
    func tile(_ index: Int) -> PixelBox {
        let tx = index % columns + region.x0 / Self.tileWidth
        let ty = index / columns + region.y0 / Self.tileHeight
        return PixelBox(
            x0: tx * Self.tileWidth, y0: ty * Self.tileHeight, x1: (tx + 1) * Self.tileWidth,
            y1: (ty + 1) * Self.tileHeight
        ).intersection(region)
    }
}

/// Shape spans by kind, size, sub-pixel position, width or radius and alpha, kept while they are
/// drawn and within a memory budget: past `budget` bytes (`ShapeMask.byteCount`, the arrays as
/// allocated) or `countLimit` masks at the end of a frame, the masks drawn longest ago are
/// dropped until three quarters of either remain (`trimLeastRecent`); what the frame just painted
/// drew stays, however large.
final class ShapeMaskCache {
    enum Kind: UInt8 {
        case fill, stroke, glow, hollowGlow
    }

    private struct Key: Hashable {
        let kind: Kind
        let fx: Double
        let fy: Double
        let hw: Double
        let hh: Double
        let r: Double
        let extent: Double
        let alpha: Double

        /// One multiply-xor mix of the bit patterns fed to the hasher once: a board looks up
        /// hundreds of shapes a frame, and hashing eight doubles one by one showed in profiles.
        func hash(into hasher: inout Hasher) {
            var mixed = UInt64(kind.rawValue)
            func mix(_ value: Double) {
                mixed = (mixed ^ value.bitPattern) &* 0x9E37_79B9_7F4A_7C15
                mixed ^= mixed >> 29
            }
            mix(fx)
            mix(fy)
            mix(hw)
            mix(hh)
            mix(r)
            mix(extent)
            mix(alpha)
            hasher.combine(mixed)
        }
    }

    private struct Entry: DrawnEntry {
        let mask: ShapeMask?
        var lastUsed: Int
        var cost: Int { mask?.byteCount ?? ShapeMask.overhead }
    }

    private var masks: [Key: Entry] = [:]
    private var frameNumber = 0
    private(set) var bytes = 0
    /// Above this many bytes, or this many masks, the masks drawn longest ago are dropped. It was
    /// 32 MiB counted by the arrays' lengths (43 MiB allocated after a few minutes of random
    /// play): what is kept beyond the screen on show only spares recording a screen's masks
    /// again when it comes back, which costs that one frame what drawing directly does. A
    /// screen's masks take 0.2–0.6 MiB at 1280×800 (all five screens 1.8 MiB) and 0.6–3.2 MiB at
    /// 3840×2160, Lights Out's the most: this holds every screen at 1280×800, and a larger
    /// frame keeps what it draws. A budget filled within the first minutes of play is also one
    /// the resident memory does not climb towards for the rest of the session.
    static let budget = 2 << 20
    static let countLimit = 8192

    var count: Int { masks.count }

    /// The spans of `kind` for `box` (centre already reduced to its fraction); `extent` is a
    /// stroke's width or a glow's radius in pixels. Nil when the shape paints nothing or is too
    /// large to keep.
    func mask(_ kind: Kind, _ box: RoundedBox, extent: Double, alpha: Double) -> ShapeMask? {
        let key = Key(
            kind: kind, fx: box.cx, fy: box.cy, hw: box.hw, hh: box.hh, r: box.r, extent: extent, alpha: alpha)
        if let index = masks.index(forKey: key) {
            masks.values[index].lastUsed = frameNumber
            return masks.values[index].mask
        }
        let grow = kind == .glow || kind == .hollowGlow ? extent : 0
        let bounds = PixelBox(
            covering: Rect(
                x: box.cx - box.hw - grow, y: box.cy - box.hh - grow, width: 2 * (box.hw + grow),
                height: 2 * (box.hh + grow))
        )
        .expanded(by: 2)
        guard !bounds.isEmpty, bounds.area <= 1 << 22 else { return nil }
        var builder = ShapeMaskBuilder(firstRow: bounds.y0)
        switch kind {
        case .fill: fillSpans(box, alpha: alpha, clip: bounds, into: &builder)
        case .stroke: strokeSpans(box, width: extent, alpha: alpha, clip: bounds, into: &builder)
        case .glow, .hollowGlow:
            glowSpans(box, radius: extent, alpha: alpha, hollow: kind == .hollowGlow, clip: bounds, into: &builder)
        }
        let entry = Entry(mask: ShapeMask(builder), lastUsed: frameNumber)
        bytes += entry.cost
        masks[key] = entry
        return entry.mask
    }

    func endFrame() {
        frameNumber += 1
        guard bytes > Self.budget || masks.count > Self.countLimit else { return }
        bytes = masks.trimLeastRecent(
            holding: bytes, toBytes: Self.budget / 4 * 3, count: Self.countLimit / 4 * 3, keepingFrom: frameNumber - 1)
    }

    /// Drops every mask the last frame did not draw (`Rasterizer.releaseUnshown` first counts the
    /// screen on show as a frame of its own).
    func releaseUnshown() {
        bytes = masks.dropUndrawn(holding: bytes, keepingFrom: frameNumber - 1)
    }
}
