import GameCore
import GameKit
import Layout
import TicTacToeEngine

/// What the scene's own tap regions report. New game, restart, undo and redo use
/// `ChromeAction` so the app routes them to `perform` like every other game's.
package enum TicTacToeAction: Hashable, Sendable {
    case cell(row: Int, col: Int)
    case hint
    case opponent(TicTacToeOpponent)
    case starter(TicTacToeStarter)
    case size(Int)
    /// Four in a row, the gravity board.
    case fourInARow
    /// The compact layout's buttons step through the choices, as the keys do.
    case nextOpponent
    case nextStarter
    case nextSize
}

extension TicTacToeScene {
    /// Keys the scene handles itself, for the README and the help screen. The app adds the
    /// collection-wide ones (Escape, N, Ctrl+Z, Ctrl+Y, F11, Ctrl+Q). S is a cursor key (WASD),
    /// so the board size is on B.
    public static let controls: [(key: String, action: String)] = [
        ("Arrow keys / WASD", "Move the cursor (four in a row: Left / Right choose the column)"),
        ("Enter / Space", "Place a mark under the cursor; play again after a round"),
        ("Down / S", "Four in a row: drop a mark into the column"),
        ("1–9", "Place a mark on 3×3 (1 top-left … 9 bottom-right, row by row); four in a row: drop into column 1–7"),
        ("H", "Hint: mark the suggested cell"),
        ("M", "Opponent: 2 players, easy, medium, perfect"),
        ("F", "Who moves first against the computer: you, computer, alternate"),
        ("B", "Board: 3×3, 4×4, 5×5, 7×7, four in a row"),
        ("R", "Restart the round"),
    ]
}
