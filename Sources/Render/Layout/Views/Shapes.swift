/// A shape view: takes whatever it is offered and paints its outline with the styles given.
/// Built by `Rectangle()`, `RoundedRectangle(cornerRadius:)`, `Circle()`, `Capsule()` and
/// `Line(from:to:)`, then styled with `fill`, `stroke` and `glow` (painted glow first).
public struct ShapeView: View {
    public let kind: ShapeKind
    var fillColor: Color?
    var strokeStyle: (color: Color, width: Double)?
    var glowStyle: (color: Color, radius: Double)?

    init(kind: ShapeKind) {
        self.kind = kind
    }

    public func fill(_ color: Color) -> ShapeView {
        var copy = self
        copy.fillColor = color
        return copy
    }

    public func stroke(_ color: Color, lineWidth: Double = 1) -> ShapeView {
        var copy = self
        copy.strokeStyle = (color, lineWidth)
        return copy
    }

    /// A soft halo around the shape, like SwiftUI's `shadow(color:radius:)` with no offset.
    public func glow(_ color: Color, radius: Double) -> ShapeView {
        var copy = self
        copy.glowStyle = (color, radius)
        return copy
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let size = proposal.replacingUnspecified(with: Size(width: 10, height: 10))
        if kind == .circle {
            let side = min(size.width, size.height)
            return Size(width: side, height: side)
        }
        return size
    }

    public func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        var frame = frame
        if kind == .circle {
            let side = min(frame.width, frame.height)
            frame = Alignment.center.place(Size(width: side, height: side), in: frame)
        }
        if let glowStyle {
            builder.add(.glow(kind, glowStyle.color, radius: glowStyle.radius), frame: frame)
        }
        if let fillColor {
            builder.add(.fill(kind, fillColor), frame: frame)
        } else if strokeStyle == nil && glowStyle == nil {
            builder.add(.fill(kind, .black), frame: frame)
        }
        if let strokeStyle {
            builder.add(.stroke(kind, strokeStyle.color, lineWidth: strokeStyle.width), frame: frame)
        }
    }
}

/// An outline that can be filled, stroked or given a glow; unstyled it fills black, as in SwiftUI.
public protocol Shape: View {
    var kind: ShapeKind { get }
}

extension Shape {
    public func fill(_ color: Color) -> ShapeView { ShapeView(kind: kind).fill(color) }

    public func stroke(_ color: Color, lineWidth: Double = 1) -> ShapeView {
        ShapeView(kind: kind).stroke(color, lineWidth: lineWidth)
    }

    public func glow(_ color: Color, radius: Double) -> ShapeView { ShapeView(kind: kind).glow(color, radius: radius) }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        ShapeView(kind: kind).sizeThatFits(proposal, context: context)
    }

    public func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        ShapeView(kind: kind).render(in: frame, context: context, into: &builder)
    }
}

public struct Rectangle: Shape {
    public init() {}
    public var kind: ShapeKind { .rectangle }
}

public struct RoundedRectangle: Shape {
    public let cornerRadius: Double
    public init(cornerRadius: Double) { self.cornerRadius = cornerRadius }
    public var kind: ShapeKind { .roundedRectangle(cornerRadius: cornerRadius) }
}

public struct Circle: Shape {
    public init() {}
    public var kind: ShapeKind { .circle }
}

public struct Capsule: Shape {
    public init() {}
    public var kind: ShapeKind { .capsule }
}

/// A straight stroke across the frame (a tic-tac-toe cross, a winning line).
public struct Line: Shape {
    public let from: UnitPoint
    public let to: UnitPoint
    public init(from: UnitPoint, to: UnitPoint) {
        self.from = from
        self.to = to
    }
    public var kind: ShapeKind { .line(from: from, to: to) }
}

/// One line of text (or, with `lineLimit`, a few). When offered less width than it needs it
/// shrinks its font (down to `minimumScaleFactor`) rather than overflow, so labels survive tiny
/// windows.
public struct Text: View {
    let string: String
    var font: Font
    var color: Color
    var minimumScaleFactor: Double = 0.3
    var lineLimit = 1

    public init(_ string: String, font: Font = .system(16), color: Color = .black) {
        self.string = string
        self.font = font
        self.color = color
    }

    public func font(_ font: Font) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    public func foregroundColor(_ color: Color) -> Text {
        var copy = self
        copy.color = color
        return copy
    }

    public func minimumScaleFactor(_ factor: Double) -> Text {
        var copy = self
        copy.minimumScaleFactor = factor
        return copy
    }

    /// Lets the text wrap at spaces onto up to `count` lines, centred, before it shrinks: a
    /// sentence in a narrow dialog keeps its size. Text that still does not fit shrinks on one
    /// line as before.
    public func lineLimit(_ count: Int) -> Text {
        var copy = self
        copy.lineLimit = max(1, count)
        return copy
    }

    /// The lines the text wraps onto at its own size within `width`, when it needs more than one
    /// and they are no more than `lineLimit`; nil when it stays on one line.
    func wrappedLines(_ proposal: ProposedSize, context: LayoutContext) -> (lines: [String], size: Size)? {
        guard lineLimit > 1, let width = proposal.width else { return nil }
        let measurer = context.measurer
        guard measurer.size(of: string, font: font).width > width else { return nil }
        var lines: [String] = []
        var current = ""
        for word in string.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if measurer.size(of: candidate, font: font).width <= width {
                current = candidate
            } else {
                guard !current.isEmpty, measurer.size(of: String(word), font: font).width <= width else { return nil }
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        guard lines.count > 1, lines.count <= lineLimit else { return nil }
        let sizes = lines.map { measurer.size(of: $0, font: font) }
        let size = Size(
            width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
        if let height = proposal.height, size.height > height { return nil }
        return (lines, size)
    }

    /// The font actually used for the proposal: scaled down to fit the offered width and height.
    func fittedFont(_ proposal: ProposedSize, context: LayoutContext) -> (Font, Size) {
        let ideal = context.measurer.size(of: string, font: font)
        var factor = 1.0
        if let width = proposal.width, width < ideal.width, ideal.width > 0 {
            factor = min(factor, width / ideal.width)
        }
        if let height = proposal.height, height < ideal.height, ideal.height > 0 {
            factor = min(factor, height / ideal.height)
        }
        factor = max(minimumScaleFactor, factor)
        if factor == 1 { return (font, ideal) }
        var scaled = Font(size: font.size * factor, weight: font.weight)
        var size = context.measurer.size(of: string, font: scaled)
        // Glyphs are drawn at whole pixel sizes, and small sizes are relatively wider (hinting),
        // so text scaled in proportion can still overflow: step down until it fits.
        for _ in 0..<4 {
            guard let width = proposal.width, size.width > width, factor > minimumScaleFactor else { break }
            factor = max(minimumScaleFactor, factor * width / size.width * 0.98)
            scaled = Font(size: font.size * factor, weight: font.weight)
            size = context.measurer.size(of: string, font: scaled)
        }
        return (scaled, size)
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        if let wrapped = wrappedLines(proposal, context: context) { return wrapped.size }
        return fittedFont(proposal, context: context).1
    }

    public func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        if let wrapped = wrappedLines(ProposedSize(frame.size), context: context) {
            var y = frame.midY - wrapped.size.height / 2
            for line in wrapped.lines {
                let height = context.measurer.size(of: line, font: font).height
                builder.add(
                    .text(line, font, color), frame: Rect(x: frame.minX, y: y, width: frame.width, height: height))
                y += height
            }
            return
        }
        let (fitted, _) = fittedFont(ProposedSize(frame.size), context: context)
        builder.add(.text(string, fitted, color), frame: frame)
    }
}
