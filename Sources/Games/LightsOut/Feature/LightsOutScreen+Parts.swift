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
        if let variant = state.variant {
            // TRANSLATORS: Lights Out: the board size ("5×5") and the variant played ("Wrap-around").
            return tr("{board} · {variant}", ["board": size, "variant": variant.kind.name])
        }
        guard let level = state.level, LightsOutLevels.isOnPlateau(level) else { return size }
        // TRANSLATORS: Lights Out: the board size ("10×10"); levels from here on stay on this size.
        return tr("{board} · top of the ladder", ["board": size])
    }

    /// ◀ level ▶, the level's name over its board size; the name opens the level picker. The name's
    /// box at its own height, as the panel measured it (see `statsRow`).
    func levelBar(_ theme: Theme, large: Bool) -> any View {
        let scale = Self.scale(of: theme)
        return HStack(spacing: theme.spacing.small) {
            Button("◀", action: LightsOutAction.previousLevel, theme: theme, enabled: canGoBack, minWidth: 44 * scale)
            // A button's own padding either side, so a long name ("Level 18" in the title size)
            // does not run to the edges of its box; in a narrow panel the padding gives way
            // before the name shrinks.
            NaturalHeight(
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
                .onTap(LightsOutAction.openPicker))
            Button("▶", action: LightsOutAction.nextLevel, theme: theme, enabled: canGoForward, minWidth: 44 * scale)
        }
    }

    /// Each box at its own height, as the panel measured it: the row laid out at its final
    /// height would otherwise make every box's stack measure its two lines again.
    func statsRow(_ theme: Theme) -> any View {
        let width = Self.statWidth * Self.scale(of: theme)
        return HStack(spacing: theme.spacing.small) {
            // TRANSLATORS: Lights Out figure (in capitals): presses made so far.
            NaturalHeight(StatBox(tr("Moves"), "\(state.pressCount)", theme: theme, minWidth: width))
            // TRANSLATORS: Lights Out figure (in capitals): the fewest presses that solve the level (as in golf).
            NaturalHeight(StatBox(tr("Par"), "\(state.par)", theme: theme, minWidth: width))
            // TRANSLATORS: Lights Out figure (in capitals): the time spent on the level.
            NaturalHeight(StatBox(tr("Time"), formatDuration(elapsed), theme: theme, minWidth: width))
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

    /// What a press does under the rules on screen.
    private var ruleLine: String {
        switch state.variant?.kind {
        case nil:
            // TRANSLATORS: Lights Out: a press toggles the light and its four neighbours (a plus shape).
            return tr("Each press flips a cross of lights.")
        case .wrap:
            // TRANSLATORS: Lights Out, wrap-around variant: the cross continues across the board's edges.
            return tr("Each press flips a cross; it runs on across the edges.")
        case .patterned:
            // TRANSLATORS: Lights Out, patterns variant: pointing at a light outlines what its press flips.
            return tr("Each light flips its own pattern: point at it to see.")
        case .threeState:
            // TRANSLATORS: Lights Out, three-state variant: a press moves each light of the cross on by one state
            // (off, then red with one dot, then green with two dots, then off).
            return tr("Each press moves a cross on: off, red •, green ••.")
        }
    }

    /// How to play, in the space the side panel has to spare: the goal, the rule and the keys
    /// where every line fits the card at its natural size, the goal and the rule where only they
    /// do, nothing otherwise (the shortcuts overlay, F1, lists every key).
    func helpCard(_ theme: Theme, width: Double) -> any View {
        let inner = max(0, width - 2 * theme.spacing.medium)
        // The goal keeps its size: laid out at the card's own height, the stack shares the height
        // out fairly, and a goal that could shrink would give way to the captions under it.
        let goal = Text(
            // TRANSLATORS: Lights Out: the goal, in the help card beside the board.
            tr("Switch every light off."), font: .system(theme.fontSize.body, weight: .bold), color: theme.textPrimary
        )
        .minimumScaleFactor(1)
        func caption(_ line: String) -> Text {
            Text(line, font: .system(theme.fontSize.caption), color: theme.textSecondary).role(.caption)
        }
        let rule = caption(ruleLine)
        let keys = [
            // TRANSLATORS: Lights Out key help; key names (Enter, H, S, Y, L) stay as on the keyboard.
            tr("Arrows move · Enter presses"), tr("H hint · S solution · Y history"),
            // TRANSLATORS: Lights Out key help: the L key, or a click on the level's name, opens the level
            // picker.
            tr("L or the level's name: choose a level"),
        ].map(caption)
        // One flat stack of lines, each as wide as the card: the chooser has already made sure
        // every line fits that width at its natural size.
        func card(_ lines: [Text]) -> any View {
            VStack(spacing: theme.spacing.tiny) {
                for line in lines { line.frame(width: inner) }
            }
            .padding(theme.spacing.medium)
            .frame(width: width)
            .background(theme.surface, cornerRadius: theme.radius.large)
        }
        return HelpLines(
            lines: [goal, rule] + keys, inner: inner,
            forms: [{ card([goal, rule] + keys) }, { card([goal, rule]) }, { EmptyView() }])
    }

    /// The history card, or the message for a finished level, at the screen's scale.
    func dialog(_ overlay: LightsOutOverlay, _ context: PanelContext) -> any View {
        let theme = context.theme
        switch overlay {
        case .picker(let picker, let furthest):
            return LightsOutPickerView(
                picker: picker, current: picker.variant == state.variant?.kind ? state.level : nil, furthest: furthest,
                theme: theme, window: context.window
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

/// The help card in the first of its forms whose lines all fit the card at their natural size:
/// every line, the goal and the rule, or nothing. What a `ViewThatFits` decides by measuring
/// each form again for every proposal (a stack's probes, the height the panel finally gives),
/// this decides once per frame from the lines' own widths, which no proposal changes; so the
/// card costs the side panel no more than a plain stack of lines.
private struct HelpLines: View {
    /// Every line of the fullest form, in order; the shorter forms keep the first two (the goal
    /// and the rule).
    let lines: [Text]
    /// The card's width inside its padding.
    let inner: Double
    let forms: LazyForms
    /// The lines' natural widths, measured on the first question of the frame (by the measurer
    /// that decides them).
    let memo = WidthMemo()

    final class WidthMemo {
        var widths: (measurer: ObjectIdentifier, widths: [Double])?
    }

    init(lines: [Text], inner: Double, forms: [() -> any View]) {
        self.lines = lines
        self.inner = inner
        self.forms = LazyForms(forms)
    }

    private func form(_ context: LayoutContext) -> any View {
        let measurer = ObjectIdentifier(context.measurer)
        let widths: [Double]
        if let known = memo.widths, known.measurer == measurer {
            widths = known.widths
        } else {
            widths = lines.map { $0.sizeThatFits(.unspecified, context: context).width }
            memo.widths = (measurer, widths)
        }
        func fit(_ count: Int) -> Bool { widths.prefix(count).allSatisfy { $0 <= inner + 0.001 } }
        if fit(lines.count) { return forms[0] }
        return fit(2) ? forms[1] : forms[2]
    }

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        form(context).sizeThatFits(proposal, context: context)
    }

    func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        form(context).render(in: frame, context: context, into: &builder)
    }
}
