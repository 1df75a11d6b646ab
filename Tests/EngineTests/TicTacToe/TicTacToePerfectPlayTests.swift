import Testing

@testable import GameCore
@testable import TicTacToeEngine

@Suite struct TicTacToePerfectPlayTests {
    /// Plays every line of opponent play against the perfect player and returns how many games
    /// ended, recording any game the perfect player loses.
    static func exhaust(_ state: TicTacToeState, perfect: TicTacToePlayer) -> (games: Int, losses: Int) {
        if state.isOver {
            return (1, state.winner == perfect.opponent ? 1 : 0)
        }
        if state.toMove == perfect {
            guard let cell = TicTacToeAI.move(for: state, level: .perfect),
                let next = TicTacToeRules.apply(TicTacToeMove(cell), to: state)
            else {
                Issue.record("no legal perfect move on \(state.board)")
                return (0, 1)
            }
            return exhaust(next, perfect: perfect)
        }
        var total = (games: 0, losses: 0)
        for cell in state.board.emptyCells {
            let result = exhaust(TicTacToeRules.apply(TicTacToeMove(cell), to: state)!, perfect: perfect)
            total.games += result.games
            total.losses += result.losses
        }
        return total
    }

    @Test(arguments: TicTacToePlayer.allCases, [UInt64(0), 41])
    func perfectPlayerNeverLosesOnThreeByThree(perfect: TicTacToePlayer, seed: UInt64) {
        let params = TicTacToeParams(variant: .threeByThree, mode: .versusComputer(level: .perfect, computer: perfect))
        let result = Self.exhaust(TicTacToeRules.newState(params: params, seed: seed), perfect: perfect)
        #expect(result.losses == 0)
        // The opponent branches on every empty cell at each of its turns: dozens of games at least.
        #expect(result.games > 50)
    }

    @Test func emptyThreeByThreeIsADraw() throws {
        let analysis = try #require(TicTacToeAI.analyse(TicTacToeBoard(size: 3), k: 3))
        #expect(analysis.value == .draw && analysis.isExact)
        var memo: [String: Int] = [:]
        #expect(TicTacToeReference.value(".../.../...", memo: &memo) == 0)
    }

    /// Every position reachable in play on 3×3: the engine's value matches the reference
    /// minimax and its move keeps that value (a win is never thrown away, a draw never lost).
    @Test func everyReachableThreeByThreePositionMatchesTheReferenceMinimax() throws {
        var memo: [String: Int] = [:]
        var seen: Set<String> = []
        var frontier = [TicTacToeRules.newState(params: .classic, seed: 0)]
        var checked = 0
        while let state = frontier.popLast() {
            let text = state.board.description
            guard !state.isOver, seen.insert(text).inserted else { continue }
            let expected = TicTacToeReference.value(text, memo: &memo)
            let analysis = try #require(TicTacToeAI.analyse(state.board, k: 3))
            let value = analysis.value == .win ? 1 : (analysis.value == .loss ? -1 : 0)
            #expect(value == expected, "value of \(text)")
            #expect(analysis.pliesToResult == TicTacToeReference.pliesToResult(text, memo: &memo), "plies on \(text)")
            #expect(analysis.isExact)
            let next = try #require(TicTacToeRules.apply(TicTacToeMove(analysis.move), to: state))
            let moveValue = TicTacToeReference.valueOfMove(into: next, memo: &memo)
            #expect(moveValue == expected, "move \(analysis.move) on \(text)")
            checked += 1
            for cell in state.board.emptyCells {
                frontier.append(TicTacToeRules.apply(TicTacToeMove(cell), to: state)!)
            }
        }
        // 5478 legal positions, less the finished ones.
        #expect(checked > 4000)
    }

    @Test func emptyFourByFourWithFourIsAnExactDraw() throws {
        let analysis = try #require(TicTacToeAI.analyse(TicTacToeBoard(size: 4), k: 4))
        #expect(analysis.value == .draw && analysis.isExact)
    }

    /// Random positions a few moves from the end on 4×4 (exact solver) and on 5×5 with four in a
    /// row (bounded search, which must reach the end of the game and say so): values and moves
    /// agree with the reference minimax.
    @Test(arguments: [(4, 4, 8), (5, 4, 17)])
    func lateGamePositionsMatchTheReferenceMinimax(size: Int, k: Int, marks: Int) throws {
        let params = TicTacToeParams(size: size, k: k)
        var generator = SeededGenerator(seed: UInt64(size * 100 + k))
        var memo: [String: Int] = [:]
        var verdicts: Set<TicTacToeValue> = []
        var checked = 0
        while checked < 24 {
            var state = TicTacToeRules.newState(params: params, seed: 0)
            while state.board.markCount < marks && !state.isOver {
                let cell = state.board.emptyCells.randomElement(using: &generator)!
                state = TicTacToeRules.apply(TicTacToeMove(cell), to: state)!
            }
            guard !state.isOver else { continue }
            let expected = TicTacToeReference.value(state.board.description, k: k, memo: &memo)
            let analysis = try #require(TicTacToeAI.analyse(state.board, k: k, limits: .nodes(2_000_000)))
            let value = analysis.value == .win ? 1 : (analysis.value == .loss ? -1 : 0)
            #expect(analysis.isExact, "\(state.board)")
            #expect(value == expected, "value of \(state.board)")
            let plies = TicTacToeReference.pliesToResult(state.board.description, k: k, memo: &memo)
            #expect(analysis.pliesToResult == plies, "plies on \(state.board)")
            let next = try #require(TicTacToeRules.apply(TicTacToeMove(analysis.move), to: state))
            #expect(TicTacToeReference.valueOfMove(into: next, memo: &memo) == expected, "move on \(state.board)")
            verdicts.insert(analysis.value)
            checked += 1
        }
        // The sample is only a test if it holds more than one kind of position.
        #expect(verdicts.count >= 2)
    }
}
