import CPixelStore
import FoundationEssentials
import Glibc
import Layout

/// A block of 32-bit pixels that the rasteriser paints, each `0xAARRGGBB` (SDL's ARGB8888,
/// which an X11 window surface's RGB888 shares), rows `stride` pixels apart. The memory is
/// borrowed: whoever made the target keeps it alive while drawing.
public struct PixelTarget {
    public let base: UnsafeMutablePointer<UInt32>
    public let width: Int
    public let height: Int
    public let stride: Int
    /// True when every pixel stays opaque (a window, a screenshot): blending then ignores the
    /// destination's alpha, the fast path. False for images on a transparent background (the
    /// app icon), which composite source-over with alpha.
    public let opaque: Bool

    public init(base: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int, opaque: Bool) {
        self.base = base
        self.width = width
        self.height = height
        self.stride = stride
        self.opaque = opaque
    }
}

/// Whole-pixel bounds, `x1` and `y1` exclusive.
struct PixelBox: Equatable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    func intersection(_ other: PixelBox) -> PixelBox {
        PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }

    /// The pixels a rect in pixel space touches at all.
    init(covering rect: Rect) {
        x0 = Int(max(-1e9, min(1e9, rect.minX.rounded(.down))))
        y0 = Int(max(-1e9, min(1e9, rect.minY.rounded(.down))))
        x1 = Int(max(-1e9, min(1e9, rect.maxX.rounded(.up))))
        y1 = Int(max(-1e9, min(1e9, rect.maxY.rounded(.up))))
    }

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }
}

/// A colour ready for the pixel loops: `0x00RRGGBB` and its alpha on a 0…256 scale.
struct PaintColor {
    let rgb: UInt32
    /// 0…1, kept exact so coverage can be folded in before rounding.
    let alpha: Double

    init(rgb: UInt32, alpha: Double) {
        self.rgb = rgb
        self.alpha = alpha
    }

    init(_ color: Color) {
        let b = color.bytes
        rgb = UInt32(b.r) << 16 | UInt32(b.g) << 8 | UInt32(b.b)
        alpha = max(0, min(1, color.alpha))
    }

    /// The 0…256 blend weight of this colour over a pixel `coverage` (0…1) covered.
    @inline(__always) func weight(_ coverage: Double) -> UInt32 {
        UInt32(max(0, min(256, coverage * alpha * 256 + 0.5)))
    }
}

/// The pixel loops: stores, constant-weight runs and single blended pixels, all clipped by the
/// caller. `weight` is 0…256 (256 replaces the pixel).
struct Painter {
    let target: PixelTarget
    var clip: PixelBox

    init(target: PixelTarget) {
        self.target = target
        clip = PixelBox(x0: 0, y0: 0, x1: target.width, y1: target.height)
    }

    @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        target.base + y * target.stride
    }

    /// Pixels `x0...x1` of row `y` (already inside the clip).
    @inline(__always) func run(y: Int, x0: Int, x1: Int, rgb: UInt32, weight: UInt32) {
        guard x1 >= x0, weight > 0 else { return }
        let start = row(y) + x0
        let count = x1 - x0 + 1
        if weight >= 256 {
            start.fill(0xFF00_0000 | rgb, count: count)
        } else if target.opaque {
            let srb = (rgb & 0xFF00FF) &* weight
            let sg = (rgb & 0x00FF00) &* weight
            let inverse = 256 - weight
            for i in 0..<count {
                let d = start[i]
                let rb = ((d & 0xFF00FF) &* inverse &+ srb) >> 8 & 0xFF00FF
                let g = ((d & 0x00FF00) &* inverse &+ sg) >> 8 & 0x00FF00
                start[i] = 0xFF00_0000 | rb | g
            }
        } else {
            for i in 0..<count { start[i] = Self.over(start[i], rgb: rgb, weight: weight) }
        }
    }

    @inline(__always) func blend(x: Int, y: Int, rgb: UInt32, weight: UInt32) {
        guard weight > 0 else { return }
        let pointer = row(y) + x
        if weight >= 256 {
            pointer.pointee = 0xFF00_0000 | rgb
        } else if target.opaque {
            let d = pointer.pointee
            let inverse = 256 - weight
            let rb = ((d & 0xFF00FF) &* inverse &+ (rgb & 0xFF00FF) &* weight) >> 8 & 0xFF00FF
            let g = ((d & 0x00FF00) &* inverse &+ (rgb & 0x00FF00) &* weight) >> 8 & 0x00FF00
            pointer.pointee = 0xFF00_0000 | rb | g
        } else {
            pointer.pointee = Self.over(pointer.pointee, rgb: rgb, weight: weight)
        }
    }

    /// Source-over onto a pixel that may be transparent (straight alpha in and out).
    static func over(_ destination: UInt32, rgb: UInt32, weight: UInt32) -> UInt32 {
        let sa = Double(weight) / 256
        let da = Double(destination >> 24) / 255
        let oa = sa + da * (1 - sa)
        guard oa > 0 else { return 0 }
        func channel(_ shift: UInt32) -> UInt32 {
            let s = Double((rgb >> shift) & 0xFF)
            let d = Double((destination >> shift) & 0xFF)
            return UInt32(max(0, min(255, ((s * sa + d * da * (1 - sa)) / oa).rounded()))) << shift
        }
        return UInt32(max(0, min(255, (oa * 255).rounded()))) << 24 | channel(16) | channel(8) | channel(0)
    }
}

extension UnsafeMutablePointer where Pointee == UInt32 {
    /// Sets `count` pixels to `value` at memory speed (`tessera_fill_pixels`, shared with the span
    /// walker in C).
    @inline(__always) func fill(_ value: UInt32, count: Int) {
        guard count > 0 else { return }
        tessera_fill_pixels(self, value, count)
    }
}
