import GameCore
import GameKit
import Layout
import Localization
import SudokuEngine
import SudokuVariants

/// Sudoku as the app sees it (seeds 000 and 001): a graded puzzle on a 9×9 board with seed
/// 000's highlighting, a number pad, notes, flags, conflicts, hints that name their technique,
/// submit with a score, a timer, and import/export of the common 81-character line. The rules,
/// generator and stepper live in the engine; this class keeps only what the player sees besides
/// the board (selection, modes, the status message, dialogs) and the statistics bookkeeping.
public final class SudokuScene: SessionScene {

    public let session: GameSession<SudokuRules, SudokuExtras>
    var midEnd: MidEnd<SudokuRules> { session.midEnd }
    @Extra<SudokuScene, Int?>(\.selected) var selected: Int?
    /// Seed 000's `selectedNum`: the selected cell's digit, or the digit just typed; drawn
    /// yellow everywhere and shown in the status bar.
    @Extra<SudokuScene, Int>(\.selectedNumber) var selectedNumber: Int
    /// The digit or tool chosen before any cell (seed 001): every clicked cell takes it until it
    /// is tapped again. Nil in seed 000's order (cell first, then digit).
    @Extra<SudokuScene, SudokuBrush?>(\.brush) var brush: SudokuBrush?
    /// Digits on the pad and keys pencil notes in instead of placing.
    @Extra<SudokuScene, Bool>(\.notesMode) var notesMode: Bool
    /// Duplicates in a row, column or box are tinted red.
    @Extra<SudokuScene, Bool>(\.showConflicts) var showConflicts: Bool
    /// The selected cell's box is shaded with its row and column: the player's preference, kept
    /// with the statistics (on unless switched off) rather than with a puzzle, so no puzzle
    /// carries its own copy and undo across a new game neither changes it nor is changed by it.
    var shadesBox: Bool {
        get { statistics.extra[Self.shadesBoxKey] != 0 }
        set { statistics.extra[Self.shadesBoxKey] = newValue ? nil : 0 }
    }

    static let shadesBoxKey = "shadesBox"
    /// Wrong digits placed on this puzzle: the player's record, which undo and restart do not
    /// take back. Nil in saves from before it was kept (the state's own count stands in).
    @Extra<SudokuScene, Int?>(\.mistakesMade) var mistakesMade: Int?
    /// What the last move did to the session (counted, won), for `moved()`.
    var lastChange: SessionChange = []
    /// What the last hint showed (a step, or a wrong entry pointed out), until the board
    /// changes; the hint button pressed again while it shows carries it out.
    var hint: SudokuHint?
    /// On a variant grid, the variants' step behind `hint`, whose houses and cages its words name.
    var variantStep: SudokuVariantStep?
    /// A variant puzzle being generated off the window's thread (a hard killer can take tens
    /// of milliseconds, more than a frame); the game on screen plays on meanwhile.
    let generation = BackgroundTask<SudokuGenerated>()
    /// The rule set `generation` is making a puzzle of, for the status line while it runs.
    var making: SudokuVariant?
    var message: SudokuMessage?
    var dialog: SudokuDialog?
    /// The environment that names the folder Print… writes to (`HOME`, `XDG_…`); nil takes the
    /// window's (`PlayerFolders`). Tests point it at a scratch folder.
    public var printEnvironment: [String: String]?
    /// Printouts made from this scene, so each draws new puzzles.
    var printouts = 0
    /// The clipboard export writes to and paste reads; nil uses the window's (`Clipboard.port`).
    public var clipboard: (any ClipboardPort)?
    var clipboardPort: (any ClipboardPort)? { clipboard ?? Clipboard.port }

    /// Sudoku changes jump: a digit or a highlight appearing needs no motion to be followed.
    public var pendingAnimation: AnimationTiming? { nil }

    /// A fresh puzzle of `difficulty`, generated from `seed` (the same seed, the same puzzle).
    public init(seed: UInt64, clock: @escaping () -> Double, difficulty: SudokuDifficulty = .easy) {
        session = GameSession(
            params: SudokuParams(difficulty: difficulty), seed: seed, extras: SudokuExtras(), clock: clock,
            policy: Self.policy)
    }

    var state: SudokuState { midEnd.state }

    var playing: Bool { midEnd.outcome == .playing }

    /// The puzzle in the common one-line format (`.` for blanks), for export and the CLI; a
    /// variant's in the line `tessera sudoku solve --variant V` reads (regions or cages too).
    public var exportLine: String {
        guard let shape = state.shape else { return state.givens.line }
        return SudokuVariantText.line(state.givens.cells, shape: shape)
    }

    public var needsTicks: Bool { session.isClockRunning }

    var active: Bool { session.isActive }

    /// The level's name as the player sees it; an imported puzzle that even forcing chains
    /// cannot finish is "Beyond".
    /// On a variant grid the rule set comes first: "Killer · Hard".
    var levelName: String {
        guard variant != .classic else { return plainLevelName }
        return tr("{variant} · {level}", ["variant": SudokuWords.variant(variant), "level": plainLevelName])
    }

    /// The level alone ("Hard"), under `levelCaption` on the panel.
    var plainLevelName: String { state.difficulty.map(SudokuWords.level) ?? tr("Beyond") }

    /// The panel's caption over the level: "Level", or the rule set on a variant grid
    /// ("Killer"), so the two share a box the size of one.
    var levelCaption: String {
        variant == .classic ? trc("Sudoku difficulty", "Level") : SudokuWords.variant(variant)
    }

    /// A finished puzzle's level ("hard", or "killer.hard" on a variant grid) by its name on the
    /// panel ("Hard", "Killer · Hard"), so the statistics keep each rule set's levels apart.
    public func statisticsLevelName(_ level: String) -> String {
        let parts = level.split(separator: ".", maxSplits: 1).map(String.init)
        let name = SudokuDifficulty(rawValue: parts.last ?? "").map(SudokuWords.level) ?? tr("Beyond")
        guard parts.count == 2, let variant = SudokuVariant(rawValue: parts[0]) else { return name }
        return tr("{variant} · {level}", ["variant": SudokuWords.variant(variant), "level": name])
    }

    /// How the statistics name a puzzle's kind: its level ("hard"), after its rule set on a
    /// variant grid ("killer.hard"). Classic keeps the plain level, as it did before variants.
    static func statisticsLevel(_ state: SudokuState) -> String {
        let level = state.difficulty?.rawValue ?? "beyond"
        return state.variant == .classic ? level : "\(state.variant.rawValue).\(level)"
    }

    /// The statistics key for best times: "bestTime.easy", …, "bestTime.beyond", and
    /// "bestTime.killer.hard" on a variant grid.
    static func bestTimeKey(_ state: SudokuState) -> String { "bestTime." + statisticsLevel(state) }

    /// The title card's line: the rule set being played when it is not classic ("Killer ·"),
    /// then the record.
    public var statisticsLine: String {
        guard variant != .classic else { return recordLine }
        // TRANSLATORS: Sudoku title card: the rule set of the game in progress, then the record line.
        return tr("{variant} · {record}", ["variant": SudokuWords.variant(variant), "record": recordLine])
    }

    /// Puzzles solved, those solved with help (a hint carried out, a filled cell) counted apart,
    /// and the best time, which only unhelped puzzles set.
    private var recordLine: String {
        let solved = statistics.won + helpedWins
        guard solved > 0 else {
            return statistics.played == 0
                ? tr("No puzzles yet") : tr("Played {played} · none solved yet", ["played": statistics.played])
        }
        if helpedWins > 0 {
            guard let best = statistics.bestTime else {
                // TRANSLATORS: Sudoku title card: puzzles solved, {helped} of them with a hint or a filled cell.
                return tr("Solved {solved} · {helped} with help", ["solved": solved, "helped": helpedWins])
            }
            return tr(
                // TRANSLATORS: Sudoku title card: as above, then the best time (only unhelped puzzles set one).
                "Solved {solved} · {helped} with help · best {time}",
                ["solved": solved, "helped": helpedWins, "time": formatDuration(best)])
        }
        guard let best = statistics.bestTime else { return tr("Solved {solved}", ["solved": solved]) }
        return tr("Solved {solved} · best {time}", ["solved": solved, "time": formatDuration(best)])
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
        ("M / X", "Fill every empty cell's notes / clear every note"),
        ("B", "Shade the selected cell's box"),
        ("Space", "Pause (any key resumes)"),
        ("Enter", "Submit for a score"),
        ("I / E", "Import / export a puzzle (export copies it)"),
        ("Ctrl+V / middle click", "Paste a puzzle"),
        ("N", "New game (choose a difficulty)"),
        ("Ctrl+Z / Ctrl+Y", "Undo / redo"),
    ]

    /// Called at the start of every `handle`/`perform`: starts the clock on the player's first
    /// input and resumes it after a pause.
    func beginUpdate() {
        if dialog == nil { session.begin() }
    }

    /// Plays `move` through the session; false when the rules refuse it.
    func play(_ move: SudokuMove) -> Bool {
        guard let change = session.apply(move) else { return false }
        lastChange = change
        return true
    }
}
