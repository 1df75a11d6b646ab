import GameCore

/// The record of one real move kept in the state it produced: the slide's motions and merges
/// plus the tile spawned afterwards. It is the raw material of the move's animation.
public struct Game2048Turn: Codable, Equatable, Sendable {
    public let direction: Game2048Direction
    public let motions: [Game2048TileMotion]
    public let merges: [Game2048Merge]
    public let points: Int
    /// Nil only if the board was full after the slide, which a changing slide never leaves.
    public let spawned: Game2048Tile?
}
