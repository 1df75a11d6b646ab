import Testing

@testable import GameCore
@testable import SudokuEngine

/// Every kind of Sudoku move survives the save's token string, one after another, and a
/// damaged token is refused rather than read as another move.
@Suite struct SudokuMoveTokenTests {
    static let moves: [SudokuMove] = [
        .place(cell: 36, digit: 5), .toggleNote(cell: 80, digit: 9), .erase(cell: 0), .toggleFlag(cell: 40),
        .fillOneCell, .fillCell(17), .restoreNotes(cell: 8), .fillNotes, .clearNotes,
        .strikeNotes([SudokuCandidate(cell: 36, digit: 5), SudokuCandidate(cell: 37, digit: 6)]),
        .strikeNotes([]), .place(cell: 1, digit: 1),
    ]

    @Test func everyMoveRoundTrips() {
        let text = Self.moves.map(\.saveToken).joined()
        var rest = Substring(text)
        var read: [SudokuMove] = []
        while let move = SudokuMove.readToken(from: &rest) { read.append(move) }
        #expect(rest.isEmpty, "left over: \(rest)")
        #expect(read == Self.moves)
    }

    @Test(arguments: ["S4054", "S40.", "S400.", "C9", "R", "X40", "S405"])
    func aDamagedTokenIsRefused(_ token: String) {
        var rest = Substring(token)
        #expect(SudokuMove.readToken(from: &rest) == nil)
        #expect(rest == Substring(token), "nothing is consumed")
    }
}
