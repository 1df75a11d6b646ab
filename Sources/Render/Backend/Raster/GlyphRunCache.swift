import CSDL

/// One line of text rendered by SDL_ttf as coverage only (0…255 per pixel): one mask serves
/// every colour and opacity, and holds a quarter of the bytes of a coloured image.
struct TextMask {
    let width: Int
    let height: Int
    let alpha: [UInt8]
}

/// Text masks by string, weight and pixel size, rendered once and kept while they are drawn.
final class GlyphRunCache {
    let fonts: FontLibrary
    private var masks: [Key: Entry] = [:]
    private var frameNumber = 0

    private struct Key: Hashable {
        let text: String
        let bold: Bool
        let pixelSize: Int32
    }

    private struct Entry {
        let mask: TextMask?
        var lastUsed: Int
    }

    init(fonts: FontLibrary) {
        self.fonts = fonts
    }

    var count: Int { masks.count }

    func mask(_ text: String, font: Font, scale: Double) -> TextMask? {
        let key = Key(text: text, bold: font.weight == .bold, pixelSize: FontLibrary.pixelSize(font, scale: scale))
        if var entry = masks[key] {
            entry.lastUsed = frameNumber
            masks[key] = entry
            return entry.mask
        }
        let mask = render(key)
        masks[key] = Entry(mask: mask, lastUsed: frameNumber)
        return mask
    }

    /// Called once per frame: text not drawn for a while is dropped, so a long session (timers,
    /// scores) cannot grow the cache.
    func endFrame() {
        frameNumber += 1
        guard masks.count > 512 else { return }
        masks = masks.filter { frameNumber - $0.value.lastUsed < 2 }
    }

    private func render(_ key: Key) -> TextMask? {
        guard let ttf = try? fonts.font(bold: key.bold, pixelSize: key.pixelSize),
            let rendered = TTF_RenderUTF8_Blended(ttf.pointer, key.text, SDL_Color(r: 255, g: 255, b: 255, a: 255))
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

extension Painter {
    /// A mask at whole-pixel position (`x`, `y`), tinted.
    func text(_ mask: TextMask, x: Int, y: Int, color: PaintColor) {
        let box = PixelBox(x0: x, y0: y, x1: x + mask.width, y1: y + mask.height).intersection(clip)
        guard !box.isEmpty else { return }
        let opaqueColor = color.alpha >= 1
        let colorWeight = color.weight(1)
        mask.alpha.withUnsafeBufferPointer { alpha in
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
