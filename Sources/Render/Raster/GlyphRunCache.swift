import CPixelStore
import Layout

/// One line of text as coverage only (0…255 per pixel): one mask serves every colour and
/// opacity, and holds a quarter of the bytes of a coloured image.
public struct TextMask: Sendable {
    public let width: Int
    public let height: Int
    public let alpha: [UInt8]

    /// Nil unless `alpha` holds exactly one byte per pixel.
    public init?(width: Int, height: Int, alpha: [UInt8]) {
        guard width > 0, height > 0, alpha.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.alpha = alpha
    }
}

/// Where glyph coverage comes from. The rasteriser knows no font library: the backend renders
/// masks with SDL_ttf, and layout tests can paint without linking SDL at all.
public protocol GlyphSource: AnyObject {
    /// Coverage of `text` at `pixelSize` pixels, or nil when nothing can be drawn.
    func mask(_ text: String, bold: Bool, pixelSize: Int32) -> TextMask?
}

extension Font {
    /// The whole pixel size a font is rendered at for `scale` pixels per point.
    public func pixelSize(scale: Double) -> Int32 {
        Int32(max(1, min(4096, (size * scale).rounded())))
    }
}

/// Text masks by string, weight and pixel size, rendered once and kept while they are drawn.
/// Bounded by `countLimit` masks and `byteBudget` bytes: past either at the end of a frame, the
/// masks drawn longest ago are dropped until three quarters of either remain
/// (`trimLeastRecent`); what the frame just painted drew stays, however large.
final class GlyphRunCache {
    let source: any GlyphSource
    private var masks: [Key: Entry] = [:]
    private var frameNumber = 0
    /// Bytes held (`Entry.cost`).
    private(set) var bytes = 0
    static let countLimit = 512
    /// A screen's text takes 40–80 KiB at 1280×800 and 0.2–0.5 MiB at 3840×2160: this holds
    /// every screen at 1280×800 several times over, and two at 3840×2160.
    static let byteBudget = 1 << 20
    /// What a mask costs besides its coverage: the key's string, the entry and their headers.
    static let entryOverhead = 128

    private struct Key: Hashable {
        let text: String
        let bold: Bool
        let pixelSize: Int32
    }

    private struct Entry: DrawnEntry {
        let mask: TextMask?
        var lastUsed: Int
        /// Coverage bytes, with a fixed allowance for the key's string and the entry.
        var cost: Int { GlyphRunCache.entryOverhead + (mask?.alpha.capacity ?? 0) }
    }

    init(source: any GlyphSource) {
        self.source = source
    }

    var count: Int { masks.count }

    func mask(_ text: String, font: Font, scale: Double) -> TextMask? {
        let key = Key(text: text, bold: font.weight == .bold, pixelSize: font.pixelSize(scale: scale))
        if var entry = masks[key] {
            entry.lastUsed = frameNumber
            masks[key] = entry
            return entry.mask
        }
        let entry = Entry(mask: render(key), lastUsed: frameNumber)
        bytes += entry.cost
        masks[key] = entry
        return entry.mask
    }

    /// Called once per frame: text not drawn for a while is dropped, so a long session (timers,
    /// scores, every size a resize or the zoom asked for) cannot grow the cache.
    func endFrame() {
        frameNumber += 1
        guard masks.count > Self.countLimit || bytes > Self.byteBudget else { return }
        bytes = masks.trimLeastRecent(
            holding: bytes, toBytes: Self.byteBudget / 4 * 3, count: Self.countLimit / 4 * 3,
            keepingFrom: frameNumber - 1)
    }

    /// Drops every mask the last frame did not draw (`Rasterizer.releaseUnshown` first counts the
    /// screen on show as a frame of its own).
    func releaseUnshown() {
        bytes = masks.dropUndrawn(holding: bytes, keepingFrom: frameNumber - 1)
    }

    private func render(_ key: Key) -> TextMask? {
        source.mask(key.text, bold: key.bold, pixelSize: key.pixelSize)
    }
}

extension Painter {
    /// A mask at whole-pixel position (`x`, `y`), tinted.
    func text(_ mask: TextMask, x: Int, y: Int, color: PaintColor) {
        let box = PixelBox(x0: x, y0: y, x1: x + mask.width, y1: y + mask.height).intersection(clip)
        guard !box.isEmpty else { return }
        let opaqueColor = color.alpha >= 1
        let colorWeight = color.weight(1)
        mask.alpha.withUnsafeBufferPointer { alpha in
            if opaqueColor && target.opaque {
                // Four pixels at a time; the same weights and sums as `blend`.
                tessera_blend_coverage_block(
                    row(box.y0) + box.x0, target.stride, alpha.baseAddress! + (box.y0 - y) * mask.width + box.x0 - x,
                    mask.width, box.x1 - box.x0, box.y1 - box.y0, color.rgb)
                return
            }
            for py in box.y0..<box.y1 {
                let source = alpha.baseAddress! + (py - y) * mask.width - x
                for px in box.x0..<box.x1 {
                    let a = UInt32(source[px])
                    guard a > 0 else { continue }
                    let weight = opaqueColor ? a + (a >> 7) : (a * colorWeight + 127) / 255
                    blend(x: px, y: py, rgb: color.rgb, weight: weight)
                }
            }
        }
    }

    /// A mask scaled by `scale` about the centre of `frame` (a popping tile's number), sampled
    /// bilinearly.
    func text(_ mask: TextMask, centeredIn frame: Rect, scale: Double, color: PaintColor) {
        guard scale > 0.001 else { return }
        let width = Double(mask.width) * scale
        let height = Double(mask.height) * scale
        let originX = frame.midX - width / 2
        let originY = frame.midY - height / 2
        let box = PixelBox(covering: Rect(x: originX, y: originY, width: width, height: height)).intersection(clip)
        guard !box.isEmpty else { return }
        let inverse = 1 / scale
        mask.alpha.withUnsafeBufferPointer { alpha in
            func sample(_ sx: Int, _ sy: Int) -> Double {
                guard sx >= 0, sy >= 0, sx < mask.width, sy < mask.height else { return 0 }
                return Double(alpha[sy * mask.width + sx])
            }
            for py in box.y0..<box.y1 {
                let v = (Double(py) + 0.5 - originY) * inverse - 0.5
                let sy = Int(v.rounded(.down))
                let fy = v - Double(sy)
                for px in box.x0..<box.x1 {
                    let u = (Double(px) + 0.5 - originX) * inverse - 0.5
                    let sx = Int(u.rounded(.down))
                    let fx = u - Double(sx)
                    let top = sample(sx, sy) * (1 - fx) + sample(sx + 1, sy) * fx
                    let bottom = sample(sx, sy + 1) * (1 - fx) + sample(sx + 1, sy + 1) * fx
                    let a = (top * (1 - fy) + bottom * fy) / 255
                    blend(x: px, y: py, rgb: color.rgb, weight: color.weight(a))
                }
            }
        }
    }
}
