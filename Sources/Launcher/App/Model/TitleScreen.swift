import GameCatalog
import GameCore
import GameKit
import Layout
import Localization

/// Taps on the title screen.
enum TitleAction: Hashable {
    /// A game's card, by catalog id.
    case open(String)
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
        return VStack(spacing: spacing) {
            Text(
                "Tessera", font: .system(compact ? theme.fontSize.title : theme.fontSize.largeTitle, weight: .bold),
                color: theme.textPrimary)
            VStack(spacing: spacing) {
                for row in 0..<rows {
                    HStack(spacing: spacing) {
                        for column in 0..<columns {
                            let index = row * columns + column
                            if index < cards.count {
                                card(index, horizontal: portrait, compact: compact)
                            } else {
                                // Keeps the last row's cards the width of the others.
                                Rectangle().fill(.clear).frame(maxWidth: .infinity, maxHeight: .infinity)
                            }
                        }
                    }
                }
            }
            footer(showHints: size.width >= 860, narrow: size.width < 640)
        }
        .padding(spacing)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private func card(_ index: Int, horizontal: Bool, compact: Bool) -> any View {
        let card = cards[index]
        let isFocused = index == focused
        let label = index < 9 ? "\(index + 1)  \(card.title)" : card.title
        let name = Text(
            label, font: .system(compact ? theme.fontSize.body : theme.fontSize.headline, weight: .bold),
            color: theme.textPrimary)
        // On the focused card's raised surface the secondary grey falls under 4.5:1.
        let statistics = Text(
            card.statistics, font: .system(theme.fontSize.caption),
            color: isFocused ? theme.textPrimary : theme.textSecondary)
        let miniature = card.miniature.aspectRatio(1).frame(maxWidth: .infinity, maxHeight: .infinity)
        let content: any View
        if horizontal {
            content = HStack(spacing: theme.spacing.medium) {
                miniature.frame(maxWidth: 160)
                VStack(alignment: .leading, spacing: theme.spacing.tiny) {
                    name
                    statistics
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        } else {
            content = VStack(spacing: theme.spacing.small) {
                miniature
                name
                statistics
            }
        }
        return
            content
            .padding(compact ? theme.spacing.small : theme.spacing.medium)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(isFocused ? theme.surfaceRaised : theme.surface, cornerRadius: theme.radius.large)
            .overlay {
                if isFocused { RoundedRectangle(cornerRadius: theme.radius.large).stroke(theme.accent, lineWidth: 3) }
            }
            .onTap(TitleAction.open(card.id))
    }

    /// The key hints need a wide window; narrow ones keep just the buttons.
    private func footer(showHints: Bool, narrow: Bool) -> any View {
        let keys = cards.count > 1 ? "1–\(min(9, cards.count))" : "1"
        // TRANSLATORS: the language button; {language} is the language's own name (Deutsch, 简体中文).
        // A narrow window shows the language's own name alone: it is recognisable in any language.
        let languageLabel = narrow ? language.nativeName : tr("Language: {language}", ["language": language.nativeName])
        let hints = tr("{keys} or arrows + Enter · Esc back · F11 full screen · Ctrl+Q quit", ["keys": keys])
        return HStack(spacing: theme.spacing.small) {
            Button(
                theme.name == .dark ? tr("Light theme") : tr("Dark theme"), action: TitleAction.toggleTheme,
                theme: theme,
                style: .subtle)
            Button(
                animations ? tr("Animations: on") : tr("Animations: off"), action: TitleAction.toggleAnimations,
                theme: theme, style: .subtle)
            Button(languageLabel, action: TitleAction.nextLanguage, theme: theme, style: .subtle)
            Spacer()
            if showHints {
                Text(
                    hints,
                    font: .system(theme.fontSize.caption), color: theme.textSecondary)
                Spacer()
            }
            Button(tr("Quit"), action: TitleAction.quit, theme: theme, style: .subtle)
        }
    }
}
