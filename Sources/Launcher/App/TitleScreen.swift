import Games
import Render

/// Taps on the title screen.
enum TitleAction: Hashable {
    case open(GameKind)
    case toggleTheme
    case toggleAnimations
    case quit
}

/// The four games as cards with a live miniature and a statistics line, in a grid that reflows
/// with the window: 2×2 when landscape, one column of four when portrait.
struct TitleScreen {
    let theme: Theme
    let focused: Int
    let animations: Bool
    let cards: [(kind: GameKind, miniature: any View, statistics: String)]

    func body(size: Size) -> any View {
        let portrait = size.height > size.width * 1.15
        let compact = min(size.width, size.height) < 420
        let spacing = compact ? theme.spacing.small : theme.spacing.large
        return VStack(spacing: spacing) {
            Text(
                "Tessera", font: .system(compact ? theme.fontSize.title : theme.fontSize.largeTitle, weight: .bold),
                color: theme.textPrimary)
            if portrait {
                VStack(spacing: spacing) {
                    for index in cards.indices { card(index, horizontal: true, compact: compact) }
                }
            } else {
                VStack(spacing: spacing) {
                    for row in 0..<2 {
                        HStack(spacing: spacing) {
                            for index in (row * 2)..<(row * 2 + 2) { card(index, horizontal: false, compact: compact) }
                        }
                    }
                }
            }
            footer(showHints: size.width >= 860)
        }
        .padding(spacing)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private func card(_ index: Int, horizontal: Bool, compact: Bool) -> any View {
        let card = cards[index]
        let isFocused = index == focused
        let name = Text(
            "\(index + 1)  \(card.kind.title)",
            font: .system(compact ? theme.fontSize.body : theme.fontSize.headline, weight: .bold),
            color: theme.textPrimary)
        let statistics = Text(card.statistics, font: .system(theme.fontSize.caption), color: theme.textSecondary)
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
            .onTap(TitleAction.open(card.kind))
    }

    /// The key hints need a wide window; narrow ones keep just the buttons.
    private func footer(showHints: Bool) -> any View {
        HStack(spacing: theme.spacing.small) {
            Button(
                theme.name == .dark ? "☀ Light" : "☾ Dark", action: TitleAction.toggleTheme, theme: theme,
                style: .subtle)
            Button(
                animations ? "Animations on" : "Animations off", action: TitleAction.toggleAnimations, theme: theme,
                style: .subtle)
            Spacer()
            if showHints {
                Text(
                    "1–4 or arrows + Enter · Esc back · F11 full screen · Ctrl+Q quit",
                    font: .system(theme.fontSize.caption), color: theme.textSecondary)
                Spacer()
            }
            Button("Quit", action: TitleAction.quit, theme: theme, style: .subtle)
        }
    }
}
