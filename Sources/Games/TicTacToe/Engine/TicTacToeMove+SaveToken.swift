import GameCore

/// A mark in a save is two digits, row then column ("12" is row 1, column 2): boards are at most
/// 10×10, so one digit each is enough.
extension TicTacToeMove: SaveToken {
    public var saveToken: String { "\(cell.row)\(cell.col)" }

    public static func readToken(from text: inout Substring) -> Self? {
        guard let (row, col) = SaveTokenDigits.pair(from: &text) else { return nil }
        return .place(row: row, col: col)
    }
}
