import AppTestSupport
import Layout
import Testing

@testable import GameCore
@testable import GameKit
@testable import TicTacToeEngine
@testable import TicTacToeFeature

/// The Tic-tac-toe keys in docs/playing.md no other test presses: ? rings the hint as H does, and F steps
/// who makes the first move against the computer (against a friend there is no choice to make).
@Suite struct TicTacToeKeysTests {
    @Test func questionMarkRingsTheHintLikeH() {
        let scene = TicTacToeSceneFixture.scene()
        let driver = TicTacToeSceneFixture.driver(scene)
        for digit in "1425" { driver.key(.character(digit)) }
        #expect(scene.hint == nil)
        driver.key(.character("?"))
        #expect(scene.hint == TicTacToeCell(row: 0, col: 2))
        driver.key(.enter)
        #expect(scene.state.winner == .x)
    }

    /// A keyboard types ? as Shift+/, and SDL reports the key by its unshifted symbol, /.
    @Test func shiftSlashIsTheQuestionMarkKey() {
        let scene = TicTacToeSceneFixture.scene()
        let driver = TicTacToeSceneFixture.driver(scene)
        for digit in "1425" { driver.key(.character(digit)) }
        driver.key(.character("/"), .shift)
        #expect(scene.hint == TicTacToeCell(row: 0, col: 2))
    }

    @Test func fStepsWhoStartsAgainstTheComputerOnly() {
        let scene = TicTacToeSceneFixture.scene(opponent: .computer(.medium))
        let driver = TicTacToeSceneFixture.driver(scene)
        #expect(scene.settings.starter == .you)
        driver.key(.character("f"))
        #expect(scene.settings.starter == .computer)
        driver.key(.character("f"))
        #expect(scene.settings.starter == .alternate)

        let friends = TicTacToeSceneFixture.scene()
        let play = TicTacToeSceneFixture.driver(friends)
        play.key(.character("f"))
        #expect(friends.settings.starter == .you)
    }
}
