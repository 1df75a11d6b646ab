import Testing

@testable import Game2048Engine
@testable import GameCore

struct Game2048IdentityTests {
    // Ids in row-major order: 0:(0,0)2 1:(0,1)2 2:(0,2)4 3:(2,3)2 4:(3,0)4 5:(3,2)4 6:(3,3)8.
    static let text = "2,2,4,0/0,0,0,0/0,0,0,2/4,0,4,8"

    @Test func slidingLeftReportsWhereEveryTileWentAndWhichTwoMerged() throws {
        let board = try board2048(Self.text)
        #expect(board.nextTileID == 7)
        let result = Game2048Rules.slide(board, .left)
        let cell = Game2048Cell.init(row:col:)
        #expect(
            Set(result.motions) == [
                Game2048TileMotion(id: 0, value: 2, from: cell(0, 0), to: cell(0, 0), mergedInto: 7),
                Game2048TileMotion(id: 1, value: 2, from: cell(0, 1), to: cell(0, 0), mergedInto: 7),
                Game2048TileMotion(id: 2, value: 4, from: cell(0, 2), to: cell(0, 1)),
                Game2048TileMotion(id: 3, value: 2, from: cell(2, 3), to: cell(2, 0)),
                Game2048TileMotion(id: 4, value: 4, from: cell(3, 0), to: cell(3, 0), mergedInto: 8),
                Game2048TileMotion(id: 5, value: 4, from: cell(3, 2), to: cell(3, 0), mergedInto: 8),
                Game2048TileMotion(id: 6, value: 8, from: cell(3, 3), to: cell(3, 1)),
            ])
        #expect(
            result.merges == [
                Game2048Merge(id: 7, value: 4, cell: cell(0, 0), leadingSourceID: 0, trailingSourceID: 1),
                Game2048Merge(id: 8, value: 8, cell: cell(3, 0), leadingSourceID: 4, trailingSourceID: 5),
            ])
        #expect(
            result.board.tiles == [
                Game2048Tile(id: 7, value: 4, row: 0, col: 0),
                Game2048Tile(id: 2, value: 4, row: 0, col: 1),
                Game2048Tile(id: 3, value: 2, row: 2, col: 0),
                Game2048Tile(id: 8, value: 8, row: 3, col: 0),
                Game2048Tile(id: 6, value: 8, row: 3, col: 1),
            ])
        #expect(result.board.nextTileID == 9)
    }

    @Test func theLeadingSourceIsTheTileNearerTheWall() throws {
        let result = Game2048Rules.slide(try board2048(Self.text), .right)
        let top = try #require(result.merges.first { $0.cell == Game2048Cell(row: 0, col: 2) })
        #expect(top.leadingSourceID == 1)
        #expect(top.trailingSourceID == 0)
        #expect(top.value == 4)
        let moved = try #require(result.motions.first { $0.id == 2 })
        #expect(moved.to == Game2048Cell(row: 0, col: 3))
        #expect(moved.mergedInto == nil)
    }

    @Test func mergedTilesGetFreshIdsAndAMoveOnlyEverAddsNewerIds() {
        var state = Game2048Rules.newState(params: .init(), seed: 7)
        #expect(state.tiles.map(\.id).sorted() == [0, 1])
        for direction in directions2048(count: 300, seed: 11) {
            guard let next = Game2048Rules.apply(.slide(direction), to: state) else { continue }
            let before = Set(state.tiles.map(\.id))
            let after = next.tiles.map(\.id)
            #expect(Set(after).count == after.count, "ids are unique on the board")
            let newest = before.max() ?? -1
            for id in after where !before.contains(id) {
                #expect(id > newest, "a new tile never takes an old id")
            }
            let turn = next.lastTurn
            #expect(turn?.direction == direction)
            #expect(turn?.spawned?.id == after.max())
            #expect(next.tiles.count == state.tiles.count - (turn?.merges.count ?? 0) + 1)
            state = next
        }
    }

    @Test func everyMotionLandsWhereTheNewBoardSaysAndMergesReplaceBothSources() {
        var state = Game2048Rules.newState(params: .init(size: 5), seed: 3)
        for direction in directions2048(count: 200, seed: 5) {
            let result = Game2048Rules.slide(state.board, direction)
            #expect(result.motions.count == state.tiles.count)
            for motion in result.motions {
                let origin = state.board.tile(id: motion.id)
                #expect(origin?.cell == motion.from && origin?.value == motion.value)
                if let mergedID = motion.mergedInto {
                    let merge = result.merges.first { $0.id == mergedID }
                    #expect(merge?.sourceIDs.contains(motion.id) == true)
                    #expect(merge?.cell == motion.to)
                    #expect(result.board.tile(id: motion.id) == nil)
                } else {
                    #expect(result.board.tile(id: motion.id)?.cell == motion.to)
                }
            }
            for merge in result.merges {
                #expect(result.board.tile(id: merge.id) == merge.tile)
            }
            state = Game2048Rules.apply(.slide(direction), to: state) ?? state
        }
    }
}
