import GameCore

/// A press in a save is two digits, row then column ("34" presses row 3, column 4): boards are
/// at most 10×10, so one digit each is enough.
extension LightsOutMove: SaveToken {
    public var saveToken: String {
        switch self {
        case let .press(row, col): "\(row)\(col)"
        }
    }

    public static func readToken(from text: inout Substring) -> Self? {
        guard let (row, col) = SaveTokenDigits.pair(from: &text) else { return nil }
        return .press(row: row, col: col)
    }
}
