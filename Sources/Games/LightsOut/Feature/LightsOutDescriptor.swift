import GameKit
import Layout
import LightsOutEngine
import Localization

extension LightsOutScene {
    /// Lights Out in the catalog.
    public static let descriptor = GameDescriptor(
        id: "lightsout", aliases: ["lights"],
        // TRANSLATORS: the game's name, on its title card and in its header.
        title: trMark("Lights Out"),
        options: GameOptionRules(levels: LightsOutLevels.levels),
        command: LightsOutCommand.self,
        bench: {
            LightsOutBench.run(samples: 501, seed: 1).map {
                BenchFigure(key: "lightsout.solve_us.n\($0.size)", value: $0.medianSolveMicroseconds)
            }
        },
        // Levels past the last stage all play the largest board, 20×20.
        largestScreen: ("20x20", GameOptions(level: 1000)),
        fixtures: GameFixtures(
            moves: [.key(.right, []), .key(.enter, []), .key(.right, []), .key(.enter, [])],
            hostileEdits: [
                "combiningMarkInBoard": {
                    GameFixtures.insertingCombiningMark(in: $0, key: "lights", after: "01")
                }
            ])
    ) { launch in
        LightsOutScene(seed: launch.seed, clock: launch.clock, level: launch.options.level ?? 1)
    }
}
