import GameCore

/// A press in a save is two characters, row then column, each a digit or, from 10 on, a
/// lower-case letter ("34" presses row 3, column 4; "c0" row 12, column 0): one character per
/// coordinate covers boards up to 36×36, and boards to 10×10 read as plain digits.
extension LightsOutMove: SaveToken {
    public var saveToken: String {
        switch self {
        case let .press(row, col): Self.character(row) + Self.character(col)
        }
    }

    public static func readToken(from text: inout Substring) -> Self? {
        var rest = text
        guard let row = rest.popFirst().flatMap(value), let col = rest.popFirst().flatMap(value) else { return nil }
        text = rest
        return .press(row: row, col: col)
    }

    private static let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyz")

    private static func character(_ coordinate: Int) -> String {
        alphabet.indices.contains(coordinate) ? String(alphabet[coordinate]) : "?"
    }

    private static func value(_ character: Character) -> Int? {
        alphabet.firstIndex(of: character)
    }
}
