import GameCore

/// The marks on an n×n board as two bitboards (bit `row * n + col`), so the rules and the search
/// share one representation and a position is two words to hash, copy and compare. Four in a
/// row's board is the one that is not square: 7 columns (`size`) of 6 rows.
public struct TicTacToeBoard: Hashable, Sendable {
    /// Columns (and rows, but for four in a row's board).
    public let size: Int
    public let rows: Int
    /// X's marks.
    public private(set) var xBits: UInt64
    /// O's marks; never overlaps `xBits`.
    public private(set) var oBits: UInt64

    /// An empty board; sizes outside 3...7 are a programming error (params clamp them first).
    public init(size: Int) {
        precondition(TicTacToeParams.sizes.contains(size), "Tic-tac-toe size \(size) is outside 3...7")
        self.size = size
        rows = size
        xBits = 0
        oBits = 0
    }

    /// An empty board of `params`' shape.
    public init(params: TicTacToeParams) {
        self.init(size: params.size, rows: params.rows, xBits: 0, oBits: 0)
    }

    package init(size: Int, rows: Int? = nil, xBits: UInt64, oBits: UInt64) {
        self.size = size
        self.rows = rows ?? size
        self.xBits = xBits
        self.oBits = oBits
    }

    public var cellCount: Int { size * rows }

    public func contains(_ cell: TicTacToeCell) -> Bool {
        (0..<rows).contains(cell.row) && (0..<size).contains(cell.col)
    }

    /// The row a piece dropped into `col` comes to rest in (the lowest empty cell), or nil when
    /// the column is full or off the board.
    public func landingRow(inColumn col: Int) -> Int? {
        guard (0..<size).contains(col) else { return nil }
        return (0..<rows).reversed().first { self[$0, col] == nil }
    }

    /// The cells a dropped piece can come to rest in, one per column that is not full.
    package var landingCells: UInt64 {
        (0..<size).reduce(0) { bits, col in
            landingRow(inColumn: col).map { bits | TicTacToeGeometry.bit($0, col, size: size) } ?? bits
        }
    }

    /// True when every mark rests on the bottom row or on another mark: a position gravity
    /// play can reach.
    public var isSettled: Bool {
        (0..<size).allSatisfy { col in
            let landing = landingRow(inColumn: col) ?? -1
            return (0..<landing + 1).allSatisfy { self[$0, col] == nil }
        }
    }

    /// Who holds a cell; nil for an empty cell or one off the board.
    public subscript(row: Int, col: Int) -> TicTacToePlayer? {
        guard contains(TicTacToeCell(row: row, col: col)) else { return nil }
        let bit = TicTacToeGeometry.bit(row, col, size: size)
        if xBits & bit != 0 { return .x }
        if oBits & bit != 0 { return .o }
        return nil
    }

    public subscript(cell: TicTacToeCell) -> TicTacToePlayer? {
        self[cell.row, cell.col]
    }

    public func marks(of player: TicTacToePlayer) -> UInt64 {
        player == .x ? xBits : oBits
    }

    public func count(of player: TicTacToePlayer) -> Int {
        marks(of: player).nonzeroBitCount
    }

    public var markCount: Int {
        (xBits | oBits).nonzeroBitCount
    }

    public var isFull: Bool {
        markCount == cellCount
    }

    /// Whose turn it is by the counts alone: X moves first, so equal counts mean X.
    public var playerToMove: TicTacToePlayer {
        xBits.nonzeroBitCount > oBits.nonzeroBitCount ? .o : .x
    }

    /// Empty cells in reading order.
    public var emptyCells: [TicTacToeCell] {
        (0..<cellCount).compactMap { index in
            let occupied = (xBits | oBits) >> UInt64(index) & 1 == 1
            return occupied ? nil : TicTacToeCell(row: index / size, col: index % size)
        }
    }

    /// The board with `player`'s mark added; the cell must be on the board and empty.
    package func placing(_ player: TicTacToePlayer, at cell: TicTacToeCell) -> TicTacToeBoard {
        precondition(contains(cell) && self[cell] == nil, "cell \(cell) is off the board or taken")
        var next = self
        let bit = TicTacToeGeometry.bit(cell.row, cell.col, size: size)
        if player == .x { next.xBits |= bit } else { next.oBits |= bit }
        return next
    }
}
