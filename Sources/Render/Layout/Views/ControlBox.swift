/// A control's box as one view: the label padded by `insets`, at least `minWidth` × `minHeight`,
/// on a (rounded) fill, with an optional ring around it, faded by `opacity`, and a tap region
/// reporting `action` when there is one (nil: a disabled control, which takes no taps).
///
/// It lays out and draws exactly what `label.padding(insets).frame(minWidth:minHeight:)
/// .background(fill, cornerRadius:).overlay { ring }.opacity(opacity).onTap(action)` does. Every
/// screen draws dozens of buttons and a layout probes each several times; as seven nested
/// modifiers, each probe passed through seven boxed views, and every frame built and released
/// them all (2048's panel spent a third of its layout releasing its view tree).
public struct ControlBox: View {
    /// A line drawn `outset` points outside the box (a focus ring), its corners `cornerRadius`.
    public struct Ring: Sendable {
        public var color: Color
        public var lineWidth: Double
        public var cornerRadius: Double
        public var outset: Double

        public init(color: Color, lineWidth: Double, cornerRadius: Double, outset: Double) {
            self.color = color
            self.lineWidth = lineWidth
            self.cornerRadius = cornerRadius
            self.outset = outset
        }
    }

    let label: any View
    let insets: EdgeInsets
    let minWidth: Double
    let minHeight: Double
    let fill: Color
    let cornerRadius: Double
    let ring: Ring?
    let opacity: Double
    let action: AnyHashable?

    public init(
        _ label: any View, insets: EdgeInsets, minWidth: Double, minHeight: Double, fill: Color,
        cornerRadius: Double, ring: Ring? = nil, opacity: Double = 1, action: AnyHashable?
    ) {
        self.label = label
        self.insets = insets
        self.minWidth = minWidth
        self.minHeight = minHeight
        self.fill = fill
        self.cornerRadius = cornerRadius
        self.ring = ring
        self.opacity = opacity
        self.action = action
    }

    /// The padded label's size for what the box offers it (the proposal raised to the minimum).
    private func paddedSize(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let inner = ProposedSize(
            width: proposal.width.map { max(0, max($0, minWidth) - insets.horizontal) },
            height: proposal.height.map { max(0, max($0, minHeight) - insets.vertical) })
        let size = label.sizeThatFits(inner, context: context)
        return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    /// A flexible frame's answer on one axis: the proposal, at least the minimum and at most
    /// what the content needs (or the minimum, if more).
    private func resolve(_ proposed: Double?, minimum: Double, content: Double) -> Double {
        let target = proposed.map { $0.isFinite ? $0 : content } ?? content
        return min(max(target, minimum), max(content, minimum))
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let padded = paddedSize(proposal, context: context)
        return Size(
            width: resolve(proposal.width, minimum: minWidth, content: padded.width),
            height: resolve(proposal.height, minimum: minHeight, content: padded.height))
    }

    public func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        let first = builder.items.count
        if opacity == 1 {
            draw(in: frame, context: context, into: &builder)
        } else {
            builder.scoped({ $0.opacity *= opacity }) { draw(in: frame, context: context, into: &$0) }
        }
        if let action {
            builder.addControl(frame, action: action, painted: first, context: context)
        }
    }

    private func draw(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        var context = context
        context.stackAxis = nil
        let shape: ShapeKind = cornerRadius > 0 ? .roundedRectangle(cornerRadius: cornerRadius) : .rectangle
        builder.add(.fill(shape, fill), frame: frame)
        let padded = Alignment.center.place(paddedSize(ProposedSize(frame.size), context: context), in: frame)
        let inner = Rect(
            x: padded.minX + insets.leading, y: padded.minY + insets.top,
            width: max(0, padded.width - insets.horizontal), height: max(0, padded.height - insets.vertical))
        let size = label.sizeThatFits(ProposedSize(inner.size), context: context)
        label.render(in: Alignment.center.place(size, in: inner), context: context, into: &builder)
        if let ring {
            let outer = Rect(
                x: frame.minX - ring.outset, y: frame.minY - ring.outset,
                width: max(0, frame.width + 2 * ring.outset), height: max(0, frame.height + 2 * ring.outset))
            builder.add(
                .stroke(.roundedRectangle(cornerRadius: ring.cornerRadius), ring.color, lineWidth: ring.lineWidth),
                frame: outer)
        }
    }
}
