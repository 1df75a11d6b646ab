import Foundation
import GameCore
import GameKit
import Layout
import LightsOutEngine

/// The save file: the mid-end's game plus what the scene must remember across runs (the
/// ladder level, the history of results, the solution switch, the attempt's bookkeeping).
struct LightsOutSave: Codable {
    var version: Int
    var game: MidEnd<LightsOutRules>.Save
    var ladderLevel: Int
    var attempt: LightsOutAttempt
    var results: [LightsOutResult]
    var showSolution: Bool
    var cursor: LightsOutCell

    static let currentVersion = 1
}

extension LightsOutScene {
    public func saveData() throws -> Data {
        let save = LightsOutSave(
            version: LightsOutSave.currentVersion, game: midEnd.save(), ladderLevel: ladderLevel, attempt: attempt,
            results: results, showSolution: showSolution, cursor: cursor)
        return try SaveCoding.encode(save)
    }

    /// Checks everything before touching anything: a save that fails leaves the game on screen
    /// exactly as it was.
    public func restore(from data: Data) throws {
        let save = try SaveCoding.decode(LightsOutSave.self, from: data)
        guard save.version <= LightsOutSave.currentVersion else { throw SaveError.newerVersion(save.version) }
        guard LightsOutLevels.levels.contains(save.ladderLevel) else {
            throw SaveError.inconsistent("level \(save.ladderLevel) is not 1 to \(LightsOutLevels.lastLevel)")
        }
        guard save.results.allSatisfy(\.isPlausible) else {
            throw SaveError.inconsistent("impossible result in history")
        }
        // Positions read from the file are checked before the rules play on them; the others
        // are the rules' own replay of the moves.
        let size = save.game.start.size
        let restored = MidEnd<LightsOutRules>(params: .level(1), seed: 1, clock: clock)
        try restored.restore(
            save.game, check: { Self.problem(in: $0, size: size) }, derive: Self.move(from:to:))
        try Self.checkParams(save.game.params, against: restored.history)

        midEnd = restored
        ladderLevel = save.ladderLevel
        attempt = save.attempt
        results = Array(save.results.suffix(Self.historyLimit))
        showSolution = save.showSolution
        let last = restored.state.size - 1
        cursor = LightsOutCell(row: min(max(save.cursor.row, 0), last), col: min(max(save.cursor.col, 0), last))
        cursorVisible = false
        hint = nil
        showHistory = false
        beginUpdate()
    }

    /// The game's parameters name what its states hold: a numbered level on the ladder, every
    /// state on one solvable board of the level's size with its own par, or a custom board (no
    /// level). A level's board is the one saved, not drawn again: a later level generator does
    /// not change a game in progress.
    private static func checkParams(_ params: LightsOutParams, against history: [LightsOutState]) throws {
        switch params {
        case .level(let level):
            guard LightsOutLevels.levels.contains(level) else { throw SaveError.inconsistent("level \(level)") }
            guard let first = history.first, history.allSatisfy({ $0.level == level && $0.start == first.start })
            else { throw SaveError.inconsistent("states of another level than \(level)") }
            // The save keeps its own board: levels saved before the ladder changed play on as
            // they were. The board must still be solvable, with par its shortest solution.
            let solver = LightsOutSolver.forSize(first.start.size)
            let par = solver.minimumPresses(for: first.start)
            guard !first.start.isDark, par != nil, history.allSatisfy({ $0.par == par }) else {
                throw SaveError.inconsistent("level \(level) does not start from a solvable board with its par")
            }
        case .custom(let size, _):
            guard history.allSatisfy({ $0.level == nil && $0.size == size }) else {
                throw SaveError.inconsistent("a custom board with level states")
            }
        }
    }

    /// What is wrong with a position read from a file, or nil: one playable size, its lights the
    /// start with its presses applied (the engine's invariant, which a hand-edited file could
    /// break).
    private static func problem(in state: LightsOutState, size: Int) -> String? {
        guard LightsOutRules.playableSizes.contains(size) else { return "board size \(size) is not playable" }
        guard state.size == size, state.start.size == size, state.pressParity.size == size else {
            return "boards of different sizes in one game"
        }
        guard state.lights == state.start.pressing(state.pressParity),
            (0...LightsOutState.maximumPresses).contains(state.pressCount),
            state.pressCount >= state.pressParity.litCount,
            state.pressCount % 2 == state.pressParity.litCount % 2
        else { return "a board does not follow from its presses" }
        return nil
    }

    /// The press that leads from `before` to `after`, for the positions of a version-1 save.
    static func move(from before: LightsOutState, to after: LightsOutState) -> LightsOutMove? {
        let size = before.size
        let cells = (0..<size * size).map { LightsOutCell(row: $0 / size, col: $0 % size) }
        let changed = cells.filter { before.pressParity[$0.row, $0.col] != after.pressParity[$0.row, $0.col] }
        guard changed.count == 1, let cell = changed.first else { return nil }
        let move = LightsOutMove.press(row: cell.row, col: cell.col)
        return LightsOutRules.apply(move, to: before) == after ? move : nil
    }
}
