import Foundation
import Layout
import SnapshotSupport
import Testing

@testable import GameCore
@testable import GameKit
@testable import SudokuEngine
@testable import SudokuFeature

/// What issue 32 adds to Sudoku, played through the real app: fill and clear every note as one
/// undo step, pause (the board hidden, the clock held), the selected cell's box shaded (a
/// remembered switch) and marks for wrong digits and conflicts that are not colour alone.
@Suite struct SudokuDepthTests {
    /// A few notes of the player's own in two blanks, so "before" is not empty.
    static func pencilSome(_ game: SudokuHarness) {
        for (cell, digits) in [(game.blanks[0], [1, 5]), (game.blanks[7], [2])] {
            game.tapCell(cell)
            for digit in digits { game.key(.character(Character(String(digit))), .shift) }
        }
    }

    @Test func fillThenUndoRestoresTheExactNotesBefore() throws {
        let game = SudokuHarness()
        Self.pencilSome(game)
        let wrongCell = game.blanks[3]
        game.tapCell(wrongCell)
        game.tapPad(game.wrongDigit(for: wrongCell))
        let before = game.state
        let moves = game.scene.midEnd.positionCount

        game.key(.character("m"))
        #expect(game.scene.midEnd.positionCount == moves + 1, "one move")
        // From the board as it stands, the wrong digit included: never the solution.
        let expected = SudokuCandidates(grid: before.board)
        for cell in 0..<81 where before.board[cell] == 0 {
            #expect(game.state.notes[cell] == expected.masks[cell])
        }
        #expect(game.state.board == before.board)
        #expect(!game.scene.session.record.assisted, "filling notes is not help")
        let filled = game.state

        game.key(.character("z"), .control)
        #expect(game.state == before, "one undo takes the whole fill back")
        game.key(.character("z"), [.control, .shift])
        #expect(game.state == filled, "and redo brings it back")

        // The button does the same, and is one undo step too.
        game.key(.character("z"), .control)
        _ = try #require(game.tapTool(.fillNotes))
        #expect(game.state.notes != before.notes)
        game.key(.character("z"), .control)
        #expect(game.state == before)
    }

    @Test func clearThenUndoBringsEveryNoteBack() throws {
        let game = SudokuHarness()
        Self.pencilSome(game)
        game.key(.character("m"))
        let filled = game.state
        game.key(.character("x"))
        #expect(game.state.notes.allSatisfy { $0 == 0 })
        game.key(.character("z"), .control)
        #expect(game.state == filled)
        _ = try #require(game.tapTool(.clearNotes))
        #expect(game.state.notes.allSatisfy { $0 == 0 })
        // Nothing left: no move, and the status says why.
        let moves = game.scene.midEnd.positionCount
        game.key(.character("x"))
        #expect(game.scene.midEnd.positionCount == moves)
        #expect(game.shows("No notes to clear"))
    }

    /// The fill is a move like any other: saved as one token and replayed on restore.
    @Test func aFillIsSavedAsAMove() throws {
        let game = SudokuHarness()
        Self.pencilSome(game)
        game.key(.character("m"))
        let data = try game.scene.saveData()
        #expect(String(decoding: data, as: UTF8.self).contains("M"))
        let other = SudokuHarness(seed: 99)
        try other.scene.restore(from: data)
        #expect(other.state == game.state)
        other.key(.character("z"), .control)
        #expect(other.state.notes != game.state.notes)
        #expect(other.scene.invariantViolation() == nil)
    }

    /// The rectangle the board's cells cover.
    static func boardFrame(_ game: SudokuHarness) throws -> Rect {
        let first = try #require(game.frame(of: 0))
        let last = try #require(game.frame(of: 80))
        return Rect(x: first.minX, y: first.minY, width: last.maxX - first.minX, height: last.maxY - first.minY)
    }

    static func boardDigits(_ list: DisplayList, in board: Rect) -> [String] {
        list.items.compactMap { item -> String? in
            guard let text = item.text, item.frame.minX < board.maxX, board.minX < item.frame.maxX,
                item.frame.minY < board.maxY, board.minY < item.frame.maxY
            else { return nil }
            return text.string.contains(where: { ("1"..."9").contains($0) }) ? text.string : nil
        }
    }

    @Test(arguments: [SudokuHarness.landscape, SudokuHarness.portrait])
    func pauseHidesTheBoardAndHoldsTheClock(size: Size) throws {
        let game = SudokuHarness(size: size)
        Self.pencilSome(game)
        game.tapCell(game.blanks[2])
        game.tapPad(game.state.solution[game.blanks[2]])
        let board = try Self.boardFrame(game)
        #expect(Self.boardDigits(game.driver.list, in: board).count > 20, "the board shows its digits")
        game.clock.now += 5
        let running = game.scene.midEnd.elapsed
        #expect(running >= 5)
        game.driver.relayout()
        let time = try #require(game.driver.list.text(after: "Time")?.string)

        game.key(.space)
        #expect(game.scene.dialog == .paused)
        #expect(Self.boardDigits(game.driver.list, in: board) == [], "no digit of the board is drawn")
        #expect(game.shows("Paused"))
        #expect(!game.scene.needsTicks)
        game.clock.now += 600
        #expect(game.scene.midEnd.elapsed == running, "the clock holds while paused")
        game.driver.relayout()
        #expect(game.driver.list.text(after: "Time")?.string == time)

        // Any key resumes and does nothing else: 7 places no digit.
        let position = game.state
        game.key(.character("7"))
        #expect(game.scene.dialog == nil && game.state == position)
        #expect(Self.boardDigits(game.driver.list, in: board).count > 20)
        game.clock.now += 2
        #expect(game.scene.midEnd.elapsed == running + 2, "and the clock goes on from where it stood")
        #expect(game.scene.invariantViolation() == nil)
    }

    @Test func aClickOrTheButtonOrEscapeResumes() throws {
        let game = SudokuHarness()
        game.tapCell(game.blanks[0])
        _ = try #require(game.tapTool(.pause))
        #expect(game.scene.dialog == .paused)
        // A click anywhere, on what was the board too, resumes without selecting.
        let selected = game.scene.selected
        game.driver.tap(at: Point(x: 40, y: 300))
        #expect(game.scene.dialog == nil && game.scene.selected == selected)
        game.key(.space)
        game.key(.escape)
        #expect(game.scene.dialog == nil && !game.driver.leftGame, "Escape resumes, it does not leave")
        game.key(.space)
        _ = try #require(game.driver.tap(action: SudokuAction.closeDialog))
        #expect(game.scene.dialog == nil)
        // Ctrl+Z resumes and undoes nothing.
        game.tapPad(game.state.solution[game.blanks[0]])
        let position = game.state
        game.key(.space)
        game.key(.character("z"), .control)
        #expect(game.scene.dialog == nil && game.state == position)
    }

    /// Focus loss stops the clock as before, without the card: the board stays on show.
    @Test func focusLossHoldsTheClockWithoutHiding() throws {
        let game = SudokuHarness()
        game.tapCell(game.blanks[0])
        let board = try Self.boardFrame(game)
        game.clock.now += 3
        game.driver.model.setActive(false)
        game.driver.relayout()
        let held = game.scene.midEnd.elapsed
        game.clock.now += 100
        #expect(game.scene.midEnd.elapsed == held)
        #expect(game.scene.dialog == nil)
        #expect(Self.boardDigits(game.driver.list, in: board).count > 20)
    }

    /// The box, row and column of the selected cell, by the board's colours.
    static func shaded(_ game: SudokuHarness) -> Set<Int> {
        let highlighted = game.palette.highlighted
        return Set((0..<81).filter { game.background(of: $0) == highlighted })
    }

    @Test func theSelectedCellsBoxIsShadedUntilSwitchedOff() throws {
        let game = SudokuHarness()
        let cell = 40
        game.tapCell(cell)
        let box: Set = [30, 31, 32, 39, 41, 48, 49, 50]
        let lines = Set((0..<9).map { 36 + $0 } + (0..<9).map { $0 * 9 + 4 }).subtracting([cell])
        // The dark theme colours the selected number's digits, not their cells: every cell of the
        // box, row and column takes the shade.
        #expect(Self.shaded(game) == box.union(lines))

        game.key(.character("b"))
        #expect(!game.scene.shadesBox)
        #expect(Self.shaded(game) == lines, "the box alone loses its shade")
        // The switch shows on its button, and the button turns it back on.
        _ = try #require(game.tapTool(.boxShading))
        #expect(game.scene.shadesBox)
    }

    /// The switch is the player's: a new puzzle and undo back across it keep it, and undo then
    /// redo leave every puzzle of the save as it was (no puzzle keeps its own copy of the
    /// switch); it lives in the statistics, which the app writes on every change, so a restart
    /// of the program keeps it; a save that still carries the switch loads.
    @Test func boxShadingIsRemembered() throws {
        let game = SudokuHarness()
        game.tapCell(game.blanks[0])
        game.tapPad(game.state.solution[game.blanks[0]])
        #expect(game.key(.character("b")).contains(.statistics))
        #expect(!game.scene.shadesBox)
        #expect(game.scene.statistics.extra[SudokuScene.shadesBoxKey] == 0)
        game.key(.character("n"))
        game.key(.character("2"))
        #expect(!game.scene.shadesBox, "a new puzzle keeps it")
        game.key(.character("b"))
        let before = try game.scene.saveData()
        game.key(.character("z"), .control)
        #expect(game.scene.shadesBox, "undo across games keeps the switch as it is")
        game.key(.character("y"), .control)
        #expect(try game.scene.saveData() == before, "undo then redo leave the save as it was")
        game.key(.character("b"))

        let other = SudokuScene(seed: 3, clock: { 0 }, difficulty: .easy)
        other.statistics = game.scene.statistics
        try other.restore(from: game.scene.saveData())
        #expect(!other.shadesBox)

        let old = try JSONDecoder().decode(
            SudokuExtras.self,
            from: Data(#"{"notesMode":false,"showConflicts":true,"selectedNumber":0,"shadesBox":false}"#.utf8))
        #expect(old.showConflicts)
    }

    /// A wrong digit carries a dot in its corner and a shown conflict a ring, shapes a player
    /// who cannot tell the colours apart still sees; neither on a right digit.
    @Test(arguments: [Theme.dark, .light, .highContrast])
    func wrongDigitsAndConflictsCarryAMarkBesidesColour(theme: Theme) throws {
        let game = SudokuHarness(theme: theme)
        let wrong = game.blanks[0]
        let right = game.blanks[1]
        game.tapCell(right)
        game.tapPad(game.state.solution[right])
        game.tapCell(wrong)
        game.tapPad(game.wrongDigit(for: wrong))
        let clash = try #require(game.givens.first { $0 / 9 != wrong / 9 && $0 % 9 != wrong % 9 })
        let conflicted = try #require(
            game.blanks.first { $0 != wrong && $0 != right && $0 / 9 == clash / 9 && game.state.board[$0] == 0 })
        game.tapCell(conflicted)
        game.tapPad(game.state.givens[clash])
        game.tapCell(game.blanks.last { game.state.board[$0] == 0 }!)

        func dots(_ cell: Int) -> Int {
            game.items(in: cell).filter {
                if case .fill(.circle, let color) = $0.command { return color == game.palette.wrongMark }
                return false
            }.count
        }
        func rings(_ cell: Int) -> Int {
            game.items(in: cell).filter {
                if case .stroke(_, let color, _) = $0.command { return color == game.palette.conflictMark }
                return false
            }.count
        }
        #expect(dots(wrong) == 1 && dots(conflicted) == 1 && dots(right) == 0)
        #expect(rings(conflicted) == 0, "conflicts are hidden until asked for")
        game.key(.character("c"))
        let calm = try #require(game.givens.first { !SudokuRules.conflicts(in: game.state).contains($0) })
        #expect(rings(conflicted) == 1 && rings(calm) == 0 && dots(calm) == 0)
        #expect(rings(clash) == 1, "the given it clashes with is ringed too")
        // The marks read against every cell colour at 3:1 (the contrast suite walks them all).
        let background = try #require(game.background(of: conflicted))
        #expect(game.palette.conflictMark.contrastRatio(with: background) >= 3)
    }
}
