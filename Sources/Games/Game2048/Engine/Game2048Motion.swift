import GameCore

/// Where one tile of the board before a move went, so a scene can slide it from `from` to `to`.
/// Tiles that merged still slide to the merge cell, then give way to the tile named by `mergedInto`.
public struct Game2048TileMotion: Codable, Equatable, Hashable, Sendable {
    public let id: Int
    public let value: Int
    public let from: Game2048Cell
    public let to: Game2048Cell
    /// The id of the tile this one became part of, or nil when it survives the move as itself.
    public let mergedInto: Int?

    public init(id: Int, value: Int, from: Game2048Cell, to: Game2048Cell, mergedInto: Int? = nil) {
        self.id = id
        self.value = value
        self.from = from
        self.to = to
        self.mergedInto = mergedInto
    }

    /// Whether the tile changes cell, i.e. needs sliding rather than standing still.
    public var moves: Bool { from != to }
}

/// Two tiles that met and became one new tile; the scene pops the new tile once both have arrived.
public struct Game2048Merge: Codable, Equatable, Hashable, Sendable {
    /// The new tile's id: a merge mints a fresh identity so both sources can be animated to the end.
    public let id: Int
    public let value: Int
    public let cell: Game2048Cell
    /// The source that was nearer the wall the tiles moved towards (it absorbed the other one).
    public let leadingSourceID: Int
    /// The source that followed it into the cell.
    public let trailingSourceID: Int

    public init(id: Int, value: Int, cell: Game2048Cell, leadingSourceID: Int, trailingSourceID: Int) {
        self.id = id
        self.value = value
        self.cell = cell
        self.leadingSourceID = leadingSourceID
        self.trailingSourceID = trailingSourceID
    }

    public var sourceIDs: [Int] { [leadingSourceID, trailingSourceID] }

    /// The merged tile as it sits on the board after the move.
    public var tile: Game2048Tile { Game2048Tile(id: id, value: value, row: cell.row, col: cell.col) }
}
