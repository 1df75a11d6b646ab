import GameCore

/// The two sides. X always moves first, so "who starts" is the same question as "who plays X";
/// the seed's messages call them Player 1 and Player 2.
public enum TicTacToePlayer: String, Codable, CaseIterable, Hashable, Sendable {
    case x = "X"
    case o = "O"

    public var opponent: TicTacToePlayer {
        self == .x ? .o : .x
    }

    /// 1 for X and 2 for O, for the "Player N wins" message.
    public var number: Int {
        self == .x ? 1 : 2
    }

    /// The letter the command line and the text board use.
    public var symbol: Character {
        self == .x ? "X" : "O"
    }
}

/// A square on the board, 0-based from the top-left; the same coordinates the command line prints.
public struct TicTacToeCell: Codable, Hashable, Sendable, CustomStringConvertible {
    public let row: Int
    public let col: Int

    public init(row: Int, col: Int) {
        self.row = row
        self.col = col
    }

    /// `row,col`, the command line's form.
    public var description: String {
        "\(row),\(col)"
    }
}
