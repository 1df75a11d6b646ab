import ArgumentParser
import Foundation
import Games
import Render

extension GameKind: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

/// Options shared by every command that starts a game.
struct GameArguments: ParsableArguments {
    @Option(help: "Board size: 2048 3–8, Tic-tac-toe 3–7.")
    var size: Int?

    @Option(help: "Sudoku difficulty: trivial, easy, medium, hard or extreme.")
    var difficulty: String?

    @Option(help: "Lights Out level (1 or more).")
    var level: Int?

    @Option(help: "Seed for a reproducible game.")
    var seed: UInt64?

    func validatedOptions(for kind: GameKind?) throws -> GameOptions {
        if let size {
            switch kind {
            case .game2048 where !(3...8).contains(size):
                throw CLIFailure("--size for 2048 must be 3 to 8, not \(size)")
            case .ticTacToe where !(3...7).contains(size):
                throw CLIFailure("--size for Tic-tac-toe must be 3 to 7, not \(size)")
            case .sudoku, .lightsOut: throw CLIFailure("--size does not apply to \(kind!.title)")
            default: break
            }
        }
        if let difficulty {
            guard kind == .sudoku else { throw CLIFailure("--difficulty applies to Sudoku only") }
            guard SudokuDifficulty(rawValue: difficulty.lowercased()) != nil else {
                throw CLIFailure("unknown difficulty '\(difficulty)'; use trivial, easy, medium, hard or extreme")
            }
        }
        if let level {
            guard kind == .lightsOut else { throw CLIFailure("--level applies to Lights Out only") }
            guard level >= 1 else { throw CLIFailure("--level must be 1 or more, not \(level)") }
        }
        return GameOptions(size: size, difficulty: difficulty?.lowercased(), level: level)
    }

    /// The seed given, or one from the clock for a new game each time.
    var effectiveSeed: UInt64 { seed ?? UInt64(Date().timeIntervalSince1970 * 1000) }
}

struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Open the window: on the title screen, or straight into a game.",
        discussion: "Games: sudoku, 2048, tictactoe, lightsout. Options given start a fresh game with them."
    )

    @Argument(help: "The game to open (sudoku, 2048, tictactoe, lightsout); none opens the title screen.")
    var game: GameKind?

    @OptionGroup var options: GameArguments

    @Option(help: "A TrueType font to use instead of DejaVu Sans.")
    var font: String?

    @Flag(
        help:
            "Present frames through the GPU (an OpenGL texture) instead of the window surface: the same pictures, for displays where the surface is slow; about 100 MiB more memory."
    )
    var gpu = false

    /// Frames go straight to the window surface by default (faster to the first frame, a third of
    /// the memory); kept as a flag for scripts that ask for it explicitly.
    @Flag(help: .hidden)
    var software = false

    @Flag(help: .hidden)
    var exitAfterFirstFrame = false

    func run() throws {
        let gameOptions = try options.validatedOptions(for: game)
        let fonts = try FontLibrary(regular: font, bold: font)
        try SDLVideo.start()
        let model = AppModel(storage: Storage(), seed: options.effectiveSeed, clock: monotonicSeconds)
        if let game {
            let fresh = options.seed != nil || options.size != nil || options.difficulty != nil || options.level != nil
            if fresh {
                model.startFresh(game, seed: options.effectiveSeed, clock: monotonicSeconds, options: gameOptions)
            }
            model.open(game)
        }
        let size = Size(width: Double(model.settings.windowWidth), height: Double(model.settings.windowHeight))
        let window = try Window(title: model.windowTitle, size: size, fonts: fonts, software: !gpu || software)
        let loop = EventLoop(model: model, window: window)
        loop.exitAfterFirstFrame = exitAfterFirstFrame
        loop.run()
    }
}
