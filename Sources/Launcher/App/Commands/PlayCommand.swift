import ArgumentParser
import CSDL
import FoundationEssentials
import GameCatalog
import GameCore
import GameKit
import Glibc
import Layout
import Localization
import SDLBackend

/// Options shared by every command that starts a game.
struct GameArguments: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Board size: a side (5), or rows x columns (4x6) where a game's boards may be rectangular.",
            discussion: GameArguments.sizeHelp),
        completion: .list(GameArguments.sizeValues))
    var size: BoardSize?

    @Option(
        help: ArgumentHelp("Difficulty.", discussion: GameArguments.difficultyHelp),
        completion: .list(GameArguments.difficultyValues))
    var difficulty: String?

    @Option(help: ArgumentHelp("Level.", discussion: GameArguments.levelHelp))
    var level: Int?

    @Option(help: "Seed for a reproducible game.")
    var seed: UInt64?

    var requested: GameOptions {
        GameOptions(size: size?.rows, columns: size?.columns, difficulty: difficulty, level: level)
    }

    /// The help and completion texts, made once: the parser makes a command's arguments afresh
    /// each time it looks at them (several times in one parse of `tessera`'s command line), and
    /// each text walks the catalog.
    static let sizeHelp = describe(\.sizes)
    static let difficultyHelp = describe(\.difficulties)
    static let levelHelp = describe(\.levels)
    static let sizeValues = values(\.sizes)
    static let difficultyValues = values(\.difficulties)

    /// Which games take an option and what values: generated from the catalog for `--help`.
    static func describe<T>(_ rule: KeyPath<GameOptionRules, T>) -> String {
        Catalog.standard.games.compactMap { game -> String? in
            switch game.options[keyPath: rule] {
            case let range as ClosedRange<Int>?:
                guard let range else { return nil }
                let shape = game.options.rectangular ? " (rows x columns each)" : ""
                return "\(game.title) \(range.lowerBound)–\(range.upperBound)\(shape)"
            case let names as [String]:
                return names.isEmpty ? nil : "\(game.title): \(names.joined(separator: ", "))"
            default: return nil
            }
        }
        .joined(separator: "; ")
    }

    /// Every value some game takes for an option, in catalog order without repeats: what the
    /// shell completions offer after `--size` and `--difficulty`. Not for `--level`: Lights Out
    /// has a million levels, and the list is built each time the arguments are.
    static func values<T>(_ rule: KeyPath<GameOptionRules, T>) -> [String] {
        var seen = Set<String>()
        return Catalog.standard.games.flatMap { game -> [String] in
            switch game.options[keyPath: rule] {
            case let range as ClosedRange<Int>?: return range.map { $0.map(String.init) } ?? []
            case let names as [String]: return names
            default: return []
            }
        }
        .filter { seen.insert($0).inserted }
    }

}

/// `--size`: a side ("5") or rows × columns ("4x6", "4×6"); the game's rules say which it takes.
struct BoardSize: ExpressibleByArgument, Equatable {
    let rows: Int
    /// Nil for a plain side.
    let columns: Int?

    init?(argument: String) {
        guard let sides = BoardSizeText.sides(argument) else { return nil }
        (rows, columns) = sides
    }
}

struct PlayCommand: ParsableCommand, OpensItsDisplayLibraries {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Open the window: on the title screen, or straight into a game.",
        discussion: "Games: \(Catalog.standard.idList). Options given start a fresh game with them."
    )

    @Argument(
        help: "The game to open (\(Catalog.standard.idList)); none opens the title screen.",
        completion: .list(Catalog.standard.games.map(\.id)))
    var game: String?

    @OptionGroup var options: GameArguments

    @Option(
        help:
            "A TrueType font to draw with instead of the family fontconfig finds; characters it lacks still come from other fonts.",
        completion: .file()
    )
    var font: String?

    @Flag(
        help:
            "Present frames through the GPU (an OpenGL texture) instead of the window surface: the same pictures, for displays where the surface is slow; about 100 MiB more memory."
    )
    var gpu = false

    /// Frames go straight to the window surface by default where there is one (faster to the
    /// first frame, a third of the memory), through a texture where there is none (Wayland);
    /// this flag insists on the surface, and a frame fails without one (the check that a frame
    /// not presented is an error, not a silent blank window).
    @Flag(help: .hidden)
    var software = false

    @Flag(help: .hidden)
    var exitAfterFirstFrame = false

    /// For scripts that go through every game (`scripts/screenshots.sh`): prints each game's id
    /// and title, tab-separated, in title-screen order, and opens no window.
    @Flag(help: .hidden)
    var listGames = false

    /// What was asked, as plain values.
    var windowStart: WindowStart {
        WindowStart(
            game: game, requested: options.requested, seed: options.seed, font: font, gpu: gpu, software: software,
            exitAfterFirstFrame: exitAfterFirstFrame, listGames: listGames)
    }

    func run() throws { try windowStart.run() }
}

/// What `tessera play` was asked, as plain values: the parser's `PlayCommand` hands them here,
/// and so does `runCommandLine`'s fast path for the window's own starts (no arguments, as the
/// desktop file launches it), which never makes the parser's tree of commands.
struct WindowStart: Equatable {
    var game: String?
    var requested = GameOptions()
    var seed: UInt64?
    var font: String?
    var gpu = false
    var software = false
    var exitAfterFirstFrame = false
    var listGames = false

    /// Blocks of 1 MiB or more (a Tic-tac-toe search's 6 MiB table, made on a worker thread for
    /// each reply) are always mapped for themselves and returned to the system when freed, and the
    /// threads share at most two malloc arenas. glibc otherwise raises its mapping threshold to
    /// the largest block freed so far, and its trimming threshold to twice that: after the first
    /// search, blocks up to 6 MiB came from the arenas and up to 12 MiB of freed memory stayed in
    /// each, so a long session's resident memory rose in steps of 6–12 MiB (15 MiB in four
    /// minutes of random play, 2.4 MiB with these settings). Called before any thread starts.
    static func keepMallocFromHoarding() {
        mallopt(M_MMAP_THRESHOLD, 1 << 20)
        mallopt(M_ARENA_MAX, 2)
    }

    /// The options checked against `game`'s rules; with no game, any option is an error.
    func validatedOptions(for game: GameDescriptor?) throws -> GameOptions {
        guard let game else {
            guard requested.isEmpty else { throw CLIFailure("--size, --difficulty and --level need a game") }
            return requested
        }
        return try game.options.validate(requested, title: game.title)
    }

    /// The seed given, or one from the clock for a new game each time.
    var effectiveSeed: UInt64 { seed ?? UInt64(Date().timeIntervalSince1970 * 1000) }

    func run() throws {
        if listGames {
            var output = StandardOutputBuffer()
            for game in Catalog.standard.games { try output.append("\(game.id)\t\(game.title)") }
            try output.flush()
            return
        }
        Self.keepMallocFromHoarding()
        // What the first frame needs, before any thread starts (opening them runs the libraries'
        // constructors: `DisplayLibraries.load`); the window opens the rest after that frame
        // (`EventLoop`).
        try DisplayLibraries.load(DisplayLibraries.firstFrameNames)
        let descriptor = try game.map(Catalog.standard.resolve)
        let gameOptions = try validatedOptions(for: descriptor)
        let paths = AppPaths()
        let storage = paths.map { Storage(paths: $0) }
        // The launch a launcher started this process for (startup notification); not passed on.
        let startupID = getenv("DESKTOP_STARTUP_ID").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
        unsetenv("DESKTOP_STARTUP_ID")
        // Before fonts and the display: a second start only hands its request to the window.
        var instance: InstanceServer?
        if let storage {
            let fresh = seed != nil || !gameOptions.isEmpty
            let request = InstanceRequest(
                game: descriptor?.id, size: gameOptions.size, columns: gameOptions.columns,
                difficulty: gameOptions.difficulty,
                level: gameOptions.level, seed: fresh ? effectiveSeed : nil, startup: startupID)
            switch try SingleWindow.claim(storage, request: request) {
            case .forwarded: return
            case .window(let server): instance = server
            }
        }
        defer { instance?.stop() }
        try AppLanguage.start()
        let fonts = try FontLibrary(regular: font, bold: font)
        ProcessSignals.routeToQuitEvent()
        try SDLVideo.start(applicationID: AppIdentity.id, applicationName: AppIdentity.name)
        // The desktop's settings are read on their own thread while the window is made. Not
        // sooner: SDL's start writes the environment, and libdbus on that thread reads it.
        let desktop = DesktopWatcher(environment: ProcessInfo.processInfo.environment)
        let model = AppModel(
            storage: storage, seed: effectiveSeed, clock: monotonicSeconds,
            notices: paths == nil ? [AppPaths.unavailableNotice] : [])
        if let descriptor {
            if seed != nil || !gameOptions.isEmpty {
                model.startFresh(descriptor, seed: effectiveSeed, clock: monotonicSeconds, options: gameOptions)
            }
            model.open(descriptor)
        }
        let size = Size(width: Double(model.settings.windowWidth), height: Double(model.settings.windowHeight))
        let window = try Window(
            title: model.windowTitle, size: size, fonts: fonts,
            presentation: software ? .windowSurface : gpu ? .gpu : .automatic,
            desktopScale: DesktopScale.current(), zoom: model.settings.zoom, maximized: model.settings.maximized)
        if let icon = try? AppIcon.image(side: 64, fonts: fonts) { window.setIcon(icon) }
        DisplayLoss.onLoss {
            model.prepareToQuit()
            Output.error("the connection to the display was lost; your games are saved")
        }
        // What the player has not chosen follows the desktop from the first frame on.
        _ = model.followDesktop(desktop.waitForFirstRead())
        let loop = EventLoop(model: model, window: window, desktop: desktop)
        loop.instance = instance
        loop.startupID = startupID
        loop.exitAfterFirstFrame = exitAfterFirstFrame
        loop.firstFrameNotes = [
            "font \(fonts.regularPath)", "bold-font \(fonts.boldPath)",
            "scale " + fixedPoint(window.updateScale(), decimals: 2),
            "largest-texture \(window.largestTexture)",
        ]
        defer { desktop.stop() }
        try loop.run()
        if !loop.firstFrameReport.isEmpty { try Output.print(loop.firstFrameReport.joined(separator: "\n")) }
    }
}

extension Catalog {
    /// The game `argument` names, or the command-line error listing the games there are.
    func resolve(_ argument: String) throws -> GameDescriptor {
        guard let game = game(named: argument) else {
            throw CLIFailure("unknown game '\(argument)'; use \(idList)")
        }
        return game
    }
}
