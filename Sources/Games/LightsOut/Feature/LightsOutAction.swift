import GameCore
import GameKit
import Layout
import LightsOutEngine

/// What the scene's own tap regions report. Restart, undo and redo use `ChromeAction` so the
/// app routes them to `perform` like every other game's.
enum LightsOutAction: Hashable, Sendable {
    case light(row: Int, col: Int)
    case hint
    case toggleSolution
    case toggleHistory
    case previousLevel
    case nextLevel
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
    ]
}
