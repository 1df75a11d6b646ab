/// Shared by `VStack` and `HStack`: SwiftUI's stack algorithm. Children are probed with the
/// smallest and largest proposal along the axis; the least flexible are sized first and the
/// rest share what is left.
struct StackLayout {
    let axis: Axis
    let spacing: Double
    let children: [any View]
    /// Answers already computed in this layout pass. A stack probes each child three times and is
    /// itself probed by its parent, so without this nested stacks cost 3^depth.
    let cache = StackSizeCache()

    private func along(_ size: Size) -> Double { axis == .vertical ? size.height : size.width }
    private func across(_ size: Size) -> Double { axis == .vertical ? size.width : size.height }

    private func proposal(along: Double?, across: Double?) -> ProposedSize {
        axis == .vertical
            ? ProposedSize(width: across, height: along) : ProposedSize(width: along, height: across)
    }

    /// The size of each child for the proposal, in child order.
    func childSizes(_ proposal: ProposedSize, context: LayoutContext) -> [Size] {
        let key = StackSizeCache.Key(proposal: proposal, measurer: ObjectIdentifier(context.measurer))
        if let sizes = cache.entries[key] { return sizes }
        let sizes = computeChildSizes(proposal, context: context)
        cache.entries[key] = sizes
        return sizes
    }

    private func computeChildSizes(_ proposal: ProposedSize, context: LayoutContext) -> [Size] {
        var context = context
        context.stackAxis = axis
        let crossProposal = axis == .vertical ? proposal.width : proposal.height
        let totalSpacing = spacing * Double(max(0, children.count - 1))
        guard let available = axis == .vertical ? proposal.height : proposal.width else {
            return children.map { $0.sizeThatFits(self.proposal(along: nil, across: crossProposal), context: context) }
        }
        // The probes and the order live in one scratch buffer on the stack: this runs for every
        // stack and proposal of every frame, and its arrays were most of a layout's allocations.
        let count = children.count
        var sizes = [Size](repeating: .zero, count: count)
        withUnsafeTemporaryAllocation(of: Probe.self, capacity: count) { probes in
            var bounded = 0
            for (index, child) in children.enumerated() {
                let low = along(child.sizeThatFits(self.proposal(along: 0, across: crossProposal), context: context))
                let high = along(
                    child.sizeThatFits(self.proposal(along: .infinity, across: crossProposal), context: context))
                let probe = Probe(index: index, flexibility: high - low, greedy: child.isSpacer)
                if !probe.greedy { bounded += 1 }
                // Spacers share what the other children leave; the others are offered a fair share
                // in order of increasing flexibility (so a label keeps its width beside a spacer).
                // An insertion sort: stable, and stacks hold a handful of children.
                var slot = index
                while slot > 0, probe.precedes(probes[slot - 1]) {
                    probes.initializeElement(at: slot, to: probes[slot - 1])
                    slot -= 1
                }
                probes.initializeElement(at: slot, to: probe)
            }
            var remaining = max(0, available - totalSpacing)
            var remainingBounded = bounded
            var remainingGreedy = count - bounded
            for probe in probes.prefix(count) {
                let share =
                    remaining.isFinite
                    ? remaining / Double(max(1, probe.greedy ? remainingGreedy : remainingBounded)) : remaining
                let size = children[probe.index].sizeThatFits(
                    self.proposal(along: share, across: crossProposal), context: context)
                sizes[probe.index] = size
                remaining = max(0, remaining - along(size))
                if probe.greedy { remainingGreedy -= 1 } else { remainingBounded -= 1 }
            }
        }
        return sizes
    }

    /// A child's two probes, as `computeChildSizes` orders them.
    private struct Probe {
        let index: Int
        let flexibility: Double
        let greedy: Bool

        /// Spacers last; among the rest and among spacers, the less flexible first.
        func precedes(_ other: Probe) -> Bool {
            greedy != other.greedy ? !greedy : flexibility < other.flexibility
        }
    }

    func size(for sizes: [Size]) -> Size {
        var total = spacing * Double(max(0, sizes.count - 1))
        var cross: Double?
        for size in sizes {
            total += along(size)
            cross = max(cross ?? across(size), across(size))
        }
        let crossExtent = cross ?? 0
        return axis == .vertical
            ? Size(width: crossExtent, height: total) : Size(width: total, height: crossExtent)
    }

    func render(
        in frame: Rect, crossAlignment: Alignment, context: LayoutContext, into builder: inout DisplayListBuilder
    ) {
        var childContext = context
        childContext.stackAxis = axis
        let sizes = childSizes(ProposedSize(frame.size), context: context)
        let used = size(for: sizes)
        // The content is centred along the axis when the frame is larger than it.
        var cursor = (along(frame.size) - along(used)) / 2
        for (child, size) in zip(children, sizes) {
            let slot: Rect
            if axis == .vertical {
                slot = Rect(x: frame.minX, y: frame.minY + cursor, width: frame.width, height: size.height)
            } else {
                slot = Rect(x: frame.minX + cursor, y: frame.minY, width: size.width, height: frame.height)
            }
            child.render(in: crossAlignment.place(size, in: slot), context: childContext, into: &builder)
            cursor += along(size) + spacing
        }
    }
}

/// Children top to bottom.
public struct VStack: View {
    let stack: StackLayout
    let alignment: HorizontalAlignment

    public init(alignment: HorizontalAlignment = .center, spacing: Double = 8, @ViewBuilder content: () -> [any View]) {
        stack = StackLayout(axis: .vertical, spacing: spacing, children: content())
        self.alignment = alignment
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        stack.size(for: stack.childSizes(proposal, context: context))
    }

    public func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        stack.render(
            in: frame, crossAlignment: Alignment(horizontal: alignment, vertical: .center), context: context,
            into: &builder)
    }
}

/// Children leading to trailing.
public struct HStack: View {
    let stack: StackLayout
    let alignment: VerticalAlignment

    public init(alignment: VerticalAlignment = .center, spacing: Double = 8, @ViewBuilder content: () -> [any View]) {
        stack = StackLayout(axis: .horizontal, spacing: spacing, children: content())
        self.alignment = alignment
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        stack.size(for: stack.childSizes(proposal, context: context))
    }

    public func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        stack.render(
            in: frame, crossAlignment: Alignment(horizontal: .center, vertical: alignment), context: context,
            into: &builder)
    }
}

/// Children on top of each other, later ones in front; as large as the largest.
public struct ZStack: View {
    let children: [any View]
    let alignment: Alignment

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> [any View]) {
        children = content()
        self.alignment = alignment
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        var context = context
        context.stackAxis = nil
        var width: Double?
        var height: Double?
        for child in children {
            let size = child.sizeThatFits(proposal, context: context)
            width = max(width ?? size.width, size.width)
            height = max(height ?? size.height, size.height)
        }
        return Size(width: width ?? 0, height: height ?? 0)
    }

    public func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        var context = context
        context.stackAxis = nil
        for child in children {
            let size = child.sizeThatFits(ProposedSize(frame.size), context: context)
            child.render(in: alignment.place(size, in: frame), context: context, into: &builder)
        }
    }
}

/// Pushes its siblings apart along the enclosing stack's axis.
public struct Spacer: View {
    let minLength: Double

    public init(minLength: Double = 0) {
        self.minLength = minLength
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        switch context.stackAxis {
        case .vertical: Size(width: 0, height: max(minLength, proposal.height ?? minLength))
        case .horizontal: Size(width: max(minLength, proposal.width ?? minLength), height: 0)
        case nil: Size(width: max(minLength, proposal.width ?? 0), height: max(minLength, proposal.height ?? 0))
        }
    }

    public func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {}

    public var isSpacer: Bool { true }
}

/// Equal cells in `columns` columns, filled row by row; every child is offered one cell.
/// Boards use it when the cell size should follow the space offered (inside `aspectRatio`).
public struct Grid: View {
    let children: [any View]
    let columns: Int
    let spacing: Double

    public init(columns: Int, spacing: Double = 0, @ViewBuilder content: () -> [any View]) {
        children = content()
        self.columns = max(1, columns)
        self.spacing = spacing
    }

    var rows: Int { (children.count + columns - 1) / columns }

    private func cellSize(for size: Size) -> Size {
        Size(
            width: max(0, (size.width - spacing * Double(columns - 1)) / Double(columns)),
            height: max(0, (size.height - spacing * Double(max(0, rows - 1))) / Double(max(1, rows))))
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        var context = context
        context.stackAxis = nil
        let ideal = children.map { $0.sizeThatFits(.unspecified, context: context) }
        let cellWidth = ideal.map(\.width).max() ?? 0
        let cellHeight = ideal.map(\.height).max() ?? 0
        return Size(
            width: proposal.width ?? cellWidth * Double(columns) + spacing * Double(columns - 1),
            height: proposal.height ?? cellHeight * Double(rows) + spacing * Double(max(0, rows - 1)))
    }

    public func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        var context = context
        context.stackAxis = nil
        let cell = cellSize(for: frame.size)
        for (index, child) in children.enumerated() {
            let row = index / columns
            let column = index % columns
            let slot = Rect(
                x: frame.minX + Double(column) * (cell.width + spacing),
                y: frame.minY + Double(row) * (cell.height + spacing),
                width: cell.width, height: cell.height)
            let size = child.sizeThatFits(ProposedSize(cell), context: context)
            child.render(in: Alignment.center.place(size, in: slot), context: context, into: &builder)
        }
    }
}

/// Per-stack memo of child sizes by proposal (and measurer, which decides text sizes).
final class StackSizeCache {
    struct Key: Equatable {
        let proposal: ProposedSize
        let measurer: ObjectIdentifier
    }

    var entries = SmallMemo<Key, [Size]>()
}

/// A handful of answers by key, found by comparing keys in turn: a view is asked about a few
/// proposals in a pass (a stack's probes at zero, unbounded and the real size), for which a
/// scan of equal-comparisons is cheaper than hashing into a dictionary.
struct SmallMemo<Key: Equatable, Value> {
    /// Keys and answers side by side in one array, room for a pass's few probes made at once.
    private var entries: [(key: Key, value: Value)] = []
    /// Past this many the oldest answer goes: a view asked about more proposals than this is
    /// being probed afresh, and an unbounded scan would cost more than it saves.
    private static var capacity: Int { 16 }

    subscript(key: Key) -> Value? {
        get {
            for entry in entries where entry.key == key { return entry.value }
            return nil
        }
        set {
            if let index = entries.firstIndex(where: { $0.key == key }) {
                if let newValue {
                    entries[index].value = newValue
                } else {
                    entries.remove(at: index)
                }
                return
            }
            guard let newValue else { return }
            if entries.isEmpty {
                entries.reserveCapacity(4)
            } else if entries.count >= Self.capacity {
                entries.removeFirst()
            }
            entries.append((key, newValue))
        }
    }
}

/// Alternative forms of a view, most complete first, each built the first time it is asked for
/// and kept for the layout pass: a chooser (`ViewThatFits`, a panel that takes the first form
/// short enough) tries the longer forms only where they might fit, so a large window never
/// builds the shorter ones.
public final class LazyForms {
    private let makers: [() -> any View]
    private var built: [Int: any View] = [:]

    public init(_ makers: [() -> any View]) {
        self.makers = makers
    }

    public var count: Int { makers.count }

    public subscript(index: Int) -> any View {
        if let view = built[index] { return view }
        let view = makers[index]()
        built[index] = view
        return view
    }
}

/// The first of its children whose ideal size fits the space offered, or the last one when
/// none does (SwiftUI's `ViewThatFits`): a long and a short form of a label or a row of
/// buttons, so a small window gets the short one instead of a shrunken long one.
public struct ViewThatFits: View {
    let forms: LazyForms
    let axes: [Axis]
    /// What this layout pass has already built and chosen.
    let memo = Memo()

    public init(in axes: [Axis] = [.horizontal, .vertical], @ViewBuilder content: () -> [any View]) {
        forms = LazyForms(content().map { child in { child } })
        self.axes = axes
    }

    /// Forms built only when they are tried, most complete first: on a large window the first
    /// fits and the rest (each a panel of buttons, say) are never built at all.
    public init(in axes: [Axis] = [.horizontal, .vertical], forms: [() -> any View]) {
        self.forms = LazyForms(forms)
        self.axes = axes
    }

    /// The form chosen for each proposal: a parent asks several times, and each answer would
    /// otherwise measure every longer form again.
    final class Memo {
        var choices = SmallMemo<ProposedSize, Int>()
        /// Each form's ideal size by the proposal it was asked at: a stack probes its children
        /// at several proposals, and each choice measures the longer forms again.
        var ideals = SmallMemo<Ideal, Size>()

        struct Ideal: Equatable {
            let form: Int
            let proposal: ProposedSize
        }
    }

    func chosen(_ proposal: ProposedSize, context: LayoutContext) -> (any View)? {
        guard forms.count > 0 else { return nil }
        if let index = memo.choices[proposal] { return forms[index] }
        let index = choose(proposal, context: context)
        memo.choices[proposal] = index
        return forms[index]
    }

    private func choose(_ proposal: ProposedSize, context: LayoutContext) -> Int {
        let ideal = ProposedSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
        for index in 0..<forms.count - 1 {
            let key = Memo.Ideal(form: index, proposal: ideal)
            let size = memo.ideals[key] ?? forms[index].sizeThatFits(ideal, context: context)
            memo.ideals[key] = size
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { size.width <= $0 + 0.001 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { size.height <= $0 + 0.001 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return forms.count - 1
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        chosen(proposal, context: context)?.sizeThatFits(proposal, context: context) ?? .zero
    }

    public func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        chosen(ProposedSize(frame.size), context: context)?.render(in: frame, context: context, into: &builder)
    }
}
