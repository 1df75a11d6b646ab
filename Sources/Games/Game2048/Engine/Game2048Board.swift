import GameCore

/// The rows×columns board as a list of identified tiles (kept in row-major order so equal boards
/// compare equal) plus the next free tile id, so slides and spawns can mint ids without outside help.
public struct Game2048Board: Codable, Equatable, Hashable, Sendable {
    /// Rows and columns the game supports, each on its own (3×8 and 8×3 included); the command
    /// line and `Params` are limited to these.
    public static let sizes = 3...8

    public let rows: Int
    public let columns: Int
    public private(set) var tiles: [Game2048Tile]
    /// The id the next merged or spawned tile receives; ids grow so a tile never takes a dead one's place.
    public private(set) var nextTileID: Int

    /// An empty `size`×`size` board.
    public init(size: Int) {
        self.init(rows: size, columns: size)
    }

    /// An empty board; each side is clamped to `sizes` so a damaged save cannot make an impossible board.
    public init(rows: Int, columns: Int) {
        self.rows = Self.clamped(rows)
        self.columns = Self.clamped(columns)
        self.tiles = []
        self.nextTileID = 0
    }

    /// A board from rows of values (0 = empty), with ids given in row-major order from 0: for tests,
    /// previews and the seed's showcase board. Untrusted text goes through `Game2048BoardText.parse`.
    /// - Precondition: every row has the same length; rows and columns are in `sizes`; values are 0
    ///   or powers of two ≥ 2.
    public init(values: [[Int]]) {
        let rows = values.count
        let columns = values.first?.count ?? 0
        precondition(Self.sizes.contains(rows) && Self.sizes.contains(columns), "2048 boards are 3 to 8 a side")
        var tiles: [Game2048Tile] = []
        for (row, line) in values.enumerated() {
            precondition(line.count == columns, "every row of a 2048 board is as long")
            for (col, value) in line.enumerated() where value != 0 {
                precondition(Self.isTileValue(value), "tile values are powers of two from 2")
                tiles.append(Game2048Tile(id: tiles.count, value: value, row: row, col: col))
            }
        }
        self.init(rows: rows, columns: columns, tiles: tiles, nextTileID: tiles.count)
    }

    /// Trusted assembly for the engine: `tiles` must already be in row-major order on distinct cells.
    package init(rows: Int, columns: Int, tiles: [Game2048Tile], nextTileID: Int) {
        self.rows = rows
        self.columns = columns
        self.tiles = tiles
        self.nextTileID = nextTileID
    }

    private static func clamped(_ side: Int) -> Int { min(max(side, sizes.lowerBound), sizes.upperBound) }

    private enum CodingKeys: String, CodingKey {
        case tiles, nextTileID
    }

    public init(from decoder: any Decoder) throws {
        (rows, columns) = try Self.decodeShape(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tiles = try container.decode([Game2048Tile].self, forKey: .tiles)
        nextTileID = try container.decode(Int.self, forKey: .nextTileID)
    }

    public func encode(to encoder: any Encoder) throws {
        try Self.encodeShape(rows: rows, columns: columns, to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tiles, forKey: .tiles)
        try container.encode(nextTileID, forKey: .nextTileID)
    }

    /// How a board and the params write their shape: a square one as `size`, as before shapes
    /// existed, so older saves and newer ones of square boards read alike; another shape as its
    /// `rows` and `columns`.
    private enum ShapeKeys: String, CodingKey {
        case size, rows, columns
    }

    package static func decodeShape(from decoder: any Decoder) throws -> (rows: Int, columns: Int) {
        let container = try decoder.container(keyedBy: ShapeKeys.self)
        if let rows = try container.decodeIfPresent(Int.self, forKey: .rows) {
            return (rows, try container.decode(Int.self, forKey: .columns))
        }
        let size = try container.decode(Int.self, forKey: .size)
        return (size, size)
    }

    package static func encodeShape(rows: Int, columns: Int, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ShapeKeys.self)
        if rows == columns {
            try container.encode(rows, forKey: .size)
        } else {
            try container.encode(rows, forKey: .rows)
            try container.encode(columns, forKey: .columns)
        }
    }

    /// The shape `text` names: "5" (5×5) or rows × columns as "4x6" or "4×6", each side in
    /// `sizes`; nil otherwise.
    public static func shape(_ text: String) -> (rows: Int, columns: Int)? {
        guard let sides = BoardSizeText.sides(text) else { return nil }
        let columns = sides.columns ?? sides.rows
        guard sizes.contains(sides.rows), sizes.contains(columns) else { return nil }
        return (sides.rows, columns)
    }

    /// Whether `value` can sit on a tile: a power of two, at least 2.
    public static func isTileValue(_ value: Int) -> Bool {
        value >= 2 && value & (value - 1) == 0
    }

    /// The board's cells.
    public var cellCount: Int { rows * columns }

    /// The shape as players write it, rows × columns ("4×6").
    public var shapeName: String { "\(rows)×\(columns)" }

    /// The board as rows of values with 0 for empty, the shape tests and the text format speak.
    public var values: [[Int]] {
        var values = [[Int]](repeating: [Int](repeating: 0, count: columns), count: rows)
        for tile in tiles {
            values[tile.row][tile.col] = tile.value
        }
        return values
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
        var occupied = [Bool](repeating: false, count: cellCount)
        for tile in tiles {
            occupied[tile.row * columns + tile.col] = true
        }
        var cells: [Game2048Cell] = []
        cells.reserveCapacity(occupied.count - tiles.count)
        for index in occupied.indices where !occupied[index] {
            cells.append(Game2048Cell(row: index / columns, col: index % columns))
        }
        return cells
    }

    /// Whether some direction would change the board: an empty cell or two equal neighbours.
    /// Cheaper than trying all four slides, which is why game-over detection uses it.
    public var canMove: Bool {
        if tiles.count < cellCount { return true }
        var grid = [Int](repeating: 0, count: cellCount)
        for tile in tiles {
            grid[tile.row * columns + tile.col] = tile.value
        }
        for row in 0..<rows {
            for col in 0..<columns {
                let value = grid[row * columns + col]
                if col + 1 < columns, grid[row * columns + col + 1] == value { return true }
                if row + 1 < rows, grid[(row + 1) * columns + col] == value { return true }
            }
        }
        return false
    }

    /// Puts a new tile with the next id on an empty cell, keeping row-major order.
    package mutating func insertNewTile(value: Int, at cell: Game2048Cell) -> Game2048Tile {
        let tile = Game2048Tile(id: nextTileID, value: value, row: cell.row, col: cell.col)
        nextTileID += 1
        let key = cell.row * columns + cell.col
        let index = tiles.firstIndex { $0.row * columns + $0.col > key } ?? tiles.endIndex
        tiles.insert(tile, at: index)
        return tile
    }
}
