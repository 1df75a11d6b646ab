import Foundation
import GameCatalog
import GameCore
import GameKit
import Layout
import SDLBackend

/// Where Tessera keeps things, following the XDG base directory spec.
struct AppPaths {
    /// Saved games and statistics: `$XDG_DATA_HOME/tessera` (default `~/.local/share/tessera`).
    let data: URL
    /// Settings: `$XDG_CONFIG_HOME/tessera` (default `~/.config/tessera`).
    let config: URL

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home =
            environment["HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        func base(_ variable: String, _ fallback: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") { return URL(fileURLWithPath: value) }
            return home.appendingPathComponent(fallback)
        }
        data = base("XDG_DATA_HOME", ".local/share").appendingPathComponent("tessera")
        config = base("XDG_CONFIG_HOME", ".config").appendingPathComponent("tessera")
    }

    func save(for kind: String) -> URL { data.appendingPathComponent("\(kind).json") }
    var statistics: URL { data.appendingPathComponent("statistics.json") }
    var settings: URL { config.appendingPathComponent("settings.json") }
}
