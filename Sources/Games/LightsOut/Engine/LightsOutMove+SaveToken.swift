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

    /// Reads the two coordinates by their ASCII codes: a save of a million presses reads two
    /// million of them.
    public static func readToken(from text: inout Substring) -> Self? {
        var bytes = text.utf8.prefix(2).makeIterator()
        guard let row = bytes.next().flatMap(value), let col = bytes.next().flatMap(value) else { return nil }
        text = text.dropFirst(2)
        return .press(row: row, col: col)
    }

    private static let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyz")

    private static func character(_ coordinate: Int) -> String {
        alphabet.indices.contains(coordinate) ? String(alphabet[coordinate]) : "?"
    }

    private static func value(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a")) + 10
        default: nil
        }
    }
}
