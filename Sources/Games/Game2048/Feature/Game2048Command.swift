import ArgumentParser
import Game2048Engine
import GameKit

/// The engine on the command line: `tessera 2048 …`.
public struct Game2048Command: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "2048", abstract: "The 2048 engine on the command line.", subcommands: [Slide.self])

    public init() {}

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
