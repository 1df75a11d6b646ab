import Layout
import Localization

/// An action a player must be able to reach with the pointer alone in every window (a new game,
/// a hint): the game declares it, the header's menu always lists it, so a window too
/// small for the panel's button still has it one tap away.
public struct EssentialAction {
    public var title: String
    /// What the scene's `handle(.tap, hit:)` answers, as the panel's button sends it, or a
    /// `ChromeAction.command`.
    public var action: AnyHashable

    public init(_ title: String, action: AnyHashable) {
        self.title = title
        self.action = action
    }
}

/// One key and what it does, as the shortcuts overlay lists it ("Ctrl+Z", "Undo").
public struct Shortcut: Equatable, Sendable {
    public var keys: String
    public var title: String

    public init(_ keys: String, _ title: String) {
        self.keys = keys
        self.title = title
    }
}

/// Shortcuts under a heading ("Moving", "Playing"), as GNOME's shortcuts windows group them.
public struct ShortcutGroup: Equatable, Sendable {
    public var title: String
    public var shortcuts: [Shortcut]

    public init(_ title: String, _ shortcuts: [Shortcut]) {
        self.title = title
        self.shortcuts = shortcuts
    }

    /// The keys every game answers the same way, after the game's own.
    public static var shared: [ShortcutGroup] {
        [
            ShortcutGroup(
                tr("Game"),
                [
                    Shortcut(tr("N"), tr("New game")), Shortcut(tr("Ctrl+Z"), tr("Undo")),
                    Shortcut(tr("Ctrl+Shift+Z or Ctrl+Y"), tr("Redo")), Shortcut(tr("Esc"), tr("Back to the title")),
                ]),
            ShortcutGroup(
                tr("Window"),
                [
                    Shortcut(tr("F10"), tr("Game menu")), Shortcut(tr("F1 or Ctrl+?"), tr("Keyboard shortcuts")),
                    Shortcut(tr("Ctrl+plus / Ctrl+minus"), tr("Zoom in / out")),
                    Shortcut(tr("Ctrl+0"), tr("Normal size")),
                    Shortcut(tr("F11"), tr("Full screen")), Shortcut(tr("Ctrl+Q"), tr("Quit")),
                ]),
        ]
    }
}

/// A sheet the kit lays over a game: the header's menu, or the keyboard shortcuts (paged when the
/// window cannot hold them all). It is the kit's, not the scene's: the game under it keeps its
/// own dialog state, and the clock waits while a sheet is open.
public enum GameSheet: Equatable, Sendable {
    /// `focus`: the entry the arrow keys (or a pad's d-pad) reached, which Enter chooses; nil
    /// until they are used, so a pointer's menu shows no focus ring.
    case menu(page: Int, focus: Int? = nil)
    case shortcuts(page: Int)
    /// The game's record (`GameScene.statisticsRows`).
    case statistics(page: Int)
    /// About Tessera.
    case about(page: Int)

    /// The menu at its first page.
    public static var menu: GameSheet { .menu(page: 0) }

    /// The page shown.
    var page: Int {
        switch self {
        case .menu(let page, _), .shortcuts(let page), .statistics(let page), .about(let page): page
        }
    }

    /// The same sheet at `page` (never before the first).
    func turned(to page: Int) -> GameSheet {
        let page = max(0, page)
        return switch self {
        case .menu: .menu(page: page)
        case .shortcuts: .shortcuts(page: page)
        case .statistics: .statistics(page: page)
        case .about: .about(page: page)
        }
    }

    /// F10 opens (and closes) the menu, as in GNOME's applications.
    static func opensMenu(_ key: Key, _ modifiers: KeyModifiers) -> Bool {
        key == .function(10) && modifiers.isEmpty
    }

    /// F1, or Ctrl+? (Ctrl+Shift+/ on most layouts, delivered either way).
    static func opensShortcuts(_ key: Key, _ modifiers: KeyModifiers) -> Bool {
        switch key {
        case .function(1): modifiers.isEmpty
        case .character("?"): modifiers.contains(.control)
        case .character("/"): modifiers == [.control, .shift]
        default: false
        }
    }
}

/// The header's menu (and F10's): New game and Restart, every essential action of the game, then
/// Statistics, Keyboard shortcuts, About Tessera and Quit, as GNOME's games have them. Its buttons
/// flow into as many columns as the card holds and the rest onto further pages (‹ ›); a tap
/// outside the card closes it.
struct MenuSheet: View {
    let title: String
    let essentials: [EssentialAction]
    let page: Int
    let theme: Theme
    /// The entry with the keyboard's focus ring (its page is the one shown), if any.
    var focus: Int? = nil

    /// The entries in order: the game's essentials first (what a small window must never lose
    /// sits on the first page), then New game and Restart unless the game names them itself
    /// (its "New game", its "Restart the round": listed once, the game's action sent), then the
    /// app's entries.
    static func entries(_ essentials: [EssentialAction]) -> [(title: String, action: AnyHashable)] {
        let own = essentials.map { (title: $0.title, action: AnyHashable(EssentialChoice(action: $0.action))) }
        let commands = [(tr("New game"), GameCommand.newGame), (tr("Restart"), GameCommand.restart)]
            .map { (title: $0.0, action: AnyHashable(EssentialChoice(action: ChromeAction.command($0.1)))) }
            .filter { command in !own.contains { $0.action == command.action || $0.title == command.title } }
        let app: [(title: String, action: AnyHashable)] = [
            (tr("Statistics"), ChromeAction.statistics), (tr("Keyboard shortcuts"), ChromeAction.shortcuts),
            (tr("About Tessera"), ChromeAction.about), (tr("Quit"), ChromeAction.quit),
        ]
        return own + commands + app
    }

    var buttons: [any View] {
        Self.entries(essentials).enumerated().map { index, entry in
            SheetButton(entry.title, action: entry.action, theme: theme, focused: index == focus)
        }
    }

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        proposal.replacingUnspecified(with: Size(width: 1024, height: 720))
    }

    func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        let card = SheetCard(theme: theme, frame: frame, context: context)
        let buttons = self.buttons
        let rowHeight = buttons.map { $0.sizeThatFits(.unspecified, context: context).height }.max() ?? 0
        // A short card packs its rows closer, so a small window's first page holds more.
        let spacing = card.contentHeight(title: title) < 240 ? theme.spacing.tiny : theme.spacing.small
        let widest = buttons.map { $0.sizeThatFits(.unspecified, context: context).width }.max() ?? 0
        let columnWidth = min(card.contentWidth, max(widest, 200 * theme.fontSize.body / 16))
        let fitColumns = max(1, Int((card.contentWidth + spacing) / (columnWidth + spacing)))
        func perColumn(footer: Bool) -> Int {
            let room = max(rowHeight, card.contentHeight(title: title, footer: footer))
            return max(1, Int((room + spacing) / (rowHeight + spacing)))
        }
        var perPage = perColumn(footer: false) * fitColumns
        let paged = buttons.count > perPage
        if paged { perPage = perColumn(footer: true) * fitColumns }
        let count = (buttons.count + perPage - 1) / perPage
        let page = min(max(0, focus.map { $0 / perPage } ?? self.page), count - 1)
        let shown = Array(buttons[(page * perPage)..<min(buttons.count, (page + 1) * perPage)])
        let rowsPerColumn = paged ? perColumn(footer: true) : perColumn(footer: false)
        let columns = min(fitColumns, (shown.count + rowsPerColumn - 1) / rowsPerColumn)
        let rows = (shown.count + columns - 1) / columns
        let grid = HStack(alignment: .top, spacing: spacing) {
            for column in 0..<columns {
                VStack(spacing: spacing) {
                    for row in 0..<rows where column * rows + row < shown.count {
                        shown[column * rows + row].frame(maxWidth: .infinity)
                    }
                }
            }
        }
        let footer = paged ? 36 * theme.fontSize.body / 16 + theme.spacing.small : 0
        let size = Size(
            width: Double(columns) * columnWidth + Double(columns - 1) * spacing,
            height: Double(rows) * rowHeight + Double(max(0, rows - 1)) * spacing + footer)
        let content = VStack(spacing: theme.spacing.small) {
            grid.frame(maxHeight: .infinity, alignment: .top)
            if paged { PageTurner(page: page, count: count, theme: theme) }
        }
        card.render(title: title, content: content, size: size, into: &builder)
    }
}

/// ‹ "Page 2 of 3" ›: the footer of a sheet too long for the window.
func PageTurner(page: Int, count: Int, theme: Theme) -> any View {
    HStack(spacing: theme.spacing.small) {
        SheetButton("‹", action: ChromeAction.sheetPage(page - 1), theme: theme, enabled: page > 0)
        Text(
            tr("Page {page} of {count}", ["page": "\(page + 1)", "count": "\(count)"]),
            font: .system(theme.fontSize.body),
            color: theme.textSecondary
        )
        .frame(maxWidth: .infinity)
        SheetButton("›", action: ChromeAction.sheetPage(page + 1), theme: theme, enabled: page + 1 < count)
    }
}

/// The keyboard shortcuts of the game on screen and the shared ones, in groups, in as many
/// columns as fit and on as many pages as needed (Left and Right turn them).
struct ShortcutsSheet: View {
    let groups: [ShortcutGroup]
    let page: Int
    let theme: Theme
    /// The card's title: the same paged columns serve About and the statistics.
    var title = tr("Keyboard shortcuts")
    /// The most columns a page shows: About reads as one list of long lines.
    var maxColumns = 3

    enum Row {
        case heading(String)
        case shortcut(Shortcut)
    }

    var rows: [Row] {
        groups.flatMap { group in [Row.heading(group.title)] + group.shortcuts.map(Row.shortcut) }
    }

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        proposal.replacingUnspecified(with: Size(width: 1024, height: 720))
    }

    /// A row for a column `width` wide: the key in its column, what it does in the rest, both
    /// at fixed widths, so a row of short texts (a figure of the statistics) lines up with the
    /// others instead of being centred.
    private func view(of row: Row, keyWidth: Double, width: Double) -> any View {
        switch row {
        case .heading(let title):
            return Text(title, font: .system(theme.fontSize.body, weight: .bold), color: theme.accentText)
                .frame(maxWidth: .infinity, alignment: .leading)
        case .shortcut(let shortcut):
            let spacing = theme.spacing.small
            return HStack(spacing: spacing) {
                Text(shortcut.keys, font: .system(theme.fontSize.body, weight: .bold), color: theme.textPrimary)
                    .lineLimit(2).multilineTextAlignment(.leading)
                    .frame(width: keyWidth, alignment: .leading)
                Text(shortcut.title, font: .system(theme.fontSize.body), color: theme.textSecondary)
                    .lineLimit(5).multilineTextAlignment(.leading)
                    .frame(width: max(0, width - keyWidth - spacing), alignment: .leading)
            }
        }
    }

    /// The rows split into columns of at most `height`, a heading never last in its column.
    static func columns(_ heights: [Double], isHeading: [Bool], height: Double, spacing: Double) -> [Range<Int>] {
        var columns: [Range<Int>] = []
        var start = 0
        var used = 0.0
        for index in heights.indices {
            let needed = heights[index] + (index > start ? spacing : 0)
            let nextNeeds = isHeading[index] && index + 1 < heights.count ? heights[index + 1] + spacing : 0
            if index > start && used + needed + nextNeeds > height {
                columns.append(start..<index)
                start = index
                used = heights[index]
            } else {
                used += needed
            }
        }
        if start < heights.count { columns.append(start..<heights.count) }
        return columns
    }

    /// How the rows fall into pages of columns for a frame: the columns a page holds and every
    /// page's columns.
    func pages(in frame: Rect, context: LayoutContext) -> (
        perPage: Int, columns: [Range<Int>], width: Double, keyWidth: Double, heights: [Double]
    ) {
        let card = SheetCard(theme: theme, frame: frame, context: context)
        let spacing = theme.spacing.medium
        let minimum = 320 * theme.fontSize.body / 16
        let perPage = max(1, min(maxColumns, Int((card.contentWidth + spacing) / (minimum + spacing))))
        let width = (card.contentWidth - Double(perPage - 1) * spacing) / Double(perPage)
        let rows = self.rows
        let keyFont = Font.system(theme.fontSize.body, weight: .bold)
        let widest =
            rows.compactMap { row -> Double? in
                if case .shortcut(let shortcut) = row {
                    return context.measurer.size(of: shortcut.keys, font: keyFont).width
                }
                return nil
            }.max() ?? 0
        let keyWidth = min(widest, width * 0.45)
        let heights = rows.map {
            view(of: $0, keyWidth: keyWidth, width: width).sizeThatFits(
                ProposedSize(width: width, height: nil), context: context
            )
            .height
        }
        let isHeading = rows.map { if case .heading = $0 { true } else { false } }
        let room = card.contentHeight(title: title, footer: true)
        let columns = Self.columns(heights, isHeading: isHeading, height: room, spacing: theme.spacing.tiny)
        return (perPage, columns, width, keyWidth, heights)
    }

    func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        let layout = pages(in: frame, context: context)
        let count = max(1, (layout.columns.count + layout.perPage - 1) / layout.perPage)
        let page = min(max(0, self.page), count - 1)
        let rows = self.rows
        let shown = layout.columns.dropFirst(page * layout.perPage).prefix(layout.perPage)
        var tallest = 0.0
        for column in shown {
            let rowsHeight: Double = column.map { layout.heights[$0] }.reduce(0, +)
            tallest = max(tallest, rowsHeight + Double(max(0, column.count - 1)) * theme.spacing.tiny)
        }
        let footer = count > 1 ? 36 * theme.fontSize.body / 16 + theme.spacing.small : 0
        let used = count > 1 ? layout.perPage : shown.count
        let size = Size(
            width: Double(used) * layout.width + Double(max(0, used - 1)) * theme.spacing.medium,
            height: tallest + footer)
        let content = VStack(spacing: theme.spacing.small) {
            HStack(alignment: .top, spacing: theme.spacing.medium) {
                for column in shown {
                    VStack(spacing: theme.spacing.tiny) {
                        for index in column { view(of: rows[index], keyWidth: layout.keyWidth, width: layout.width) }
                    }
                    .frame(width: layout.width, alignment: .top)
                }
                if shown.count < layout.perPage { Spacer() }
            }
            .frame(maxHeight: .infinity, alignment: .top)
            if count > 1 { PageTurner(page: page, count: count, theme: theme) }
        }
        SheetCard(theme: theme, frame: frame, context: context)
            .render(title: title, content: content, size: size, into: &builder)
    }
}

/// A compact button for a sheet: the body size, padded to a tap target of at least 36 points.
func SheetButton(
    _ label: String, action: AnyHashable, theme: Theme, enabled: Bool = true, focused: Bool = false
) -> any View {
    Button(label, action: action, theme: theme, enabled: enabled, focused: focused, minWidth: 44)
}

/// The card a sheet sits on: a scrim that closes the sheet when tapped, the card as large as the
/// window allows (up to a comfortable reading width), a title and the content under it.
struct SheetCard {
    let theme: Theme
    let frame: Rect
    let context: LayoutContext

    var margin: Double { min(theme.spacing.medium, frame.width * 0.03) }
    var padding: Double { min(theme.spacing.large, max(theme.spacing.small, frame.width * 0.04)) }
    var cardFrame: Rect {
        let width = min(frame.width - 2 * margin, 900 * theme.fontSize.body / 16)
        let height = frame.height - 2 * margin
        return Rect(x: frame.midX - width / 2, y: frame.minY + margin, width: max(0, width), height: max(0, height))
    }
    var contentWidth: Double { max(0, cardFrame.width - 2 * padding) }
    var titleFont: Font { .system(theme.fontSize.headline, weight: .bold) }

    func titleHeight(_ title: String) -> Double {
        Text(title, font: titleFont, color: theme.textPrimary).lineLimit(2)
            .sizeThatFits(ProposedSize(width: contentWidth, height: nil), context: context).height
    }

    /// The height left for the content under the title (and the page buttons, with `footer`).
    func contentHeight(title: String, footer: Bool = false) -> Double {
        let footerHeight = footer ? 36 * theme.fontSize.body / 16 + theme.spacing.small : 0
        return max(0, cardFrame.height - 2 * padding - titleHeight(title) - theme.spacing.medium - footerHeight)
    }

    /// Draws the scrim and the card, shrunk around content of `size` and centred.
    func render(title: String, content: any View, size: Size, into builder: inout DisplayListBuilder) {
        Rectangle().fill(theme.scrim).onTap(ChromeAction.closeSheet).render(in: frame, context: context, into: &builder)
        let largest = cardFrame
        let titleWidth = context.measurer.size(of: title, font: titleFont).width
        let width = min(largest.width, max(size.width, titleWidth) + 2 * padding)
        let height = min(largest.height, size.height + titleHeight(title) + theme.spacing.medium + 2 * padding)
        let card = Rect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
        let stack = VStack(spacing: theme.spacing.medium) {
            Text(title, font: titleFont, color: theme.textPrimary).lineLimit(2)
            content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
        .padding(padding)
        .background(theme.surface, cornerRadius: theme.radius.large)
        // The card swallows taps between its buttons, so only the scrim closes the sheet.
        builder.addTap(card, action: nil)
        stack.render(in: card, context: context, into: &builder)
    }
}

extension Theme {
    /// The accent as a colour for text on the surface: readable at 4.5:1 in the light and dark
    /// themes, the high-contrast theme's yellow as it is.
    var accentText: Color {
        switch name {
        case .dark: Color(red: 0.55, green: 0.72, blue: 1.0)
        case .light, .highContrast: accent
        }
    }
}
