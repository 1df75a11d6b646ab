import GameCore
import GameKit
import Layout
import TicTacToeEngine

/// The words above the board: whose turn it is, or the seed's result message in the winner's
/// colour ("Player 1 wins", "You win", "Computer wins", "It's a tie"), and the tally.
extension TicTacToeScene {
    var statusText: String {
        let mode = state.params.mode
        if let winner = state.winner {
            guard let computer = mode.computerPlayer else { return "Player \(winner.number) wins" }
            return winner == computer ? "Computer wins" : "You win"
        }
        if state.isTie { return "It's a tie" }
        let mover = state.toMove
        if mode.computerPlayer == nil { return "Player \(mover.number) (\(mover.symbol)) to move" }
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

    func statusView(theme: Theme, large: Bool) -> any View {
        VStack(spacing: theme.spacing.tiny) {
            Text(
                statusText, font: .system(large ? theme.fontSize.title : theme.fontSize.headline + 2, weight: .bold),
                color: statusColor(theme))
            Text(gameDescription, font: .system(theme.fontSize.caption), color: theme.textSecondary)
            if !large {
                Text(tallyLine, font: .system(theme.fontSize.caption, weight: .bold), color: theme.textSecondary)
            }
        }
    }

    /// Three figures for the current opponent: the person's record against the computer, or
    /// the two players' record against each other.
    private var tallyFigures: [(label: String, value: Int)] {
        let tally = TicTacToeTally(statistics: statistics)
        if settings.opponent == .friend {
            return [("Player 1", tally.player1Wins), ("Ties", tally.ties), ("Player 2", tally.player2Wins)]
        }
        return [("You", statistics.won), ("Draws", statistics.drawn), ("Computer", statistics.lost)]
    }

    var tallyLine: String {
        tallyFigures.map { "\($0.label): \($0.value)" }.joined(separator: " · ")
    }

    func tallyBoxes(theme: Theme) -> any View {
        HStack(spacing: theme.spacing.small) {
            for figure in tallyFigures {
                StatBox(figure.label, "\(figure.value)", theme: theme, minWidth: 100)
            }
        }
    }
}
