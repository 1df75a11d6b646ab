import GameCore
import Layout

/// Taps the app handles the same way in every game: the header's buttons.
public enum ChromeAction: Hashable, Sendable {
    case home
    case command(GameCommand)
}
