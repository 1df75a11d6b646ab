/// Where the pointer is and whether its button is held, in layout points.
public struct PointerState: Equatable, @unchecked Sendable {
    /// The pointer over the window, or nil when it left.
    public var location: Point?
    /// The action of the region where the button went down, while it is held.
    public var pressed: AnyHashable?

    public init(location: Point? = nil, pressed: AnyHashable? = nil) {
        self.location = location
        self.pressed = pressed
    }
}

/// The tints that show hover and press on any tap region. They lighten dark surfaces and
/// darken light ones (see `Theme.hoverTint`), and differ from the keyboard focus ring, which
/// is an accent-coloured outline.
public struct PointerTints: Equatable, Sendable {
    public var hover: Color
    public var pressed: Color

    public init(hover: Color, pressed: Color) {
        self.hover = hover
        self.pressed = pressed
    }
}

extension DisplayList {
    /// The region a pointer at `point` is over: the topmost one with an action (a scrim, whose
    /// action is nil, hides what is under it).
    public func region(at point: Point) -> TapRegion? {
        for region in tapRegions.reversed() where region.frame.contains(point) {
            return region.action == nil ? nil : region
        }
        return nil
    }

    /// This list with the hovered region tinted, or the pressed one (when the pointer is still
    /// over it) tinted more strongly. The tint takes the shape of the region's background and is
    /// painted right above it, under the label; a region without a background of its own gets a
    /// rounded tint over its content. Identity-free, so the animator never moves it.
    public func withPointerFeedback(_ pointer: PointerState, tints: PointerTints) -> DisplayList {
        guard let location = pointer.location, let region = region(at: location) else { return self }
        let isPressed = pointer.pressed != nil && pointer.pressed == region.action
        let color = isPressed ? tints.pressed : tints.hover
        var result = withLinkOutlines(of: region)
        var shape = ShapeKind.roundedRectangle(cornerRadius: min(6, min(region.frame.width, region.frame.height) / 4))
        var insertAt = region.items?.upperBound ?? items.count
        var clip: Rect?
        if let range = region.items, range.upperBound <= items.count {
            // The first fill covering the region's frame is its background.
            for index in range {
                let item = items[index]
                guard case .fill(let kind, let fill) = item.command, fill.alpha > 0.01,
                    item.frame.contains(region.frame.center),
                    item.frame.width >= region.frame.width * 0.9, item.frame.height >= region.frame.height * 0.9
                else { continue }
                if case .line = kind { continue }
                shape = kind
                insertAt = index + 1
                clip = item.clip
                var tint = DisplayItem(command: .fill(shape, color), frame: item.frame)
                tint.clip = clip
                tint.opacity = item.opacity
                result.items.insert(tint, at: insertAt)
                return result.shiftingTapItems(after: insertAt)
            }
        }
        var tint = DisplayItem(command: .fill(shape, color), frame: region.frame)
        tint.clip = clip
        result.items.insert(tint, at: min(insertAt, result.items.count))
        return result.shiftingTapItems(after: insertAt)
    }

    /// This list with the regions `region` links to outlined on top (the lights a press would
    /// toggle), each a rounded ring inside its frame; nothing when it links to none.
    private func withLinkOutlines(of region: TapRegion) -> DisplayList {
        guard !region.linked.isEmpty, let color = region.linkColor else { return self }
        let linked = Set(region.linked)
        var result = self
        for other in tapRegions {
            guard let action = other.action, linked.contains(action) else { continue }
            let side = min(other.frame.width, other.frame.height)
            let line = max(1.5, side * 0.02)
            let inset = side * 0.05
            let ring = Rect(
                x: other.frame.minX + inset, y: other.frame.minY + inset, width: other.frame.width - 2 * inset,
                height: other.frame.height - 2 * inset)
            result.items.append(
                DisplayItem(
                    command: .stroke(.roundedRectangle(cornerRadius: side * 0.18), color, lineWidth: line), frame: ring)
            )
        }
        return result
    }

    /// Keeps the regions' item ranges pointing at the same items after one was inserted.
    private func shiftingTapItems(after index: Int) -> DisplayList {
        var result = self
        for i in result.tapRegions.indices {
            guard let range = result.tapRegions[i].items else { continue }
            let lower = range.lowerBound >= index ? range.lowerBound + 1 : range.lowerBound
            let upper = range.upperBound >= index ? range.upperBound + 1 : range.upperBound
            result.tapRegions[i].items = lower..<upper
        }
        return result
    }
}
