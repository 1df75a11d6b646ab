import Foundation
import Testing

@testable import GameCore
@testable import GameKit
@testable import SudokuEngine
@testable import SudokuFeature

/// A save keeps the games undo and redo lead to already encoded and writes them around the game on
/// screen: the file must be the very bytes the encoder writes for the whole envelope, at every
/// step, and it must follow those games as they change.
@Suite struct SaveAssemblyTests {
    /// The save, decoded as an envelope, and that envelope encoded again in one piece.
    func bothWays<Rules, Extras>(_ session: GameSession<Rules, Extras>) throws -> (
        saved: Data, whole: Data, envelope: SessionEnvelope<Rules, Extras>
    ) {
        let saved = try session.saveData()
        let envelope = try SaveCoding.decode(SessionEnvelope<Rules, Extras>.self, from: saved)
        return (saved, try SaveCoding.encode(envelope), envelope)
    }

    @Test func theSavedBytesAreTheWholeEnvelopesAtEveryStep() throws {
        let scene = SudokuScene(seed: 3, clock: { 0 }, difficulty: .easy)
        let session = scene.session
        var blanks = (0..<81).filter { scene.state.board[$0] == 0 }
        func move() {
            let cell = blanks.removeFirst()
            _ = scene.select(cell)
            _ = scene.enter(scene.state.solution[cell])
        }
        var expected: [(earlier: Int, later: Int)] = []
        var seen: [(earlier: Int, later: Int)] = []
        func check(_ earlier: Int, _ later: Int) throws {
            let (saved, whole, envelope) = try bothWays(session)
            #expect(saved == whole, "the assembled save differs from the encoder's")
            expected.append((earlier, later))
            seen.append((envelope.earlier.count, envelope.later.count))
            #expect(envelope.current.game.moves.count == session.midEnd.moveCount)
        }
        move()
        try check(0, 0)
        _ = scene.startNewGame(.medium)
        blanks = (0..<81).filter { scene.state.board[$0] == 0 }
        try check(1, 0)
        move()
        move()
        // The games left are kept encoded; the one on screen changes under them.
        try check(1, 0)
        _ = scene.startNewGame(.hard)
        blanks = (0..<81).filter { scene.state.board[$0] == 0 }
        try check(2, 0)
        _ = session.undo()
        try check(1, 1)
        _ = session.redo()
        try check(2, 0)
        move()
        try check(2, 0)
        #expect(seen.map(\.earlier) == expected.map(\.earlier))
        #expect(seen.map(\.later) == expected.map(\.later))
        // What the file holds comes back whole: undo still reaches both games left.
        let restored = SudokuScene(seed: 9, clock: { 0 }, difficulty: .easy)
        try restored.restore(from: try session.saveData())
        #expect(try restored.saveData() == (try session.saveData()))
    }
}
