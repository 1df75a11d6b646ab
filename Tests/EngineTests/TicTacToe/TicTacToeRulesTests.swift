import Foundation
import Testing

@testable import GameCore
@testable import TicTacToeEngine

@Suite struct TicTacToeRulesTests {
    static let xWinsTopRow: [TicTacToeCell] = [
        .init(row: 0, col: 0), .init(row: 1, col: 0), .init(row: 0, col: 1), .init(row: 1, col: 1),
        .init(row: 0, col: 2),
    ]

    @Test func playersAlternateStartingWithX() throws {
        var state = TicTacToeRules.newState(params: .classic, seed: 1)
        #expect(state.toMove == .x && state.board.markCount == 0 && state.lastMove == nil)
        state = try #require(TicTacToeRules.apply(.place(row: 1, col: 1), to: state))
        #expect(state.board[1, 1] == .x && state.toMove == .o && state.lastMove == .init(row: 1, col: 1))
        state = try #require(TicTacToeRules.apply(.place(row: 0, col: 0), to: state))
        #expect(state.board[0, 0] == .o && state.toMove == .x)
        #expect(state.board.playerToMove == state.toMove)
        #expect(TicTacToeRules.outcome(of: state) == .playing)
    }

    @Test func takenAndOffBoardCellsAreRejected() throws {
        let state = try #require(TicTacToeRules.apply(.place(row: 1, col: 1), to: .init(params: .classic, seed: 1)))
        #expect(TicTacToeRules.apply(.place(row: 1, col: 1), to: state) == nil)
        for (row, col) in [(-1, 0), (0, -1), (3, 0), (0, 3)] {
            #expect(TicTacToeRules.apply(.place(row: row, col: col), to: state) == nil)
        }
    }

    @Test func movesAfterAWinAreRejected() throws {
        let won = try #require(TicTacToeReference.play(Self.xWinsTopRow))
        #expect(won.winner == .x)
        for cell in won.board.emptyCells {
            #expect(TicTacToeRules.apply(TicTacToeMove(cell), to: won) == nil, "\(cell) accepted after the win")
        }
        #expect(TicTacToeAI.move(for: won, level: .easy) == nil)
        #expect(TicTacToeAI.hint(for: won) == nil)
    }

    @Test func movesAfterATieAreRejected() throws {
        let tie = try #require(
            TicTacToeReference.play([
                .init(row: 0, col: 0), .init(row: 0, col: 1), .init(row: 0, col: 2), .init(row: 1, col: 1),
                .init(row: 1, col: 0), .init(row: 1, col: 2), .init(row: 2, col: 1), .init(row: 2, col: 0),
                .init(row: 2, col: 2),
            ]))
        #expect(tie.isTie)
        #expect(TicTacToeRules.apply(.place(row: 0, col: 0), to: tie) == nil)
    }

    @Test func outcomeAgainstTheComputerSaysWhoseWinItIs() throws {
        for computer in TicTacToePlayer.allCases {
            let mode = TicTacToeMode.versusComputer(level: .easy, computer: computer)
            let params = TicTacToeParams(variant: .threeByThree, mode: mode)
            let state = try #require(TicTacToeReference.play(Self.xWinsTopRow, params: params))
            #expect(TicTacToeRules.outcome(of: state) == (computer == .x ? .lost : .won))
        }
    }

    @Test func computerTurnFollowsTheModeAndTheComputerMovesOnlyThen() throws {
        let params = TicTacToeParams(variant: .threeByThree, mode: .versusComputer(level: .medium, computer: .o))
        let start = TicTacToeRules.newState(params: params, seed: 5)
        #expect(!start.isComputerTurn)
        #expect(TicTacToeAI.computerMove(for: start) == nil)
        let afterPerson = try #require(TicTacToeRules.apply(.place(row: 0, col: 0), to: start))
        #expect(afterPerson.isComputerTurn)
        let move = try #require(TicTacToeAI.computerMove(for: afterPerson))
        #expect(TicTacToeRules.apply(move, to: afterPerson) != nil)
        let twoPlayers = TicTacToeRules.newState(params: .classic, seed: 5)
        #expect(!twoPlayers.isComputerTurn && TicTacToeAI.computerMove(for: twoPlayers) == nil)
    }

    @Test func paramsClampOutOfRangeNumbers() {
        let big = TicTacToeParams(size: 12, k: 9)
        #expect(big.size == 7 && big.k == 7)
        let small = TicTacToeParams(size: 1, k: 1)
        #expect(small.size == 3 && small.k == 3)
        let longLine = TicTacToeParams(size: 4, k: 6)
        #expect(longLine.size == 4 && longLine.k == 4)
        for variant in TicTacToeVariant.allCases {
            let params = TicTacToeParams(variant: variant)
            #expect(params.size == variant.size && params.k == variant.k)
            #expect(TicTacToeVariant.defaultK(forSize: variant.size) == variant.k)
        }
    }

    @Test func stateSurvivesAJSONRoundTrip() throws {
        let params = TicTacToeParams(variant: .fiveByFive, mode: .versusComputer(level: .perfect, computer: .x))
        var generator = SeededGenerator(seed: 77)
        var states = [TicTacToeRules.newState(params: params, seed: 99)]
        while !states[states.count - 1].isOver {
            let last = states[states.count - 1]
            let cell = last.board.emptyCells.randomElement(using: &generator)!
            states.append(try #require(TicTacToeRules.apply(TicTacToeMove(cell), to: last)))
        }
        for state in states {
            let data = try JSONEncoder().encode(state)
            let decoded = try JSONDecoder().decode(TicTacToeState.self, from: data)
            #expect(decoded == state)
        }
        let won = try #require(TicTacToeReference.play(Self.xWinsTopRow))
        let decoded = try JSONDecoder().decode(TicTacToeState.self, from: JSONEncoder().encode(won))
        #expect(decoded.winningLine == won.winningLine && decoded.winner == .x)
        let move = TicTacToeMove.place(row: 2, col: 1)
        #expect(try JSONDecoder().decode(TicTacToeMove.self, from: JSONEncoder().encode(move)) == move)
    }

    @Test func boardIsSavedAsItsTextForm() throws {
        let state = try #require(TicTacToeReference.play(Self.xWinsTopRow))
        let json = try #require(String(data: JSONEncoder().encode(state.board), encoding: .utf8))
        #expect(json == "\"XXX\\/OO.\\/...\"" || json == "\"XXX/OO./...\"")
    }

    @Test func corruptSavedBoardsFailToDecode() {
        for text in ["XX/OO", "XXXX/OOOO/..../...", "XQX/.../...", ""] {
            let data = Data("\"\(text)\"".utf8)
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(TicTacToeBoard.self, from: data) }
        }
    }

    @Test func decodedParamsAreClampedToo() throws {
        let data = Data(#"{"size": 40, "k": 2, "mode": {"twoPlayers": {}}}"#.utf8)
        let params = try JSONDecoder().decode(TicTacToeParams.self, from: data)
        #expect(params == TicTacToeParams(size: 7, k: 3))
    }
}
