import GameCore
import GameKit
import Layout
import LightsOutEngine
import Localization

/// Lights Out as the app sees it (seed 004): glowing bulbs on a dark well, a move counter
/// against par, a timer, hints and the full solution from the GF(2) solver, endless numbered
/// levels and a history of results. The rules, levels and solver live in the engine; this
/// class keeps only what the player sees besides the board (cursor, hint, panels) and the
/// bookkeeping of one attempt for statistics and history.
public final class LightsOutScene: GameScene {

    var midEnd: MidEnd<LightsOutRules>
    /// Kept to build a replacement mid-end when a save is restored.
    let clock: () -> Double
    /// The numbered level the ladder is at: what "current level" means across runs, and where
    /// ▶ returns to from a custom board.
    var ladderLevel: Int
    var attempt = LightsOutAttempt()
    var results: [LightsOutResult] = []
    /// The keyboard cursor; drawn only once the keyboard has been used, so mouse players never
    /// see a stray focus ring.
    var cursor = LightsOutCell(row: 0, col: 0)
    var cursorVisible = false
    /// One press of a shortest solution, shown until the board changes.
    var hint: LightsOutCell?
    var showSolution = false
    var showHistory = false
    /// The attempts left by a level step, a new attempt or a replay: undo goes back to them.
    var replaced = ReplacedGames()
    /// Bumped for every step on the board (a press, undo, redo, restart, another level), as
    /// 2048 bumps `shown.serial`: an undo and a redo back into the same end are two steps.
    var step = 0
    /// The step at which the player closed the solved or lost message with Escape; the message
    /// is back after any other step.
    var dismissedResult: Int?
    /// The level picker, while it is open.
    var picker: LightsOutPicker?
    var active = true

    public var statistics = GameStatistics()
    public private(set) var pendingAnimation: AnimationTiming?

    /// Results kept in the save file and shown in the history panel.
    static let historyLimit = 50

    /// Lights cross-fade when toggled: quick enough that fast clicking never waits on it.
    static let pressAnimation = AnimationTiming(moveDuration: 0.16, appearDuration: 0.16, easing: .easeOut)

    /// A fresh game at numbered `level`, or on a custom board when `customSize` is given (the
    /// dark board with `customPresses` applied; validate them with `LightsOutLevels.customBoard`
    /// first, since play clamps the size and drops presses off the board). `seed` is unused:
    /// a level's number is its seed, so `level` alone names the board.
    public convenience init(
        seed: UInt64, clock: @escaping () -> Double, level: Int = LightsOutLevels.firstLevel,
        customSize: Int? = nil, customPresses: [LightsOutCell] = []
    ) {
        let params: LightsOutParams =
            customSize.map { .custom(size: $0, presses: customPresses) }
            ?? .level(LightsOutLevels.clamped(level))
        self.init(params: params, clock: clock)
    }

    public init(params: LightsOutParams, clock: @escaping () -> Double) {
        self.clock = clock
        midEnd = MidEnd(params: params, seed: Self.seed(for: params), clock: clock)
        ladderLevel = midEnd.state.level ?? LightsOutLevels.firstLevel
    }

    var state: LightsOutState { midEnd.state }

    /// True while the solved or lost message is up.
    var showsResult: Bool { midEnd.outcome != .playing && dismissedResult != step }

    public var modal: ModalDialog? {
        if picker != nil {
            return ModalDialog(
                cancel: LightsOutAction.closePicker, confirm: LightsOutAction.playPicked, readsKeys: true)
        }
        if showHistory { return ModalDialog(cancel: LightsOutAction.toggleHistory, readsKeys: true) }
        if showsResult { return ModalDialog(cancel: LightsOutAction.dismissResult, readsKeys: true) }
        return nil
    }

    public var needsTicks: Bool { active && midEnd.isTimerRunning }

    public func setActive(_ active: Bool) {
        self.active = active
        if active {
            if attempt.pressed { midEnd.startTimer() }
        } else {
            midEnd.pauseTimer()
        }
    }

    /// The title card's line, in the collection's form ("Solved 12 · level 13"): what was
    /// solved, with the levels solved with the solution shown counted apart, then the level.
    public var statisticsLine: String {
        let level = ladderLevel
        guard statistics.won > 0 else {
            // TRANSLATORS: Lights Out title card: nothing played yet, and the level the ladder is on.
            guard statistics.played > 0 else { return tr("No levels yet · level {level}", ["level": level]) }
            return trn(
                // TRANSLATORS: Lights Out title card: levels played, and the level the ladder is on.
                "Played {count} · level {level}", "Played {count} · level {level}", count: statistics.played,
                ["level": level])
        }
        let assisted = Int(statistics.extra[Self.assistedKey] ?? 0)
        guard assisted > 0 else {
            return trn(
                // TRANSLATORS: Lights Out title card: levels solved, and the level the ladder is on.
                "Solved {count} · level {level}", "Solved {count} · level {level}", count: statistics.won,
                ["level": level])
        }
        return trn(
            // TRANSLATORS: Lights Out title card: levels solved ({assisted} of them after the solution was shown),
            // and the level the ladder is on.
            "Solved {count} ({assisted} assisted) · level {level}",
            "Solved {count} ({assisted} assisted) · level {level}",
            count: statistics.won, ["assisted": assisted, "level": level])
    }

    /// `statistics.extra` key counting levels solved after the solution was shown.
    static let assistedKey = "assisted"

    /// The level's number is the generator's seed; custom boards have no randomness.
    static func seed(for params: LightsOutParams) -> UInt64 {
        if case .level(let number) = params { return UInt64(LightsOutLevels.clamped(number)) }
        return 0
    }

    /// Clears what belongs to the next animation and the board just left.
    func beginUpdate() {
        pendingAnimation = nil
    }

    func animatePress() {
        pendingAnimation = Self.pressAnimation
    }
}

/// The bookkeeping of one go at a level: whether it has counted as played yet and which result
/// it has in the statistics and the history, so undo and redo around a result never count it
/// twice, and a loss undone and then won counts as the win.
struct LightsOutAttempt: Codable, Equatable {
    var pressed = false
    var result: GameOutcome?
    /// The solution was shown during this attempt: a win then is recorded as assisted, never
    /// as perfect and never as a best time (as Simon Tatham's puzzles say "Auto-solver used").
    var assisted = false

    init() {}

    /// Saves from before `assisted` existed read as unassisted.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pressed = try container.decode(Bool.self, forKey: .pressed)
        result = try container.decodeIfPresent(GameOutcome.self, forKey: .result)
        assisted = try container.decodeIfPresent(Bool.self, forKey: .assisted) ?? false
    }
}
