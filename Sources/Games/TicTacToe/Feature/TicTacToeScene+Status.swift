import GameCore
import GameKit
import Layout
import Localization
import TicTacToeEngine

/// The words around the board: whose turn it is, or the seed's result message in the winner's
/// colour ("Player 1 wins", "You win", "Computer wins", "It's a tie") for the status line, the
/// game being played, and the tally.
extension TicTacToeScene {
    var statusText: String {
        let mode = state.params.mode
        if let winner = state.winner {
            guard let computer = mode.computerPlayer else {
                // TRANSLATORS: Tic-tac-toe result between two people; {number} is 1 or 2.
                return tr("Player {number} wins", ["number": winner.number])
            }
            // TRANSLATORS: Tic-tac-toe results in the status line.
            return winner == computer ? tr("Computer wins") : tr("You win")
        }
        if state.isTie { return tr("It's a tie") }
        let mover = state.toMove
        let mark = ["number": mover.number, "mark": mover.symbol] as KeyValuePairs<String, Any>
        if mode.computerPlayer == nil {
            if hintSearch.isRunning {
                // TRANSLATORS: Tic-tac-toe status; {number} is 1 or 2, {mark} is X or O.
                return tr("Player {number} ({mark}): finding a hint…", mark)
            }
            // TRANSLATORS: Tic-tac-toe status; {number} is 1 or 2, {mark} is X or O.
            return tr("Player {number} ({mark}) to move", mark)
        }
        if state.isComputerTurn { return isThinking ? tr("Computer is thinking…") : tr("Computer to move") }
        // TRANSLATORS: Tic-tac-toe status against the computer; {mark} is the player's X or O.
        if hintSearch.isRunning { return tr("Your move ({mark}): finding a hint…", ["mark": mover.symbol]) }
        // TRANSLATORS: Tic-tac-toe status against the computer; {mark} is the player's X or O.
        return tr("Your move ({mark})", ["mark": mover.symbol])
    }

    /// The winner's colour, the mover's while playing, plain text for a tie.
    func statusColor(_ theme: Theme) -> Color {
        if state.isTie { return theme.textPrimary }
        return TicTacToePalette(theme: theme).color(of: state.winner ?? state.toMove)
    }

    /// The board and what wins on it, and the opponent: "4×4 · 4 in a row · vs Perfect".
    var gameDescription: String {
        let params = state.params
        let board = "\(params.size)×\(params.rows)"
        guard let level = params.mode.computerLevel else {
            return trn(
                // TRANSLATORS: Tic-tac-toe: the board ("4×4"), how many marks in a row win, two people playing.
                "{board} · {count} in a row · 2 players", "{board} · {count} in a row · 2 players", count: params.k,
                ["board": board])
        }
        return trn(
            // TRANSLATORS: Tic-tac-toe: the board ("4×4"), how many marks in a row win, and the computer's level
            // ({level}: Easy, Medium or Perfect).
            "{board} · {count} in a row · vs {level}", "{board} · {count} in a row · vs {level}", count: params.k,
            ["board": board, "level": TicTacToeOpponent.computer(level).title])
    }

    /// Three figures for the current opponent on the current board: the person's record
    /// against this computer level, or the two players' record against each other.
    private var tallyFigures: [(label: String, value: Int)] {
        let tally = TicTacToeTally(statistics: statistics)
        let board = settings.tallyBoard
        if settings.opponent == .friend {
            return [
                // TRANSLATORS: Tic-tac-toe tally box (in capitals): rounds the first player won.
                (tr("Player 1"), tally.count(.friend, board: board, .player1)),
                // TRANSLATORS: Tic-tac-toe tally box (in capitals): rounds nobody won.
                (tr("Ties"), tally.count(.friend, board: board, .ties)),
                // TRANSLATORS: Tic-tac-toe tally box (in capitals): rounds the second player won.
                (tr("Player 2"), tally.count(.friend, board: board, .player2)),
            ]
        }
        return [
            // TRANSLATORS: Tic-tac-toe tally box (in capitals): rounds the person won against the computer.
            (tr("You"), tally.count(settings.opponent, board: board, .won)),
            // TRANSLATORS: Tic-tac-toe tally box (in capitals): rounds nobody won.
            (tr("Draws"), tally.count(settings.opponent, board: board, .drawn)),
            // TRANSLATORS: Tic-tac-toe tally box (in capitals): rounds the computer won.
            (tr("Computer"), tally.count(settings.opponent, board: board, .lost)),
        ]
    }

    /// The tally on one line, one template for the whole line.
    var tallyLine: String {
        let tally = TicTacToeTally(statistics: statistics)
        let board = settings.tallyBoard
        if settings.opponent == .friend {
            return tr(
                // TRANSLATORS: Tic-tac-toe tally on one line (narrow windows): rounds each player won and the ties.
                "Player 1: {player1} · Ties: {ties} · Player 2: {player2}",
                [
                    "player1": tally.count(.friend, board: board, .player1),
                    "ties": tally.count(.friend, board: board, .ties),
                    "player2": tally.count(.friend, board: board, .player2),
                ])
        }
        return tr(
            // TRANSLATORS: Tic-tac-toe tally on one line (narrow windows): rounds won, drawn and lost against the
            // computer.
            "You: {won} · Draws: {drawn} · Computer: {lost}",
            [
                "won": tally.count(settings.opponent, board: board, .won),
                "drawn": tally.count(settings.opponent, board: board, .drawn),
                "lost": tally.count(settings.opponent, board: board, .lost),
            ])
    }

    /// The three figures in boxes sharing `width`, or the tally on one line (two at most) when a
    /// label does not fit its box whole.
    func tallyBoxes(theme: Theme, width: Double) -> any View {
        let figures = tallyFigures
        let gap = theme.spacing.small
        let box = max(0, (width - gap * Double(figures.count - 1)) / Double(figures.count))
        return ViewThatFits(in: [.horizontal]) {
            HStack(spacing: gap) {
                for figure in figures {
                    StatBox(figure.label, "\(figure.value)", theme: theme, minWidth: box)
                }
            }
            Text(tallyLine, font: .system(theme.fontSize.caption, weight: .bold), color: theme.textSecondary)
                .lineLimit(2)
        }
    }
}
