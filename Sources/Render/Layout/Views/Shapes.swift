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

/// A run of text. It keeps its size when it fits; offered less room it wraps onto up to
/// `lineLimit` lines, then shrinks (down to `minimumScaleFactor`, and never below its role's
/// floor), then wraps again at the floor, and what still does not fit is cut with an ellipsis.
/// So a label in a tiny window stays readable and says less, rather than turning into specks.
public struct Text: View {
    let string: String
    var font: Font
    var color: Color
    var minimumScaleFactor: Double = 0.3
    var lineLimit = 1
    var role = TextRole.body
    var truncation = TruncationMode.tail
    var alignment = TextAlignment.center
    /// The text's one-line size as last measured. A stack probes each child at zero, at
    /// unbounded and at its share, and is itself probed by its parent, so one text is asked for
    /// its size many times a frame; each would otherwise hash the whole string into the
    /// measurer's cache again. Copies made by the modifiers share it, so it is kept with the
    /// measurer and font it was measured with.
    private let measured = MeasuredText()

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

    /// How far the text may shrink to stay on one line; the role's floor bounds it from below.
    public func minimumScaleFactor(_ factor: Double) -> Text {
        var copy = self
        copy.minimumScaleFactor = factor
        return copy
    }

    /// Lets the text wrap onto up to `count` lines, centred, before it shrinks: a sentence in a
    /// narrow dialog keeps its size. Lines break at spaces, and inside a word (or a run of
    /// Chinese, which has no spaces) only when the word alone is wider than the line.
    public func lineLimit(_ count: Int) -> Text {
        var copy = self
        copy.lineLimit = max(1, count)
        return copy
    }

    /// What the text is, which sets the size it may not shrink below (`LayoutContext.floors`).
    public func role(_ role: TextRole) -> Text {
        var copy = self
        copy.role = role
        return copy
    }

    /// Where the lines of a wrapped text line up (SwiftUI's `multilineTextAlignment`).
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Text {
        var copy = self
        copy.alignment = alignment
        return copy
    }

    /// Where an ellipsis cuts text that does not fit even at its floor.
    public func truncationMode(_ mode: TruncationMode) -> Text {
        var copy = self
        copy.truncation = mode
        return copy
    }

    /// The lines and the font the text is drawn with for a proposal, and their size.
    struct Fitted {
        /// The lines of a wrapped or cut text; nil for the text's own string on one line, which
        /// is most answers and so costs no array (a stack asks each text several times a frame).
        var brokenLines: [String]?
        var font: Font
        var size: Size
    }

    /// One line at a shrunk size, or a stack's probe, is worked out directly (a few of the
    /// measurer's cached sizes); wrapping and cutting, which measure every word at several sizes,
    /// are remembered by the measurer's `fittedTexts` from frame to frame.
    func fitted(_ proposal: ProposedSize, context: LayoutContext) -> Fitted {
        let ideal = idealSize(context)
        if Self.holds(ideal, proposal) { return Fitted(brokenLines: nil, font: font, size: ideal) }
        return fitted(proposal, ideal: ideal, context: context)
    }

    /// `fitted` for a text whose own size (`ideal`) is already known not to fit.
    private func fitted(_ proposal: ProposedSize, ideal: Size, context: LayoutContext) -> Fitted {
        let measurer = context.measurer
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        let floorSize = min(font.size, context.floors.size(for: role))
        let smallest = max(minimumScaleFactor, font.size > 0 ? floorSize / font.size : 1)
        var factor = 1.0
        if let width, ideal.width > 0 { factor = min(factor, width / ideal.width) }
        if let height, ideal.height > 0 { factor = min(factor, height / ideal.height) }
        factor = max(smallest, factor)
        var scaled = Font(size: font.size * factor, weight: font.weight)
        var size = measurer.size(of: string, font: scaled)
        // Glyphs are drawn at whole pixel sizes, and small sizes are relatively wider (hinting),
        // so text scaled in proportion can still overflow: step down until it fits.
        for _ in 0..<4 {
            guard let width, size.width > width, factor > smallest else { break }
            factor = max(smallest, factor * width / size.width * 0.98)
            scaled = Font(size: font.size * factor, weight: font.weight)
            size = measurer.size(of: string, font: scaled)
        }
        let oneLine = Self.holds(size, proposal) ? Fitted(brokenLines: nil, font: scaled, size: size) : nil
        if let oneLine, lineLimit == 1 { return oneLine }
        // A stack's probe with a height of 0 cannot be helped by more lines, and one with a width
        // of 0 holds nothing but an ellipsis: answer at once, without the wrapping and cutting
        // below, which such probes would otherwise pay for on every pass.
        if oneLine == nil {
            if let height, height < 0.5, width.map({ size.width <= $0 + 0.001 }) ?? true {
                return Fitted(brokenLines: nil, font: scaled, size: size)
            }
            if let width, width < 0.5 {
                let floorFont = Font(size: font.size * smallest, weight: font.weight)
                return Fitted(brokenLines: ["…"], font: floorFont, size: measurer.size(of: "…", font: floorFont))
            }
        }
        let memo = measurer.fittedTexts
        let key = TextFitMemo.Key(
            string: string, font: font, floor: floorSize, minimumScaleFactor: minimumScaleFactor,
            lineLimit: lineLimit, truncation: truncation, proposal: proposal)
        if let known = memo[key] { return known }
        let answer = wrapping(proposal, smallest: smallest, oneLine: oneLine, context: context)
        memo[key] = answer
        return answer
    }

    /// The text on more lines (at the largest size that fits them), or cut with an ellipsis.
    private func wrapping(_ proposal: ProposedSize, smallest: Double, oneLine: Fitted?, context: LayoutContext)
        -> Fitted
    {
        let measurer = context.measurer
        // More lines at a larger size beat one line at a smaller one: try sizes 5 % (at least a
        // point) apart, from the text's own down to the one-line size (or the floor).
        if lineLimit > 1 {
            var points = font.size
            let lowest = oneLine.map { $0.font.size } ?? font.size * smallest
            while points >= lowest - 0.001 {
                let candidate = Font(size: points, weight: font.weight)
                if let wrapped = wrapped(at: candidate, proposal: proposal, context: context, truncating: false),
                    Self.holds(wrapped.size, proposal)
                {
                    return wrapped
                }
                points -= max(1, font.size * 0.05)
            }
        }
        if let oneLine { return oneLine }
        let floorFont = Font(size: font.size * smallest, weight: font.weight)
        return wrapped(at: floorFont, proposal: proposal, context: context, truncating: true)
            ?? Fitted(brokenLines: nil, font: floorFont, size: measurer.size(of: string, font: floorFont))
    }

    /// The text broken into lines no wider than the proposal at `font`. Without `truncating`,
    /// nil when it needs more lines than the limit (or the height holds); with it, the last line
    /// that fits ends in an ellipsis instead.
    private func wrapped(at font: Font, proposal: ProposedSize, context: LayoutContext, truncating: Bool) -> Fitted? {
        guard let width = proposal.width, width.isFinite else { return nil }
        let measurer = context.measurer
        let lineHeight = measurer.size(of: "Ag", font: font).height
        var limit = lineLimit
        if let height = proposal.height, height.isFinite, lineHeight > 0 {
            limit = min(limit, max(1, Int((height + 0.001) / lineHeight)))
        }
        if !truncating && limit < 2 { return nil }
        let lines = TextWrapping.lines(of: string, width: width) { measurer.size(of: String($0), font: font).width }
        var shown = lines.prefix(limit).map(String.init)
        if lines.count > limit {
            guard truncating else { return nil }
            let rest = String(string[lines[limit - 1].startIndex...])
            shown[limit - 1] = TextWrapping.truncated(rest, width: width, mode: truncation) {
                measurer.size(of: $0, font: font).width
            }
        } else if truncating, shown.count == 1, measurer.size(of: shown[0], font: font).width > width {
            shown[0] = TextWrapping.truncated(shown[0], width: width, mode: truncation) {
                measurer.size(of: $0, font: font).width
            }
        }
        let sizes = shown.map { measurer.size(of: $0, font: font) }
        return Fitted(
            brokenLines: shown, font: font,
            size: Size(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height }))
    }

    /// Whether a size is within a proposal (an unbounded side holds anything).
    private static func holds(_ size: Size, _ proposal: ProposedSize) -> Bool {
        (proposal.width.map { !$0.isFinite || size.width <= $0 + 0.001 } ?? true)
            && (proposal.height.map { !$0.isFinite || size.height <= $0 + 0.001 } ?? true)
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let ideal = idealSize(context)
        return Self.holds(ideal, proposal) ? ideal : fitted(proposal, ideal: ideal, context: context).size
    }

    /// The text's own size on one line at its font, asked of the measurer once per pass.
    private func idealSize(_ context: LayoutContext) -> Size {
        let measurer = ObjectIdentifier(context.measurer)
        if measured.measurer == measurer, measured.font == font { return measured.size }
        let size = context.measurer.size(of: string, font: font)
        measured.measurer = measurer
        measured.font = font
        measured.size = size
        return size
    }

    public func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        // A text given no width at all (a part its parent had no room for) draws nothing, rather
        // than an ellipsis spilling out of an empty frame.
        guard frame.width >= 0.5 else { return }
        let fitted = fitted(ProposedSize(frame.size), context: context)
        if context.greeksSmallText, fitted.font.size < context.floors.size(for: role) - 0.001 {
            // A mark the size of the text's ink: its place and colour without unreadable glyphs.
            let ink = Size(width: min(frame.width, fitted.size.width), height: fitted.font.size * 0.7)
            builder.add(.fill(.capsule, color), frame: Alignment.center.place(ink, in: frame))
            return
        }
        guard let lines = fitted.brokenLines, lines.count > 1 else {
            let line = fitted.brokenLines.map { $0.first ?? "" } ?? string
            builder.addText(line, font: fitted.font, color: color, role: role, frame: frame)
            return
        }
        var y = frame.midY - fitted.size.height / 2
        for line in lines {
            let size = context.measurer.size(of: line, font: fitted.font)
            let x: Double =
                switch alignment {
                case .leading: frame.minX
                case .center: frame.midX - size.width / 2
                case .trailing: frame.maxX - size.width
                }
            builder.addText(
                line, font: fitted.font, color: color, role: role,
                frame: Rect(x: x, y: y, width: size.width, height: size.height))
            y += size.height
        }
    }
}

/// Draws its content as a picture (a title card's miniature board): text too small to read is
/// drawn as bars (greeked), as page previews do.
public struct IllustrationView: View {
    let child: any View

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        var context = context
        context.greeksSmallText = true
        return child.sizeThatFits(proposal, context: context)
    }

    public func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        var context = context
        context.greeksSmallText = true
        child.render(in: frame, context: context, into: &builder)
    }
}

extension View {
    /// Marks the content as a picture: text under its floor is greeked instead of written.
    public func illustration() -> IllustrationView { IllustrationView(child: self) }
}

/// A `Text`'s one-line size and what it was measured with (see `Text.measured`).
final class MeasuredText {
    var measurer: ObjectIdentifier?
    var font: Font?
    var size = Size.zero
}
