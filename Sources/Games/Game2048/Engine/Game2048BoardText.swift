import GameCore

/// The one-line board format of the command line: rows separated by `/`, cells by `,`, 0 for
/// empty, e.g. `2,2,4,0/0,0,0,0/0,0,0,2/4,0,4,8`. Kept apart from the CLI so tests and tools share it.
public enum Game2048BoardText {
    /// The largest tile accepted from text: small enough that merging and scoring a whole 8×8
    /// board of such tiles cannot overflow `Int`.
    public static let maximumValue = 1 << 50

    /// Reads a board, assigning ids in row-major order. Errors name the row and cell at fault
    /// so a typo in a long board is easy to find.
    public static func parse(_ text: String) throws(InputError) -> Game2048Board {
        let trimmed = text.trimmingSpaces
        if trimmed.isEmpty {
            throw InputError("empty board; expected rows separated by '/' and cells by ',', e.g. 2,0,0/0,4,0/0,0,2")
        }
        let rows = trimmed.split(separator: "/", omittingEmptySubsequences: false)
        let sizes = Game2048Board.sizes
        let range = "\(sizes.lowerBound) to \(sizes.upperBound)"
        guard sizes.contains(rows.count) else {
            throw InputError("board has \(rows.count) row\(rows.count == 1 ? "" : "s"); boards have \(range) rows")
        }
        var values: [[Int]] = []
        for (rowIndex, row) in rows.enumerated() {
            let cells = row.split(separator: ",", omittingEmptySubsequences: false)
            if rowIndex == 0, !sizes.contains(cells.count) {
                throw InputError(
                    "row 1 has \(cells.count) cell\(cells.count == 1 ? "" : "s"); boards have \(range) columns")
            }
            let columns = values.first?.count ?? cells.count
            guard cells.count == columns else {
                throw InputError(
                    "row \(rowIndex + 1) has \(cells.count) cell\(cells.count == 1 ? "" : "s") but row 1 has "
                        + "\(columns); every row needs \(columns) cells")
            }
            var line: [Int] = []
            for (colIndex, cell) in cells.enumerated() {
                line.append(try value(of: String(cell), row: rowIndex + 1, col: colIndex + 1))
            }
            values.append(line)
        }
        return Game2048Board(values: values)
    }

    /// Writes a board in the same format `parse` reads.
    public static func format(_ board: Game2048Board) -> String {
        board.values.map { row in row.map(String.init).joined(separator: ",") }.joined(separator: "/")
    }

    private static func value(of text: String, row: Int, col: Int) throws(InputError) -> Int {
        let cell = text.trimmingSpaces
        let place = "row \(row), cell \(col)"
        if cell.isEmpty {
            throw InputError("\(place) is empty; use 0 for an empty cell")
        }
        let negative = cell.first == "-"
        let digits = negative ? cell.dropFirst() : Substring(cell)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw InputError("\(place): '\(cell)' is not a number")
        }
        if negative {
            throw InputError("\(place): \(cell) is not a tile value; tiles are powers of two from 2 (0 for empty)")
        }
        guard let value = Int(cell) else {
            throw InputError("\(place): \(cell) is too large; the largest tile accepted is \(maximumValue)")
        }
        if value == 0 { return 0 }
        guard Game2048Board.isTileValue(value) else {
            throw InputError("\(place): \(value) is not a tile value; tiles are powers of two from 2 (0 for empty)")
        }
        guard value <= maximumValue else {
            throw InputError("\(place): \(value) is too large; the largest tile accepted is \(maximumValue)")
        }
        return value
    }
}

extension String {
    /// Drops surrounding blanks and line breaks without pulling in Foundation.
    fileprivate var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
