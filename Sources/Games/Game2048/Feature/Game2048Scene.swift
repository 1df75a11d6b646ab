import FoundationEssentials
import Game2048Engine
import GameCore
import GameKit
import Glibc
import Layout

/// The 2048 screen: it builds seed 002's board from the mid-end's state and turns keys, swipes and
/// taps into moves. It never changes the state itself; the rules do, through the mid-end, and
/// `Game2048Rules.transition(from:to:)` says how to animate each step.
public final class Game2048Scene: SessionScene {
    public let session: GameSession<Game2048Rules, Game2048Progress>
    var midEnd: MidEnd<Game2048Rules> { session.midEnd }
    /// Seeds for the games started here, drawn from the scene's seed so a test run is repeatable.
    private var seeds: SeededGenerator
    private(set) var shown = Game2048Shown()
    /// What the game on screen has added to the statistics; saved with it.
    var progress: Game2048Progress {
        get { session.extras }
        set { session.extras = newValue }
    }
    public internal(set) var pendingAnimation: AnimationTiming?
    /// The hint and the auto-player.
    let coach = Game2048CoachSession()

    /// A fresh game on a board of `size` rows and `columns` columns (`size` when nil; each
    /// clamped to 3…8) spawning with `spawnRule`, played for `target` (2048 unless one of the
    /// other `Game2048Rules.targets`).
    public init(
        seed: UInt64, clock: @escaping () -> Double, size: Int = 4, columns: Int? = nil,
        spawnRule: Game2048SpawnRule = .classic, target: Int = Game2048Rules.winningValue
    ) {
        seeds = SeededGenerator(seed: seed)
        let shape = Game2048Board(rows: size, columns: columns ?? size)
        let params = Game2048Rules.Params(
            rows: shape.rows, columns: shape.columns, spawnRule: spawnRule,
            target: Game2048Rules.targets.contains(target) ? target : Game2048Rules.winningValue)
        session = GameSession(
            params: params, seed: seeds.next(), extras: Game2048Progress(), clock: clock, policy: Self.policy)
    }

    /// A game standing on `state`: the showcase board, and tests that need a game near its end.
    convenience init(state: Game2048Rules.State, seed: UInt64 = 0, clock: @escaping () -> Double = { 0 }) {
        self.init(
            seed: seed, clock: clock, size: state.board.rows, columns: state.board.columns,
            spawnRule: state.spawnRule, target: state.target)
        _ = session.replaceCurrent(with: state)
    }

    var state: Game2048Rules.State { midEnd.state }

    /// The step (`shown.serial`) at which the player closed the game-over message with Escape; the
    /// message is back after any other step (an undo and a redo into the same end, say).
    var dismissedDialog: Int?

    /// True while "Game over" is up.
    var showsGameOver: Bool { Game2048Rules.outcome(of: state) == .lost && dismissedDialog != shown.serial }

    /// "You win!" answers Escape and Enter with "Keep going"; "Game over" closes on Escape (the
    /// board stays for a look) and starts again on Enter; each button's key (C keep going) does
    /// what the button does.
    public var modal: ModalDialog? {
        if state.awaitsWinAnswer {
            return ModalDialog(
                cancel: Game2048Action.keepGoing, confirm: Game2048Action.keepGoing,
                buttons: Game2048Screen.winButtons)
        }
        if showsGameOver {
            return ModalDialog(
                cancel: Game2048Action.dismissDialog, confirm: ChromeAction.command(.newGame),
                buttons: Game2048Screen.gameOverButtons(canUndo: canUndo))
        }
        return nil
    }

    /// 2048 shows no clock.
    public var needsTicks: Bool { false }

    /// Leaving the game (or the window losing focus) stops auto-play: nothing plays unwatched.
    public func setActive(_ active: Bool) {
        session.setActive(active)
        if !active { stopAutoplay() }
    }

    public func screen(theme: Theme) -> GameScreenContent {
        Game2048Screen(
            state: state, best: bestScore(on: state.board), shown: shown, showsGameOver: showsGameOver,
            canUndo: canUndo, canRedo: canRedo, coach: coachView, palette: .forTheme(theme)
        ).content
    }

    public func miniature(theme: Theme) -> any View {
        // The title card's tiles are small: their numbers take the deeper brown to read at 4.5:1.
        var palette = Game2048Palette.forTheme(theme)
        palette.darkText = palette.deepText
        return Game2048BoardView(board: state.board, palette: palette, animated: false).view
    }

    // MARK: Input

    public func handle(_ event: InputEvent, hit: AnyHashable?) -> SceneUpdate {
        pendingAnimation = nil
        if let update = stopAutoplay(for: event, hit: hit) { return update }
        switch event {
        case .key(let key, let modifiers):
            guard let intent = Game2048Intent(key: key, modifiers: modifiers) else { return [] }
            return apply(intent)
        case .swipe(let direction):
            return apply(Game2048Intent(swipe: direction))
        case .tap:
            guard let action = hit as? Game2048Action else { return [] }
            guard let intent = Game2048Intent(action: action) else {
                dismissedDialog = shown.serial
                return [.redraw]
            }
            return apply(intent)
        case .pointer:
            return []
        }
    }

    var canUndo: Bool { session.canUndo }
    var canRedo: Bool { session.canRedo }

    /// Undo, redo, restart and new game stop auto-play first, then act as usual.
    public func perform(_ command: GameCommand) -> SceneUpdate {
        pendingAnimation = nil
        stopAutoplay()
        let before = state
        let change: SessionChange?
        switch command {
        case .undo: change = session.undo()
        case .redo: change = session.redo()
        case .restart: change = session.restart()
        case .newGame: return startGame(midEnd.params)
        }
        guard let change else { return [] }
        if change.contains(.replaced) {
            // The game undo or redo brings back plays at the pace saved with it: writing the pace
            // on show into it instead would make undo then redo change the save.
            if let pace = progress.pace { coach.pace = pace }
            resetShown()
            pendingAnimation = Game2048Timing.deal
            return change.update.union(.moved)
        }
        return show(from: before, timing: Game2048Timing.glide)
    }

    /// A new game on the same board with the next seed.
    public func nextGame() -> (params: Game2048Rules.Params, seed: UInt64, extras: Game2048Progress) {
        (midEnd.params, seeds.next(), Game2048Progress(pace: coach.pace))
    }

    /// A game from the file: nothing of the board left is on show, and auto-play takes the pace
    /// saved with it.
    public func sessionDidChange(_ change: SessionChange) -> SceneUpdate {
        pendingAnimation = nil
        resetShown()
        if let pace = progress.pace { coach.pace = pace }
        return []
    }

    func apply(_ intent: Game2048Intent) -> SceneUpdate {
        let params = midEnd.params
        switch intent {
        case .slide(let direction):
            return move(.slide(direction))
        case .keepGoing:
            return move(.keepGoing)
        case .confirm:
            if state.awaitsWinAnswer { return move(.keepGoing) }
            return midEnd.outcome == .lost ? startGame(params) : []
        case .newGame:
            return startGame(params)
        case .reshape(let rows, let columns):
            let sizes = Game2048Board.sizes
            let shape = (params.rows + rows, params.columns + columns)
            guard sizes.contains(shape.0), sizes.contains(shape.1) else { return [] }
            return startGame(params.reshaped(rows: shape.0, columns: shape.1))
        case .toggleSpawnRule:
            var next = params
            next.spawnRule = params.spawnRule == .classic ? .evenSplit : .classic
            return startGame(next)
        case .nextTarget, .previousTarget:
            var next = params
            next.target = Game2048Rules.target(after: params.target, by: intent == .nextTarget ? 1 : -1)
            return startGame(next)
        case .hint:
            return requestHint()
        case .autoplay:
            return toggleAutoplay()
        case .autoplayPace:
            return changePace()
        }
    }

    private func move(_ move: Game2048Rules.Move) -> SceneUpdate {
        let before = state
        guard session.apply(move) != nil else { return [] }
        // A slide animates as a move (see `show`); "Keep going" only closes the dialog.
        return show(from: before, timing: nil)
    }

    /// A new game with `params`; changing the board's shape, the odds or the target starts one too, so the
    /// settings always describe the game on screen and are saved with it.
    private func startGame(
        _ params: Game2048Rules.Params, seed: UInt64? = nil, daily: DailyDate? = nil
    ) -> SceneUpdate {
        let before = state
        _ = session.replace(
            params: params, seed: seed ?? seeds.next(), extras: Game2048Progress(pace: coach.pace), daily: daily)
        resetShown()
        let sameShape = before.board.rows == params.rows && before.board.columns == params.columns
        return show(from: before, timing: sameShape ? Game2048Timing.deal : nil)
    }

    /// The day's game (`Game2048Daily`: 4×4, the date's seed) as a new game, one undo away from
    /// the game left.
    public func startDaily(_ date: DailyDate) -> SceneUpdate? {
        let daily = Game2048Daily.game(on: date)
        return startGame(daily.params, seed: daily.seed, daily: date)
    }

    /// Forgets the step on show when another game takes the board (a new game or a restore).
    func resetShown() {
        shown = Game2048Shown(serial: shown.serial + 1, generation: shown.generation + 1)
        coach.hintTask.cancel()
    }

    /// Records how to animate the step from `before` to the current state and what it changed; a
    /// single forward move (a slide, or a redo of one) always slides, whatever `timing` says.
    private func show(from before: Game2048Rules.State, timing: AnimationTiming?) -> SceneUpdate {
        let transition = Game2048Rules.transition(from: before, to: state)
        shown.serial += 1
        // A hint being worked out is for the board that just went.
        coach.hintTask.cancel()
        shown.merges = transition.isMove ? transition.merges : []
        shown.rise = transition.isMove && transition.points > 0 ? transition.points : nil
        pendingAnimation = transition.isMove ? Game2048Timing.slide : timing
        var update = SceneUpdate.moved
        if recordProgress() { update.insert(.statistics) }
        return update
    }
}
