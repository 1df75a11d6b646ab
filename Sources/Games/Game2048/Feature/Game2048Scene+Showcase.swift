import Game2048Engine
import GameCore
import GameKit
import Layout

/// Seed 002's test board, which shows every tile colour at once.
extension Game2048Scene {
    /// Every value from 2 to 32768 once, and one empty cell (seed 002's preview board).
    public static let showcaseValues = [
        [0, 2, 4, 8], [16, 32, 64, 128], [256, 512, 1024, 2048], [4096, 8192, 16384, 32768],
    ]

    /// A scene standing on seed 002's test board, already past its 2048 (so no dialog covers it),
    /// with the score those tiles would have earned being built from 2s. For snapshots and
    /// `--screenshot`: draw it with `body(size:theme:)`; it plays on like any game.
    public static func showcase(clock: @escaping () -> Double = { 0 }) -> Game2048Scene {
        let board = Game2048Board(values: showcaseValues)
        let score = board.tiles.reduce(0) { $0 + pointsToBuild($1.value) }
        return Game2048Scene(state: Game2048Rules.State(board: board, score: score, keepGoing: true), clock: clock)
    }

    /// The points scored merging 2s up to `value`: each of its log2(value) − 1 levels of merges
    /// adds `value` in total (a 4 scores 4, an 8 scores 4 + 4 + 8 = 16).
    static func pointsToBuild(_ value: Int) -> Int {
        value * max(0, value.trailingZeroBitCount - 1)
    }
}
