import ArgumentParser
import FoundationEssentials
import GameCatalog
import GameCore
import GameKit
import Glibc
import Layout
import SDLBackend

struct ScreenshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screenshot",
        abstract: "Render a scene to a PNG file without a window or a display.",
        discussion: "Scenes: title, \(Catalog.standard.idList) (a fresh game from the seed)."
    )

    @Argument(
        help: "title or a game: \(Catalog.standard.idList).",
        completion: .list(["title"] + Catalog.standard.games.map(\.id)))
    var scene: String

    @Option(name: .shortAndLong, help: "The PNG file to write.", completion: .file(extensions: ["png"]))
    var output: String

    @Option(help: "Window size in points, WxH.")
    var size: WindowSize = WindowSize(argument: "1280x800")!

    @Option(help: "Pixels per point (2 for a HiDPI picture).")
    var scale: Double = 1

    @Option(help: "light, dark or high-contrast.")
    var theme: Theme.Name = .dark

    @Option(
        help:
            "Language: en, de, zh_CN or pseudo (every string bracketed and longer); default from LANGUAGE/LC_ALL/LANG.",
        completion: .list(AppLanguage.known.map(\.code))
    )
    var lang: String?

    @Flag(help: "Draw as with animations off (the title screen's footer says which).")
    var noAnimations = false

    @Option(help: "Seed of the games shown.")
    var seed: UInt64 = 1

    /// For the end-to-end test: the window must show exactly what the saved game renders to.
    @Flag(help: "Show the games and statistics saved in the data folder (read only) instead of fresh ones.")
    var saved = false

    @Option(
        help:
            "A TrueType font to draw with instead of the family fontconfig finds; characters it lacks still come from other fonts.",
        completion: .file()
    )
    var font: String?

    /// For the end-to-end tests: where to click. Prints each tap region's action and centre.
    @Flag(help: .hidden)
    var regions = false

    /// For the command-line tests: what the screen says. Prints every text drawn, one a line,
    /// in paint order (after the regions, when both are asked for).
    @Flag(help: .hidden)
    var texts = false

    /// For the end-to-end tests: the kit's sheet over the game, opened as the player opens it
    /// (F10 for the menu, then its entry): menu, about, statistics or shortcuts.
    @Option(help: .hidden)
    var sheet: String?

    func validate() throws {
        guard scale > 0, scale <= 4 else { throw ValidationError("--scale must be more than 0 and at most 4") }
    }

    func run() throws {
        let game = scene.lowercased() == "title" ? nil : try Catalog.standard.resolve(scene)
        try AppLanguage.start(forced: lang)
        let fonts = try FontLibrary(regular: font, bold: font)
        let model = AppModel(storage: nil, seed: seed, clock: { 0 })
        model.setTheme(theme)
        if noAnimations { model.setAnimations(false) }
        if saved {
            guard let paths = AppPaths() else { throw CLIFailure("HOME is not set: there is no data folder to show") }
            for game in model.catalog.games {
                guard let data = try? AtomicFile.read(paths.save(for: game.id)) else { continue }
                do {
                    try model.scenes[game.id]?.restore(from: data)
                } catch {
                    throw CLIFailure("the saved \(game.title) game cannot be shown: \(error)")
                }
            }
            try showStatistics(from: paths, in: model)
        }
        if let game { model.open(game) }
        if let sheet { try open(sheet, in: model) }
        let pointSize = Size(width: size.width, height: size.height)
        let renderer = try HeadlessRenderer(size: pointSize, scale: scale, fonts: fonts)
        let image = renderer.render(model.view(size: pointSize), background: model.theme.background)
        try Output.writeFile([UInt8](image.pngData()), to: output)
        if regions || texts {
            let list = layout(model.view(size: pointSize), in: pointSize, measurer: renderer.measurer)
            var output = StandardOutputBuffer()
            for region in list.tapRegions where regions {
                guard let action = region.action else { continue }
                try output.append("\(action.base) \(Int(region.frame.center.x)) \(Int(region.frame.center.y))")
            }
            for text in list.texts where texts { try output.append(text) }
            try output.flush()
        }
    }

    /// The statistics file's records in the scenes, so `--sheet statistics` draws the player's
    /// own; a file that cannot be read is said, never kept aside (this command writes nothing).
    private func showStatistics(from paths: AppPaths, in model: AppModel) throws {
        guard let data = try? AtomicFile.read(paths.statistics) else { return }
        let statistics: [String: GameStatistics]
        do {
            statistics = try SaveCoding.decode([String: GameStatistics].self, from: data)
        } catch {
            throw CLIFailure("the statistics file cannot be shown: \(error)")
        }
        for (id, record) in statistics {
            if let problem = record.problem() {
                throw CLIFailure("the statistics of \(id) cannot be shown: \(problem)")
            }
            if let scene = model.scenes[id] { scene.statistics = record }
        }
    }

    private func open(_ sheet: String, in model: AppModel) throws {
        guard model.currentScene != nil else { throw CLIFailure("--sheet needs a game, not the title") }
        let entries: [String: ChromeAction?] = [
            "menu": nil, "about": .about, "statistics": .statistics, "shortcuts": .shortcuts,
        ]
        guard let entry = entries[sheet] else {
            throw CLIFailure("unknown sheet '\(sheet)'; use menu, about, statistics or shortcuts")
        }
        _ = model.handle(.key(.function(10), []), hit: nil)
        if let entry { _ = model.handle(.tap(.zero, .primary), hit: entry) }
    }
}

extension Theme.Name: ExpressibleByArgument {}
