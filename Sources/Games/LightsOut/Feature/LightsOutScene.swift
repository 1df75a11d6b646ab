import GameCore
import GameKit
import Layout
import LightsOutEngine

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
    /// The finished position whose message the player closed with Escape; the message comes
    /// back as soon as the position changes.
    var dismissedResult: LightsOutState?
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
            ?? .level(max(level, LightsOutLevels.firstLevel))
        self.init(params: params, clock: clock)
    }

    public init(params: LightsOutParams, clock: @escaping () -> Double) {
        self.clock = clock
        midEnd = MidEnd(params: params, seed: Self.seed(for: params), clock: clock)
        ladderLevel = midEnd.state.level ?? LightsOutLevels.firstLevel
    }

    var state: LightsOutState { midEnd.state }

    /// True while the solved or lost message is up.
    var showsResult: Bool { midEnd.outcome != .playing && dismissedResult != state }

    public var modal: ModalDialog? {
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

    public var statisticsLine: String {
        let solved = statistics.won == 1 ? "1 solved" : "\(statistics.won) solved"
        return "Level \(ladderLevel) · \(solved)"
    }

    /// The level's number is the generator's seed; custom boards have no randomness.
    static func seed(for params: LightsOutParams) -> UInt64 {
        if case .level(let number) = params { return UInt64(max(number, LightsOutLevels.firstLevel)) }
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
}
