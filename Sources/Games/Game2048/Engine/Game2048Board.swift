import GameCore

/// The N×N board as a list of identified tiles (kept in row-major order so equal boards compare
/// equal) plus the next free tile id, so slides and spawns can mint ids without outside help.
public struct Game2048Board: Codable, Equatable, Hashable, Sendable {
    /// Board sides the game supports; the command line and `Params` are limited to these.
    public static let sizes = 3...8

    public let size: Int
    public private(set) var tiles: [Game2048Tile]
    /// The id the next merged or spawned tile receives; ids grow so a tile never takes a dead one's place.
    public private(set) var nextTileID: Int

    /// An empty board; `size` is clamped to `sizes` so a damaged save cannot make an impossible board.
    public init(size: Int) {
        self.size = min(max(size, Self.sizes.lowerBound), Self.sizes.upperBound)
        self.tiles = []
        self.nextTileID = 0
    }

    /// A board from rows of values (0 = empty), with ids given in row-major order from 0: for tests,
    /// previews and the seed's showcase board. Untrusted text goes through `Game2048BoardText.parse`.
    /// - Precondition: `values` is square with a side in `sizes`; values are 0 or powers of two ≥ 2.
    public init(values: [[Int]]) {
        let size = values.count
        precondition(Self.sizes.contains(size), "2048 boards are 3×3 to 8×8")
        var tiles: [Game2048Tile] = []
        for (row, line) in values.enumerated() {
            precondition(line.count == size, "2048 boards are square")
            for (col, value) in line.enumerated() where value != 0 {
                precondition(Self.isTileValue(value), "tile values are powers of two from 2")
                tiles.append(Game2048Tile(id: tiles.count, value: value, row: row, col: col))
            }
        }
        self.init(size: size, tiles: tiles, nextTileID: tiles.count)
    }

    /// Trusted assembly for the engine: `tiles` must already be in row-major order on distinct cells.
    package init(size: Int, tiles: [Game2048Tile], nextTileID: Int) {
        self.size = size
        self.tiles = tiles
        self.nextTileID = nextTileID
    }

    /// Whether `value` can sit on a tile: a power of two, at least 2.
    public static func isTileValue(_ value: Int) -> Bool {
        value >= 2 && value & (value - 1) == 0
    }

    /// The board as rows of values with 0 for empty, the shape tests and the text format speak.
    public var values: [[Int]] {
        var rows = [[Int]](repeating: [Int](repeating: 0, count: size), count: size)
        for tile in tiles {
            rows[tile.row][tile.col] = tile.value
        }
        return rows
    }

    public func tile(at cell: Game2048Cell) -> Game2048Tile? {
        tiles.first { $0.row == cell.row && $0.col == cell.col }
    }

    public func tile(id: Int) -> Game2048Tile? {
        tiles.first { $0.id == id }
    }

    /// The largest value on the board, 0 when empty; the win test and statistics read it.
    public var maxValue: Int {
        tiles.reduce(0) { max($0, $1.value) }
    }

    /// Cells with no tile in row-major order: where a spawn may land.
    public var emptyCells: [Game2048Cell] {
        var occupied = [Bool](repeating: false, count: size * size)
        for tile in tiles {
            occupied[tile.row * size + tile.col] = true
        }
        var cells: [Game2048Cell] = []
        cells.reserveCapacity(occupied.count - tiles.count)
        for index in occupied.indices where !occupied[index] {
            cells.append(Game2048Cell(row: index / size, col: index % size))
        }
        return cells
    }

    /// Whether some direction would change the board: an empty cell or two equal neighbours.
    /// Cheaper than trying all four slides, which is why game-over detection uses it.
    public var canMove: Bool {
        if tiles.count < size * size { return true }
        var grid = [Int](repeating: 0, count: size * size)
        for tile in tiles {
            grid[tile.row * size + tile.col] = tile.value
        }
        for row in 0..<size {
            for col in 0..<size {
                let value = grid[row * size + col]
                if col + 1 < size, grid[row * size + col + 1] == value { return true }
                if row + 1 < size, grid[(row + 1) * size + col] == value { return true }
            }
        }
        return false
    }

    /// Puts a new tile with the next id on an empty cell, keeping row-major order.
    package mutating func insertNewTile(value: Int, at cell: Game2048Cell) -> Game2048Tile {
        let tile = Game2048Tile(id: nextTileID, value: value, row: cell.row, col: cell.col)
        nextTileID += 1
        let key = cell.row * size + cell.col
        let index = tiles.firstIndex { $0.row * size + $0.col > key } ?? tiles.endIndex
        tiles.insert(tile, at: index)
        return tile
    }
}
