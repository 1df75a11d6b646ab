import GameCore

/// The marks on an n×n board as two bitboards (bit `row * n + col`), so the rules and the search
/// share one representation and a position is two words to hash, copy and compare.
public struct TicTacToeBoard: Hashable, Sendable {
    public let size: Int
    /// X's marks.
    public private(set) var xBits: UInt64
    /// O's marks; never overlaps `xBits`.
    public private(set) var oBits: UInt64

    /// An empty board; sizes outside 3...7 are a programming error (params clamp them first).
    public init(size: Int) {
        precondition(TicTacToeParams.sizes.contains(size), "Tic-tac-toe size \(size) is outside 3...7")
        self.size = size
        xBits = 0
        oBits = 0
    }

    package init(size: Int, xBits: UInt64, oBits: UInt64) {
        self.size = size
        self.xBits = xBits
        self.oBits = oBits
    }

    public var cellCount: Int { size * size }

    public func contains(_ cell: TicTacToeCell) -> Bool {
        (0..<size).contains(cell.row) && (0..<size).contains(cell.col)
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
