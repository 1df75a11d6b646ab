import Testing

@testable import GameCore
@testable import TicTacToeEngine

@Suite struct TicTacToeWinDetectionTests {
    /// Plays a game in which `winner` fills `line` (the cell at `lastIndex` placed last) while
    /// the other side fills cells off the line without making a line of its own.
    static func gameWinning(
        _ line: [TicTacToeCell], winner: TicTacToePlayer, lastIndex: Int, params: TicTacToeParams
    ) -> [TicTacToeCell] {
        var order = line
        order.append(order.remove(at: lastIndex))
        let offLine = (0..<params.size).flatMap { row in
            (0..<params.size).map { TicTacToeCell(row: row, col: $0) }
        }.filter { !line.contains($0) }
        var fillers: [TicTacToeCell] = []
        let needed = winner == .x ? line.count - 1 : line.count
        for candidate in offLine where fillers.count < needed {
            let trial = fillers + [candidate]
            var grid = Array(repeating: Array(repeating: Character("."), count: params.size), count: params.size)
            for cell in trial { grid[cell.row][cell.col] = "F" }
            if TicTacToeReference.winners(of: grid, k: params.k).isEmpty { fillers = trial }
        }
        precondition(fillers.count == needed, "no fillers for \(line)")
        var moves: [TicTacToeCell] = []
        for index in 0..<line.count {
            if winner == .o { moves.append(fillers[index]) }
            moves.append(order[index])
            if winner == .x && index < line.count - 1 { moves.append(fillers[index]) }
        }
        return moves
    }

    static func checkEveryLine(params: TicTacToeParams) -> Int {
        var games = 0
        for line in TicTacToeReference.lines(size: params.size, k: params.k) {
            for winner in TicTacToePlayer.allCases {
                for lastIndex in line.indices {
                    let moves = gameWinning(line, winner: winner, lastIndex: lastIndex, params: params)
                    var state = TicTacToeRules.newState(params: params, seed: 3)
                    for (index, cell) in moves.enumerated() {
                        #expect(!state.isOver, "game over before move \(index) of \(moves) on \(state.board)")
                        guard let next = TicTacToeRules.apply(TicTacToeMove(cell), to: state) else {
                            Issue.record("move \(cell) rejected on \(state.board)")
                            return games
                        }
                        state = next
                    }
                    #expect(state.winner == winner, "\(winner) should win with \(line) on \(state.board)")
                    #expect(Set(state.winningLine) == Set(line), "line \(state.winningLine) for \(line)")
                    #expect(state.winningLine.count == params.k)
                    #expect(state.isOver && !state.isTie)
                    #expect(TicTacToeRules.outcome(of: state) == .won)
                    games += 1
                }
            }
        }
        return games
    }

    @Test func everyRowColumnAndDiagonalWinsOnThreeByThree() {
        let lines = TicTacToeReference.lines(size: 3, k: 3)
        #expect(lines.count == 8)
        #expect(Self.checkEveryLine(params: .classic) == 8 * 2 * 3)
    }

    @Test func everyPlaceOfEveryLineWinsOnFiveByFiveWithFour() {
        let params = TicTacToeParams(variant: .fiveByFive)
        let lines = TicTacToeReference.lines(size: 5, k: 4)
        // 5 rows and 5 columns with 2 places each, 2 diagonal directions with 4 places each.
        #expect(lines.count == 10 + 10 + 8)
        #expect(Self.checkEveryLine(params: params) == lines.count * 2 * 4)
    }

    @Test func winningLineIsOrderedEndToEnd() throws {
        // X completes the anti-diagonal from its middle.
        let state = try #require(
            TicTacToeReference.play([
                .init(row: 0, col: 2), .init(row: 0, col: 0), .init(row: 2, col: 0), .init(row: 0, col: 1),
                .init(row: 1, col: 1),
            ]))
        #expect(state.winner == .x)
        let line = state.winningLine
        #expect(Set(line) == [.init(row: 0, col: 2), .init(row: 1, col: 1), .init(row: 2, col: 0)])
        #expect(line[1] == .init(row: 1, col: 1), "ends first and last: \(line)")
    }

    @Test func aRunLongerThanKIsReportedWhole() throws {
        // 5×5, k = 4: X holds 0,0 0,1 and 0,3 0,4, then fills 0,2 for five in a row.
        let params = TicTacToeParams(variant: .fiveByFive)
        let state = try #require(
            TicTacToeReference.play(
                [
                    .init(row: 0, col: 0), .init(row: 2, col: 0), .init(row: 0, col: 1), .init(row: 2, col: 2),
                    .init(row: 0, col: 3), .init(row: 4, col: 4), .init(row: 0, col: 4), .init(row: 3, col: 1),
                    .init(row: 0, col: 2),
                ], params: params))
        #expect(state.winner == .x)
        #expect(state.winningLine == (0..<5).map { TicTacToeCell(row: 0, col: $0) })
    }

    @Test func fullBoardWithoutALineIsATie() throws {
        // X O X / X O O / O X X
        let state = try #require(
            TicTacToeReference.play([
                .init(row: 0, col: 0), .init(row: 0, col: 1), .init(row: 0, col: 2), .init(row: 1, col: 1),
                .init(row: 1, col: 0), .init(row: 1, col: 2), .init(row: 2, col: 1), .init(row: 2, col: 0),
                .init(row: 2, col: 2),
            ]))
        #expect(state.board.description == "XOX/XOO/OXX")
        #expect(state.isTie && state.isOver && state.winner == nil && state.winningLine.isEmpty)
        #expect(TicTacToeRules.outcome(of: state) == .draw)
    }

    @Test func aWinOnTheLastCellIsAWinNotATie() throws {
        // X O X / O X O / O X X: X's last mark completes the main diagonal on a full board.
        let state = try #require(
            TicTacToeReference.play([
                .init(row: 0, col: 0), .init(row: 0, col: 1), .init(row: 0, col: 2), .init(row: 1, col: 0),
                .init(row: 1, col: 1), .init(row: 1, col: 2), .init(row: 2, col: 1), .init(row: 2, col: 0),
                .init(row: 2, col: 2),
            ]))
        #expect(state.board.isFull)
        #expect(state.winner == .x && !state.isTie)
        #expect(TicTacToeRules.outcome(of: state) == .won)
    }

    /// Random games on every board size and k: after each move the rules' verdict matches a
    /// direct inspection of the board, and the game stops exactly when it should.
    @Test func randomGamesAgreeWithDirectInspection() {
        var generator = SeededGenerator(seed: 2024)
        for size in TicTacToeParams.sizes {
            for k in 3...size {
                let params = TicTacToeParams(size: size, k: k)
                for game in 0..<6 {
                    var state = TicTacToeRules.newState(params: params, seed: UInt64(game))
                    while !state.isOver {
                        let cell = state.board.emptyCells.randomElement(using: &generator)!
                        let mover = state.toMove
                        state = TicTacToeRules.apply(TicTacToeMove(cell), to: state)!
                        let winners = TicTacToeReference.winners(of: TicTacToeReference.grid(state.board), k: k)
                        #expect(winners.count <= 1)
                        #expect((state.winner != nil) == !winners.isEmpty, "\(state.board) k=\(k)")
                        if let winner = state.winner {
                            #expect(winner == mover && winners == [mover.symbol])
                            #expect(state.winningLine.count >= k && state.winningLine.contains(cell))
                            #expect(state.winningLine.allSatisfy { state.board[$0] == winner })
                        }
                    }
                    #expect(state.winner != nil || state.board.isFull)
                }
            }
        }
    }
}
