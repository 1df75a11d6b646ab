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
    /// time and the status bar over the board. Small windows: only a hint's title.
    func panelAbove(_ context: PanelContext) -> [any View] {
        let palette = SudokuPalette(theme: context.theme)
        let width = max(0, context.width)
        switch context.shape {
        case .landscape:
            let ideal = SudokuSidePanelPlan(
                width: width, height: .infinity, theme: context.theme, tallStatus: explains
            ).height
            return [
                SudokuSidePanel(width: width, ideal: ideal) { height in
                    self.sidePanel(palette, width: width, height: height)
                }
            ]
        case .portrait:
            return [infoRow(palette, width: width)]
        case .compact:
            // No status bar here, but a hint still names its technique: one line over the board.
            guard hint?.step != nil, let message, message.tone == .hint, !message.title.isEmpty else { return [] }
            return [
                Text(
                    message.title, font: .system(context.theme.fontSize.body, weight: .bold), color: palette.tone(.hint)
                )
                .lineLimit(2)
            ]
        }
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
            let key = min((width - 8 * spacing) / 9, SudokuMetrics.portraitKey * unit)
            return [
                padRow(palette, width: width, key: key, spacing: spacing),
                portraitTools(palette.theme, width: width, height: 34 * unit),
            ]
        case .compact:
            let spacing = 3 * unit
            let key = min((width - 8 * spacing) / 9, SudokuMetrics.compactKey * unit)
            guard key >= SudokuMetrics.smallestRowKey * unit else { return [] }
            return [padRow(palette, width: width, key: key, spacing: spacing)]
        }
    }

    /// The landscape panel for the height the screen gives it (see `SudokuSidePanelPlan`).
    private func sidePanel(_ palette: SudokuPalette, width: Double, height: Double) -> any View {
        let theme = palette.theme
        let plan = SudokuSidePanelPlan(width: width, height: height, theme: theme, tallStatus: explains)
        return VStack(spacing: theme.spacing.medium) {
            if plan.showsStats { statsRow(theme, width: width) }
            if let statusHeight = plan.statusHeight { statusBar(palette, width: width, height: statusHeight) }
            if state.isSolved {
                solvedCard(palette, width: width, height: 3 * plan.key + 2 * theme.spacing.small)
            } else {
                padGrid(palette, width: plan.keyWidth, height: plan.key)
            }
            landscapeTools(theme, width: width, height: plan.toolHeight, submitHeight: plan.submitHeight)
            if plan.showsLegend { legend(theme, width: width) }
        }
        .frame(width: width, height: max(0, height), alignment: .top)
    }

    private func statsRow(_ theme: Theme, width: Double) -> any View {
        let box = max(0, (width - 2 * theme.spacing.small) / 3)
        return HStack(spacing: theme.spacing.small) {
            StatBox(trc("Sudoku difficulty", "Level"), levelName, theme: theme, minWidth: box).frame(width: box)
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
        let height = (explains ? SudokuMetrics.tallPortraitInfo : SudokuMetrics.portraitInfo) * unit
        let narrow = width - 2 * box - 2 * theme.spacing.small < 260 * unit
        let wide = (statusMessage.detail?.count ?? 0) > 44 || (message != nil && narrow)
        let statusWidth = max(0, wide ? width : width - 2 * box - 2 * theme.spacing.small)
        return HStack(spacing: theme.spacing.small) {
            if !wide {
                StatBox(trc("Sudoku difficulty", "Level"), levelName, theme: theme, minWidth: box).frame(width: box)
                StatBox(tr("Time"), timeText, theme: theme, minWidth: box).frame(width: box)
            }
            statusBar(palette, width: statusWidth, height: height)
        }
        .frame(width: max(0, width), height: height)
    }

    /// Whether the status bar holds a long explanation (a hint's reason), so it asks for room.
    var explains: Bool { (message?.detail?.count ?? 0) > 60 }

    var timeText: String {
        active || !playing ? formatDuration(midEnd.elapsed) : tr("Paused")
    }

    /// Seed 001's display bar: the selected number in a tile, then the message of the moment.
    private func statusBar(_ palette: SudokuPalette, width: Double, height: Double) -> any View {
        let theme = palette.theme
        let inset = theme.spacing.small
        let tile = max(0, min(height - 2 * inset, 56 * theme.sudokuScale))
        let textWidth = max(0, width - tile - 3 * inset - theme.spacing.tiny)
        let titleSize = theme.fontSize.body
        let detailSize = theme.fontSize.caption
        let room = max(0, height - 2 * inset)
        var shown = statusMessage
        var lines = Self.wrap(shown.detail ?? "", width: textWidth, fontSize: detailSize)
        // When the detail does not fit under the title: a hint keeps its title (the technique
        // it names) and shows the detail's short form (what the step gives, without why); any
        // other message gives its title up, as a detail on several lines says more. The text
        // shrinks, but never below the type floor, and lines that still find no room are cut,
        // the last kept one ending in an ellipsis.
        if titleSize * 1.25 + Double(lines.count) * detailSize * 1.25 > room {
            if let short = shown.shortDetail {
                lines = Self.wrap(short, width: textWidth, fontSize: detailSize)
            } else if lines.count > 1 {
                shown.title = ""
            }
        }
        let titleHeight = shown.title.isEmpty ? 0 : titleSize * 1.25
        let needed = titleHeight + Double(lines.count) * detailSize * 1.25
        let floor = min(theme.fontSize.floor, detailSize)
        let scale = needed > 0 ? max(floor / detailSize, min(1, room / needed)) : 1
        let fitting = max(1, Int((room - titleHeight * scale) / (detailSize * scale * 1.25) + 0.001))
        if lines.count > fitting {
            lines = Array(lines.prefix(fitting))
            lines[fitting - 1] += "…"
        }
        let detailColor = lines.count > 1 ? theme.textPrimary : theme.textSecondary
        return HStack(spacing: inset + theme.spacing.tiny) {
            numberTile(palette, side: tile)
            VStack(alignment: .leading, spacing: 0) {
                if !shown.title.isEmpty {
                    Text(shown.title, font: .system(titleSize * scale, weight: .bold), color: palette.tone(shown.tone))
                }
                for line in lines {
                    Text(line, font: .system(detailSize * scale), color: detailColor)
                }
            }
            .frame(width: textWidth, alignment: .leading)
        }
        .padding(horizontal: inset)
        .frame(width: max(0, width), height: max(0, height), alignment: .leading)
        .background(theme.surface, cornerRadius: theme.radius.medium + 3)
    }

    /// Breaks a detail into lines that fit `width` at `fontSize` (DejaVu Sans averages about
    /// 0.6 em a character, a CJK ideograph a full em): at spaces where there are some, between
    /// any two ideographs (Chinese has no spaces), and evenly through a long word (an exported
    /// puzzle) where there are none. A line that only needs to shrink a little stays one line.
    static func wrap(_ text: String, width: Double, fontSize: Double) -> [String] {
        guard !text.isEmpty else { return [] }
        let perLine = Double(max(9, Int(width / (fontSize * 0.6))))
        func weight(_ piece: some StringProtocol) -> Double { piece.reduce(0) { $0 + (isWide($1) ? 1.7 : 1) } }
        guard weight(text) > perLine * 1.3 else { return [text] }
        var lines: [String] = []
        var current = ""
        var currentWeight = 0.0
        func flush() {
            if !current.isEmpty { lines.append(current) }
            current = ""
            currentWeight = 0
        }
        for (piece, spaced) in breakable(text) {
            let pieceWeight = weight(piece)
            if pieceWeight > perLine {
                flush()
                let characters = Array(piece)
                let pieces = Int((pieceWeight / perLine).rounded(.up))
                let length = (characters.count + pieces - 1) / pieces
                for start in stride(from: 0, to: characters.count, by: length) {
                    lines.append(String(characters[start..<min(start + length, characters.count)]))
                }
            } else if current.isEmpty {
                current = piece
                currentWeight = pieceWeight
            } else if currentWeight + (spaced ? 1 : 0) + pieceWeight <= perLine {
                current += (spaced ? " " : "") + piece
                currentWeight += (spaced ? 1 : 0) + pieceWeight
            } else {
                flush()
                current = piece
                currentWeight = pieceWeight
            }
        }
        flush()
        return lines
    }

    /// The pieces a line may break between: words, and single ideographs (with the punctuation
    /// that must not start a line kept on them), each with whether a space came before it.
    private static func breakable(_ text: String) -> [(String, Bool)] {
        var pieces: [(String, Bool)] = []
        var word = ""
        var spaced = false
        var pendingSpace = false
        for character in text {
            if character == " " {
                if !word.isEmpty { pieces.append((word, spaced)) }
                word = ""
                pendingSpace = true
                continue
            }
            if isWide(character) {
                if "，。、：；！？）」』".contains(character), !word.isEmpty || !pieces.isEmpty, !pendingSpace {
                    if word.isEmpty { pieces[pieces.count - 1].0.append(character) } else { word.append(character) }
                    continue
                }
                if !word.isEmpty { pieces.append((word, spaced)) }
                pieces.append((String(character), pendingSpace))
                word = ""
                pendingSpace = false
                continue
            }
            if word.isEmpty {
                spaced = pendingSpace
                pendingSpace = false
            }
            word.append(character)
        }
        if !word.isEmpty { pieces.append((word, spaced)) }
        return pieces
    }

    /// East Asian wide characters: ideographs, kana, hangul and full-width punctuation.
    private static func isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        return (0x1100...0x115F).contains(scalar) || (0x2E80...0xA4CF).contains(scalar)
            || (0xAC00...0xD7A3).contains(scalar) || (0xF900...0xFAFF).contains(scalar)
            || (0xFE30...0xFE4F).contains(scalar) || (0xFF00...0xFF60).contains(scalar)
            || (0xFFE0...0xFFE6).contains(scalar) || (0x20000...0x3FFFD).contains(scalar)
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
        return SudokuMessage(title: cellName(cell), detail: tr("1–9 places · Shift+digit notes"))
    }

    // MARK: Number pad

    /// The pad as a 3×3 block of keys as wide as the button columns below (landscape).
    private func padGrid(_ palette: SudokuPalette, width: Double, height: Double) -> any View {
        let spacing = palette.theme.spacing.small
        return VStack(spacing: spacing) {
            for row in 0..<3 {
                HStack(spacing: spacing) {
                    for column in 1...3 { padKey(row * 3 + column, palette, width: width, height: height) }
                }
            }
        }
    }

    /// The pad as one row of nine (portrait and small windows); on a solved board, the result.
    private func padRow(_ palette: SudokuPalette, width: Double, key: Double, spacing: Double) -> any View {
        let key = max(0, key)
        if state.isSolved { return solvedCard(palette, width: width, height: key) }
        return HStack(spacing: spacing) {
            for digit in 1...9 { padKey(digit, palette, width: key, height: key) }
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
        let placed = (0..<81).filter { state.board[$0] == digit }.count
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
                String(digit), font: .system(min(height * 0.6, width * 0.52) * (notesMode ? 0.8 : 1), weight: .bold),
                color: notesMode ? palette.notesDigit : theme.textPrimary
            )
            .frame(width: width, height: height)
            if side >= 40 {
                // How many of this digit are still to place, in the corner.
                Text("\(max(0, 9 - placed))", font: .system(side * 0.2), color: palette.padCount)
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

    private func landscapeTools(_ theme: Theme, width: Double, height: Double, submitHeight: Double) -> any View {
        let unit = theme.sudokuScale
        let spacing = theme.spacing.small
        let third = max(0, (width - 2 * spacing) / 3)
        let quarter = max(0, (width - 3 * spacing) / 4)
        let font = height < 36 * unit ? theme.fontSize.caption + unit : theme.fontSize.body - unit
        let tools: [(SudokuTool, String, String)] = [
            (.notes, tr("Notes"), "P"), (.erase, tr("Erase"), "0"), (.flag, tr("Flag"), "F"),
            (.hint, tr("Hint"), "H"), (.fill, tr("Fill cell"), "G"), (.conflicts, tr("Conflicts"), "C"),
        ]
        return SudokuLabelFitting { fits in
            let keyed = tools.allSatisfy { fits(Self.keyed($0.1, $0.2), third, font) }
            let newGame = fits(tr("New game"), quarter, font) ? tr("New game") : tr("New")
            return VStack(spacing: spacing) {
                for row in 0..<2 {
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
                SudokuButton(
                    tr("Submit (Enter)"), action: SudokuAction.tool(.submit), theme: theme, width: width,
                    height: submitHeight, style: .primary, fontSize: theme.fontSize.headline - 2 * unit)
            }
        }
    }

    /// Portrait's buttons: the six tools in one row, then submit and the game's buttons.
    private func portraitTools(_ theme: Theme, width: Double, height: Double) -> any View {
        let spacing = 6 * theme.sudokuScale
        let sixth = max(0, (width - 5 * spacing) / 6)
        let fifth = max(0, (width - 4 * spacing) / 5)
        let font = theme.fontSize.caption + theme.sudokuScale
        return VStack(spacing: spacing) {
            HStack(spacing: spacing) {
                toolButton(.notes, tr("Notes"), theme, sixth, height, font)
                toolButton(.erase, tr("Erase"), theme, sixth, height, font)
                toolButton(.flag, tr("Flag"), theme, sixth, height, font)
                toolButton(.hint, tr("Hint"), theme, sixth, height, font)
                toolButton(.fill, tr("Fill"), theme, sixth, height, font)
                toolButton(.conflicts, tr("Conflicts"), theme, sixth, height, font)
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
            (tool == .notes && notesMode) || (tool == .conflicts && showConflicts)
            || (tool == .erase && brush == .erase) || (tool == .flag && brush == .flag)
        return SudokuButton(
            label, action: SudokuAction.tool(tool), theme: theme, width: width, height: height,
            style: on ? .on : .plain, fontSize: font)
    }

    /// The keys that have no button label of their own.
    private func legend(_ theme: Theme, width: Double) -> any View {
        let lines = [
            tr("A cell then a number, or a number then cells"),
            tr("Arrows / WASD move · Shift+digit notes"),
            tr("Right-click a key or cell to note it"),
            tr("I import · E export · N new game"),
        ]
        return VStack(alignment: .leading, spacing: 3 * theme.sudokuScale) {
            for line in lines {
                Text(line, font: .system(theme.fontSize.caption), color: theme.textSecondary)
            }
        }
        .frame(width: max(0, width), alignment: .leading)
    }
}
