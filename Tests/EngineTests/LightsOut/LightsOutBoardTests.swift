import Foundation
import Testing

@testable import GameCore
@testable import LightsOutEngine

@Suite struct LightsOutBoardTests {
    @Test(arguments: [(2, 2), (0, 0), (0, 3), (4, 4), (2, 0)])
    func pressTogglesExactlyTheCross(row: Int, col: Int) {
        let pressed = LightsOutBoard(size: 5).pressing(row: row, col: col)
        for r in 0..<5 {
            for c in 0..<5 {
                let inCross = abs(r - row) + abs(c - col) <= 1
                #expect(pressed[r, c] == inCross, "cell \(r),\(c) after pressing \(row),\(col)")
            }
        }
        #expect(pressed.pressing(row: row, col: col).isDark)
    }

    @Test func crossOnTheLargestBoardSpansWordBoundaries() {
        // On 20×20 cell 3,3 is bit 63 and its lower neighbour bit 83: two different words.
        let pressed = LightsOutBoard(size: 20).pressing(row: 3, col: 3)
        #expect(
            pressed.litCells == [
                LightsOutCell(row: 2, col: 3), LightsOutCell(row: 3, col: 2), LightsOutCell(row: 3, col: 3),
                LightsOutCell(row: 3, col: 4), LightsOutCell(row: 4, col: 3),
            ])
    }

    @Test func pressSetOrderDoesNotMatter() {
        var generator = SeededGenerator(seed: 11)
        let presses = LightsOutBruteForce.randomBoard(size: 7, using: &generator)
        var oneByOne = LightsOutBoard(size: 7)
        for cell in presses.litCells.reversed() {
            oneByOne.press(row: cell.row, col: cell.col)
        }
        #expect(LightsOutBoard(size: 7).pressing(presses) == oneByOne)
    }

    @Test func allLitAndDarkAreRecognised() {
        var board = LightsOutBoard(size: 3)
        #expect(board.isDark && !board.isAllLit)
        for row in 0..<3 {
            for col in 0..<3 {
                board[row, col] = true
            }
        }
        #expect(board.isAllLit && !board.isDark && board.litCount == 9)
    }

    @Test func textFormRoundTrips() throws {
        let text = "11000/10000/00000/00001/00011"
        let board = try LightsOutBoard(text: text)
        #expect(board.description == text)
        #expect(board[0, 1] && board[4, 3] && !board[1, 1])
        #expect(try LightsOutBoard(text: "\n  \(text)  \n") == board)
    }

    @Test func codableUsesTheTextForm() throws {
        let board = try LightsOutBoard(text: "010/111/010")
        let data = try JSONEncoder().encode(board)
        #expect(try JSONDecoder().decode(String.self, from: data) == "010/111/010")
        #expect(try JSONDecoder().decode(LightsOutBoard.self, from: data) == board)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(LightsOutBoard.self, from: Data("\"01/1\"".utf8))
        }
    }
}
