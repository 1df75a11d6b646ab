import FoundationEssentials
import GameCatalog
import GameCore
import GameKit
import Glibc
import Layout
import Localization
import SDLBackend

/// Where Tessera keeps things, following the XDG base directory spec.
package struct AppPaths {
    /// Saved games and statistics: `$XDG_DATA_HOME/tessera` (default `~/.local/share/tessera`).
    package let data: URL
    /// Settings: `$XDG_CONFIG_HOME/tessera` (default `~/.config/tessera`).
    package let config: URL

    /// Nil when neither the XDG variables nor `HOME` name an absolute folder (`HOME` unset or
    /// empty): rather than saving under the current directory, Tessera then saves nothing.
    package init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
        func base(_ variable: String, _ fallback: String) -> URL? {
            if let value = environment[variable], value.hasPrefix("/") { return URL(fileURLWithPath: value) }
            return home?.appendingPathComponent(fallback)
        }
        guard let data = base("XDG_DATA_HOME", ".local/share"), let config = base("XDG_CONFIG_HOME", ".config")
        else { return nil }
        self.data = data.appendingPathComponent("tessera")
        self.config = config.appendingPathComponent("tessera")
    }

    /// Why there is nowhere to save, for the one notice the player gets.
    package static var unavailableNotice: String {
        tr("HOME is not set, so Tessera has no folder for saves: games and settings will not be kept.")
    }

    package func save(for kind: String) -> URL { data.appendingPathComponent("\(kind).json") }
    package var statistics: URL { data.appendingPathComponent("statistics.json") }
    package var settings: URL { config.appendingPathComponent("settings.json") }
}
