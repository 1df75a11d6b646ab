/// A straight (non-premultiplied) sRGB colour with components in 0…1, the seeds' notation.
public struct Color: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `0xRRGGBB`, the way web palettes (and the original 2048) write colours.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha
        )
    }

    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public func opacity(_ factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// Linear blend, `t` = 0 gives `self`; used for hover tints and animation.
    public func mixed(with other: Color, _ t: Double) -> Color {
        Color(
            red: red + (other.red - red) * t,
            green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t,
            alpha: alpha + (other.alpha - alpha) * t
        )
    }

    /// 8-bit channels, rounded, for the backend.
    public var bytes: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        return (byte(red), byte(green), byte(blue), byte(alpha))
    }

    public var description: String {
        let b = bytes
        return "rgba(\(b.r), \(b.g), \(b.b), \(b.a))"
    }

    public static let clear = Color(white: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let red = Color(red: 1, green: 0.23, blue: 0.19)
    public static let yellow = Color(red: 1, green: 0.8, blue: 0)
    public static let blue = Color(red: 0, green: 0.48, blue: 1)
    public static let gray = Color(red: 0.56, green: 0.56, blue: 0.58)
}
