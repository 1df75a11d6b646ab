import Testing

@testable import GameCore
@testable import TicTacToeEngine

@Suite struct TicTacToeCLITests {
    static func error(_ board: String, k: Int? = nil) -> String? {
        do {
            _ = try TicTacToeCLI.bestMove(boardText: board, k: k, limits: .nodes(2_000))
            return nil
        } catch {
            return error.message
        }
    }

    @Test(arguments: [
        ("", "empty board"),
        ("   ", "empty board"),
        ("XO/..", "2 rows"),
        (".......X/......../......../......../......../......../......../........", "8 rows"),
        ("X../..../...", "row 2 has 4 cells"),
        ("X.O/.X/..O", "row 2 has 2 cells"),
        ("X.O./.X../..O.", "row 1 has 4 cells"),
        ("X.Q/.../...", "unexpected 'Q' in row 1, column 3"),
        ("X.O/. ./...", "unexpected ' ' in row 2, column 2"),
        ("X../..//...", "4 rows"),
        ("OO./X../...", "O has 2 marks but X has 1"),
        ("XXX/O../...", "X has 3 marks but O has 1"),
        ("XXX/OOO/...", "both X and O have 3 in a row"),
        ("XXX/OO./...", "already over: X has 3 in a row"),
        ("OOO/XX./X..", "already over: O has 3 in a row"),
        ("XOX/XOO/OXX", "the board is full"),
    ])
    func malformedImpossibleAndFinishedBoardsAreRejected(board: String, message: String) {
        let error = Self.error(board)
        #expect(error?.contains(message) == true, "\(board): \(error ?? "accepted")")
    }

    @Test func kMustFitTheBoard() {
        #expect(Self.error("..../..../..../....", k: 5)?.contains("k = 5 is out of range for a 4×4 board") == true)
        #expect(Self.error(".../.../...", k: 2)?.contains("k = 2 is out of range") == true)
        #expect(Self.error("..../..../..../....", k: 3) == nil)
    }

    @Test func aWinAgainstTheGivenKIsFinishedOnlyForThatK() {
        // Three in a row on 4×4 ends the game with k = 3 but not with the default k = 4.
        let board = "XXX./OO../..../...."
        #expect(Self.error(board, k: 3)?.contains("already over") == true)
        #expect(Self.error(board) == nil)
    }

    @Test(arguments: [
        ("XX./OO./...", "0,2 win"),
        ("xx./oo./x..", "1,2 win"),
        ("  X.O/.X./... ", "2,2 draw"),
    ])
    func knownPositionsGetTheirBestMove(board: String, expected: String) throws {
        #expect(try TicTacToeCLI.bestMove(boardText: board) == expected)
    }

    /// Every answer on a sample of 3×3 positions names an empty cell whose reference value is
    /// the position's value, and the printed value is that value.
    @Test func answersAgreeWithTheReferenceMinimax() throws {
        var memo: [String: Int] = [:]
        var generator = SeededGenerator(seed: 8)
        var verdicts: Set<String> = []
        for _ in 0..<60 {
            var state = TicTacToeRules.newState(params: .classic, seed: 0)
            let marks = Int.random(in: 0...7, using: &generator)
            while state.board.markCount < marks && !state.isOver {
                let cell = state.board.emptyCells.randomElement(using: &generator)!
                state = TicTacToeRules.apply(TicTacToeMove(cell), to: state)!
            }
            guard !state.isOver else { continue }
            let output = try TicTacToeCLI.bestMove(boardText: state.board.description)
            let parts = output.split(separator: " ")
            #expect(parts.count == 2)
            let cell = try #require(TicTacToeReference.cell(parts[0]))
            let next = try #require(TicTacToeRules.apply(TicTacToeMove(cell), to: state))
            let expected = TicTacToeReference.value(state.board.description, memo: &memo)
            #expect(TicTacToeReference.valueOfMove(into: next, memo: &memo) == expected, "\(state.board) → \(output)")
            #expect(String(parts[1]) == ["loss", "draw", "win"][expected + 1], "\(state.board) → \(output)")
            verdicts.insert(String(parts[1]))
        }
        #expect(verdicts == ["win", "draw", "loss"])
    }

    @Test func largeBoardsAnswerWithABelievedValue() throws {
        let output = try TicTacToeCLI.bestMove(boardText: "......./......./......./...X.../......./......./.......")
        let parts = output.split(separator: " ")
        let cell = try #require(TicTacToeReference.cell(parts[0]))
        #expect((0..<7).contains(cell.row) && (0..<7).contains(cell.col) && cell != .init(row: 3, col: 3))
        #expect(["win", "draw", "loss"].contains(String(parts[1])))
    }
}
