import Testing

@testable import GameCore
@testable import GameKit
@testable import LightsOutEngine
@testable import LightsOutFeature

/// The clock and the help rule through a dialog and a restart, as a player meets them: time
/// under a dialog is not play, and starting a helped attempt again does not wash the help away.
@Suite struct LightsOutClockAndRestartTests {
    /// The level picker covers the board for a minute: the clock shows only the time played
    /// before and after it.
    @Test func theClockStopsWhileADialogCoversTheBoard() throws {
        let game = LightsOutHarness(level: 3)
        game.tapLight(LightsOutCell(row: 0, col: 0))
        game.clock.now += 10
        #expect(game.scene.midEnd.elapsed == 10)
        game.driver.key(.character("l"))
        #expect(game.scene.modal != nil, "L opens the level picker")
        game.clock.now += 60
        #expect(game.scene.midEnd.elapsed == 10, "the clock ran under the picker")
        game.driver.key(.escape)
        #expect(game.scene.modal == nil)
        game.clock.now += 5
        #expect(game.scene.midEnd.elapsed == 15)
    }

    /// A hint, then R: the attempt starts again from its first board but stays helped, so its
    /// win is counted apart and sets no best.
    @Test func aRestartedAttemptThatWasHelpedStaysHelped() throws {
        let game = LightsOutHarness(level: 3)
        game.tapLight(LightsOutCell(row: 0, col: 0))
        game.driver.key(.character("h"))
        #expect(game.scene.attempt.assisted)
        let first = game.scene.midEnd.start
        game.driver.key(.character("r"))
        #expect(game.scene.state == first && !game.scene.session.hasMoves, "R goes back to the first board")
        #expect(game.scene.attempt.assisted, "the restart kept the help")
        #expect(game.solveBySolver(secondsPerPress: 5) == game.scene.state.par)
        #expect(game.scene.statistics.won == 0 && game.scene.statistics.bestTime == nil)
        #expect(game.scene.statistics.extra[GameRecord.assistedWonKey] == 1)
    }
}
