import Layout

/// A rectangle of whole pixels: a part of a frame that changed and must be repainted and sent to
/// the screen.
public struct PixelRect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var area: Int { width * height }
    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}

/// What one incremental repaint covered.
public enum Damage: Equatable, Sendable {
    /// Every pixel was painted: the first frame, a new size, scale or background, or too much
    /// changed for rectangles to pay.
    case full
    /// Only these rectangles were painted (none when nothing changed); the rest of the target
    /// still holds the previous frame, which is what this frame looks like there.
    case rects([PixelRect])
}

extension PixelBox {
    var area: Int { isEmpty ? 0 : (x1 - x0) * (y1 - y0) }

    func union(_ other: PixelBox) -> PixelBox {
        PixelBox(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    func expanded(by margin: Int) -> PixelBox {
        PixelBox(x0: x0 - margin, y0: y0 - margin, x1: x1 + margin, y1: y1 + margin)
    }

    var rect: PixelRect { PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) }
}

/// The changed areas between two display lists. A pixel's colour depends only on the background
/// and the ordered items whose painted bounds hold it; items common to both lists (equal, and in
/// the same order: a common subsequence) paint the same, so outside the bounds of the items
/// that are not common no pixel changes. The subsequence is found greedily, with a short look
/// ahead for items inserted or removed; a poorer match only makes the damage larger, never wrong.
struct DamageFinder {
    /// How far ahead a missing item is looked for.
    static let lookAhead = 48
    /// More rectangles than this are merged into their bounding box.
    static let maximumRects = 24

    let bounds: (DisplayItem) -> PixelBox

    /// The boxes to repaint going from `old` to `new`, merged; empty when nothing changed.
    func boxes(from old: [DisplayItem], to new: [DisplayItem]) -> [PixelBox] {
        var changed: [PixelBox] = []
        func mark(_ item: DisplayItem) {
            let box = bounds(item)
            if !box.isEmpty { changed.append(box) }
        }
        var i = 0
        var j = 0
        while i < old.count && j < new.count {
            if old[i] == new[j] {
                i += 1
                j += 1
                continue
            }
            let inNew = Self.find(old[i], in: new, from: j + 1)
            let inOld = Self.find(new[j], in: old, from: i + 1)
            if let k = inNew, inOld.map({ k - j <= $0 - i }) ?? true {
                // New items were inserted before old[i].
                for item in new[j..<k] { mark(item) }
                j = k
            } else if let l = inOld {
                for item in old[i..<l] { mark(item) }
                i = l
            } else {
                mark(old[i])
                mark(new[j])
                i += 1
                j += 1
            }
        }
        for item in old[i...] { mark(item) }
        for item in new[j...] { mark(item) }
        return Self.merged(changed)
    }

    private static func find(_ item: DisplayItem, in items: [DisplayItem], from start: Int) -> Int? {
        let end = min(items.count, start + lookAhead)
        guard start < end else { return nil }
        for index in start..<end where items[index] == item { return index }
        return nil
    }

    /// Overlapping or nearly touching boxes joined (a moved item's old and new place, a cell's
    /// layers), so no pixel is painted twice and the screen gets few rectangles.
    static func merged(_ boxes: [PixelBox]) -> [PixelBox] {
        var result: [PixelBox] = []
        for box in boxes.sorted(by: { ($0.y0, $0.x0) < ($1.y0, $1.x0) }) {
            var current = box
            var absorbed = true
            while absorbed {
                absorbed = false
                for index in result.indices.reversed() {
                    let other = result[index]
                    let union = current.union(other)
                    // Joined when they overlap, or when the union wastes little.
                    if !current.intersection(other).isEmpty
                        || union.area <= current.area + other.area + max(4096, (current.area + other.area) / 4)
                    {
                        current = union
                        result.remove(at: index)
                        absorbed = true
                    }
                }
            }
            result.append(current)
        }
        if result.count > maximumRects {
            return [result.dropFirst().reduce(result[0]) { $0.union($1) }]
        }
        return result
    }
}
