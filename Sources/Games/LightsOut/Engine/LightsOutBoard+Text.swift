import GameCore

/// The text form `11000/10000/00000/00000/00000` (rows top to bottom separated by `/`, `1` lit,
/// `0` dark) is shared by the command line, save files and test failure messages, so a board
/// reads the same everywhere a person meets it.
extension LightsOutBoard: CustomStringConvertible {
    public var description: String {
        var text = ""
        text.reserveCapacity(cellCount + size)
        for row in 0..<size {
            if row > 0 { text.append("/") }
            for col in 0..<size {
                text.append(self[row, col] ? "1" : "0")
            }
        }
        return text
    }

    /// Parses the text form; surrounding whitespace is ignored, anything else malformed is an
    /// `InputError` whose message says which row or character is wrong and what was expected.
    public init(text: String) throws(InputError) {
        let trimmed = text.trimmingWhitespace
        guard !trimmed.isEmpty else {
            throw InputError("empty board; give rows of 0 and 1 separated by /, e.g. 11000/10000/00000/00000/00000")
        }
        let rows = trimmed.split(separator: "/", omittingEmptySubsequences: false)
        var bits: [[Bool]] = []
        for (rowIndex, row) in rows.enumerated() {
            guard !row.isEmpty else {
                throw InputError("row \(rowIndex + 1) is empty; rows are separated by a single /")
            }
            var rowBits: [Bool] = []
            for (colIndex, character) in row.enumerated() {
                switch character {
                case "1": rowBits.append(true)
                case "0": rowBits.append(false)
                default:
                    throw InputError(
                        "unexpected '\(character)' in row \(rowIndex + 1), column \(colIndex + 1); "
                            + "use 1 for a lit light and 0 for a dark one"
                    )
                }
            }
            if let first = bits.first, first.count != rowBits.count {
                throw InputError(
                    "row \(rowIndex + 1) has \(rowBits.count) lights but row 1 has \(first.count); "
                        + "every row must be the same length"
                )
            }
            bits.append(rowBits)
        }
        let width = bits[0].count
        guard bits.count == width else {
            throw InputError("board has \(bits.count) rows of \(width) lights; a Lights Out board must be square")
        }
        guard Self.supportedSizes.contains(width) else {
            throw InputError(
                "board is \(width)×\(width); supported sizes are "
                    + "\(Self.supportedSizes.lowerBound)×\(Self.supportedSizes.lowerBound) to "
                    + "\(Self.supportedSizes.upperBound)×\(Self.supportedSizes.upperBound)"
            )
        }
        self.init(size: width)
        for (row, rowBits) in bits.enumerated() {
            for (col, lit) in rowBits.enumerated() where lit {
                self[row, col] = true
            }
        }
    }
}

/// Saved as the text form, so a save file shows the board a player would recognise.
extension LightsOutBoard: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(text: text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.message)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension String {
    /// Trims spaces, tabs and newlines without Foundation.
    fileprivate var trimmingWhitespace: Substring {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let start = firstIndex(where: { !isSpace($0) }),
            let end = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return self[start...end]
    }
}
