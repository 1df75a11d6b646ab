import Layout
import Testing

@testable import GameCore
@testable import GameKit
@testable import SudokuEngine
@testable import SudokuFeature

/// MISTAKES is the player's record: undo and restart do not lower it, and it survives a save.
@Suite struct SudokuMistakesTests {
    @Test func mistakesSurviveUndoRestartAndASave() throws {
        let scene = SudokuScene(seed: 3, clock: { 0 }, difficulty: .easy)
        let cell = try #require((0..<81).first { scene.state.board[$0] == 0 })
        let wrong = try #require((1...9).first { $0 != scene.state.solution[cell] })
        _ = scene.select(cell)
        _ = scene.enter(wrong)
        #expect(scene.mistakes == 1)
        _ = scene.perform(.undo)
        #expect(scene.state.mistakes == 0)
        #expect(scene.mistakes == 1, "undo took the mistake back")
        _ = scene.perform(.redo)
        _ = scene.perform(.restart)
        #expect(scene.mistakes == 1, "restart took the mistake back")
        let restored = SudokuScene(seed: 9, clock: { 0 }, difficulty: .easy)
        try restored.restore(from: scene.saveData())
        #expect(restored.mistakes == 1)
        let list = layout(
            restored.body(size: Size(width: 1280, height: 800), theme: .dark), in: Size(width: 1280, height: 800),
            measurer: FixedMetricTextMeasurer())
        let texts = list.texts
        let label = try #require(texts.firstIndex(of: "MISTAKES"))
        #expect(texts[label + 1] == "1")
    }
}
