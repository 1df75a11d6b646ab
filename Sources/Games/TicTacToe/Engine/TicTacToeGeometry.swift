import GameCore

/// Everything about an n×n board with k in a row that does not depend on the marks: the bit
/// masks of every k-cell window (row, column, both diagonals), column edge masks for shifting,
/// and the weights the heuristic gives a window by how full it is.
///
/// Cells are bits `row * n + col` of a `UInt64` (7×7 = 49 bits). Built once per (n, k) and
/// shared, so rules and search never rebuild the window list.
package struct TicTacToeGeometry: Sendable {
    /// Columns; rows are `rows` (the same but for four in a row's 7 × 6).
    package let size: Int
    package let rows: Int
    package let k: Int
    package let cellCount: Int
    /// All cells of the board.
    package let fullMask: UInt64
    /// Every k-cell line a player can complete.
    package let windows: [UInt64]
    /// Cells not in the first / last column: shifting a bitboard left or right by one stays in
    /// its row when masked with these.
    package let notFirstColumn: UInt64
    package let notLastColumn: UInt64
    /// Heuristic value of a window holding `count` marks of one side and none of the other.
    package let weights: [Int]
    /// How many windows pass through each cell: central cells first when nothing else decides.
    package let centrality: [Int]

    /// The four line directions as (row step, col step): row, column, diagonal, anti-diagonal.
    package static let directions = [(0, 1), (1, 0), (1, 1), (1, -1)]

    private init(size: Int, rows: Int? = nil, k: Int) {
        let rows = rows ?? size
        self.size = size
        self.rows = rows
        self.k = k
        cellCount = size * rows
        fullMask = cellCount == 64 ? ~0 : (UInt64(1) << UInt64(cellCount)) - 1
        var windows: [UInt64] = []
        for row in 0..<rows {
            for col in 0..<size {
                for (dr, dc) in Self.directions {
                    let endRow = row + dr * (k - 1)
                    let endCol = col + dc * (k - 1)
                    guard endRow >= 0, endRow < rows, endCol >= 0, endCol < size else { continue }
                    var mask: UInt64 = 0
                    for step in 0..<k {
                        mask |= Self.bit(row + dr * step, col + dc * step, size: size)
                    }
                    windows.append(mask)
                }
            }
        }
        self.windows = windows
        var first: UInt64 = 0
        var last: UInt64 = 0
        for row in 0..<rows {
            first |= Self.bit(row, 0, size: size)
            last |= Self.bit(row, size - 1, size: size)
        }
        notFirstColumn = fullMask & ~first
        notLastColumn = fullMask & ~last
        var weights = [0]
        for _ in 1...k {
            weights.append(max(1, weights[weights.count - 1] * 4))
        }
        self.weights = weights
        centrality = (0..<cellCount).map { index in
            windows.reduce(0) { $0 + ($1 >> UInt64(index) & 1 == 1 ? 1 : 0) }
        }
    }

    package static func bit(_ row: Int, _ col: Int, size: Int) -> UInt64 {
        UInt64(1) << UInt64(row * size + col)
    }

    package func bit(_ cell: TicTacToeCell) -> UInt64 {
        Self.bit(cell.row, cell.col, size: size)
    }

    package func cell(at index: Int) -> TicTacToeCell {
        TicTacToeCell(row: index / size, col: index % size)
    }

    /// True when `marks` fill some window.
    package func hasLine(_ marks: UInt64) -> Bool {
        windows.contains { marks & $0 == $0 }
    }

    /// Cells at most one step (any direction) from a mark, plus the marks themselves.
    package func neighbourhood(of marks: UInt64) -> UInt64 {
        let sideways = marks | (marks << 1 & notFirstColumn) | (marks >> 1 & notLastColumn)
        let n = UInt64(size)
        return (sideways | sideways << n | sideways >> n) & fullMask
    }

    /// The longest straight run of `marks` through `cell`, in order from one end to the other,
    /// when it is at least k long; rows are tried first, then columns, then the two diagonals,
    /// so a move that completes two lines reports one, the same one every time.
    package func winningRun(of marks: UInt64, through cell: TicTacToeCell) -> [TicTacToeCell]? {
        func owns(_ row: Int, _ col: Int) -> Bool {
            row >= 0 && row < rows && col >= 0 && col < size
                && marks & Self.bit(row, col, size: size) != 0
        }
        guard owns(cell.row, cell.col) else { return nil }
        for (dr, dc) in Self.directions {
            var back = 0
            while owns(cell.row - dr * (back + 1), cell.col - dc * (back + 1)) { back += 1 }
            var forward = 0
            while owns(cell.row + dr * (forward + 1), cell.col + dc * (forward + 1)) { forward += 1 }
            guard back + forward + 1 >= k else { continue }
            return (-back...forward).map { TicTacToeCell(row: cell.row + dr * $0, col: cell.col + dc * $0) }
        }
        return nil
    }

    /// Four in a row's board: 7 columns, 6 rows, four in a line.
    package static let fourInARow = TicTacToeGeometry(size: 7, rows: 6, k: 4)

    /// The geometry of `params`' board.
    package static func of(_ params: TicTacToeParams) -> TicTacToeGeometry {
        params.gravity ? fourInARow : of(size: params.size, k: params.k)
    }

    /// The shared instance for a board size and win length (both already in range).
    package static func of(size: Int, k: Int) -> TicTacToeGeometry {
        precondition(TicTacToeParams.sizes.contains(size) && (3...size).contains(k), "no \(size)×\(size) k=\(k)")
        return all[index(size: size, k: k)]
    }

    private static func index(size: Int, k: Int) -> Int {
        // Sizes 3...7 hold 1, 2, 3, 4, 5 values of k: triangular numbering.
        let before = (size - 3) * (size - 2) / 2
        return before + (k - 3)
    }

    private static let all: [TicTacToeGeometry] = TicTacToeParams.sizes.flatMap { size in
        (3...size).map { TicTacToeGeometry(size: size, k: $0) }
    }
}
