import ArgumentParser

/// A failure with the exit code the command line promises (1: a valid question with no
/// answer, such as an unsolvable board; 2: bad input).
struct CLIFailure: Error {
    let message: String
    let code: Int32

    init(_ message: String, code: Int32 = 2) {
        self.message = message
        self.code = code
    }
}

struct TesseraCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "Sudoku, 2048, Tic-tac-toe and Lights Out in one window.",
        discussion: """
            With no subcommand, opens the window on the title screen. Games in progress are saved \
            after every move under $XDG_DATA_HOME/tessera (~/.local/share/tessera); settings live \
            under $XDG_CONFIG_HOME/tessera.
            """,
        subcommands: [
            PlayCommand.self, ScreenshotCommand.self, SudokuCommand.self, Game2048Command.self,
            TicTacToeCommand.self, LightsOutCommand.self, BenchCommand.self, MonkeyCommand.self, IconCommand.self,
        ],
        defaultSubcommand: PlayCommand.self
    )
}

/// Parses `WxH` sizes such as `1280x800`.
struct WindowSize: ExpressibleByArgument {
    let width: Double
    let height: Double

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...16384).contains(w),
            (1...16384).contains(h)
        else { return nil }
        width = Double(w)
        height = Double(h)
    }

    static var defaultCompletionKind: CompletionKind { .default }
}
