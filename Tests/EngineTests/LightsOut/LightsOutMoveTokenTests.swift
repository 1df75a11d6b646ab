import Testing

@testable import GameCore
@testable import LightsOutEngine

/// Presses survive the save's token string on every board the ladder reaches (to 20×20), and
/// boards to 10×10 keep plain two-digit tokens.
@Suite struct LightsOutMoveTokenTests {
    @Test func everyCellOfTheLargestBoardRoundTrips() {
        let moves = (0..<20).flatMap { row in (0..<20).map { LightsOutMove.press(row: row, col: $0) } }
        var rest = Substring(moves.map(\.saveToken).joined())
        var read: [LightsOutMove] = []
        while let move = LightsOutMove.readToken(from: &rest) { read.append(move) }
        #expect(rest.isEmpty)
        #expect(read == moves)
    }

    @Test func smallBoardsUseDigits() {
        #expect(LightsOutMove.press(row: 3, col: 4).saveToken == "34")
        #expect(LightsOutMove.press(row: 12, col: 0).saveToken == "c0")
        var damaged = Substring("3-")
        #expect(LightsOutMove.readToken(from: &damaged) == nil)
        #expect(damaged == "3-")
    }
}
