import ArgumentParser
import GameKit
import LightsOutEngine

/// The engine on the command line: `tessera lightsout …`.
public struct LightsOutCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "lightsout", abstract: "The Lights Out engine on the command line.", subcommands: [Solve.self])

    public init() {}

    struct Solve: DisplayFreeCommand {
        static let configuration = CommandConfiguration(
            commandName: "solve",
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
            try Output.print(answer)
        }
    }
}
