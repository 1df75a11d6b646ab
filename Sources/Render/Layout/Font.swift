/// A text style: size in points and weight. The family is the backend's concern (DejaVu Sans).
public struct Font: Equatable, Hashable, Sendable {
    public enum Weight: Hashable, Sendable {
        case regular, bold
    }

    public var size: Double
    public var weight: Weight

    public init(size: Double, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }

    public static func system(_ size: Double, weight: Weight = .regular) -> Font {
        Font(size: size, weight: weight)
    }
}

/// Measures a single line of text; injected so that layout runs (and is tested) without SDL.
public protocol TextMeasurer: AnyObject {
    func size(of text: String, font: Font) -> Size
    /// The texts already fitted with this measurer's metrics, kept from frame to frame.
    var fittedTexts: TextFitMemo { get }
    /// A whole screen is about to be laid out (`layout(_:in:measurer:)`): a measurer that keeps
    /// what it measured can tell what the latest screen asked for from what earlier ones did.
    func layoutBegins()
}

extension TextMeasurer {
    public func layoutBegins() {}
}

/// Each character ⅔ of the point size wide, line height 1.25 × size: exact, predictable
/// numbers for layout tests.
public final class FixedMetricTextMeasurer: TextMeasurer {
    public let fittedTexts = TextFitMemo()

    public init() {}

    public func size(of text: String, font: Font) -> Size {
        Size(width: Double(text.count) * font.size * 2 / 3, height: font.size * 1.25)
    }
}
