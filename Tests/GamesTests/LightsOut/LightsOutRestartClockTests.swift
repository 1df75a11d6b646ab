import AppTestSupport
import Layout
import Testing

@testable import GameCore
@testable import GameKit
@testable import LightsOutEngine
@testable import LightsOutFeature

/// A restart begins the level again: moves and clock together.
@Suite struct LightsOutRestartClockTests {
    final class Clock: @unchecked Sendable {
        var now = 50.0
    }

    @Test func restartResetsTheClockWithTheMoves() throws {
        let clock = Clock()
        let scene = LightsOutScene(seed: 1, clock: { clock.now }, level: 5)
        scene.setActive(true)
        let driver = OneGameApp(
            scene: scene, size: Size(width: 1280, height: 800), theme: .dark, measurer: FixedMetricTextMeasurer())
        driver.key(.enter)
        clock.now += 30
        #expect(scene.midEnd.elapsed >= 29)
        #expect(scene.state.pressCount == 1)
        driver.key(.character("r"))
        #expect(scene.state.pressCount == 0)
        #expect(scene.midEnd.elapsed < 1, "the clock kept \(scene.midEnd.elapsed) s after the restart")
    }
}
