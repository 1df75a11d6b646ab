/// Points in layout space (device-independent); the backend multiplies by the scale.
public struct Point: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }
}

public struct Size: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width)×\(height)" }
}

public struct Rect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var center: Point { Point(x: midX, y: midY) }

    /// Half-open on the far edges, so that two touching cells never both claim a point.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rect scaled about `anchor`; used by appear/vanish transitions.
    public func scaled(by factor: Double, about anchor: Point) -> Rect {
        Rect(
            x: anchor.x + (minX - anchor.x) * factor,
            y: anchor.y + (minY - anchor.y) * factor,
            width: width * factor,
            height: height * factor
        )
    }

    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}

/// Space to leave around a view, per edge.
public struct EdgeInsets: Equatable, Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
}

public enum HorizontalAlignment: Sendable, Equatable {
    case leading, center, trailing

    func offset(content: Double, in container: Double) -> Double {
        switch self {
        case .leading: 0
        case .center: (container - content) / 2
        case .trailing: container - content
        }
    }
}

public enum VerticalAlignment: Sendable, Equatable {
    case top, center, bottom

    func offset(content: Double, in container: Double) -> Double {
        switch self {
        case .top: 0
        case .center: (container - content) / 2
        case .bottom: container - content
        }
    }
}

/// Where a child sits inside a larger frame, as in SwiftUI.
public struct Alignment: Sendable, Equatable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The frame of a child of `size` aligned inside `container`.
    public func place(_ size: Size, in container: Rect) -> Rect {
        Rect(
            x: container.minX + horizontal.offset(content: size.width, in: container.width),
            y: container.minY + vertical.offset(content: size.height, in: container.height),
            width: size.width,
            height: size.height
        )
    }
}

/// A parent's offer to a child: each axis a number, `nil` for "your ideal size", or
/// `.infinity` for "as much as you like" (how stacks probe flexibility).
public struct ProposedSize: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The proposal with unspecified axes replaced by `fallback`.
    public func replacingUnspecified(with fallback: Size) -> Size {
        Size(width: width ?? fallback.width, height: height ?? fallback.height)
    }

    public var description: String {
        "\(width.map { "\($0)" } ?? "nil")×\(height.map { "\($0)" } ?? "nil")"
    }
}

public enum Axis: Sendable, Equatable {
    case horizontal, vertical
}
