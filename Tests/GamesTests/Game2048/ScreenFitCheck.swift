import Layout
import Localization
import SDLBackend
import Testing

@testable import GameKit

/// Issue 29's demands on one game screen, read off its display list laid out with the real
/// fonts (2048's and Lights Out's tests share it): every text at or above its role's floor, as
/// wide as its measured ink at most, inside the window; no two tap regions with actions
/// overlapping; every essential action a tap target of at least 24×24 points inside the window,
/// or, on a compact screen only, in the header's menu. Points are the layout's unit: at zoom
/// 1.75 a 24-point target is 42 pixels.
struct ScreenFitCheck {
    /// The windows checked, with the zoom: 585×411 at 1.75 is 1024×720 zoomed to 175 %.
    static let windows: [(size: Size, scale: Double)] = [
        (Size(width: 300, height: 400), 1), (Size(width: 360, height: 640), 1), (Size(width: 600, height: 400), 1),
        (Size(width: 640, height: 480), 1), (Size(width: 800, height: 500), 1), (Size(width: 1024, height: 720), 1),
        (Size(width: 585, height: 411), 1.75), (Size(width: 2560, height: 1440), 1),
    ]
    static let languages: [Localization.Language] = [.english, .german, .simplifiedChinese]
    static let minimumTarget = 24.0

    let size: Size
    let measurer: any TextMeasurer

    init(size: Size, scale: Double, fonts: FontLibrary) throws {
        self.size = size
        measurer = try HeadlessRenderer(size: size, scale: scale, fonts: fonts).measurer
    }

    var window: Rect { Rect(origin: .zero, size: size) }

    /// `scene`'s screen (or the sheet over it) in `language`.
    func list(_ scene: any GameScene, theme: Theme, language: Localization.Language, sheet: GameSheet? = nil)
        -> DisplayList
    {
        Localization.$taskLanguage.withValue(language) {
            layout(Speaking(language, scene.body(size: size, theme: theme, sheet: sheet)), in: size, measurer: measurer)
        }
    }

    /// Whether `frame` is a tap target of at least 24×24 lying inside the window.
    func isReachable(_ frame: Rect) -> Bool {
        frame.width >= Self.minimumTarget - 0.01 && frame.height >= Self.minimumTarget - 0.01
            && window.insetBy(dx: -0.5, dy: -0.5).contains(frame.origin)
            && window.contains(Point(x: frame.maxX - 0.5, y: frame.maxY - 0.5))
    }

    /// Every way `list` falls short; empty when it passes. `label` names the case in the messages.
    func problems(in list: DisplayList, label: String) -> [String] {
        var problems: [String] = []
        let floors = LayoutContext(measurer: measurer).floors
        for item in list.items {
            guard case .text(let string, let font, _) = item.command, !string.isEmpty else { continue }
            guard let role = item.textRole else {
                problems.append("\(label): \"\(string)\" has no text role")
                continue
            }
            if font.size < floors.size(for: role) - 0.01 {
                problems.append("\(label): \"\(string)\" at \(font.size) pt, under the \(role) floor")
            }
            let ink = measurer.size(of: string, font: font).width
            if ink > item.frame.width + 0.5 {
                problems.append("\(label): \"\(string)\" is \(ink) wide in a \(item.frame.width) frame")
            }
            if !window.insetBy(dx: -0.5, dy: -0.5).contains(item.frame.origin)
                || item.frame.maxX > size.width + 0.5 || item.frame.maxY > size.height + 0.5
            {
                problems.append("\(label): \"\(string)\" at \(item.frame) leaves the window")
            }
        }
        let regions = list.tapRegions.compactMap { region in region.action.map { ($0.base, region.frame) } }
        for (index, (action, frame)) in regions.enumerated() {
            for (other, otherFrame) in regions[(index + 1)...] {
                let width = min(frame.maxX, otherFrame.maxX) - max(frame.minX, otherFrame.minX)
                let height = min(frame.maxY, otherFrame.maxY) - max(frame.minY, otherFrame.minY)
                if width > 0.5 && height > 0.5 {
                    problems.append("\(label): \(action) \(frame) overlaps \(other) \(otherFrame)")
                }
            }
        }
        return problems
    }

    /// Every essential of `scene` that is neither a reachable target on the screen nor, on a
    /// compact screen, a reachable item of the header's menu; and every one the menu lacks.
    func unreachableEssentials(
        _ scene: any GameScene, screen list: DisplayList, theme: Theme, language: Localization.Language
    ) -> [String] {
        let essentials = Localization.$taskLanguage.withValue(language) { scene.screen(theme: theme).essentials }
        // Every page of the menu (a small window pages it): its pages end where ‹ › stop.
        var menu = [self.list(scene, theme: theme, language: language, sheet: .menu)]
        while menu.count < 8,
            menu.last!.tapRegions.contains(where: { $0.action == AnyHashable(ChromeAction.sheetPage(menu.count)) })
        {
            menu.append(self.list(scene, theme: theme, language: language, sheet: .menu(page: menu.count)))
        }
        let compact = ScreenShape(size: size) == .compact
        var missing: [String] = []
        for essential in essentials {
            let inMenu = menu.flatMap(\.tapRegions).contains {
                $0.action == AnyHashable(EssentialChoice(action: essential.action)) && isReachable($0.frame)
            }
            if !inMenu { missing.append("\"\(essential.title)\" is not in the menu") }
            let onScreen = list.tapRegions.contains { $0.action == essential.action && isReachable($0.frame) }
            if !onScreen && !compact { missing.append("\"\(essential.title)\" is not on screen") }
        }
        return missing
    }
}
