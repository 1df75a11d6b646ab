import GameCore
import GameKit
import Layout
import LightsOutEngine
import Localization

/// The parts of the Lights Out screen around the board: level bar, figures, help and dialogs,
/// each built with the theme at the screen's scale, so the panel grows with big windows.
extension LightsOutScreen {
    /// Widths at scale 1 that grow with the theme: a level name that changes ("Level 9",
    /// "Level 10", "Custom") keeps the arrows still, and the figures line up.
    private static let levelNameWidth = 120.0
    private static let statWidth = 80.0

    /// How much `theme` is scaled up from the standard one (the screen's scale on big windows;
    /// both standard themes set body text in the same size).
    static func scale(of theme: Theme) -> Double { theme.fontSize.body / Theme.dark.fontSize.body }

    var levelName: String {
        guard let level = state.level else {
            // TRANSLATORS: Lights Out: the name of a board that is not one of the numbered levels.
            return tr("Custom")
        }
        return tr("Level {level}", ["level": level])
    }

    var compactFigures: String {
        "\(levelName) · \(state.pressCount)/\(state.par) · \(formatDuration(elapsed))"
    }

    /// Under the level's name: its board size, and on the plateau that the ladder stops rising.
    var sizeCaption: String {
        let size = "\(state.size)×\(state.size)"
        guard let level = state.level, LightsOutLevels.isOnPlateau(level) else { return size }
        // TRANSLATORS: Lights Out: the board size ("10×10"); levels from here on stay on this size.
        return tr("{board} · top of the ladder", ["board": size])
    }

    /// ◀ level ▶, the level's name over its board size; the name opens the level picker.
    func levelBar(_ theme: Theme, large: Bool) -> any View {
        let scale = Self.scale(of: theme)
        return HStack(spacing: theme.spacing.small) {
            Button("◀", action: LightsOutAction.previousLevel, theme: theme, enabled: canGoBack, minWidth: 44 * scale)
            // A button's own padding either side, so a long name ("Level 18" in the title size)
            // does not run to the edges of its box; in a narrow panel the padding gives way
            // before the name shrinks.
            YieldingPadding(
                content: VStack(spacing: 0) {
                    Text(
                        levelName,
                        font: .system(large ? theme.fontSize.title : theme.fontSize.headline, weight: .bold),
                        color: theme.textPrimary)
                    Text(sizeCaption, font: .system(theme.fontSize.caption), color: theme.textSecondary)
                        .role(.caption)
                }, horizontal: theme.spacing.medium
            )
            .padding(horizontal: 0, vertical: 2 * scale)
            .frame(minWidth: Self.levelNameWidth * scale)
            .background(theme.surface, cornerRadius: theme.radius.medium + 3)
            .onTap(LightsOutAction.openPicker)
            Button(
                "▶", action: LightsOutAction.nextLevel, theme: theme, enabled: canGoForward, minWidth: 44 * scale)
        }
    }

    func statsRow(_ theme: Theme) -> any View {
        let width = Self.statWidth * Self.scale(of: theme)
        return HStack(spacing: theme.spacing.small) {
            // TRANSLATORS: Lights Out figure (in capitals): presses made so far.
            StatBox(tr("Moves"), "\(state.pressCount)", theme: theme, minWidth: width)
            // TRANSLATORS: Lights Out figure (in capitals): the fewest presses that solve the level (as in golf).
            StatBox(tr("Par"), "\(state.par)", theme: theme, minWidth: width)
            // TRANSLATORS: Lights Out figure (in capitals): the time spent on the level.
            StatBox(tr("Time"), formatDuration(elapsed), theme: theme, minWidth: width)
        }
    }

    /// While the solution shows, how many of its presses are left.
    func pressesToGo(_ theme: Theme) -> any View {
        let left = LightsOutRules.remainingPar(for: state)
        return Text(
            // TRANSLATORS: Lights Out, while the solution shows: presses of it still to make.
            trn("{count} press to go", "{count} presses to go", count: left),
            font: .system(theme.fontSize.body, weight: .bold),
            color: theme.success)
    }

    /// How to play, in the space the side panel has to spare: the goal, the rule and the keys
    /// where every line fits the card at its natural size, the goal and the rule where only they
    /// do, nothing otherwise (the shortcuts overlay, F1, lists every key).
    func helpCard(_ theme: Theme, width: Double) -> any View {
        func caption(_ line: String) -> any View {
            Text(line, font: .system(theme.fontSize.caption), color: theme.textSecondary).role(.caption)
        }
        func card(_ lines: [String]) -> any View {
            VStack(spacing: theme.spacing.tiny) {
                Text(
                    // TRANSLATORS: Lights Out: the goal, in the help card beside the board.
                    tr("Switch every light off."), font: .system(theme.fontSize.body, weight: .bold),
                    color: theme.textPrimary
                )
                for line in lines { caption(line) }
            }
            .padding(theme.spacing.medium)
            .frame(minWidth: width)
            .background(theme.surface, cornerRadius: theme.radius.large)
        }
        // TRANSLATORS: Lights Out: a press toggles the light and its four neighbours (a plus shape).
        let rule = tr("Each press flips a cross of lights.")
        let keys = [
            // TRANSLATORS: Lights Out key help; key names (Enter, H, S, Y, L) stay as on the keyboard.
            tr("Arrows move · Enter presses"), tr("H hint · S solution · Y history"),
            // TRANSLATORS: Lights Out key help: the L key, or a click on the level's name, opens the level
            // picker.
            tr("L or the level's name: choose a level"),
        ]
        return ViewThatFits(in: [.horizontal]) {
            card([rule] + keys)
            card([rule])
            EmptyView()
        }
    }

    /// The history card, or the message for a finished level, at the screen's scale.
    func dialog(_ overlay: LightsOutOverlay, _ context: PanelContext) -> any View {
        let theme = context.theme
        switch overlay {
        case .picker(let picker, let furthest):
            return LightsOutPickerView(
                picker: picker, current: state.level, furthest: furthest, theme: theme, window: context.window
            ).view
        case .history(let results):
            return LightsOutHistoryPanel(results: results, size: context.window, theme: theme).view
        case .solved:
            return Dialog(
                // TRANSLATORS: Lights Out: title of the dialog when every light is off.
                title: tr("Solved!"), message: resultMessage, titleColor: theme.success,
                buttons: Self.resultButtons(won: true), theme: theme)
        case .allLit:
            return Dialog(
                // TRANSLATORS: Lights Out: title of the dialog when every light is on (the original game's loss).
                title: tr("All lights on — you lose"), message: tr("Every light is lit. Start again or undo."),
                titleColor: theme.danger, buttons: Self.resultButtons(won: false), theme: theme)
        }
    }

    /// The buttons of the message for a finished level, with the keys they show and answer:
    /// ] next level and R replay after a win, R restart and U undo after a loss.
    static func resultButtons(won: Bool) -> [DialogButton] {
        if won {
            return [
                DialogButton(tr("Next level"), action: LightsOutAction.nextLevel, key: .character("]")),
                // TRANSLATORS: Lights Out: play the level just solved again.
                DialogButton(tr("Replay"), action: ChromeAction.command(.restart), key: .character("r")),
            ]
        }
        return [
            // TRANSLATORS: button: start the level again from its first board.
            DialogButton(tr("Restart"), action: ChromeAction.command(.restart), key: .character("r")),
            DialogButton(tr("Undo"), action: ChromeAction.command(.undo), key: .character("u")),
        ]
    }

    /// Moves against par and the time; "perfect!" only for par reached without help (a hint
    /// or the solution shown), and a level solved with help says so instead.
    var resultMessage: String {
        let figures: KeyValuePairs<String, Any> = ["par": state.par, "time": formatDuration(elapsed)]
        if assisted {
            return trn(
                // TRANSLATORS: Lights Out, a level solved with help (a hint or the solution shown): presses, the
                // level's par (fewest presses) and the time ("12 moves, par 9 · with help · 1:05").
                "{count} move, par {par} · with help · {time}",
                "{count} moves, par {par} · with help · {time}", count: state.pressCount, figures)
        }
        if state.pressCount <= state.par {
            return trn(
                // TRANSLATORS: Lights Out, a level solved in no more presses than its par.
                "{count} move, par {par} — perfect! · {time}", "{count} moves, par {par} — perfect! · {time}",
                count: state.pressCount, figures)
        }
        return trn(
            // TRANSLATORS: Lights Out, a level solved: presses, the level's par (fewest presses) and the time.
            "{count} move, par {par} · {time}", "{count} moves, par {par} · {time}", count: state.pressCount, figures)
    }
}

/// Up to `horizontal` points of padding either side of `content`, less when the width offered
/// is short, so the content keeps its natural width as long as it can.
private struct YieldingPadding: View {
    let content: any View
    let horizontal: Double

    private func inset(_ proposal: ProposedSize, context: LayoutContext) -> Double {
        guard let width = proposal.width, width.isFinite else { return horizontal }
        let natural = content.sizeThatFits(ProposedSize(width: nil, height: proposal.height), context: context).width
        return max(0, min(horizontal, (width - natural) / 2))
    }

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let inset = inset(proposal, context: context)
        let inner = ProposedSize(width: proposal.width.map { max(0, $0 - 2 * inset) }, height: proposal.height)
        let size = content.sizeThatFits(inner, context: context)
        return Size(width: size.width + 2 * inset, height: size.height)
    }

    func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        let inset = inset(ProposedSize(frame.size), context: context)
        let inner = frame.insetBy(dx: inset, dy: 0)
        let size = content.sizeThatFits(ProposedSize(inner.size), context: context)
        content.render(in: Alignment.center.place(size, in: inner), context: context, into: &builder)
    }
}
