import Testing

@testable import Game2048Engine
@testable import GameCore

struct Game2048BitBoardTests {
    /// A seeded random 4×4 board of ranks: half the boards use small ranks only (so merges and
    /// runs of equal tiles are common), the others ranks up to 14, and one board in eight gets a
    /// single 32768 (the largest rank the packing accepts, which never merges).
    static func randomBoard(using generator: inout SeededGenerator) -> Game2048BitBoard {
        let smallRanks = generator.next() & 1 == 0
        var bits: UInt64 = 0
        for cell in 0..<16 {
            let rank = smallRanks ? generator.next() % 4 : generator.next() % 15
            bits |= rank << UInt64(4 * cell)
        }
        if generator.next() % 8 == 0 {
            let cell = UInt64(generator.next() % 16)
            bits = (bits & ~(0xF << (4 * cell))) | (15 << (4 * cell))
        }
        return Game2048BitBoard(bits: bits)
    }

    /// Packs any 4×4 board with tiles up to 32768, two 32768s included (a slide can make them
    /// from 16384s, and the tables handle that; only a board to search must not hold them).
    static func bits(of board: Game2048Board) -> UInt64 {
        board.tiles.reduce(0) { $0 | UInt64($1.value.trailingZeroBitCount) << UInt64(16 * $1.row + 4 * $1.col) }
    }

    /// The rules' board for a packed one, tiles in row-major order as the rules keep them.
    static func board(of packed: Game2048BitBoard) -> Game2048Board {
        var tiles: [Game2048Tile] = []
        for cell in 0..<16 {
            let rank = Int((packed.bits >> UInt64(4 * cell)) & 0xF)
            if rank > 0 {
                tiles.append(Game2048Tile(id: tiles.count, value: 1 << rank, row: cell / 4, col: cell % 4))
            }
        }
        return Game2048Board(rows: 4, columns: 4, tiles: tiles, nextTileID: tiles.count)
    }

    /// One case per direction, so the four run side by side; each sees the same 100 000 boards.
    @Test(arguments: Game2048Direction.allCases)
    func bitboardMovesAgreeWithTheRulesOnRandomBoards(_ direction: Game2048Direction) throws {
        let tables = Game2048RowTables.shared
        var generator = SeededGenerator(seed: 2048)
        var mismatches: [String] = []
        for _ in 0..<100_000 {
            let packed = Self.randomBoard(using: &generator)
            let board = Self.board(of: packed)
            let moved = tables.move(packed, direction)
            let slid = Game2048Rules.slide(board, direction)
            if Self.bits(of: slid.board) != moved.bits || tables.points(packed, direction) != slid.points
                || (moved != packed) != slid.changed
            {
                mismatches.append(Game2048BoardText.format(board))
                if mismatches.count >= 5 { break }
            }
        }
        #expect(mismatches.isEmpty, "\(direction): \(mismatches)")
    }

    @Test func packingKeepsEveryCellAndRefusesWhatFourBitsCannotHold() throws {
        let board = try board2048("2,0,4,8/16,32,64,128/256,512,1024,2048/4096,8192,16384,32768")
        let packed = try #require(Game2048BitBoard(board))
        #expect(packed.values == board.values)
        #expect(Self.board(of: packed) == board)
        #expect(packed.emptyCount == 1)
        #expect(packed.distinctTiles == 15)
        #expect(packed.largestRank == 15)
        #expect(Game2048BitBoard(try board2048("65536,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0")) == nil)
        #expect(Game2048BitBoard(try board2048("32768,0,0,0/0,0,0,0/0,0,0,0/0,0,0,32768")) == nil)
        #expect(Game2048BitBoard(try board2048("2,0,0/0,0,0/0,0,0")) == nil)
    }

    @Test func transposingSwapsRowsAndColumnsAndUndoesItself() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<1000 {
            let packed = Self.randomBoard(using: &generator)
            let transposed = Game2048BitBoard(bits: Game2048BitBoard.transpose(packed.bits))
            for row in 0..<4 {
                for col in 0..<4 {
                    #expect(transposed.rank(row: row, col: col) == packed.rank(row: col, col: row))
                }
            }
            #expect(Game2048BitBoard.transpose(transposed.bits) == packed.bits)
        }
    }

    @Test func theTableEvaluationIsTheLineEvaluationOfEveryRowAndColumn() throws {
        let board = try board2048("2,0,4,8/16,32,64,128/0,512,0,2048/4096,8,16,0")
        let packed = try #require(Game2048BitBoard(board))
        let fromTables = Game2048RowTables.shared.evaluate(packed)
        let direct = Game2048GridSearch.evaluate(board)
        #expect(abs(fromTables - direct) <= abs(direct) * 1e-5)
    }

    @Test func aBoardWithNoMoveScoresBelowEveryBoardThatHasOne() throws {
        // The worst lines the packing can hold: the largest tile between empty cells everywhere.
        let worst = try #require(
            Game2048BitBoard(try board2048("0,16384,0,16384/16384,0,16384,0/0,16384,0,16384/16384,0,16384,0")))
        let search = Game2048BitSearch(tableBits: 4)
        #expect(search.lostValue < Game2048RowTables.shared.evaluate(worst))
    }
}
