import GameCore

/// `tessera tictactoe best-move <board> [--k K]`: the engine behind the command, so the launcher
/// only parses arguments and prints.
public enum TicTacToeCLI {
    /// A best move for the side to move and its value, as `row,col value` (0-based, e.g.
    /// `2,2 win`). Up to 4×4 the value is exact. On larger boards it is what the bounded search
    /// (`TicTacToeSearchLimits.interactive`) believes: `win`/`loss` are forced results found
    /// within its horizon and `draw` means it found none either way.
    ///
    /// A board of 6 rows of 7 is four in a row (gravity, four in a line): its value is exact,
    /// from the opening book or the solver (`draw` only if the solver ran out of its budget
    /// without a result, which the positions past the book do not reach).
    ///
    /// `k` defaults to the preset for the board's size (`TicTacToeVariant.defaultK`).
    /// Malformed, impossible or finished boards throw an `InputError` saying what is wrong.
    public static func bestMove(
        boardText: String, k: Int? = nil, limits: TicTacToeSearchLimits = .interactive
    ) throws(InputError) -> String {
        let board = try TicTacToeBoard(text: boardText)
        let gravity = board.rows != board.size
        if gravity, let k, k != 4 {
            throw InputError("k = \(k) does not fit four in a row (6 rows of 7): four in a line win")
        }
        let k = gravity ? 4 : k ?? TicTacToeVariant.defaultK(forSize: board.size)
        try validate(board, k: k)
        guard let analysis = TicTacToeAI.analyse(board, k: k, limits: limits) else {
            throw InputError("the board is full; the game is already over")
        }
        return "\(analysis.move) \(analysis.value.rawValue)"
    }

    /// Rejects boards that play cannot reach or that are already decided.
    package static func validate(_ board: TicTacToeBoard, k: Int) throws(InputError) {
        let size = board.size
        let gravity = board.rows != board.size
        if gravity && !board.isSettled {
            throw InputError(
                "a mark floats above an empty cell; in four in a row every mark rests on the bottom or another mark")
        }
        guard gravity || (3...size).contains(k) else {
            throw InputError("k = \(k) is out of range for a \(size)×\(size) board (3 to \(size))")
        }
        let xCount = board.count(of: .x)
        let oCount = board.count(of: .o)
        if oCount > xCount {
            throw InputError("O has \(oCount) marks but X has \(xCount); X moves first, so O never has more")
        }
        if xCount > oCount + 1 {
            throw InputError("X has \(xCount) marks but O has \(oCount); X can be at most one mark ahead")
        }
        let geometry = gravity ? TicTacToeGeometry.fourInARow : TicTacToeGeometry.of(size: size, k: k)
        let xWins = geometry.hasLine(board.xBits)
        let oWins = geometry.hasLine(board.oBits)
        if xWins && oWins {
            throw InputError("both X and O have \(k) in a row; a game stops at the first line")
        }
        if xWins || oWins {
            let winner = xWins ? "X" : "O"
            throw InputError("the game is already over: \(winner) has \(k) in a row")
        }
        if board.isFull {
            throw InputError("the board is full; the game is already over")
        }
    }
}
