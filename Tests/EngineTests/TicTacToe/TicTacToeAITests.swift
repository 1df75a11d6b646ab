import Testing
import TicTacToeBench

@testable import GameCore
@testable import TicTacToeEngine

@Suite struct TicTacToeAITests {
    static func state(_ text: String, k: Int? = nil, mode: TicTacToeMode = .twoPlayers, seed: UInt64 = 0) throws
        -> TicTacToeState
    {
        let board = try TicTacToeBoard(text: text)
        let k = k ?? TicTacToeVariant.defaultK(forSize: board.size)
        var state = TicTacToeState(params: TicTacToeParams(size: board.size, k: k, mode: mode), seed: seed)
        state.board = board
        state.toMove = board.playerToMove
        return state
    }

    /// On every 3×3 line, a position where the side to move has two of it and the third free
    /// (the opponent's two marks sometimes threatening too): medium completes its own line.
    @Test func mediumTakesAWinWheneverOneIsThere() throws {
        var tried = 0
        for line in TicTacToeReference.lines(size: 3, k: 3) {
            for gap in line.indices {
                var grid = Array(repeating: Array(repeating: Character("."), count: 3), count: 3)
                for (index, cell) in line.enumerated() where index != gap { grid[cell.row][cell.col] = "X" }
                // Two O marks off the line, so X is to move.
                let off = TicTacToeReference.lines(size: 3, k: 3).flatMap { $0 }.filter { !line.contains($0) }
                var placed = 0
                for cell in off where placed < 2 && grid[cell.row][cell.col] == "." {
                    grid[cell.row][cell.col] = "O"
                    placed += 1
                }
                let text = grid.map { String($0) }.joined(separator: "/")
                let state = try Self.state(text)
                guard state.toMove == .x, TicTacToeReference.winners(of: grid, k: 3).isEmpty else { continue }
                for seed in UInt64(0)..<4 {
                    var generator = SeededGenerator(seed: seed)
                    let move = try #require(TicTacToeAI.move(for: state, level: .medium, using: &generator))
                    let next = try #require(TicTacToeRules.apply(TicTacToeMove(move), to: state))
                    #expect(next.winner == .x, "medium missed the win on \(text)")
                }
                tried += 1
            }
        }
        #expect(tried >= 20)
    }

    @Test func mediumBlocksWhenItCannotWin() throws {
        var tried = 0
        for line in TicTacToeReference.lines(size: 3, k: 3) {
            for gap in line.indices {
                // X has two of the line; O (to move) has one mark elsewhere and no threat.
                var grid = Array(repeating: Array(repeating: Character("."), count: 3), count: 3)
                for (index, cell) in line.enumerated() where index != gap { grid[cell.row][cell.col] = "X" }
                for row in 0..<3 {
                    for col in 0..<3 where grid[row][col] == "." && !line.contains(.init(row: row, col: col)) {
                        var trial = grid
                        trial[row][col] = "O"
                        let text = trial.map { String($0) }.joined(separator: "/")
                        let state = try Self.state(text)
                        for seed in UInt64(0)..<3 {
                            var generator = SeededGenerator(seed: seed)
                            let move = try #require(TicTacToeAI.move(for: state, level: .medium, using: &generator))
                            #expect(move == line[gap], "medium did not block on \(text)")
                        }
                        tried += 1
                    }
                }
            }
        }
        #expect(tried > 0)
    }

    @Test func easyPlaysLegalRandomMovesThatDependOnTheSeed() throws {
        let state = try Self.state("X.../..../..O./....")
        var seen: Set<TicTacToeCell> = []
        for seed in UInt64(0)..<40 {
            var generator = SeededGenerator(seed: seed)
            let move = try #require(TicTacToeAI.move(for: state, level: .easy, using: &generator))
            #expect(state.board.emptyCells.contains(move))
            var again = SeededGenerator(seed: seed)
            #expect(TicTacToeAI.move(for: state, level: .easy, using: &again) == move)
            seen.insert(move)
        }
        #expect(seen.count > 5)
    }

    @Test func movesDrawnFromTheGameSeedAreRepeatable() throws {
        let state = try Self.state("X.O/.../...", seed: 12)
        let first = TicTacToeAI.move(for: state, level: .easy)
        #expect(first != nil && TicTacToeAI.move(for: state, level: .easy) == first)
    }

    @Test func boundedSearchTakesWinsAndBlocksOnSevenBySeven() throws {
        // X to move with four in a row open at one end: win at 3,5 (or 3,0).
        let win = try Self.state("......./......./......./.XXXX../OOO..../O....../.......")
        let winMove = try #require(TicTacToeAI.move(for: win, level: .perfect, limits: .nodes(20_000)))
        let afterWin = try #require(TicTacToeRules.apply(TicTacToeMove(winMove), to: win))
        #expect(afterWin.winner == .x)
        // O to move must block X's four at 3,5 (3,0 is O's already).
        let block = try Self.state("......./......./......./OXXXX../.O...../..O..../.......")
        let blockMove = try #require(TicTacToeAI.move(for: block, level: .perfect, limits: .nodes(20_000)))
        #expect(blockMove == TicTacToeCell(row: 3, col: 5))
    }

    @Test func boundedSearchIsDeterministicUnderANodeBudget() throws {
        let state = try Self.state("......./......./...X.../...O.../......./......./.......")
        let limits = TicTacToeSearchLimits.nodes(5_000)
        let first = try #require(TicTacToeAI.analyse(state.board, k: 5, limits: limits))
        let second = try #require(TicTacToeAI.analyse(state.board, k: 5, limits: limits))
        #expect(first == second)
        #expect(first.nodes <= 5_000 && first.depth >= 1 && !first.isExact)
        #expect(state.board[first.move] == nil)
    }

    /// The bounded player on 5×5 with four in a row, on a small budget, against medium and easy
    /// opponents over several seeded games, from both sides: it never loses.
    @Test(arguments: [TicTacToeLevel.easy, .medium])
    func boundedPlayerDoesNotLoseToWeakerLevels(opponent: TicTacToeLevel) {
        for game in UInt64(0)..<4 {
            let computer: TicTacToePlayer = game % 2 == 0 ? .x : .o
            let mode = TicTacToeMode.versusComputer(level: .perfect, computer: computer)
            let params = TicTacToeParams(variant: .fiveByFive, mode: mode)
            var state = TicTacToeRules.newState(params: params, seed: game)
            while !state.isOver {
                let level: TicTacToeLevel = state.toMove == computer ? .perfect : opponent
                let cell = TicTacToeAI.move(for: state, level: level, limits: .nodes(3_000))!
                state = TicTacToeRules.apply(TicTacToeMove(cell), to: state)!
            }
            #expect(state.winner != computer.opponent, "lost as \(computer): \(state.board)")
        }
    }

    @Test func hintIsThePerfectMoveForTheSideToMove() throws {
        // O to move and must block the diagonal at 2,2.
        let state = try Self.state("X.O/.X./...")
        #expect(TicTacToeAI.hint(for: state) == TicTacToeCell(row: 2, col: 2))
    }

    @Test func benchReportsAllThreeWorkloads() {
        let results = TicTacToeBench.run(limits: .nodes(2_000))
        #expect(results.count == 3)
        #expect(results.allSatisfy { $0.milliseconds >= 0 && $0.nodes > 0 })
        #expect(results[0].value == .draw && results[1].value == .draw)
        #expect(results[0].isExact && results[1].isExact && !results[2].isExact)
    }
}
