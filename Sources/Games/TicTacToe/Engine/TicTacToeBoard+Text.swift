import GameCore

/// The text form `X.O/.X./..O` (rows top to bottom separated by `/`, `.` empty) is what the
/// command line reads and what tests and save files show, so a board reads the same everywhere.
extension TicTacToeBoard: CustomStringConvertible {
    public var description: String {
        var text = ""
        for row in 0..<rows {
            if row > 0 { text.append("/") }
            for col in 0..<size {
                text.append(self[row, col]?.symbol ?? ".")
            }
        }
        return text
    }

    /// Parses the text form. Only the shape and the characters are checked here (square and
    /// 3...7 wide, or four in a row's 6 rows of 7; `X`, `O` or `.` in either case); whether the
    /// position could arise in play is the command line's question (`TicTacToeCLI`).
    public init(text: String) throws(InputError) {
        let trimmed = text.trimmedOfWhitespace
        guard !trimmed.isEmpty else {
            throw InputError("empty board; give rows of X, O and . separated by /, e.g. X.O/.X./..O")
        }
        let rows = trimmed.split(separator: "/", omittingEmptySubsequences: false)
        let fourInARow = TicTacToeParams.fourInARow()
        let isFourInARow = rows.count == fourInARow.rows && rows[0].count == fourInARow.size
        let size = isFourInARow ? fourInARow.size : rows.count
        guard isFourInARow || TicTacToeParams.sizes.contains(size) else {
            throw InputError(
                "the board has \(size) rows; boards are 3 to 7 rows of as many cells, or 6 rows of 7 (four in a row)")
        }
        var board = isFourInARow ? TicTacToeBoard(params: fourInARow) : TicTacToeBoard(size: size)
        for (rowIndex, row) in rows.enumerated() {
            guard row.count == size else {
                throw InputError(
                    isFourInARow
                        ? "row \(rowIndex + 1) has \(row.count) cells but four in a row's rows have 7"
                        : "row \(rowIndex + 1) has \(row.count) cells but the board has \(size) rows; "
                            + "the board must be square (or 6 rows of 7: four in a row)")
            }
            for (colIndex, character) in row.enumerated() {
                let cell = TicTacToeCell(row: rowIndex, col: colIndex)
                switch character {
                case "X", "x": board = board.placing(.x, at: cell)
                case "O", "o": board = board.placing(.o, at: cell)
                case ".": break
                default:
                    throw InputError(
                        "unexpected '\(character)' in row \(rowIndex + 1), column \(colIndex + 1); "
                            + "use X, O or . for an empty cell"
                    )
                }
            }
        }
        self = board
    }
}

/// Saved as its text form, and checked on the way in, so a corrupt save is a decoding error
/// rather than a board with overlapping or off-board marks.
extension TicTacToeBoard: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try TicTacToeBoard(text: text)
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
    fileprivate var trimmedOfWhitespace: Substring {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
