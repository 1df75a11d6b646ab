import FoundationEssentials
import Glibc
import Synchronization

/// The system clipboard as the window provides it. The kit and the scenes know no SDL, so the
/// launcher installs a port when it opens the window; commands, the monkey and tests have none
/// (or their own), and copying then only shows the text on screen.
public protocol ClipboardPort: AnyObject, Sendable {
    /// Puts `text` on the clipboard (what Ctrl+V pastes elsewhere).
    func copy(_ text: String)
    /// The clipboard's text (Ctrl+V), nil when it holds none.
    func paste() -> String?
    /// The primary selection's text (middle-click paste on X11), nil when there is none.
    func pasteSelection() -> String?
}

/// Where the process-wide clipboard port lives.
public enum Clipboard {
    private static let lock = Mutex(())
    nonisolated(unsafe) private static var stored: (any ClipboardPort)?

    /// Set by the launcher for the real window.
    public static var port: (any ClipboardPort)? {
        get { lock.withLock { _ in stored } }
        set { lock.withLock { _ in stored = newValue } }
    }
}
