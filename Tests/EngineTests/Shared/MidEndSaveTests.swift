import Foundation
import Game2048Engine
import GameCore
import LightsOutEngine
import SudokuEngine
import Testing
import TicTacToeEngine

/// The mid-end's save: the start, the moves and the cursor, replayed through the rules.
struct MidEndSaveTests {
    private func roundTrip<Rules: GameRules>(_ midEnd: MidEnd<Rules>, params: Rules.Params) throws -> MidEnd<Rules> {
        let data = try SaveCoding.encode(midEnd.save())
        let restored = MidEnd<Rules>(params: params, seed: 99, clock: { 0 })
        try restored.restore(SaveCoding.decode(MidEnd<Rules>.Save.self, from: data))
        return restored
    }

    /// 2048's new tiles come from the generator the state carries, so replaying the slides from
    /// the saved start gives every board again, tile for tile, redo tail included.
    @Test func a2048GameReplaysExactlyWithItsRedoTail() throws {
        let midEnd = MidEnd<Game2048Rules>(params: .init(size: 8), seed: 42, clock: { 0 })
        let order: [Game2048Direction] = [.down, .left, .right, .up]
        var step = 0
        while midEnd.moveCount < 300 {
            midEnd.apply(.slide(order[step % 4]))
            step += 1
        }
        for _ in 0..<40 { midEnd.undo() }
        let restored = try roundTrip(midEnd, params: .init(size: 4))
        #expect(restored.allPositions() == midEnd.allPositions())
        #expect(restored.cursor == 260)
        #expect(restored.params == midEnd.params)
        #expect(restored.seed == 42)
    }

    /// The save grows by a byte or so a move, not by a board: 500 slides on 8×8 fit in a page.
    @Test func aSaveGrowsWithTheMovesNotWithTheBoards() throws {
        let midEnd = MidEnd<Game2048Rules>(params: .init(size: 8), seed: 1, clock: { 0 })
        let order: [Game2048Direction] = [.down, .left, .right, .up]
        var step = 0
        // The last position is kept whole (one board, whatever the length); the moves are what grows.
        func size() throws -> Int {
            var save = midEnd.save()
            #expect(save.end == midEnd.state)
            save.end = nil
            return try SaveCoding.encode(save).count
        }
        let empty = try size()
        while midEnd.moveCount < 500 {
            midEnd.apply(.slide(order[step % 4]))
            step += 1
        }
        let full = try size()
        // One letter a move, and the cursor going from "0" to "500".
        #expect(full - empty == 500 + 2)
    }

    /// Undo is unlimited within a game: nothing is dropped after 500 moves as before.
    @Test func undoReachesTheStartOfALongGame() throws {
        let midEnd = MidEnd<LightsOutRules>(
            params: .custom(size: 7, presses: [.init(row: 3, col: 3)]), seed: 0, clock: { 0 })
        for index in 0..<1200 {
            #expect(midEnd.apply(.press(row: index % 7, col: (index / 7) % 7)))
        }
        let restored = try roundTrip(midEnd, params: .level(1))
        var undone = 0
        while restored.undo() { undone += 1 }
        #expect(undone == 1200)
        #expect(restored.state == midEnd.allPositions()[0])
    }

    /// A position set without a move (a showcase board) is saved whole and comes back, and the
    /// redo tail after it stays as it was.
    @Test func replaceCurrentIsKeptWholeInTheSave() throws {
        let midEnd = MidEnd<TicTacToeRules>(params: TicTacToeParams(size: 3, k: 3), seed: 0, clock: { 0 })
        midEnd.apply(TicTacToeMove.place(row: 1, col: 1))
        midEnd.apply(TicTacToeMove.place(row: 0, col: 0))
        midEnd.undo()
        let other = TicTacToeRules.apply(.place(row: 2, col: 2), to: midEnd.allPositions()[0])!
        midEnd.replaceCurrent(with: other)
        let tail = midEnd.allPositions()[2]
        let restored = try roundTrip(midEnd, params: TicTacToeParams(size: 3, k: 3))
        #expect(restored.allPositions() == midEnd.allPositions())
        #expect(restored.state == other)
        #expect(restored.redo())
        #expect(restored.state == tail)
        midEnd.discardRedo()
        #expect(!midEnd.canRedo)
        #expect(try roundTrip(midEnd, params: TicTacToeParams(size: 3, k: 3)).allPositions() == midEnd.allPositions())
    }

    /// Moves are tokens of a few bytes; a token the game does not know, a move the rules refuse
    /// there, a cursor past the moves or a kept position outside them is refused with a reason.
    @Test func badMovesAreRefused() throws {
        let midEnd = MidEnd<SudokuRules>(params: SudokuParams(difficulty: .easy), seed: 3, clock: { 0 })
        let blank = try #require((0..<81).first { !midEnd.state.isGiven($0) })
        let given = try #require((0..<81).first { midEnd.state.isGiven($0) })
        midEnd.apply(.toggleNote(cell: blank, digit: 4))
        midEnd.apply(.place(cell: blank, digit: 7))
        midEnd.apply(.fillOneCell)
        let text = String(decoding: try SaveCoding.encode(midEnd.save()), as: UTF8.self)
        let token = "N\(blank / 9)\(blank % 9)4P\(blank / 9)\(blank % 9)7H"
        #expect(text.contains("\"moves\":\"\(token)\""))
        #expect(try roundTrip(midEnd, params: SudokuParams()).allPositions() == midEnd.allPositions())

        func refused(_ edited: String) -> SaveError? {
            let target = MidEnd<SudokuRules>(params: SudokuParams(difficulty: .trivial), seed: 1, clock: { 0 })
            let before = target.allPositions()
            defer { #expect(target.allPositions() == before) }
            do {
                try target.restore(SaveCoding.decode(MidEnd<SudokuRules>.Save.self, from: Data(edited.utf8)))
                return nil
            } catch let error as SaveError {
                return error
            } catch {
                return .unreadable("\(error)")
            }
        }
        let onAGiven = text.replacingOccurrences(
            of: "\"moves\":\"N", with: "\"moves\":\"P\(given / 9)\(given % 9)1N"
        )
        .replacingOccurrences(of: "\"cursor\":3", with: "\"cursor\":4")
        #expect(refused(onAGiven) == .inconsistent("move 1 is not a legal move there"))
        #expect(refused(text.replacingOccurrences(of: token, with: "Z12")) == .unreadable("an unknown move at 'Z12'"))
        #expect(refused(text.replacingOccurrences(of: token, with: "-")) != nil)
        #expect(refused(text.replacingOccurrences(of: "\"cursor\":3", with: "\"cursor\":4")) != nil)
        let anchored = text.replacingOccurrences(
            of: "\"cursor\":3", with: "\"anchors\":[{\"index\":9,\"state\":{}}],\"cursor\":3")
        #expect(refused(anchored) != nil)
        #expect(refused(text.replacingOccurrences(of: "\"version\":2", with: "\"version\":3")) == .newerVersion(3))
    }

    /// A version-1 save (every position) still loads; with a way to name the move between two
    /// positions it becomes moves, and what no move explains is kept whole.
    @Test func aVersion1HistoryLoadsAndBecomesMoves() throws {
        let midEnd = MidEnd<LightsOutRules>(params: .level(3), seed: 0, clock: { 0 })
        midEnd.apply(.press(row: 0, col: 1))
        midEnd.apply(.press(row: 2, col: 2))
        let v1 = MidEnd<LightsOutRules>.Save(
            version: 1, params: .level(3), seed: 0, history: midEnd.allPositions(), cursor: 1, elapsed: 12.5)
        let kept = MidEnd<LightsOutRules>(params: .level(1), seed: 0, clock: { 0 })
        try kept.restore(v1)
        #expect(kept.allPositions() == midEnd.allPositions())
        #expect(kept.save().anchors.count == 2)
        #expect(kept.elapsed == 12.5)

        let derived = MidEnd<LightsOutRules>(params: .level(1), seed: 0, clock: { 0 })
        try derived.restore(
            v1,
            derive: { before, after in
                after.pressParity.litCells.first { !before.pressParity[$0.row, $0.col] }.map {
                    .press(row: $0.row, col: $0.col)
                }
            })
        #expect(derived.allPositions() == midEnd.allPositions())
        #expect(derived.cursor == 1)
        #expect(derived.save().anchors.isEmpty)
        #expect(derived.save().moves == [.press(row: 0, col: 1), .press(row: 2, col: 2)])
    }
}
