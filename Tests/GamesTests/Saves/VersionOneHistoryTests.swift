import Foundation
import Game2048Engine
import Game2048Feature
import GameCore
import LightsOutEngine
import LightsOutFeature
import SudokuEngine
import SudokuFeature
import Testing
import TicTacToeEngine
import TicTacToeFeature

@testable import Game2048Feature
@testable import LightsOutFeature
@testable import SudokuFeature
@testable import TicTacToeFeature

/// A version-1 save (recorded from the build before saves became moves) comes back position for
/// position: the same history, cursor and play time, every step turned into a move.
struct VersionOneHistoryTests {
    struct V1<State: Decodable>: Decodable {
        struct Game: Decodable {
            let history: [State]
            let cursor: Int
            let elapsed: Double
        }
        let game: Game
    }

    static func fixture(_ name: String) throws -> Data {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("LauncherTests/Fixtures/v1/\(name).json")
        return try Data(contentsOf: url)
    }

    static func expect<Rules: GameRules>(_ midEnd: MidEnd<Rules>, matches data: Data) throws {
        let v1 = try JSONDecoder().decode(V1<Rules.State>.self, from: data)
        #expect(midEnd.allPositions() == v1.game.history)
        #expect(midEnd.cursor == v1.game.cursor)
        #expect(midEnd.elapsed == v1.game.elapsed)
        #expect(midEnd.canRedo)
        #expect(midEnd.save().anchors.isEmpty)
        #expect(midEnd.save().moves.allSatisfy { $0 != nil })
    }

    @Test func sudoku() throws {
        let data = try Self.fixture("sudoku")
        let scene = SudokuScene(seed: 1, clock: { 0 })
        try scene.restore(from: data)
        try Self.expect(scene.midEnd, matches: data)
        #expect(scene.midEnd.allPositions().contains { $0.notes.contains { $0 != 0 } })
        #expect(scene.midEnd.allPositions().contains { $0.flags.contains(true) })
        #expect(scene.selected == 39)
    }

    @Test func game2048() throws {
        let data = try Self.fixture("2048")
        let scene = Game2048Scene(seed: 1, clock: { 0 })
        try scene.restore(from: data)
        try Self.expect(scene.midEnd, matches: data)
    }

    @Test func lightsOut() throws {
        let data = try Self.fixture("lightsout")
        let scene = LightsOutScene(seed: 1, clock: { 0 })
        try scene.restore(from: data)
        try Self.expect(scene.midEnd, matches: data)
    }

    @Test func ticTacToe() throws {
        let data = try Self.fixture("tictactoe")
        let scene = TicTacToeScene(seed: 1, clock: { 0 })
        try scene.restore(from: data)
        try Self.expect(scene.midEnd, matches: data)
    }
}
