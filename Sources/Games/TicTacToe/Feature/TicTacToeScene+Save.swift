import Foundation
import GameCore
import GameKit
import Layout
import TicTacToeEngine

/// The save file: the mid-end's round plus what the scene must remember across runs (the
/// settings, who started the round, whether its result is counted, the cursor). The tally is
/// not here: it is the app's statistics record, saved on its own.
struct TicTacToeSave: Codable {
    var version: Int
    var game: MidEnd<TicTacToeRules>.Save
    var settings: TicTacToeSettings
    var humanStarted: Bool
    var roundRecorded: Bool
    var cursor: TicTacToeCell

    static let currentVersion = 1
}

extension TicTacToeScene {
    public func saveData() throws -> Data {
        let save = TicTacToeSave(
            version: TicTacToeSave.currentVersion, game: midEnd.save(), settings: settings, humanStarted: humanStarted,
            roundRecorded: roundRecorded, cursor: cursor)
        return try SaveCoding.encode(save)
    }

    /// Checks everything before touching anything: a save that fails leaves the game on screen
    /// exactly as it was.
    public func restore(from data: Data) throws {
        let save = try SaveCoding.decode(TicTacToeSave.self, from: data)
        guard save.version <= TicTacToeSave.currentVersion else { throw SaveError.newerVersion(save.version) }
        guard save.game.params == save.settings.params(humanStarts: save.humanStarted) else {
            throw SaveError.inconsistent("the round does not match the saved settings")
        }
        // The round starts from its empty board and every later position is the rules' replay
        // of the moves (or, from a version-1 save, follows from the one before by one mark).
        let empty = TicTacToeRules.newState(params: save.game.params, seed: save.game.seed)
        guard save.game.start == empty else {
            throw SaveError.inconsistent("the round does not start from an empty board")
        }
        let restored = MidEnd<TicTacToeRules>(params: save.game.params, seed: save.game.seed, clock: clock)
        try restored.restore(save.game, derive: { _, after in after.lastMove.map(TicTacToeMove.init) })
        try Self.checkHistory(restored.history)

        midEnd = restored
        settings = save.settings
        humanStarted = save.humanStarted
        roundRecorded = save.roundRecorded
        let last = save.game.params.size - 1
        cursor = TicTacToeCell(row: min(max(save.cursor.row, 0), last), col: min(max(save.cursor.col, 0), last))
        cursorVisible = false
        hint = nil
        beginUpdate()
        didRestore()
    }

    /// Every position must follow from the one before by one legal mark: the rules' replay
    /// always does; a position a version-1 file kept whole (overlapping marks, a winner that did
    /// not win, a board of another size) is refused.
    private static func checkHistory(_ history: [TicTacToeState]) throws {
        for (before, after) in zip(history, history.dropFirst()) {
            guard let cell = after.lastMove, TicTacToeRules.apply(TicTacToeMove(cell), to: before) == after else {
                throw SaveError.inconsistent("a position does not follow from the one before")
            }
        }
    }
}
