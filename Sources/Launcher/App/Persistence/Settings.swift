import GameCatalog
import GameCore
import GameKit
import Layout
import SDLBackend

/// Player preferences, kept under `$XDG_CONFIG_HOME/tessera/settings.json`.
struct Settings: Codable, Equatable {
    /// The theme last shown: the player's choice, or the desktop's while `themeFollowsDesktop`.
    var theme: Theme.Name = .dark
    /// The theme follows the desktop's colour scheme until the player picks one.
    var themeFollowsDesktop = true
    /// Animations on or off: the player's choice, or the desktop's (reduced motion) while
    /// `animationsFollowDesktop`.
    var animations = true
    /// Animations follow the desktop's reduced-motion setting until the player toggles them.
    var animationsFollowDesktop = true
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
    /// A file from before the desktop was followed says nothing about who chose its theme and
    /// animations: a value it holds is taken as the player's, and only a missing one follows
    /// the desktop.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = Settings()
        let theme = try? container.decode(Theme.Name.self, forKey: .theme)
        self.theme = theme ?? defaults.theme
        themeFollowsDesktop = (try? container.decode(Bool.self, forKey: .themeFollowsDesktop)) ?? (theme == nil)
        let animations = try? container.decode(Bool.self, forKey: .animations)
        self.animations = animations ?? defaults.animations
        animationsFollowDesktop =
            (try? container.decode(Bool.self, forKey: .animationsFollowDesktop)) ?? (animations == nil)
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
