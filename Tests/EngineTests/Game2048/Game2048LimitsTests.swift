import Testing

@testable import Game2048Engine
@testable import GameCore

/// The largest tile a save or board text can hold never merges into one that neither can.
@Suite struct Game2048LimitsTests {
    @Test func twoOfTheLargestTilesStaySideBySide() {
        let top = Game2048BoardText.maximumValue
        let board = Game2048Board(values: [[top, top, 0], [0, 0, 0], [0, 0, 0]])
        let result = Game2048Rules.slide(board, .left)
        #expect(result.board.maxValue == top)
        #expect(result.merges.isEmpty)
        let smaller = Game2048Board(values: [[top / 2, top / 2, 0], [0, 0, 0], [0, 0, 0]])
        #expect(Game2048Rules.slide(smaller, .left).board.maxValue == top)
    }
}
