import GameCore
import GameKit
import Layout
import SudokuEngine

/// The controls around the board: figures, the status bar, the number pad and the buttons.
extension SudokuScene {
    /// The landscape panel. The pad and buttons always show; the status bar, figures and key
    /// legend join them as the height allows, in that order.
    func panel(_ palette: SudokuPalette, width: Double, height: Double) -> any View {
        let theme = palette.theme
        let spacing = theme.spacing.medium
        let toolHeight = height < 480 ? 32.0 : 40.0
        let submitHeight = height < 480 ? 36.0 : 46.0
        let tools = 3 * toolHeight + 2 * theme.spacing.small
        let minimumKey = 26.0
        let minimumPad = 3 * minimumKey + 2 * theme.spacing.small
        var left = height - tools - submitHeight - minimumPad - 2 * spacing
        // The status bar carries hints and scores, so it shrinks before it goes.
        let statusHeight = min(SudokuMetrics.landscapeStatus, left - spacing)
        let showStatus = statusHeight >= 44
        if showStatus { left -= statusHeight + spacing }
        let showStats = left >= SudokuMetrics.stats + spacing
        if showStats { left -= SudokuMetrics.stats + spacing }
        let keyByHeight = minimumKey + max(0, left) / 3
        let keyWidth = max(0, (width - 2 * theme.spacing.small) / 3)
        let key = max(0, min(keyWidth, 80, keyByHeight))
        left -= 3 * (key - minimumKey)
        let showLegend = left >= SudokuMetrics.legend + spacing
        return VStack(spacing: spacing) {
            if showStats { statsRow(theme, width: width) }
            if showStatus { statusBar(palette, width: width, height: statusHeight) }
            if state.isSolved {
                solvedCard(palette, width: width, height: 3 * key + 2 * theme.spacing.small)
            } else {
                padGrid(palette, width: keyWidth, height: key)
            }
            landscapeTools(theme, width: width, height: toolHeight, submitHeight: submitHeight)
            if showLegend { legend(theme, width: width) }
        }
        .frame(width: width, height: max(0, height), alignment: .top)
    }

    private func statsRow(_ theme: Theme, width: Double) -> any View {
        let box = max(0, (width - 2 * theme.spacing.small) / 3)
        return HStack(spacing: theme.spacing.small) {
            StatBox("Level", levelName, theme: theme, minWidth: box).frame(width: box)
            StatBox("Time", timeText, theme: theme, minWidth: box).frame(width: box)
            StatBox("Mistakes", "\(state.mistakes)", theme: theme, minWidth: box).frame(width: box)
        }
        .frame(height: SudokuMetrics.stats)
    }

    /// Portrait's top row: level and time, then the status bar in the rest; a long message
    /// (an exported puzzle, a long hint), or any message in a narrow window, takes the whole row.
    func infoRow(_ palette: SudokuPalette, width: Double) -> any View {
        let theme = palette.theme
        let box = 80.0
        let narrow = width - 2 * box - 2 * theme.spacing.small < 260
        let wide = (statusMessage.detail?.count ?? 0) > 44 || (message != nil && narrow)
        let statusWidth = max(0, wide ? width : width - 2 * box - 2 * theme.spacing.small)
        return HStack(spacing: theme.spacing.small) {
            if !wide {
                StatBox("Level", levelName, theme: theme, minWidth: box).frame(width: box)
                StatBox("Time", timeText, theme: theme, minWidth: box).frame(width: box)
            }
            statusBar(palette, width: statusWidth, height: SudokuMetrics.portraitInfo)
        }
        .frame(width: max(0, width), height: SudokuMetrics.portraitInfo)
    }

    var timeText: String {
        active || !playing ? formatDuration(midEnd.elapsed) : "Paused"
    }

    /// Seed 001's display bar: the selected number in a tile, then the message of the moment.
    func statusBar(_ palette: SudokuPalette, width: Double, height: Double) -> any View {
        let theme = palette.theme
        let inset = theme.spacing.small
        let tile = max(0, min(height - 2 * inset, 56))
        let textWidth = max(0, width - tile - 3 * inset - theme.spacing.tiny)
        let titleSize = theme.fontSize.body
        let detailSize = theme.fontSize.caption
        let room = max(0, height - 2 * inset)
        var shown = statusMessage
        let lines = Self.wrap(shown.detail ?? "", width: textWidth, fontSize: detailSize)
        // A detail on several lines matters more than the title when both do not fit.
        if lines.count > 1, titleSize * 1.25 + Double(lines.count) * detailSize * 1.25 > room { shown.title = "" }
        let needed = (shown.title.isEmpty ? 0 : titleSize * 1.25) + Double(lines.count) * detailSize * 1.25
        let scale = needed > 0 ? min(1, room / needed) : 1
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
    /// 0.6 em a character): at spaces where there are some, evenly through a long word (an
    /// exported puzzle) where there are none. A line that only needs to shrink a little stays
    /// one line.
    static func wrap(_ text: String, width: Double, fontSize: Double) -> [String] {
        guard !text.isEmpty else { return [] }
        let perLine = max(9, Int(width / (fontSize * 0.6)))
        guard Double(text.count) > Double(perLine) * 1.3 else { return [text] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ").map(String.init) {
            if word.count > perLine {
                if !current.isEmpty { lines.append(current) }
                current = ""
                let pieces = (word.count + perLine - 1) / perLine
                let length = (word.count + pieces - 1) / pieces
                let characters = Array(word)
                for start in stride(from: 0, to: characters.count, by: length) {
                    lines.append(String(characters[start..<min(start + length, characters.count)]))
                }
            } else if current.isEmpty {
                current = word
            } else if current.count + 1 + word.count <= perLine {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    private func numberTile(_ palette: SudokuPalette, side: Double) -> any View {
        let theme = palette.theme
        let radius = theme.radius.medium
        let digit = selectedNumber
        return ZStack {
            RoundedRectangle(cornerRadius: radius).fill(digit == 0 ? theme.surfaceRaised : palette.selected)
            Text(
                digit == 0 ? "–" : String(digit), font: .system(side * 0.6, weight: .bold),
                color: digit == 0 ? theme.textSecondary : (theme.name == .dark ? .white : palette.given))
        }
        .frame(width: side, height: side)
    }

    /// What the status bar says: the last message, or what the player can do next.
    var statusMessage: SudokuMessage {
        if let message { return message }
        if state.isSolved {
            return SudokuMessage(title: "You win!", detail: "Solved in \(formatDuration(midEnd.elapsed))", tone: .good)
        }
        if notesMode {
            return SudokuMessage(title: "Notes mode", detail: "Digits pencil notes in")
        }
        guard let cell = selected else {
            return SudokuMessage(title: "Pick a cell", detail: "Click one or use the arrow keys")
        }
        if state.isGiven(cell) {
            return SudokuMessage(title: "\(cellName(cell)) · given", detail: "Givens cannot change")
        }
        return SudokuMessage(title: cellName(cell), detail: "1–9 places · Shift+digit notes")
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
    func padRow(_ palette: SudokuPalette, width: Double, key: Double, spacing: Double = 5) -> any View {
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
                "Solved in \(formatDuration(midEnd.elapsed))",
                font: .system(large ? theme.fontSize.title : theme.fontSize.headline, weight: .bold),
                color: theme.success)
            if large {
                Text(
                    "\(levelName) · N or New game for another", font: .system(theme.fontSize.body),
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
        let chosen = digit == selectedNumber
        let background = notesMode ? theme.surfaceRaised.mixed(with: theme.accent, 0.22) : theme.surfaceRaised
        let side = min(width, height)
        let radius = theme.radius.medium + 3
        let key = ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: radius).fill(background).frame(width: width, height: height)
            if chosen {
                RoundedRectangle(cornerRadius: radius).stroke(theme.accent, lineWidth: 2.5)
                    .frame(width: max(0, width - 2), height: max(0, height - 2)).offset(x: 1, y: 1)
            }
            Text(
                String(digit), font: .system(min(height * 0.6, width * 0.52) * (notesMode ? 0.8 : 1), weight: .bold),
                color: notesMode ? theme.accent : theme.textPrimary
            )
            .frame(width: width, height: height)
            if side >= 40 {
                // How many of this digit are still to place, in the corner.
                Text("\(max(0, 9 - placed))", font: .system(side * 0.2), color: theme.textSecondary)
                    .frame(width: side * 0.3, height: side * 0.3)
                    .offset(x: width - side * 0.34, y: height - side * 0.34)
            }
        }
        .frame(width: width, height: height)
        return hidden ? AnyView(key.opacity(0)) : AnyView(key.onTap(SudokuAction.pad(digit)))
    }

    // MARK: Buttons

    private func landscapeTools(_ theme: Theme, width: Double, height: Double, submitHeight: Double) -> any View {
        let spacing = theme.spacing.small
        let third = max(0, (width - 2 * spacing) / 3)
        let quarter = max(0, (width - 3 * spacing) / 4)
        let font = height < 36 ? theme.fontSize.caption + 1 : theme.fontSize.body - 1
        return VStack(spacing: spacing) {
            HStack(spacing: spacing) {
                toolButton(.notes, "Notes (P)", theme, third, height, font)
                toolButton(.erase, "Erase (0)", theme, third, height, font)
                toolButton(.flag, "Flag (F)", theme, third, height, font)
            }
            HStack(spacing: spacing) {
                toolButton(.hint, "Hint (H)", theme, third, height, font)
                toolButton(.fill, "Fill cell (G)", theme, third, height, font)
                toolButton(.conflicts, "Conflicts (C)", theme, third, height, font)
            }
            HStack(spacing: spacing) {
                SudokuButton(
                    "New game", action: ChromeAction.command(.newGame), theme: theme, width: quarter, height: height,
                    fontSize: font)
                SudokuButton(
                    "Restart", action: ChromeAction.command(.restart), theme: theme, width: quarter, height: height,
                    enabled: midEnd.canUndo, fontSize: font)
                toolButton(.importPuzzle, "Import", theme, quarter, height, font)
                toolButton(.export, "Export", theme, quarter, height, font)
            }
            SudokuButton(
                "Submit (Enter)", action: SudokuAction.tool(.submit), theme: theme, width: width, height: submitHeight,
                style: .primary, fontSize: theme.fontSize.headline - 2)
        }
    }

    func portraitTools(_ theme: Theme, width: Double, height: Double) -> any View {
        let spacing = 6.0
        let sixth = max(0, (width - 5 * spacing) / 6)
        let fifth = max(0, (width - 4 * spacing) / 5)
        let font = theme.fontSize.caption + 1
        return VStack(spacing: spacing) {
            HStack(spacing: spacing) {
                toolButton(.notes, "Notes", theme, sixth, height, font)
                toolButton(.erase, "Erase", theme, sixth, height, font)
                toolButton(.flag, "Flag", theme, sixth, height, font)
                toolButton(.hint, "Hint", theme, sixth, height, font)
                toolButton(.fill, "Fill", theme, sixth, height, font)
                toolButton(.conflicts, "Conflicts", theme, sixth, height, font)
            }
            HStack(spacing: spacing) {
                SudokuButton(
                    "Submit", action: SudokuAction.tool(.submit), theme: theme, width: fifth, height: height,
                    style: .primary, fontSize: font)
                SudokuButton(
                    "New", action: ChromeAction.command(.newGame), theme: theme, width: fifth, height: height,
                    fontSize: font)
                SudokuButton(
                    "Restart", action: ChromeAction.command(.restart), theme: theme, width: fifth, height: height,
                    enabled: midEnd.canUndo, fontSize: font)
                toolButton(.importPuzzle, "Import", theme, fifth, height, font)
                toolButton(.export, "Export", theme, fifth, height, font)
            }
        }
    }

    /// A tool's button; the switches (notes, conflicts) show when they are on.
    private func toolButton(
        _ tool: SudokuTool, _ label: String, _ theme: Theme, _ width: Double, _ height: Double, _ font: Double
    ) -> any View {
        let on = (tool == .notes && notesMode) || (tool == .conflicts && showConflicts)
        return SudokuButton(
            label, action: SudokuAction.tool(tool), theme: theme, width: width, height: height,
            style: on ? .on : .plain, fontSize: font)
    }

    /// The keys that have no button label of their own.
    private func legend(_ theme: Theme, width: Double) -> any View {
        let lines = [
            "Click a cell, then a number · again clears it",
            "Arrows / WASD move · Shift+digit notes",
            "Right-click a key or cell to note it",
            "I import · E export · N new game",
        ]
        return VStack(alignment: .leading, spacing: 3) {
            for line in lines {
                Text(line, font: .system(theme.fontSize.caption), color: theme.textSecondary)
            }
        }
        .frame(width: max(0, width), alignment: .leading)
    }
}
