import ArgumentParser
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

    /// `render`, `app`, `saves`, then every game of the catalog that has engine workloads.
    static var partNames: [String] {
        ["render", "app", "saves"] + Catalog.standard.games.filter { $0.bench != nil }.map(\.id)
    }

    @Argument(help: "Parts to run (default: all).")
    var parts: [String] = []

    @Flag(help: "Print one JSON object instead of a table.")
    var json = false

    /// Frames per scene for the render part (layouts: twice as many); fewer for a profiler.
    @Option(help: .hidden)
    var renderRuns = 100

    func validate() throws {
        guard renderRuns >= 1 else { throw ValidationError("--render-runs must be 1 or more") }
        for part in parts where !Self.partNames.contains(part) {
            throw ValidationError("unknown part '\(part)'; use \(Self.partNames.joined(separator: ", "))")
        }
    }

    func run() throws {
        let selected = parts.isEmpty ? Self.partNames : parts
        var figures: [BenchFigure] = []
        for part in selected {
            switch part {
            case "render": figures += try RenderBench.run(runs: renderRuns)
            case "app": figures += AppBench.run()
            case "saves": figures += SaveBench.run()
            default: figures += Catalog.standard.game(id: part)?.bench?() ?? []
            }
        }
        if json {
            let body = figures.map { "  \"\($0.key)\": \(formatNumber($0.value))" }.joined(separator: ",\n")
            print("{\n\(body)\n}")
        } else {
            let width = figures.map(\.key.count).max() ?? 0
            for figure in figures {
                print(figure.key.padding(toLength: width + 2, withPad: " ", startingAt: 0) + formatNumber(figure.value))
            }
        }
    }

    private func formatNumber(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
        return String(format: "%.3f", value)
    }
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

    /// `runs` frames and `2 * runs` layouts per scene; the median of each is reported.
    static func run(runs: Int = 100) throws -> [BenchFigure] {
        let fonts = try FontLibrary()
        let renderer = try HeadlessRenderer(size: size, fonts: fonts)
        var scenes: [(String, () -> any View, Color)] = [
            ("shapes", { RenderDemo.shapes(theme: .dark) }, Theme.dark.background),
            ("text", { RenderDemo.text(theme: .dark) }, Theme.dark.background),
        ]
        let model = AppModel(storage: nil, seed: 1, clock: { 0 })
        scenes.append(("title", { model.view(size: size) }, Theme.dark.background))
        for game in model.catalog.games {
            scenes.append(
                (
                    game.id,
                    {
                        model.open(game)
                        return model.view(size: size)
                    }, Theme.dark.background
                ))
        }
        var figures: [BenchFigure] = []
        for (name, build, background) in scenes {
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
            figures.append(BenchFigure(key: "render.layout_us.\(name)", value: layoutTime * 1e6))
            figures.append(BenchFigure(key: "render.frame_ms.\(name)", value: frameTime * 1e3))
        }
        return figures
    }
}
