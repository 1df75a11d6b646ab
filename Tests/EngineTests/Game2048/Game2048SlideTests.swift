import Testing

@testable import Game2048Engine
@testable import GameCore

struct Game2048SlideTests {
    struct LineCase: Sendable, CustomTestStringConvertible {
        let line: [Int]
        let expected: [Int]
        let points: Int
        var testDescription: String { "\(line) → \(expected) +\(points)" }
    }

    static let lineCases: [LineCase] = [
        LineCase(line: [2, 2, 2, 2], expected: [4, 4, 0, 0], points: 8),
        LineCase(line: [2, 2, 4, 0], expected: [4, 4, 0, 0], points: 4),
        LineCase(line: [4, 0, 4, 8], expected: [8, 8, 0, 0], points: 8),
        LineCase(line: [0, 0, 0, 2], expected: [2, 0, 0, 0], points: 0),
        LineCase(line: [2, 4, 8, 16], expected: [2, 4, 8, 16], points: 0),
        LineCase(line: [4, 4, 8, 8], expected: [8, 16, 0, 0], points: 24),
        LineCase(line: [2, 2, 2], expected: [4, 2, 0], points: 4),
        LineCase(line: [0, 4, 4], expected: [8, 0, 0], points: 8),
        LineCase(line: [2, 2, 2, 2, 2, 2], expected: [4, 4, 4, 0, 0, 0], points: 12),
        LineCase(line: [2, 0, 2, 4, 4, 8], expected: [4, 8, 8, 0, 0, 0], points: 12),
        LineCase(line: [8, 0, 0, 0, 0, 8], expected: [16, 0, 0, 0, 0, 0], points: 16),
        LineCase(line: [2, 2, 4, 4, 8, 8, 16, 16], expected: [4, 8, 16, 32, 0, 0, 0, 0], points: 60),
    ]

    @Test("every line case in every direction", arguments: lineCases, Game2048Direction.allCases)
    func lineInEachDirection(_ lineCase: LineCase, _ direction: Game2048Direction) {
        let board = board2048(line: lineCase.line, towards: direction)
        let result = Game2048Rules.slide(board, direction)
        #expect(result.board.values == board2048(line: lineCase.expected, towards: direction).values)
        #expect(result.points == lineCase.points)
        #expect(result.changed == (lineCase.line != lineCase.expected))
    }

    @Test(
        "the issue's 4×4 board in each direction",
        arguments: [
            (Game2048Direction.left, "4,4,0,0/0,0,0,0/2,0,0,0/8,8,0,0", 12),
            (.right, "0,0,4,4/0,0,0,0/0,0,0,2/0,0,8,8", 12),
            (.up, "2,2,8,2/4,0,0,8/0,0,0,0/0,0,0,0", 8),
            (.down, "0,0,0,0/0,0,0,0/2,0,0,2/4,2,8,8", 8),
        ])
    func issueBoard(_ direction: Game2048Direction, _ expected: String, _ points: Int) throws {
        let board = try board2048("2,2,4,0/0,0,0,0/0,0,0,2/4,0,4,8")
        let result = Game2048Rules.slide(board, direction)
        #expect(Game2048BoardText.format(result.board) == expected)
        #expect(result.points == points)
        #expect(result.changed)
    }

    @Test(
        "3×3 and 6×6 boards in each direction",
        arguments: [
            ("2,0,2/4,4,4/0,2,2", Game2048Direction.left, "4,0,0/8,4,0/4,0,0", 16),
            ("2,0,2/4,4,4/0,2,2", .right, "0,0,4/0,4,8/0,0,4", 16),
            ("2,0,2/4,4,4/0,2,2", .up, "2,4,2/4,2,4/0,0,2", 0),
            ("2,4,2/2,4,2/4,4,2", .down, "0,0,0/4,4,2/4,8,4", 16),
            (
                "2,2,0,0,0,2/0,0,0,0,0,0/4,0,0,0,0,4/0,0,0,0,0,0/0,0,0,0,0,0/8,8,8,8,8,8", .left,
                "4,2,0,0,0,0/0,0,0,0,0,0/8,0,0,0,0,0/0,0,0,0,0,0/0,0,0,0,0,0/16,16,16,0,0,0", 60
            ),
            (
                "2,2,0,0,0,2/0,0,0,0,0,0/4,0,0,0,0,4/0,0,0,0,0,0/0,0,0,0,0,0/8,8,8,8,8,8", .right,
                "0,0,0,0,2,4/0,0,0,0,0,0/0,0,0,0,0,8/0,0,0,0,0,0/0,0,0,0,0,0/0,0,0,16,16,16", 60
            ),
            (
                "2,2,0,0,0,2/0,0,0,0,0,0/4,0,0,0,0,4/0,0,0,0,0,0/0,0,0,0,0,0/8,8,8,8,8,8", .up,
                "2,2,8,8,8,2/4,8,0,0,0,4/8,0,0,0,0,8/0,0,0,0,0,0/0,0,0,0,0,0/0,0,0,0,0,0", 0
            ),
            (
                "2,2,0,0,0,2/0,0,0,0,0,0/4,0,0,0,0,4/0,0,0,0,0,0/0,0,0,0,0,0/8,8,8,8,8,8", .down,
                "0,0,0,0,0,0/0,0,0,0,0,0/0,0,0,0,0,0/2,0,0,0,0,2/4,2,0,0,0,4/8,8,8,8,8,8", 0
            ),
        ])
    func otherSizes(_ text: String, _ direction: Game2048Direction, _ expected: String, _ points: Int) throws {
        let result = Game2048Rules.slide(try board2048(text), direction)
        #expect(Game2048BoardText.format(result.board) == expected)
        #expect(result.points == points)
    }

    @Test func aSlideThatChangesNothingReportsItAndKeepsTheBoard() throws {
        let board = try board2048("2,4,8/0,0,0/0,0,0")
        let result = Game2048Rules.slide(board, .left)
        #expect(!result.changed)
        #expect(result.board == board)
        #expect(result.points == 0)
        #expect(result.merges.isEmpty)
        #expect(result.motions.allSatisfy { !$0.moves })
    }

    @Test func tilesStayInRowMajorOrderSoEqualBoardsCompareEqual() throws {
        let result = Game2048Rules.slide(try board2048("0,0,2/0,4,0/8,0,0"), .up)
        let keys = result.board.tiles.map { $0.row * 3 + $0.col }
        #expect(keys == keys.sorted())
        #expect(keys.count == 3)
    }
}
