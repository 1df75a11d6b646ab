import ArgumentParser
import GameCatalog
import GameCore
import GameKit
import Layout
import SDLBackend

struct TesseraCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "\(GameOptionRules.list(Catalog.standard.games.map(\.title), joiner: "and")) in one window.",
        discussion: """
            With no subcommand, opens the window on the title screen. Games in progress are saved \
            after every move under $XDG_DATA_HOME/tessera (~/.local/share/tessera); settings live \
            under $XDG_CONFIG_HOME/tessera.
            """,
        version: AppIdentity.version,
        subcommands: [PlayCommand.self, ScreenshotCommand.self] + Catalog.standard.games.compactMap(\.command)
            + [BenchCommand.self, MonkeyCommand.self, IconCommand.self, ManualCommand.self],
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
