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
        try Self.checkParams(save.game.params, against: save.game.history)
        guard save.results.allSatisfy(\.isPlausible) else {
            throw SaveError.inconsistent("impossible result in history")
        }
        try Self.checkStates(save.game.history)
        let restored = MidEnd<LightsOutRules>(params: .level(1), seed: 1, clock: clock)
        try restored.restore(save.game)

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

    /// The game's parameters name what its states hold: a numbered level on the ladder whose
    /// board and par every state starts from, or a custom board (no level).
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

    /// Every state one playable size, its lights the start with its presses applied: the
    /// engine's invariant, which a hand-edited file could break.
    private static func checkStates(_ history: [LightsOutState]) throws {
        guard let size = history.first?.size else { return }
        guard LightsOutRules.playableSizes.contains(size) else {
            throw SaveError.inconsistent("board size \(size) is not playable")
        }
        for state in history {
            guard state.size == size, state.start.size == size, state.pressParity.size == size else {
                throw SaveError.inconsistent("boards of different sizes in one game")
            }
            guard state.lights == state.start.pressing(state.pressParity),
                (0...LightsOutState.maximumPresses).contains(state.pressCount),
                state.pressCount >= state.pressParity.litCount,
                state.pressCount % 2 == state.pressParity.litCount % 2
            else {
                throw SaveError.inconsistent("a board does not follow from its presses")
            }
        }
    }
}
