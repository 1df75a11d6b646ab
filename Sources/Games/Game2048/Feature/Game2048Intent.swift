import Game2048Engine
import GameCore
import GameKit
import Layout
import Localization

/// Tap actions of the 2048 screen's own buttons. "New game" and "Try again" report
/// `ChromeAction.command(.newGame)` instead, so the app routes them like its global N key.
enum Game2048Action: Hashable, Sendable {
    case keepGoing
    case smallerBoard
    case largerBoard
    /// A new game with this many rows and columns more (or, negative, fewer): the shape buttons.
    case reshape(rows: Int, columns: Int)
    case toggleSpawnRule
    /// The target button: a new game played for the next target tile.
    case nextTarget
    /// Escape on "Game over": the message goes, the board stays.
    case dismissDialog
    /// The coach's buttons: a hint for the board on show, auto-play on or off, its pace.
    case hint
    case autoplay
    case autoplayPace
}

/// What a key or a swipe asks of the game, before the scene decides what it means right now.
enum Game2048Intent: Equatable, Sendable {
    case slide(Game2048Direction)
    case newGame
    /// Enter or Space: the highlighted answer of the open dialog ("Keep going" or "Try again").
    case confirm
    case keepGoing
    /// A new game with this many rows and columns more (or, negative, fewer); − and + change both.
    case reshape(rows: Int, columns: Int)
    case toggleSpawnRule
    case nextTarget
    case previousTarget
    case hint
    case autoplay
    case autoplayPace

    /// Arrows, WASD and HJKL slide; R (and N, when the app passes it on) starts a new game;
    /// C keeps going after a win; − and + change the board size (rows and columns together), [ and
    /// ] the columns, Shift+[ and Shift+] the rows; O switches the spawn odds; T and Shift+T play
    /// for the next and the previous target tile.
    /// Shift+H asks the coach for a hint and Shift+A lets it play: plain H and A slide left (the
    /// Vim and WASD sets), so the coach's keys are their capitals. Shift+P changes auto-play's
    /// pace. Keys held with Control or Alt belong to the app's shortcuts and mean nothing here.
    init?(key: Key, modifiers: KeyModifiers) {
        guard modifiers.isDisjoint(with: [.control, .alt]) else { return nil }
        switch (key, modifiers.contains(.shift)) {
        case (.character("h"), true): self = .hint
        case (.character("a"), true): self = .autoplay
        case (.character("p"), true): self = .autoplayPace
        case (.character("t"), true): self = .previousTarget
        case (.character("["), true), (.character("{"), _): self = .reshape(rows: -1, columns: 0)
        case (.character("]"), true), (.character("}"), _): self = .reshape(rows: 1, columns: 0)
        default: self.init(plainKey: key)
        }
    }

    private init?(plainKey key: Key) {
        switch key {
        case .left, .character("a"), .character("h"): self = .slide(.left)
        case .right, .character("d"), .character("l"): self = .slide(.right)
        case .up, .character("w"), .character("k"): self = .slide(.up)
        case .down, .character("s"), .character("j"): self = .slide(.down)
        case .character("r"), .character("n"): self = .newGame
        case .enter, .space: self = .confirm
        case .character("c"): self = .keepGoing
        case .character("-"), .character("_"): self = .reshape(rows: -1, columns: -1)
        case .character("+"), .character("="): self = .reshape(rows: 1, columns: 1)
        case .character("["): self = .reshape(rows: 0, columns: -1)
        case .character("]"): self = .reshape(rows: 0, columns: 1)
        case .character("o"): self = .toggleSpawnRule
        case .character("t"): self = .nextTarget
        default: return nil
        }
    }

    init(swipe: SwipeDirection) {
        switch swipe {
        case .left: self = .slide(.left)
        case .right: self = .slide(.right)
        case .up: self = .slide(.up)
        case .down: self = .slide(.down)
        }
    }

    /// What a button means; nil for closing the game-over message, which is no game intent.
    init?(action: Game2048Action) {
        switch action {
        case .dismissDialog: return nil
        case .keepGoing: self = .keepGoing
        case .smallerBoard: self = .reshape(rows: -1, columns: -1)
        case .largerBoard: self = .reshape(rows: 1, columns: 1)
        case .reshape(let rows, let columns): self = .reshape(rows: rows, columns: columns)
        case .toggleSpawnRule: self = .toggleSpawnRule
        case .nextTarget: self = .nextTarget
        case .hint: self = .hint
        case .autoplay: self = .autoplay
        case .autoplayPace: self = .autoplayPace
        }
    }
}

extension Game2048Scene {
    /// Every key `Game2048Intent` answers, for the shortcuts overlay (F1), as it acts today:
    /// while auto-play runs any other key stops it; Shift+P changes its pace and keeps it going.
    public var shortcuts: [ShortcutGroup] {
        [
            ShortcutGroup(
                // TRANSLATORS: heading in the keyboard shortcuts: the keys that slide the tiles.
                tr("Moving"),
                [
                    // TRANSLATORS: keys in the shortcuts overlay; key names stay as on the keyboard.
                    Shortcut(tr("Arrows, WASD or HJKL"), tr("Slide the tiles")),
                    // TRANSLATORS: a pointer gesture in the shortcuts overlay.
                    Shortcut(tr("Drag across the window"), tr("Slide the tiles")),
                    // TRANSLATORS: a finger's gesture in the shortcuts overlay, the same as the drag above.
                    Shortcut(tr("Swipe on a touch screen"), tr("Slide the tiles")),
                ]),
            ShortcutGroup(
                // TRANSLATORS: heading in the keyboard shortcuts: 2048's own game keys.
                tr("Board"),
                [
                    Shortcut(tr("R"), tr("New game")),
                    // TRANSLATORS: what − and + do in the shortcuts overlay.
                    Shortcut(tr("− / +"), tr("Smaller / larger board")),
                    // TRANSLATORS: what [ and ] do in the shortcuts overlay: a new game with one column
                    // fewer or more (the board's rows stay).
                    Shortcut(tr("[ / ]"), tr("Fewer / more columns")),
                    // TRANSLATORS: what Shift+[ and Shift+] do in the shortcuts overlay: a new game with
                    // one row fewer or more.
                    Shortcut(tr("Shift+[ / Shift+]"), tr("Fewer / more rows")),
                    // TRANSLATORS: what O does in the shortcuts overlay: a new game with the other odds.
                    Shortcut(tr("O"), tr("Odds 90/10 or 50/50")),
                    // TRANSLATORS: what T and Shift+T do in the shortcuts overlay: a new game played
                    // for the next or the previous target tile (512 to 65536).
                    Shortcut(tr("T / Shift+T"), tr("Next / previous target tile")),
                    Shortcut(tr("C"), tr("Keep going")),
                    // TRANSLATORS: in the shortcuts overlay: the win or game-over dialog's first button.
                    Shortcut(tr("Enter or Space"), tr("Keep going / Try again")),
                ]),
            ShortcutGroup(
                // TRANSLATORS: heading in the keyboard shortcuts: the hint and auto-play.
                tr("Coach"),
                [
                    Shortcut(tr("Shift+H"), tr("Hint")),
                    // TRANSLATORS: what Shift+A does in the shortcuts overlay.
                    Shortcut(tr("Shift+A"), tr("Auto-play on or off")),
                    // TRANSLATORS: what Shift+P does in the shortcuts overlay.
                    Shortcut(tr("Shift+P"), tr("Auto-play's pace")),
                    // TRANSLATORS: in the shortcuts overlay: what stops the coach's auto-play.
                    Shortcut(tr("Any key or click"), tr("Stop auto-play")),
                ]),
        ]
    }
}
