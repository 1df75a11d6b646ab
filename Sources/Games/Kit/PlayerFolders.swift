import Synchronization

/// The environment that names the player's folders (`HOME`, `XDG_…`), for a file a game writes
/// at the player's request (a printout, say). The launcher sets it when it opens the window;
/// commands, the monkey and tests have none unless they bring their own, so no test's key press
/// writes into the machine's home folder.
public enum PlayerFolders {
    private static let stored = Mutex<[String: String]?>(nil)

    /// Set by the launcher for the real window.
    public static var environment: [String: String]? {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}
