import GameCore

/// A 4×4 board packed into one word for the coach's search: cell (row, col) holds the rank of its
/// tile (log2 of the value: 0 empty, 1 for a 2, … 15 for 32768) in the 4 bits starting at
/// 16·row + 4·col. A row is then 16 bits, so a move is four look-ups in precomputed row tables
/// (`Game2048RowTables`), and up/down are left/right on the transposed board.
package struct Game2048BitBoard: Hashable, Sendable {
    package var bits: UInt64

    package init(bits: UInt64) {
        self.bits = bits
    }

    /// Packs `board`, or nil when it cannot be packed faithfully: not 4×4, a tile above 32768, or
    /// two 32768s (their merge, 65536, needs a fifth bit; the tables never merge rank 15).
    package init?(_ board: Game2048Board) {
        guard board.rows == 4, board.columns == 4 else { return nil }
        var bits: UInt64 = 0
        var topTiles = 0
        for tile in board.tiles {
            let rank = tile.value.trailingZeroBitCount
            guard rank <= 15 else { return nil }
            if rank == 15 { topTiles += 1 }
            bits |= UInt64(rank) << UInt64(16 * tile.row + 4 * tile.col)
        }
        guard topTiles <= 1 else { return nil }
        self.bits = bits
    }

    /// The rank at a cell, 0 for empty.
    package func rank(row: Int, col: Int) -> Int {
        Int((bits >> UInt64(16 * row + 4 * col)) & 0xF)
    }

    /// Rows of tile values with 0 for empty, as `Game2048Board.values` gives them.
    package var values: [[Int]] {
        (0..<4).map { row in (0..<4).map { col in rank(row: row, col: col) == 0 ? 0 : 1 << rank(row: row, col: col) } }
    }

    /// The number of empty cells: each nibble is folded onto its lowest bit, which is 0 only for
    /// an empty cell, and the zeros are counted.
    @inline(__always)
    package var emptyCount: Int {
        var folded = bits | ((bits >> 2) & 0x3333_3333_3333_3333)
        folded |= folded >> 1
        return (~folded & 0x1111_1111_1111_1111).nonzeroBitCount
    }

    /// How many different tile values the board holds: the search goes deeper on boards with many.
    package var distinctTiles: Int {
        var seen: UInt32 = 0
        var rest = bits
        while rest != 0 {
            seen |= 1 << UInt32(rest & 0xF)
            rest >>= 4
        }
        return (seen & ~1).nonzeroBitCount
    }

    /// The largest rank on the board.
    package var largestRank: Int {
        var largest: UInt64 = 0
        var rest = bits
        while rest != 0 {
            largest = max(largest, rest & 0xF)
            rest >>= 4
        }
        return Int(largest)
    }

    /// Rows become columns: three rounds of swapping nibble blocks across the diagonal.
    @inline(__always)
    package static func transpose(_ bits: UInt64) -> UInt64 {
        let a1 = bits & 0xF0F0_0F0F_F0F0_0F0F
        let a2 = bits & 0x0000_F0F0_0000_F0F0
        let a3 = bits & 0x0F0F_0000_0F0F_0000
        let a = a1 | (a2 << 12) | (a3 >> 12)
        let b1 = a & 0xFF00_FF00_00FF_00FF
        let b2 = a & 0x00FF_00FF_0000_0000
        let b3 = a & 0x0000_0000_FF00_FF00
        return b1 | (b2 >> 24) | (b3 << 24)
    }
}

/// The precomputed row tables behind every bitboard move and evaluation: for each of the 65536
/// rows, the row after sliding towards column 0 and towards column 3, the points the slide scores
/// (the same both ways: merges only happen inside runs of equal tiles) and the evaluation of the
/// row as a line. Built once per process and never freed; read-only after `init`, which is what
/// makes sharing it between threads safe.
package final class Game2048RowTables: @unchecked Sendable {
    package static let shared = Game2048RowTables()

    package let left: UnsafeMutablePointer<UInt16>
    package let right: UnsafeMutablePointer<UInt16>
    package let points: UnsafeMutablePointer<UInt32>
    package let lineScore: UnsafeMutablePointer<Float>

    private init() {
        let count = 1 << 16
        left = .allocate(capacity: count)
        right = .allocate(capacity: count)
        points = .allocate(capacity: count)
        lineScore = .allocate(capacity: count)
        for row in 0..<count {
            let ranks = (0..<4).map { (row >> (4 * $0)) & 0xF }
            let slid = Self.slideTowardsStart(ranks)
            left[row] = Self.pack(slid.ranks)
            right[row] = Self.pack(Self.slideTowardsStart(ranks.reversed()).ranks.reversed())
            points[row] = UInt32(slid.points)
            lineScore[row] = Float(Game2048Evaluation.lineScore(count: 4) { ranks[$0] })
        }
    }

    /// One line pushed towards index 0, merging like `Game2048Rules.slide` (each tile merges at
    /// most once per move) except that rank 15 never merges, since 65536 does not fit in 4 bits.
    private static func slideTowardsStart(_ ranks: [Int]) -> (ranks: [Int], points: Int) {
        let tiles = ranks.filter { $0 != 0 }
        var result: [Int] = []
        var points = 0
        var index = 0
        while index < tiles.count {
            if index + 1 < tiles.count, tiles[index] == tiles[index + 1], tiles[index] < 15 {
                result.append(tiles[index] + 1)
                points += 1 << (tiles[index] + 1)
                index += 2
            } else {
                result.append(tiles[index])
                index += 1
            }
        }
        while result.count < ranks.count {
            result.append(0)
        }
        return (result, points)
    }

    private static func pack(_ ranks: [Int]) -> UInt16 {
        ranks.enumerated().reduce(0) { $0 | UInt16($1.element) << UInt16(4 * $1.offset) }
    }

    /// Applies a row table to the four rows of a board.
    @inline(__always)
    package static func rows(_ bits: UInt64, _ table: UnsafeMutablePointer<UInt16>) -> UInt64 {
        UInt64(table[Int(bits & 0xFFFF)]) | UInt64(table[Int((bits >> 16) & 0xFFFF)]) << 16
            | UInt64(table[Int((bits >> 32) & 0xFFFF)]) << 32 | UInt64(table[Int(bits >> 48)]) << 48
    }

    /// The board after sliding towards `direction` (unchanged when the slide is not a move).
    package func move(_ board: Game2048BitBoard, _ direction: Game2048Direction) -> Game2048BitBoard {
        let bits = board.bits
        switch direction {
        case .left: return Game2048BitBoard(bits: Self.rows(bits, left))
        case .right: return Game2048BitBoard(bits: Self.rows(bits, right))
        case .up:
            return Game2048BitBoard(bits: Game2048BitBoard.transpose(Self.rows(Game2048BitBoard.transpose(bits), left)))
        case .down:
            return Game2048BitBoard(
                bits: Game2048BitBoard.transpose(Self.rows(Game2048BitBoard.transpose(bits), right)))
        }
    }

    /// The points sliding towards `direction` scores.
    package func points(_ board: Game2048BitBoard, _ direction: Game2048Direction) -> Int {
        let bits = direction == .left || direction == .right ? board.bits : Game2048BitBoard.transpose(board.bits)
        var total = 0
        for shift in stride(from: 0, to: 64, by: 16) {
            total += Int(points[Int((bits >> UInt64(shift)) & 0xFFFF)])
        }
        return total
    }

    /// The evaluation of a board: its four rows and four columns as lines.
    package func evaluate(_ board: Game2048BitBoard) -> Double {
        Self.evaluate(board.bits, lineScore)
    }

    @inline(__always)
    package static func evaluate(_ bits: UInt64, _ lineScore: UnsafeMutablePointer<Float>) -> Double {
        let columns = Game2048BitBoard.transpose(bits)
        let rows =
            lineScore[Int(bits & 0xFFFF)] + lineScore[Int((bits >> 16) & 0xFFFF)]
            + lineScore[Int((bits >> 32) & 0xFFFF)] + lineScore[Int(bits >> 48)]
        let cols =
            lineScore[Int(columns & 0xFFFF)] + lineScore[Int((columns >> 16) & 0xFFFF)]
            + lineScore[Int((columns >> 32) & 0xFFFF)] + lineScore[Int(columns >> 48)]
        return Double(rows) + Double(cols)
    }
}
