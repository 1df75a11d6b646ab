import GameCore

/// A slide's full story without the spawn: the board after it, the points it scores and what every
/// tile did, which is what both the rules and the command line's `slide` need.
public struct Game2048SlideResult: Equatable, Sendable {
    public let board: Game2048Board
    public let points: Int
    /// One entry per tile of the board before the slide, standing tiles included.
    public let motions: [Game2048TileMotion]
    public let merges: [Game2048Merge]
    /// False when no tile moved or merged: such a slide is not a move in the game.
    public let changed: Bool
}

extension Game2048Rules {
    /// Pushes every tile towards `direction`'s wall. Each line is walked from the wall outwards;
    /// a tile merges into the one before it when their values match and that one has not already
    /// merged in this move, which is what makes `2,2,2,2` give `4,4` and `2,2,4` give `4,4`.
    public static func slide(_ board: Game2048Board, _ direction: Game2048Direction) -> Game2048SlideResult {
        let rows = board.rows
        let columns = board.columns
        let cellCount = board.cellCount
        let lines = direction.lines(rows: rows, columns: columns)
        var slots = [Int](repeating: -1, count: cellCount)
        for (index, tile) in board.tiles.enumerated() {
            slots[tile.row * columns + tile.col] = index
        }
        var placed = [Game2048Tile?](repeating: nil, count: cellCount)
        var motions: [Game2048TileMotion] = []
        motions.reserveCapacity(board.tiles.count)
        var merges: [Game2048Merge] = []
        var nextID = board.nextTileID
        var points = 0
        var changed = false

        for line in 0..<lines.count {
            var write = 0
            // The motion index of the last tile placed on this line while it may still absorb one.
            var openMotion: Int?
            for step in 0..<lines.length {
                let from = direction.cell(line: line, step: step, rows: rows, columns: columns)
                let index = slots[from.row * columns + from.col]
                if index < 0 { continue }
                let tile = board.tiles[index]
                // Two of the largest tile the format holds stay side by side: a merge would make a
                // value no save or board text can hold.
                if let open = openMotion, motions[open].value == tile.value,
                    tile.value < Game2048BoardText.maximumValue
                {
                    let target = motions[open]
                    let merged = Game2048Tile(id: nextID, value: tile.value * 2, row: target.to.row, col: target.to.col)
                    nextID += 1
                    placed[target.to.row * columns + target.to.col] = merged
                    motions[open] = Game2048TileMotion(
                        id: target.id, value: target.value, from: target.from, to: target.to, mergedInto: merged.id)
                    motions.append(
                        Game2048TileMotion(
                            id: tile.id, value: tile.value, from: from, to: target.to, mergedInto: merged.id))
                    merges.append(
                        Game2048Merge(
                            id: merged.id, value: merged.value, cell: target.to,
                            leadingSourceID: target.id, trailingSourceID: tile.id))
                    points += merged.value
                    openMotion = nil
                    changed = true
                } else {
                    let to = direction.cell(line: line, step: write, rows: rows, columns: columns)
                    write += 1
                    placed[to.row * columns + to.col] = Game2048Tile(
                        id: tile.id, value: tile.value, row: to.row, col: to.col)
                    motions.append(Game2048TileMotion(id: tile.id, value: tile.value, from: from, to: to))
                    openMotion = motions.count - 1
                    if to != from { changed = true }
                }
            }
        }

        var tiles: [Game2048Tile] = []
        tiles.reserveCapacity(board.tiles.count - merges.count)
        for case let tile? in placed {
            tiles.append(tile)
        }
        let next = Game2048Board(rows: rows, columns: columns, tiles: tiles, nextTileID: nextID)
        return Game2048SlideResult(board: next, points: points, motions: motions, merges: merges, changed: changed)
    }
}
