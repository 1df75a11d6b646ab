/// Insets the child by `insets` and reports its size plus the insets.
public struct PaddingView: View {
    let child: any View
    let insets: EdgeInsets

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let inner = ProposedSize(
            width: proposal.width.map { max(0, $0 - insets.horizontal) },
            height: proposal.height.map { max(0, $0 - insets.vertical) })
        let size = child.sizeThatFits(inner, context: context)
        return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    public func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        let inner = Rect(
            x: frame.minX + insets.leading, y: frame.minY + insets.top,
            width: max(0, frame.width - insets.horizontal), height: max(0, frame.height - insets.vertical))
        let size = child.sizeThatFits(ProposedSize(inner.size), context: context)
        child.render(in: Alignment.center.place(size, in: inner), context: context, into: &builder)
    }
}

/// `frame(width:height:)` and `frame(minWidth:maxWidth:minHeight:maxHeight:)`: a fixed axis
/// proposes and reports exactly its value; a flexible axis clamps the proposal into its bounds.
public struct FrameView: View {
    let child: any View
    var width: Double?
    var height: Double?
    var minWidth: Double?
    var maxWidth: Double?
    var minHeight: Double?
    var maxHeight: Double?
    let alignment: Alignment

    private func resolve(
        fixed: Double?, min lower: Double?, max upper: Double?, proposed: Double?, child childSize: () -> Double
    ) -> Double {
        if let fixed { return fixed }
        if lower == nil && upper == nil { return childSize() }
        let base = childSize()
        let target = proposed.map { $0.isFinite ? $0 : base } ?? base
        let low = lower ?? min(base, upper ?? base)
        let high = upper ?? max(base, low)
        return min(max(target, low), max(low, high))
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        func axis(_ fixed: Double?, _ lower: Double?, _ upper: Double?, _ proposed: Double?) -> Double? {
            if let fixed { return fixed }
            guard let proposed else { return nil }
            var value = proposed
            if let lower { value = max(value, lower) }
            if let upper { value = min(value, upper) }
            return value
        }
        return ProposedSize(
            width: axis(width, minWidth, maxWidth, proposal.width),
            height: axis(height, minHeight, maxHeight, proposal.height))
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let inner = childProposal(proposal)
        var cached: Size?
        func childSize() -> Size {
            if let cached { return cached }
            let size = child.sizeThatFits(inner, context: context)
            cached = size
            return size
        }
        return Size(
            width: resolve(fixed: width, min: minWidth, max: maxWidth, proposed: proposal.width) { childSize().width },
            height: resolve(fixed: height, min: minHeight, max: maxHeight, proposed: proposal.height) {
                childSize().height
            })
    }

    public func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        let size = child.sizeThatFits(childProposal(ProposedSize(frame.size)), context: context)
        child.render(in: alignment.place(size, in: frame), context: context, into: &builder)
    }
}

/// `aspectRatio(_:contentMode: .fit)`: the largest rect of the ratio inside the proposal is
/// offered to the child. This is what keeps boards square at any window shape.
public struct AspectRatioView: View {
    let child: any View
    let ratio: Double?

    private func fitted(_ proposal: ProposedSize, context: LayoutContext) -> ProposedSize {
        let ratio =
            self.ratio
            ?? {
                let ideal = child.sizeThatFits(.unspecified, context: context)
                return ideal.height > 0 ? ideal.width / ideal.height : 1
            }()
        switch (proposal.width, proposal.height) {
        case (let w?, let h?) where w.isFinite && h.isFinite:
            let width = min(w, h * ratio)
            return ProposedSize(width: width, height: width / ratio)
        case (let w?, _) where w.isFinite:
            return ProposedSize(width: w, height: w / ratio)
        case (_, let h?) where h.isFinite:
            return ProposedSize(width: h * ratio, height: h)
        default:
            let ideal = child.sizeThatFits(.unspecified, context: context)
            let width = max(ideal.width, ideal.height * ratio)
            return ProposedSize(width: width, height: width / ratio)
        }
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        child.sizeThatFits(fitted(proposal, context: context), context: context)
    }

    public func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        let proposal = fitted(ProposedSize(frame.size), context: context)
        let size = child.sizeThatFits(proposal, context: context)
        child.render(in: Alignment.center.place(size, in: frame), context: context, into: &builder)
    }
}

/// `overlay` and `background`: the base decides the size; the decoration is offered that size
/// and aligned on it, in front of or behind the base.
public struct DecorationView: View {
    let base: any View
    let decoration: any View
    let alignment: Alignment
    let inFront: Bool

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        base.sizeThatFits(proposal, context: context)
    }

    public func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        var context = context
        context.stackAxis = nil
        let decorationSize = decoration.sizeThatFits(ProposedSize(frame.size), context: context)
        let decorationFrame = alignment.place(decorationSize, in: frame)
        if !inFront { decoration.render(in: decorationFrame, context: context, into: &builder) }
        base.render(in: frame, context: context, into: &builder)
        if inFront { decoration.render(in: decorationFrame, context: context, into: &builder) }
    }
}

/// Changes inherited drawing state (offset, opacity, identity, tap, clip) without changing
/// the child's size.
public struct EffectView: View {
    enum Effect {
        case offset(x: Double, y: Double)
        case opacity(Double)
        case identity(AnyHashable, Transition, absorbs: [AnyHashable])
        case tap(AnyHashable?)
        case clipped
        case outliningControls(ControlOutline?)
    }

    let child: any View
    let effect: Effect

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        child.sizeThatFits(proposal, context: context)
    }

    public func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        switch effect {
        case .offset(let x, let y):
            child.render(in: frame.offsetBy(dx: x, dy: y), context: context, into: &builder)
        case .opacity(let value):
            builder.scoped({ $0.opacity *= value }) { child.render(in: frame, context: context, into: &$0) }
        case .identity(let key, let transition, let absorbs):
            builder.scoped({
                $0.identityKey = key
                $0.identityPart = 0
                $0.groupFrame = frame
                $0.transition = transition
                $0.absorbs = absorbs
            }) { child.render(in: frame, context: context, into: &$0) }
        case .tap(let action):
            let first = builder.items.count
            child.render(in: frame, context: context, into: &builder)
            builder.addControl(hitFrame(frame), action: action, painted: first, context: context)
        case .outliningControls(let outline):
            var inner = context
            inner.controlOutline = outline
            child.render(in: frame, context: inner, into: &builder)
        case .clipped:
            builder.scoped({ b in
                b.clip =
                    b.clip.map { c in
                        Rect(
                            x: max(frame.minX, c.minX), y: max(frame.minY, c.minY),
                            width: max(0, min(frame.maxX, c.maxX) - max(frame.minX, c.minX)),
                            height: max(0, min(frame.maxY, c.maxY) - max(frame.minY, c.minY)))
                    } ?? frame
            }) { child.render(in: frame, context: context, into: &$0) }
        }
    }
}

extension EffectView {
    /// Where the child is drawn: an `offset` moves what is hit as well as what is seen.
    func hitFrame(_ frame: Rect) -> Rect {
        switch effect {
        case .offset(let x, let y):
            let moved = frame.offsetBy(dx: x, dy: y)
            return (child as? EffectView)?.hitFrame(moved) ?? moved
        default:
            return (child as? EffectView)?.hitFrame(frame) ?? frame
        }
    }
}

/// Takes exactly the space offered (10×10 where an axis is unspecified) and builds its content
/// for that size, placed at its top-leading corner. Boards divide themselves into cells here.
public struct GeometryReader: View {
    let content: (Size) -> any View

    public init(@ViewBuilder content: @escaping (Size) -> [any View]) {
        self.content = { size in ZStack(alignment: .topLeading) { content(size) } }
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let size = proposal.replacingUnspecified(with: Size(width: 10, height: 10))
        return Size(
            width: size.width.isFinite ? size.width : 10, height: size.height.isFinite ? size.height : 10)
    }

    public func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        var context = context
        context.stackAxis = nil
        let view = content(frame.size)
        let size = view.sizeThatFits(ProposedSize(frame.size), context: context)
        view.render(in: Alignment.topLeading.place(size, in: frame), context: context, into: &builder)
    }
}

extension View {
    public func padding(_ length: Double = 16) -> PaddingView {
        PaddingView(child: self, insets: EdgeInsets(all: length))
    }

    public func padding(_ insets: EdgeInsets) -> PaddingView {
        PaddingView(child: self, insets: insets)
    }

    public func padding(horizontal: Double = 0, vertical: Double = 0) -> PaddingView {
        PaddingView(
            child: self, insets: EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal))
    }

    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> FrameView {
        FrameView(child: self, width: width, height: height, alignment: alignment)
    }

    public func frame(
        minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> FrameView {
        FrameView(
            child: self, minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
            alignment: alignment)
    }

    /// `nil` keeps the child's own ideal ratio, as SwiftUI does.
    public func aspectRatio(_ ratio: Double? = nil) -> AspectRatioView {
        AspectRatioView(child: self, ratio: ratio)
    }

    public func overlay(alignment: Alignment = .center, @ViewBuilder _ content: () -> [any View]) -> DecorationView {
        DecorationView(
            base: self, decoration: ZStack(alignment: alignment, content: content), alignment: alignment, inFront: true)
    }

    public func background(alignment: Alignment = .center, @ViewBuilder _ content: () -> [any View]) -> DecorationView {
        DecorationView(
            base: self, decoration: ZStack(alignment: alignment, content: content), alignment: alignment, inFront: false
        )
    }

    /// A filled rectangle (or rounded rectangle) behind the view: the common case of `background`.
    public func background(_ color: Color, cornerRadius: Double = 0) -> DecorationView {
        DecorationView(
            base: self,
            decoration: cornerRadius > 0
                ? RoundedRectangle(cornerRadius: cornerRadius).fill(color) : Rectangle().fill(color),
            alignment: .center, inFront: false)
    }

    public func offset(x: Double = 0, y: Double = 0) -> EffectView {
        EffectView(child: self, effect: .offset(x: x, y: y))
    }

    public func opacity(_ value: Double) -> EffectView {
        EffectView(child: self, effect: .opacity(value))
    }

    /// Names this view across display lists so the animator can move it; `transition` says how
    /// it enters and leaves; `absorbs` names views that slide into it and vanish (merges).
    public func id(_ key: AnyHashable, transition: Transition = .opacity, absorbs: [AnyHashable] = []) -> EffectView {
        EffectView(child: self, effect: .identity(key, transition, absorbs: absorbs))
    }

    /// Makes the view's frame a tap region reporting `action`; `nil` swallows taps (a modal scrim).
    public func onTap(_ action: AnyHashable?) -> EffectView {
        EffectView(child: self, effect: .tap(action))
    }

    public func clipped() -> EffectView {
        EffectView(child: self, effect: .clipped)
    }

    /// Draws `outline` around every control below (every view with a tap action); nil draws
    /// none. A screen's root takes its theme's `controlOutline` through this.
    public func outliningControls(_ outline: ControlOutline?) -> EffectView {
        EffectView(child: self, effect: .outliningControls(outline))
    }
}
