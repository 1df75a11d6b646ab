import Testing

@testable import GameCore
@testable import SudokuEngine

/// "Fill notes" (Solo's M) and "clear notes": the candidates pencilled in are exactly those the
/// digits on the board allow, on random positions with right and wrong digits and stray notes,
/// computed here by a reference that knows nothing of the engine's masks or peer tables.
@Suite struct SudokuNotesFillTests {
    /// The digits 1...9 no cell of `cell`'s row, column or box holds, by walking the board.
    static func referenceCandidates(_ board: SudokuGrid, _ cell: Int) -> Set<Int> {
        let row = cell / 9
        let column = cell % 9
        var seen = Set<Int>()
        for other in 0..<81 where other != cell {
            let sameRow = other / 9 == row
            let sameColumn = other % 9 == column
            let sameBox = other / 9 / 3 == row / 3 && other % 9 / 3 == column / 3
            if sameRow || sameColumn || sameBox { seen.insert(board[other]) }
        }
        return Set(1...9).subtracting(seen)
    }

    static func digits(_ mask: UInt16) -> Set<Int> { Set((1...9).filter { mask & (1 << ($0 - 1)) != 0 }) }

    /// A position reached by random legal moves from a generated puzzle: right and wrong digits,
    /// notes toggled anywhere, some erased again.
    static func randomPosition(puzzle seed: UInt64, walk: UInt64) -> SudokuState {
        var state = SudokuRules.newState(params: SudokuParams(difficulty: .easy), seed: seed)
        var random = SeededGenerator(seed: walk)
        let steps = Int(random.next() % 60)
        for _ in 0..<steps {
            let cell = Int(random.next() % 81)
            let digit = Int(random.next() % 9) + 1
            let move: SudokuMove
            switch random.next() % 4 {
            case 0: move = .place(cell: cell, digit: random.next() % 2 == 0 ? state.solution[cell] : digit)
            case 1, 2: move = .toggleNote(cell: cell, digit: digit)
            default: move = .erase(cell: cell)
            }
            if let next = SudokuRules.apply(move, to: state), !next.isSolved { state = next }
        }
        return state
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func filledNotesAreTheReferenceCandidates(puzzle seed: UInt64) throws {
        var checked = 0
        var withWrongDigits = 0
        for walk in UInt64(0)..<40 {
            let before = Self.randomPosition(puzzle: seed, walk: walk * 7919 + seed)
            if (0..<81).contains(where: { before.isWrong($0) }) { withWrongDigits += 1 }
            guard let after = SudokuRules.apply(.fillNotes, to: before) else {
                // Nothing to change: every blank already holds exactly its candidates.
                for cell in 0..<81 where before.board[cell] == 0 {
                    #expect(Self.digits(before.notes[cell]) == Self.referenceCandidates(before.board, cell))
                }
                continue
            }
            #expect(after.board == before.board && after.flags == before.flags)
            #expect(after.mistakes == before.mistakes && after.cellsFilledByHint == before.cellsFilledByHint)
            for cell in 0..<81 {
                if before.board[cell] == 0 {
                    #expect(
                        Self.digits(after.notes[cell]) == Self.referenceCandidates(before.board, cell),
                        "walk \(walk), cell \(cell)")
                    checked += 1
                } else {
                    // A digit's hidden notes stay as they were.
                    #expect(after.notes[cell] == before.notes[cell])
                }
            }
            // Filled again, nothing changes: one step, not a toggle.
            #expect(SudokuRules.apply(.fillNotes, to: after) == nil)
        }
        #expect(checked > 1000)
        #expect(withWrongDigits > 5, "the walks reach positions with wrong digits")
    }

    @Test func clearingRemovesEveryNoteAndOnlyNotes() throws {
        for walk in UInt64(0)..<20 {
            let before = Self.randomPosition(puzzle: 4, walk: walk)
            let filled = SudokuRules.apply(.fillNotes, to: before) ?? before
            let cleared = try #require(SudokuRules.apply(.clearNotes, to: filled))
            #expect(cleared.notes.allSatisfy { $0 == 0 })
            #expect(cleared.board == filled.board && cleared.flags == filled.flags)
            #expect(SudokuRules.apply(.clearNotes, to: cleared) == nil, "nothing left to clear")
        }
    }

    @Test func aSolvedBoardTakesNeither() throws {
        var state = SudokuRules.newState(params: SudokuParams(difficulty: .easy), seed: 5)
        for cell in 0..<81 where state.board[cell] == 0 {
            state = try #require(SudokuRules.apply(.place(cell: cell, digit: state.solution[cell]), to: state))
        }
        #expect(state.isSolved)
        #expect(SudokuRules.apply(.fillNotes, to: state) == nil)
        #expect(SudokuRules.apply(.clearNotes, to: state) == nil)
    }
}
