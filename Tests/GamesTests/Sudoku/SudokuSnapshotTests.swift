import Layout
import SDLBackend
import SnapshotSupport
import Testing

@testable import GameCore
@testable import GameKit
@testable import SudokuEngine
@testable import SudokuFeature

/// The Sudoku screens the issue asks to see, rendered with the real fonts. Record with
/// `SNAPSHOT_TESTING_RECORD=missing` and look at every PNG before committing it.
@Suite(.serialized)
struct SudokuSnapshotTests {
    static let landscape = SudokuHarness.landscape
    static let portrait = SudokuHarness.portrait

    @discardableResult
    private func snapshot(
        _ game: SudokuHarness, _ size: Size, _ theme: Theme, _ name: String, testName: String = #function
    ) throws -> DisplayList {
        try assertViewSnapshot(
            game.scene.body(size: size, theme: theme), size: size, background: theme.background,
            named: "\(name)-\(theme.name)-\(Int(size.width))x\(Int(size.height))", testName: testName)
    }

    /// The figures over the board: level and time, and the mistakes where the panel has room.
    private func expectFigures(
        _ list: DisplayList, level: String = "Easy", time: String, mistakes: Int?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(list.text(after: "Level")?.string == level, sourceLocation: sourceLocation)
        #expect(list.text(after: "Time")?.string == time, sourceLocation: sourceLocation)
        #expect(
            list.text(after: "Mistakes")?.string == mistakes.map(String.init), "\(list.texts)",
            sourceLocation: sourceLocation)
    }

    /// Every filled cell shows its digit and nothing else: a given in the givens' colour, a
    /// correct entry in the entries' (either in the same-number colour when it is the selected
    /// number), a wrong one in the error colour whatever is selected.
    private func expectBoard(
        _ list: DisplayList, _ game: SudokuHarness, _ theme: Theme, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let palette = SudokuPalette(theme: theme)
        for cell in 0..<81 where game.state.board[cell] != 0 {
            let digit = game.state.board[cell]
            let frame = try #require(list.frame(ofAction: SudokuAction.cell(cell)), sourceLocation: sourceLocation)
            let texts = list.texts(inside: frame)
            #expect(texts.map(\.text) == [String(digit)], "cell \(cell)", sourceLocation: sourceLocation)
            let colors: [Color] =
                game.state.isGiven(cell)
                ? [palette.given, palette.sameNumber]
                : digit == game.state.solution[cell] ? [palette.entry, palette.sameNumber] : [palette.wrong]
            #expect(
                texts.allSatisfy { colors.contains($0.color) }, "cell \(cell): \(texts)", sourceLocation: sourceLocation
            )
        }
    }

    /// Two minutes in: a few correct digits, a wrong one, notes, a flag, and a given selected
    /// so its row, column and number light up.
    func midGame() -> SudokuHarness {
        let game = SudokuHarness()
        let blanks = game.blanks
        game.tapCell(blanks[0])
        for cell in blanks.prefix(12).dropFirst(2) {
            game.tapCell(cell)
            game.tapPad(game.state.solution[cell])
        }
        let wrong = blanks[14]
        game.tapCell(wrong)
        game.tapPad(game.wrongDigit(for: wrong))
        let noted = blanks[20]
        game.tapCell(noted)
        for digit in [1, 3, 5, 8] where digit != game.state.solution[noted] {
            game.key(.character(Character(String(digit))), .shift)
        }
        game.key(.character(Character(String(game.state.solution[noted]))), .shift)
        game.tapCell(blanks[30])
        game.key(.character("f"))
        let given = game.givens[game.givens.count / 2]
        game.tapCell(given)
        game.clock.now += 125
        return game
    }

    /// Paused two minutes in: the board's grid without a digit, note or flag under the card, the
    /// time where it stopped.
    @Test func pausedHidesTheBoard() throws {
        for (theme, size) in [(Theme.dark, Self.landscape), (.light, Self.portrait)] {
            let game = midGame()
            game.key(.space)
            let list = try snapshot(game, size, theme, "paused")
            #expect(list.texts.contains("Paused"))
            #expect(list.text(after: "Time")?.string == "2:05")
            #expect(list.frame(ofAction: SudokuAction.cell(0)) == nil, "the board takes no tap")
        }
    }

    /// Conflicts shown in the light theme: each clashing digit ringed, the wrong ones dotted.
    @Test func conflictsAreRingedAndWrongDigitsDotted() throws {
        let game = midGame()
        let clash = try #require(game.givens.first { $0 / 9 == 4 })
        let cell = try #require(game.blanks.first { $0 / 9 == 4 && game.state.board[$0] == 0 })
        game.tapCell(cell)
        game.tapPad(game.state.givens[clash])
        game.key(.character("c"))
        let list = try snapshot(game, Self.portrait, .light, "conflicts")
        #expect(list.shows("Conflicts shown"))
    }

    @Test func freshGame() throws {
        for theme in [Theme.dark, .light] {
            for size in [Self.landscape, Self.portrait] {
                let game = SudokuHarness()
                let list = try snapshot(game, size, theme, "fresh")
                expectFigures(list, time: "0:00", mistakes: size == Self.landscape ? 0 : nil)
                #expect(list.texts.contains("Pick a cell"))
                try expectBoard(list, game, theme)
            }
        }
    }

    @Test func selectionHighlightsWrongDigitNotesAndFlag() throws {
        for theme in [Theme.dark, .light] {
            for size in [Self.landscape, Self.portrait] {
                let game = midGame()
                let list = try snapshot(game, size, theme, "playing")
                expectFigures(list, time: "2:05", mistakes: size == Self.landscape ? 1 : nil)
                try expectBoard(list, game, theme)
                try expectPlayingCells(list, game, theme)
            }
        }
    }

    @Test func hintHighlightsItsCells() throws {
        let game = midGame()
        game.key(.character("h"))
        let list = try snapshot(game, Self.landscape, .light, "hint")
        expectFigures(list, time: "2:05", mistakes: 1)
        #expect(list.texts.contains { $0.hasSuffix("holds a wrong digit") })
        try expectBoard(list, game, .light)
    }

    /// In the middle game: the selected given's cell in the selection colour, the wrong digit
    /// in the error colour, and the noted cell holding its five pencil marks in the notes' colour.
    private func expectPlayingCells(
        _ list: DisplayList, _ game: SudokuHarness, _ theme: Theme, marksWritten: Bool = true
    ) throws {
        let palette = SudokuPalette(theme: theme)
        let blanks = game.blanks
        let selected = try #require(list.frame(ofAction: SudokuAction.cell(game.givens[game.givens.count / 2])))
        #expect(list.fill(at: selected) == palette.selected)
        let wrong = try #require(list.frame(ofAction: SudokuAction.cell(blanks[14])))
        #expect(game.state.board[blanks[14]] != game.state.solution[blanks[14]])
        #expect(list.texts(inside: wrong).map(\.color) == [palette.wrong])
        let noted = try #require(list.frame(ofAction: SudokuAction.cell(blanks[20])))
        guard marksWritten else {
            // Too small to write: a dot in the place of each of the five marks.
            let dots = list.items(inside: noted).filter {
                if case .fill(.circle, _) = $0.command { return true }
                return false
            }
            #expect(dots.count == 5 && list.texts(inside: noted).isEmpty, "\(dots)")
            return
        }
        let marks = list.texts(inside: noted)
        let expected = Set([1, 3, 5, 8, game.state.solution[blanks[20]]].map(String.init))
        #expect(Set(marks.map(\.text)) == expected && marks.count == expected.count, "\(marks)")
        #expect(marks.allSatisfy { $0.color == palette.note || $0.color == palette.sameNumber }, "\(marks)")
    }

    @Test func fishHintShowsBaseAndCoverLines() throws {
        let game = try SudokuHarness.hinted(
            .swordfish, puzzle: "..85..9..6...8...3..4..18..2....6...9.6.7.5.2...2....4..21..7..4...3...5..1..84..",
            theme: .light)
        let landscape = try snapshot(game, Self.landscape, .light, "swordfish")
        let portrait = try snapshot(game, Self.portrait, .dark, "swordfish")
        // The technique is named at every size (the README's promise), and what it removes shown
        // (after filling in the candidates of the cells without notes it strikes from).
        for list in [landscape, portrait] {
            #expect(list.texts.contains("Swordfish on 1"))
            #expect(list.texts.joined(separator: " ").localizedCaseInsensitiveContains("remove 1 from"))
        }
    }

    @Test func chainHintShowsItsLinks() throws {
        let game = try SudokuHarness.hinted(
            .xChain, puzzle: "3.1.7.9....78....1....5..4......5..6.12...38.7..9......7..9....6....35....9.6.8.2",
            theme: .dark)
        let landscape = try snapshot(game, Self.landscape, .dark, "xchain")
        let portrait = try snapshot(game, Self.portrait, .light, "xchain")
        for list in [landscape, portrait] {
            #expect(list.texts.contains { $0.hasPrefix("X-chain on 3") })
            #expect(list.texts.joined(separator: " ").localizedCaseInsensitiveContains("remove 3 from"))
        }
    }

    @Test func solvedWithTheWinMessage() throws {
        let game = SudokuHarness()
        game.tapCell(game.blanks[0])
        game.clock.now += 245
        game.solve()
        let landscape = try snapshot(game, Self.landscape, .dark, "solved")
        expectFigures(landscape, time: "4:05", mistakes: 0)
        let portrait = try snapshot(game, Self.portrait, .light, "solved")
        expectFigures(portrait, time: "4:05", mistakes: nil)
        for list in [landscape, portrait] {
            #expect(list.texts.contains("You win!") && list.texts.contains("Solved in 4:05"))
        }
        #expect(portrait.texts.contains("Easy puzzle in 4:05. Start a new game?"))
        // The board under the message: what was drawn before its scrim (a key cap on a button
        // of the message may lie over a cell).
        let window = Rect(origin: .zero, size: Self.landscape)
        let scrim = landscape.items.firstIndex {
            $0.frame == window && $0.command == .fill(.rectangle, Theme.dark.scrim)
        }
        let board = DisplayList(
            size: landscape.size, items: Array(landscape.items[..<(scrim ?? landscape.items.count)]),
            tapRegions: landscape.tapRegions)
        try expectBoard(board, game, .dark)
    }

    @Test func newGameChooser() throws {
        let game = SudokuHarness()
        game.driver.perform(.newGame)
        let list = try snapshot(game, Self.landscape, .dark, "chooser")
        #expect(list.texts.contains("Choose a difficulty (1–5)"))
        // The current level marked.
        #expect(list.texts.contains("2  Easy •") && list.texts.contains("3  Medium"))
        #expect(list.texts.contains("Print…"))
    }

    @Test func importDialog() throws {
        let game = SudokuHarness()
        game.key(.character("i"))
        let typed = "..3.2.6..9..3.5..1..18.64....81.29..7"
        for character in typed { game.key(.character(character)) }
        let list = try snapshot(game, Self.portrait, .dark, "import")
        #expect(list.texts.contains("Import a puzzle"))
        #expect(list.texts.contains("\(typed.count) of 81 · Backspace deletes · Enter imports"))
    }

    @Test func exportInTheStatusBar() throws {
        let game = SudokuHarness()
        game.key(.character("e"))
        let list = try snapshot(game, Self.portrait, .dark, "export")
        // The puzzle, cell by cell, in the status bar's two lines.
        let puzzle = String((0..<81).map { game.state.board[$0] == 0 ? "." : Character(String(game.state.board[$0])) })
        let at = try #require(list.texts.firstIndex(of: "Puzzle, 81 characters"))
        #expect(list.texts[at + 1] + list.texts[at + 2] == puzzle)
    }

    @Test func smallWindow() throws {
        let game = midGame()
        let list = try snapshot(game, Size(width: 240, height: 300), .dark, "small")
        try expectBoard(list, game, .dark)
        try expectPlayingCells(list, game, .dark, marksWritten: false)
    }
}
