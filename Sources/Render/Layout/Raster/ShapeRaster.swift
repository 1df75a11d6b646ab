import Foundation

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
        let touched = box.offset(0.5)
        let solid = box.offset(-0.5)
        let full = color.weight(1)
        guard full > 0 else { return }
        forEachRow(of: touched) { y, yc, lo, hi in
            if let inner = solid.columns(atRow: yc) {
                let solidLo = max(inner.lo, lo)
                let solidHi = min(inner.hi, hi)
                edge(box, y: y, from: lo, to: min(hi, solidLo - 1), color: color)
                run(y: y, x0: solidLo, x1: solidHi, rgb: color.rgb, weight: full)
                edge(box, y: y, from: max(lo, solidHi + 1), to: hi, color: color)
            } else {
                edge(box, y: y, from: lo, to: hi, color: color)
            }
        }
    }

    /// Calls `body` with each row whose centre lies in `box` and the row's clipped columns.
    @inline(__always) private func forEachRow(
        of box: RoundedBox, _ body: (_ y: Int, _ yc: Double, _ lo: Int, _ hi: Int) -> Void
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

    @inline(__always) private func edge(_ box: RoundedBox, y: Int, from x0: Int, to x1: Int, color: PaintColor) {
        guard x0 <= x1 else { return }
        let yc = Double(y) + 0.5
        for x in x0...x1 {
            blend(x: x, y: y, rgb: color.rgb, weight: color.weight(coverage(box.distance(Double(x) + 0.5, yc))))
        }
    }

    /// An outline `width` pixels wide inside the box's edge: the box's coverage minus the
    /// coverage of the box shrunk by `width`, with the hole's interior skipped.
    func stroke(_ box: RoundedBox, width: Double, color: PaintColor) {
        let width = min(width, box.hw, box.hh)
        guard width > 0 else { return }
        let hole = box.offset(-width)
        let touched = box.offset(0.5)
        let solid = box.offset(-0.5)
        let holeTouched = hole.offset(0.5)
        let holeEmpty = hole.offset(-0.5)
        let full = color.weight(1)
        guard full > 0 else { return }
        forEachRow(of: touched) { y, yc, lo, hi in
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
                    run(y: y, x0: x, x1: end, rgb: color.rgb, weight: full)
                    x = end + 1
                    continue
                }
                let xc = Double(x) + 0.5
                let amount = coverage(box.distance(xc, yc)) - coverage(hole.distance(xc, yc))
                blend(x: x, y: y, rgb: color.rgb, weight: color.weight(amount))
                x += 1
            }
        }
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
        glowSpans(box, radius: radius, alpha: color.alpha, hollow: hollow, clip: clip) { y, x0, x1, weight in
            run(y: y, x0: x0, x1: x1, rgb: color.rgb, weight: weight)
        } pixel: { x, y, weight in
            blend(x: x, y: y, rgb: color.rgb, weight: weight)
        }
    }

    /// A glow drawn from its weights computed once (`GlowMask`), placed with the mask's origin
    /// at whole pixel (`x`, `y`): the same pixels as `glow` for the same shape.
    func glow(_ mask: GlowMask, x: Int, y: Int, rgb: UInt32) {
        let box = PixelBox(
            x0: x + mask.x0, y0: y + mask.y0, x1: x + mask.x0 + mask.width, y1: y + mask.y0 + mask.height
        )
        .intersection(clip)
        guard !box.isEmpty else { return }
        let left = x + mask.x0
        mask.weights.withUnsafeBufferPointer { weights in
            for py in box.y0..<box.y1 {
                let row = py - y - mask.y0
                let source = weights.baseAddress! + row * mask.width - left
                for segment in Int(mask.rowStarts[row])..<Int(mask.rowStarts[row + 1]) {
                    var px = max(box.x0, left + Int(mask.segments[2 * segment]))
                    let stop = min(box.x1, left + Int(mask.segments[2 * segment + 1]))
                    while px < stop {
                        let weight = UInt32(source[px])
                        if weight >= 256 {
                            // Solid stretches are stored as runs.
                            var end = px + 1
                            while end < stop && source[end] >= 256 { end += 1 }
                            run(y: py, x0: px, x1: end - 1, rgb: rgb, weight: 256)
                            px = end
                            continue
                        }
                        if weight > 0 { blend(x: px, y: py, rgb: rgb, weight: weight) }
                        px += 1
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

/// The blend weights of one glow (`weight` 0…256 per pixel, 0 where it paints nothing), its
/// origin relative to the whole pixel at or below the shape's centre. Computed once per shape,
/// size, sub-pixel position and alpha, then blitted: a lit board draws the same glow many times.
final class GlowMask {
    let x0: Int
    let y0: Int
    let width: Int
    let height: Int
    let weights: [UInt16]
    /// The stretches of each row that paint anything, as mask columns `[start, end)`: row `r`'s
    /// are pairs `segments[2k], segments[2k + 1]` for k in `rowStarts[r]..<rowStarts[r + 1]`. A
    /// blit skips the rest (the hollow middle of a lit bulb's halo, the corners).
    let segments: [Int32]
    let rowStarts: [Int32]

    /// The weights of `glow` for `box` (centre already reduced to its fraction), or nil when
    /// the glow is empty or too large to keep.
    init?(_ box: RoundedBox, radius: Double, alpha: Double, hollow: Bool) {
        let reach = box.offset(radius)
        let outer = PixelBox(
            covering: Rect(x: reach.cx - reach.hw, y: reach.cy - reach.hh, width: 2 * reach.hw, height: 2 * reach.hh)
        )
        .expanded(by: 1)
        guard !outer.isEmpty, outer.area <= 1 << 20 else { return nil }
        x0 = outer.x0
        y0 = outer.y0
        width = outer.x1 - outer.x0
        height = outer.y1 - outer.y0
        var weights = [UInt16](repeating: 0, count: width * height)
        let (x0, y0, width) = (x0, y0, width)
        glowSpans(box, radius: radius, alpha: alpha, hollow: hollow, clip: outer) { y, from, to, weight in
            guard from <= to else { return }
            for x in from...to { weights[(y - y0) * width + x - x0] = UInt16(min(256, weight)) }
        } pixel: { x, y, weight in
            weights[(y - y0) * width + x - x0] = UInt16(min(256, weight))
        }
        self.weights = weights
        var segments: [Int32] = []
        var rowStarts: [Int32] = [0]
        rowStarts.reserveCapacity(height + 1)
        for row in 0..<height {
            var x = 0
            while x < width {
                guard weights[row * width + x] != 0 else {
                    x += 1
                    continue
                }
                let start = x
                while x < width && weights[row * width + x] != 0 { x += 1 }
                segments.append(Int32(start))
                segments.append(Int32(x))
            }
            rowStarts.append(Int32(segments.count / 2))
        }
        self.segments = segments
        self.rowStarts = rowStarts
    }
}

/// The rows of a glow as constant-weight runs and single weighted pixels within `clip`; the one
/// definition both the direct painter and `GlowMask` use.
@inline(__always) func glowSpans(
    _ box: RoundedBox, radius: Double, alpha: Double, hollow: Bool, clip: PixelBox,
    run: (_ y: Int, _ x0: Int, _ x1: Int, _ weight: UInt32) -> Void,
    pixel: (_ x: Int, _ y: Int, _ weight: UInt32) -> Void
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
                if leftEnd >= solidLo { run(y, solidLo, leftEnd, full) }
                let rightStart = max(solidLo, hole.hi + 1)
                if solidHi >= rightStart { run(y, rightStart, solidHi, full) }
            } else {
                run(y, solidLo, solidHi, full)
            }
        }
        for range in [lo..<solidLo, (solidHi + 1)..<(hi + 1)] where !range.isEmpty {
            for x in range {
                let d = max(0, box.distance(Double(x) + 0.5, yc)) * inverseRadius
                if d >= 1 { continue }
                let weight = color.weight((1 - d) * (1 - d))
                if weight > 0 { pixel(x, y, weight) }
            }
        }
    }
}
