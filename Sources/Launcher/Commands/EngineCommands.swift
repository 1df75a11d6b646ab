import ArgumentParser
import Foundation
import Games

/// Reads standard input line by line (for solvers fed a file of puzzles).
func readStandardInputLines() -> [String] {
    var lines: [String] = []
    while let line = readLine(strippingNewline: true) { lines.append(line) }
    return lines
}

struct Game2048Command: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "2048", abstract: "The 2048 engine on the command line.", subcommands: [Slide.self])

    struct Slide: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Apply one move without spawning; print the board and the points gained.",
            discussion: "Board: rows separated by '/', cells by ',', 0 for empty, e.g. 2,2,4,0/0,0,0,0/0,0,0,2/4,0,4,8."
        )

        @Argument(help: "The board, N×N with N from 3 to 8.")
        var board: String

        @Argument(help: "left, right, up or down.")
        var direction: String

        func run() throws {
            do {
                let result = try Game2048CLI.slide(boardText: board, direction: direction)
                print(result.board)
                print(result.points)
            } catch {
                throw CLIFailure(error.message)
            }
        }
    }
}

struct LightsOutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lightsout", abstract: "The Lights Out engine on the command line.", subcommands: [Solve.self])

    struct Solve: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the presses of a shortest solution as row,col pairs (0-based).",
            discussion: "Board: rows separated by '/', 1 lit and 0 dark, e.g. 11000/10000/00000/00000/00000. "
                + "Exit 1 when the board cannot be solved.")

        @Argument(help: "The board, square, 1×1 to 20×20.")
        var board: String

        func run() throws {
            let answer: String?
            do {
                answer = try LightsOutCLI.solve(boardText: board)
            } catch {
                throw CLIFailure(error.message)
            }
            guard let answer else { throw CLIFailure("unsolvable", code: 1) }
            print(answer)
        }
    }
}

struct TicTacToeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tictactoe", abstract: "The Tic-tac-toe engine on the command line.", subcommands: [BestMove.self])

    struct BestMove: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "best-move",
            abstract: "Print a best move as row,col (0-based) and the value for the side to move: win, draw or loss.",
            discussion: "Board: rows separated by '/', cells X, O or '.', e.g. X.O/.X./..O. X moves first. "
                + "Boards up to 4×4 are solved exactly; larger ones by a bounded search.")

        @Argument(help: "The board, 3×3 to 7×7.")
        var board: String

        @Option(help: "Marks in a row needed to win (default: 3 on 3×3, 4 on 4×4 to 6×6, 5 on 7×7).")
        var k: Int?

        func run() throws {
            do {
                print(try TicTacToeCLI.bestMove(boardText: board, k: k))
            } catch {
                throw CLIFailure(error.message)
            }
        }
    }
}
