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
    /// A level in the new-game chooser.
    case choose(SudokuDifficulty)
    /// The Import button inside the import dialog.
    case confirmImport
    /// Empties the import dialog's text.
    case clearImport
    /// Closes whichever dialog is open.
    case closeDialog
}

/// The buttons beside the number pad; each also has a key (see `SudokuScene.controls`).
enum SudokuTool: Hashable, Sendable, CaseIterable {
    case notes, erase, flag, hint, fill, conflicts, submit, importPuzzle, export
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
    /// The new-game difficulty chooser; `focus` is the keyboard's row (0...4).
    case chooser(focus: Int)
    /// The import dialog with what has been typed so far and why the last try failed.
    case importing(text: String, error: String?)
    /// "Solved!" with the time and a new-game prompt.
    case won
}

/// A line for the status bar: a bold title and an optional detail, in a tone that colours it.
struct SudokuMessage: Equatable, Sendable {
    enum Tone: Equatable, Sendable {
        case info, good, bad, hint
    }

    var title: String
    var detail: String?
    var tone: Tone = .info
}

/// The bookkeeping of one puzzle for statistics: whether the player has started it (the timer
/// runs from the first input), whether it has counted as played and whether its win is
/// recorded, so undo and redo around a win never count it twice.
struct SudokuAttempt: Codable, Equatable, Sendable {
    var started = false
    var counted = false
    var won = false
    /// Wrong digits placed on this puzzle: the player's record, which undo and restart do not
    /// take back. Nil in saves from before it was kept (the state's own count stands in).
    var mistakesMade: Int?
}
