import ArgumentParser
import GameKit
import TicTacToeEngine

/// The engine on the command line: `tessera tictactoe …`.
public struct TicTacToeCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tictactoe", abstract: "The Tic-tac-toe engine on the command line.", subcommands: [BestMove.self])

    public init() {}

    struct BestMove: DisplayFreeCommand {
        static let configuration = CommandConfiguration(
            commandName: "best-move",
            abstract: "Print a best move as row,col (0-based) and the value for the side to move: win, draw or loss.",
            discussion: "Board: rows separated by '/', cells X, O or '.', e.g. X.O/.X./..O. X moves first. "
                + "Boards up to 4×4 are solved exactly; larger ones by a bounded search. "
                + "Six rows of seven are four in a row (marks drop to the lowest empty cell, four in a line win), "
                + "solved exactly: the move is the cell the mark comes to rest in.")

        @Argument(help: "The board, 3×3 to 7×7, or 6 rows of 7 for four in a row.")
        var board: String

        @Option(help: "Marks in a row needed to win (default: 3 on 3×3, 4 on 4×4 to 6×6, 5 on 7×7).")
        var k: Int?

        func run() throws {
            let answer: String
            do {
                answer = try TicTacToeCLI.bestMove(boardText: board, k: k)
            } catch {
                throw CLIFailure(error.message)
            }
            try Output.print(answer)
        }
    }
}
