import Layout

extension DisplayItem {
    /// The string, font and colour of a text item (nil for shapes).
    public var text: (string: String, font: Font, color: Color)? {
        if case .text(let string, let font, let color) = command { return (string, font, color) }
        return nil
    }
}

/// Look-ups on the display list a snapshot painted, so a snapshot test also states what the
/// screen says (the clock, the score, a hint's name) and in which colour: the picture is never
/// the only guard.
extension DisplayList {
    /// The text items reading exactly `string`, in paint order.
    public func textItems(_ string: String) -> [DisplayItem] {
        items.filter { $0.text?.string == string }
    }

    /// The colours of the text items reading exactly `string`, in paint order (empty when the
    /// screen does not show it).
    public func colors(ofText string: String) -> [Color] {
        textItems(string).compactMap { $0.text?.color }
    }

    /// Whether some text on screen contains `fragment`.
    public func shows(_ fragment: String) -> Bool {
        texts.contains { $0.contains(fragment) }
    }

    /// The text painted right after the one reading `label` (case aside): the figure of a
    /// labelled box ("TIME" then "2:05", "SCORE" then "1204").
    public func text(after label: String) -> (string: String, color: Color)? {
        let texts = items.compactMap(\.text)
        guard let at = texts.firstIndex(where: { $0.string.uppercased() == label.uppercased() }), at + 1 < texts.count
        else { return nil }
        return (texts[at + 1].string, texts[at + 1].color)
    }

    /// The indices of the items painted wholly inside `rect` (half a point of slack), in paint
    /// order (for tests that edit the list).
    public func indices(inside rect: Rect) -> [Int] {
        items.indices.filter { i in
            let frame = items[i].frame
            return frame.minX >= rect.minX - 0.5 && frame.maxX <= rect.maxX + 0.5 && frame.minY >= rect.minY - 0.5
                && frame.maxY <= rect.maxY + 0.5
        }
    }

    /// The items painted wholly inside `rect` (half a point of slack), in paint order.
    public func items(inside rect: Rect) -> [DisplayItem] {
        indices(inside: rect).map { items[$0] }
    }

    /// The texts painted inside `rect`, with their colours.
    public func texts(inside rect: Rect) -> [(text: String, color: Color)] {
        items(inside: rect).compactMap { item in item.text.map { ($0.string, $0.color) } }
    }

    /// The colour of the first filled shape painted exactly in `rect` (a cell's or a button's
    /// background).
    public func fill(at rect: Rect) -> Color? {
        for item in items where item.frame == rect {
            if case .fill(_, let color) = item.command { return color }
        }
        return nil
    }
}
