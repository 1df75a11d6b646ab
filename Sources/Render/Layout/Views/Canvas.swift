/// A leaf that draws its shapes directly, as SwiftUI's `Canvas` does: one view for a picture made
/// of several shapes (a bulb, a tile), where a `ZStack` of styled, padded and offset shapes would
/// build, size and place a view per shape and per modifier on every frame. It takes the space it
/// is offered. Identity, taps and opacity come from modifiers on the canvas as on any view.
public struct Canvas: View {
    let draw: (inout GraphicsContext, Size) -> Void

    /// `draw` gets a context to draw into and the canvas's size; rectangles are in the canvas's own
    /// coordinates (origin at its top-left corner).
    public init(_ draw: @escaping (inout GraphicsContext, Size) -> Void) {
        self.draw = draw
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        proposal.replacingUnspecified(with: Size(width: 10, height: 10))
    }

    public func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        var graphics = GraphicsContext(origin: frame.origin)
        swap(&graphics.builder, &builder)
        draw(&graphics, frame.size)
        swap(&graphics.builder, &builder)
    }
}

/// What a `Canvas` draws with: shapes filled, stroked or given a glow, in the canvas's coordinates.
/// Each call adds one display item, painted in call order.
public struct GraphicsContext {
    fileprivate var builder = DisplayListBuilder()
    let origin: Point

    init(origin: Point) {
        self.origin = origin
    }

    private func placed(_ rect: Rect) -> Rect {
        Rect(x: origin.x + rect.minX, y: origin.y + rect.minY, width: rect.width, height: rect.height)
    }

    /// `shape` filling `rect`.
    public mutating func fill(_ shape: ShapeKind, in rect: Rect, with color: Color) {
        builder.add(.fill(shape, color), frame: placed(rect))
    }

    /// `shape`'s outline, `lineWidth` wide inside `rect`'s edge (as `stroke` on a shape view).
    public mutating func stroke(_ shape: ShapeKind, in rect: Rect, with color: Color, lineWidth: Double) {
        builder.add(.stroke(shape, color, lineWidth: lineWidth), frame: placed(rect))
    }

    /// `shape` in `color` with a halo fading out `radius` points beyond its edge.
    public mutating func glow(_ shape: ShapeKind, in rect: Rect, with color: Color, radius: Double) {
        builder.add(.glow(shape, color, radius: radius), frame: placed(rect))
    }
}
