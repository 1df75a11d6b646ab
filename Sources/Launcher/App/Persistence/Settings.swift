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
    /// The window was maximized when last closed (the size above stays the normal one).
    var maximized = false
    /// The player's zoom (Ctrl+plus, Ctrl+minus, Ctrl+0), on top of the desktop's scale.
    var zoom: Double = 1
    /// The language chosen on the title screen (a catalog's code: `de`, `zh_CN`, `en`); nil
    /// follows the environment (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`).
    var language: String?

    /// The zoom steps Ctrl+plus and Ctrl+minus move through, as browsers and GNOME apps do.
    static let zoomSteps: [Double] = [0.5, 0.67, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3]

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
        maximized = (try? container.decode(Bool.self, forKey: .maximized)) ?? defaults.maximized
        let zoom = (try? container.decode(Double.self, forKey: .zoom)) ?? defaults.zoom
        let language = try? container.decode(String.self, forKey: .language)
        self.language = language.flatMap {
            $0.count <= 32 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0 == "_") } ? $0 : nil
        }
        self.zoom = zoom.isFinite ? min(max(zoom, Self.zoomSteps[0]), Self.zoomSteps.last!) : defaults.zoom
    }
}
