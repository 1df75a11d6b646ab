import FoundationEssentials
import GameCore
import GameKit
import Glibc
import Layout
import LightsOutEngine

/// The save file written before the shared session envelope: the mid-end's game plus the
/// ladder level, the history of results, the solution switch and the attempt's bookkeeping.
/// It still loads, as the game on screen with nothing to undo back to.
struct LightsOutSave: Codable, VersionedSave {
    var version: Int
    var game: MidEnd<LightsOutRules>.Save
    var ladderLevel: Int
    var attempt: LightsOutAttempt
    var results: [LightsOutResult]
    var showSolution: Bool
    var cursor: LightsOutCell

    static let lastVersion = 1
}

extension LightsOutScene {
    /// How the session checks a Lights Out save, and reads the older one.
    static var policy: SessionPolicy<LightsOutRules, LightsOutExtras> {
        SessionPolicy(
            check: { position, start in
                guard position.level == start.level, position.start == start.start, position.par == start.par,
                    position.variant?.kind == start.variant?.kind,
                    position.variant?.topology == start.variant?.topology,
                    position.variant?.start == start.variant?.start
                else {
                    return "a position of another board than the game's"
                }
                return problem(in: position, size: start.start.size)
            },
            derive: move(from:to:),
            accept: { game, extras in
                guard LightsOutLevels.levels.contains(extras.ladderLevel) else {
                    return "level \(extras.ladderLevel) is not 1 to \(LightsOutLevels.lastLevel)"
                }
                guard extras.results.allSatisfy(\.isPlausible) else { return "impossible result in history" }
                return problem(params: game.params, start: game.start)
            },
            legacy: SessionPolicy<LightsOutRules, LightsOutExtras>.reading(LightsOutSave.self) { save in
                let extras = LightsOutExtras(
                    ladderLevel: save.ladderLevel, results: save.results, showSolution: save.showSolution,
                    cursor: save.cursor)
                return KeptGame(game: save.game, extras: extras, record: save.attempt.record)
            },
            // A variant's best times are kept per level: its levels are not one board size each.
            bestTimeKey: { state in
                guard let variant = state.variant else { return "bestTime.\(state.size)x\(state.size)" }
                return "bestTime.\(variant.kind.rawValue).\(state.level ?? 0)"
            },
            // The numbered level, or the size of a custom board ("5x5"), as the best times are kept.
            describe: { state in
                FinishedKind(
                    game: "lightsout", variant: state.variant?.kind.rawValue,
                    level: state.level.map { "\($0)" } ?? "\(state.size)x\(state.size)")
            })
    }

    /// The game's parameters name what its states hold: a numbered level on the ladder, every
    /// state on one solvable board of the level's size with its own par, or a custom board (no
    /// level). A level's board is the one saved, not drawn again: a later level generator does
    /// not change a game in progress.
    /// (Every position read whole shares the start's board, level and par: the policy's `check`.)
    private static func problem(params: LightsOutParams, start: LightsOutState) -> String? {
        switch params {
        case .level(let level):
            guard LightsOutLevels.levels.contains(level), start.variant == nil else { return "level \(level)" }
            guard start.level == level else { return "states of another level than \(level)" }
            // The save keeps its own board: levels saved before the ladder changed play on as
            // they were. The board must still be solvable, with par its shortest solution.
            let par = LightsOutSolver.forSize(start.start.size).minimumPresses(for: start.start)
            guard !start.start.isDark, par != nil, start.par == par else {
                return "level \(level) does not start from a solvable board with its par"
            }
        case .custom(let size, _):
            guard start.level == nil, start.size == size, start.variant == nil else {
                return "a custom board with level states"
            }
        case .variant(let kind, let level):
            // As for the ladder, the saved board is played, if solvable with its par.
            guard LightsOutVariantLevel.levels.contains(level), start.level == level, let variant = start.variant,
                variant.kind == kind, !variant.start.isDark,
                // Before any solver sees it: a three-state board larger than the levels' is too
                // large to search.
                variant.start.size == LightsOutVariantLevel.shared(kind, level: level).size,
                LightsOutVariantLevel.solution(for: variant.start, variant: kind, pattern: variant.pattern)?.count
                    == start.par
            else { return "\(kind.rawValue) level \(level) does not start from a solvable board with its par" }
        }
        return nil
    }

    /// What is wrong with a position read from a file, or nil: one playable size, its lights the
    /// start with its presses applied (the engine's invariant, which a hand-edited file could
    /// break).
    private static func problem(in state: LightsOutState, size: Int) -> String? {
        guard LightsOutRules.playableSizes.contains(size) else { return "board size \(size) is not playable" }
        guard state.size == size, state.start.size == size, state.pressParity.size == size else {
            return "boards of different sizes in one game"
        }
        // A variant's lights follow from its own presses under its rules; the two-state mirror
        // from them.
        let follows =
            state.variant.map {
                $0.start.size == size && $0.isConsistent && state.lights == $0.lights.lit && state.start == $0.start.lit
            } ?? (state.lights == state.start.pressing(state.pressParity))
        guard follows,
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
