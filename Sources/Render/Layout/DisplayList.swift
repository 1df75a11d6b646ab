/// A point in a view's own frame, 0…1 on each axis (SwiftUI's `UnitPoint`).
public struct UnitPoint: Equatable, Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
    public static let center = UnitPoint(x: 0.5, y: 0.5)

    public func point(in rect: Rect) -> Point {
        Point(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}

/// The outlines the rasteriser knows how to draw.
public enum ShapeKind: Equatable, Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    /// Inscribed in the item's frame, which layout keeps square.
    case circle
    case capsule
    /// A segment between two points of the frame, drawn with round caps by `stroke`.
    case line(from: UnitPoint, to: UnitPoint)
}

/// What one display item paints inside its frame.
public enum DrawCommand: Equatable, Sendable {
    case fill(ShapeKind, Color)
    case stroke(ShapeKind, Color, lineWidth: Double)
    /// A soft halo outside the shape, fading to transparent over `radius` (a shadow or a lit bulb).
    case glow(ShapeKind, Color, radius: Double)
    /// One line of text, centred in the frame.
    case text(String, Font, Color)
}

/// How an item enters or leaves when the animator finds no partner for it in the other list.
public enum Transition: Equatable, Hashable, Sendable {
    /// Appears and vanishes at once.
    case identity
    case opacity
    /// Grows from nothing (and shrinks away).
    case scale
    /// Appears at full size, swells a little and settles (a merge).
    case pop
    /// Lights up and goes out again while the change animates: the item's own opacity (0 for a
    /// celebration that leaves nothing behind) is what the settled frame shows, so with
    /// animations off it is never seen.
    case flash
}

/// Names an item across frames: the `id` given to a view plus the item's place inside it,
/// so that a tile's background and its label move together.
public struct ItemIdentity: Hashable, @unchecked Sendable {
    public var key: AnyHashable
    public var part: Int

    public init(key: AnyHashable, part: Int) {
        self.key = key
        self.part = part
    }
}

/// One absolutely positioned draw command: the output of layout and the input of the backend.
public struct DisplayItem: Equatable, @unchecked Sendable {
    public var command: DrawCommand
    public var frame: Rect
    public var opacity: Double = 1
    /// Scale about the centre of `groupFrame` (the frame of the view that carries the `id`).
    public var scale: Double = 1
    public var identity: ItemIdentity?
    public var groupFrame: Rect?
    public var transition: Transition = .opacity
    /// Identities that slide into this item and disappear when it appears (2048 merges).
    public var absorbs: [AnyHashable] = []
    /// Drawing is limited to this rect, when set.
    public var clip: Rect?
    /// For text: what it is, which sets the floor its size is held to.
    public var textRole: TextRole?

    public init(command: DrawCommand, frame: Rect) {
        self.command = command
        self.frame = frame
    }

    /// The frame after `scale` is applied, which is what the backend paints.
    public var paintedFrame: Rect {
        guard scale != 1 else { return frame }
        return frame.scaled(by: scale, about: (groupFrame ?? frame).center)
    }
}

/// A clickable area and what it means; `action == nil` swallows taps (a dialog's scrim).
public struct TapRegion: Equatable, @unchecked Sendable {
    public var frame: Rect
    public var action: AnyHashable?
    /// The display items the tapped view painted (its background first), when known.
    public var items: Range<Int>?
    /// What a tap here acts on besides itself (the lights a press toggles): the regions with
    /// these actions are outlined in `linkColor` while this one is hovered.
    public var linked: [AnyHashable] = []
    public var linkColor: Color?

    public init(frame: Rect, action: AnyHashable?) {
        self.frame = frame
        self.action = action
    }
}

/// The flat result of layout: absolute draw commands in paint order, and tap regions in
/// paint order. Plain data, so tests assert on it and the animator interpolates it.
public struct DisplayList: Equatable, @unchecked Sendable {
    public var size: Size
    public var items: [DisplayItem]
    public var tapRegions: [TapRegion]

    public init(size: Size, items: [DisplayItem] = [], tapRegions: [TapRegion] = []) {
        self.size = size
        self.items = items
        self.tapRegions = tapRegions
    }

    /// The topmost region under `point` decides: its action, or nil when it blocks or none is hit.
    public func hitTest(_ point: Point) -> AnyHashable? {
        for region in tapRegions.reversed() where region.frame.contains(point) {
            return region.action
        }
        return nil
    }

    /// The frame of the tap region for `action`, topmost first (for tests and keyboard focus).
    public func frame(ofAction action: AnyHashable) -> Rect? {
        tapRegions.last { $0.action == action }?.frame
    }

    /// Every text run, in paint order; handy for assertions.
    public var texts: [String] {
        items.compactMap {
            if case .text(let string, _, _) = $0.command { return string }
            return nil
        }
    }
}
