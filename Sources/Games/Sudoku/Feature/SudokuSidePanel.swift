import GameCore
import GameKit
import Layout
import SudokuEngine

/// Sizes of the rows around the board at the base theme. Each is multiplied by the theme's
/// `sudokuScale`, so on a large window the panel grows with the kit's header and the board.
enum SudokuMetrics {
    /// Level, time and mistakes.
    static let stats = 52.0
    /// The landscape status bar at full height (a title and three lines of detail, or two and
    /// two), and the least it may shrink to before it goes. Its height depends on the window
    /// only, never on the message, so the pad under it never moves.
    static let status = 90.0
    static let shortestStatus = 44.0
    /// Portrait's row of level, time and the status bar: a title and two lines of detail.
    static let portraitInfo = 70.0
    /// Small windows' line over the board: a message's title, as tall as a target must be.
    static let compactStatus = 24.0
    /// The landscape legend: three caption lines.
    static let legend = 57.0
    /// The landscape pad's keys: never smaller than this (the pad always shows), never larger
    /// than that (larger keys only push the buttons apart).
    static let smallestKey = 26.0
    static let largestKey = 80.0
    /// From this panel height on, the landscape buttons are their comfortable size.
    static let tallPanel = 480.0
    /// The pad row's keys in portrait and in small windows: at most this large; in a small window
    /// the pad takes two rows when a row's keys would be smaller than `smallestRowKey`.
    static let portraitKey = 54.0
    static let compactKey = 40.0
    /// 14 points: 24 px, WCAG's smallest target, at a zoom of 175 %.
    static let smallestRowKey = 14.0
}

extension Theme {
    /// How much the game screen scaled this theme for the window (1 up to 1280×800): the factor
    /// the panel's fixed sizes take so they grow with its type.
    var sudokuScale: Double { fontSize.body / Theme.named(name).fontSize.body }
}

/// What the landscape side panel shows at a height, and how large. The pad and the buttons
/// always show; then, as the height allows, the status bar (it carries hints and scores, so it
/// shrinks before it goes), the figures, keys up to their largest, and the key legend.
struct SudokuSidePanelPlan {
    let toolHeight: Double
    let submitHeight: Double
    /// A pad key's width (a third of the panel) and height.
    let keyWidth: Double
    let key: Double
    let statusHeight: Double?
    /// Too short for the status bar: the message's title on one line instead (never nothing,
    /// so a hint still names its technique).
    let showsStatusLine: Bool
    let showsStats: Bool
    let showsLegend: Bool
    /// The third row of tools (fill notes, clear notes, shade box): kept after the status line,
    /// so a short panel still names a hint's technique; their keys and the menu stay.
    let showsMoreTools: Bool
    /// The height the shown parts take, at most the height planned for.
    let height: Double

    init(width: Double, height: Double, theme: Theme) {
        let unit = theme.sudokuScale
        let spacing = theme.spacing.medium
        let small = theme.spacing.small
        let tall = height >= SudokuMetrics.tallPanel * unit
        toolHeight = (tall ? 40 : 32) * unit
        submitHeight = (tall ? 46 : 36) * unit
        keyWidth = max(0, (width - 2 * small) / 3)
        let smallestKey = min(SudokuMetrics.smallestKey * unit, keyWidth)
        // Two rows of tools, the game's row, then pause and submit; the third row of tools when
        // there is room for it beside the status line.
        let tools = 3 * toolHeight + submitHeight + 3 * small
        let required = tools + spacing + 3 * smallestKey + 2 * small
        var left = height - required
        let moreTools = toolHeight + small
        showsMoreTools = left >= moreTools + SudokuMetrics.compactStatus * unit + spacing
        if showsMoreTools { left -= moreTools }
        let status = min(SudokuMetrics.status * unit, left - spacing)
        statusHeight = status >= SudokuMetrics.shortestStatus * unit ? status : nil
        if let statusHeight { left -= statusHeight + spacing }
        let line = SudokuMetrics.compactStatus * unit
        showsStatusLine = statusHeight == nil && left >= line + spacing
        if showsStatusLine { left -= line + spacing }
        let stats = SudokuMetrics.stats * unit
        showsStats = left >= stats + spacing
        if showsStats { left -= stats + spacing }
        key = min(keyWidth, max(smallestKey, min(SudokuMetrics.largestKey * unit, smallestKey + max(0, left) / 3)))
        left -= 3 * (key - smallestKey)
        let legend = SudokuMetrics.legend * unit
        showsLegend = left >= legend + spacing
        var used = required + 3 * (key - smallestKey)
        if showsMoreTools { used += moreTools }
        if let statusHeight { used += statusHeight + spacing }
        if showsStatusLine { used += line + spacing }
        if showsStats { used += stats + spacing }
        if showsLegend { used += legend + spacing }
        self.height = used
    }
}

/// The landscape side panel as one part of the game screen. The screen measures its parts with
/// no height in mind, then gives the panel what it has beside the board; so the panel asks for
/// the height that shows everything and builds itself for the height it actually gets, dropping
/// the legend and the figures on a short window rather than spilling past the board.
struct SudokuSidePanel: View {
    let width: Double
    /// The height with every part shown and the keys at their largest.
    let ideal: Double
    let build: (Double) -> any View

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: proposal.width ?? width, height: max(0, min(ideal, proposal.height ?? ideal)))
    }

    func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        build(frame.height).render(in: frame, context: context, into: &builder)
    }
}
