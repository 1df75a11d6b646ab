import GameCore

/// Which game to start: a numbered level from the endless ladder, or a custom board.
public enum LightsOutParams: Codable, Hashable, Sendable {
    /// Level `n` (1-based) of `LightsOutLevels`; the number is also the seed, so it names the
    /// same board for everyone and the app only has to remember one integer.
    case level(Int)
    /// The dark `size`×`size` board with `presses` applied, so it is solvable by construction.
    /// `LightsOutLevels.customBoard` validates these; `newState` clamps instead of failing.
    case custom(size: Int, presses: [LightsOutCell])
    /// Level `level` of a variant (`LightsOutVariantLevel`): saves from before variants never
    /// name this case, so they read as they were.
    case variant(LightsOutVariant, level: Int)
}

/// The only move: press one light (0-based row and column).
public enum LightsOutMove: Codable, Equatable, Sendable {
    case press(row: Int, col: Int)

    public var cell: LightsOutCell {
        switch self {
        case let .press(row, col): LightsOutCell(row: row, col: col)
        }
    }
}
