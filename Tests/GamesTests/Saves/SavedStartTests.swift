import Foundation
import GameCore
import LightsOutEngine
import Testing

@testable import LightsOutFeature

/// A save holds its starting position itself: a level's board is taken from the file, not drawn
/// again, so a later level generator cannot change a game in progress (a level saved before the
/// ladder changed keeps its board, whatever its size); a board that could not be played (all
/// dark, a false par) is still refused.
struct SavedStartTests {
    /// Level 1's fresh save with its start board, lights and par replaced (boards as rows of 0
    /// and 1, which JSON writes with escaped slashes).
    static func levelSave(start: String, lights: String, par: Int, parity: String? = nil) throws -> Data {
        func json(_ board: Any) -> String { "\(board)".replacingOccurrences(of: "/", with: "\\/") }
        let scene = LightsOutScene(seed: 1, clock: { 0 }, level: 1)
        let text = String(decoding: try scene.saveData(), as: UTF8.self)
        let state = scene.midEnd.state
        let edited = text.replacingOccurrences(
            of: "\"lights\":\"\(json(state.lights))\"", with: "\"lights\":\"\(json(lights))\""
        )
        .replacingOccurrences(of: "\"start\":\"\(json(state.start))\"", with: "\"start\":\"\(json(start))\"")
        .replacingOccurrences(of: "\"par\":\(state.par)", with: "\"par\":\(par)")
        .replacingOccurrences(
            of: "\"pressParity\":\"\(json(state.pressParity))\"",
            with: "\"pressParity\":\"\(json(parity ?? "\(state.pressParity)"))\"")
        #expect(edited != text || (start == "\(state.start)" && par == state.par))
        return Data(edited.utf8)
    }

    @Test func aLevelPlaysOnTheBoardItWasSavedWith() throws {
        let today = LightsOutLevels.board(forLevel: 1)
        let other = try #require(
            ["100/110/100", "010/111/010", "001/011/001", "111/000/000"].first { $0 != "\(today)" })
        let board = try LightsOutBoard(text: other)
        let par = try #require(LightsOutSolver.forSize(3).minimumPresses(for: board))
        let scene = LightsOutScene(seed: 2, clock: { 0 }, level: 1)
        try scene.restore(from: Self.levelSave(start: other, lights: other, par: par))
        #expect("\(scene.midEnd.state.start)" == other)
        #expect(scene.midEnd.state.level == 1)
        #expect(scene.invariantViolation() == nil)
        // It plays on: Enter shows the cursor, then presses under it.
        for _ in 0..<2 where scene.midEnd.moveCount == 0 { _ = scene.handle(.key(.enter, []), hit: nil) }
        #expect(scene.midEnd.moveCount == 1)
        #expect(scene.invariantViolation() == nil)
    }

    @Test func aBoardThatCannotBeTheLevelsIsRefused() throws {
        let today = "\(LightsOutLevels.board(forLevel: 1))"
        let scene = LightsOutScene(seed: 2, clock: { 0 }, level: 1)
        let before = try scene.saveData()
        // A false par, then a board with no light to put out.
        for data in [
            try Self.levelSave(start: today, lights: today, par: 7),
            try Self.levelSave(start: "000/000/000", lights: "000/000/000", par: 0),
        ] {
            #expect {
                try scene.restore(from: data)
            } throws: { error in
                "\(error)".contains("does not start from a solvable board with its par")
            }
            #expect(try scene.saveData() == before)
        }
    }
}
