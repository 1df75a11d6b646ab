import Layout
import Testing

@testable import GameKit
@testable import SudokuEngine
@testable import SudokuFeature

/// A hint names only what is on the board: striking a candidate from a cell with no notes says
/// that the cell's candidates are filled in first, and carrying it out does just that.
@Suite struct SudokuHintWordsTests {
    /// Hard seed 5 walked by the hint key until a hint strikes candidates from a cell with no
    /// notes (the first elimination does: the player has pencilled nothing).
    static func blankElimination() throws -> (SudokuHarness, SudokuStep, [Int]) {
        let game = SudokuHarness(seed: 5, difficulty: .hard)
        for _ in 0..<400 {
            game.key(.character("h"))
            if let step = game.scene.hint?.step, step.placement == nil {
                let blank = Set(step.eliminations.map(\.cell)).filter { game.state.notes[$0] == 0 }
                if !blank.isEmpty { return (game, step, blank.sorted()) }
            }
            game.key(.character("h"))
        }
        throw HintNotFound()
    }

    struct HintNotFound: Error {}

    @Test func anEliminationOnACellWithoutNotesSaysItFillsItsCandidatesIn() throws {
        let (game, step, blank) = try Self.blankElimination()
        let detail = try #require(game.scene.message?.detail)
        let names = blank.map(SudokuHintText.name).joined(separator: ", ")
        #expect(detail.contains("Fill in the candidates of \(names), then remove "), "\(detail)")
        #expect(!detail.contains("Remove "), "\(detail)")
        // Its short form, for a bar too short for the reason, says it too.
        #expect(game.scene.message?.shortDetail?.hasPrefix("Fill in the candidates of \(names)") == true)

        let allowed = SudokuRules.allowedCandidates(in: game.state)
        let before = game.state.notes
        game.key(.character("h"))
        for cell in blank {
            var expected = allowed.masks[cell]
            for candidate in step.eliminations where candidate.cell == cell {
                expected &= ~SudokuLogic.bit(candidate.digit)
            }
            #expect(game.state.notes[cell] == expected, "\(SudokuHintText.name(cell))")
            #expect(game.state.notes[cell] != 0)
        }
        // No other cell was pencilled.
        for cell in 0..<81 where !step.eliminations.contains(where: { $0.cell == cell }) {
            #expect(game.state.notes[cell] == before[cell])
        }
        let done = try #require(game.scene.message?.title)
        #expect(done.contains("Filled in the candidates of \(names) and removed "), "\(done)")
    }

    /// Once the cell has notes, a strike on it is named plainly: "Remove …".
    @Test func anEliminationOnNotedCellsSaysRemove() throws {
        let game = SudokuHarness(seed: 5, difficulty: .hard)
        for cell in 0..<81 where game.state.board[cell] == 0 {
            game.tapCell(cell)
            for digit in SudokuLogic.digits(SudokuRules.allowedCandidates(in: game.state).masks[cell]) {
                game.key(.character(Character(String(digit))), .shift)
            }
        }
        for _ in 0..<400 {
            game.key(.character("h"))
            if let step = game.scene.hint?.step, step.placement == nil {
                let detail = try #require(game.scene.message?.detail)
                #expect(detail.contains("Remove "), "\(detail)")
                #expect(!detail.contains("Fill in"), "\(detail)")
                return
            }
            game.key(.character("h"))
        }
        Issue.record("no elimination met")
    }
}
