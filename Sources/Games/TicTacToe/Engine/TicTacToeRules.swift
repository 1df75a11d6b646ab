import GameCore

/// Tic-tac-toe on n×n with k in a row, as a pure `GameRules`: players alternate, X first; a
/// row, column or diagonal run of k wins; a full board with no winner is a tie. With gravity
/// (four in a row, 7 × 6) a mark drops to the lowest empty cell of its column.
///
/// `apply` does not know who is a person and who is the computer: the scene only submits a
/// person's move on their turn and asks `TicTacToeAI.computerMove` on the computer's, then
/// applies that move here like any other, so undo, saving and replay treat both alike.
public enum TicTacToeRules: GameRules {
    public typealias Params = TicTacToeParams
    public typealias State = TicTacToeState
    public typealias Move = TicTacToeMove

    public static func newState(params: TicTacToeParams, seed: UInt64) -> TicTacToeState {
        TicTacToeState(params: params, seed: seed)
    }

    /// Nil after the game has ended, for a cell off the board, for a taken cell, and with
    /// gravity (four in a row) for any cell but the lowest empty one of its column.
    public static func apply(_ move: TicTacToeMove, to state: TicTacToeState) -> TicTacToeState? {
        let cell = move.cell
        guard !state.isOver, state.board.contains(cell), state.board[cell] == nil else { return nil }
        if state.params.gravity && state.board.landingRow(inColumn: cell.col) != cell.row { return nil }
        var next = state
        let mover = state.toMove
        next.board = state.board.placing(mover, at: cell)
        next.lastMove = cell
        next.toMove = mover.opponent
        if let run = state.geometry.winningRun(of: next.board.marks(of: mover), through: cell) {
            next.winner = mover
            next.winningLine = run
        }
        return next
    }

    /// Two people: any win is `.won` (the scene names the winner). Against the computer the
    /// person's win is `.won` and the computer's is `.lost`.
    public static func outcome(of state: TicTacToeState) -> GameOutcome {
        if let winner = state.winner {
            return state.params.mode.computerPlayer == winner ? .lost : .won
        }
        return state.board.isFull ? .draw : .playing
    }
}
