import GameCore
import GameKit
import Layout
import Localization
import SudokuEngine

/// What a tap on the Sudoku screen means; the layout attaches these to tap regions and
/// `SudokuScene.handle` turns them into moves. New game and restart are `ChromeAction`s so the
/// app routes them to `perform` like the header's buttons.
enum SudokuAction: Hashable, Sendable {
    /// A board cell, 0...80 row-major.
    case cell(Int)
    /// A digit on the number pad.
    case pad(Int)
    case tool(SudokuTool)
    /// A level in the new-game chooser (of the variant it shows).
    case choose(SudokuDifficulty)
    /// The chooser's arrows beside the variant's name: the previous (-1) or next (+1) rule set.
    case stepVariant(Int)
    /// The chooser's Print… button: six puzzles of its focused level to a PDF.
    case printLevel
    /// The Import button inside the import dialog.
    case confirmImport
    /// Empties the import dialog's text.
    case clearImport
    /// Closes whichever dialog is open.
    case closeDialog
    /// The status bar's message, cut to fit: opens it whole in a dialog.
    case wholeMessage
}

/// The buttons beside the number pad; each also has a key (see `SudokuScene.controls`).
enum SudokuTool: Hashable, Sendable, CaseIterable {
    case notes, erase, flag, hint, fill, conflicts, submit, importPuzzle, export
    /// Every blank cell's candidates pencilled in (M), every note rubbed out (X).
    case fillNotes, clearNotes
    /// The board hidden and the clock stopped until any key or click (Space).
    case pause
    /// The selected cell's box shaded with its row and column (B).
    case boxShading
}

/// Seed 001's order: a digit, the eraser or the flag chosen first (shown in the display bar),
/// then every clicked cell takes it.
enum SudokuBrush: Codable, Equatable, Sendable {
    case digit(Int)
    case erase
    case flag

    /// What the display bar's tile shows.
    var label: String {
        switch self {
        case .digit(let digit): String(digit)
        case .erase: tr("Erase")
        case .flag: tr("Flag")
        }
    }
}

/// The modal layer over the board, if any.
enum SudokuDialog: Equatable, Sendable {
    /// The new-game chooser: the rule set it shows and the keyboard's row among its levels.
    case chooser(focus: Int, variant: SudokuVariant)
    /// The import dialog with what has been typed so far and why the last try failed.
    case importing(text: String, error: String?)
    /// "Solved!" with the time and a new-game prompt.
    case won
    /// A status message in full (a long hint the status bar had to cut).
    case message(SudokuMessage)
    /// The game paused by the player: the board drawn without its digits under a card, the
    /// clock held; any key or click resumes.
    case paused
}

/// A line for the status bar: a bold title and an optional detail, in a tone that colours it.
struct SudokuMessage: Equatable, Sendable {
    enum Tone: Equatable, Sendable {
        case info, good, bad, hint
    }

    var title: String
    var detail: String?
    var tone: Tone = .info
    /// The detail without its explanation (a hint's result alone), for a status bar with too
    /// little room for the whole detail under the title.
    var shortDetail: String?
    /// The detail is what the message carries (an exported puzzle's 81 characters): where the
    /// bar cannot hold both, the title gives way to it (and stays a tap away).
    var detailFirst = false
}

/// The bookkeeping of one puzzle in saves written before the shared session: whether the
/// player had started it, whether it had counted as played and whether its win was recorded.
struct SudokuAttempt: Codable, Equatable, Sendable {
    var started = false
    var counted = false
    var won = false
    var mistakesMade: Int?

    var record: GameRecord {
        var record = GameRecord()
        record.started = started
        record.counted = counted
        record.result = won ? .won : nil
        return record
    }
}

/// What Sudoku keeps with a puzzle besides its moves: the switches, the selection, what is
/// held, and the mistakes made.
public struct SudokuExtras: Codable, Equatable, Sendable {
    var notesMode = false
    var showConflicts = false
    var selected: Int?
    var selectedNumber = 0
    /// The digit or tool held in seed 001's order.
    var brush: SudokuBrush?
    var mistakesMade: Int?
}

extension SudokuExtras {
    private enum CodingKeys: String, CodingKey {
        case notesMode, showConflicts, selected, selectedNumber, brush, mistakesMade
    }

    /// Reads a save's extras; the switches kept later than the first version default when absent.
    /// A `shadesBox` written by the build that first kept box shading here is left unread: the
    /// preference now lives in the statistics.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        notesMode = try container.decode(Bool.self, forKey: .notesMode)
        showConflicts = try container.decode(Bool.self, forKey: .showConflicts)
        selected = try container.decodeIfPresent(Int.self, forKey: .selected)
        selectedNumber = try container.decode(Int.self, forKey: .selectedNumber)
        brush = try container.decodeIfPresent(SudokuBrush.self, forKey: .brush)
        mistakesMade = try container.decodeIfPresent(Int.self, forKey: .mistakesMade)
    }
}
