/// What layout passes down: how to measure text, and the axis of the enclosing stack
/// (a `Spacer` grows along it).
public struct LayoutContext {
    public let measurer: any TextMeasurer
    public var stackAxis: Axis?
    /// The smallest size each role of text may shrink to.
    public var floors: TextFloors
    /// Inside a picture of a screen (a title card's miniature board): text that would be drawn
    /// under its floor is drawn as a bar of its colour instead, so nothing unreadable is written.
    public var greeksSmallText = false
    /// Set by `outliningControls`: every view with a tap action gets this outline, so a
    /// high-contrast look needs no change in the screens that draw controls.
    public var controlOutline: ControlOutline?

    public init(measurer: any TextMeasurer, stackAxis: Axis? = nil, floors: TextFloors = .standard) {
        self.measurer = measurer
        self.stackAxis = stackAxis
        self.floors = floors
    }
}

/// The line drawn around every control in a look that asks for one (the high-contrast theme).
public struct ControlOutline: Equatable, Sendable {
    public var color: Color
    public var lineWidth: Double

    public init(color: Color, lineWidth: Double) {
        self.color = color
        self.lineWidth = lineWidth
    }
}

/// A node of the view tree. Layout is SwiftUI's two passes: `sizeThatFits` answers a proposal
/// (it may be asked many times and has no side effects), then `render` places the view in the
/// frame its parent chose and emits draw commands and tap regions.
public protocol View {
    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size
    func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder)
    /// Whether a stack gives this view what its other children leave (a `Spacer`). A requirement
    /// rather than a cast: stacks ask it of every child on every pass, and a dynamic cast is
    /// dear there.
    var isSpacer: Bool { get }
}

extension View {
    public var isSpacer: Bool { false }
}

/// Collects the display list while `render` walks the tree, carrying inherited state
/// (opacity, identity, transition, clip) from modifiers to the items below them.
public struct DisplayListBuilder {
    public private(set) var items: [DisplayItem] = []
    public private(set) var tapRegions: [TapRegion] = []

    var opacity: Double = 1
    var identityKey: AnyHashable?
    var identityPart = 0
    var groupFrame: Rect?
    var transition: Transition = .opacity
    var absorbs: [AnyHashable] = []
    var clip: Rect?

    public init() {}

    public mutating func add(_ command: DrawCommand, frame: Rect) {
        var item = DisplayItem(command: command, frame: frame)
        item.opacity = opacity
        if let key = identityKey {
            item.identity = ItemIdentity(key: key, part: identityPart)
            identityPart += 1
            item.groupFrame = groupFrame
            item.transition = transition
            item.absorbs = absorbs
        }
        item.clip = clip
        items.append(item)
    }

    /// Adds a run of text, recording its role so that a test can hold it to its floor.
    public mutating func addText(_ string: String, font: Font, color: Color, role: TextRole, frame: Rect) {
        add(.text(string, font, color), frame: frame)
        items[items.count - 1].textRole = role
    }

    /// Makes room for `count` more items at once (a board of hundreds of cells), instead of the
    /// array doubling, and copying everything so far, as they come.
    mutating func reserveItems(_ count: Int) {
        items.reserveCapacity(items.count + count)
    }

    /// Adds a tap region; `items` are the display items the tapped view painted, which pointer
    /// feedback uses to find the region's shape and where to draw its tint.
    public mutating func addTap(
        _ frame: Rect, action: AnyHashable?, items: Range<Int>? = nil, linked: [AnyHashable] = [],
        linkColor: Color? = nil
    ) {
        let clipped = clip.map { c in
            Rect(
                x: max(frame.minX, c.minX), y: max(frame.minY, c.minY),
                width: max(0, min(frame.maxX, c.maxX) - max(frame.minX, c.minX)),
                height: max(0, min(frame.maxY, c.maxY) - max(frame.minY, c.minY)))
        }
        var region = TapRegion(frame: clipped ?? frame, action: action)
        region.items = items
        region.linked = linked
        region.linkColor = linkColor
        tapRegions.append(region)
    }

    /// Adds a tap region for a control that painted the items from `first` on and, when the
    /// context asks for control outlines and the region acts (`action` is not nil), its outline.
    public mutating func addControl(_ frame: Rect, action: AnyHashable?, painted first: Int, context: LayoutContext) {
        if let outline = context.controlOutline, action != nil {
            addOutline(frame, painted: first, with: outline)
        }
        addTap(frame, action: action, items: first..<items.count)
    }

    /// Strokes the edge of a control just inside it: the edge of its background when the
    /// control paints one first (a button's rounded box, a card), else a softly rounded box
    /// around what is tapped (a link of text, a cell).
    mutating func addOutline(_ hitFrame: Rect, painted first: Int, with outline: ControlOutline) {
        var shape = ShapeKind.roundedRectangle(cornerRadius: 3)
        var frame = hitFrame
        if first < items.count, case .fill(let backgroundShape, _) = items[first].command {
            let background = items[first].frame
            if abs(background.width - hitFrame.width) < 2, abs(background.height - hitFrame.height) < 2 {
                shape = backgroundShape
                frame = background
            }
        }
        let inset = outline.lineWidth / 2
        guard frame.width > 2 * outline.lineWidth, frame.height > 2 * outline.lineWidth else { return }
        if case .roundedRectangle(let radius) = shape {
            shape = .roundedRectangle(cornerRadius: max(0, radius - inset))
        }
        frame = Rect(
            x: frame.minX + inset, y: frame.minY + inset, width: frame.width - 2 * inset,
            height: frame.height - 2 * inset)
        add(.stroke(shape, outline.color, lineWidth: outline.lineWidth), frame: frame)
    }

    /// Runs `body` with inherited state changed by `change`, restoring it afterwards.
    mutating func scoped(_ change: (inout DisplayListBuilder) -> Void, _ body: (inout DisplayListBuilder) -> Void) {
        let saved = (opacity, identityKey, identityPart, groupFrame, transition, absorbs, clip)
        change(&self)
        body(&self)
        (opacity, identityKey, identityPart, groupFrame, transition, absorbs, clip) = saved
    }
}

/// Type erasure so that views of different types can share an array or an `if`.
public struct AnyView: View {
    let base: any View

    public init(_ view: any View) {
        if let any = view as? AnyView {
            base = any.base
        } else {
            base = view
        }
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        base.sizeThatFits(proposal, context: context)
    }

    public func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        base.render(in: frame, context: context, into: &builder)
    }
}

/// Takes no space and draws nothing: the `else` of a conditional view.
public struct EmptyView: View {
    public init() {}

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size { .zero }

    public func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {}
}

/// Lets stacks and grids list children with `if`, `for` and `switch`, as SwiftUI does.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ view: any View) -> [any View] { [view] }
    public static func buildExpression(_ views: [any View]) -> [any View] { views }
    public static func buildBlock(_ parts: [any View]...) -> [any View] { parts.flatMap { $0 } }
    /// One and two parts without the variadic array and the flattening copy: most blocks.
    public static func buildBlock(_ part: [any View]) -> [any View] { part }
    public static func buildBlock(_ first: [any View], _ second: [any View]) -> [any View] { first + second }
    /// Three to five parts into one array sized once, without the variadic array.
    public static func buildBlock(_ a: [any View], _ b: [any View], _ c: [any View]) -> [any View] {
        var all: [any View] = []
        all.reserveCapacity(a.count + b.count + c.count)
        all += a
        all += b
        all += c
        return all
    }
    public static func buildBlock(_ a: [any View], _ b: [any View], _ c: [any View], _ d: [any View]) -> [any View] {
        var all: [any View] = []
        all.reserveCapacity(a.count + b.count + c.count + d.count)
        all += a
        all += b
        all += c
        all += d
        return all
    }
    public static func buildBlock(
        _ a: [any View], _ b: [any View], _ c: [any View], _ d: [any View], _ e: [any View]
    ) -> [any View] {
        var all: [any View] = []
        all.reserveCapacity(a.count + b.count + c.count + d.count + e.count)
        all += a
        all += b
        all += c
        all += d
        all += e
        return all
    }
    public static func buildOptional(_ part: [any View]?) -> [any View] { part ?? [] }
    public static func buildEither(first: [any View]) -> [any View] { first }
    public static func buildEither(second: [any View]) -> [any View] { second }
    public static func buildArray(_ parts: [[any View]]) -> [any View] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [any View]) -> [any View] { part }
}

/// Lays `view` out for a window of `size` (centred, as SwiftUI places a root view) and returns
/// its display list.
public func layout(_ view: any View, in size: Size, measurer: any TextMeasurer) -> DisplayList {
    measurer.layoutBegins()
    let context = LayoutContext(measurer: measurer)
    var builder = DisplayListBuilder()
    let window = Rect(origin: .zero, size: size)
    let rootSize = view.sizeThatFits(ProposedSize(size), context: context)
    view.render(in: Alignment.center.place(rootSize, in: window), context: context, into: &builder)
    return DisplayList(size: size, items: builder.items, tapRegions: builder.tapRegions)
}
