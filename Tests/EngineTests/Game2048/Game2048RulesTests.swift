import Foundation
import Testing

@testable import Game2048Engine
@testable import GameCore

struct Game2048RulesTests {
    typealias Rules = Game2048Rules

    @Test func aMoveThatChangesNothingIsNotAMoveAndSpawnsNothing() throws {
        let state = Rules.State(board: try board2048("2,4,8/0,0,0/0,0,0"), seed: 9)
        #expect(Rules.apply(.slide(.left), to: state) == nil)
        #expect(Rules.apply(.slide(.up), to: state) == nil)
        let moved = try #require(Rules.apply(.slide(.down), to: state))
        #expect(moved.tiles.count == 4, "a real move spawns one tile")
        #expect(moved.generator != state.generator)
    }

    @Test func aRealMoveScoresAndRecordsItsTurn() throws {
        let state = Rules.State(board: try board2048(Game2048IdentityTests.text), score: 100, seed: 1)
        let next = try #require(Rules.apply(.slide(.left), to: state))
        #expect(next.score == 112)
        let turn = try #require(next.lastTurn)
        #expect(turn.points == 12)
        #expect(turn.merges.map(\.id) == [7, 8])
        let spawned = try #require(turn.spawned)
        #expect(spawned.id == 9)
        #expect(next.board.tile(id: 9) == spawned)
        #expect(Game2048Rules.slide(state.board, .left).board.tile(at: spawned.cell) == nil)
    }

    @Test func noMoveLeftIsGameOver() throws {
        let stuck = Rules.State(board: try board2048("2,4,2/4,2,4/2,4,2"))
        #expect(Rules.outcome(of: stuck) == .lost)
        for direction in Game2048Direction.allCases {
            #expect(Rules.apply(.slide(direction), to: stuck) == nil)
        }
        let fullWithAPair = Rules.State(board: try board2048("2,4,2/4,2,4/2,4,4"))
        #expect(Rules.outcome(of: fullWithAPair) == .playing)
        #expect(Rules.outcome(of: Rules.State(board: try board2048("2,4,2/4,2,4/2,4,0"))) == .playing)
    }

    @Test func theMoveThatFillsTheBoardWithoutPairsLosesTheGame() throws {
        // After sliding left the only empty cell is (2,2), whose neighbours are 16 and 32.
        let state = Rules.State(board: try board2048("2,4,2/4,2,16/0,8,32"), seed: 5)
        #expect(Rules.outcome(of: state) == .playing)
        let next = try #require(Rules.apply(.slide(.left), to: state))
        #expect(Rules.outcome(of: next) == .lost)
    }

    @Test func reaching2048WinsAndTheQuestionIsAskedOnce() throws {
        let state = Rules.State(board: try board2048("1024,1024,0/0,0,0/0,2,0"), seed: 3)
        #expect(!state.won)
        #expect(Rules.apply(.keepGoing, to: state) == nil, "nothing to keep going from yet")
        let won = try #require(Rules.apply(.slide(.left), to: state))
        #expect(won.won && !won.keepGoing)
        #expect(won.score == 2048)
        #expect(Rules.outcome(of: won) == .won)
        for direction in Game2048Direction.allCases {
            #expect(Rules.apply(.slide(direction), to: won) == nil, "slides wait for the answer")
        }
        let going = try #require(Rules.apply(.keepGoing, to: won))
        #expect(Rules.outcome(of: going) == .playing)
        #expect(going.lastTurn == nil)
        #expect(Rules.apply(.keepGoing, to: going) == nil, "asked once per game")
        let further = try #require(Rules.apply(.slide(.right), to: going))
        #expect(further.won && Rules.outcome(of: further) == .playing)
    }

    @Test func aBoardThatAlreadyHolds2048AsksUnlessToldToKeepGoing() throws {
        let board = try board2048("2048,0,0/0,0,0/0,0,2")
        #expect(Rules.outcome(of: Rules.State(board: board)) == .won)
        #expect(Rules.outcome(of: Rules.State(board: board, keepGoing: true)) == .playing)
    }

    @Test func theSameSeedAndMovesGiveTheSameGame() {
        let moves = directions2048(count: 120, seed: 42)
        let first = play2048(moves, seed: 99)
        let second = play2048(moves, seed: 99)
        #expect(first == second)
        #expect(first.score > 0)
        let starts = Set((UInt64(0)..<20).map { Rules.newState(params: .init(), seed: $0).board.values })
        #expect(starts.count > 1, "different seeds give different games")
        let even = play2048(moves, params: .init(spawnRule: .evenSplit), seed: 99)
        #expect(even.spawnRule == .evenSplit)
        #expect(even != first)
    }

    @Test func paramsOutOfRangeAreClamped() {
        #expect(Rules.newState(params: .init(size: 1), seed: 0).board.rows == 3)
        #expect(Rules.newState(params: .init(size: 20), seed: 0).board.rows == 8)
    }

    @Test func stateSurvivesACodableRoundTripAndPlaysOnIdentically() throws {
        let moves = directions2048(count: 80, seed: 8)
        let state = play2048(Array(moves[..<40]), params: .init(size: 5, spawnRule: .evenSplit), seed: 17)
        #expect(state.lastTurn != nil)
        let data = try JSONEncoder().encode(state)
        let restored = try JSONDecoder().decode(Rules.State.self, from: data)
        #expect(restored == state)
        var original = state
        var resumed = restored
        for direction in moves[40...] {
            original = Rules.apply(.slide(direction), to: original) ?? original
            resumed = Rules.apply(.slide(direction), to: resumed) ?? resumed
        }
        #expect(original == resumed)
        #expect(original != state)
        let params = Rules.Params(size: 6, spawnRule: .evenSplit)
        #expect(try JSONDecoder().decode(Rules.Params.self, from: JSONEncoder().encode(params)) == params)
        for move in [Rules.Move.slide(.up), .keepGoing] {
            #expect(try JSONDecoder().decode(Rules.Move.self, from: JSONEncoder().encode(move)) == move)
        }
    }
}
