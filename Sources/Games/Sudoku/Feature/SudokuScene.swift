import GameCore
import GameKit
import Layout
import Localization
import SudokuEngine

/// Sudoku as the app sees it (seeds 000 and 001): a graded puzzle on a 9×9 board with seed
/// 000's highlighting, a number pad, notes, flags, conflicts, hints that name their technique,
/// submit with a score, a timer, and import/export of the common 81-character line. The rules,
/// generator and stepper live in the engine; this class keeps only what the player sees besides
/// the board (selection, modes, the status message, dialogs) and the statistics bookkeeping.
public final class SudokuScene: GameScene {

    var midEnd: MidEnd<SudokuRules>
    /// Kept to build a replacement mid-end when a puzzle is imported or a save restored.
    let clock: () -> Double
    var selected: Int?
    /// Seed 000's `selectedNum`: the selected cell's digit, or the digit just typed; drawn
    /// yellow everywhere and shown in the status bar.
    var selectedNumber = 0
    /// The digit or tool chosen before any cell (seed 001): every clicked cell takes it until it
    /// is tapped again. Nil in seed 000's order (cell first, then digit).
    var brush: SudokuBrush?
    /// Digits on the pad and keys pencil notes in instead of placing.
    var notesMode = false
    /// Duplicates in a row, column or box are tinted red.
    var showConflicts = false
    /// What the last hint showed (a step, or a wrong entry pointed out), until the board
    /// changes; the hint button pressed again while it shows carries it out.
    var hint: SudokuHint?
    var message: SudokuMessage?
    var dialog: SudokuDialog?
    var attempt = SudokuAttempt()
    /// The puzzles left by a new game or an import: undo goes back to them.
    var replaced = ReplacedGames()
    var active = true

    public var statistics = GameStatistics()
    /// The clipboard export writes to and paste reads; nil uses the window's (`Clipboard.port`).
    public var clipboard: (any ClipboardPort)?
    var clipboardPort: (any ClipboardPort)? { clipboard ?? Clipboard.port }

    /// Sudoku changes jump: a digit or a highlight appearing needs no motion to be followed.
    public var pendingAnimation: AnimationTiming? { nil }

    /// A fresh puzzle of `difficulty`, generated from `seed` (the same seed, the same puzzle).
    public init(seed: UInt64, clock: @escaping () -> Double, difficulty: SudokuDifficulty = .easy) {
        self.clock = clock
        midEnd = MidEnd(params: SudokuParams(difficulty: difficulty), seed: seed, clock: clock)
    }

    var state: SudokuState { midEnd.state }

    var playing: Bool { midEnd.outcome == .playing }

    /// The puzzle in the common one-line format (`.` for blanks), for export and the CLI.
    public var exportLine: String { state.givens.line }

    public var needsTicks: Bool { active && midEnd.isTimerRunning }

    public func setActive(_ active: Bool) {
        self.active = active
        if active {
            if attempt.started { midEnd.startTimer() }
        } else {
            midEnd.pauseTimer()
        }
    }

    /// The level's name as the player sees it; an imported puzzle that even forcing chains
    /// cannot finish is "Beyond".
    var levelName: String { state.difficulty.map(SudokuWords.level) ?? tr("Beyond") }

    /// The statistics key for best times: "bestTime.easy", …, "bestTime.beyond".
    var bestTimeKey: String { "bestTime." + (state.difficulty?.rawValue ?? "beyond") }

    public var statisticsLine: String {
        guard statistics.won > 0 else {
            return statistics.played == 0
                ? tr("No puzzles yet") : tr("Played {played} · none solved yet", ["played": statistics.played])
        }
        guard let best = statistics.bestTime else { return tr("Solved {solved}", ["solved": statistics.won]) }
        return tr("Solved {solved} · best {time}", ["solved": statistics.won, "time": formatDuration(best)])
    }

    /// Every key the scene answers, for the app's help screen.
    public static let controls: [(key: String, action: String)] = [
        ("Arrows / WASD", "Move the selection"),
        ("1–9", "Place a digit (the same digit again clears it)"),
        ("1–9 with no cell chosen", "Choose the digit every clicked cell takes (again to stop)"),
        ("Shift+1–9", "Pencil a note in or out"),
        ("P", "Notes mode on or off"),
        ("0 / Backspace / Delete", "Erase the cell"),
        ("F", "Flag the cell"),
        ("H", "Hint: the next logical step"),
        ("G", "Fill one cell"),
        ("C", "Show conflicts"),
        ("Enter", "Submit for a score"),
        ("I / E", "Import / export a puzzle (export copies it)"),
        ("Ctrl+V / middle click", "Paste a puzzle"),
        ("N", "New game (choose a difficulty)"),
        ("Ctrl+Z / Ctrl+Y", "Undo / redo"),
    ]

    /// Called at the start of every `handle`/`perform`: starts the clock on the player's first
    /// input and resumes it after a pause.
    func beginUpdate() {
        if !attempt.started, dialog == nil { attempt.started = true }
        if active, attempt.started { midEnd.startTimer() }
    }
}
