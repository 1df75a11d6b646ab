import Foundation
import Testing

@testable import GameCore
@testable import LightsOutEngine

@Suite struct LightsOutRulesTests {
    @Test func levelStateStartsUnplayed() {
        let state = LightsOutRules.newState(params: .level(3), seed: 99)
        #expect(state.level == 3)
        #expect(state.lights == state.start && state.start == LightsOutLevels.board(forLevel: 3))
        #expect(state.pressCount == 0 && state.pressParity.isDark)
        #expect(state.par == LightsOutLevels.targetPar(forLevel: 3))
        #expect(LightsOutRules.outcome(of: state) == .playing)
        #expect(LightsOutRules.newState(params: .level(-4), seed: 0).level == 1)
    }

    @Test func pressTogglesTheCrossAndCounts() throws {
        let state = LightsOutRules.newState(params: .custom(size: 4, presses: [LightsOutCell(row: 0, col: 0)]), seed: 0)
        let next = try #require(LightsOutRules.apply(.press(row: 2, col: 1), to: state))
        #expect(next.lights == state.lights.pressing(row: 2, col: 1))
        #expect(next.pressCount == 1 && next.pressParity.litCells == [LightsOutCell(row: 2, col: 1)])
        #expect(LightsOutRules.apply(.press(row: 4, col: 0), to: state) == nil)
        #expect(LightsOutRules.apply(.press(row: 0, col: -1), to: state) == nil)
    }

    @Test func lightsAlwaysEqualStartPlusPressParity() {
        var generator = SeededGenerator(seed: 21)
        for level in [2, 9, 20, 33, 60] {
            var state = LightsOutRules.newState(params: .level(level), seed: 0)
            for move in 0..<40 {
                let size = state.size
                let press = LightsOutMove.press(
                    row: Int.random(in: 0..<size, using: &generator),
                    col: Int.random(in: 0..<size, using: &generator))
                guard let next = LightsOutRules.apply(press, to: state) else {
                    #expect(LightsOutRules.outcome(of: state) != .playing)
                    break
                }
                state = next
                #expect(state.pressCount == move + 1)
                #expect(state.lights == state.start.pressing(state.pressParity))
            }
        }
    }

    @Test func followingHintsWinsInExactlyPar() throws {
        for level in [1, 8, 16, 30, 45, 90] {
            var state = LightsOutRules.newState(params: .level(level), seed: 0)
            while let hint = LightsOutRules.hint(for: state) {
                let before = LightsOutRules.remainingPar(for: state)
                state = try #require(LightsOutRules.apply(.press(row: hint.row, col: hint.col), to: state))
                #expect(LightsOutRules.remainingPar(for: state) == before - 1)
            }
            #expect(LightsOutRules.outcome(of: state) == .won)
            #expect(state.pressCount == state.par)
        }
    }

    @Test func solutionFromAWanderedBoardStillWins() throws {
        var state = LightsOutRules.newState(params: .level(20), seed: 0)
        for move in [LightsOutMove.press(row: 0, col: 0), .press(row: 4, col: 2), .press(row: 2, col: 2)] {
            state = try #require(LightsOutRules.apply(move, to: state))
        }
        let solution = LightsOutRules.solution(for: state)
        #expect(solution.count == LightsOutBruteForce.chasingMinimum(state.lights))
        for cell in solution {
            state = try #require(LightsOutRules.apply(.press(row: cell.row, col: cell.col), to: state))
        }
        #expect(LightsOutRules.outcome(of: state) == .won)
        #expect(LightsOutRules.solution(for: state).isEmpty && LightsOutRules.hint(for: state) == nil)
        #expect(LightsOutRules.apply(.press(row: 0, col: 0), to: state) == nil)
    }

    @Test func allLightsOnIsALoss() throws {
        // Presses that light a whole 3×3 board, found by the solver, then one press short of it.
        let allLit = try LightsOutBoard(text: "111/111/111")
        let presses = try #require(LightsOutSolver.forSize(3).shortestSolution(for: allLit)).litCells
        let lost = LightsOutRules.newState(params: .custom(size: 3, presses: presses), seed: 0)
        #expect(lost.lights.isAllLit && LightsOutRules.outcome(of: lost) == .lost)
        #expect(LightsOutRules.apply(.press(row: 1, col: 1), to: lost) == nil)
        #expect(LightsOutRules.hint(for: lost) == nil)

        let last = try #require(presses.last)
        let almost = LightsOutRules.newState(params: .custom(size: 3, presses: presses.dropLast()), seed: 0)
        #expect(LightsOutRules.outcome(of: almost) == .playing)
        let reached = try #require(LightsOutRules.apply(.press(row: last.row, col: last.col), to: almost))
        #expect(LightsOutRules.outcome(of: reached) == .lost)
    }

    @Test func customParamsAreClampedNotRejected() {
        let state = LightsOutRules.newState(
            params: .custom(size: 40, presses: [LightsOutCell(row: 19, col: 19), LightsOutCell(row: 22, col: 0)]),
            seed: 0
        )
        #expect(state.size == 20 && state.level == nil)
        #expect(state.lights == LightsOutBoard(size: 20).pressing(row: 19, col: 19))
        #expect(state.par == 1)
        let dark = LightsOutRules.newState(params: .custom(size: 0, presses: []), seed: 0)
        #expect(dark.size == 2 && LightsOutRules.outcome(of: dark) == .won)
    }

    @Test func stateParamsAndMovesRoundTripThroughCodable() throws {
        var state = LightsOutRules.newState(params: .level(18), seed: 0)
        state = try #require(LightsOutRules.apply(.press(row: 1, col: 3), to: state))
        state = try #require(LightsOutRules.apply(.press(row: 1, col: 3), to: state))
        state = try #require(LightsOutRules.apply(.press(row: 4, col: 0), to: state))
        #expect(try roundTrip(state) == state)
        let params: [LightsOutParams] = [.level(7), .custom(size: 5, presses: [LightsOutCell(row: 2, col: 4)])]
        for value in params {
            #expect(try roundTrip(value) == value)
        }
        #expect(try roundTrip(LightsOutMove.press(row: 3, col: 1)) == .press(row: 3, col: 1))
    }

    private func roundTrip<Value: Codable>(_ value: Value) throws -> Value {
        try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
    }
}
