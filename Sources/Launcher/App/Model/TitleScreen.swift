import GameCatalog
import GameCore
import GameKit
import Layout
import Localization

/// Taps on the title screen.
enum TitleAction: Hashable {
    /// A game's card, by catalog id.
    case open(String)
    /// The daily puzzle's button on a game's card, by catalog id.
    case daily(String)
    case toggleTheme
    case nextLanguage
    case toggleAnimations
    case quit
}

/// What a title card shows of one game.
struct TitleCard {
    let id: String
    let title: String
    let miniature: any View
    let statistics: String
    /// The card's daily puzzle button, for a game with a daily puzzle.
    var daily: DailyState? = nil

    /// Today's daily puzzle: still to win, or won (the button then says so, and plays it again).
    enum DailyState {
        case open, won
    }
}

/// The grid arithmetic the title screen and its keyboard focus share.
enum TitleGrid {
    /// Columns for `count` cards in a window of `size`: one column of wide cards when the
    /// window is tall, otherwise the row count that keeps the cards closest to square
    /// (2×2 for four games at 1280×800, 3+2 for five).
    static func columns(count: Int, size: Size) -> Int {
        guard count > 1 else { return 1 }
        if isPortrait(size) { return 1 }
        let aspect = max(0.01, size.height) / max(0.01, size.width)
        let rows = max(1, min(count, Int((Double(count) * aspect).squareRoot().rounded())))
        return Int((Double(count) / Double(rows)).rounded(.up))
    }

    static func isPortrait(_ size: Size) -> Bool { size.height > size.width * 1.15 }

    /// The card above or below `index` (`step` −1 or +1) in a grid of `columns`, wrapping to the
    /// other end of the same column; a short last row is skipped when its column is empty.
    static func moveVertically(from index: Int, by step: Int, columns: Int, count: Int) -> Int {
        guard count > 0 else { return 0 }
        let column = index % columns
        let indicesInColumn = Array(stride(from: column, to: count, by: columns))
        guard let position = indicesInColumn.firstIndex(of: index) else { return index }
        let next = (position + step + indicesInColumn.count) % indicesInColumn.count
        return indicesInColumn[next]
    }
}

/// Every game of the catalog as a card with a live miniature and a statistics line, in a grid
/// that reflows with the window: rows of cards when landscape, one column when portrait.
struct TitleScreen {
    let theme: Theme
    let focused: Int
    let animations: Bool
    let language: Localization.Language
    let cards: [TitleCard]

    func columns(for size: Size) -> Int { TitleGrid.columns(count: cards.count, size: size) }

    func body(size: Size) -> any View {
        let portrait = TitleGrid.isPortrait(size)
        let compact = min(size.width, size.height) < 420 || (portrait && cards.count > 5)
        let spacing = compact ? theme.spacing.small : theme.spacing.large
        let columns = columns(for: size)
        let rows = cards.isEmpty ? 0 : (cards.count + columns - 1) / columns
        // A short window (a small one, or any at a large zoom) gives the heading's room to the
        // cards, which must stay tall enough to tap; the window's title still says Tessera.
        let heading = size.height >= 320
        // A narrow column of cards keeps its width for the names; a wider one gives every card's
        // miniature the same width, so the names line up whatever the length of their lines.
        let miniature: Double? = portrait && size.width < 240 ? nil : min(160, (size.width - 2 * spacing) * 0.4)
        return VStack(spacing: spacing) {
            if heading {
                Text(
                    "Tessera", font: .system(compact ? theme.fontSize.title : theme.fontSize.largeTitle, weight: .bold),
                    color: theme.textPrimary)
            }
            VStack(spacing: spacing) {
                for row in 0..<rows {
                    HStack(spacing: spacing) {
                        for column in 0..<columns {
                            let index = row * columns + column
                            if index < cards.count {
                                card(index, horizontal: portrait, compact: compact, miniatureWidth: miniature)
                            } else {
                                // Keeps the last row's cards the width of the others.
                                Rectangle().fill(.clear).frame(maxWidth: .infinity, maxHeight: .infinity)
                            }
                        }
                    }
                }
            }
            footer(showHints: size.width >= 860 && size.height >= 480)
        }
        .padding(spacing)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private func card(_ index: Int, horizontal: Bool, compact: Bool, miniatureWidth: Double?) -> any View {
        let card = cards[index]
        let isFocused = index == focused
        let label = index < 9 ? "\(index + 1)  \(card.title)" : card.title
        // The name wraps onto a second line, then is cut, but keeps its size: a name that could
        // shrink would give way to the statistics beside it.
        let name = Text(
            label, font: .system(compact ? theme.fontSize.body : theme.fontSize.headline, weight: .bold),
            color: theme.textPrimary
        )
        .minimumScaleFactor(1).lineLimit(2)
        // On the focused card's raised surface the secondary grey falls under 4.5:1.
        func statistics(_ line: String) -> any View {
            Text(
                line, font: .system(theme.fontSize.caption), color: isFocused ? theme.textPrimary : theme.textSecondary)
        }
        let miniature = card.miniature.aspectRatio(1).frame(maxWidth: .infinity, maxHeight: .infinity)
        let alignment: HorizontalAlignment = horizontal ? .leading : .center
        // The statistics whole on one line, else split at its " · " onto lines of their own,
        // else left out: a card too small for them keeps its name rather than cut them short.
        // Only the statistics choose a form, beside the name rather than around it: each level of
        // nesting makes the stacks above it measure everything inside once more.
        let parts = card.statistics.split(separator: " · ", omittingEmptySubsequences: false).map(String.init)
        var forms: [() -> any View] = [{ statistics(card.statistics) }]
        if parts.count > 1 {
            forms.append {
                VStack(alignment: alignment, spacing: 0) {
                    for part in parts { statistics(part) }
                }
            }
        }
        forms.append { EmptyView() }
        let details = ViewThatFits(forms: forms)
        let content: any View
        if horizontal {
            content = HStack(spacing: compact ? theme.spacing.small : theme.spacing.medium) {
                if let miniatureWidth { miniature.frame(width: miniatureWidth) }
                VStack(alignment: alignment, spacing: theme.spacing.tiny) {
                    name
                    details
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        } else {
            content = VStack(spacing: compact ? theme.spacing.tiny : theme.spacing.small) {
                miniature
                name
                details
            }
        }
        let padding = compact ? theme.spacing.tiny : theme.spacing.medium
        let opens = content.padding(padding).frame(maxWidth: .infinity, maxHeight: .infinity)
            .onTap(TitleAction.open(card.id))
        // Where the card has room, the daily puzzle's button: under the name in a row of the
        // list, under everything in a column of the grid, where the card is tall enough for it
        // besides its name (in the grid: two lines of it and a small miniature); otherwise none,
        // and the keys and a pad's X still open the daily puzzle. Always outside the card's own
        // tap region (a tap region drawn later lies over those inside it): a row of the list has
        // two, its miniature and its texts, with the button under the texts.
        let nameLine = (compact ? theme.fontSize.body : theme.fontSize.headline) * 1.4
        let buttonHeight = max(36 * theme.fontSize.body / 16, theme.fontSize.caption * 1.4 + 2 * theme.spacing.small)
        let needed =
            horizontal
            ? 2 * padding + nameLine + buttonHeight + theme.spacing.tiny
            : 3 * padding + 2 * nameLine + buttonHeight + theme.spacing.tiny + 48
        let whole: any View =
            if let daily = card.daily {
                GeometryReader { size in
                    let button = dailyButton(card.id, daily, onRaised: isFocused)
                    if size.height < needed {
                        opens.frame(width: size.width, height: size.height)
                    } else if horizontal {
                        // The card's edges belong to its regions, as a card without the button's do.
                        let gap = compact ? theme.spacing.small : theme.spacing.medium
                        HStack(spacing: 0) {
                            if let miniatureWidth {
                                miniature.frame(width: miniatureWidth)
                                    .padding(EdgeInsets(top: padding, leading: padding, bottom: padding, trailing: gap))
                                    .onTap(TitleAction.open(card.id))
                            }
                            VStack(alignment: .leading, spacing: theme.spacing.tiny) {
                                VStack(alignment: .leading, spacing: theme.spacing.tiny) {
                                    name
                                    details
                                }
                                .padding(
                                    EdgeInsets(
                                        top: padding, leading: miniatureWidth == nil ? padding : 0, bottom: 0,
                                        trailing: padding)
                                )
                                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
                                .onTap(TitleAction.open(card.id))
                                button.padding(
                                    EdgeInsets(
                                        top: 0, leading: miniatureWidth == nil ? padding : 0, bottom: padding,
                                        trailing: padding))
                            }
                        }
                        .frame(width: size.width, height: size.height)
                    } else {
                        VStack(alignment: alignment, spacing: 0) {
                            opens
                            button.padding(EdgeInsets(top: 0, leading: padding, bottom: padding, trailing: padding))
                        }
                        .frame(width: size.width, height: size.height)
                    }
                }
            } else {
                opens
            }
        return
            whole
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(isFocused ? theme.surfaceRaised : theme.surface, cornerRadius: theme.radius.large)
            .overlay {
                // High contrast outlines every tap region; a card's region ends above its daily
                // button, so the card's own edge is drawn round all of it, just inside as the
                // regions' outlines are.
                if card.daily != nil, let outline = theme.controlOutline {
                    let inset = outline.lineWidth / 2
                    RoundedRectangle(cornerRadius: max(0, theme.radius.large - inset))
                        .stroke(outline.color, lineWidth: outline.lineWidth)
                        .padding(inset)
                }
                if isFocused { RoundedRectangle(cornerRadius: theme.radius.large).stroke(theme.accent, lineWidth: 3) }
            }
    }

    private func dailyLabel(_ state: TitleCard.DailyState) -> String {
        switch state {
        // TRANSLATORS: the title card's button that opens today's daily puzzle of the game.
        case .open: tr("Daily puzzle")
        // TRANSLATORS: the same button once today's daily puzzle is won (it plays it again).
        case .won: tr("Daily puzzle ✓")
        }
    }

    /// A card's daily puzzle button, filled with the surface the card is not (the raised one on
    /// a plain card, the plain one on the focused card's raised surface) so it reads as a control.
    private func dailyButton(_ id: String, _ state: TitleCard.DailyState, onRaised: Bool) -> any View {
        Button(
            dailyLabel(state), action: TitleAction.daily(id), theme: theme, style: onRaised ? .subtle : .secondary,
            fontSize: theme.fontSize.caption, minWidth: 0)
    }

    /// The buttons in the first arrangement that fits the window's width: one row with the
    /// full labels (the key hints beside or above them in a wide window), the language by its
    /// own name alone, the labels at the caption size, two rows, then one row of symbols. Each label stays at or above the body
    /// floor, whole: a narrower window gets a shorter form rather than smaller or cut text.
    private func footer(showHints: Bool) -> any View {
        let keys = cards.count > 1 ? "1–\(min(9, cards.count))" : "1"
        let hints = tr("{keys} or arrows + Enter · Esc back · F11 full screen · Ctrl+Q quit", ["keys": keys])
        let themeLabel = Self.themeLabel(theme.name.next)
        let animationsLabel = animations ? tr("Animations: on") : tr("Animations: off")
        // TRANSLATORS: the language button; {language} is the language's own name (Deutsch, 简体中文).
        // A narrower window shows the language's own name alone: it is recognisable in any language.
        let languageLabel = tr("Language: {language}", ["language": language.nativeName])
        // Body size, or the smaller caption size (still at the body floor) before the footer
        // takes two rows or symbols.
        func button(_ label: String, _ action: TitleAction, small: Bool = false) -> any View {
            Button(
                label, action: action, theme: theme, style: .subtle, fontSize: small ? theme.fontSize.caption : nil)
        }
        func row(language: String, small: Bool = false) -> any View {
            HStack(spacing: theme.spacing.small) {
                button(themeLabel, .toggleTheme, small: small)
                button(animationsLabel, .toggleAnimations, small: small)
                button(language, .nextLanguage, small: small)
                Spacer()
                button(tr("Quit"), .quit, small: small)
            }
        }
        func twoRows(small: Bool) -> any View {
            VStack(spacing: theme.spacing.small) {
                HStack(spacing: theme.spacing.small) {
                    button(themeLabel, .toggleTheme, small: small)
                    button(animationsLabel, .toggleAnimations, small: small)
                    Spacer()
                }
                HStack(spacing: theme.spacing.small) {
                    button(language.nativeName, .nextLanguage, small: small)
                    Spacer()
                    button(tr("Quit"), .quit, small: small)
                }
            }
        }
        let hintText = Text(hints, font: .system(theme.fontSize.caption), color: theme.textSecondary)
        // Built only when tried: a wide window builds its first form alone.
        var forms: [() -> any View] = []
        if showHints {
            forms.append {
                HStack(spacing: theme.spacing.small) {
                    button(themeLabel, .toggleTheme)
                    button(animationsLabel, .toggleAnimations)
                    button(languageLabel, .nextLanguage)
                    Spacer()
                    hintText
                    Spacer()
                    button(tr("Quit"), .quit)
                }
            }
            forms.append {
                VStack(spacing: theme.spacing.tiny) {
                    hintText
                    row(language: languageLabel)
                }
            }
        }
        forms += [
            { row(language: languageLabel) },
            { row(language: language.nativeName) },
            { row(language: language.nativeName, small: true) },
            { twoRows(small: false) },
            { twoRows(small: true) },
            { symbolRow },
        ]
        return ViewThatFits(in: [.horizontal], forms: forms)
    }

    /// The footer of a very small window: a symbol per button, the same in every language (a
    /// sun or a moon for the theme to switch to, a star filled while animations are on, the
    /// language's code, a cross to quit); the keys and the wider windows name them in full.
    /// The theme button names the theme it switches to.
    static func themeLabel(_ name: Theme.Name) -> String {
        switch name {
        case .light: tr("Light theme")
        case .dark: tr("Dark theme")
        case .highContrast: tr("High contrast")
        }
    }

    /// The theme button's symbol in the narrowest footer: a sun, a half-filled circle, a moon.
    static func themeSymbol(_ name: Theme.Name) -> String {
        switch name {
        case .light: "☀"
        case .highContrast: "◐"
        case .dark: "☾"
        }
    }

    private var symbolRow: any View {
        let code = language.code == "zh_CN" ? "中文" : String(language.code.prefix(2)).uppercased()
        func symbol(_ label: String, _ action: TitleAction) -> any View {
            Text(label, font: .system(theme.fontSize.body, weight: .bold), color: theme.textPrimary)
                .padding(horizontal: theme.spacing.tiny, vertical: theme.spacing.tiny)
                .frame(minWidth: 30, minHeight: 32)
                .background(theme.surface, cornerRadius: theme.radius.medium + 3)
                .onTap(action)
        }
        return HStack(spacing: theme.spacing.tiny) {
            symbol(Self.themeSymbol(theme.name.next), .toggleTheme)
            symbol(animations ? "✦" : "✧", .toggleAnimations)
            symbol(code, .nextLanguage)
            Spacer()
            symbol("✕", .quit)
        }
    }
}
