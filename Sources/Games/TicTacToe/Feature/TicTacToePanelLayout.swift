import Layout

/// The first of `forms`, most complete first, that is no taller than the height it is offered
/// (the last when none is), drawn at the top of that height. The side panel is measured by its
/// width only, so on a short landscape window the full choice rows and the key help would spill
/// over the header; the height the panel really gets is only known when the stack shares it out.
/// Offered no height (or an unbounded one) it is the first variant.
struct TicTacToeFirstFit: View {
    /// Built only when tried: on a tall window the first fits and the others are never built.
    let forms: LazyForms

    init(forms: [() -> any View]) {
        self.forms = LazyForms(forms)
    }

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let natural = ProposedSize(width: proposal.width, height: nil)
        guard let height = proposal.height, height.isFinite else {
            return forms.count == 0 ? .zero : forms[0].sizeThatFits(natural, context: context)
        }
        guard let choice = chosen(width: proposal.width, height: height, context: context) else { return .zero }
        let first = forms[0].sizeThatFits(natural, context: context).height
        return Size(width: choice.size.width, height: max(choice.size.height, min(height, first)))
    }

    func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        guard let choice = chosen(width: frame.width, height: frame.height, context: context) else { return }
        let size = choice.size
        choice.view.render(
            in: Rect(x: frame.minX, y: frame.minY, width: min(size.width, frame.width), height: size.height),
            context: context, into: &builder)
    }

    /// The first variant that fits `height` at `width`, with its size; the last when none does.
    private func chosen(width: Double?, height: Double, context: LayoutContext) -> (view: any View, size: Size)? {
        let proposal = ProposedSize(width: width, height: nil)
        var last: (view: any View, size: Size)?
        for index in 0..<forms.count {
            let view = forms[index]
            let size = view.sizeThatFits(proposal, context: context)
            last = (view, size)
            if size.height <= height + 0.5 { break }
        }
        return last
    }
}

/// Children top to bottom, leading-aligned, each at the height it asks for at the column's
/// width. A `VStack` shares out the height it is given, and a button whose label may shrink can
/// come out squeezed even when that height is exactly what the stack asked for; the side panel's
/// rows never should, so they are stacked here without any height proposed.
struct TicTacToeColumn: View {
    let spacing: Double
    let children: [any View]

    init(spacing: Double, @ViewBuilder content: () -> [any View]) {
        self.spacing = spacing
        children = content()
    }

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let sizes = childSizes(width: proposal.width, context: context)
        return Size(
            width: sizes.map(\.width).max() ?? 0,
            height: sizes.map(\.height).reduce(0, +) + spacing * Double(max(0, sizes.count - 1)))
    }

    func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        var childContext = context
        childContext.stackAxis = .vertical
        var y = frame.minY
        for (child, size) in zip(children, childSizes(width: frame.width, context: context)) {
            child.render(
                in: Rect(x: frame.minX, y: y, width: min(size.width, frame.width), height: size.height),
                context: childContext, into: &builder)
            y += size.height + spacing
        }
    }

    private func childSizes(width: Double?, context: LayoutContext) -> [Size] {
        var context = context
        context.stackAxis = .vertical
        return children.map { $0.sizeThatFits(ProposedSize(width: width, height: nil), context: context) }
    }
}
