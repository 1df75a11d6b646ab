import GameCore
import GameKit
import Layout
import TicTacToeEngine

/// The words around the board: whose turn it is, or the seed's result message in the winner's
/// colour ("Player 1 wins", "You win", "Computer wins", "It's a tie") for the status line, the
/// game being played, and the tally.
extension TicTacToeScene {
    var statusText: String {
        let mode = state.params.mode
        if let winner = state.winner {
            guard let computer = mode.computerPlayer else { return "Player \(winner.number) wins" }
            return winner == computer ? "Computer wins" : "You win"
        }
        if state.isTie { return "It's a tie" }
        let mover = state.toMove
        if mode.computerPlayer == nil {
            if hintSearch.isRunning { return "Player \(mover.number) (\(mover.symbol)): finding a hint…" }
            return "Player \(mover.number) (\(mover.symbol)) to move"
        }
        if state.isComputerTurn { return isThinking ? "Computer is thinking…" : "Computer to move" }
        if hintSearch.isRunning { return "Your move (\(mover.symbol)): finding a hint…" }
        return "Your move (\(mover.symbol))"
    }

    /// The winner's colour, the mover's while playing, plain text for a tie.
    func statusColor(_ theme: Theme) -> Color {
        if state.isTie { return theme.textPrimary }
        return TicTacToePalette(theme: theme).color(of: state.winner ?? state.toMove)
    }

    /// The board and what wins on it, and the opponent: "4×4 · 4 in a row · vs Perfect".
    var gameDescription: String {
        let params = state.params
        let board = "\(params.size)×\(params.size) · \(params.k) in a row"
        guard let level = params.mode.computerLevel else { return "\(board) · 2 players" }
        return "\(board) · vs \(TicTacToeOpponent.computer(level).title)"
    }

    /// Three figures for the current opponent on the current board: the person's record
    /// against this computer level, or the two players' record against each other.
    private var tallyFigures: [(label: String, value: Int)] {
        let tally = TicTacToeTally(statistics: statistics)
        let size = settings.size
        if settings.opponent == .friend {
            return [
                ("Player 1", tally.count(.friend, size: size, .player1)),
                ("Ties", tally.count(.friend, size: size, .ties)),
                ("Player 2", tally.count(.friend, size: size, .player2)),
            ]
        }
        return [
            ("You", tally.count(settings.opponent, size: size, .won)),
            ("Draws", tally.count(settings.opponent, size: size, .drawn)),
            ("Computer", tally.count(settings.opponent, size: size, .lost)),
        ]
    }

    var tallyLine: String {
        tallyFigures.map { "\($0.label): \($0.value)" }.joined(separator: " · ")
    }

    /// The three figures in boxes sharing `width`.
    func tallyBoxes(theme: Theme, width: Double) -> any View {
        let figures = tallyFigures
        let gap = theme.spacing.small
        let box = max(0, (width - gap * Double(figures.count - 1)) / Double(figures.count))
        return HStack(spacing: gap) {
            for figure in figures {
                StatBox(figure.label, "\(figure.value)", theme: theme, minWidth: box)
            }
        }
    }
}
