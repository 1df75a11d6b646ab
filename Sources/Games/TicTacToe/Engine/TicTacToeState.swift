import GameCore

/// A game in progress or finished. The winner and the winning run are recorded when the
/// winning move is applied, so the scene highlights them without re-deriving anything.
public struct TicTacToeState: Codable, Hashable, Sendable {
    public let params: TicTacToeParams
    public internal(set) var board: TicTacToeBoard
    public internal(set) var toMove: TicTacToePlayer
    public internal(set) var winner: TicTacToePlayer?
    /// The winner's straight run through the winning move, end to end (k or more cells);
    /// empty while nobody has won.
    public internal(set) var winningLine: [TicTacToeCell]
    /// The newest mark, for the scene's appear animation; nil on an empty board.
    public internal(set) var lastMove: TicTacToeCell?
    /// The game's seed: the computer's random choices are drawn from it and the position,
    /// so a replayed or resumed game makes the same choices.
    public let seed: UInt64

    package init(params: TicTacToeParams, seed: UInt64) {
        self.params = params
        board = TicTacToeBoard(params: params)
        toMove = .x
        winner = nil
        winningLine = []
        lastMove = nil
        self.seed = seed
    }

    /// A win or a full board: no more moves are accepted.
    public var isOver: Bool {
        winner != nil || board.isFull
    }

    public var isTie: Bool {
        winner == nil && board.isFull
    }

    /// True when the computer should move now (the scene then asks `TicTacToeAI.computerMove`).
    public var isComputerTurn: Bool {
        !isOver && params.mode.computerPlayer == toMove
    }

    package var geometry: TicTacToeGeometry {
        TicTacToeGeometry.of(params)
    }
}

/// The only move: put the side to move's mark on a cell. Who moves is in the state, so a move
/// replayed from a save needs no player.
public enum TicTacToeMove: Codable, Hashable, Sendable {
    case place(row: Int, col: Int)

    public init(_ cell: TicTacToeCell) {
        self = .place(row: cell.row, col: cell.col)
    }

    public var cell: TicTacToeCell {
        switch self {
        case .place(let row, let col): TicTacToeCell(row: row, col: col)
        }
    }
}
