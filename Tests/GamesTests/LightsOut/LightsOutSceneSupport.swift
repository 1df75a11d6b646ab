import AppTestSupport
import Layout
import SDLBackend

@testable import GameCore
@testable import GameKit
@testable import LightsOutEngine
@testable import LightsOutFeature

/// A clock the test moves by hand, so timers read the same on every run.
final class LightsOutTestClock {
    var now = 1000.0
}

/// A scene and a driver over the real layout, with fixed-metric text so no SDL is needed.
struct LightsOutHarness {
    let clock = LightsOutTestClock()
    let scene: LightsOutScene
    let driver: OneGameApp

    /// `advanceAfterWin` is off unless asked for: most tests play a level to its message, and
    /// `LightsOutAdvanceTests` plays the game's default, moving on.
    init(
        level: Int = 1, size: Size = Size(width: 1280, height: 800), theme: Theme = .dark,
        advanceAfterWin: Bool = false
    ) {
        let clock = self.clock
        scene = LightsOutScene(seed: 0, clock: { clock.now }, level: level)
        scene.advanceAfterWin = advanceAfterWin
        driver = OneGameApp(scene: scene, size: size, theme: theme, measurer: FixedMetricTextMeasurer())
    }

    init(
        params: LightsOutParams, size: Size = Size(width: 1280, height: 800), theme: Theme = .dark,
        advanceAfterWin: Bool = false
    ) {
        let clock = self.clock
        scene = LightsOutScene(params: params, clock: { clock.now })
        scene.advanceAfterWin = advanceAfterWin
        driver = OneGameApp(scene: scene, size: size, theme: theme, measurer: FixedMetricTextMeasurer())
    }

    var lights: LightsOutBoard { scene.state.lights }

    @discardableResult
    func tapLight(_ cell: LightsOutCell) -> SceneUpdate? {
        driver.tap(action: LightsOutAction.light(row: cell.row, col: cell.col))
    }

    /// Plays hints until the level is over, `secondsPerPress` apart; returns how many presses
    /// that took.
    /// Presses a shortest solution, one light at a time, as a player who knows it would: the
    /// solver's next press, never the hint button (a hint is help, and the win would count
    /// as assisted).
    func solveBySolver(secondsPerPress: Double = 0) -> Int {
        var presses = 0
        while scene.midEnd.outcome == .playing, presses < 200 {
            guard let hint = LightsOutRules.hint(for: scene.state) else { break }
            if presses > 0 { clock.now += secondsPerPress }
            tapLight(hint)
            presses += 1
        }
        return presses
    }
}
