import Layout
import SDLBackend
import Testing

@testable import GameCore
@testable import GameKit
@testable import LightsOutEngine
@testable import LightsOutFeature

/// Every text run Lights Out can put on screen, read against the fills painted beneath it, in
/// both themes and at the window sizes the game lays out differently: at least 4.5:1, or 3:1
/// for large text (WCAG 2).
@Suite struct LightsOutContrastTests {
    static let sizes = [Size(width: 1280, height: 800), Size(width: 480, height: 640), Size(width: 260, height: 300)]

    /// The screens a player meets: a fresh level (◀ disabled at level 1), play with the solution's
    /// count, the solved and all-lit messages, the history with every kind of result, and the
    /// level picker with its error line.
    static func screens(theme: Theme, size: Size) -> [(String, LightsOutHarness)] {
        let fresh = LightsOutHarness(level: 1, size: size, theme: theme)

        let solving = LightsOutHarness(level: 18, size: size, theme: theme)
        solving.driver.key(.character("s"))
        solving.tapLight(LightsOutCell(row: 0, col: 0))

        let solved = LightsOutHarness(level: 5, size: size, theme: theme)
        _ = solved.solveBySolver()

        let assisted = LightsOutHarness(level: 6, size: size, theme: theme)
        assisted.driver.key(.character("s"))
        _ = assisted.solveBySolver()

        let corners = [(0, 0), (0, 2), (2, 0), (2, 2)].map { LightsOutCell(row: $0.0, col: $0.1) }
        let lost = LightsOutHarness(params: .custom(size: 3, presses: corners), size: size, theme: theme)
        lost.tapLight(LightsOutCell(row: 1, col: 1))

        let history = LightsOutHarness(level: 3, size: size, theme: theme)
        _ = history.solveBySolver()
        history.driver.key(.enter)
        history.driver.key(.character("s"))
        _ = history.solveBySolver()
        history.driver.key(.enter)
        history.tapLight(LightsOutCell(row: 0, col: 0))
        history.tapLight(LightsOutCell(row: 0, col: 0))
        _ = history.solveBySolver()
        history.driver.key(.character("y"))

        let picker = LightsOutHarness(level: 1, size: size, theme: theme)
        picker.driver.key(.character("l"))
        let pickerError = LightsOutHarness(level: 2, size: size, theme: theme)
        pickerError.driver.key(.character("l"))
        pickerError.driver.key(.character("0"))
        pickerError.driver.key(.enter)

        let plateau = LightsOutHarness(level: LightsOutLevels.plateauFirstLevel, size: size, theme: theme)
        let threeState = LightsOutHarness(params: .variant(.threeState, level: 10), size: size, theme: theme)
        threeState.tapLight(LightsOutCell(row: 0, col: 0))
        let variantPicker = LightsOutHarness(level: 1, size: size, theme: theme)
        variantPicker.driver.key(.character("l"))
        variantPicker.driver.key(.character("v"))
        return [
            ("three-state", threeState), ("variant picker", variantPicker),
            ("fresh", fresh), ("solving", solving), ("solved", solved), ("assisted", assisted), ("lost", lost),
            ("history", history), ("picker", picker), ("picker error", pickerError), ("plateau", plateau),
        ]
    }

    @Test(arguments: [Theme.light, Theme.dark, Theme.highContrast])
    func everyTextReadsAgainstWhatIsBeneathIt(theme: Theme) {
        for size in Self.sizes {
            for (name, game) in Self.screens(theme: theme, size: size) {
                let runs = game.driver.list.textContrasts(over: theme.background)
                #expect(runs.count > 3, "\(name) at \(size)")
                for run in runs where !run.isLegible(in: theme) {
                    Issue.record("\(name) at \(size), \(theme.name): \(run)")
                }
            }
        }
    }

    /// Three-state lights (issue 32): each lit state stands 3:1 apart (WCAG's non-text contrast)
    /// from an unlit bulb and from the well, and its pips from its fill, in every theme; red and
    /// green are told apart by one pip or two, not by their colours, which are close in
    /// lightness (checked, so the pips stay needed).
    @Test(arguments: [Theme.light, Theme.dark, Theme.highContrast])
    func threeStateLightsStandApartFromUnlitOnes(theme: Theme) {
        let palette = LightsOutPalette(theme: LightsOutPalette.screenTheme(theme))
        for (name, fill) in [("red", palette.red.1), ("green", palette.green.1)] {
            #expect(fill.contrastRatio(with: palette.unlit) >= 3, "\(name) against unlit, \(theme.name)")
            #expect(fill.contrastRatio(with: palette.well) >= 3, "\(name) against the well, \(theme.name)")
            #expect(palette.pip.contrastRatio(with: fill) >= 3, "pips on \(name), \(theme.name)")
        }
        #expect(palette.red.1.contrastRatio(with: palette.green.1) < 1.5)
    }

    /// The check itself can fail: a text painted in the colour beneath it is caught.
    @Test func anIllegibleRunIsCaught() {
        let game = LightsOutHarness(level: 1)
        var list = game.driver.list
        let background = Theme.dark.background
        list.items.append(
            DisplayItem(
                command: .text("hidden", .system(14), background.mixed(with: .white, 0.05)),
                frame: Rect(x: 1, y: 700, width: 60, height: 20)))
        let hidden = list.textContrasts(over: background).filter { $0.text == "hidden" }
        #expect(hidden.count == 1 && hidden.allSatisfy { !$0.isLegible })
    }
}
