import GameKit
import Layout
import Localization
import SudokuEngine

extension SudokuScene {
    /// Sudoku in the catalog.
    public static let descriptor = GameDescriptor(
        id: "sudoku", title: trMark("Sudoku"),
        options: GameOptionRules(difficulties: SudokuDifficulty.allCases.map(\.rawValue)),
        command: SudokuCommand.self, direct: SudokuCommand.direct,
        fixtures: GameFixtures(
            moves: (1...9).flatMap { digit in [InputEvent.key(.down, []), .key(.character(Character("\(digit)")), [])]
            },
            hostileEdits: [
                "combiningMarkInBoard": {
                    GameFixtures.insertingCombiningMark(in: $0, key: "board", after: "0123456789")
                }
            ]),
        credits: [
            GameCredit(
                // TRANSLATORS: About: where Sudoku's hard puzzles come from (see NOTICE).
                label: trMark("Puzzles"),
                text: trMark(
                    "Sudoku's hard set quotes famous puzzles: Peter Norvig's lists, Arto Inkala's, and the Sudoku forums' (see NOTICE)"
                ))
        ],
        // A pad has no digit keys: the triggers choose the digit A places (see `padPress`).
        pad: GamePadBindings(
            first: PadBinding(trMark("Notes mode"), key: .character("p")),
            second: PadBinding(trMark("Erase"), key: .backspace),
            // TRANSLATORS: the gamepad's A in Sudoku's shortcuts: the digit chosen with the triggers.
            accept: PadBinding(trMark("Place the chosen digit")) { ($0 as? SudokuScene)?.padPress },
            // TRANSLATORS: Sudoku's [ key and a gamepad's left trigger.
            previous: PadBinding(trMark("Choose the previous digit"), key: .character("[")),
            // TRANSLATORS: Sudoku's ] key and a gamepad's right trigger.
            next: PadBinding(trMark("Choose the next digit"), key: .character("]"))),
        daily: GameDaily(describe: SudokuDaily.describe)
    ) { launch in
        SudokuScene(
            seed: launch.seed, clock: launch.clock,
            difficulty: launch.options.difficulty.flatMap(SudokuDifficulty.init(rawValue:)) ?? .easy)
    }
}
