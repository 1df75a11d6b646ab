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
        var graphics = GraphicsContext(frame: frame)
        swap(&graphics.builder, &builder)
        graphics.drawCell { draw(&$0, frame.size) }
        swap(&graphics.builder, &builder)
    }
}

/// A board of equal cells drawn by one closure, as a puzzle's redraw draws its tiles: what a
/// `Grid` of canvases with `id` and `onTap` draws (the same display items and tap regions), without
/// building, sizing and placing a view, two modifiers and their existentials per cell every frame.
/// A 20×20 board is 400 cells. The closure draws one cell in the cell's own coordinates; it names
/// what it draws with `GraphicsContext.identified` and makes the cell tappable with
/// `GraphicsContext.onTap`. Like `Grid` it divides the space it is offered.
public struct CanvasGrid: View {
    let columns: Int
    let rows: Int
    let spacing: Double
    let draw: (inout GraphicsContext, GridCell) -> Void

    /// `draw` is called once per cell, row by row.
    public init(
        columns: Int, rows: Int, spacing: Double = 0, draw: @escaping (inout GraphicsContext, GridCell) -> Void
    ) {
        self.columns = max(1, columns)
        self.rows = max(0, rows)
        self.spacing = spacing
        self.draw = draw
    }

    /// Every cell's ideal is a canvas's (10×10), as in a `Grid` of canvases.
    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(
            width: proposal.width ?? 10 * Double(columns) + spacing * Double(columns - 1),
            height: proposal.height ?? 10 * Double(rows) + spacing * Double(max(0, rows - 1)))
    }

    public func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        // The arithmetic of `Grid`, so that a board moved from one to the other keeps its pixels.
        let cell = Size(
            width: max(0, (frame.width - spacing * Double(columns - 1)) / Double(columns)),
            height: max(0, (frame.height - spacing * Double(max(0, rows - 1))) / Double(max(1, rows))))
        var graphics = GraphicsContext(frame: frame)
        swap(&graphics.builder, &builder)
        // Room for four items a cell (a bulb is three or four), up to a large board's; more still
        // fit, growing the array.
        graphics.builder.reserveItems(4 * min(rows * columns, 16_384))
        for row in 0..<rows {
            for column in 0..<columns {
                graphics.frame = Rect(
                    x: frame.minX + Double(column) * (cell.width + spacing),
                    y: frame.minY + Double(row) * (cell.height + spacing), width: cell.width, height: cell.height)
                let place = GridCell(row: row, column: column, size: cell)
                graphics.drawCell { draw(&$0, place) }
            }
        }
        swap(&graphics.builder, &builder)
    }
}

/// Where a `CanvasGrid` cell is: its row and column from the top-left, and its size.
public struct GridCell: Equatable, Sendable {
    public let row: Int
    public let column: Int
    public let size: Size
}

/// What a `Canvas` draws with: shapes filled, stroked or given a glow, in the canvas's coordinates.
/// Each call adds one display item, painted in call order.
public struct GraphicsContext {
    fileprivate var builder = DisplayListBuilder()
    /// The canvas's (or grid cell's) frame in the window.
    fileprivate var frame: Rect
    /// What a tap on the canvas reports, once `onTap` has been called.
    private var tap: AnyHashable??
    private var linked: [AnyHashable] = []
    private var linkColor: Color?

    fileprivate init(frame: Rect) {
        self.frame = frame
    }

    /// Runs one canvas's (or cell's) drawing, then adds its tap region over everything it drew.
    fileprivate mutating func drawCell(_ body: (inout GraphicsContext) -> Void) {
        tap = nil
        linked = []
        linkColor = nil
        let first = builder.items.count
        body(&self)
        if let action = tap {
            builder.addTap(
                frame, action: action, items: first..<builder.items.count, linked: linked, linkColor: linkColor)
        }
    }

    private func placed(_ rect: Rect) -> Rect {
        Rect(x: frame.minX + rect.minX, y: frame.minY + rect.minY, width: rect.width, height: rect.height)
    }

    /// Names what `body` draws across frames, as `id(key, transition:)` on a view the size of the
    /// canvas (or cell) does: a cell whose state is in its key cross-fades when the state changes.
    public mutating func identified(
        _ key: AnyHashable, transition: Transition = .opacity, _ body: (inout GraphicsContext) -> Void
    ) {
        let saved = (builder.identityKey, builder.identityPart, builder.groupFrame, builder.transition, builder.absorbs)
        builder.identityKey = key
        builder.identityPart = 0
        builder.groupFrame = frame
        builder.transition = transition
        builder.absorbs = []
        body(&self)
        (builder.identityKey, builder.identityPart, builder.groupFrame, builder.transition, builder.absorbs) = saved
    }

    /// Makes the canvas (or cell) a tap region reporting `action`, as `onTap(action)` on it does;
    /// `nil` swallows taps. The region covers everything the canvas draws, wherever this is called.
    public mutating func onTap(_ action: AnyHashable?) {
        tap = .some(action)
    }

    /// As `onTap(action)`, and while the pointer is over the cell the regions of `linked`
    /// (what the tap also acts on) are outlined in `color`.
    public mutating func onTap(_ action: AnyHashable?, linked: [AnyHashable], color: Color) {
        tap = .some(action)
        self.linked = linked
        linkColor = color
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
