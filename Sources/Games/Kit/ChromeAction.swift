import GameCore
import Layout

/// Taps the app handles the same way in every game: the header's buttons and the kit's sheets.
public enum ChromeAction: Hashable, Sendable {
    case home
    case command(GameCommand)
    /// The header's "☰": opens the menu of the game's essential actions.
    case menu
    /// Opens the keyboard shortcuts.
    case shortcuts
    /// Closes the open sheet (the scrim around it).
    case closeSheet
    /// Turns a paged sheet (the shortcuts, About, the statistics) to a page.
    case sheetPage(Int)
    /// The menu's "Statistics": the game's record in a sheet.
    case statistics
    /// The menu's "About Tessera": the version, the licence, the credits, the libraries.
    case about
    /// The menu's "Quit": leaves Tessera as Ctrl+Q does.
    case quit
}

/// An essential action chosen in the header's menu: the sheet closes, then the scene gets the
/// action as if its own button had been tapped.
public struct EssentialChoice: Hashable {
    public let action: AnyHashable

    public init(action: AnyHashable) {
        self.action = action
    }
}
