import GameCore
import GameKit
import Layout
import LightsOutEngine
import Localization

/// The level picker while it is open: the level typed so far (or put there by a size, a step or
/// "furthest"), and why the last "Play" was refused. Players reach any level at once instead of
/// one ▶ at a time; the picker itself changes nothing until "Play", so Escape leaves the level
/// in progress exactly as it was.
struct LightsOutPicker: Equatable {
    var text: String
    /// True right after opening or a jump: the next digit typed starts a new number, as in a
    /// text field whose contents are selected.
    var replacesOnType = true
    var error: LightsOutPickerError?
    /// "Next level after a win", shown as the card's switch.
    var advanceAfterWin = true
    /// Whose levels the number names: the classic ladder's (nil) or a variant's.
    var variant: LightsOutVariant?

    /// Enough digits for `LightsOutLevels.lastLevel`; more are ignored.
    static let maximumDigits = String(LightsOutLevels.lastLevel).count

    var lastLevel: Int { variant == nil ? LightsOutLevels.lastLevel : LightsOutVariantLevel.levels.upperBound }

    /// The level the picker shows, if what is typed is one.
    var level: Int? {
        guard variant != nil else { return try? LightsOutLevels.validLevel(text) }
        return Int(text.filter { !$0.isWhitespace }).flatMap { LightsOutVariantLevel.levels.contains($0) ? $0 : nil }
    }

    init(level: Int, variant: LightsOutVariant? = nil) {
        text = String(level)
        self.variant = variant
    }

    /// The next kind of game after `variant`: classic, then each variant in turn.
    static func kind(after variant: LightsOutVariant?) -> LightsOutVariant? {
        let kinds: [LightsOutVariant?] = [nil] + LightsOutVariant.allCases
        return kinds[((kinds.firstIndex(of: variant) ?? 0) + 1) % kinds.count]
    }

    mutating func show(_ level: Int) {
        text = String(min(max(level, LightsOutLevels.firstLevel), lastLevel))
        replacesOnType = true
        error = nil
    }
}

/// Why "Play" refused what was typed, kept as data so it is said in the language on show: the
/// engine's `validLevel` checks in the same order, its English messages are for the command line.
enum LightsOutPickerError: Equatable {
    case empty
    case notANumber(String)
    case noSuchLevel(String)

    init(typed text: String) {
        let trimmed = text.filter { !$0.isWhitespace }
        if trimmed.isEmpty {
            self = .empty
        } else if !trimmed.allSatisfy(\.isASCII) || !trimmed.allSatisfy(\.isNumber) {
            self = .notANumber(text)
        } else {
            self = .noSuchLevel(trimmed)
        }
    }

    /// Said for levels `LightsOutLevels.firstLevel` to `last` (the ladder's or a variant's).
    func message(last: Int) -> String {
        let range: KeyValuePairs<String, Any> = ["first": LightsOutLevels.firstLevel, "last": last]
        switch self {
        case .empty:
            // TRANSLATORS: Lights Out level picker, Play with nothing typed.
            return tr("type a level from {first} to {last}", range)
        case .notANumber(let text):
            return tr(
                // TRANSLATORS: Lights Out level picker: {text} is what was typed.
                "'{text}' is not a level number; levels are {first} to {last}",
                ["text": text, "first": LightsOutLevels.firstLevel, "last": last])
        case .noSuchLevel(let level):
            return tr(
                // TRANSLATORS: Lights Out level picker: {level} is the number typed.
                "there is no level {level}; levels are {first} to {last}",
                ["level": level, "first": LightsOutLevels.firstLevel, "last": last])
        }
    }
}

extension LightsOutScene {
    func openPicker() -> SceneUpdate {
        showHistory = false
        picker = LightsOutPicker(level: state.level ?? ladderLevel, variant: variant)
        picker?.advanceAfterWin = advanceAfterWin
        return .redraw
    }

    /// The furthest numbered level the player has reached: the statistics remember the levels
    /// played, and the ladder the one it is on (a level opened from the command line, say).
    var furthestLevel: Int { furthestLevel(of: picker?.variant) }

    /// The furthest level of `variant` (nil: of the ladder) the player has reached.
    func furthestLevel(of variant: LightsOutVariant?) -> Int {
        let reached = statistics.extra[Self.reachedKey(variant)] ?? 1
        guard variant != nil else {
            let recorded = reached.isFinite ? Int(max(1, min(reached, Double(LightsOutLevels.lastLevel)))) : 1
            return LightsOutLevels.clamped(max(recorded, ladderLevel))
        }
        let last = Double(LightsOutVariantLevel.levels.upperBound)
        return reached.isFinite ? Int(max(1, min(reached, last))) : 1
    }

    func handlePicker(_ action: LightsOutAction) -> SceneUpdate {
        guard var picker else { return [] }
        let shown = picker.level ?? state.level ?? ladderLevel
        switch action {
        case .closePicker:
            self.picker = nil
            return .redraw
        case .playPicked:
            guard let level = picker.level else {
                picker.error = LightsOutPickerError(typed: picker.text)
                break
            }
            self.picker = nil
            return goToLevel(level, variant: picker.variant).union(.redraw)
        case .pickVariant(let kind):
            picker.variant = kind
            picker.show(kind == variant ? state.level ?? ladderLevel : furthestLevel(of: kind))
        case .pickSize(let size):
            guard let level = LightsOutLevels.firstLevelOfSize(size) else { return [] }
            picker.show(level)
        case .pickLevelStep(let amount):
            picker.show(shown + max(-picker.lastLevel, min(amount, picker.lastLevel)))
        case .pickFurthest:
            picker.show(furthestLevel)
        case .pickAdjacentSize(let direction) where picker.variant != nil:
            // A variant's board grows every four levels.
            picker.show(shown + 4 * direction)
        case .pickAdjacentSize(let direction):
            guard let level = Self.adjacentSizeStart(from: shown, direction: direction) else { return [] }
            picker.show(level)
        default:
            return []
        }
        self.picker = picker
        return .redraw
    }

    /// Digits type the level, Backspace deletes one, Delete clears; ↑ and ↓ step the level by
    /// one, ← and → jump to the previous or next board size. Enter and Escape arrive as the
    /// dialog's confirm and cancel actions.
    func handlePickerKey(_ key: Key) -> SceneUpdate {
        guard var picker else { return [] }
        switch key {
        case .character(let character) where character.isASCII && character.isNumber:
            let base = picker.replacesOnType ? "" : picker.text
            guard base.count < LightsOutPicker.maximumDigits else { return [] }
            picker.text = base + String(character)
            picker.replacesOnType = false
            picker.error = nil
        case .backspace:
            picker.text = picker.replacesOnType ? "" : String(picker.text.dropLast())
            picker.replacesOnType = false
            picker.error = nil
        case .delete:
            picker.text = ""
            picker.replacesOnType = false
            picker.error = nil
        case .up, .character("+"), .character("="):
            return handlePicker(.pickLevelStep(1))
        case .down, .character("-"):
            return handlePicker(.pickLevelStep(-1))
        case .left:
            return handlePicker(.pickAdjacentSize(-1))
        case .right:
            return handlePicker(.pickAdjacentSize(1))
        case .character("v"):
            // The next kind of game: classic, then each variant in turn.
            return handlePicker(.pickVariant(LightsOutPicker.kind(after: picker.variant)))
        default:
            return []
        }
        self.picker = picker
        return .redraw
    }

    /// The first level of the next board size up (`direction` 1), or down (-1); from inside a
    /// size, down goes to that size's own first level first. Nil past the ends.
    static func adjacentSizeStart(from level: Int, direction: Int) -> Int? {
        let sizes = LightsOutLevels.ladderSizes
        let current = sizes.firstIndex(of: LightsOutLevels.size(forLevel: level)) ?? 0
        if direction > 0 {
            return current + 1 < sizes.count ? LightsOutLevels.firstLevelOfSize(sizes[current + 1]) : nil
        }
        if let start = LightsOutLevels.firstLevelOfSize(sizes[current]), level > start { return start }
        return current > 0 ? LightsOutLevels.firstLevelOfSize(sizes[current - 1]) : nil
    }
}

/// The picker's card, over a scrim that swallows taps meant for the board: the level field
/// with steps either side, what that level is (its size and par, or why it is not a level),
/// a button per board size of the ladder, then Play, Furthest and Cancel. A short window
/// keeps the field, the size jumps and the buttons.
struct LightsOutPickerView {
    let picker: LightsOutPicker
    let current: Int?
    let furthest: Int
    let theme: Theme
    let window: Size

    private var scale: Double { LightsOutScreen.scale(of: theme) }
    private var roomy: Bool { window.height >= 430 * scale && window.width >= 340 * scale }

    var view: any View {
        let theme = self.theme
        let cardWidth = max(0, min(460 * scale, window.width - 2 * theme.spacing.medium))
        let padding = min(theme.spacing.large, max(theme.spacing.small, window.width * 0.04))
        let inner = max(0, cardWidth - 2 * padding)
        return ZStack {
            Rectangle().fill(theme.scrim).onTap(nil)
            // A very short window (a small one zoomed in) gets the card's rows closer together.
            VStack(spacing: window.height >= 300 * scale ? theme.spacing.small : theme.spacing.tiny) {
                if roomy || window.height >= 360 * scale {
                    Text(
                        // TRANSLATORS: Lights Out: title of the level picker.
                        tr("Choose a level"), font: .system(theme.fontSize.title, weight: .bold),
                        color: theme.textPrimary)
                }
                if roomy {
                    variantRow(width: inner)
                } else if window.height >= 360 * scale {
                    // A short window keeps one button that steps through the kinds, as V does.
                    Button(
                        Self.kinds.first { $0.0 == picker.variant }?.1 ?? "",
                        action: LightsOutAction.pickVariant(LightsOutPicker.kind(after: picker.variant)), theme: theme,
                        minWidth: inner)
                }
                stepRow(width: inner)
                info
                if roomy && picker.variant == nil {
                    Text(
                        // TRANSLATORS: Lights Out level picker: heading over one button per board size.
                        tr("Board size"), font: .system(theme.fontSize.caption, weight: .bold),
                        color: theme.textSecondary)
                    sizeGrid(width: inner)
                }
                actionRow(width: inner)
                if roomy { advanceSwitch(width: inner) }
                if roomy {
                    Text(
                        // TRANSLATORS: Lights Out level picker key help; Enter and Esc stay as on the keyboard.
                        tr("Type a number · V kind · ↑↓ level · ←→ size · Enter plays · Esc cancels"),
                        font: .system(theme.fontSize.caption), color: theme.textSecondary
                    ).lineLimit(2)
                }
            }
            .padding(padding)
            .frame(width: cardWidth)
            .background {
                // Below the card's buttons in tap order, so it only swallows taps on its padding.
                RoundedRectangle(cornerRadius: theme.radius.large).fill(theme.surface).onTap(nil)
            }
        }
    }

    /// The "next level after a win" setting, where a player choosing levels looks for it.
    private func advanceSwitch(width: Double) -> any View {
        let label =
            picker.advanceAfterWin
            // TRANSLATORS: Lights Out level picker switch: a win moves straight on to the next level (now on).
            ? tr("Next level after a win: on")
            // TRANSLATORS: Lights Out level picker switch: a win moves straight on to the next level (now off).
            : tr("Next level after a win: off")
        return Button(label, action: LightsOutAction.toggleAdvance, theme: theme, minWidth: width)
    }

    /// Steps of one and ten levels either side of the field; on a short window, which has no
    /// size buttons, the outer ones jump to the next smaller or larger board instead. Where the
    /// four steps beside the field would be too narrow to hit or to read, they go under it.
    private func stepRow(width: Double) -> any View {
        let theme = self.theme
        let steps: [(String, LightsOutAction)] =
            roomy
            ? [
                ("−10", .pickLevelStep(-10)), ("−1", .pickLevelStep(-1)), ("+1", .pickLevelStep(1)),
                ("+10", .pickLevelStep(10)),
            ]
            : [
                ("«", .pickAdjacentSize(-1)), ("−", .pickLevelStep(-1)), ("+", .pickLevelStep(1)),
                ("»", .pickAdjacentSize(1)),
            ]
        let spacing = theme.spacing.tiny
        let stepWidth = min(56 * scale, max(0, (width - 4 * spacing) / 6.5))
        let fieldWidth = max(0, width - 4 * stepWidth - 4 * spacing)
        let besideField = HStack(spacing: spacing) {
            Button(steps[0].0, action: steps[0].1, theme: theme, minWidth: stepWidth)
            Button(steps[1].0, action: steps[1].1, theme: theme, minWidth: stepWidth)
            field(width: fieldWidth)
            Button(steps[2].0, action: steps[2].1, theme: theme, minWidth: stepWidth)
            Button(steps[3].0, action: steps[3].1, theme: theme, minWidth: stepWidth)
        }
        let quarter = max(0, (width - 3 * spacing) / 4)
        let underField = VStack(spacing: spacing) {
            field(width: width)
            HStack(spacing: spacing) {
                for step in steps {
                    Button(step.0, action: step.1, theme: theme, minWidth: quarter)
                }
            }
        }
        let label = Font.system(theme.fontSize.body, weight: .bold)
        return LegibleVariant(floor: theme.fontSize.floor) {
            (
                besideField,
                stepWidth >= 44 * scale ? steps.map { ($0.0, label, stepWidth - 2 * theme.spacing.medium) } : nil
            )
            (underField, [])
        }
    }

    /// The typed level with a caret, in a box ringed with the accent colour: where typing goes.
    private func field(width: Double) -> any View {
        let theme = self.theme
        let font = Font.system(theme.fontSize.headline, weight: .bold)
        return HStack(spacing: 2) {
            Text(picker.text.isEmpty ? " " : picker.text, font: font, color: theme.textPrimary)
            Rectangle().fill(theme.accent).frame(width: max(2, 2 * scale), height: theme.fontSize.headline * 1.1)
        }
        .frame(width: width, height: 36 * scale)
        .background {
            RoundedRectangle(cornerRadius: theme.radius.medium + 3).fill(theme.background)
            RoundedRectangle(cornerRadius: theme.radius.medium + 3).stroke(theme.accent, lineWidth: max(1.5, 2 * scale))
        }
    }

    /// What the typed number is: "Level 81 · 10×10 · par 28", or why it is not a level.
    private var info: any View {
        let theme = self.theme
        let font = Font.system(theme.fontSize.body, weight: .bold)
        if let error = picker.error {
            return Text(error.message(last: picker.lastLevel), font: font, color: theme.danger).lineLimit(3)
        }
        guard let level = picker.level else {
            let range = tr(
                // TRANSLATORS: Lights Out level picker, nothing typed yet: the range of levels.
                "Levels {first} to {last}", ["first": LightsOutLevels.firstLevel, "last": picker.lastLevel])
            return Text(range, font: font, color: theme.textSecondary).lineLimit(2)
        }
        // A variant's level is made to be shown: its board and exact par.
        let made = picker.variant.map { LightsOutVariantLevel.shared($0, level: level) }
        let size = made?.size ?? LightsOutLevels.size(forLevel: level)
        let figures: KeyValuePairs<String, Any> = [
            "level": level, "board": "\(size)×\(size)", "par": made?.par ?? LightsOutLevels.targetPar(forLevel: level),
        ]
        let line: String =
            switch (made == nil && LightsOutLevels.isOnPlateau(level), level == current) {
            // TRANSLATORS: Lights Out level picker: the level typed, its board and par (fewest presses).
            case (false, false): tr("Level {level} · {board} · par {par}", figures)
            // TRANSLATORS: as above, for the level being played.
            case (false, true): tr("Level {level} · {board} · par {par} · playing", figures)
            // TRANSLATORS: as above, for a level at the top of the ladder (the largest board).
            case (true, false): tr("Level {level} · {board} · par {par} · top", figures)
            // TRANSLATORS: as above, at the top of the ladder and being played.
            case (true, true): tr("Level {level} · {board} · par {par} · top · playing", figures)
            }
        return Text(line, font: font, color: theme.textPrimary).lineLimit(2)
    }

    /// The classic ladder and the variants, in the order V steps through them, with their names.
    static var kinds: [(LightsOutVariant?, String)] {
        // TRANSLATORS: Lights Out level picker: the classic game's levels, beside the variants.
        [(nil, tr("Classic"))] + LightsOutVariant.allCases.map { ($0, $0.name) }
    }

    /// The kind of game the number names: the classic ladder or one of the variants, the one
    /// chosen standing out; four in a row where their labels fit, else two rows of two.
    private func variantRow(width: Double) -> any View {
        let theme = self.theme
        let spacing = theme.spacing.tiny
        let kinds = Self.kinds
        let font = Font.system(theme.fontSize.caption, weight: .bold)
        func rows(_ perRow: Int) -> LegibleVariant.Variant {
            let buttonWidth = max(0, (width - Double(perRow - 1) * spacing) / Double(perRow))
            let view = VStack(spacing: spacing) {
                for start in stride(from: 0, to: kinds.count, by: perRow) {
                    HStack(spacing: spacing) {
                        for (kind, label) in kinds[start..<min(start + perRow, kinds.count)] {
                            Button(
                                label, action: LightsOutAction.pickVariant(kind), theme: theme,
                                style: kind == picker.variant ? .primary : .secondary, fontSize: theme.fontSize.caption,
                                minWidth: buttonWidth)
                        }
                    }
                }
            }
            return (view, kinds.map { ($0.1, font, buttonWidth - 2 * theme.spacing.medium) })
        }
        return LegibleVariant(floor: theme.fontSize.floor) {
            rows(4)
            rows(2)
        }
    }

    /// One button per ladder size, as many to a row as fit with their labels at the floor; the
    /// size of the level shown stands out.
    private func sizeGrid(width: Double) -> any View {
        let theme = self.theme
        let sizes = LightsOutLevels.ladderSizes
        let spacing = theme.spacing.tiny
        let shownSize = picker.level.map(LightsOutLevels.size(forLevel:))
        let font = Font.system(theme.fontSize.caption, weight: .bold)
        func grid(_ perRow: Int) -> LegibleVariant.Variant {
            let rows = stride(from: 0, to: sizes.count, by: perRow).map {
                Array(sizes[$0..<min($0 + perRow, sizes.count)])
            }
            let buttonWidth = max(0, (width - Double(perRow - 1) * spacing) / Double(perRow))
            let view = VStack(spacing: spacing) {
                for row in rows {
                    HStack(spacing: spacing) {
                        for size in row {
                            Button(
                                "\(size)×\(size)", action: LightsOutAction.pickSize(size), theme: theme,
                                style: size == shownSize ? .primary : .secondary, fontSize: theme.fontSize.caption,
                                minWidth: buttonWidth)
                        }
                    }
                }
            }
            return (view, sizes.map { ("\($0)×\($0)", font, buttonWidth - 2 * theme.spacing.medium) })
        }
        let most = max(1, min(sizes.count, Int((width + spacing) / (62 * scale + spacing))))
        return LegibleVariant(floor: theme.fontSize.floor) {
            for perRow in stride(from: most, through: 1, by: -1) {
                grid(perRow)
            }
        }
    }

    /// Play, Furthest and Cancel in a row; where their labels would shrink below the floor,
    /// Play and Cancel over Furthest, or all three one under the other.
    private func actionRow(width: Double) -> any View {
        let theme = self.theme
        let spacing = theme.spacing.small
        let padding = 2 * theme.spacing.medium
        // TRANSLATORS: Lights Out level picker button: play the level typed.
        let playLabel = tr("Play")
        // TRANSLATORS: Lights Out level picker button: jump to the furthest level reached ({level}).
        let furthestLabel = tr("Furthest: {level}", ["level": furthest])
        let cancelLabel = tr("Cancel")
        func playButton(_ width: Double) -> any View {
            // Always enabled: with no level typed, Play says what to type instead.
            Button(playLabel, action: LightsOutAction.playPicked, theme: theme, style: .primary, minWidth: width)
        }
        func furthestButton(_ width: Double) -> any View {
            Button(furthestLabel, action: LightsOutAction.pickFurthest, theme: theme, minWidth: width)
        }
        func cancelButton(_ width: Double) -> any View {
            Button(cancelLabel, action: LightsOutAction.closePicker, theme: theme, minWidth: width)
        }
        let third = max(0, (width - 2 * spacing) / 3)
        let half = max(0, (width - spacing) / 2)
        let label = Font.system(theme.fontSize.body, weight: .bold)
        return LegibleVariant(floor: theme.fontSize.floor) {
            (
                HStack(spacing: spacing) {
                    playButton(third)
                    furthestButton(third)
                    cancelButton(third)
                },
                [playLabel, furthestLabel, cancelLabel].map { ($0, label, third - padding) }
            )
            (
                VStack(spacing: spacing) {
                    HStack(spacing: spacing) {
                        playButton(half)
                        cancelButton(half)
                    }
                    furthestButton(width)
                },
                [
                    (playLabel, label, half - padding), (cancelLabel, label, half - padding),
                    (furthestLabel, label, width - padding),
                ]
            )
            (
                VStack(spacing: spacing) {
                    playButton(width)
                    furthestButton(width)
                    cancelButton(width)
                },
                []
            )
        }
    }
}

/// The first of several arrangements whose labels keep the type floor: each comes with the
/// labels it sets (text, font, the width it gives them); a label wider than its room shrinks,
/// and an arrangement that would take one below `floor` gives way to the next. Nil labels rule
/// an arrangement out; the last is taken when none fits. A measured choice, since the same row
/// fits in English and not in German.
private struct LegibleVariant: View {
    typealias Variant = (view: any View, labels: [(String, Font, Double)]?)
    let floor: Double
    let variants: [Variant]

    init(floor: Double, @VariantBuilder _ variants: () -> [Variant]) {
        self.floor = floor
        self.variants = variants()
    }

    @resultBuilder
    enum VariantBuilder {
        static func buildExpression(_ variant: Variant) -> [Variant] { [variant] }
        static func buildBlock(_ parts: [Variant]...) -> [Variant] { parts.flatMap { $0 } }
        static func buildArray(_ parts: [[Variant]]) -> [Variant] { parts.flatMap { $0 } }
    }

    func chosen(_ measurer: any TextMeasurer) -> (any View)? {
        let legible = variants.first { variant in
            guard let labels = variant.labels else { return false }
            return labels.allSatisfy { text, font, room in
                let width = measurer.size(of: text, font: font).width
                return width <= room || font.size * max(0, room) / width >= floor
            }
        }
        return (legible ?? variants.last)?.view
    }

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        chosen(context.measurer)?.sizeThatFits(proposal, context: context) ?? .zero
    }

    func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        chosen(context.measurer)?.render(in: frame, context: context, into: &builder)
    }
}
