import GameCore
import GameKit
import Layout
import Localization
import SudokuEngine

/// The controls around the board: figures, the status bar, the number pad and the buttons,
/// handed to the game screen as panel parts and sized from the width and the scaled theme the
/// screen gives them.
extension SudokuScene {
    /// Landscape: the whole side panel (the screen puts it beside the board). Portrait: level,
    /// time and the status bar over the board. Small windows: the message's title on one line.
    /// Each is as tall whatever the message says, so the board and the pad stay where they are.
    func panelAbove(_ context: PanelContext) -> [any View] {
        let palette = SudokuPalette(theme: context.theme)
        let width = max(0, context.width)
        switch context.shape {
        case .landscape:
            let ideal = SudokuSidePanelPlan(width: width, height: .infinity, theme: context.theme).height
            return [
                SudokuSidePanel(width: width, ideal: ideal) { height in
                    self.sidePanel(palette, width: width, height: height)
                }
            ]
        case .portrait:
            return [infoRow(palette, width: width)]
        case .compact:
            return [statusLine(palette, width: width)]
        }
    }

    /// Where there is no room for the status bar: the message's title (a hint's technique) on
    /// one line, cut with "…" and a tap away from its whole text.
    private func statusLine(_ palette: SudokuPalette, width: Double) -> any View {
        let theme = palette.theme
        let shown = statusMessage
        return SudokuStatusText(
            title: shown.title, titleFont: .system(theme.fontSize.body, weight: .bold),
            titleColor: palette.tone(shown.tone), detail: shown.detail ?? "",
            detailFont: .system(theme.fontSize.caption), detailColor: theme.textSecondary, titleLines: 1,
            whole: SudokuAction.wholeMessage, fillsHeight: true
        )
        .frame(width: width, height: SudokuMetrics.compactStatus * theme.sudokuScale, alignment: .leading)
    }

    /// Portrait: the pad in one row, then two rows of buttons. Small windows: the pad alone,
    /// while its keys stay large enough to hit (every other action keeps its key).
    func panelBelow(_ context: PanelContext) -> [any View] {
        let palette = SudokuPalette(theme: context.theme)
        let unit = context.theme.sudokuScale
        let width = max(0, context.width)
        switch context.shape {
        case .landscape:
            return []
        case .portrait:
            let spacing = 5 * unit
            let keys = Double(state.size)
            let key = min((width - (keys - 1) * spacing) / keys, SudokuMetrics.portraitKey * unit)
            return [
                padRow(palette, width: width, key: key, spacing: spacing),
                portraitTools(palette.theme, width: width, height: 34 * unit),
            ]
        case .compact:
            let spacing = 3 * unit
            // The board needs the height more than the keys do: a key takes at most 9 % of a short
            // column (a zoomed window), never less than a row's smallest, so the cells keep a
            // 24-pixel target at 600×400 zoomed to 175 %.
            let tallest = max(SudokuMetrics.smallestRowKey * unit, context.height * 0.09)
            let keys = Double(state.size)
            let key = min((width - (keys - 1) * spacing) / keys, SudokuMetrics.compactKey * unit, tallest)
            if key >= SudokuMetrics.smallestRowKey * unit {
                return [padRow(palette, width: width, key: key, spacing: spacing)]
            }
            // Too narrow for a row of keys (a tiny or zoomed window): two rows (five and four on
            // a 9×9 grid), so the digits stay a target the pointer can hit.
            let perRow = Double((state.size + 1) / 2)
            let twoRowKey = min((width - (perRow - 1) * spacing) / perRow, SudokuMetrics.compactKey * unit)
            return [padRows(palette, width: width, key: twoRowKey, spacing: spacing)]
        }
    }

    /// The pad as two rows (1–5, 6–9 on a 9×9 grid) for a window too narrow for one.
    private func padRows(_ palette: SudokuPalette, width: Double, key: Double, spacing: Double) -> any View {
        let key = max(0, key)
        if state.isSolved { return solvedCard(palette, width: width, height: 2 * key + spacing) }
        return VStack(spacing: spacing) {
            let half = (state.size + 1) / 2
            HStack(spacing: spacing) {
                for digit in 1...half { padKey(digit, palette, width: key, height: key) }
            }
            HStack(spacing: spacing) {
                for digit in (half + 1)...state.size { padKey(digit, palette, width: key, height: key) }
            }
        }
        .frame(width: max(0, width), height: 2 * key + spacing)
    }

    /// The landscape panel for the height the screen gives it (see `SudokuSidePanelPlan`).
    private func sidePanel(_ palette: SudokuPalette, width: Double, height: Double) -> any View {
        let theme = palette.theme
        let plan = SudokuSidePanelPlan(width: width, height: height, theme: theme)
        return VStack(spacing: theme.spacing.medium) {
            if plan.showsStats { statsRow(theme, width: width) }
            if let statusHeight = plan.statusHeight { statusBar(palette, width: width, height: statusHeight) }
            if plan.showsStatusLine { statusLine(palette, width: width) }
            if state.isSolved {
                solvedCard(palette, width: width, height: 3 * plan.key + 2 * theme.spacing.small)
            } else {
                padGrid(palette, width: plan.keyWidth, height: plan.key)
            }
            landscapeTools(
                theme, width: width, height: plan.toolHeight, submitHeight: plan.submitHeight,
                moreTools: plan.showsMoreTools)
            if plan.showsLegend { legend(theme, width: width) }
        }
        .frame(width: width, height: max(0, height), alignment: .top)
    }

    private func statsRow(_ theme: Theme, width: Double) -> any View {
        let box = max(0, (width - 2 * theme.spacing.small) / 3)
        return HStack(spacing: theme.spacing.small) {
            StatBox(levelCaption, plainLevelName, theme: theme, minWidth: box).frame(width: box)
            StatBox(tr("Time"), timeText, theme: theme, minWidth: box).frame(width: box)
            StatBox(tr("Mistakes"), "\(mistakes)", theme: theme, minWidth: box).frame(width: box)
        }
        .frame(height: SudokuMetrics.stats * theme.sudokuScale)
    }

    /// Portrait's top row: level and time, then the status bar in the rest; a long message
    /// (an exported puzzle, a long hint), or any message in a narrow window, takes the whole row.
    private func infoRow(_ palette: SudokuPalette, width: Double) -> any View {
        let theme = palette.theme
        let unit = theme.sudokuScale
        let box = 80 * unit
        let height = SudokuMetrics.portraitInfo * unit
        let narrow = width - 2 * box - 2 * theme.spacing.small < 260 * unit
        let wide = (statusMessage.detail?.count ?? 0) > 44 || (message != nil && narrow)
        let statusWidth = max(0, wide ? width : width - 2 * box - 2 * theme.spacing.small)
        return HStack(spacing: theme.spacing.small) {
            if !wide {
                StatBox(levelCaption, plainLevelName, theme: theme, minWidth: box).frame(width: box)
                StatBox(tr("Time"), timeText, theme: theme, minWidth: box).frame(width: box)
            }
            statusBar(palette, width: statusWidth, height: height)
        }
        .frame(width: max(0, width), height: height)
    }

    var timeText: String {
        active || !playing ? formatDuration(midEnd.elapsed) : tr("Paused")
    }

    /// Seed 001's display bar: the selected number in a tile, then the message of the moment,
    /// set in the bar's fixed box (`SudokuStatusText`): a long hint wraps and is cut with "…"
    /// rather than grow the bar or shrink its type, and a tap on a cut message shows all of it.
    private func statusBar(_ palette: SudokuPalette, width: Double, height: Double) -> any View {
        let theme = palette.theme
        let inset = theme.spacing.small
        let tile = max(0, min(height - 2 * inset, 56 * theme.sudokuScale))
        let textWidth = max(0, width - tile - 3 * inset - theme.spacing.tiny)
        let shown = statusMessage
        return HStack(spacing: inset + theme.spacing.tiny) {
            numberTile(palette, side: tile)
            SudokuStatusText(
                title: shown.title, titleFont: .system(theme.fontSize.body, weight: .bold),
                titleColor: palette.tone(shown.tone), detail: shown.detail ?? "", shortDetail: shown.shortDetail,
                detailFont: .system(theme.fontSize.caption), detailColor: theme.textSecondary,
                longDetailColor: theme.textPrimary, titleGivesWay: shown.detailFirst, whole: SudokuAction.wholeMessage,
                fillsHeight: true
            )
            .frame(width: textWidth, height: max(0, height - 2 * inset), alignment: .leading)
        }
        .padding(horizontal: inset)
        .frame(width: max(0, width), height: max(0, height), alignment: .leading)
        .background(theme.surface, cornerRadius: theme.radius.medium + 3)
    }

    /// The display bar's tile: the brush held (seed 001), else the selected number.
    private func numberTile(_ palette: SudokuPalette, side: Double) -> any View {
        let theme = palette.theme
        let radius = theme.radius.medium
        let label = brush?.label ?? (selectedNumber == 0 ? "–" : String(selectedNumber))
        let lit = brush != nil || selectedNumber != 0
        let size = label.count > 1 ? side * 0.26 : side * 0.6
        return ZStack {
            RoundedRectangle(cornerRadius: radius).fill(lit ? palette.selected : theme.surfaceRaised)
            if brush != nil {
                RoundedRectangle(cornerRadius: radius).stroke(theme.accent, lineWidth: 2.5 * theme.sudokuScale)
            }
            Text(
                label, font: .system(size, weight: .bold),
                color: lit ? palette.selectedText : theme.textSecondary)
        }
        .frame(width: side, height: side)
    }

    /// What the status bar says: the last message, or what the player can do next.
    var statusMessage: SudokuMessage {
        if let message { return message }
        if let makingMessage { return makingMessage }
        if state.isSolved {
            return SudokuMessage(
                title: tr("You win!"), detail: tr("Solved in {time}", ["time": formatDuration(midEnd.elapsed)]),
                tone: .good)
        }
        if let brush { return brushMessage(brush) }
        if notesMode {
            return SudokuMessage(title: tr("Notes mode"), detail: tr("Digits pencil notes in"))
        }
        guard let cell = selected else {
            return SudokuMessage(title: tr("Pick a cell"), detail: tr("Click one or use the arrow keys"))
        }
        if state.isGiven(cell) {
            return SudokuMessage(
                title: tr("{cell} · given", ["cell": cellName(cell)]), detail: tr("Givens cannot change"))
        }
        guard state.size == 9 else {
            // TRANSLATORS: Sudoku on a 4×4 or 6×6 grid: {last} is its largest digit, 4 or 6.
            return SudokuMessage(
                title: cellName(cell), detail: tr("1–{last} places · Shift+digit notes", ["last": state.size]))
        }
        return SudokuMessage(title: cellName(cell), detail: tr("1–9 places · Shift+digit notes"))
    }

    // MARK: Number pad

    /// The pad as a block of keys as wide as the button columns below (landscape): 3×3 for a
    /// 9×9 grid, two rows of three for 6×6, two of two for 4×4.
    private func padGrid(_ palette: SudokuPalette, width: Double, height: Double) -> any View {
        let spacing = palette.theme.spacing.small
        let columns = state.size == 4 ? 2 : 3
        return VStack(spacing: spacing) {
            for row in 0..<(state.size / columns) {
                HStack(spacing: spacing) {
                    for column in 1...columns {
                        padKey(row * columns + column, palette, width: width, height: height)
                    }
                }
            }
        }
    }

    /// The pad as one row (portrait and small windows); on a solved board, the result.
    private func padRow(_ palette: SudokuPalette, width: Double, key: Double, spacing: Double) -> any View {
        let key = max(0, key)
        if state.isSolved { return solvedCard(palette, width: width, height: key) }
        return HStack(spacing: spacing) {
            for digit in 1...state.size { padKey(digit, palette, width: key, height: key) }
        }
        .frame(width: max(0, width), height: key)
    }

    /// Where the pad was, once every digit has left it: the result and a way on.
    private func solvedCard(_ palette: SudokuPalette, width: Double, height: Double) -> any View {
        let theme = palette.theme
        let large = height >= 80
        return VStack(spacing: theme.spacing.tiny) {
            Text(
                tr("Solved in {time}", ["time": formatDuration(midEnd.elapsed)]),
                font: .system(large ? theme.fontSize.title : theme.fontSize.headline, weight: .bold),
                color: palette.good)
            if large {
                Text(
                    tr("{level} · N or New game for another", ["level": levelName]), font: .system(theme.fontSize.body),
                    color: theme.textSecondary)
            }
        }
        .frame(width: max(0, width), height: max(0, height))
        .background(theme.surface, cornerRadius: theme.radius.medium + 3)
    }

    /// One digit: large, with how many are still to place in a corner when there is room; gone
    /// (its place kept) once its nine cells are all correct, as in seed 000.
    private func padKey(_ digit: Int, _ palette: SudokuPalette, width: Double, height: Double) -> any View {
        let theme = palette.theme
        let placed = state.board.cells.reduce(0) { $0 + ($1 == digit ? 1 : 0) }
        let hidden = SudokuRules.digitsComplete(in: state).contains(digit)
        let held = brush == .digit(digit)
        let chosen = held || (brush == nil && digit == selectedNumber)
        let tint = held || notesMode ? 0.22 : 0
        let background = tint > 0 ? theme.surfaceRaised.mixed(with: theme.accent, tint) : theme.surfaceRaised
        let side = min(width, height)
        let radius = theme.radius.medium + 3
        let key = ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: radius).fill(background).frame(width: width, height: height)
            if chosen {
                RoundedRectangle(cornerRadius: radius).stroke(theme.accent, lineWidth: 2.5 * theme.sudokuScale)
                    .frame(width: max(0, width - 2), height: max(0, height - 2)).offset(x: 1, y: 1)
            }
            Text(
                String(digit), font: .system(min(height * 0.6, width * 0.6) * (notesMode ? 0.8 : 1), weight: .bold),
                color: notesMode ? palette.notesDigit : theme.textPrimary
            )
            // A glyph sized with its key, as a board's digits are with their cells.
            .role(.mark)
            .frame(width: width, height: height)
            if side >= 40 {
                // How many of this digit are still to place, in the corner.
                Text("\(max(0, state.size - placed))", font: .system(side * 0.2), color: palette.padCount).role(.mark)
                    .frame(width: side * 0.3, height: side * 0.3)
                    .offset(x: width - side * 0.34, y: height - side * 0.34)
            }
        }
        .frame(width: width, height: height)
        return hidden ? AnyView(key.opacity(0)) : AnyView(key.onTap(SudokuAction.pad(digit)))
    }

    // MARK: Buttons

    /// Landscape's buttons: two rows of three tools, the game's four buttons, then submit. The
    /// tools name their keys while every label fits its button; a narrow panel drops the keys
    /// (and says "New" for "New game") rather than shrink the labels out of reading.
    /// A button's label with its key: "Notes (P)".
    private static func keyed(_ label: String, _ key: String) -> String {
        // TRANSLATORS: a button's label with its keyboard key, e.g. "Notes (P)".
        tr("{label} ({key})", ["label": label, "key": key])
    }

    private func landscapeTools(
        _ theme: Theme, width: Double, height: Double, submitHeight: Double, moreTools: Bool
    ) -> any View {
        let unit = theme.sudokuScale
        let spacing = theme.spacing.small
        let third = max(0, (width - 2 * spacing) / 3)
        let quarter = max(0, (width - 3 * spacing) / 4)
        let font = height < 36 * unit ? theme.fontSize.caption + unit : theme.fontSize.body - unit
        let tools: [(SudokuTool, String, String)] = [
            (.notes, tr("Notes"), "P"), (.erase, tr("Erase"), "0"), (.flag, tr("Flag"), "F"),
            (.hint, tr("Hint"), "H"), (.fill, tr("Fill cell"), "G"), (.conflicts, tr("Conflicts"), "C"),
            (.fillNotes, tr("Fill notes"), "M"), (.clearNotes, tr("Clear notes"), "X"),
            // TRANSLATORS: Sudoku's switch: shade the selected cell's 3×3 box with its row and column.
            (.boxShading, tr("Shade box"), "B"),
        ]
        return SudokuLabelFitting { fits in
            let keyed = tools.allSatisfy { fits(Self.keyed($0.1, $0.2), third, font) }
            let newGame = fits(tr("New game"), quarter, font) ? tr("New game") : tr("New")
            let pause = Self.keyed(tr("Pause"), tr("Space"))
            return VStack(spacing: spacing) {
                for row in 0..<(moreTools ? 3 : 2) {
                    HStack(spacing: spacing) {
                        for (tool, label, key) in tools[row * 3..<row * 3 + 3] {
                            self.toolButton(tool, keyed ? Self.keyed(label, key) : label, theme, third, height, font)
                        }
                    }
                }
                HStack(spacing: spacing) {
                    SudokuButton(
                        newGame, action: ChromeAction.command(.newGame), theme: theme, width: quarter,
                        height: height, fontSize: font)
                    SudokuButton(
                        tr("Restart"), action: ChromeAction.command(.restart), theme: theme, width: quarter,
                        height: height, enabled: self.midEnd.canUndo, fontSize: font)
                    self.toolButton(.importPuzzle, tr("Import"), theme, quarter, height, font)
                    self.toolButton(.export, tr("Export"), theme, quarter, height, font)
                }
                HStack(spacing: spacing) {
                    self.toolButton(
                        .pause, keyed && fits(pause, third, font) ? pause : tr("Pause"), theme, third, submitHeight,
                        font)
                    SudokuButton(
                        tr("Submit (Enter)"), action: SudokuAction.tool(.submit), theme: theme,
                        width: max(0, width - third - spacing), height: submitHeight, style: .primary,
                        fontSize: theme.fontSize.headline - 2 * unit)
                }
            }
        }
    }

    /// Portrait's buttons: the six tools in one row, the notes' two, the box switch and pause in
    /// the next, then submit and the game's buttons.
    private func portraitTools(_ theme: Theme, width: Double, height: Double) -> any View {
        let spacing = 6 * theme.sudokuScale
        let font = theme.fontSize.caption + theme.sudokuScale
        let rows: [[(SudokuTool, String)]] = [
            [
                (.notes, tr("Notes")), (.erase, tr("Erase")), (.flag, tr("Flag")), (.hint, tr("Hint")),
                (.fill, tr("Fill")), (.conflicts, tr("Conflicts")),
            ],
            [
                (.fillNotes, tr("Fill notes")), (.clearNotes, tr("Clear notes")), (.boxShading, tr("Shade box")),
                (.pause, tr("Pause")),
            ],
        ]
        let fifth = max(0, (width - 4 * spacing) / 5)
        return VStack(spacing: spacing) {
            for row in rows {
                let count = Double(row.count)
                let share = max(0, (width - (count - 1) * spacing) / count)
                HStack(spacing: spacing) {
                    for (tool, label) in row { toolButton(tool, label, theme, share, height, font) }
                }
            }
            HStack(spacing: spacing) {
                SudokuButton(
                    tr("Submit"), action: SudokuAction.tool(.submit), theme: theme, width: fifth, height: height,
                    style: .primary, fontSize: font)
                SudokuButton(
                    tr("New"), action: ChromeAction.command(.newGame), theme: theme, width: fifth, height: height,
                    fontSize: font)
                SudokuButton(
                    tr("Restart"), action: ChromeAction.command(.restart), theme: theme, width: fifth, height: height,
                    enabled: midEnd.canUndo, fontSize: font)
                toolButton(.importPuzzle, tr("Import"), theme, fifth, height, font)
                toolButton(.export, tr("Export"), theme, fifth, height, font)
            }
        }
    }

    /// A tool's button; the switches (notes, conflicts) show when they are on.
    private func toolButton(
        _ tool: SudokuTool, _ label: String, _ theme: Theme, _ width: Double, _ height: Double, _ font: Double
    ) -> any View {
        let on =
            (tool == .notes && notesMode) || (tool == .conflicts && showConflicts) || (tool == .boxShading && shadesBox)
            || (tool == .erase && brush == .erase) || (tool == .flag && brush == .flag)
        return SudokuButton(
            label, action: SudokuAction.tool(tool), theme: theme, width: width, height: height,
            style: on ? .on : .plain, fontSize: font)
    }

    /// What the pointer can do that no button says, and where the keys are listed: the
    /// shortcuts overlay (F1) lists every key, so the panel no longer spells them out, and the
    /// legend is the first part to leave a short panel.
    private func legend(_ theme: Theme, width: Double) -> any View {
        let lines = [
            tr("A cell then a number, or a number then cells"),
            tr("Right-click a key or cell to note it"),
            // TRANSLATORS: Sudoku's panel: where every key is listed (the shortcuts overlay).
            tr("F1: every keyboard shortcut"),
        ]
        return VStack(alignment: .leading, spacing: 3 * theme.sudokuScale) {
            for line in lines {
                Text(line, font: .system(theme.fontSize.caption), color: theme.textSecondary)
            }
        }
        .frame(width: max(0, width), alignment: .leading)
    }
}
