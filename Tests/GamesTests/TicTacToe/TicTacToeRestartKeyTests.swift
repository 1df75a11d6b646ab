import AppTestSupport
import Layout
import Testing

@testable import GameCore
@testable import GameKit
@testable import TicTacToeEngine
@testable import TicTacToeFeature

/// R after a finished round starts the next round, and the finished one is counted once.
@Suite struct TicTacToeRestartKeyTests {
    @Test func rAfterTheEndStartsANewRound() {
        let scene = TicTacToeScene(seed: 1, clock: { 0 }, size: 3)
        let driver = OneGameApp(
            scene: scene, size: Size(width: 1280, height: 800), theme: .dark, measurer: FixedMetricTextMeasurer())
        for (row, col) in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)] {
            driver.tap(action: TicTacToeAction.cell(row: row, col: col))
        }
        #expect(scene.state.isOver)
        let played = scene.statistics.played
        driver.key(.character("r"))
        #expect(scene.state.board.markCount == 0)
        #expect(!scene.state.isOver)
        #expect(scene.statistics.played == played)
    }
}
