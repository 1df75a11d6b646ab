import GameCore

/// Which value a new tile gets: the original game's odds or the seed tutorial's coin toss.
public enum Game2048SpawnRule: String, Codable, CaseIterable, Equatable, Hashable, Sendable {
    /// A 2 with probability 0.9, a 4 with 0.1, as in the original 2048.
    case classic
    /// A 2 or a 4 with equal odds, as in seed 002's `rand()`.
    case evenSplit

    /// Draws a new tile's value. The arithmetic is spelled out (rather than `Double.random`) so the
    /// same generator state gives the same tile on every toolchain, keeping saved games replayable.
    public func drawValue(using generator: inout SeededGenerator) -> Int {
        switch self {
        case .classic:
            generator.next().multipliedFullWidth(by: 10).high == 0 ? 4 : 2
        case .evenSplit:
            generator.next() >> 63 == 0 ? 2 : 4
        }
    }
}

extension Game2048Rules {
    /// Places one new tile on a uniformly chosen empty cell and returns it, or nil when the board
    /// is full. Separate from `apply` so spawn statistics can be tested on their own.
    public static func spawn(
        on board: inout Game2048Board, rule: Game2048SpawnRule, using generator: inout SeededGenerator
    ) -> Game2048Tile? {
        let empty = board.emptyCells
        if empty.isEmpty { return nil }
        let pick = Int(generator.next().multipliedFullWidth(by: UInt64(empty.count)).high)
        let value = rule.drawValue(using: &generator)
        return board.insertNewTile(value: value, at: empty[pick])
    }
}
