import AppTestSupport
import Foundation
import Layout
import SDLBackend
import Testing

@testable import GameCore
@testable import GameKit
@testable import LightsOutEngine
@testable import LightsOutFeature

/// Records that mean what they say: a level solved with the solution shown is assisted, the
/// solved message follows 2048's rule for a dismissed dialog, and no level number from
/// anywhere can push play off the ladder.
@Suite struct LightsOutRecordTests {
    /// A hint is help as much as the solution is: one press of H, and the level solved after it
    /// is counted apart, says so, and sets no best.
    @Test func aLevelSolvedAfterAHintIsAssisted() throws {
        let game = LightsOutHarness(level: 3)
        #expect(!game.scene.attempt.assisted)
        game.driver.key(.character("h"))
        #expect(game.scene.hint != nil && game.scene.attempt.assisted)
        #expect(game.solveBySolver(secondsPerPress: 5) == game.scene.state.par)
        let message = try #require(game.driver.list.texts.first { $0.contains("par") })
        #expect(message.contains("with help") && !message.contains("perfect"), "\(message)")
        #expect(game.scene.statistics.won == 0 && game.scene.statistics.bestTime == nil)
        #expect(game.scene.statistics.extra[GameRecord.assistedWonKey] == 1)
        #expect(game.scene.results.last?.assisted == true)
    }

    @Test func aLevelSolvedAfterTheSolutionWasShownIsAssisted() throws {
        let game = LightsOutHarness(level: 3)
        game.driver.tap(action: LightsOutAction.toggleSolution)
        game.driver.tap(action: LightsOutAction.toggleSolution)
        #expect(!game.scene.showSolution && game.scene.attempt.assisted, "hiding it again does not undo the help")
        #expect(game.solveBySolver(secondsPerPress: 5) == game.scene.state.par)
        let texts = game.driver.list.texts
        #expect(texts.contains("Solved!"))
        let message = try #require(texts.first { $0.contains("par") })
        #expect(message.contains("with help") && !message.contains("perfect"), "\(message)")
        // Solved with help: counted apart from the player's own wins, never a best.
        #expect(game.scene.statistics.won == 0)
        #expect(game.scene.statistics.bestTime == nil && game.scene.statistics.extra["bestTime.3x3"] == nil)
        #expect(game.scene.statistics.extra[GameRecord.assistedWonKey] == 1)
        #expect(game.scene.results.last?.assisted == true && game.scene.results.last?.isPerfect == false)
        #expect(game.scene.statisticsLine == "Solved 1 (1 assisted) · level 3")

        // The next level, played alone, is perfect and timed.
        game.driver.key(.enter)
        #expect(game.scene.state.level == 4 && !game.scene.attempt.assisted)
        _ = game.solveBySolver(secondsPerPress: 5)
        #expect(game.driver.list.texts.contains { $0.contains("perfect!") })
        #expect(game.scene.statistics.bestTime != nil && game.scene.statistics.won == 1)
        #expect(game.scene.statistics.extra[GameRecord.assistedWonKey] == 1)
        #expect(game.scene.statisticsLine == "Solved 2 (1 assisted) · level 4")

        // The message has the keyboard: Escape closes it, then Y opens the history.
        game.driver.key(.escape)
        game.driver.key(.character("y"))
        #expect(game.driver.list.texts.contains("assisted"))
        #expect(game.driver.list.texts.contains { $0.hasSuffix("1 at par · 1 assisted") })
    }

    @Test func theSolutionShownAfterTheWinOrBeforeANewLevelCountsRightly() throws {
        let game = LightsOutHarness(level: 3)
        _ = game.solveBySolver()
        // S is no key of the message: it stays behind it until Escape closes the message.
        game.driver.key(.character("s"))
        #expect(!game.scene.showSolution)
        game.driver.key(.escape)
        game.driver.key(.character("s"))
        #expect(game.scene.showSolution)
        #expect(game.scene.statistics.bestTime != nil, "shown after the win: the win stands")
        #expect(game.scene.results.last?.assisted == false)
        // ▶ with the solution still on: the new level is played with it.
        game.driver.key(.character("]"))
        #expect(game.scene.showSolution && game.scene.attempt.assisted)
    }

    @Test func theHelpIsKeptAcrossASaveAndOldSavesReadAsUnassisted() throws {
        let game = LightsOutHarness(level: 5)
        game.driver.key(.character("s"))
        game.driver.key(.character("s"))
        game.tapLight(LightsOutCell(row: 0, col: 0))
        let data = try game.scene.saveData()
        let other = LightsOutHarness(level: 1)
        try other.scene.restore(from: data)
        #expect(other.scene.attempt.assisted)
        _ = other.solveBySolver()
        #expect(other.scene.results.last?.assisted == true && other.scene.statistics.bestTime == nil)

        let old = try #require(String(data: data, encoding: .utf8)).replacingOccurrences(
            of: "\"assisted\":true,", with: "")
        #expect(!old.contains("assisted"))
        try other.scene.restore(from: Data(old.utf8))
        #expect(!other.scene.attempt.assisted)
    }

    /// 2048's rule: Escape closes the message for this step only; an undo and a redo back into the
    /// same end are steps, so the message is back.
    @Test func undoThenRedoIntoADismissedEndShowsTheMessageAgain() {
        let game = LightsOutHarness(level: 3)
        _ = game.solveBySolver()
        #expect(game.scene.showsResult)
        game.driver.key(.escape)
        #expect(!game.scene.showsResult && !game.driver.list.texts.contains("Solved!"))
        // Looking at the history and closing it is no step: the message stays closed.
        game.driver.key(.character("y"))
        game.driver.key(.character("y"))
        #expect(!game.driver.list.texts.contains("Solved!"))
        game.driver.perform(.undo)
        #expect(game.scene.midEnd.outcome == .playing)
        game.driver.perform(.redo)
        #expect(game.scene.midEnd.outcome == .won)
        #expect(game.driver.list.texts.contains("Solved!"))
        #expect(game.scene.statistics.won == 1, "the win still counts once")
    }

    @Test func levelStepsNeverLeaveTheLadder() throws {
        let top = LightsOutHarness(level: .max)
        #expect(top.scene.state.level == LightsOutLevels.lastLevel)
        #expect(top.driver.key(.character("]")).isEmpty, "no level after the last")
        #expect(top.driver.list.frame(ofAction: LightsOutAction.nextLevel) == nil, "▶ is disabled")
        #expect(top.scene.state.level == LightsOutLevels.lastLevel)
        top.driver.key(.character("["))
        #expect(top.scene.state.level == LightsOutLevels.lastLevel - 1)
        #expect(top.scene.invariantViolation() == nil)

        let bottom = LightsOutHarness(level: .min)
        #expect(bottom.scene.state.level == 1)
        #expect(bottom.driver.key(.character("p")).isEmpty)
    }

    @Test func savesWithALevelOffTheLadderAreRefusedWithTheRange() throws {
        let game = LightsOutHarness(level: 9)
        let good = try #require(String(data: try game.scene.saveData(), encoding: .utf8))
        let before = try game.scene.saveData()
        for fields in [["\"ladderLevel\":9"], ["\"level\":9", "\"_0\":9"]] {
            let bad = fields.reduce(good) {
                $0.replacingOccurrences(of: $1, with: $1.dropLast() + "9223372036854775807")
            }
            let field = fields[0]
            #expect(bad != good)
            do {
                try game.scene.restore(from: Data(bad.utf8))
                Issue.record("a save at level 9223372036854775807 was accepted (\(field))")
            } catch {
                #expect("\(error)".contains("9223372036854775807"), "\(error)")
            }
        }
        #expect(try game.scene.saveData() == before)
    }

    /// A save keeps its own board: a level saved when the ladder gave that number another board
    /// plays on with it, and a fresh attempt then starts the ladder's board.
    @Test func oldSavesKeepTheirOwnBoards() throws {
        let game = LightsOutHarness(level: 12)
        let current = LightsOutLevels.board(forLevel: 12)
        let older = LightsOutBoard(size: 4).pressing(row: 0, col: 0).pressing(row: 3, col: 2)
        #expect(older != current)
        func escaped(_ board: LightsOutBoard) -> String { board.description.replacingOccurrences(of: "/", with: "\\/") }
        let json = try #require(String(data: try game.scene.saveData(), encoding: .utf8))
        let old = json.replacingOccurrences(of: escaped(current), with: escaped(older))
            .replacingOccurrences(of: "\"par\":\(game.scene.state.par)", with: "\"par\":2")
            .replacingOccurrences(of: "\"assisted\":false,", with: "")
        #expect(old.contains(escaped(older)) && old.contains("\"par\":2"))
        let other = LightsOutHarness(level: 1)
        try other.scene.restore(from: Data(old.utf8))
        #expect(other.scene.state.level == 12 && other.scene.state.start == older && other.scene.state.par == 2)
        #expect(other.scene.invariantViolation() == nil)
        other.driver.perform(.newGame)
        #expect(other.scene.state.start == current)

        // The board must still be solvable in its par.
        let wrongPar = old.replacingOccurrences(of: "\"par\":2", with: "\"par\":1")
        #expect(throws: (any Error).self) { try game.scene.restore(from: Data(wrongPar.utf8)) }
    }
}

/// `tessera play lightsout --level N` goes through the descriptor's option rules, then the scene.
@Suite struct LightsOutCommandLineLevelTests {
    @Test func levelsOffTheLadderAreRefusedWithTheRange() {
        let rules = LightsOutScene.descriptor.options
        for level in [0, -1, LightsOutLevels.lastLevel + 1, Int.max, Int.min] {
            #expect(
                throws: CLIFailure("--level for Lights Out must be 1 to 1000000, not \(level)")
            ) { try rules.validate(GameOptions(level: level), title: "Lights Out") }
        }
        #expect((try? rules.validate(GameOptions(level: LightsOutLevels.lastLevel), title: "Lights Out")) != nil)
    }

    @Test func theLastLevelFromTheCommandLinePlaysAndStaysOnTheLadder() {
        let clock = LightsOutTestClock()
        let launch = GameLaunch(seed: 1, clock: { clock.now }, options: GameOptions(level: LightsOutLevels.lastLevel))
        let scene = LightsOutScene.descriptor.makeScene(launch)
        let driver = OneGameApp(
            scene: scene, size: Size(width: 480, height: 640), theme: .light, measurer: FixedMetricTextMeasurer())
        #expect(driver.key(.character("]")).isEmpty)
        #expect(driver.key(.character(".")).isEmpty)
        #expect(scene.invariantViolation() == nil)
        #expect((scene as? LightsOutScene)?.state.level == LightsOutLevels.lastLevel)
    }
}
