import Testing

@testable import Game2048Engine
@testable import GameCore

struct Game2048TransitionTests {
    typealias Rules = Game2048Rules

    @Test func aForwardMoveAnimatesFromItsOwnRecord() throws {
        let before = Rules.State(board: try board2048(Game2048IdentityTests.text), seed: 4)
        let after = try #require(Rules.apply(.slide(.left), to: before))
        let transition = Rules.transition(from: before, to: after)
        let turn = try #require(after.lastTurn)
        #expect(transition.isMove)
        #expect(transition.motions == turn.motions)
        #expect(transition.merges.map(\.sourceIDs) == [[0, 1], [4, 5]])
        #expect(transition.appeared == [try #require(turn.spawned)])
        #expect(transition.vanished.isEmpty)
        #expect(transition.points == 12)
    }

    @Test func undoGlidesBackBringingMergedSourcesBack() throws {
        let before = Rules.State(board: try board2048(Game2048IdentityTests.text), seed: 4)
        let after = try #require(Rules.apply(.slide(.left), to: before))
        let undo = Rules.transition(from: after, to: before)
        #expect(!undo.isMove)
        #expect(undo.points == 0)
        #expect(Set(undo.vanished.map(\.id)) == Set([7, 8, after.lastTurn?.spawned?.id ?? -1]))
        #expect(Set(undo.appeared.map(\.id)) == [0, 1, 4, 5])
        let back = try #require(undo.motions.first { $0.id == 6 })
        #expect(back.from == Game2048Cell(row: 3, col: 1) && back.to == Game2048Cell(row: 3, col: 3))
    }

    @Test func aStateFromAnotherGameIsNotMistakenForAMove() throws {
        let other = Rules.newState(params: .init(), seed: 1)
        let before = Rules.State(board: try board2048(Game2048IdentityTests.text), seed: 4)
        let after = try #require(Rules.apply(.slide(.left), to: before))
        #expect(!Rules.transition(from: other, to: after).isMove)
    }

    @Test func everyTileOfTheNextStateIsAccountedForExactlyOnce() {
        var state = Rules.newState(params: .init(size: 4), seed: 21)
        for direction in directions2048(count: 150, seed: 22) {
            guard let next = Rules.apply(.slide(direction), to: state) else { continue }
            let transition = Rules.transition(from: state, to: next)
            #expect(transition.isMove)
            let survivors = transition.motions.filter { $0.mergedInto == nil }.map(\.id)
            let accounted = survivors + transition.merges.map(\.id) + transition.appeared.map(\.id)
            #expect(accounted.sorted() == next.tiles.map(\.id).sorted())
            #expect(Set(transition.motions.map(\.id)) == Set(state.tiles.map(\.id)))
            state = next
        }
    }
}
