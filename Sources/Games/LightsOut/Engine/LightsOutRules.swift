import GameCore

/// Lights Out (seed 004): pressing a light toggles it and its orthogonal neighbours; the game
/// is won when every light is off and, as the seed says, lost if every light is on.
public enum LightsOutRules: GameRules {
    /// Board sizes offered for play: the ladder's (3×3 up to 20×20, the solver's limit) and
    /// custom boards of any of them.
    public static let playableSizes = 2...20

    /// `seed` is unused: a numbered level's number is its seed, and a custom board has no
    /// randomness. A level outside `LightsOutLevels.levels` is clamped into it; a custom size is clamped into `playableSizes`
    /// and presses off the board are ignored (validate first with `LightsOutLevels.customBoard`).
    public static func newState(params: LightsOutParams, seed: UInt64) -> LightsOutState {
        switch params {
        case let .level(number):
            let level = LightsOutLevels.clamped(number)
            return LightsOutState(level: level, start: LightsOutLevels.board(forLevel: level))
        case let .custom(size, presses):
            let size = min(max(size, playableSizes.lowerBound), playableSizes.upperBound)
            let onBoard = presses.filter { (0..<size).contains($0.row) && (0..<size).contains($0.col) }
            let board = (try? LightsOutLevels.customBoard(size: size, presses: onBoard)) ?? LightsOutBoard(size: size)
            return LightsOutState(level: nil, start: board)
        case let .variant(kind, number):
            return LightsOutState(level: LightsOutVariantLevel.shared(kind, level: number))
        }
    }

    /// Nil for a press off the board or once the game is over; every other press changes the board.
    public static func apply(_ move: LightsOutMove, to state: LightsOutState) -> LightsOutState? {
        var next = state
        return play(move, on: &next) ? next : nil
    }

    /// A press changes the boards where they are: a long game replays with no copy a press.
    public static func play(_ move: LightsOutMove, on state: inout LightsOutState) -> Bool {
        guard outcome(of: state) == .playing else { return false }
        switch move {
        case let .press(row, col):
            guard state.lights.contains(row: row, col: col) else { return false }
            state.recordPress(row: row, col: col)
            return true
        }
    }

    public static func outcome(of state: LightsOutState) -> GameOutcome {
        if state.lights.isDark { return .won }
        // The seed's loss belongs to the classic game; a variant level may start all lit.
        if state.variant == nil, state.lights.isAllLit { return .lost }
        return .playing
    }
}
