import FoundationEssentials
import GameCore
import GameKit
import Glibc
import Layout
import TicTacToeEngine

/// The save file written before the shared session envelope: the mid-end's round plus the
/// settings, who started, whether its result is counted and the cursor. It still loads.
struct TicTacToeSave: Codable, VersionedSave {
    var version: Int
    var game: MidEnd<TicTacToeRules>.Save
    var settings: TicTacToeSettings
    var humanStarted: Bool
    var roundRecorded: Bool
    var cursor: TicTacToeCell

    static let lastVersion = 1
}

/// What Tic-tac-toe keeps with a round besides its marks.
public struct TicTacToeExtras: Codable, Equatable, Sendable {
    var settings: TicTacToeSettings
    var humanStarted: Bool
    var roundRecorded: Bool
    var cursor: TicTacToeCell
}

extension TicTacToeScene {
    /// How the session checks a round: it starts from its empty board, every position follows
    /// from the one before by one legal mark, and its rules are the saved settings'. Undo stops
    /// at the person's turns, so against the computer it takes back the pair of marks. The
    /// tallies are the game's own (two-player rounds have no "you").
    static var policy: SessionPolicy<TicTacToeRules, TicTacToeExtras> {
        SessionPolicy(
            derive: { _, after in after.lastMove.map(TicTacToeMove.init) },
            step: { before, after in
                guard let cell = after.lastMove, TicTacToeRules.apply(TicTacToeMove(cell), to: before) == after else {
                    return "a position does not follow from the one before"
                }
                return nil
            },
            accept: { game, extras in
                guard game.params == extras.settings.params(humanStarts: extras.humanStarted) else {
                    return "the round does not match the saved settings"
                }
                guard game.start == TicTacToeRules.newState(params: game.params, seed: game.seed) else {
                    return "the round does not start from an empty board"
                }
                return nil
            },
            legacy: SessionPolicy<TicTacToeRules, TicTacToeExtras>.reading(TicTacToeSave.self) { save in
                let extras = TicTacToeExtras(
                    settings: save.settings, humanStarted: save.humanStarted, roundRecorded: save.roundRecorded,
                    cursor: save.cursor)
                return KeptGame(game: save.game, extras: extras)
            },
            isRest: { !$0.isComputerTurn }, timed: false, keepsOwnTallies: true,
            // Against the computer, its level is the round's level and the board its variant
            // ("7x6" is four in a row); two people's rounds are no one player's result.
            describe: { state in
                state.params.mode.computerLevel.map {
                    FinishedKind(
                        game: "tictactoe", variant: "\(state.params.size)x\(state.params.rows)", level: $0.rawValue)
                }
            })
    }
}
