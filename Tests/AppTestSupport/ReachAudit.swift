import Layout

/// What issue #29 asks of every screen, read off its display list: each text at or above its
/// role's floor, as wide as its frame at most and inside the window; each tap region a target of
/// at least 24×24 points (WCAG 2.2's minimum) inside the window, none overlapping another.
public enum ReachAudit {
    /// The window sizes players use (phone-shaped, tiled halves, laptops, large screens).
    public static let windows = [
        Size(width: 300, height: 400), Size(width: 360, height: 640), Size(width: 480, height: 800),
        Size(width: 600, height: 400), Size(width: 640, height: 480), Size(width: 800, height: 500),
        Size(width: 1024, height: 720), Size(width: 1600, height: 1000), Size(width: 2560, height: 1440),
    ]

    /// The windows at zoom 1 and at 175 % (the app lays out in points, so a zoomed window is the
    /// same window with fewer points: 300×400 at 175 % is 171×229).
    public static var zoomedWindows: [Size] {
        windows
            + windows.map { Size(width: ($0.width / 1.75).rounded(.down), height: ($0.height / 1.75).rounded(.down)) }
    }

    public static let smallestTarget = 24.0

    /// Every way `list` falls short, one line each (empty when none does). `checksTap` picks the
    /// tap regions held to the target size (all with an action, by default).
    public static func problems(
        in list: DisplayList, measurer: any TextMeasurer, floors: TextFloors = .standard,
        checksTap: (AnyHashable) -> Bool = { _ in true }, checksText: (DisplayItem) -> Bool = { _ in true }
    ) -> [String] {
        let window = Rect(origin: .zero, size: list.size)
        func inside(_ frame: Rect) -> Bool {
            frame.minX >= window.minX - 0.5 && frame.minY >= window.minY - 0.5 && frame.maxX <= window.maxX + 0.5
                && frame.maxY <= window.maxY + 0.5
        }
        var problems: [String] = []
        for item in list.items {
            guard case .text(let string, let font, _) = item.command, !string.isEmpty, checksText(item) else {
                continue
            }
            let role = item.textRole ?? .body
            let floor = floors.size(for: role)
            if font.size < floor - 0.001 {
                problems.append("\"\(string)\" is \(font.size) points, under the \(role) floor of \(floor)")
            }
            let width = measurer.size(of: string, font: font).width
            if width > item.frame.width + 0.5 {
                problems.append("\"\(string)\" is \(width) wide in a frame of \(item.frame.width)")
            }
            if !inside(item.frame) { problems.append("\"\(string)\" at \(item.frame) leaves the window") }
        }
        let regions = list.tapRegions.filter { region in region.action.map(checksTap) ?? false }
        for (index, region) in regions.enumerated() {
            let name = region.action.map { "\($0.base)" } ?? "nil"
            let frame = region.frame
            if frame.width < smallestTarget - 0.001 || frame.height < smallestTarget - 0.001 {
                problems.append("\(name) is a target of \(frame.width)×\(frame.height)")
            }
            if !inside(frame) { problems.append("\(name) at \(frame) leaves the window") }
            for other in regions[(index + 1)...] {
                let overlap = Rect(
                    x: max(frame.minX, other.frame.minX), y: max(frame.minY, other.frame.minY),
                    width: min(frame.maxX, other.frame.maxX) - max(frame.minX, other.frame.minX),
                    height: min(frame.maxY, other.frame.maxY) - max(frame.minY, other.frame.minY))
                if overlap.width > 0.5 && overlap.height > 0.5 {
                    problems.append("\(name) overlaps \(other.action.map { "\($0.base)" } ?? "nil")")
                }
            }
        }
        return problems
    }
}
