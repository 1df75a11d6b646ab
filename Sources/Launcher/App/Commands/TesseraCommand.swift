import ArgumentParser
import GameCatalog
import GameCore
import GameKit
import Layout
import SDLBackend

/// The player's program: the window, screenshots, each game's engine on the command line, the
/// icon and the manual. Developers' tools (the benchmark, the monkey) live in `tessera-dev`.
package struct TesseraCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "\(GameOptionRules.list(Catalog.standard.games.map(\.title), joiner: "and")) in one window.",
        discussion: """
            With no subcommand, opens the window on the title screen. Games in progress are saved \
            after every move under $XDG_DATA_HOME/tessera (~/.local/share/tessera); settings live \
            under $XDG_CONFIG_HOME/tessera.
            """,
        version: AppIdentity.version,
        subcommands: [PlayCommand.self, ScreenshotCommand.self, DailyCommand.self]
            + Catalog.standard.games.compactMap(\.command)
            + [IconCommand.self, ManualCommand.self],
        defaultSubcommand: PlayCommand.self
    )

    package init() {}

    /// The lines answered without the parser (see `runCommandLine`): the window's own starts (no
    /// arguments, as the desktop file launches it, or `play` and the window's flags alone, each at
    /// most once: the benchmark's start), and the engine lines a game's `direct` takes (a batch
    /// of puzzles, say). Anything else, help and mistakes included, is the parser's.
    package static func direct(_ arguments: [String]) -> (() throws -> Void)? {
        if let start = windowStart(for: arguments) {
            return { try start.run() }
        }
        guard let name = arguments.first else { return nil }
        // The parser's subcommand is the one whose command carries this name.
        let game = Catalog.standard.games.first { $0.command?.configuration.commandName == name }
        return game?.direct?(Array(arguments.dropFirst()))
    }

    /// What `tessera play` would be asked for `arguments`, when they are only the window's flags
    /// (and `play` before them); nil for any other line.
    static func windowStart(for arguments: [String]) -> WindowStart? {
        var start = WindowStart()
        var seen = Set<String>()
        for (index, argument) in arguments.enumerated() {
            if index == 0 && argument == "play" { continue }
            guard seen.insert(argument).inserted else { return nil }
            switch argument {
            case "--gpu": start.gpu = true
            case "--software": start.software = true
            case "--exit-after-first-frame": start.exitAfterFirstFrame = true
            default: return nil
            }
        }
        return start
    }
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

    /// Help and the manual show a default the way it is typed (`1280x800`), not the struct.
    var defaultValueDescription: String { "\(Int(width))x\(Int(height))" }

    static var defaultCompletionKind: CompletionKind { .default }
}
