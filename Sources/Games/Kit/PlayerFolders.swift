import Synchronization

/// The environment that names the player's folders (`HOME`, `XDG_…`), for a file a game writes
/// at the player's request (Sudoku's Print…). The launcher sets it when it opens the window;
/// commands, the monkey and tests have none unless they bring their own, so no test's key press
/// writes into the machine's home folder.
public enum PlayerFolders {
    private static let lock = Mutex(())
    nonisolated(unsafe) private static var stored: [String: String]?

    /// Set by the launcher for the real window.
    public static var environment: [String: String]? {
        get { lock.withLock { _ in stored } }
        set { lock.withLock { _ in stored = newValue } }
    }
}
