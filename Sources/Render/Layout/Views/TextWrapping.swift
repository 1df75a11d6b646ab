/// What a text is, which decides the smallest size it may be drawn at.
public enum TextRole: Hashable, Sendable {
    /// Labels, buttons, status lines, dialogs: the body floor.
    case body
    /// Secondary notes beside something larger (a score box's "BEST"): the caption floor.
    case caption
    /// A glyph inside a board, sized with its cell (a pencil mark, a tile's number): the mark
    /// floor. The board's own minimum size keeps it readable.
    case mark
}

/// Where the lines of a wrapped text line up.
public enum TextAlignment: Hashable, Sendable {
    case leading, center, trailing
}

/// Where an ellipsis takes out what does not fit (SwiftUI's `Text.TruncationMode`).
public enum TruncationMode: Hashable, Sendable {
    case head, middle, tail
}

/// The smallest size, in points, each role of text may be drawn at. Points become pixels with the
/// zoom and the desktop's scale, so the floors grow with them.
public struct TextFloors: Equatable, Sendable {
    public var body: Double
    public var caption: Double
    public var mark: Double

    public init(body: Double, caption: Double, mark: Double) {
        self.body = body
        self.caption = caption
        self.mark = mark
    }

    /// The design tokens' floors (`Theme.FontSizes`).
    public static let standard: TextFloors = {
        let sizes = Theme.FontSizes()
        return TextFloors(body: sizes.floor, caption: sizes.captionFloor, mark: sizes.markFloor)
    }()

    public func size(for role: TextRole) -> Double {
        switch role {
        case .body: body
        case .caption: caption
        case .mark: mark
        }
    }
}

/// Line breaking and ellipses for `Text`, with the width of a piece of text given by the caller.
enum TextWrapping {
    /// The text broken greedily into lines no wider than `width`: at spaces, and between any two
    /// characters of a word that is wider than a line on its own (Chinese has no spaces). Each
    /// line is a slice of the text without the space it broke at.
    static func lines(of text: String, width: Double, measure: (Substring) -> Double) -> [Substring] {
        var lines: [Substring] = []
        var lineStart = text.startIndex
        var lineEnd = text.startIndex
        var index = text.startIndex
        func flush(_ end: String.Index) {
            var start = lineStart
            while start < end, text[start] == " " { start = text.index(after: start) }
            if start < end { lines.append(text[start..<end]) }
        }
        while index < text.endIndex {
            // The next word, with the spaces before it.
            var wordEnd = index
            while wordEnd < text.endIndex, text[wordEnd] == " " { wordEnd = text.index(after: wordEnd) }
            while wordEnd < text.endIndex, text[wordEnd] != " " { wordEnd = text.index(after: wordEnd) }
            if measure(text[lineStart..<wordEnd].drop { $0 == " " }) <= width {
                lineEnd = wordEnd
                index = wordEnd
                continue
            }
            if lineEnd > lineStart, text[lineStart..<lineEnd].contains(where: { $0 != " " }) {
                // The word moves to a new line.
                flush(lineEnd)
                lineStart = lineEnd
                lineEnd = lineStart
                continue
            }
            // A word wider than a whole line: break it between characters.
            var cut = lineStart
            while cut < wordEnd, text[cut] == " " { cut = text.index(after: cut) }
            var fitted = text.index(after: cut)
            while fitted < wordEnd, measure(text[cut..<text.index(after: fitted)]) <= width {
                fitted = text.index(after: fitted)
            }
            flush(fitted)
            lineStart = fitted
            lineEnd = fitted
            index = fitted
        }
        flush(text.endIndex)
        return lines
    }

    /// `text` shortened with "…" until it is no wider than `width` (just "…" when nothing fits).
    static func truncated(_ text: String, width: Double, mode: TruncationMode, measure: (String) -> Double) -> String {
        guard measure(text) > width else { return text }
        let characters = Array(text)
        func candidate(_ kept: Int) -> String {
            switch mode {
            case .tail:
                return String(characters.prefix(kept)).trimmingTrailingSpaces + "…"
            case .head:
                return "…" + String(characters.suffix(kept)).trimmingLeadingSpaces
            case .middle:
                let head = (kept + 1) / 2
                return String(characters.prefix(head)).trimmingTrailingSpaces + "…"
                    + String(characters.suffix(kept - head)).trimmingLeadingSpaces
            }
        }
        var low = 0
        var high = characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if measure(candidate(middle)) <= width { low = middle } else { high = middle - 1 }
        }
        return candidate(low)
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }

    fileprivate var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
