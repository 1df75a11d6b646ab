import GameCore
import GameKit
import Layout
import LightsOutEngine
import Localization

/// What the scene's own tap regions report. Restart, undo and redo use `ChromeAction` so the
/// app routes them to `perform` like every other game's.
enum LightsOutAction: Hashable, Sendable {
    case light(row: Int, col: Int)
    case hint
    case toggleSolution
    case toggleHistory
    case previousLevel
    case nextLevel
    /// "Next level after a win" on or off.
    case toggleAdvance
    /// Escape on the solved or lost message: the board stays, the message goes.
    case dismissResult
    /// The level picker: open it, close it (Escape), play the level it shows (Enter), jump to
    /// the first level of a board size, step the level by some amount, or jump to the furthest
    /// level reached.
    case openPicker
    case closePicker
    case playPicked
    case pickSize(Int)
    case pickLevelStep(Int)
    case pickAdjacentSize(Int)
    case pickFurthest
    /// The picker's kind of game: the classic ladder (nil) or a variant.
    case pickVariant(LightsOutVariant?)
}

extension LightsOutScene {
    /// Keys the scene handles itself, for the README and the help screen. The app adds the
    /// collection-wide ones (Escape, N, Ctrl+Z, Ctrl+Y, F11, Ctrl+Q). The vi and WASD movement
    /// keys are left out on purpose: H and S are the hint and solution keys here.
    public static let controls: [(key: String, action: String)] = [
        ("Arrow keys", "Move the cursor"),
        ("Enter / Space", "Press the light under the cursor"),
        ("H", "Hint: ring one press of a shortest solution"),
        ("S", "Show or hide the whole shortest solution"),
        ("R", "Restart the level"),
        ("P / [", "Previous level"),
        ("] / .", "Next level"),
        ("Y", "Show or hide the history of results"),
        ("L", "Choose a level: type its number or pick a board size"),
        ("V", "In the level picker: classic levels or a variant's"),
        ("A", "Next level after a win: on or off"),
    ]
}

extension LightsOutScene {
    /// Every key the scene answers, for the shortcuts overlay (F1): the board's, the levels',
    /// and the level picker's while it is open. Restart has no menu of its own: R is listed here.
    public var shortcuts: [ShortcutGroup] {
        [
            ShortcutGroup(
                // TRANSLATORS: heading in the keyboard shortcuts: Lights Out's board keys.
                tr("Playing"),
                [
                    // TRANSLATORS: keys in the shortcuts overlay; key names stay as on the keyboard.
                    Shortcut(tr("Arrows"), tr("Move the cursor")),
                    Shortcut(tr("Enter or Space"), tr("Press the light")),
                    // TRANSLATORS: what H does in Lights Out's shortcuts overlay.
                    Shortcut(tr("H"), tr("Hint")),
                    // TRANSLATORS: what S does in Lights Out's shortcuts overlay.
                    Shortcut(tr("S"), tr("Show or hide the solution")),
                    Shortcut(tr("R"), tr("Restart the level")),
                    // TRANSLATORS: what Y does in Lights Out's shortcuts overlay.
                    Shortcut(tr("Y"), tr("Show or hide the history")),
                ]),
            ShortcutGroup(
                // TRANSLATORS: heading in the keyboard shortcuts: moving between Lights Out's levels.
                tr("Levels"),
                [
                    Shortcut(tr("P or ["), tr("Previous level")),
                    Shortcut(tr("] or ."), tr("Next level")),
                    // TRANSLATORS: what L does in Lights Out's shortcuts overlay.
                    Shortcut(tr("L"), tr("Choose a level")),
                    // TRANSLATORS: what A does in Lights Out's shortcuts overlay: whether a win
                    // moves straight on to the next level.
                    Shortcut(tr("A"), tr("Next level after a win: on or off")),
                ]),
            ShortcutGroup(
                // TRANSLATORS: heading in the keyboard shortcuts: keys while the level picker is open.
                tr("Level picker"),
                [
                    // TRANSLATORS: in the shortcuts overlay: typing a level's number in the picker.
                    Shortcut(tr("0–9, Backspace, Delete"), tr("Type the level's number")),
                    // TRANSLATORS: keys in the shortcuts overlay: up or plus, down or minus.
                    Shortcut(tr("↑ or +, ↓ or −"), tr("Next or previous level")),
                    // TRANSLATORS: keys in the shortcuts overlay: the left and right arrows.
                    Shortcut(tr("← or →"), tr("Smaller or larger board")),
                    // TRANSLATORS: in the shortcuts overlay: V in the level picker switches between the classic
                    // levels and the variants' (wrap-around, patterns, three-state).
                    Shortcut(tr("V"), tr("Classic levels or a variant's")),
                    // TRANSLATORS: in the shortcuts overlay: Enter plays the level the picker shows.
                    Shortcut(tr("Enter"), tr("Play that level")),
                ]),
        ]
    }
}
