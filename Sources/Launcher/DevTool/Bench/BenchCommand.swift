import App
import ArgumentParser
import BenchCatalog
import Foundation
import GameCatalog
import GameCore
import GameKit
import Layout
import SDLBackend

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure speed and memory (build with -c release for meaningful numbers).",
        discussion: "Parts: \(BenchCommand.partNames.joined(separator: ", ")). All parts run by default.")

    /// `render`, `app`, `saves`, `history`, then every game of the bench catalog.
    static var partNames: [String] {
        ["render", "app", "saves", "history"] + BenchCatalog.standard.map(\.id)
    }

    @Argument(help: "Parts to run (default: all).")
    var parts: [String] = []

    @Flag(help: "Print one JSON object instead of a table.")
    var json = false

    @Option(help: "The puzzle sets' folder (default: $TESSERA_BENCH_DATA, else benchmarks/data of this checkout).")
    var data: String?

    @Option(help: "The player's binary to time (default: $TESSERA, else the tessera built beside this tool).")
    var tessera: String?

    /// Moves in each game of the history part.
    @Option(help: "Moves in each long game of the history part.")
    var historyMoves = 1_000_000

    /// The move around which the saves part measures each long game's saves. Taken whatever it
    /// looks like, so that `--save-moves -3` is refused as out of range rather than as a missing
    /// value.
    @Option(
        parsing: .unconditional,
        help: "The move around which the saves part measures, 21 to 1000000 (a game's saves grow with its moves).")
    var saveMoves = SaveBench.defaultTargetMove

    /// An older `tessera` whose opening of the same long games is timed beside this build's.
    @Option(help: "An older tessera binary to time opening the history part's games too.")
    var before: String?

    /// Where the history part leaves its saves (for a profiler); a temporary folder by default.
    @Option(help: .hidden)
    var keepHistory: String?

    /// Frames per scene for the render part (layouts: twice as many); fewer for a profiler.
    @Option(help: .hidden)
    var renderRuns = 100

    /// Only the render scenes with this name (for a profiler).
    @Option(help: .hidden)
    var renderScene: String?

    func validate() throws {
        guard renderRuns >= 1 else { throw ValidationError("--render-runs must be 1 or more") }
        guard historyMoves >= 1 else { throw ValidationError("--history-moves must be 1 or more") }
        guard (SaveBench.window...1_000_000).contains(saveMoves) else {
            throw ValidationError("--save-moves must be \(SaveBench.window) to 1000000")
        }
        for part in parts where !Self.partNames.contains(part) {
            throw ValidationError("unknown part '\(part)'; use \(Self.partNames.joined(separator: ", "))")
        }
    }

    func run() throws {
        let selected = parts.isEmpty ? Self.partNames : parts
        var figures: [BenchFigure] = []
        for part in selected {
            switch part {
            case "render": figures += try RenderBench.run(runs: renderRuns, only: renderScene)
            case "app": figures += AppBench.run(tessera: try BenchPaths.player(tessera))
            case "saves": figures += SaveBench.run(targetMove: saveMoves)
            case "history": figures += try HistoryBench.run(moves: historyMoves, before: before, keep: keepHistory)
            default:
                let context = try BenchPaths.context(data: data, tessera: tessera)
                figures += try BenchCatalog.benchmark(id: part)?.run(context) ?? []
            }
        }
        if json {
            let body = figures.map { "  \"\($0.key)\": \(formatNumber($0.value))" }.joined(separator: ",\n")
            try Output.print("{\n\(body)\n}")
        } else {
            let width = figures.map(\.key.count).max() ?? 0
            for figure in figures {
                try Output.print(
                    figure.key.padding(toLength: width + 2, withPad: " ", startingAt: 0) + formatNumber(figure.value))
            }
        }
    }

    private func formatNumber(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
        return String(format: "%.3f", value)
    }
}

/// The middle value (the upper of the two middle ones for an even count); NaN (a JSON null)
/// for none.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}

/// Medians over repeated runs of a closure.
func medianSeconds(runs: Int, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    for _ in 0..<runs {
        let start = monotonicSeconds()
        body()
        samples.append(monotonicSeconds() - start)
    }
    samples.sort()
    return samples[samples.count / 2]
}

enum RenderBench {
    static let size = Size(width: 1280, height: 800)
    /// 3840×2160 pixels: a 4K screen at scale 2.
    static let size4K = Size(width: 1920, height: 1080)
    static let scale4K = 2.0

    /// One screen the bench draws: a name for its keys and how to build its view at a size.
    struct Scene {
        let name: String
        let build: (Size) -> any View
        /// Whether the scene is also drawn at 4K (the screens issue #19 tracks).
        var large = false
    }

    /// `runs` frames and `2 * runs` layouts per scene; the median of each is reported. Then the
    /// tracked screens (the title and each game's largest screen, `GameBenchmark.largestScreen`) at
    /// 3840×2160, beside a memset of the same frame.
    static func run(runs: Int = 100, only: String? = nil) throws -> [BenchFigure] {
        let fonts = try FontLibrary()
        let renderer = try HeadlessRenderer(size: size, fonts: fonts)
        let background = Theme.dark.background
        var figures: [BenchFigure] = []
        let scenes = Self.scenes().filter { only == nil || $0.name == only }
        for scene in scenes {
            let build = { scene.build(size) }
            _ = renderer.render(build(), background: background)
            // The view is built anew for every sample, as the app does for every frame (views
            // memoise their own layout answers, so reusing one would flatter the figure).
            let layoutTime = medianSeconds(runs: 2 * runs) {
                _ = layout(build(), in: size, measurer: renderer.measurer)
            }
            let frameTime = medianSeconds(runs: runs) {
                let list = layout(build(), in: size, measurer: renderer.measurer)
                renderer.draw(list, background: background)
            }
            figures.append(BenchFigure(key: "render.layout_us.\(scene.name)", value: layoutTime * 1e6))
            figures.append(BenchFigure(key: "render.frame_ms.\(scene.name)", value: frameTime * 1e3))
        }
        let large = try HeadlessRenderer(size: size4K, scale: scale4K, fonts: fonts)
        let memsetTime = memsetSeconds(pixels: Int(large.pixelWidth) * Int(large.pixelHeight), runs: runs)
        figures.append(BenchFigure(key: "render.memset_ms.4k", value: memsetTime * 1e3))
        for scene in scenes where scene.large {
            let build = { scene.build(size4K) }
            _ = large.render(build(), background: background)
            let frameTime = medianSeconds(runs: max(1, runs / 2)) {
                let list = layout(build(), in: size4K, measurer: large.measurer)
                large.draw(list, background: background)
            }
            figures.append(BenchFigure(key: "render.frame_ms.\(scene.name).4k", value: frameTime * 1e3))
            figures.append(BenchFigure(key: "render.frame_vs_memset.\(scene.name)", value: frameTime / memsetTime))
            let list = layout(build(), in: size4K, measurer: large.measurer)
            if let damageTime = damageSeconds(list, renderer: large, background: background, runs: runs) {
                figures.append(BenchFigure(key: "render.damage_ms.\(scene.name)", value: damageTime * 1e3))
            }
        }
        return figures
    }

    /// The screens drawn: the render demos, the title, every game as it opens, and the tracked
    /// screens at their largest boards.
    static func scenes() -> [Scene] {
        var scenes = [
            Scene(name: "shapes", build: { _ in RenderDemo.shapes(theme: .dark) }),
            Scene(name: "text", build: { _ in RenderDemo.text(theme: .dark) }),
        ]
        let model = AppModel(storage: nil, seed: 1, clock: { 0 })
        scenes.append(
            Scene(
                name: "title",
                build: {
                    model.goHome()
                    return model.view(size: $0)
                }, large: true))
        let largestScreen = { (game: GameDescriptor) in BenchCatalog.benchmark(id: game.id)?.largestScreen }
        for game in model.catalog.games {
            scenes.append(
                Scene(name: game.id, build: { open(game, in: model, size: $0) }, large: largestScreen(game) == nil))
        }
        for game in model.catalog.games {
            guard let largest = largestScreen(game) else { continue }
            let model = AppModel(storage: nil, seed: 1, clock: { 0 })
            model.startFresh(game, seed: 1, clock: { 0 }, options: largest.options)
            scenes.append(
                Scene(name: "\(game.id)-\(largest.name)", build: { open(game, in: model, size: $0) }, large: true))
        }
        return scenes
    }

    private static func open(_ game: GameDescriptor, in model: AppModel, size: Size) -> any View {
        model.open(game)
        return model.view(size: size)
    }

    /// One cell changing at 3840×2160: the pointer comes to rest on the smallest clickable
    /// region (a board cell where the board has them) and leaves again, each frame repainted
    /// from the last through the damage path (diffing the lists included). Nil when the screen
    /// has nothing clickable.
    static func damageSeconds(_ list: DisplayList, renderer: HeadlessRenderer, background: Color, runs: Int)
        -> Double?
    {
        let regions = list.tapRegions.filter { $0.action != nil }
        guard let cell = regions.min(by: { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height })
        else { return nil }
        let hovered = list.withPointerFeedback(
            PointerState(location: cell.frame.center), tints: Theme.dark.pointerTints)
        renderer.drawChanges(list, background: background)
        var flip = false
        return medianSeconds(runs: runs) {
            flip.toggle()
            renderer.drawChanges(flip ? hovered : list, background: background)
        }
    }

    /// The floor for a frame: setting every pixel of one with memset.
    static func memsetSeconds(pixels: Int, runs: Int) -> Double {
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: pixels * 4, alignment: 64)
        defer { buffer.deallocate() }
        var value: Int32 = 0
        return medianSeconds(runs: runs) {
            value = (value + 1) & 0xFF
            memset(buffer, value, pixels * 4)
        }
    }
}
