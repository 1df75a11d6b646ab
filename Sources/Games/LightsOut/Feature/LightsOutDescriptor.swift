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
        fixtures: GameFixtures(
            moves: [.key(.right, []), .key(.enter, []), .key(.right, []), .key(.enter, [])],
            hostileEdits: [
                "combiningMarkInBoard": {
                    GameFixtures.insertingCombiningMark(in: $0, key: "lights", after: "01")
                }
            ]),
        pad: GamePadBindings(
            first: PadBinding(trMark("Hint"), key: .character("h")),
            second: PadBinding(trMark("Restart"), key: .character("r"))),
        daily: GameDaily(describe: LightsOutDaily.describe)
    ) { launch in
        LightsOutScene(seed: launch.seed, clock: launch.clock, level: launch.options.level ?? 1)
    }
}
