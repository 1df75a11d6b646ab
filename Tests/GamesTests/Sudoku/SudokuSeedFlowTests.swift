import Layout
import Testing

@testable import GameCore
@testable import GameKit
@testable import SudokuEngine
@testable import SudokuFeature

/// Seed 001's order (a digit, the eraser or the flag first, then every clicked cell takes it)
/// beside seed 000's (a cell first, then a digit), through the real layout and hit testing.
@Suite struct SudokuSeedFlowTests {
    @Test func aDigitFirstFillsEveryClickedCell() throws {
        let game = SudokuHarness()
        let cells = game.blanks.prefix(3)
        game.tapPad(5)
        #expect(game.scene.brush == .digit(5))
        #expect(game.shows("5 chosen"))
        #expect(!game.shows("Select a cell first"))
        for cell in cells { game.tapCell(cell) }
        for cell in cells { #expect(game.state.board[cell] == 5) }
        // The digit stays chosen, in the bar and on the pad, until tapped again.
        #expect(game.scene.brush == .digit(5))
        #expect(game.shows("5 chosen"))
        game.tapPad(5)
        #expect(game.scene.brush == nil)
        // Now a click selects again, and a digit goes into the selected cell (seed 000).
        let next = game.blanks[5]
        game.tapCell(next)
        #expect(game.state.board[next] == 0)
        game.tapPad(game.state.solution[next])
        #expect(game.state.board[next] == game.state.solution[next])
        #expect(game.scene.brush == nil)
    }

    @Test func theEraserAndTheFlagAreToolsUsedTheSameWay() throws {
        let game = SudokuHarness()
        let cells = Array(game.blanks.prefix(3))
        game.key(.character("7"))
        for cell in cells { game.tapCell(cell) }
        // From the keyboard, a digit goes into the selected cell whatever is held.
        #expect(game.scene.selected == cells[2])
        game.key(.character("7"))
        #expect(game.state.board[cells[2]] == 0)
        game.key(.character("7"))
        #expect(game.state.board[cells[2]] == 7)
        game.tapPad(7)
        #expect(game.scene.brush == nil)
        game.tapTool(.erase)
        #expect(game.scene.brush == .erase)
        #expect(game.shows("Eraser chosen"))
        for cell in cells.prefix(2) { game.tapCell(cell) }
        #expect(game.state.board[cells[0]] == 0 && game.state.board[cells[1]] == 0)
        #expect(game.state.board[cells[2]] == 7)
        game.tapTool(.flag)
        #expect(game.scene.brush == .flag)
        game.tapCell(cells[0])
        game.tapCell(cells[1])
        #expect(game.state.flags[cells[0]] && game.state.flags[cells[1]])
        // A given refuses the flag and says why; the message goes with the next click.
        let given = game.givens[0]
        game.tapCell(given)
        #expect(!game.state.flags[given])
        #expect(game.shows("is a given"))
        game.tapCell(cells[0])
        #expect(!game.state.flags[cells[0]])
        #expect(!game.shows("is a given"))
        game.tapTool(.flag)
        #expect(game.scene.brush == nil)
    }

    @Test func aCellFirstTheToolsActOnIt() throws {
        let game = SudokuHarness()
        let cell = game.blanks[0]
        game.tapCell(cell)
        game.tapPad(3)
        #expect(game.state.board[cell] == 3)
        game.tapTool(.erase)
        #expect(game.state.board[cell] == 0 && game.scene.brush == nil)
        game.tapTool(.flag)
        #expect(game.state.flags[cell] && game.scene.brush == nil)
    }

    @Test func noStickySelectACellFirst() throws {
        let game = SudokuHarness()
        game.key(.character("4"), .shift)
        #expect(game.shows("Select a cell first"))
        game.tapCell(game.blanks[0])
        #expect(!game.shows("Select a cell first"))
    }

    @Test func onlyTheDigitsOneToNineAreHeld() throws {
        let game = SudokuHarness()
        game.key(.character("Ⅻ"))
        game.key(.character("٣"))
        #expect(game.scene.brush == nil || game.scene.brush == .digit(3))
        #expect((0...9).contains(game.scene.selectedNumber))
        #expect(game.scene.invariantViolation() == nil)
    }

    @Test func theHeldDigitSurvivesASave() throws {
        let game = SudokuHarness()
        game.tapTool(.flag)
        let restored = SudokuHarness(seed: 99)
        try restored.scene.restore(from: game.scene.saveData())
        #expect(restored.scene.brush == .flag)
    }

    @Test func mistakesMadeWithABrushOrAHintStayMade() throws {
        let game = SudokuHarness()
        let cell = game.blanks[0]
        game.tapPad(game.wrongDigit(for: cell))
        game.tapCell(cell)
        #expect(game.scene.mistakes == 1)
        game.driver.perform(.undo)
        game.driver.perform(.restart)
        #expect(game.scene.mistakes == 1)
        game.driver.perform(.redo)
        #expect(game.scene.mistakes == 1)
    }
}

/// The hint button alone, through the real layout and hit testing: every press either shows a
/// new hint or carries the shown one out, until the puzzle is solved.
@Suite struct SudokuHintButtonTests {
    private func playHintsAlone(_ game: SudokuHarness) throws -> Int {
        var presses = 0
        var shown: [SudokuHint] = []
        while game.state.isSolved == false, presses < 1000 {
            let before = (game.state, game.scene.hint)
            #expect(game.tapTool(.hint) != nil, "the Hint button is on screen")
            presses += 1
            let hint = try #require(game.scene.hint ?? before.1, "the press showed nothing")
            if game.state == before.0 {
                // A press that shows: a hint never shown before on this position.
                #expect(game.scene.hint != before.1, "the same hint again without progress")
                #expect(!shown.contains(hint), "a hint repeated: \(hint)")
                shown.append(hint)
                #expect(game.scene.message?.title.isEmpty == false)
            } else {
                shown.removeAll()
            }
        }
        #expect(game.state.isSolved)
        return presses
    }

    @Test func theHintButtonAloneSolvesAnExtremePuzzle() throws {
        let game = SudokuHarness(seed: 5, difficulty: .extreme)
        #expect(try playHintsAlone(game) > 0)
        // Solved by hints alone: solved with help, never a win of the player's own.
        #expect(game.scene.session.record.result == .won)
        #expect(game.scene.session.record.assisted)
        #expect(game.scene.statistics.won == 0)
        #expect(game.scene.helpedWins == 1)
        #expect(game.scene.statistics.bestTime == nil)
    }

    @Test func theHintButtonAloneSolvesEasterMonster() throws {
        let game = SudokuHarness()
        try game.scene.importPuzzle(SudokuHardPuzzles.lines[12])
        #expect(try playHintsAlone(game) > 0)
    }

    @Test func aFlagNeverCoversAPencilMark() throws {
        let game = SudokuHarness()
        let cell = game.blanks[0]
        game.tapCell(cell)
        for digit in 1...9 { game.key(.character(Character(String(digit))), .shift) }
        game.tapTool(.flag)
        #expect(game.state.flags[cell])
        let items = game.items(in: cell)
        let flags = items.filter { $0.command == .fill(.rectangle, game.palette.flag) }
        let notes = items.filter { if case .text = $0.command { return true } else { return false } }
        #expect(flags.count == 1 && notes.count == 9)
        for flag in flags {
            for note in notes {
                let apart =
                    flag.frame.maxX <= note.frame.minX || note.frame.maxX <= flag.frame.minX
                    || flag.frame.maxY <= note.frame.minY || note.frame.maxY <= flag.frame.minY
                #expect(apart, "the flag covers a pencil mark")
            }
        }
    }
}
