import GameCore
import GameKit
import Layout
import Localization
import SudokuEngine

/// The modal layer: the new-game difficulty chooser, the import dialog and the win message,
/// each over a scrim that swallows taps meant for the board. The game screen lays the dialog over
/// the whole window and hands it the theme scaled for the window; the cards read the window's
/// size from the frame they get, so they fit a small window and grow on a large one.
extension SudokuScene {
    func dialogView(_ dialog: SudokuDialog, palette: SudokuPalette) -> any View {
        let theme = palette.theme
        switch dialog {
        case .won:
            return Dialog(
                title: tr("Solved!"),
                message: tr(
                    "{level} puzzle in {time}. Start a new game?",
                    ["level": levelName, "time": formatDuration(midEnd.elapsed)]),
                titleColor: theme.success,
                buttons: Self.wonButtons, theme: theme)
        case .chooser(let focus, let shown):
            return modal(theme) { size in self.chooser(theme, size: size, focus: focus, variant: shown) }
        case .importing(let text, let error):
            return modal(theme) { size in self.importer(palette, size: size, text: text, error: error) }
        case .message(let message):
            return modal(theme) { size in self.wholeMessage(message, palette, size: size) }
        case .paused:
            return modal(theme) { size in self.pausedCard(theme, size: size) }
        }
    }

    /// The card over a paused game. The scrim under it swallows no click: a tap anywhere
    /// reaches the scene (with no action) and resumes, as does any key or the Resume button.
    private func pausedCard(_ theme: Theme, size: Size) -> any View {
        let unit = theme.sudokuScale
        let padding = min(theme.spacing.large, max(0, size.width * 0.04))
        let inner = max(0, min(320 * unit, size.width - 2 * theme.spacing.medium) - 2 * padding)
        return VStack(spacing: theme.spacing.small) {
            Text(tr("Paused"), font: .system(theme.fontSize.title, weight: .bold), color: theme.textPrimary)
            Text(
                tr("Time stands still · any key or click resumes"), font: .system(theme.fontSize.body),
                color: theme.textSecondary
            )
            .lineLimit(3)
            .frame(width: inner)
            SudokuButton(
                tr("Resume"), action: SudokuAction.closeDialog, theme: theme, width: min(inner, 160 * unit),
                height: 38 * unit, style: .primary)
        }
        .padding(padding)
    }

    /// The win message's buttons: N new game (shown on it), Close (Escape, as every dialog).
    static var wonButtons: [DialogButton] {
        [
            DialogButton(tr("New game"), action: ChromeAction.command(.newGame), key: .character("n")),
            DialogButton(tr("Close"), action: SudokuAction.closeDialog),
        ]
    }

    /// A status message in full: its title and its whole detail, wrapped to the card (cut only
    /// if even the window cannot hold it), and Close.
    private func wholeMessage(_ message: SudokuMessage, _ palette: SudokuPalette, size: Size) -> any View {
        let theme = palette.theme
        let padding = min(theme.spacing.large, max(0, size.width * 0.04))
        let cardWidth = max(0, min(480 * theme.sudokuScale, size.width - 2 * theme.spacing.medium))
        let inner = max(0, cardWidth - 2 * padding)
        let buttonHeight = 38 * theme.sudokuScale
        let textHeight = max(
            0, size.height - 2 * theme.spacing.medium - 2 * padding - buttonHeight - theme.spacing.medium)
        return VStack(spacing: theme.spacing.medium) {
            SudokuStatusText(
                title: message.title, titleFont: .system(theme.fontSize.headline, weight: .bold),
                titleColor: palette.tone(message.tone), detail: message.detail ?? "",
                detailFont: .system(theme.fontSize.body), detailColor: theme.textPrimary, titleLines: 4
            )
            .frame(width: inner, alignment: .leading)
            .frame(maxHeight: textHeight)
            SudokuButton(
                tr("Close"), action: SudokuAction.closeDialog, theme: theme, width: min(inner, 160 * theme.sudokuScale),
                height: buttonHeight, style: .primary)
        }
        .padding(padding)
    }

    /// The scrim over the whole window with the card built for the window's size in its middle.
    private func modal(_ theme: Theme, card: @escaping (Size) -> any View) -> any View {
        GeometryReader { size in
            ZStack {
                Rectangle().fill(theme.scrim).onTap(nil)
                card(size)
                    .background(theme.surface, cornerRadius: theme.radius.large)
            }
            .frame(width: size.width, height: size.height)
        }
    }

    /// The line over the levels: which keys choose one. A rule set of one level (4×4) starts
    /// with 1 or Enter.
    private static func levelPrompt(_ count: Int) -> String {
        switch count {
        case SudokuDifficulty.allCases.count: return tr("Choose a difficulty (1–5)")
        // TRANSLATORS: Sudoku's new-game dialog for a rule set with a single level (4×4).
        case 1: return tr("1 or Enter starts it")
        // TRANSLATORS: Sudoku's new-game dialog for a rule set with fewer levels; {last} is 2 or 3.
        default: return tr("Choose a difficulty (1–{last})", ["last": count])
        }
    }

    /// What each level asks of the player, beside its name in the chooser.
    private static func levelNote(_ level: SudokuDifficulty, _ variant: SudokuVariant) -> String {
        // The variants' stepper knows cage techniques and stops at X-wings, XY-wings and quads.
        switch (level, variant) {
        // TRANSLATORS: what a killer Sudoku's easy level asks: singles, and the sums of its cages.
        case (.easy, .killer): return tr("Singles, cage sums")
        // TRANSLATORS: what a killer Sudoku's medium level asks; the rule of 45 is innies and outies.
        case (.medium, .killer): return tr("Pairs, pointing, rule of 45")
        // TRANSLATORS: what a variant Sudoku's hard level asks (its stepper stops there).
        case (.hard, .x), (.hard, .jigsaw), (.hard, .killer): return tr("X-wings, XY-wings, quads")
        default: break
        }
        switch level {
        case .trivial: return tr("Box singles, full houses")
        case .easy: return tr("Singles in rows, columns")
        case .medium: return tr("Pairs, triples, pointing")
        case .hard: return tr("X-wings, swordfish, wings")
        case .extreme: return tr("Chains, forcing chains")
        }
    }

    /// Seed 000's "Start a new game" alert with its five levels, plus restart and import; over
    /// the levels, the rule set they belong to, stepped with the arrows beside its name.
    private func chooser(_ theme: Theme, size: Size, focus: Int, variant shown: SudokuVariant) -> any View {
        let unit = theme.sudokuScale
        let padding = min(theme.spacing.large, max(0, size.width * 0.04))
        let cardWidth = max(0, min(440 * unit, size.width - 2 * theme.spacing.medium))
        let inner = max(0, cardWidth - 2 * padding)
        let rowHeight = max(24 * unit, min(48 * unit, (size.height - 260 * unit) / 5))
        let buttonHeight = 38 * unit
        let quarter = max(0, (inner - 3 * theme.spacing.small) / 4)
        let playing = shown == variant
        let current = midEnd.params.difficulty
        let levels = shown.levels
        return VStack(spacing: theme.spacing.small) {
            Text(tr("New game"), font: .system(theme.fontSize.title, weight: .bold), color: theme.textPrimary)
            variantRow(shown, theme, width: inner, height: min(rowHeight, 40 * unit))
            Text(Self.levelPrompt(levels.count), font: .system(theme.fontSize.body), color: theme.textSecondary)
            for (index, level) in levels.enumerated() {
                levelRow(
                    level, of: shown, number: index + 1, theme, width: inner, height: rowHeight,
                    focused: index == focus,
                    current: playing && level == current)
            }
            HStack(spacing: theme.spacing.small) {
                SudokuButton(
                    tr("Restart"), action: ChromeAction.command(.restart), theme: theme, width: quarter,
                    height: buttonHeight, enabled: midEnd.canUndo)
                SudokuButton(
                    tr("Import…"), action: SudokuAction.tool(.importPuzzle), theme: theme, width: quarter,
                    height: buttonHeight)
                // TRANSLATORS: Sudoku's new-game dialog: six puzzles of the focused level to a PDF.
                SudokuButton(
                    tr("Print…"), action: SudokuAction.printLevel, theme: theme, width: quarter, height: buttonHeight)
                SudokuButton(
                    tr("Cancel"), action: SudokuAction.closeDialog, theme: theme, width: quarter, height: buttonHeight)
            }
            .padding(EdgeInsets(top: theme.spacing.small, leading: 0, bottom: 0, trailing: 0))
        }
        .padding(padding)
    }

    /// The rule set the levels below belong to, between arrows that step through the six (the
    /// left and right keys do the same); the one being played is marked with a dot.
    private func variantRow(_ shown: SudokuVariant, _ theme: Theme, width: Double, height: Double) -> any View {
        let arrow = min(height * 1.4, width * 0.2)
        let name = SudokuWords.variant(shown) + (shown == variant ? " •" : "")
        return HStack(spacing: theme.spacing.small) {
            SudokuButton("‹", action: SudokuAction.stepVariant(-1), theme: theme, width: arrow, height: height)
            Text(name, font: .system(theme.fontSize.body + 1, weight: .bold), color: theme.accent)
                .lineLimit(1)
                .frame(width: max(0, width - 2 * arrow - 2 * theme.spacing.small), height: height)
            SudokuButton("›", action: SudokuAction.stepVariant(1), theme: theme, width: arrow, height: height)
        }
        .frame(width: width, height: height)
    }

    private func levelRow(
        _ level: SudokuDifficulty, of shown: SudokuVariant, number: Int, _ theme: Theme, width: Double, height: Double,
        focused: Bool,
        current: Bool
    ) -> any View {
        let radius = theme.radius.medium + 3
        let nameWidth = min(160 * theme.sudokuScale, width * 0.42)
        let nameColor = current ? theme.accent : theme.textPrimary
        return ZStack {
            RoundedRectangle(cornerRadius: radius)
                .fill(focused ? theme.surfaceRaised.mixed(with: theme.accent, 0.3) : theme.surfaceRaised)
            if focused {
                RoundedRectangle(cornerRadius: radius).stroke(theme.accent, lineWidth: 2 * theme.sudokuScale).padding(1)
            }
            HStack(spacing: theme.spacing.small) {
                Text(
                    "\(number)  \(SudokuWords.level(level))\(current ? " •" : "")",
                    font: .system(theme.fontSize.body + 1, weight: .bold), color: nameColor
                )
                .frame(width: nameWidth, alignment: .leading)
                Text(
                    Self.levelNote(level, shown), font: .system(theme.fontSize.caption),
                    color: current ? nameColor : theme.textSecondary
                )
                .frame(
                    width: max(0, width - nameWidth - 2 * theme.spacing.medium - theme.spacing.small),
                    alignment: .trailing)
            }
        }
        .frame(width: width, height: height)
        .onTap(SudokuAction.choose(level))
    }

    /// The import dialog: what has been typed, drawn on a little board with the next cell
    /// marked, a count, the reason the last try failed, and the buttons.
    private func importer(_ palette: SudokuPalette, size: Size, text: String, error: String?) -> any View {
        let theme = palette.theme
        let unit = theme.sudokuScale
        let padding = min(theme.spacing.large, max(0, size.width * 0.04))
        let cardWidth = max(0, min(420 * unit, size.width - 2 * theme.spacing.medium))
        let inner = max(0, cardWidth - 2 * padding)
        let preview = max(0, min(inner, 240 * unit, size.height - 300 * unit))
        let buttonHeight = 38 * unit
        let third = max(0, (inner - 2 * theme.spacing.small) / 3)
        let typed = Array(text.prefix(81)).map { $0.wholeNumberValue ?? 0 }
        let grid = SudokuGrid(cells: typed + [Int](repeating: 0, count: 81 - typed.count))
        let previewState = SudokuState(givens: grid, solution: grid, difficulty: nil)
        let marks = SudokuBoardMarks(selected: typed.count < 81 ? typed.count : nil, highlightsLines: false)
        return VStack(spacing: theme.spacing.small) {
            Text(tr("Import a puzzle"), font: .system(theme.fontSize.title, weight: .bold), color: theme.textPrimary)
            Text(
                tr("Type the 81 cells (1–9, 0 or . for a blank) or paste: Ctrl+V"),
                font: .system(theme.fontSize.caption),
                color: theme.textSecondary)
            SudokuBoardView(state: previewState, marks: marks, palette: palette, interactive: false).view
                .frame(width: preview, height: preview)
            Text(
                tr("{typed} of 81 · Backspace deletes · Enter imports", ["typed": typed.count]),
                font: .system(theme.fontSize.caption, weight: .bold),
                color: typed.count == 81 ? palette.good : theme.textPrimary)
            if let error {
                Text(
                    tr("Cannot import: {reason}", ["reason": error]),
                    font: .system(theme.fontSize.caption, weight: .bold),
                    color: palette.wrong
                )
            }
            HStack(spacing: theme.spacing.small) {
                SudokuButton(
                    tr("Import"), action: SudokuAction.confirmImport, theme: theme, width: third, height: buttonHeight,
                    style: .primary, enabled: typed.count == 81)
                SudokuButton(
                    tr("Clear"), action: SudokuAction.clearImport, theme: theme, width: third, height: buttonHeight)
                SudokuButton(
                    tr("Cancel"), action: SudokuAction.closeDialog, theme: theme, width: third, height: buttonHeight)
            }
            .padding(EdgeInsets(top: theme.spacing.tiny, leading: 0, bottom: 0, trailing: 0))
        }
        .padding(padding)
    }
}
