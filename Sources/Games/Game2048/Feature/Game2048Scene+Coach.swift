import FoundationEssentials
import Game2048Engine
import GameCore
import GameKit
import Glibc
import Layout
import Localization

/// The coach's advice for one position, tied to the step it was asked for (`Game2048Shown.serial`),
/// so an answer that arrives after the board changed is never shown or played.
struct Game2048CoachAnswer: Sendable {
    let serial: Int
    let advice: Game2048Advice?
}

/// How fast auto-play moves: the time from one coach move to the next, never shorter than the
/// slide and the new tile's growth (about 0.22 s), so every move can be followed.
enum Game2048Pace: Int, CaseIterable, Codable, Sendable {
    case slow, normal, fast

    var period: Duration {
        switch self {
        case .slow: .milliseconds(800)
        case .normal: .milliseconds(400)
        case .fast: .milliseconds(250)
        }
    }

    /// The pace button's label, naming the pace it plays at.
    var label: String {
        switch self {
        // TRANSLATORS: the button that changes how fast the coach's auto-play moves.
        case .slow: tr("Pace: slow")
        case .normal: tr("Pace: normal")
        case .fast: tr("Pace: fast")
        }
    }

    /// The pace alone, for the button in a narrow window.
    var shortLabel: String {
        switch self {
        // TRANSLATORS: auto-play's pace on a narrow window's button (short for "Pace: slow").
        case .slow: tr("Slow")
        case .normal: tr("Normal")
        case .fast: tr("Fast")
        }
    }

    var next: Game2048Pace { Self(rawValue: rawValue + 1) ?? .slow }
}

/// What the coach is doing for the scene: the hint on show or being worked out, and auto-play.
/// Searches run through `BackgroundTask`, on worker threads in the window and inline in tests.
final class Game2048CoachSession {
    let hintTask = BackgroundTask<Game2048CoachAnswer>()
    let moveTask = BackgroundTask<Game2048CoachAnswer>()
    /// The last hint that came back; shown while its serial is the step on screen.
    var hint: Game2048CoachAnswer?
    var autoplaying = false
    var pace = Game2048Pace.normal
}

/// What the screen shows of the coach.
struct Game2048CoachView: Equatable {
    /// The hint's direction and reason, for the board on show.
    var hint: (direction: Game2048Direction, reason: Game2048Reason)?
    var thinking = false
    var autoplaying = false
    var pace = Game2048Pace.normal

    static func == (lhs: Game2048CoachView, rhs: Game2048CoachView) -> Bool {
        lhs.hint?.direction == rhs.hint?.direction && lhs.hint?.reason == rhs.hint?.reason
            && lhs.thinking == rhs.thinking && lhs.autoplaying == rhs.autoplaying && lhs.pace == rhs.pace
    }
}

extension Game2048Scene {
    /// True while a hint or the auto-player's next move is being worked out.
    public var isWorking: Bool { coach.hintTask.isRunning || coach.moveTask.isRunning }

    var isAutoplaying: Bool { coach.autoplaying }

    /// The window's worker thread answers within a frame (`Game2048CoachBudget.window`); work
    /// done at once or queued (the monkey, tests, commands) takes the standard, deterministic
    /// budget, so the same game always gets the same hints there.
    static var coachBudget: Game2048CoachBudget {
        if case .thread = BackgroundWork.mode { return .window }
        return .standard
    }

    /// The hint for the board on show, if one was asked for and has come back.
    var visibleHint: Game2048Advice? {
        guard let hint = coach.hint, hint.serial == shown.serial else { return nil }
        return hint.advice
    }

    var coachView: Game2048CoachView {
        Game2048CoachView(
            hint: visibleHint.map { ($0.direction, $0.why) }, thinking: coach.hintTask.isRunning,
            autoplaying: coach.autoplaying, pace: coach.pace)
    }

    /// Shift+H or the Hint button: the coach works out the best slide off the window's thread; the
    /// arrow shows when it comes back and goes with the next step. Asking makes the game assisted.
    func requestHint() -> SceneUpdate {
        guard !coach.autoplaying, modal == nil, state.board.canMove else { return [] }
        guard visibleHint == nil else { return [] }
        let serial = shown.serial
        let position = state
        let budget = Self.coachBudget
        coach.hintTask.start { _ in
            Game2048CoachAnswer(serial: serial, advice: Game2048Coach.bestMove(for: position, budget: budget))
        }
        return markAssisted().union(.redraw)
    }

    /// Shift+A or the Auto-play button: the coach plays until a key, a click, the win dialog or the
    /// end of the game stops it. Its moves are ordinary moves: saved, undoable, counted.
    func toggleAutoplay() -> SceneUpdate {
        if coach.autoplaying { return stopAutoplay() }
        guard modal == nil, state.board.canMove else { return [] }
        coach.autoplaying = true
        coach.hintTask.cancel()
        thinkOfNextMove(after: .zero)
        return markAssisted().union(.redraw)
    }

    /// Ends auto-play; a search still running is dropped.
    @discardableResult
    func stopAutoplay() -> SceneUpdate {
        guard coach.autoplaying else { return [] }
        coach.autoplaying = false
        coach.moveTask.cancel()
        return .redraw
    }

    /// Shift+P or the pace button, also while the coach plays: the next move already being worked
    /// out keeps its time, the ones after it come at the new pace. The pace is saved with the game.
    func changePace() -> SceneUpdate {
        coach.pace = coach.pace.next
        progress.pace = coach.pace
        return [.redraw, .save]
    }

    /// Starts the search for the next auto-play move. In the window the answer is held back until
    /// `delay` after the search began (`BackgroundTask` holds it), so moves come at the chosen pace
    /// whatever the search took; inline (the monkey, most tests) it comes at once.
    private func thinkOfNextMove(after delay: Duration) {
        let serial = shown.serial
        let position = state
        let budget = Self.coachBudget
        coach.moveTask.start(answeringAfter: delay) { _ in
            Game2048CoachAnswer(serial: serial, advice: Game2048Coach.bestMove(for: position, budget: budget))
        }
    }

    public func collectBackgroundWork() -> SceneUpdate {
        var update: SceneUpdate = []
        if let answer = coach.hintTask.collect(), answer.serial == shown.serial {
            coach.hint = answer
            update.insert(.redraw)
        }
        if coach.autoplaying, let answer = coach.moveTask.collect() {
            update.formUnion(playCoachMove(answer))
        }
        return update
    }

    /// Plays the auto-player's move if it is still for the board on show, then thinks of the next
    /// one unless the game has reached 2048 (the win dialog) or its end.
    private func playCoachMove(_ answer: Game2048CoachAnswer) -> SceneUpdate {
        guard answer.serial == shown.serial, let advice = answer.advice else { return stopAutoplay() }
        var update = apply(.slide(advice.direction))
        guard update.contains(.save) else { return update.union(stopAutoplay()) }
        update.formUnion(markAssisted())
        if state.awaitsWinAnswer || midEnd.outcome == .lost {
            update.formUnion(stopAutoplay())
        } else {
            thinkOfNextMove(after: coach.pace.period)
        }
        return update
    }

    /// Input while auto-play runs: a key, a click or a swipe stops it and does nothing else (the
    /// pace button and Shift+P keep it going at the new pace); pointer moves are ignored. Nil when
    /// auto-play is off and the event is the game's.
    func stopAutoplay(for event: InputEvent, hit: AnyHashable?) -> SceneUpdate? {
        guard coach.autoplaying else { return nil }
        switch event {
        case .pointer:
            return []
        case .tap where hit == AnyHashable(Game2048Action.autoplayPace):
            return changePace()
        case .key(let key, let modifiers) where Game2048Intent(key: key, modifiers: modifiers) == .autoplayPace:
            return changePace()
        default:
            return stopAutoplay()
        }
    }
}
