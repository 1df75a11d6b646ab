import FoundationEssentials
import GameCore
import Glibc
import Layout
import Localization

/// Collection-wide commands with a key and a button in every game.
public enum GameCommand: Hashable, Sendable {
    case undo, redo, newGame, restart
}

/// What changed after a scene handled something, so the app knows whether to draw and save.
public struct SceneUpdate: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Something visible changed: draw again.
    public static let redraw = SceneUpdate(rawValue: 1)
    /// The game state changed: save it (atomically) before the next event.
    public static let save = SceneUpdate(rawValue: 2)
    /// Statistics changed: save them.
    public static let statistics = SceneUpdate(rawValue: 4)

    public static let moved: SceneUpdate = [.redraw, .save]
}

/// A game as the app sees it: a view for any window size, input in, save data out. Rules live
/// in the engine and plumbing (undo, timers, save format) in `MidEnd`; a scene maps one to the
/// other and draws.
public protocol GameScene: AnyObject {
    /// What the game shows (board, panel parts, dialog) for `GameScreen` to place. Scenes never
    /// place chrome: the header, the panel's position and the dialog layer are the kit's.
    func screen(theme: Theme) -> GameScreenContent

    /// A small live picture of the current board for the title screen (no tap regions).
    func miniature(theme: Theme) -> any View

    /// Handles input; `hit` is the action of the topmost tap region under a tap, if any. Chrome
    /// (home, undo, redo), Escape and the global keys never arrive here: `GameInput` routes them.
    func handle(_ event: InputEvent, hit: AnyHashable?) -> SceneUpdate

    /// Every key the game answers, in groups, for the shortcuts overlay (F1); the shared keys
    /// follow them there.
    var shortcuts: [ShortcutGroup] { get }

    /// The dialog on screen, if any. While one is open it owns the keyboard and the pointer:
    /// `GameInput` turns Escape and Enter into its actions and keeps global keys from the game.
    var modal: ModalDialog? { get }

    func perform(_ command: GameCommand) -> SceneUpdate

    /// How to animate the change just made, or nil to jump (set by `handle`/`perform`).
    var pendingAnimation: AnimationTiming? { get }

    /// True while a clock is on screen and running: the app redraws once a second.
    var needsTicks: Bool { get }

    /// Window focus or screen changes: timers pause while the scene is not active.
    func setActive(_ active: Bool)

    /// A dialog opened over the board (or closed): the clock waits while one is open. The app
    /// says so after every event.
    func setHeld(_ held: Bool)

    /// True while the scene waits for a background computation (a computer's move, a hint): it
    /// shows that it is thinking, and the loop collects the result when a worker wakes it.
    var isWorking: Bool { get }

    /// Applies background work that has finished (on the window's thread, after every event and
    /// when a worker wakes the loop); results for positions that no longer exist are dropped.
    func collectBackgroundWork() -> SceneUpdate

    /// The game in progress, for an atomic save after every move.
    func saveData() throws -> Data

    /// Resumes a saved game; throws (and changes nothing) when the data is unusable.
    func restore(from data: Data) throws

    var statistics: GameStatistics { get set }

    /// One line for the title card ("Best 2048: 15320").
    var statisticsLine: String { get }

    /// The record the menu's Statistics sheet lists under the title card's line, a label and a
    /// figure a row: by default the kit's reading of `statistics`; a game with records of its
    /// own (levels, sizes) adds them.
    var statisticsRows: [Shortcut] { get }

    /// A level or size as a finished game's entry keeps it ("hard", "12", "perfect"), in the
    /// player's language, for the statistics screen's distribution.
    func statisticsLevelName(_ level: String) -> String

    /// A description of what is wrong with the current state, or nil: the game's own
    /// invariants, checked after every event by `tessera monkey`.
    func invariantViolation() -> String?

    /// The day whose daily puzzle is on the board; nil for any other game.
    var dailyDate: DailyDate? { get }

    /// Puts the daily puzzle of `date` on the board as a new game does (the game left is one
    /// undo away) and marks it daily; nil when the game has no daily puzzle.
    func startDaily(_ date: DailyDate) -> SceneUpdate?
}

extension GameScene {
    /// The whole screen for a window of `size` points: the scene's content in the shared
    /// `GameScreen`, the same for every game.
    /// `about` is what the About sheet lists (the app's version and catalog; see
    /// `ShortcutGroup.about`), asked for only while that sheet is open; `pad` the connected
    /// gamepad's controls, which the shortcuts list first (nil: no pad, none listed).
    /// `today` is the date the statistics' daily streak is counted to (nil: its last win).
    public func body(
        size: Size, theme: Theme, sheet: GameSheet? = nil, pad: ShortcutGroup? = nil, today: DailyDate? = nil,
        about: () -> [ShortcutGroup] = { [] }
    ) -> any View {
        var content = screen(theme: theme)
        content.longTitles = dailyTitles(content.title)
        let sheetTheme = theme.legible
        var screen = GameScreen(content, theme: content.theme ?? theme)
        switch sheet {
        case .menu(let page, let focus)?:
            screen.sheet = MenuSheet(
                title: content.title, essentials: content.essentials, page: page, theme: sheetTheme, focus: focus)
        case .shortcuts(let page)?:
            screen.sheet = ShortcutsSheet(
                groups: (pad.map { [$0] } ?? []) + shortcuts + ShortcutGroup.shared, page: page, theme: sheetTheme)
        case .statistics(let page)?:
            screen.sheet = StatisticsSheet(
                game: content.title, summary: statisticsLine, rows: statisticsRows + statistics.dailyRows(today: today),
                figures: StatisticsFigures(
                    history: statistics.history, levelName: statisticsLevelName, theme: sheetTheme),
                page: page, theme: sheetTheme)
        case .about(let page)?:
            screen.sheet = ShortcutsSheet(
                groups: about(), page: page, theme: sheetTheme,
                title: tr("About Tessera"), maxColumns: 1)
        case nil:
            break
        }
        return screen.outliningControls(theme.controlOutline)
    }

    public var statisticsRows: [Shortcut] { statistics.rows }

    /// Games without named levels show the entry's own words.
    public func statisticsLevelName(_ level: String) -> String { level }

    /// Games that name no keys of their own list only the shared ones.
    public var shortcuts: [ShortcutGroup] { [] }

    /// Scenes without a clock have nothing to hold.
    public func setHeld(_ held: Bool) {}

    /// Scenes that compute nothing in the background never wait.
    public var isWorking: Bool { false }

    public func collectBackgroundWork() -> SceneUpdate { [] }

    /// Games that state no invariants of their own are checked only by the generic monkey checks.
    public func invariantViolation() -> String? { nil }

    /// Games without a daily puzzle never show one.
    public var dailyDate: DailyDate? { nil }

    public func startDaily(_ date: DailyDate) -> SceneUpdate? { nil }
}

/// How an open dialog answers the keyboard.
public struct ModalDialog: Equatable, @unchecked Sendable {
    /// The action Escape sends, as if its button were tapped (it closes the dialog).
    public var cancel: AnyHashable
    /// The action Enter sends: the dialog's default button, when it has one.
    public var confirm: AnyHashable?
    /// True when the dialog reads typed text (an import field): every other key goes to the
    /// scene, which reads it as text and never as a game command.
    public var readsKeys: Bool
    /// The dialog's buttons as it draws them: the key each one shows presses it.
    public var buttons: [DialogButton]
    /// Keys without a button of their own (a second key for one), pressed without modifiers:
    /// each sends its action as a tap would.
    public var extraKeys: [Key: AnyHashable]

    public init(
        cancel: AnyHashable, confirm: AnyHashable? = nil, readsKeys: Bool = false, buttons: [DialogButton] = [],
        keys: [Key: AnyHashable] = [:]
    ) {
        self.cancel = cancel
        self.confirm = confirm
        self.readsKeys = readsKeys
        self.buttons = buttons
        self.extraKeys = keys
    }

    /// Every key the dialog answers itself besides Escape and Enter: its buttons' keys first
    /// (`GameInput` routes them, so no scene answers a key its dialog shows by hand), then the
    /// extra ones.
    public var keys: [Key: AnyHashable] {
        var keys = extraKeys
        for button in buttons.reversed() {
            if let key = button.key { keys[key] = button.action }
        }
        return keys
    }
}
