import GameCore
import GameKit
import Layout
import LightsOutEngine
import Localization

/// What is open over the board.
enum LightsOutOverlay {
    case picker(LightsOutPicker, furthest: Int)
    case history([LightsOutResult])
    case solved
    case allLit
}

/// What the Lights Out screen shows, for the shared `GameScreen` to place: the board; the level
/// bar, the figures and the buttons in the panel; the history or the solved / all-lit message
/// on top. A value taken from the scene, so laying it out never reads the scene.
struct LightsOutScreen {
    let state: LightsOutState
    let elapsed: Double
    let outcome: GameOutcome
    let hint: LightsOutCell?
    let showSolution: Bool
    let cursor: LightsOutCell?
    let canUndo: Bool
    let canRedo: Bool
    let canGoBack: Bool
    let canGoForward: Bool
    /// Solved or lost after the solution was shown.
    let assisted: Bool
    let overlay: LightsOutOverlay?
    /// The level a win just moved on from, for the board's celebration.
    var celebrated: Int?
    /// The theme at scale 1; the board's colours come from it, the panel's sizes from the
    /// scaled theme in each `PanelContext`.
    let theme: Theme

    var content: GameScreenContent {
        var content = GameScreenContent(
            title: tr("Lights Out"), canUndo: canUndo, canRedo: canRedo, board: board,
            above: { context in self.above(context) },
            below: { context in self.below(context) },
            dialog: overlay.map { overlay in { context in self.dialog(overlay, context) } })
        content.theme = LightsOutPalette.screenTheme(theme)
        content.listEssentials = { self.essentials }
        return content
    }

    /// The level arrows and the panel's buttons, for the header's menu: a small window that
    /// shows only some of them keeps the rest one tap away. Only what would act now is listed.
    var essentials: [EssentialAction] {
        var essentials: [EssentialAction] = []
        // TRANSLATORS: Lights Out menu item: go to the level before this one.
        if canGoBack { essentials.append(EssentialAction(tr("Previous level"), action: LightsOutAction.previousLevel)) }
        if canGoForward { essentials.append(EssentialAction(tr("Next level"), action: LightsOutAction.nextLevel)) }
        essentials.append(EssentialAction(LightsOutButton.restart.label, action: ChromeAction.command(.restart)))
        if playing { essentials.append(EssentialAction(LightsOutButton.hint.label, action: LightsOutAction.hint)) }
        let solution =
            showSolution
            // TRANSLATORS: Lights Out menu item: hide the presses of the solution shown on the board.
            ? tr("Hide the solution")
            // TRANSLATORS: Lights Out menu item: show every press of a shortest solution.
            : tr("Show the solution")
        essentials.append(EssentialAction(solution, action: LightsOutAction.toggleSolution))
        essentials.append(EssentialAction(LightsOutButton.history.label, action: LightsOutAction.toggleHistory))
        // TRANSLATORS: Lights Out menu item: open the level picker.
        essentials.append(EssentialAction(tr("Choose a level"), action: LightsOutAction.openPicker))
        return essentials
    }

    var playing: Bool { outcome == .playing }

    private var board: any View {
        LightsOutBoardView(
            board: state.lights, shades: state.variant?.kind == .threeState ? state.variant?.lights : nil,
            pattern: state.variant?.pattern, hint: hint,
            solution: showSolution ? LightsOutRules.solution(for: state) : [], cursor: cursor, celebrated: celebrated,
            phase: (state.level ?? 0) % 2 == 1, theme: theme
        ).view
    }

    /// The level and the figures: the level bar over the figures in the side panel (centred
    /// in it) and over the board; folded into one line on a small window.
    private func above(_ context: PanelContext) -> [any View] {
        let theme = context.theme
        switch context.shape {
        case .landscape:
            return [
                NaturalHeight(levelBar(theme, large: true).frame(width: context.width)),
                NaturalHeight(statsRow(theme).frame(width: context.width)),
            ]
        case .portrait:
            return [levelBar(theme, large: false), statsRow(theme)]
        case .compact:
            // At least a 24-point tap target (WCAG 2.2), though the line is shorter.
            return [
                Text(compactFigures, font: .system(theme.fontSize.caption, weight: .bold), color: theme.textPrimary)
                    .frame(minHeight: 24 * LightsOutScreen.scale(of: theme))
                    .onTap(LightsOutAction.openPicker)
            ]
        }
    }

    /// The buttons. In the side panel a 2×2 grid, then the presses left while the solution
    /// shows and how to play where it fits; under the board one row of them all (two where one
    /// would shrink their labels under the floor); on a small window only the ones most needed
    /// (the rest are in the header's menu, and S, R and Y still work) with the level arrows, so
    /// the board keeps the space.
    private func below(_ context: PanelContext) -> [any View] {
        let theme = context.theme
        switch context.shape {
        case .landscape:
            var parts: [any View] = [buttonGrid(theme, width: context.width)]
            if showSolution && playing {
                parts.append(pressesToGo(theme).frame(width: context.width))
            }
            if roomForHelp(context) {
                parts.append(helpCard(theme, width: context.width))
            }
            return parts.map(NaturalHeight.init)
        case .portrait:
            return [
                ViewThatFits(in: [.horizontal]) {
                    buttonRows(theme, buttons: [.hint, .solution, .restart, .history])
                    buttonGrid(theme, width: context.width)
                }
            ]
        case .compact:
            return [
                ViewThatFits(in: [.horizontal]) {
                    buttonRows(theme, buttons: [.previous, .hint, .solution, .next])
                    buttonRows(theme, buttons: [.previous, .hint, .next])
                }
            ]
        }
    }

    /// The side panel's height at scale 1 with the help card and "N presses to go" in it
    /// (373 with the real fonts now that the card's lines keep their size, and a little to
    /// spare). A shorter body leaves the card out rather than let the panel run off the window.
    private static let panelHeightWithHelp = 380.0

    private func roomForHelp(_ context: PanelContext) -> Bool {
        context.height >= Self.panelHeightWithHelp * context.theme.fontSize.body / theme.fontSize.body
    }
}

/// A side panel part at its own height, whatever the stack around it offers. The side panel is
/// a stack that shares its height out by flexibility: the rigid button grid takes its share
/// first, and a part whose text may shrink (the level bar, the figures) would then give way
/// although the panel has room for all of them. Inside a row it also spares work: the parts of
/// a stack wrapped in it are asked the same questions when the row is measured and when it is
/// laid out at its final height, so their stacks answer from what they remember.
struct NaturalHeight: View {
    let content: any View

    init(_ content: any View) {
        self.content = content
    }

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        content.sizeThatFits(ProposedSize(width: proposal.width, height: nil), context: context)
    }

    func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        content.render(in: frame, context: context, into: &builder)
    }
}
