import GameKit
import Layout
import Localization
import TicTacToeEngine

extension TicTacToeScene {
    /// Tic-tac-toe in the catalog.
    public static let descriptor = GameDescriptor(
        id: "tictactoe", aliases: ["ttt", "noughts and crosses"],
        // TRANSLATORS: the game's name (noughts and crosses), on its title card and in its header.
        title: trMark("Tic-tac-toe"),
        options: GameOptionRules(sizes: TicTacToeParams.sizes),
        command: TicTacToeCommand.self,
        fixtures: GameFixtures(
            moves: [.key(.character("5"), []), .key(.character("1"), []), .key(.right, []), .key(.enter, [])],
            hostileEdits: [
                "combiningMarkInBoard": {
                    GameFixtures.insertingCombiningMark(in: $0, key: "board", after: "XO.")
                }
            ]),
        pad: GamePadBindings(
            first: PadBinding(trMark("Hint"), key: .character("h")),
            second: PadBinding(trMark("Restart"), key: .character("r")))
    ) { launch in
        TicTacToeScene(seed: launch.seed, clock: launch.clock, size: launch.options.size ?? 3)
    }
}
