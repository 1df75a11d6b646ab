import GameCatalog
import GameCore
import GameKit
import Layout
import SDLBackend

/// Player preferences, kept under `$XDG_CONFIG_HOME/tessera/settings.json`.
struct Settings: Codable, Equatable {
    var theme: Theme.Name = .dark
    var animations = true
    var windowWidth: Int = 1024
    var windowHeight: Int = 720

    init() {}

    /// Unknown or missing fields fall back to defaults, so an older or newer file still loads.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = Settings()
        theme = (try? container.decode(Theme.Name.self, forKey: .theme)) ?? defaults.theme
        animations = (try? container.decode(Bool.self, forKey: .animations)) ?? defaults.animations
        let width = (try? container.decode(Int.self, forKey: .windowWidth)) ?? defaults.windowWidth
        let height = (try? container.decode(Int.self, forKey: .windowHeight)) ?? defaults.windowHeight
        windowWidth = min(max(width, 200), 8000)
        windowHeight = min(max(height, 200), 8000)
    }
}
