import CPixelStore
import FoundationEssentials
import Glibc
import Layout

/// A rounded rectangle by centre, half extents and corner radius, in pixels: the outline of
/// every shape but the line. Its signed distance's level sets are rounded rectangles as well,
/// so "fully covered" and "touched at all" are the same shape offset by half a pixel, and each
/// row splits into a solid run between two thin edges evaluated pixel by pixel.
struct RoundedBox {
    var cx: Double
    var cy: Double
    var hw: Double
    var hh: Double
    var r: Double

    init(rect: Rect, radius: Double) {
        cx = rect.midX
        cy = rect.midY
        hw = rect.width / 2
        hh = rect.height / 2
        r = max(0, min(radius, hw, hh))
    }

    init(cx: Double, cy: Double, hw: Double, hh: Double, r: Double) {
        self.cx = cx
        self.cy = cy
        self.hw = hw
        self.hh = hh
        self.r = r
    }

    /// The level set `distance == d`: grown outwards for positive `d`, shrunk for negative.
    func offset(_ d: Double) -> RoundedBox {
        RoundedBox(cx: cx, cy: cy, hw: hw + d, hh: hh + d, r: max(0, r + d))
    }

    /// Signed distance from the outline, negative inside.
    @inline(__always) func distance(_ x: Double, _ y: Double) -> Double {
        let qx = abs(x - cx) - (hw - r)
        let qy = abs(y - cy) - (hh - r)
        let ox = max(qx, 0)
        let oy = max(qy, 0)
        return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - r
    }

    /// The pixel columns whose centres lie inside, on the row whose centre is at `yc`.
    @inline(__always) func columns(atRow yc: Double) -> (lo: Int, hi: Int)? {
        guard hw >= 0, hh >= 0 else { return nil }
        let dy = abs(yc - cy)
        guard dy <= hh else { return nil }
        let t = dy - (hh - r)
        let half = t <= 0 ? hw : hw - r + max(0, r * r - t * t).squareRoot()
        let lo = Int((cx - half - 0.5).rounded(.up))
        let hi = Int((cx + half - 0.5).rounded(.down))
        return lo <= hi ? (lo, hi) : nil
    }

    /// Rows whose centres lie within the box, clipped to `clip`.
    func rows(in clip: PixelBox) -> ClosedRange<Int>? {
        guard hw >= 0, hh >= 0 else { return nil }
        let first = max(clip.y0, Int(max(-1e9, (cy - hh - 0.5).rounded(.up))))
        let last = min(clip.y1 - 1, Int(min(1e9, (cy + hh - 0.5).rounded(.down))))
        return first <= last ? first...last : nil
    }
}

/// A segment with round caps, `r` pixels from the centre line to the edge.
struct RoundSegment {
    var ax: Double
    var ay: Double
    var bx: Double
    var by: Double
    var r: Double

    @inline(__always) func distance(_ x: Double, _ y: Double) -> Double {
        let px = x - ax
        let py = y - ay
        let dx = bx - ax
        let dy = by - ay
        let length2 = dx * dx + dy * dy
        let h = length2 > 0 ? max(0, min(1, (px * dx + py * dy) / length2)) : 0
        let ex = px - dx * h
        let ey = py - dy * h
        return (ex * ex + ey * ey).squareRoot() - r
    }
}

/// Coverage of a pixel whose centre is `d` pixels from an edge (negative inside): the area of
/// the pixel on the inner side of a straight edge, the usual one-pixel box filter.
@inline(__always) func coverage(_ d: Double) -> Double {
    max(0, min(1, 0.5 - d))
}

extension Painter {
    /// A filled rounded box: solid runs inside, evaluated edges, nothing outside.
    func fill(_ box: RoundedBox, color: PaintColor) {
        var sink = DirectSpans(painter: self, rgb: color.rgb)
        fillSpans(box, alpha: color.alpha, clip: clip, into: &sink)
    }

    /// An outline `width` pixels wide inside the box's edge: the box's coverage minus the
    /// coverage of the box shrunk by `width`, with the hole's interior skipped.
    func stroke(_ box: RoundedBox, width: Double, color: PaintColor) {
        var sink = DirectSpans(painter: self, rgb: color.rgb)
        strokeSpans(box, width: width, alpha: color.alpha, clip: clip, into: &sink)
    }

    /// A halo: the shape itself in the glow colour, then a quadratic fade to nothing `radius`
    /// pixels outside its edge (a lit bulb, a soft shadow). `hollow` leaves out the pixels that
    /// an opaque fill of the same shape, painted next, covers completely: the same picture for
    /// less work.
    func glow(_ box: RoundedBox, radius: Double, color: PaintColor, hollow: Bool = false) {
        guard radius > 0 else {
            if !hollow { fill(box, color: color) }
            return
        }
        var sink = DirectSpans(painter: self, rgb: color.rgb)
        glowSpans(box, radius: radius, alpha: color.alpha, hollow: hollow, clip: clip, into: &sink)
    }

    /// A shape drawn from its spans worked out once (`ShapeMask`), placed with the mask's origin
    /// at whole pixel (`x`, `y`): the same pixels as drawing the shape itself.
    func paint(_ mask: ShapeMask, x: Int, y: Int, rgb: UInt32) {
        let first = max(clip.y0, y + mask.y0)
        let end = min(clip.y1, y + mask.y0 + mask.height)
        guard first < end else { return }
        if !mask.dense.isEmpty {
            let left = max(clip.x0, x + mask.denseX0)
            let right = min(clip.x1, x + mask.denseX0 + mask.denseWidth)
            guard left < right else { return }
            mask.dense.withUnsafeBufferPointer { dense in
                let firstRow = first - y - mask.y0
                let column0 = x + mask.denseX0
                let source = dense.baseAddress! + firstRow * mask.denseWidth + left - column0
                if target.opaque {
                    // Weight 0 keeps a pixel and 256 replaces it, as `run` and `blend` do, since
                    // every pixel of an opaque target has alpha 255.
                    mask.denseRuns.withUnsafeBufferPointer { runs in
                        tessera_blend_block(
                            target.base + first * target.stride + left, target.stride,
                            dense.baseAddress! + firstRow * mask.denseWidth, mask.denseWidth,
                            runs.baseAddress! + 4 * firstRow, left - column0, right - column0, end - first, rgb)
                    }
                } else {
                    for py in first..<end {
                        let weights = source + (py - first) * mask.denseWidth - left
                        for px in left..<right { blend(x: px, y: py, rgb: rgb, weight: UInt32(weights[px])) }
                    }
                }
            }
            return
        }
        let rows = first..<end
        mask.spans.withUnsafeBufferPointer { spans in
            mask.weights.withUnsafeBufferPointer { weights in
                mask.rowStarts.withUnsafeBufferPointer { rowStarts in
                    if target.opaque {
                        // Weight 0 keeps a pixel and 256 replaces it, as `blend` does, since every
                        // pixel of an opaque target has alpha 255.
                        tessera_paint_spans(
                            target.base, target.stride, spans.baseAddress, rowStarts.baseAddress,
                            weights.baseAddress, x, y + mask.y0, first, end, clip.x0, clip.x1, rgb)
                        return
                    }
                    for py in rows {
                        let row = py - y - mask.y0
                        for index in Int(rowStarts[row])..<Int(rowStarts[row + 1]) {
                            let span = spans[index]
                            let start = x + Int(span.x)
                            let lo = max(clip.x0, start)
                            let hi = min(clip.x1, start + Int(span.count)) - 1
                            guard lo <= hi else { continue }
                            if span.weight >= 0 {
                                run(y: py, x0: lo, x1: hi, rgb: rgb, weight: UInt32(span.weight))
                            } else {
                                let source = weights.baseAddress! + Int(~span.weight) - start
                                for px in lo...hi { blend(x: px, y: py, rgb: rgb, weight: UInt32(source[px])) }
                            }
                        }
                    }
                }
            }
        }
    }

    /// A segment with round caps; each row visits only the columns near the segment's line.
    func line(_ capsule: RoundSegment, color: PaintColor) {
        let reach = capsule.r + 0.5
        let box = PixelBox(
            covering: Rect(
                x: min(capsule.ax, capsule.bx) - reach, y: min(capsule.ay, capsule.by) - reach,
                width: abs(capsule.bx - capsule.ax) + 2 * reach, height: abs(capsule.by - capsule.ay) + 2 * reach)
        ).intersection(clip)
        guard !box.isEmpty, color.weight(1) > 0 else { return }
        let dx = capsule.bx - capsule.ax
        let dy = capsule.by - capsule.ay
        let length = (dx * dx + dy * dy).squareRoot()
        let ux = length > 0 ? dx / length : 1
        let uy = length > 0 ? dy / length : 0
        for y in box.y0..<box.y1 {
            let yc = Double(y) + 0.5
            var lo = box.x0
            var hi = box.x1 - 1
            if abs(uy) > 1e-6 {
                // Columns within `reach` of the infinite line: |(p − a) × u| ≤ reach.
                let along = capsule.ax + (yc - capsule.ay) * ux / uy
                let spread = reach / abs(uy)
                lo = max(lo, Int((along - spread - 0.5).rounded(.down)))
                hi = min(hi, Int((along + spread - 0.5).rounded(.up)))
            }
            guard lo <= hi else { continue }
            for x in lo...hi {
                let weight = color.weight(coverage(capsule.distance(Double(x) + 0.5, yc)))
                blend(x: x, y: y, rgb: color.rgb, weight: weight)
            }
        }
    }
}

/// How one shape paints, worked out once and then replayed: each row's constant-weight runs and
/// its stretches of individually weighted edge pixels (weights 0…256), relative to the whole pixel
/// at or below the shape's centre. Kept per shape, size, sub-pixel position and alpha, since a
/// board draws the same few shapes at a handful of sub-pixel positions frame after frame; a replay
/// costs only the stores, with no distance computed.
final class ShapeMask {
    /// `count` pixels from column `x`: all of weight `weight` when it is 0 or more, else each
    /// with its own weight from `weights[~weight]` on.
    /// (C's struct, so that `tessera_paint_spans` walks the same array.)
    typealias Span = tessera_span

    /// The first row, relative to the centre's whole pixel.
    let y0: Int
    /// Row `r`'s spans are `spans[rowStarts[r]..<rowStarts[r + 1]]`.
    let rowStarts: [Int32]
    let spans: [Span]
    let weights: [UInt16]

    /// A small mask made mostly of weighted pixels (a bulb, a glow, a dot) is kept instead as
    /// one block of weights, `denseWidth` per row from column `denseX0` (0 where nothing is
    /// painted), and its spans are dropped: an opaque target blends the block in one call, every
    /// row four pixels at a time, which costs less than walking the spans row by row. Shapes of
    /// long runs (cells, panels) keep their spans, which take less memory.
    let dense: [UInt16]
    /// Row `r` of the block has weights other than 0 only in columns `denseRuns[4r]..<denseRuns[4r + 1]`
    /// and `denseRuns[4r + 2]..<denseRuns[4r + 3]`: a ring's middle, a hollow glow's and the
    /// corners around a disc are skipped rather than tested four weights at a time.
    let denseRuns: [Int32]
    let denseX0: Int
    let denseWidth: Int
    let height: Int
    /// Masks with at most this many pixels in their bounding box, a quarter of them or more
    /// weighted one by one, are kept dense.
    static let denseArea = 96 * 96

    /// The memory the mask holds: its arrays as allocated (appending leaves up to twice the room
    /// a mask's spans need) and a fixed allowance for the object, the array headers and the
    /// cache's key and entry.
    var byteCount: Int {
        Self.overhead + rowStarts.capacity * 4 + spans.capacity * 12 + weights.capacity * 2 + dense.capacity * 2
            + denseRuns.capacity * 4
    }
    static let overhead = 256

    /// What `builder` recorded, or nil when it recorded nothing.
    init?(_ builder: consuming ShapeMaskBuilder) {
        guard !builder.spans.isEmpty else { return nil }
        builder.advance(to: builder.currentRow + 1)
        y0 = builder.y0
        let rowStarts = builder.rowStarts
        let spans = builder.spans
        let weights = builder.weights
        let left = spans.lazy.map { Int($0.x) }.min()!
        let right = spans.lazy.map { Int($0.x) + Int($0.count) }.max()!
        let height = rowStarts.count - 1
        self.height = height
        let area = (right - left) * height
        guard area <= Self.denseArea, weights.count * 4 >= area else {
            self.rowStarts = rowStarts
            (self.spans, self.weights) = Self.paddedToFours(spans, weights)
            dense = []
            denseRuns = []
            denseX0 = 0
            denseWidth = 0
            return
        }
        var block = [UInt16](repeating: 0, count: area)
        for row in 0..<height {
            for span in spans[Int(rowStarts[row])..<Int(rowStarts[row + 1])] {
                for offset in 0..<Int(span.count) {
                    block[row * (right - left) + Int(span.x) - left + offset] =
                        span.weight >= 0 ? UInt16(span.weight) : weights[Int(~span.weight) + offset]
                }
            }
        }
        self.rowStarts = []
        self.spans = []
        self.weights = []
        dense = block
        denseRuns = Self.nonZeroRuns(block, width: right - left)
        denseX0 = left
        denseWidth = right - left
    }
}

extension ShapeMask {
    /// Interior stretches of weight 0 at least this long split a dense row in two.
    static let zeroGap = 8

    /// For each row of `block` (`width` weights a row), the two stretches of columns outside
    /// which every weight is 0: the row from its first weight other than 0 to its last, split
    /// around its longest stretch of zeros when that is `zeroGap` or longer, each widened to
    /// whole fours of columns. An empty stretch is `a..<a`; a row of zeros is two of them.
    fileprivate static func nonZeroRuns(_ block: [UInt16], width: Int) -> [Int32] {
        let height = width > 0 ? block.count / width : 0
        var runs: [Int32] = []
        runs.reserveCapacity(4 * height)
        for row in 0..<height {
            let weights = block[row * width..<(row + 1) * width]
            guard let firstIndex = weights.firstIndex(where: { $0 != 0 }),
                let lastIndex = weights.lastIndex(where: { $0 != 0 })
            else {
                runs.append(contentsOf: [0, 0, 0, 0])
                continue
            }
            let first = firstIndex - row * width
            let last = lastIndex - row * width
            // The longest stretch of zeros between the first and the last weight.
            var gap = (start: 0, length: 0)
            var zeros = 0
            for column in first...last {
                if weights[row * width + column] == 0 {
                    zeros += 1
                    if zeros > gap.length { gap = (column + 1 - zeros, zeros) }
                } else {
                    zeros = 0
                }
            }
            // Each stretch starts at a multiple of four and is a multiple of four long where the
            // row has room, so that the blend takes it four pixels at a time with no tail.
            func quads(_ lo: Int, _ hi: Int) -> (Int32, Int32) {
                let start = lo & ~3
                return (Int32(start), Int32(min(width, start + ((hi - start + 3) & ~3))))
            }
            let whole = quads(first, last + 1)
            let left = quads(first, gap.start)
            let right = quads(gap.start + gap.length, last + 1)
            if gap.length >= zeroGap, left.1 < right.0 {
                runs.append(contentsOf: [left.0, left.1, right.0, right.1])
            } else {
                runs.append(contentsOf: [whole.0, whole.1, whole.1, whole.1])
            }
        }
        return runs
    }

    /// `spans` with every stretch of weighted pixels lengthened to a multiple of four by weights of
    /// 0 after it. The block blend takes four pixels at a time and finishes a stretch pixel by
    /// pixel; a shape's edge stretches are one to a few pixels long, so most were that slow tail
    /// with a branch the processor cannot predict. Weight 0 leaves a pixel as it is (and 256 is
    /// never padding), so the pixels painted are the same; the padding may reach up to three
    /// pixels past the shape, still inside the clip, which the span walker cuts every span to.
    fileprivate static func paddedToFours(_ spans: [Span], _ weights: [UInt16]) -> ([Span], [UInt16]) {
        var paddedSpans: [Span] = []
        paddedSpans.reserveCapacity(spans.count)
        var paddedWeights: [UInt16] = []
        // Exactly the room needed: the cache's budget counts the arrays as allocated.
        paddedWeights.reserveCapacity(spans.reduce(0) { $0 + ($1.weight < 0 ? (Int($1.count) + 3) & ~3 : 0) })
        for span in spans {
            guard span.weight < 0 else {
                paddedSpans.append(span)
                continue
            }
            let first = Int(~span.weight)
            let count = Int(span.count)
            let start = paddedWeights.count
            paddedWeights.append(contentsOf: weights[first..<first + count])
            let extra = (4 - count % 4) % 4
            paddedWeights.append(contentsOf: repeatElement(0, count: extra))
            paddedSpans.append(Span(x: span.x, count: Int32(count + extra), weight: ~Int32(start)))
        }
        return (paddedSpans, paddedWeights)
    }
}

/// Where the span functions send a shape's rows, in increasing order: the painter draws them
/// (`DirectSpans`), a mask records them (`ShapeMaskBuilder`).
protocol SpanSink {
    /// Pixels `x0...x1` of row `y`, all of one weight.
    mutating func run(_ y: Int, _ x0: Int, _ x1: Int, _ weight: UInt32)
    /// One pixel of its own weight.
    mutating func pixel(_ x: Int, _ y: Int, _ weight: UInt32)
}

/// Spans drawn as they come.
struct DirectSpans: SpanSink {
    let painter: Painter
    let rgb: UInt32

    @inline(__always) mutating func run(_ y: Int, _ x0: Int, _ x1: Int, _ weight: UInt32) {
        painter.run(y: y, x0: x0, x1: x1, rgb: rgb, weight: weight)
    }

    @inline(__always) mutating func pixel(_ x: Int, _ y: Int, _ weight: UInt32) {
        painter.blend(x: x, y: y, rgb: rgb, weight: weight)
    }
}

/// Spans recorded for a `ShapeMask`: long runs as runs, everything else as stretches of weighted
/// pixels (a short run joins the weighted pixels beside it, so a small circle's row is one
/// stretch blended in one branch-free pass instead of three spans).
struct ShapeMaskBuilder: SpanSink {
    /// Runs shorter than this are kept as weighted pixels.
    static let shortRun = 32

    let y0: Int
    fileprivate(set) var rowStarts: [Int32] = [0]
    fileprivate(set) var spans: [ShapeMask.Span] = []
    fileprivate(set) var weights: [UInt16] = []
    fileprivate var currentRow: Int
    /// The column just right of the last weighted pixel when the last span is a stretch of
    /// weighted pixels in the current row (the next pixel there extends it), else `Int.min`.
    /// Kept here so that a pixel, the builder's most frequent call, reads no array to decide.
    private var stretchEnd = Int.min

    /// A builder for spans from row `y0` down.
    init(firstRow y0: Int) {
        self.y0 = y0
        currentRow = y0
    }

    /// Closes rows up to (not including) `y`.
    fileprivate mutating func advance(to y: Int) {
        guard currentRow < y else { return }
        stretchEnd = Int.min
        while currentRow < y {
            rowStarts.append(Int32(spans.count))
            currentRow += 1
        }
    }

    mutating func run(_ y: Int, _ x0: Int, _ x1: Int, _ weight: UInt32) {
        guard x1 >= x0, weight > 0 else { return }
        guard x1 - x0 >= Self.shortRun else {
            for x in x0...x1 { pixel(x, y, weight) }
            return
        }
        advance(to: y)
        spans.append(ShapeMask.Span(x: Int32(x0), count: Int32(x1 - x0 + 1), weight: Int32(min(256, weight))))
        stretchEnd = Int.min
    }

    mutating func pixel(_ x: Int, _ y: Int, _ weight: UInt32) {
        advance(to: y)
        if x == stretchEnd {
            spans[spans.count - 1].count += 1
        } else {
            spans.append(ShapeMask.Span(x: Int32(x), count: 1, weight: ~Int32(weights.count)))
        }
        stretchEnd = x + 1
        weights.append(UInt16(min(256, weight)))
    }
}

/// Calls `body` with each row whose centre lies in `box` and the row's clipped columns.
@inline(__always) private func forEachRow(
    of box: RoundedBox, clip: PixelBox, _ body: (_ y: Int, _ yc: Double, _ lo: Int, _ hi: Int) -> Void
) {
    guard let rows = box.rows(in: clip) else { return }
    for y in rows {
        let yc = Double(y) + 0.5
        guard let columns = box.columns(atRow: yc) else { continue }
        let lo = max(columns.lo, clip.x0)
        let hi = min(columns.hi, clip.x1 - 1)
        if lo <= hi { body(y, yc, lo, hi) }
    }
}

/// The rows of a filled box within `clip`: one full-weight run between edge pixels weighted by
/// coverage; the one definition the direct painter and `ShapeMask` share.
@inline(__always) func fillSpans(
    _ box: RoundedBox, alpha: Double, clip: PixelBox,
    into sink: inout some SpanSink
) {
    let color = PaintColor(rgb: 0, alpha: alpha)
    let touched = box.offset(0.5)
    let solid = box.offset(-0.5)
    let full = color.weight(1)
    guard full > 0 else { return }
    forEachRow(of: touched, clip: clip) { y, yc, lo, hi in
        func edge(from x0: Int, to x1: Int) {
            guard x0 <= x1 else { return }
            for x in x0...x1 { sink.pixel(x, y, color.weight(coverage(box.distance(Double(x) + 0.5, yc)))) }
        }
        if let inner = solid.columns(atRow: yc) {
            let solidLo = max(inner.lo, lo)
            let solidHi = min(inner.hi, hi)
            edge(from: lo, to: min(hi, solidLo - 1))
            if solidHi >= solidLo { sink.run(y, solidLo, solidHi, full) }
            edge(from: max(lo, solidHi + 1), to: hi)
        } else {
            edge(from: lo, to: hi)
        }
    }
}

/// The rows of an outline `width` pixels wide inside the box's edge within `clip`: full-weight
/// runs where the ring is solid, the box's coverage minus the hole's on its edges.
@inline(__always) func strokeSpans(
    _ box: RoundedBox, width: Double, alpha: Double, clip: PixelBox,
    into sink: inout some SpanSink
) {
    let color = PaintColor(rgb: 0, alpha: alpha)
    let width = min(width, box.hw, box.hh)
    guard width > 0 else { return }
    let hole = box.offset(-width)
    let touched = box.offset(0.5)
    let solid = box.offset(-0.5)
    let holeTouched = hole.offset(0.5)
    let holeEmpty = hole.offset(-0.5)
    let full = color.weight(1)
    guard full > 0 else { return }
    forEachRow(of: touched, clip: clip) { y, yc, lo, hi in
        let inner = solid.columns(atRow: yc)
        let holeAny = holeTouched.columns(atRow: yc)
        let holeNone = holeEmpty.columns(atRow: yc)
        var x = lo
        while x <= hi {
            if let skip = holeNone, x >= skip.lo, x <= skip.hi {
                x = skip.hi + 1
                continue
            }
            if let inner, x >= inner.lo, x <= inner.hi, !(holeAny.map { x >= $0.lo && x <= $0.hi } ?? false) {
                var end = min(inner.hi, hi)
                if let holeAny, holeAny.lo > x { end = min(end, holeAny.lo - 1) }
                sink.run(y, x, end, full)
                x = end + 1
                continue
            }
            let xc = Double(x) + 0.5
            let amount = coverage(box.distance(xc, yc)) - coverage(hole.distance(xc, yc))
            sink.pixel(x, y, color.weight(amount))
            x += 1
        }
    }
}

/// The rows of a glow as constant-weight runs and single weighted pixels within `clip`; the one
/// definition both the direct painter and `ShapeMask` use.
@inline(__always) func glowSpans(
    _ box: RoundedBox, radius: Double, alpha: Double, hollow: Bool, clip: PixelBox,
    into sink: inout some SpanSink
) {
    let color = PaintColor(rgb: 0, alpha: alpha)
    let reach = box.offset(radius)
    let covered = box.offset(-0.5)
    let full = color.weight(1)
    guard full > 0, let rows = reach.rows(in: clip) else { return }
    let inverseRadius = 1 / radius
    for y in rows {
        let yc = Double(y) + 0.5
        guard let columns = reach.columns(atRow: yc) else { continue }
        let lo = max(columns.lo, clip.x0)
        let hi = min(columns.hi, clip.x1 - 1)
        guard lo <= hi else { continue }
        var solidLo = hi + 1
        var solidHi = hi
        // The shape's own columns on this row, when any of them lies inside the clip.
        if let inner = box.columns(atRow: yc), max(inner.lo, lo) <= min(inner.hi, hi) {
            solidLo = max(inner.lo, lo)
            solidHi = min(inner.hi, hi)
            if hollow, let hole = covered.columns(atRow: yc) {
                let leftEnd = min(solidHi, hole.lo - 1)
                if leftEnd >= solidLo { sink.run(y, solidLo, leftEnd, full) }
                let rightStart = max(solidLo, hole.hi + 1)
                if solidHi >= rightStart { sink.run(y, rightStart, solidHi, full) }
            } else {
                sink.run(y, solidLo, solidHi, full)
            }
        }
        for range in [lo..<solidLo, (solidHi + 1)..<(hi + 1)] where !range.isEmpty {
            for x in range {
                let d = max(0, box.distance(Double(x) + 0.5, yc)) * inverseRadius
                if d >= 1 { continue }
                let weight = color.weight((1 - d) * (1 - d))
                if weight > 0 { sink.pixel(x, y, weight) }
            }
        }
    }
}
