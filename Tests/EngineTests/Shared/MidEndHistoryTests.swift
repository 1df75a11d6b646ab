import GameCore
import LightsOutEngine
import Testing

/// The mid-end keeps the moves and only some positions whole; every position it gives must be
/// the one a plain list of every position would, whatever mix of moves, undo, redo, replaced
/// positions and dropped redo made the history.
struct MidEndHistoryTests {
    /// A model of the history: every position kept, as the mid-end once did.
    struct Model {
        var positions: [LightsOutState]
        var cursor = 0
    }

    @Test(arguments: [1, 2, 3])
    func positionsMatchAPlainListOfEveryPosition(seed: UInt64) {
        let params = LightsOutParams.custom(size: 7, presses: [.init(row: 3, col: 3)])
        let midEnd = MidEnd<LightsOutRules>(params: params, seed: 0, clock: { 0 })
        var model = Model(positions: [midEnd.state])
        var random = SeededGenerator(seed: seed)
        for _ in 0..<3000 {
            switch random.next() % 10 {
            case 0, 1:
                if midEnd.undo() { model.cursor -= 1 }
            case 2:
                if midEnd.redo() { model.cursor += 1 }
            case 3 where random.next() % 20 == 0:
                // A computed change folded into the position on screen (as a reply is).
                let cell = Int(random.next() % 49)
                let changed =
                    LightsOutRules.apply(.press(row: cell / 7, col: cell % 7), to: midEnd.state) ?? midEnd.state
                midEnd.replaceCurrent(with: changed)
                model.positions[model.cursor] = changed
            default:
                let cell = Int(random.next() % 49)
                if midEnd.apply(.press(row: cell / 7, col: cell % 7)) {
                    model.positions.removeSubrange((model.cursor + 1)...)
                    model.positions.append(midEnd.state)
                    model.cursor += 1
                }
            }
            #expect(midEnd.cursor == model.cursor)
            #expect(midEnd.state == model.positions[model.cursor])
        }
        #expect(midEnd.positionCount == model.positions.count)
        #expect(midEnd.allPositions() == model.positions)
        for index in stride(from: 0, to: model.positions.count, by: 37) {
            #expect(midEnd.position(at: index) == model.positions[index], "position \(index)")
        }
        // The save replays to the same history, its end position checked.
        let restored = MidEnd<LightsOutRules>(params: .level(1), seed: 1, clock: { 0 })
        #expect(throws: Never.self) { try restored.restore(midEnd.save()) }
        #expect(restored.allPositions() == model.positions)
        #expect(restored.cursor == model.cursor)
    }

    /// A save whose moves reach another last position than it recorded (a rule changed since)
    /// is refused as such.
    @Test func aReplayThatReachesAnotherEndIsRefused() throws {
        let midEnd = MidEnd<LightsOutRules>(params: .level(40), seed: 40, clock: { 0 })
        #expect(midEnd.apply(.press(row: 0, col: 0)))
        #expect(midEnd.apply(.press(row: 1, col: 1)))
        var save = midEnd.save()
        save.end = LightsOutRules.apply(.press(row: 2, col: 2), to: midEnd.state)
        let restored = MidEnd<LightsOutRules>(params: .level(1), seed: 1, clock: { 0 })
        #expect(throws: SaveError.changedRules("its moves no longer lead to the position it was saved with")) {
            try restored.restore(save)
        }
        #expect(restored.positionCount == 1, "a refused save changes nothing")
    }
}
