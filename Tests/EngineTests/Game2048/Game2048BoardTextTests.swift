import Game2048Bench
import Testing

@testable import Game2048Engine
@testable import GameCore

struct Game2048BoardTextTests {
    @Test func theCommandLineSlideAnswersInTheSameFormat() throws {
        let answer = try Game2048CLI.slide(boardText: "2,2,4,0/0,0,0,0/0,0,0,2/4,0,4,8", direction: "left")
        #expect(answer.board == "4,4,0,0/0,0,0,0/2,0,0,0/8,8,0,0")
        #expect(answer.points == 12)
        let unchanged = try Game2048CLI.slide(boardText: "2,0,0/0,0,0/0,0,0", direction: "UP")
        #expect(unchanged.board == "2,0,0/0,0,0/0,0,0" && unchanged.points == 0)
    }

    @Test("boards of every size round-trip", arguments: Array(Game2048Board.sizes))
    func roundTrip(size: Int) throws {
        let rows = (0..<size).map { row in
            (0..<size).map { col in (row + col) % 3 == 0 ? "0" : String(1 << (1 + (row * size + col) % 17)) }
                .joined(separator: ",")
        }
        let text = rows.joined(separator: "/")
        let board = try Game2048BoardText.parse(text)
        #expect(board.rows == size && board.columns == size)
        #expect(Game2048BoardText.format(board) == text)
    }

    @Test func blanksAroundCellsAreTolerated() throws {
        let board = try Game2048BoardText.parse(" 2, 0 ,4 / 0,0,0 /8,0,0\n")
        #expect(board.values == [[2, 0, 4], [0, 0, 0], [8, 0, 0]])
    }

    @Test(
        "malformed boards say what is wrong",
        arguments: [
            ("2,2,0/0,0/0,0,0", "row 2 has 2 cells"),
            ("2,2,0/0,0,0,0/0,0,0", "row 2 has 4 cells"),
            ("3,0,0/0,0,0/0,0,0", "3 is not a tile value"),
            ("1,0,0/0,0,0/0,0,0", "1 is not a tile value"),
            ("0,0,0/0,6,0/0,0,0", "row 2, cell 2: 6 is not a tile value"),
            ("0,0,0/0,0,-2/0,0,0", "-2 is not a tile value"),
            ("0,x,0/0,0,0/0,0,0", "'x' is not a number"),
            ("0,2.0,0/0,0,0/0,0,0", "'2.0' is not a number"),
            ("0,,0/0,0,0/0,0,0", "row 1, cell 2 is empty"),
            ("0,0,0/0,0,0/0,0,99999999999999999999999", "too large"),
            ("0,0,0/0,0,0/0,0,2305843009213693952", "too large"),
            ("2,0/0,0", "board has 2 rows; boards have 3 to 8 rows"),
            ("2", "board has 1 row;"),
            (Array(repeating: "0,0,0,0,0,0,0,0,0", count: 9).joined(separator: "/"), "board has 9 rows"),
            ("", "empty board"),
            ("  ", "empty board"),
        ])
    func malformed(_ text: String, _ fragment: String) {
        #expect {
            _ = try Game2048BoardText.parse(text)
        } throws: { error in
            (error as? InputError)?.message.contains(fragment) == true
        }
    }

    @Test func unknownDirectionsAreRejectedWithTheChoices() {
        #expect(throws: InputError("unknown direction 'sideways'; use left, right, up or down")) {
            _ = try Game2048CLI.slide(boardText: "2,0,0/0,0,0/0,0,0", direction: "sideways")
        }
        #expect((try? Game2048CLI.parseDirection("Down")) == .down)
    }

    /// A full 8×8 board of the second-largest tile merges into the largest without overflow; a
    /// board of the largest does not merge at all (the result would be a tile no file holds).
    @Test func largeButAcceptedTilesMergeWithoutOverflow() throws {
        func board(_ value: Int) -> String {
            let row = Array(repeating: String(value), count: 8).joined(separator: ",")
            return Array(repeating: row, count: 8).joined(separator: "/")
        }
        let big = Game2048BoardText.maximumValue
        let answer = try Game2048CLI.slide(boardText: board(big / 2), direction: "left")
        #expect(answer.points == 32 * big)
        #expect(try Game2048CLI.slide(boardText: board(big), direction: "left").points == 0)
    }
}

struct Game2048BenchTests {
    @Test func theBenchPlaysRealMovesAndReportsARate() {
        #expect(Game2048Bench.play(moves: 500, size: 3, seed: 1) == 500)
        #expect(Game2048Bench.movesPerSecond(moves: 300) > 0)
    }
}
