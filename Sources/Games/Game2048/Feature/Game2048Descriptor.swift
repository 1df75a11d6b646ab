import Game2048Engine
import GameKit
import Layout
import Localization

extension Game2048Scene {
    /// 2048 in the catalog.
    public static let descriptor = GameDescriptor(
        id: "2048",
        // TRANSLATORS: the game's name, on its title card and in its header; usually kept as it is.
        title: trMark("2048"), options: GameOptionRules(sizes: Game2048Board.sizes, rectangular: true),
        command: Game2048Command.self,
        fixtures: GameFixtures(
            moves: [.swipe(.left), .swipe(.up), .swipe(.right), .swipe(.down)],
            hostileEdits: [
                // 2048 writes its boards as numbers: the spawn rule's name gets the accent.
                "combiningMarkInSpawnRule": {
                    $0.replacing(#""classic""#, with: #""classic\u0301""#)
                }
            ]),
        // The coach's two keys (their capitals: plain H and A slide).
        pad: GamePadBindings(
            first: PadBinding(trMark("Hint"), key: .character("h"), modifiers: .shift),
            second: PadBinding(trMark("Auto-play"), key: .character("a"), modifiers: .shift)),
        daily: GameDaily(describe: Game2048Daily.describe)
    ) { launch in
        Game2048Scene(
            seed: launch.seed, clock: launch.clock, size: launch.options.size ?? 4, columns: launch.options.columns)
    }
}
