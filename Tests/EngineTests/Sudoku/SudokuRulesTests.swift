import Foundation
import Testing

@testable import GameCore
@testable import SudokuEngine

@Suite struct SudokuRulesTests {
    /// A small game: the X-wing fixture puzzle with its solution.
    let state: SudokuState = {
        let puzzle = sudokuGrid(".28..95......4...33..5...49.8...79..5.......4..18...7.86...2..11...6......31..69.")
        return SudokuState(givens: puzzle, solution: puzzle.solve()!, difficulty: .hard)
    }()

    var blank: Int { (0..<81).first { state.givens[$0] == 0 }! }
    var given: Int { (0..<81).first { state.givens[$0] != 0 }! }

    @Test func newGamesAreGeneratedFromTheSeed() {
        let params = SudokuParams(difficulty: .medium)
        let game = SudokuRules.newState(params: params, seed: 3)
        #expect(game == SudokuRules.newState(params: params, seed: 3))
        #expect(game.difficulty == .medium && game.board == game.givens)
        #expect(SudokuRules.outcome(of: game) == .playing)
    }

    @Test func givensAreLocked() {
        #expect(SudokuRules.apply(.place(cell: given, digit: 1), to: state) == nil)
        #expect(SudokuRules.apply(.erase(cell: given), to: state) == nil)
        #expect(SudokuRules.apply(.toggleNote(cell: given, digit: 1), to: state) == nil)
    }

    @Test func badCellsAndDigitsAreRefused() {
        #expect(SudokuRules.apply(.place(cell: 81, digit: 1), to: state) == nil)
        #expect(SudokuRules.apply(.place(cell: blank, digit: 0), to: state) == nil)
        #expect(SudokuRules.apply(.place(cell: blank, digit: 10), to: state) == nil)
        #expect(SudokuRules.apply(.toggleNote(cell: -1, digit: 1), to: state) == nil)
        #expect(SudokuRules.apply(.toggleFlag(cell: 81), to: state) == nil)
    }

    @Test func placingTheCellsOwnNumberClearsIt() throws {
        let placed = try #require(SudokuRules.apply(.place(cell: blank, digit: 4), to: state))
        #expect(placed.digit(at: blank) == 4)
        let cleared = try #require(SudokuRules.apply(.place(cell: blank, digit: 4), to: placed))
        #expect(cleared.digit(at: blank) == 0)
        let replaced = try #require(SudokuRules.apply(.place(cell: blank, digit: 5), to: placed))
        #expect(replaced.digit(at: blank) == 5)
    }

    @Test func wrongDigitsCountAsMistakes() throws {
        let right = state.solution[blank]
        let wrong = right % 9 + 1
        let bad = try #require(SudokuRules.apply(.place(cell: blank, digit: wrong), to: state))
        #expect(bad.mistakes == 1 && bad.isWrong(blank))
        #expect(SudokuRules.wrongCells(in: bad) == [blank])
        let good = try #require(SudokuRules.apply(.place(cell: blank, digit: right), to: bad))
        #expect(good.mistakes == 1 && !good.isWrong(blank))
    }

    @Test func placingClearsThatDigitFromNotesOfRowColumnAndBox() throws {
        // Note 7 in every blank cell, then place a 7.
        var noted = state
        for cell in 0..<81 where noted.givens[cell] == 0 {
            noted = try #require(SudokuRules.apply(.toggleNote(cell: cell, digit: 7), to: noted))
            noted = try #require(SudokuRules.apply(.toggleNote(cell: cell, digit: 3), to: noted))
        }
        let placed = try #require(SudokuRules.apply(.place(cell: blank, digit: 7), to: noted))
        for cell in 0..<81 where state.givens[cell] == 0 && cell != blank {
            #expect(placed.hasNote(7, at: cell) == !SudokuGeometry.sees(cell, blank), "cell \(cell)")
            #expect(placed.hasNote(3, at: cell))
        }
    }

    @Test func notesToggleAndEraseClearsDigitThenNotes() throws {
        let noted = try #require(SudokuRules.apply(.toggleNote(cell: blank, digit: 2), to: state))
        #expect(noted.noteDigits(at: blank) == [2])
        let twice = try #require(SudokuRules.apply(.toggleNote(cell: blank, digit: 2), to: noted))
        #expect(twice.noteDigits(at: blank).isEmpty)
        let filled = try #require(SudokuRules.apply(.place(cell: blank, digit: 9), to: noted))
        #expect(SudokuRules.apply(.toggleNote(cell: blank, digit: 1), to: filled) == nil)
        let erased = try #require(SudokuRules.apply(.erase(cell: blank), to: filled))
        #expect(erased.digit(at: blank) == 0 && erased.noteDigits(at: blank) == [2])
        let wiped = try #require(SudokuRules.apply(.erase(cell: blank), to: erased))
        #expect(wiped.noteDigits(at: blank).isEmpty)
        #expect(SudokuRules.apply(.erase(cell: blank), to: wiped) == nil)
    }

    @Test func flagsToggleOnBlankCellsButNotOnGivens() throws {
        let flagged = try #require(SudokuRules.apply(.toggleFlag(cell: blank), to: state))
        #expect(flagged.flags[blank])
        let unflagged = try #require(SudokuRules.apply(.toggleFlag(cell: blank), to: flagged))
        #expect(!unflagged.flags[blank])
        #expect(SudokuRules.apply(.toggleFlag(cell: given), to: state) == nil)
    }

    @Test func scoreIsThePercentageOfBlanksFilledCorrectly() throws {
        #expect(SudokuRules.score(of: state) == 0)
        let blanks = (0..<81).filter { state.givens[$0] == 0 }
        var half = state
        for cell in blanks.prefix(blanks.count / 2) {
            half = try #require(SudokuRules.apply(.place(cell: cell, digit: state.solution[cell]), to: half))
        }
        #expect(SudokuRules.score(of: half) == (blanks.count / 2) * 100 / blanks.count)
        // A wrong digit scores nothing.
        let last = blanks.last!
        let wrong = try #require(SudokuRules.apply(.place(cell: last, digit: state.solution[last] % 9 + 1), to: half))
        #expect(SudokuRules.score(of: wrong) == SudokuRules.score(of: half))
        #expect(SudokuRules.submitMessage(for: half) == "Score: \(SudokuRules.score(of: half))")
        var almost = half
        for cell in blanks.dropFirst(blanks.count / 2).dropLast() {
            almost = try #require(SudokuRules.apply(.place(cell: cell, digit: state.solution[cell]), to: almost))
        }
        #expect(SudokuRules.score(of: almost) == (blanks.count - 1) * 100 / blanks.count)
        #expect(SudokuRules.score(of: almost) < 100 && !SudokuRules.isSolved(almost))
        let full = try #require(SudokuRules.apply(.place(cell: last, digit: state.solution[last]), to: almost))
        #expect(SudokuRules.score(of: full) == 100)
        #expect(SudokuRules.isSolved(full) && SudokuRules.outcome(of: full) == .won)
        #expect(SudokuRules.submitMessage(for: full) == "You win!")
        // A finished game takes no more moves.
        #expect(SudokuRules.apply(.toggleFlag(cell: 0), to: full) == nil)
        #expect(SudokuRules.apply(.fillOneCell, to: full) == nil)
    }

    @Test func conflictsAndCompleteDigits() throws {
        let digit = state.givens[given]
        // The same digit elsewhere in the given's row clashes with it.
        let row = SudokuGeometry.row(given)
        let clashCell = (0..<9).map { row * 9 + $0 }.first { state.givens[$0] == 0 }!
        let clash = try #require(SudokuRules.apply(.place(cell: clashCell, digit: digit), to: state))
        #expect(SudokuRules.conflicts(in: clash).isSuperset(of: [given, clashCell]))
        #expect(SudokuRules.conflicts(in: state).isEmpty)

        var filled = state
        for cell in 0..<81 where state.solution[cell] == 5 && state.givens[cell] == 0 {
            #expect(!SudokuRules.digitsComplete(in: filled).contains(5))
            filled = try #require(SudokuRules.apply(.place(cell: cell, digit: 5), to: filled))
        }
        #expect(SudokuRules.digitsComplete(in: filled).contains(5))
    }

    @Test func fillOneCellRepairsMistakesFirstThenFollowsTheStepper() throws {
        let wrongDigit = state.solution[blank] % 9 + 1
        let wrong = try #require(SudokuRules.apply(.place(cell: blank, digit: wrongDigit), to: state))
        #expect(SudokuRules.cellToFill(in: wrong) == blank)
        let repaired = try #require(SudokuRules.apply(.fillOneCell, to: wrong))
        #expect(repaired.digit(at: blank) == state.solution[blank] && repaired.cellsFilledByHint == 1)

        let next = try #require(SudokuRules.cellToFill(in: state))
        let hint = try #require(SudokuRules.hint(for: state)?.step)
        #expect(hint.placement?.cell == next)
        let filled = try #require(SudokuRules.apply(.fillOneCell, to: state))
        #expect(filled.digit(at: next) == state.solution[next])
    }

    @Test func hintPointsOutAWrongDigitFirst() throws {
        let wrongDigit = state.solution[blank] % 9 + 1
        let wrong = try #require(SudokuRules.apply(.place(cell: blank, digit: wrongDigit), to: state))
        let hint = try #require(SudokuRules.hint(for: wrong))
        #expect(hint == .wrongDigit(cell: blank))
        let erased = try #require(SudokuRules.apply(hint.move, to: wrong))
        #expect(SudokuRules.hint(for: erased) == SudokuRules.hint(for: state))
    }

    @Test func hintPointsOutNotesThatLeaveOutTheCellsDigit() throws {
        let other = state.solution[blank] % 9 + 1
        let noted = try #require(SudokuRules.apply(.toggleNote(cell: blank, digit: other), to: state))
        let hint = try #require(SudokuRules.hint(for: noted))
        #expect(hint == .missingNote(cell: blank))
        let restored = try #require(SudokuRules.apply(hint.move, to: noted))
        #expect(restored.noteDigits(at: blank) == SudokuCandidates(grid: state.board).digits(at: blank))
        #expect(restored.hasNote(state.solution[blank], at: blank))
        #expect(SudokuRules.hint(for: restored)?.step != nil)
    }

    @Test func strikingNotesPencilsTheRestOfANotelessCellIn() throws {
        let allowed = SudokuCandidates(grid: state.board).digits(at: blank)
        let struck = try #require(allowed.first { $0 != state.solution[blank] })
        let move = SudokuMove.strikeNotes([SudokuCandidate(cell: blank, digit: struck)])
        let after = try #require(SudokuRules.apply(move, to: state))
        #expect(after.noteDigits(at: blank) == allowed.filter { $0 != struck })
        // Striking what is already struck changes nothing and is refused.
        #expect(SudokuRules.apply(move, to: after) == nil)
    }

    @Test func importsPastedPuzzles() throws {
        let imported = try SudokuRules.importState(from: state.givens.line)
        #expect(imported.solution == state.solution && imported.difficulty == SudokuGrader.grade(state.givens))
        #expect(imported.board == state.givens && imported.difficulty != nil)
        let empty = String(repeating: ".", count: 81)
        #expect(throws: InputError("multiple solutions")) { try SudokuRules.importState(from: empty) }
        let clash = "11" + String(repeating: ".", count: 79)
        #expect(throws: InputError("no solution")) { try SudokuRules.importState(from: clash) }
        #expect(throws: InputError("expected 81 characters, got 3")) { try SudokuRules.importState(from: "123") }
    }

    @Test func statesSurviveASaveRoundTrip() throws {
        var played = try #require(SudokuRules.apply(.toggleNote(cell: blank, digit: 3), to: state))
        played = try #require(SudokuRules.apply(.toggleFlag(cell: blank), to: played))
        let data = try JSONEncoder().encode(played)
        #expect(try JSONDecoder().decode(SudokuState.self, from: data) == played)
        let move = SudokuMove.place(cell: 3, digit: 4)
        #expect(try JSONDecoder().decode(SudokuMove.self, from: JSONEncoder().encode(move)) == move)
    }

    /// A save names only the flagged cells and writes pencil marks only when there are some; the
    /// form saves had before (a Boolean per cell, 81 marks) still loads, and a flagged cell off
    /// the grid is an error.
    @Test func statesSaveOnlyTheirMarksAndOldSavesLoad() throws {
        let fresh = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
        #expect(!fresh.contains("\"notes\"") && !fresh.contains("flag"))
        #expect(try JSONDecoder().decode(SudokuState.self, from: Data(fresh.utf8)) == state)
        let flagged = try #require(SudokuRules.apply(.toggleFlag(cell: blank), to: state))
        let text = String(decoding: try JSONEncoder().encode(flagged), as: UTF8.self)
        #expect(text.contains("\"flagged\":[\(blank)]") && !text.contains("\"flags\""))

        var old = try #require(
            JSONSerialization.jsonObject(with: JSONEncoder().encode(flagged)) as? [String: Any])
        old["flagged"] = nil
        old["flags"] = (0..<81).map { $0 == blank }
        old["notes"] = [Int](repeating: 0, count: 81)
        #expect(
            try JSONDecoder().decode(SudokuState.self, from: JSONSerialization.data(withJSONObject: old)) == flagged)

        var hostile = old
        hostile["flags"] = nil
        hostile["flagged"] = [81]
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(SudokuState.self, from: JSONSerialization.data(withJSONObject: hostile))
        }
    }
}
