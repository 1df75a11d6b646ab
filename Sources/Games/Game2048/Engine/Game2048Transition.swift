import GameCore

/// Everything a scene needs to animate from one displayed state to the next, whatever the mid-end
/// did in between (a move, an undo, a redo, a new game): slide `motions`, then pop `merges`, grow
/// `appeared`, fade `vanished`, and float "+`points`".
public struct Game2048Transition: Equatable, Sendable {
    /// Tiles of the earlier state that are still drawn during the slide, each with its path.
    public let motions: [Game2048TileMotion]
    /// Tiles of the later state born from two sliding tiles (pop once the slide ends).
    public let merges: [Game2048Merge]
    /// Tiles of the later state with no earlier counterpart: the spawn, or tiles an undo brings back.
    public let appeared: [Game2048Tile]
    /// Tiles of the earlier state that are simply gone in the later one (undo, new game).
    public let vanished: [Game2048Tile]
    /// Score gained by the move, 0 when the step was not a single forward move.
    public let points: Int
    /// True when the later state is the earlier one plus exactly one move.
    public let isMove: Bool
}

extension Game2048Rules {
    /// Describes how to get from `previous` to `next` on screen. When `next` was produced by one
    /// move from `previous` the move's own record is used (merges and spawns animate properly);
    /// otherwise tiles are matched by id, so undo and redo still glide instead of jumping.
    public static func transition(from previous: State, to next: State) -> Game2048Transition {
        if let turn = next.lastTurn, turn.startsFrom(previous.board) {
            return Game2048Transition(
                motions: turn.motions, merges: turn.merges, appeared: turn.spawned.map { [$0] } ?? [],
                vanished: [], points: turn.points, isMove: true)
        }
        var later: [Int: Game2048Tile] = [:]
        for tile in next.board.tiles {
            later[tile.id] = tile
        }
        var motions: [Game2048TileMotion] = []
        var vanished: [Game2048Tile] = []
        var kept = Set<Int>()
        for tile in previous.board.tiles {
            if let after = later[tile.id], after.value == tile.value {
                motions.append(Game2048TileMotion(id: tile.id, value: tile.value, from: tile.cell, to: after.cell))
                kept.insert(tile.id)
            } else {
                vanished.append(tile)
            }
        }
        let appeared = next.board.tiles.filter { !kept.contains($0.id) }
        return Game2048Transition(
            motions: motions, merges: [], appeared: appeared, vanished: vanished, points: 0, isMove: false)
    }
}

extension Game2048Turn {
    /// Whether this turn's motions start from exactly the tiles of `board` (ids, values, cells):
    /// ids are never reused, so only the state the move was made from passes.
    package func startsFrom(_ board: Game2048Board) -> Bool {
        guard motions.count == board.tiles.count else { return false }
        var before: [Int: Game2048Tile] = [:]
        for tile in board.tiles {
            before[tile.id] = tile
        }
        return motions.allSatisfy { motion in
            guard let tile = before[motion.id] else { return false }
            return tile.value == motion.value && tile.cell == motion.from
        }
    }
}
