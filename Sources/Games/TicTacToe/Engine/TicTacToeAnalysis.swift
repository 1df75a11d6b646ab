import GameCore

/// A position's value for the side to move.
public enum TicTacToeValue: String, Hashable, Sendable {
    case win
    case draw
    case loss
}

/// A best move and what the search knows about it. When `isExact` is false the search stopped
/// at a horizon: `win` and `loss` are then forced results it found within that horizon, and
/// `draw` means only that it found no forced result either way.
public struct TicTacToeAnalysis: Hashable, Sendable {
    public let move: TicTacToeCell
    public let value: TicTacToeValue
    public let isExact: Bool
    /// For a win or a loss, how many more marks (both sides') until the line is complete when
    /// the winner hurries and the loser holds out; nil for a draw.
    public let pliesToResult: Int?
    /// Plies searched below the root (the whole game when exact).
    public let depth: Int
    public let nodes: Int
}
