import Foundation
import Layout
import SDLBackend
import Testing

@testable import GameCore
@testable import GameKit
@testable import SudokuEngine
@testable import SudokuFeature

/// Scenarios through the real layout and hit testing: what a player clicks and types, and what
/// the board then holds and shows.
struct SudokuSceneTests {
    @Test func clickingACellThenFiveOnThePadPlacesFive() throws {
        let game = SudokuHarness()
        let cell = try #require(game.blanks.first)
        game.tapCell(cell)
        #expect(game.scene.selected == cell)
        let update = game.tapPad(5)
        #expect(game.state.board[cell] == 5)
        #expect(update?.contains(.save) == true)
        #expect(game.texts(in: cell).map(\.text) == ["5"])
        #expect(game.scene.invariantViolation() == nil)
    }

    @Test func theSameDigitAgainClearsTheCell() throws {
        let game = SudokuHarness()
        let cell = try #require(game.blanks.first)
        game.tapCell(cell)
        game.tapPad(5)
        game.tapPad(5)
        #expect(game.state.board[cell] == 0)
        #expect(game.texts(in: cell).isEmpty)
    }

    @Test func aWrongDigitRendersRedAndACorrectOneWhite() throws {
        let game = SudokuHarness()
        let wrongCell = game.blanks[0]
        let rightCell = game.blanks[1]
        game.tapCell(rightCell)
        game.tapPad(game.state.solution[rightCell])
        game.tapCell(wrongCell)
        game.tapPad(game.wrongDigit(for: wrongCell))
        // Select a third cell so neither digit is the selected (yellow) number.
        game.tapCell(try #require(game.blanks.last))
        let wrong = try #require(game.texts(in: wrongCell).first)
        #expect(wrong.color == game.palette.wrong)
        let right = try #require(game.texts(in: rightCell).first)
        #expect(right.color == game.palette.entry)
        #expect(game.state.mistakes == 1)
    }

    @Test func selectingACellColoursItsRowColumnAndNumber() throws {
        let game = SudokuHarness()
        let given = try #require(game.givens.first { $0 / 9 == 4 })
        game.tapCell(given)
        let palette = game.palette
        #expect(game.background(of: given) == palette.selected)
        let row = given / 9
        let column = given % 9
        let sameRow = (0..<9).map { row * 9 + $0 }.filter { $0 != given }
        let sameColumn = (0..<9).map { $0 * 9 + column }.filter { $0 != given }
        for cell in sameRow + sameColumn {
            #expect(game.background(of: cell) == palette.highlighted)
        }
        let digit = game.state.board[given]
        let twins = game.givens.filter { game.state.board[$0] == digit }
        for cell in twins {
            #expect(game.texts(in: cell).first?.color == palette.sameNumber)
        }
        #expect(game.scene.selectedNumber == digit)
    }

    @Test func aGivenCannotBeChanged() throws {
        let game = SudokuHarness()
        let given = try #require(game.givens.first)
        let digit = game.state.board[given]
        game.tapCell(given)
        game.tapPad(digit == 9 ? 1 : digit + 1)
        game.key(.backspace)
        game.key(.character("3"), .shift)
        #expect(game.state.board[given] == digit)
        #expect(game.state.notes[given] == 0)
        #expect(game.scene.midEnd.canUndo == false)
        #expect(game.shows("is a given"))
    }

    @Test func shiftDigitPencilsNotesThatClearWhenTheDigitIsPlacedInTheRow() throws {
        let game = SudokuHarness()
        let row = try #require((0..<9).first { r in (0..<9).filter { !game.state.isGiven(r * 9 + $0) }.count >= 2 })
        let cells = (0..<9).map { row * 9 + $0 }.filter { !game.state.isGiven($0) }
        let (noted, placed) = (cells[0], cells[1])
        let digit = game.state.solution[placed]
        game.tapCell(noted)
        game.key(.character(Character(String(digit))), .shift)
        game.key(.character(Character(String(digit == 9 ? 1 : digit + 1))), .shift)
        #expect(game.state.noteDigits(at: noted).count == 2)
        #expect(game.texts(in: noted).map(\.text).sorted() == game.state.noteDigits(at: noted).map(String.init))

        game.tapCell(placed)
        game.tapPad(digit)
        #expect(game.state.board[placed] == digit)
        #expect(!game.state.hasNote(digit, at: noted))
        #expect(game.state.noteDigits(at: noted).count == 1)
    }

    @Test func notesModeAndRightClickPencilNotes() throws {
        let game = SudokuHarness()
        let cell = game.blanks[0]
        let other = game.blanks[1]
        game.tapCell(cell)
        game.tapTool(.notes)
        #expect(game.scene.notesMode)
        game.tapPad(4)
        game.tapPad(6)
        #expect(game.state.noteDigits(at: cell) == [4, 6])
        #expect(game.state.board[cell] == 0)
        game.key(.character("p"))
        #expect(!game.scene.notesMode)

        // Right-click on a pad key notes even outside notes mode...
        game.tapPad(2, button: .secondary)
        #expect(game.state.noteDigits(at: cell) == [2, 4, 6])
        // ...and right-click on a cell notes the selected number there.
        game.tapCell(other, button: .secondary)
        #expect(game.scene.selected == other)
        #expect(game.state.noteDigits(at: other) == [2])
        #expect(game.scene.invariantViolation() == nil)
    }

    @Test func eraserClearsTheDigitThenTheNotes() throws {
        let game = SudokuHarness()
        let cell = game.blanks[0]
        game.tapCell(cell)
        game.key(.character("7"), .shift)
        game.tapTool(.erase)
        #expect(game.state.notes[cell] == 0)
        game.key(.character("7"))
        game.key(.character("0"))
        #expect(game.state.board[cell] == 0)
    }

    @Test func aFlagMarksTheCell() throws {
        let game = SudokuHarness()
        let cell = game.blanks[0]
        game.tapCell(cell)
        let before = game.items(in: cell).count
        game.tapTool(.flag)
        #expect(game.state.flags[cell])
        #expect(game.items(in: cell).contains { $0.command == .fill(.rectangle, game.palette.flag) })
        #expect(game.items(in: cell).count == before + 2)
        game.key(.character("f"))
        #expect(!game.state.flags[cell])
    }

    @Test func theHintNamesATechniqueAndHighlightsItsCells() throws {
        let game = SudokuHarness()
        game.key(.character("h"))
        let step = try #require(game.scene.hint?.step)
        let title = try #require(game.scene.message?.title)
        #expect(title == SudokuHintText.title(of: step))
        #expect(
            title.hasPrefix("Hidden single in ") || title.hasPrefix("Naked single") || title.hasPrefix("Full house"))
        #expect(game.shows(title))
        let target = try #require(step.placement)
        #expect(game.state.solution[target.cell] == target.digit)
        #expect(
            game.scene.message?.detail?.contains("\(target.digit) goes in \(SudokuHintText.name(target.cell))") == true)
        for cell in step.cells {
            #expect(game.background(of: cell) == game.palette.hintCell)
        }
        #expect(game.items(in: target.cell).contains { $0.command.isStroke(game.palette.hintTarget) })
        // The hint goes once the board changes.
        game.tapCell(target.cell)
        game.tapPad(target.digit)
        #expect(game.scene.hint == nil)
    }

    @Test func fillOneCellPlacesTheSolutionsDigit() throws {
        let game = SudokuHarness()
        let filledBefore = game.state.board.clueCount
        game.key(.character("g"))
        #expect(game.state.board.clueCount == filledBefore + 1)
        let cell = try #require(game.scene.selected)
        #expect(game.state.board[cell] == game.state.solution[cell])
        #expect(game.state.cellsFilledByHint == 1)
    }

    @Test func submitScoresThePercentageOfBlanksFilledCorrectly() throws {
        let game = SudokuHarness()
        let blanks = game.blanks
        let half = blanks.count / 2
        for cell in blanks.prefix(half) {
            game.tapCell(cell)
            game.tapPad(game.state.solution[cell])
        }
        game.tapCell(blanks[half])
        game.tapPad(game.wrongDigit(for: blanks[half]))
        game.key(.enter)
        let expected = half * 100 / blanks.count
        #expect(game.shows("Score: \(expected)%"))
        #expect(game.shows("\(half) of \(blanks.count) empty cells filled correctly"))
    }

    @Test func solvingTheBoardShowsSolvedAndRecordsTheWin() throws {
        let game = SudokuHarness()
        game.tapCell(game.blanks[0])
        game.clock.now += 245
        game.solve()
        #expect(game.state.isSolved)
        #expect(game.shows("Solved!"))
        #expect(game.shows("Easy puzzle in 4:05"))
        #expect(game.driver.list.frame(ofAction: ChromeAction.command(.newGame)) != nil)
        #expect(game.scene.statistics.played == 1)
        #expect(game.scene.statistics.won == 1)
        #expect(game.scene.statistics.bestTime == 245)
        #expect(game.scene.statistics.extra["bestTime.easy"] == 245)
        #expect(game.scene.statisticsLine == "Solved 1 · best 4:05")
        #expect(!game.scene.needsTicks)
        #expect(game.scene.invariantViolation() == nil)

        game.driver.tap(action: SudokuAction.closeDialog)
        game.key(.enter)
        #expect(game.shows("You win!"))
        #expect(game.shows("Score: 100%"))
        // Undo and solve again: still one win.
        game.driver.perform(.undo)
        #expect(!game.shows("Solved!"))
        game.driver.perform(.redo)
        #expect(game.scene.statistics.won == 1)
        #expect(game.scene.invariantViolation() == nil)
    }

    @Test func aCompletedDigitLeavesThePad() throws {
        let game = SudokuHarness()
        let digit = try #require((1...9).first { d in game.blanks.contains { game.state.solution[$0] == d } })
        #expect(game.driver.list.frame(ofAction: SudokuAction.pad(digit)) != nil)
        for cell in game.blanks where game.state.solution[cell] == digit {
            game.tapCell(cell)
            game.tapPad(digit)
        }
        #expect(game.driver.list.frame(ofAction: SudokuAction.pad(digit)) == nil)
    }

    @Test func newGameOpensTheChooserAndAChoiceStartsThatLevel() throws {
        let game = SudokuHarness()
        let before = game.state.givens
        game.driver.perform(.newGame)
        for level in SudokuDifficulty.allCases {
            #expect(game.shows(level.displayName))
        }
        #expect(game.shows("New game"))
        game.driver.tap(action: SudokuAction.choose(.hard))
        #expect(game.scene.dialog == nil)
        #expect(game.state.difficulty == .hard)
        #expect(game.state.givens != before)

        // The focus starts on the current level (hard); down moves to extreme.
        game.driver.perform(.newGame)
        game.key(.down)
        game.key(.enter)
        #expect(game.state.difficulty == .extreme)
        game.driver.perform(.newGame)
        game.key(.character("1"))
        #expect(game.state.difficulty == .trivial)
        #expect(game.scene.invariantViolation() == nil)
    }

    @Test func theTimerRunsFromTheFirstInputAndPausesWhenInactive() throws {
        let game = SudokuHarness()
        #expect(!game.scene.needsTicks)
        game.tapCell(game.blanks[0])
        #expect(game.scene.needsTicks)
        game.clock.now += 65
        game.driver.relayout()
        #expect(game.shows("1:05"))
        game.scene.setActive(false)
        game.clock.now += 100
        game.driver.relayout()
        #expect(game.shows("Paused"))
        #expect(!game.scene.needsTicks)
        game.scene.setActive(true)
        game.clock.now += 5
        game.driver.relayout()
        #expect(game.shows("1:10"))
    }

    @Test func conflictsAreTintedWhenTheSettingIsOn() throws {
        let game = SudokuHarness()
        let given = game.givens[0]
        let row = given / 9
        let blank = try #require((0..<9).map { row * 9 + $0 }.first { !game.state.isGiven($0) })
        game.tapCell(blank)
        game.tapPad(game.state.board[given])
        game.tapCell(game.blanks.last!)
        #expect(game.background(of: given) != game.palette.conflict)
        game.key(.character("c"))
        #expect(game.scene.showConflicts)
        #expect(game.background(of: given) == game.palette.conflict)
        #expect(game.background(of: blank) == game.palette.conflict)
    }

    @Test func arrowsAndWASDMoveTheSelectionAndDigitsPlace() throws {
        let game = SudokuHarness()
        game.key(.right)
        #expect(game.scene.selected == 40)
        game.key(.character("w"))
        game.key(.left)
        #expect(game.scene.selected == 30)
        game.key(.character("s"))
        game.key(.character("d"))
        game.key(.character("d"))
        #expect(game.scene.selected == 41)
        game.key(.up)
        game.key(.up)
        game.key(.up)
        game.key(.up)
        game.key(.up)
        #expect(game.scene.selected == 77)
        let cell = game.blanks[3]
        game.tapCell(cell)
        game.key(.character("6"))
        #expect(game.state.board[cell] == 6)
        game.driver.perform(.undo)
        #expect(game.state.board[cell] == 0)
        game.driver.perform(.redo)
        #expect(game.state.board[cell] == 6)
    }

    @Test func importAcceptsAValidPuzzleAndRejectsABadOne() throws {
        let game = SudokuHarness()
        let line = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
        try game.scene.importPuzzle(line)
        #expect(game.scene.exportLine == line)
        #expect(game.state.isGiven(2))
        #expect(game.scene.invariantViolation() == nil)

        let before = game.state
        #expect(throws: InputError.self) { try game.scene.importPuzzle(String(line.dropLast())) }
        #expect(throws: InputError("multiple solutions")) {
            try game.scene.importPuzzle(String(repeating: ".", count: 81))
        }
        #expect(game.state == before)
    }

    @Test func theImportDialogTakesTypedDigits() throws {
        let game = SudokuHarness()
        let line = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
        game.key(.character("i"))
        for character in line.dropLast() { game.key(.character(character)) }
        game.key(.character("7"))
        game.key(.backspace)
        game.key(.enter)
        #expect(game.shows("Cannot import: found 80 cells; a puzzle has 81"))
        game.key(.character("."))
        #expect(game.shows("81 of 81"))
        game.driver.tap(action: SudokuAction.confirmImport)
        #expect(game.scene.dialog == nil)
        #expect(game.scene.exportLine == line)

        game.tapTool(.export)
        let shown = game.driver.list.texts.filter { $0.allSatisfy { $0 == "." || $0.isNumber } && $0.count >= 9 }
        #expect(shown.joined() == line)
    }

    @Test func saveAndRestoreRoundTrip() throws {
        let game = SudokuHarness()
        let cell = game.blanks[0]
        game.tapCell(cell)
        game.tapPad(game.state.solution[cell])
        game.key(.character("c"))
        game.key(.character("p"))
        game.tapCell(game.blanks[1])
        game.tapPad(3)
        game.clock.now += 30
        let data = try game.scene.saveData()

        let other = SudokuHarness(seed: 99, difficulty: .hard)
        try other.scene.restore(from: data)
        #expect(other.state == game.state)
        #expect(other.scene.midEnd.allPositions() == game.scene.midEnd.allPositions())
        #expect(other.scene.showConflicts)
        #expect(other.scene.notesMode)
        #expect(other.scene.selected == game.blanks[1])
        #expect(Int(other.scene.midEnd.elapsed) == 30)
        #expect(other.scene.invariantViolation() == nil)
    }

    @Test func restoreRefusesBadDataAndChangesNothing() throws {
        let game = SudokuHarness()
        let cell = game.blanks[0]
        game.tapCell(cell)
        game.tapPad(game.state.solution[cell])
        let good = String(decoding: try game.scene.saveData(), as: UTF8.self)
        let target = SudokuHarness(seed: 3)
        let before = target.state

        let given = game.givens[0]
        let digit = game.state.givens[given]
        // The save holds the starting board, whose digits are the givens.
        var board = Array(game.state.givens.line)
        board[given] = Character(String(digit == 9 ? 1 : digit + 1))
        let changedGiven = good.replacingOccurrences(
            of: "\"board\":\"\(game.state.givens.line)\"", with: "\"board\":\"\(String(board))\"")
        #expect(changedGiven != good)

        let solution = game.state.solution.line
        let swapped = String(solution.dropFirst(9) + solution.prefix(9))
        let wrongSolution = good.replacingOccurrences(
            of: "\"solution\":\"\(solution)\"", with: "\"solution\":\"\(swapped)\"")
        #expect(wrongSolution != good)

        for bad in [
            "", "{}", "not json", changedGiven, wrongSolution,
            good.replacingOccurrences(of: "\"version\":3", with: "\"version\":9"),
        ] {
            #expect(throws: (any Error).self) { try target.scene.restore(from: Data(bad.utf8)) }
            #expect(target.state == before)
        }
    }

    @Test func everyWindowSizeLaysOutAndEveryButtonIsSafe() throws {
        let sizes = [
            Size(width: 1, height: 1), Size(width: 60, height: 40), Size(width: 200, height: 200),
            Size(width: 320, height: 480), Size(width: 480, height: 640), Size(width: 700, height: 420),
            Size(width: 1280, height: 800), Size(width: 2560, height: 1440), Size(width: 1000, height: 1600),
        ]
        for size in sizes {
            for theme in [Theme.dark, .light] {
                let game = SudokuHarness(size: size, theme: theme)
                game.driver.perform(.newGame)
                game.driver.tap(action: SudokuAction.choose(.trivial))
                let actions = game.driver.list.tapRegions.compactMap(\.action)
                for action in actions where action as? ChromeAction != ChromeAction.home {
                    _ = game.driver.tap(action: action)
                    _ = game.driver.tap(action: action, button: .secondary)
                    #expect(game.scene.invariantViolation() == nil, "\(size) \(action)")
                    if game.scene.dialog != nil { game.driver.tap(action: SudokuAction.closeDialog) }
                }
                for frame in game.driver.list.tapRegions.map(\.frame) {
                    #expect(frame.minX >= -0.5 && frame.maxX <= size.width + 0.5 || size.width < 100, "\(size)")
                }
            }
        }
    }

    /// The game screen places the panel's parts: at no window size may one cover the board or
    /// leave the window; the side panel sits right of the board and the portrait rows under it;
    /// on a large window the panel grows with the scaled type instead of staying small.
    @Test func thePanelNeverCoversTheBoardAndGrowsWithTheWindow() throws {
        let sizes = [
            (1280, 800), (1024, 720), (800, 600), (700, 420), (640, 400), (2560, 1440), (480, 640), (320, 480),
            (240, 300),
        ].map { Size(width: Double($0.0), height: Double($0.1)) }
        var keyHeights: [Double: Double] = [:]
        for size in sizes {
            let game = SudokuHarness(size: size)
            let first = try #require(game.frame(of: 0))
            let last = try #require(game.frame(of: 80))
            let board = Rect(
                x: first.minX, y: first.minY, width: last.maxX - first.minX, height: last.maxY - first.minY)
            let controls = game.driver.list.tapRegions.filter { region in
                if case .cell? = region.action?.base as? SudokuAction { return false }
                let chrome = region.action?.base as? ChromeAction
                return chrome != .home && chrome != .command(.undo) && chrome != .command(.redo)
            }
            #expect(!controls.isEmpty, "\(size)")
            for region in controls {
                let frame = region.frame
                let action = String(describing: region.action)
                #expect(
                    frame.minX >= -0.5 && frame.maxX <= size.width + 0.5 && frame.minY >= -0.5
                        && frame.maxY <= size.height + 0.5, "\(size) \(action)")
                let overlapsBoard =
                    frame.minX < board.maxX - 0.5 && frame.maxX > board.minX + 0.5 && frame.minY < board.maxY - 0.5
                    && frame.maxY > board.minY + 0.5
                #expect(!overlapsBoard, "\(size) \(action)")
            }
            let key = try #require(game.driver.list.frame(ofAction: SudokuAction.pad(1)), "\(size)")
            if ScreenShape(size: size) == .landscape {
                #expect(key.minX >= board.maxX, "\(size)")
            } else {
                #expect(key.minY >= board.maxY, "\(size)")
            }
            keyHeights[size.width] = key.height
        }
        let normal = try #require(keyHeights[1280])
        let large = try #require(keyHeights[2560])
        #expect(large >= 1.5 * normal)
    }

    @Test func theBoardKeepsThickGapsBetweenBoxes() throws {
        let game = SudokuHarness()
        let a = try #require(game.frame(of: 1))
        let b = try #require(game.frame(of: 2))
        let c = try #require(game.frame(of: 3))
        let thin = b.minX - a.maxX
        let thick = c.minX - b.maxX
        #expect(thin >= 1)
        #expect(thick >= 2 * thin)
        #expect(abs(a.width - a.height) < 0.001)
    }

    @Test func theMiniatureIsTheBoardWithoutTaps() throws {
        let game = SudokuHarness()
        let list = layout(
            game.scene.miniature(theme: .dark), in: Size(width: 200, height: 200), measurer: FixedMetricTextMeasurer())
        #expect(list.tapRegions.isEmpty)
        #expect(list.texts.count == game.givens.count)
    }
}

extension DrawCommand {
    /// Whether this strokes an outline in `color`.
    func isStroke(_ color: Color) -> Bool {
        if case .stroke(_, let stroke, _) = self { return stroke == color }
        return false
    }
}
