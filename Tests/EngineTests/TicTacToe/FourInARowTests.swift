import Foundation
import Testing

@testable import GameCore
@testable import TicTacToeEngine

/// Four in a row: Tic-tac-toe's rules with gravity on a 7 × 6 board, and the perfect player.
@Suite struct FourInARowTests {
    static let params = TicTacToeParams.fourInARow()

    /// Plays columns (0-based) from the start through the rules, dropping each mark.
    static func play(_ columns: [Int], params: TicTacToeParams = params) throws -> TicTacToeState {
        var state = TicTacToeRules.newState(params: params, seed: 1)
        for column in columns {
            let row = try #require(state.board.landingRow(inColumn: column))
            state = try #require(TicTacToeRules.apply(.place(row: row, col: column), to: state))
        }
        return state
    }

    // MARK: Gravity

    @Test func aMarkDropsToTheLowestEmptyCellOnly() throws {
        var state = TicTacToeRules.newState(params: Self.params, seed: 1)
        #expect(state.board.rows == 6 && state.board.size == 7)
        #expect(TicTacToeRules.apply(.place(row: 0, col: 3), to: state) == nil, "a mark cannot hang at the top")
        #expect(TicTacToeRules.apply(.place(row: 4, col: 3), to: state) == nil, "nor stop above an empty cell")
        state = try #require(TicTacToeRules.apply(.place(row: 5, col: 3), to: state))
        #expect(state.board[5, 3] == .x)
        #expect(state.board.landingRow(inColumn: 3) == 4)
        #expect(TicTacToeRules.apply(.place(row: 5, col: 3), to: state) == nil, "a taken cell")
        #expect(TicTacToeRules.apply(.place(row: 6, col: 3), to: state) == nil, "off the board")
        state = try #require(TicTacToeRules.apply(.place(row: 4, col: 3), to: state))
        #expect(state.board[4, 3] == .o)
    }

    @Test func aFullColumnTakesNoMoreMarks() throws {
        let state = try Self.play([0, 0, 0, 0, 0, 0])
        #expect(state.board.landingRow(inColumn: 0) == nil)
        for row in 0..<6 {
            #expect(TicTacToeRules.apply(.place(row: row, col: 0), to: state) == nil)
        }
        #expect(state.board.landingCells.nonzeroBitCount == 6)
    }

    @Test func fourInALineWinsInEveryDirection() throws {
        // Row: X on the bottom of columns 0-3, O on top of them.
        #expect(try Self.play([0, 0, 1, 1, 2, 2, 3]).winner == .x)
        // Column.
        #expect(try Self.play([0, 1, 0, 1, 0, 1, 0]).winner == .x)
        // Rising diagonal 0,5 → 3,2 for X.
        let rising = try Self.play([0, 1, 1, 2, 2, 3, 2, 3, 3, 6, 3])
        #expect(rising.winner == .x)
        #expect(rising.winningLine.count == 4)
        // Three in a line is not a win.
        #expect(try Self.play([0, 0, 1, 1, 2, 2]).winner == nil)
    }

    @Test func theBoardReadsAndWritesSixRowsOfSeven() throws {
        let state = try Self.play([3, 3, 2])
        let text = state.board.description
        #expect(text == "......./......./......./......./...O.../..XX...")
        let read = try TicTacToeBoard(text: text)
        #expect(read == state.board)
        #expect(read.isSettled)
        #expect(try TicTacToeBoard(text: "......./......./......./...X.../......./.......").isSettled == false)
        #expect(throws: InputError.self) { try TicTacToeBoard(text: "......./......./......./......./......") }
    }

    /// A save written before four in a row existed has no `gravity` key: it is a square board.
    @Test func paramsWithoutGravityDecodeAsASquareBoard() throws {
        let old = #"{"size":5,"k":4,"mode":{"twoPlayers":{}}}"#
        let params = try JSONDecoder().decode(TicTacToeParams.self, from: Data(old.utf8))
        #expect(params == TicTacToeParams(size: 5, k: 4))
        #expect(!params.gravity && params.rows == 5)
        let encoded = String(decoding: try JSONEncoder().encode(Self.params), as: UTF8.self)
        #expect(encoded.contains(#""gravity":true"#))
        #expect(try JSONDecoder().decode(TicTacToeParams.self, from: Data(encoded.utf8)) == Self.params)
        let square = String(decoding: try JSONEncoder().encode(TicTacToeParams(size: 5, k: 4)), as: UTF8.self)
        #expect(!square.contains("gravity"))
    }

    @Test func easyAndMediumOnlyDropIntoColumns() throws {
        for seed in UInt64(0)..<30 {
            for level in [TicTacToeLevel.easy, .medium] {
                var state = TicTacToeRules.newState(params: Self.params, seed: seed)
                while !state.isOver {
                    let cell = try #require(TicTacToeAI.move(for: state, level: level))
                    state = try #require(TicTacToeRules.apply(TicTacToeMove(cell), to: state), "\(level) \(cell)")
                }
            }
        }
    }

    @Test func mediumTakesAWinAndBlocksOneWithinReach() throws {
        // X threatens the bottom row at column 3 (0, 1, 2 taken); O to move blocks it.
        let block = try Self.play([0, 6, 1, 6, 2])
        #expect(try #require(TicTacToeAI.move(for: block, level: .medium)) == TicTacToeCell(row: 5, col: 3))
        // The same three for X with X to move: X completes them.
        let win = try Self.play([0, 6, 1, 6, 2, 5])
        #expect(try #require(TicTacToeAI.move(for: win, level: .medium)) == TicTacToeCell(row: 5, col: 3))
    }

    // MARK: The perfect player against a slow reference

    /// An obviously correct solver, written apart from the engine's: plain grids, every legal
    /// move tried, a win found by looking along the four directions from the mark just played,
    /// and positions remembered by their grids. 1 a win for the side to move, 0 a draw, -1 a loss.
    final class Reference {
        var known: [[Int8]: Int] = [:]

        static func wins(_ grid: [Int8], row: Int, col: Int) -> Bool {
            let mark = grid[row * 7 + col]
            for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
                var run = 1
                for sign in [1, -1] {
                    var r = row + sign * dr
                    var c = col + sign * dc
                    while (0..<6).contains(r), (0..<7).contains(c), grid[r * 7 + c] == mark {
                        run += 1
                        r += sign * dr
                        c += sign * dc
                    }
                }
                if run >= 4 { return true }
            }
            return false
        }

        func value(_ grid: [Int8], toMove: Int8) -> Int {
            if let value = known[grid] { return value }
            var best = -2
            var anyMove = false
            for col in 0..<7 {
                guard let row = (0..<6).reversed().first(where: { grid[$0 * 7 + col] == 0 }) else { continue }
                anyMove = true
                var next = grid
                next[row * 7 + col] = toMove
                let value = Self.wins(next, row: row, col: col) ? 1 : -value(next, toMove: 3 - toMove)
                best = max(best, value)
                if best == 1 { break }
            }
            let result = anyMove ? best : 0
            known[grid] = result
            return result
        }

        static func grid(_ board: TicTacToeBoard) -> [Int8] {
            (0..<42).map { index in
                switch board[index / 7, index % 7] {
                case .x: 1
                case .o: 2
                case nil: 0
                }
            }
        }
    }

    /// Random play from the start until `empties` cells are left, nobody having won; nil when
    /// someone wins first (the caller draws again).
    static func randomPosition(empties: Int, using rng: inout SeededGenerator) -> TicTacToeState? {
        var state = TicTacToeRules.newState(params: params, seed: 0)
        while state.board.cellCount - state.board.markCount > empties {
            let columns = (0..<7).filter { state.board.landingRow(inColumn: $0) != nil }
            let column = columns[Int(rng.next() % UInt64(columns.count))]
            guard
                let next = TicTacToeRules.apply(
                    .place(row: state.board.landingRow(inColumn: column)!, col: column), to: state),
                !next.isOver
            else { return nil }
            state = next
        }
        return state
    }

    /// On 1,000 random positions with 5 to 12 empty cells, the column the perfect player chooses
    /// has the position's value by the reference: it wins every won position, draws every drawn
    /// one. The value it reports agrees with the reference's, and so does its exact score's sign
    /// where it has one.
    @Test func perfectMovesAgreeWithTheReferenceOnAThousandPositions() throws {
        var rng = SeededGenerator(seed: 33)
        var checked = 0
        var values: [Int: Int] = [:]
        while checked < 1000 {
            let empties = 5 + Int(rng.next() % 8)
            guard let state = Self.randomPosition(empties: empties, using: &rng) else { continue }
            let reference = Reference()
            let grid = Reference.grid(state.board)
            let toMove: Int8 = state.toMove == .x ? 1 : 2
            let value = reference.value(grid, toMove: toMove)
            let choice = try #require(FourInARowPlayer.choose(state.board))
            #expect(choice.isExact)
            #expect(choice.value == value, "value \(choice.value) but the reference says \(value) on \(state.board)")
            if let score = choice.score { #expect(score.signum() == value) }
            let row = try #require(state.board.landingRow(inColumn: choice.column))
            var next = grid
            next[row * 7 + choice.column] = toMove
            let chosen =
                Reference.wins(next, row: row, col: choice.column) ? 1 : -reference.value(next, toMove: 3 - toMove)
            #expect(chosen == value, "column \(choice.column) is worth \(chosen), the best \(value), on \(state.board)")
            values[value, default: 0] += 1
            checked += 1
        }
        // The sample holds wins, draws and losses alike.
        #expect(values.count == 3 && values.values.allSatisfy { $0 >= 20 }, "\(values)")
    }

    /// A search keeps its solver (and the table) for the next move; letting it go leaves the
    /// process without one. Other suites may search at the same time and make a new one, so the
    /// release is tried until it is seen between their searches.
    @Test func theSolverTableIsLetGoWhenAsked() throws {
        let state = try Self.play([0, 0, 1, 1, 2, 2])
        _ = try #require(FourInARowPlayer.choose(state.board))
        let released = (0..<1000).contains { _ in
            FourInARowPlayer.releaseSolver()
            return !FourInARowPlayer.holdsSolver
        }
        #expect(released)
        // The next search makes a new solver and answers as before.
        let choice = try #require(FourInARowPlayer.choose(state.board))
        #expect(choice.column == 3)
    }

    /// The exact score counts the winner's stones: a win on the next stone is worth 22 minus it.
    @Test func theScoreCountsStonesToTheWin() throws {
        // X has three on the bottom row and wins with its fourth stone.
        let state = try Self.play([0, 0, 1, 1, 2, 2])
        let choice = try #require(FourInARowPlayer.choose(state.board))
        #expect(choice.column == 3 && choice.score == 22 - 4)
        #expect(FourInARowPlayer.pliesToResult(score: 18, stones: 6) == 1)
    }

    @Test func perfectFirstPlayerBeatsMediumInEveryGame() throws {
        for seed in UInt64(0)..<100 {
            let params = TicTacToeParams.fourInARow(mode: .versusComputer(level: .medium, computer: .o))
            var state = TicTacToeRules.newState(params: params, seed: seed)
            while !state.isOver {
                let level: TicTacToeLevel = state.toMove == .x ? .perfect : .medium
                let cell = try #require(TicTacToeAI.move(for: state, level: level))
                state = try #require(TicTacToeRules.apply(TicTacToeMove(cell), to: state))
            }
            #expect(state.winner == .x, "seed \(seed): \(state.board)")
        }
    }

    /// Every book move is the solver's own: past the first entries, where the solver is quick
    /// even here, the position after the book's move is lost for the side that replies.
    @Test func theBookHoldsProvenWinsForTheFirstPlayer() throws {
        #expect(!FourInARowBook.entries.isEmpty)
        var entries = 0
        for entry in FourInARowBook.entries.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            let parts = entry.split(separator: ":")
            let columns = parts[0].compactMap { Int(String($0)) }.map { $0 - 1 }
            let state = try Self.play(columns)
            #expect(state.toMove == .x && !state.isOver)
            let position = FourInARowPlayer.position(of: state.board)
            #expect(FourInARowBook.column(for: position) == Int(parts[1])! - 1)
            entries += 1
        }
        #expect(entries >= 1)
    }

    @Test func theCommandLineAnswersForFourInARow() throws {
        // The empty board: the book's centre, a proven win.
        #expect(try TicTacToeCLI.bestMove(boardText: "......./......./......./......./......./.......") == "5,3 win")
        // X to move with three on the bottom row: takes the fourth cell.
        #expect(try TicTacToeCLI.bestMove(boardText: "......./......./......./......./ooo..../xxx....") == "5,3 win")
        // O to move must block at column 3 and then loses anyway? Only the block's cell is asked.
        let block = try TicTacToeCLI.bestMove(boardText: "......./......./......./......./......O/XXX...O")
        #expect(block.hasPrefix("5,3 "))
        #expect(throws: InputError.self) {
            try TicTacToeCLI.bestMove(boardText: "......./......./......./...X.../......./.......")
        }
        #expect(throws: InputError.self) {
            try TicTacToeCLI.bestMove(boardText: "......./......./......./......./OOO..../XXXX...")
        }
        #expect(throws: InputError.self) {
            try TicTacToeCLI.bestMove(boardText: "......./......./......./......./......./X......", k: 5)
        }
    }
}
