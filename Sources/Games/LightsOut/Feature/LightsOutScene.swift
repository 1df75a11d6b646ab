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
public final class LightsOutScene: SessionScene {

    public let session: GameSession<LightsOutRules, LightsOutExtras>
    /// The history of results: the scene's across every game it plays, so undo back into an
    /// earlier level keeps the results since; saved in the extras of the game on screen.
    var results: [LightsOutResult] = [] {
        didSet { session.extras.results = results }
    }
    /// "Next level after a win" (on by default, as GNOME's Lights Off): a win on a numbered
    /// level moves straight on to the next one after a short celebration instead of the
    /// message. The player's, not a game's: kept in the statistics (0 when off, nothing when
    /// on), which undo never touches, as they keep the furthest level reached.
    var advanceAfterWin: Bool {
        get { statistics.extra[Self.advanceAfterWinKey] != 0 }
        set { statistics.extra[Self.advanceAfterWinKey] = newValue ? nil : 0 }
    }

    static let advanceAfterWinKey = "nextLevelAfterWin"

    /// The level just solved when the win moved on by itself: the board celebrates it while
    /// the next level comes in, until the next step.
    var celebrated: Int?
    /// The keyboard cursor; drawn only once the keyboard has been used, so mouse players never
    /// see a stray focus ring.
    var cursorVisible = false
    /// One press of a shortest solution, shown until the board changes.
    var hint: LightsOutCell?
    var showHistory = false
    /// Bumped for every step on the board (a press, undo, redo, restart, another level), as
    /// 2048 bumps `shown.serial`: an undo and a redo back into the same end are two steps.
    var step = 0
    /// The step at which the player closed the solved or lost message with Escape; the message
    /// is back after any other step.
    var dismissedResult: Int?
    /// The level picker, while it is open.
    var picker: LightsOutPicker?

    public private(set) var pendingAnimation: AnimationTiming?

    /// Results kept in the save file and shown in the history panel.
    static let historyLimit = 50

    /// Lights cross-fade when toggled: quick enough that fast clicking never waits on it.
    static let pressAnimation = AnimationTiming(moveDuration: 0.16, appearDuration: 0.16, easing: .easeOut)

    /// A win moving on: the solved board's lights go out, the well flares and the next level's
    /// lights come up. The final frame is the next level, so with animations off it is there at
    /// once; presses during it act on the next level.
    static let celebrationAnimation = AnimationTiming(
        moveDuration: 0.3, appearDelay: 0.3, appearDuration: 0.9, easing: .easeInOut)

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
        let level: Int =
            if case .level(let number) = params { LightsOutLevels.clamped(number) } else { LightsOutLevels.firstLevel }
        session = GameSession(
            params: params, seed: Self.seed(for: params),
            extras: LightsOutExtras(
                ladderLevel: level, results: [], showSolution: false, cursor: .init(row: 0, col: 0)),
            clock: clock, policy: Self.policy)
    }

    var midEnd: MidEnd<LightsOutRules> { session.midEnd }
    var state: LightsOutState { session.state }
    /// What the statistics hold of the attempt on screen.
    var attempt: GameRecord { session.record }

    /// The numbered level the ladder is at: what "current level" means across runs, and where
    /// ▶ returns to from a custom board.
    @Extra<LightsOutScene, Int>(\.ladderLevel) var ladderLevel: Int
    @Extra<LightsOutScene, Bool>(\.showSolution) var showSolution: Bool
    @Extra<LightsOutScene, LightsOutCell>(\.cursor) var cursor: LightsOutCell

    /// True while the solved or lost message is up.
    var showsResult: Bool { midEnd.outcome != .playing && dismissedResult != step }

    public var modal: ModalDialog? {
        if picker != nil {
            return ModalDialog(
                cancel: LightsOutAction.closePicker, confirm: LightsOutAction.playPicked, readsKeys: true)
        }
        if showHistory { return ModalDialog(cancel: LightsOutAction.toggleHistory, readsKeys: true) }
        if showsResult {
            return ModalDialog(
                cancel: LightsOutAction.dismissResult, readsKeys: true,
                buttons: LightsOutScreen.resultButtons(won: midEnd.outcome == .won))
        }
        return nil
    }

    public var needsTicks: Bool { session.isClockRunning }

    /// The title card's line, in the collection's form ("Solved 12 · level 13"): what was
    /// solved, with the levels solved with help (a hint or the solution) counted apart, then the
    /// level.
    /// A finished game's level: "Level 12", or a custom board's size ("5x5") as "5×5".
    public func statisticsLevelName(_ level: String) -> String {
        if let number = Int(level) { return tr("Level {level}", ["level": number]) }
        return String(level.map { $0 == "x" ? "×" : $0 })
    }

    public var statisticsLine: String {
        let level = ladderLevel
        let solved = statistics.won + helpedWins
        guard solved > 0 else {
            // TRANSLATORS: Lights Out title card: nothing played yet, and the level the ladder is on.
            guard statistics.played > 0 else { return tr("No levels yet · level {level}", ["level": level]) }
            return trn(
                // TRANSLATORS: Lights Out title card: levels played, and the level the ladder is on.
                "Played {count} · level {level}", "Played {count} · level {level}", count: statistics.played,
                ["level": level])
        }
        guard helpedWins > 0 else {
            return trn(
                // TRANSLATORS: Lights Out title card: levels solved, and the level the ladder is on.
                "Solved {count} · level {level}", "Solved {count} · level {level}", count: solved,
                ["level": level])
        }
        return trn(
            // TRANSLATORS: Lights Out title card: levels solved ({assisted} of them with a hint or the solution
            // shown), and the level the ladder is on.
            "Solved {count} ({assisted} assisted) · level {level}",
            "Solved {count} ({assisted} assisted) · level {level}",
            count: solved, ["assisted": helpedWins, "level": level])
    }

    /// Statistics written before the help rule counted levels solved with the solution in
    /// `won` and again under this key; they now count apart, under the shared key.
    static let oldAssistedKey = "assisted"

    /// The statistics with a record of the old form turned into the shared one.
    public var statistics: GameStatistics {
        get { session.statistics }
        set {
            var record = newValue
            if let old = record.extra.removeValue(forKey: Self.oldAssistedKey) {
                let moved = min(Int(old), record.won)
                record.won -= moved
                record.extra[GameRecord.assistedWonKey, default: 0] += Double(moved)
            }
            session.statistics = record
        }
    }

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

    func animateCelebration() {
        pendingAnimation = Self.celebrationAnimation
    }
}

/// What Lights Out keeps with a game besides its moves.
public struct LightsOutExtras: Codable, Sendable, Equatable {
    var ladderLevel: Int
    var results: [LightsOutResult]
    var showSolution: Bool
    var cursor: LightsOutCell
}

/// The bookkeeping of one go at a level in saves written before the shared session: whether it
/// had counted as played, its result, and whether the solution was shown.
struct LightsOutAttempt: Codable, Equatable {
    var pressed = false
    var result: GameOutcome?
    var assisted = false

    /// Saves from before `assisted` existed read as unassisted.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pressed = try container.decode(Bool.self, forKey: .pressed)
        result = try container.decodeIfPresent(GameOutcome.self, forKey: .result)
        assisted = try container.decodeIfPresent(Bool.self, forKey: .assisted) ?? false
    }

    var record: GameRecord {
        var record = GameRecord()
        record.counted = pressed
        record.result = result
        record.assisted = assisted
        return record
    }
}
