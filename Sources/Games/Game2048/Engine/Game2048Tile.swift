import GameCore

/// A square of the board, so motions and merges can name places without a pair of loose integers.
public struct Game2048Cell: Codable, Equatable, Hashable, Sendable {
    public var row: Int
    public var col: Int

    public init(row: Int, col: Int) {
        self.row = row
        self.col = col
    }
}

/// A numbered block that keeps its `id` while it slides, so a scene can animate it from its old
/// cell to its new one (seed 002's blocks); a merge retires both sources and makes a new id.
public struct Game2048Tile: Codable, Equatable, Hashable, Identifiable, Sendable {
    /// Unique within one game and allocated in increasing order, never reused.
    public let id: Int
    public let value: Int
    public let row: Int
    public let col: Int

    public init(id: Int, value: Int, row: Int, col: Int) {
        self.id = id
        self.value = value
        self.row = row
        self.col = col
    }

    public var cell: Game2048Cell { Game2048Cell(row: row, col: col) }
}
