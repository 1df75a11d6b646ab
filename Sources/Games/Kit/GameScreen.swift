import Layout
import Localization

/// How the game screen arranges itself for a window: the board beside a side panel when the
/// window is wide, the panel's parts above and below the board when it is tall, and only the
/// essentials when it is small. Every game gets the same rule, so switching games never moves
/// the chrome.
public enum ScreenShape: Equatable, Sendable {
    case landscape, portrait, compact

    public init(size: Size) {
        if size.width >= size.height * 1.15 && size.width >= 480 && size.height >= 240 {
            self = .landscape
        } else if size.width < 340 || size.height < 440 {
            self = .compact
        } else {
            self = .portrait
        }
    }
}

/// What a panel part is being built for: the shape of the screen, the width it will get, and the
/// theme at the screen's scale (type, spacing and radii grow with large windows).
public struct PanelContext {
    public let shape: ScreenShape
    public let width: Double
    /// The height under the header: the side panel's room in landscape, the whole column's
    /// (board included) otherwise. Parts that are nice to have can step aside when it is short.
    public let height: Double
    public let theme: Theme
    /// The whole window, for a dialog that sizes itself to it.
    public let window: Size
}

/// A line under the header saying how the game stands ("Your turn", "Solved in 1:32").
public struct GameStatus {
    public var text: String
    public var color: Color?

    public init(_ text: String, color: Color? = nil) {
        self.text = text
        self.color = color
    }
}

/// What a scene hands the game screen: the board, the panel's parts and the dialog. The scene
/// never places chrome; `GameScreen` decides where everything goes.
public struct GameScreenContent {
    public var title: String
    /// Longer forms of the header's title, longest first, each shown when the header has room
    /// for it whole (a daily puzzle's "<game>: daily puzzle of 2026-11-27"); `title` is the last.
    public var longTitles: [String] = []
    public var canUndo: Bool
    public var canRedo: Bool
    /// The board, laid out as large as the window allows in the shape `boardAspect` gives.
    public var board: any View
    /// The board's width over its height: 1 (square) for most boards, 1.5 for 2048's 4×6. The
    /// screen gives the board a frame of this shape, so a wide or tall board takes the room a
    /// square one would leave empty.
    public var boardAspect = 1.0
    /// Parts shown over the board in portrait, and at the top of the side panel in landscape.
    public var above: (PanelContext) -> [any View]
    /// Parts shown under the board in portrait, and under `above` in the side panel.
    public var below: (PanelContext) -> [any View]
    public var status: GameStatus?
    /// A page colour of the game's own, painted under everything (2048's beige page).
    public var background: Color?
    /// The game's own look, when it has one (2048's palette): the screen is drawn with it
    /// instead of the app's theme.
    public var theme: Theme?
    /// In a column, make the parts above and below exactly as wide as the board (2048's rows
    /// line up with its board) instead of the full width (a pad of buttons wants every point).
    public var partsMatchBoardWidth = false
    /// A dialog over the whole screen (usually the kit's `Dialog`, built with `context.theme`).
    public var dialog: ((PanelContext) -> any View)?
    /// What a player must reach with the pointer in any window: the header's menu lists them.
    /// Asked for only when the menu opens: a game names them with `tr`, a catalog lookup each,
    /// which every frame would otherwise pay for.
    public var listEssentials: () -> [EssentialAction] = { [] }

    /// The essentials, as the menu lists them.
    public var essentials: [EssentialAction] { listEssentials() }

    public init(
        title: String, canUndo: Bool, canRedo: Bool, board: any View, status: GameStatus? = nil,
        background: Color? = nil,
        above: @escaping (PanelContext) -> [any View] = { _ in [] },
        below: @escaping (PanelContext) -> [any View] = { _ in [] },
        dialog: ((PanelContext) -> any View)? = nil
    ) {
        self.title = title
        self.canUndo = canUndo
        self.canRedo = canRedo
        self.board = board
        self.status = status
        self.background = background
        self.above = above
        self.below = below
        self.dialog = dialog
    }
}

/// The frames the game screen gives its fixed parts for a window: the same in every game.
public struct GameScreenMetrics: Equatable {
    public let size: Size
    public let shape: ScreenShape
    /// Type, spacing and radii multiply by this: 1 up to 1280×800, growing to 1.75 on big windows.
    public let scale: Double
    public let margin: Double
    public let header: Rect
    public let home: Rect
    /// The "☰" menu: the game's essential actions and the keyboard shortcuts.
    public let menu: Rect
    public let undo: Rect
    public let redo: Rect
    /// What is left under the header for the board and the panel.
    public let body: Rect

    public init(size: Size) {
        let width = max(0, size.width.isFinite ? size.width : 0)
        let height = max(0, size.height.isFinite ? size.height : 0)
        self.size = Size(width: width, height: height)
        shape = ScreenShape(size: self.size)
        scale = min(1.75, max(1, min(width / 1280, height / 800)))
        // A very short window (a small one zoomed in) gives the board every point the chrome can
        // spare: a slimmer header, still a 30-point target.
        let short = shape == .compact && height < 300
        margin = ((shape == .compact ? (short ? 4 : 6) : 16) * scale).rounded()
        let headerHeight = ((shape == .compact ? (short ? 30 : 36) : 40) * scale).rounded()
        let inner = max(0, width - 2 * margin)
        // Home, menu, undo and redo keep their size; on a window too narrow for all four they
        // share it.
        let button = min(((width >= 600 ? 96 : 44) * scale).rounded(), inner / 4)
        let small = min((44 * scale).rounded(), inner / 4)
        let gap = inner >= 4 * small + 12 ? 4 * scale : 0
        header = Rect(x: margin, y: margin, width: inner, height: min(headerHeight, max(0, height - margin)))
        home = Rect(x: margin, y: margin, width: button, height: header.height)
        redo = Rect(x: margin + inner - small, y: margin, width: small, height: header.height)
        undo = Rect(x: redo.minX - small - gap, y: margin, width: small, height: header.height)
        menu = Rect(x: undo.minX - small - gap, y: margin, width: small, height: header.height)
        let top = header.maxY + (shape == .compact ? (short ? 2 : 4) : 12) * scale
        body = Rect(x: margin, y: top, width: inner, height: max(0, height - top - margin))
    }

    /// The theme for this window's scale.
    public func theme(_ base: Theme) -> Theme { base.scaled(by: scale) }
}

/// The one game screen: header (Home, title, undo, redo), the board and the side panel placed
/// for the window's shape, the status line, and the dialog on top. Every game's `body` is one.
public struct GameScreen: View {
    let content: GameScreenContent
    let theme: Theme
    /// The kit's sheet over everything (the menu, the shortcuts), when one is open.
    var sheet: (any View)?

    public init(_ content: GameScreenContent, theme: Theme) {
        self.content = content
        self.theme = theme
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let size = proposal.replacingUnspecified(with: Size(width: 1024, height: 720))
        return Size(width: size.width.isFinite ? size.width : 1024, height: size.height.isFinite ? size.height : 720)
    }

    public func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        var context = context
        context.stackAxis = nil
        let metrics = GameScreenMetrics(size: frame.size)
        let theme = metrics.theme(self.theme)
        let origin = frame.origin
        func place(_ view: any View, _ rect: Rect) {
            view.render(in: rect.offsetBy(dx: origin.x, dy: origin.y), context: context, into: &builder)
        }
        if let background = content.background {
            place(Rectangle().fill(background), Rect(origin: .zero, size: metrics.size))
        }
        header(metrics, theme: theme, context: context, place: place)
        switch metrics.shape {
        case .landscape: landscape(metrics, theme: theme, context: context, place: place)
        case .portrait, .compact: column(metrics, theme: theme, context: context, place: place)
        }
        if let dialog = content.dialog {
            place(
                dialog(
                    PanelContext(
                        shape: metrics.shape, width: metrics.body.width, height: metrics.body.height, theme: theme,
                        window: metrics.size)),
                Rect(origin: .zero, size: metrics.size))
        }
        if let sheet { place(sheet, Rect(origin: .zero, size: metrics.size)) }
    }

    private func header(
        _ metrics: GameScreenMetrics, theme: Theme, context: LayoutContext, place: (any View, Rect) -> Void
    ) {
        let fontSize = theme.fontSize.body
        // The word when the button has room for it whole (a long translation may not), else the
        // house alone.
        let labelled = Button(
            tr("⌂ Home"), action: ChromeAction.home, theme: theme, style: .subtle, fontSize: fontSize, minWidth: 0)
        let wide =
            metrics.home.width > metrics.undo.width
            && labelled.sizeThatFits(.unspecified, context: context).width <= metrics.home.width + 0.5
        place(
            wide
                ? labelled
                : Button("⌂", action: ChromeAction.home, theme: theme, style: .subtle, fontSize: fontSize, minWidth: 0),
            metrics.home)
        place(
            Button("☰", action: ChromeAction.menu, theme: theme, style: .subtle, fontSize: fontSize, minWidth: 0),
            metrics.menu)
        place(
            Button(
                "↶", action: ChromeAction.command(.undo), theme: theme, style: .subtle, enabled: content.canUndo,
                fontSize: fontSize, minWidth: 0),
            metrics.undo)
        place(
            Button(
                "↷", action: ChromeAction.command(.redo), theme: theme, style: .subtle, enabled: content.canRedo,
                fontSize: fontSize, minWidth: 0),
            metrics.redo)
        let titleRect = Rect(
            x: metrics.home.maxX + theme.spacing.small, y: metrics.header.minY,
            width: max(0, metrics.menu.minX - metrics.home.maxX - 2 * theme.spacing.small),
            height: metrics.header.height)
        let titleSize = metrics.shape == .landscape ? theme.fontSize.title : theme.fontSize.headline
        if titleRect.width >= 80 {
            func title(_ text: String) -> Text {
                Text(text, font: .system(titleSize, weight: .bold), color: theme.textPrimary)
            }
            let forms: [() -> any View] = content.longTitles.map { text in { title(text).lineLimit(1) } }
            let text: any View =
                forms.isEmpty
                ? title(content.title) : ViewThatFits(in: [.horizontal], forms: forms + [{ title(content.title) }])
            place(text.frame(maxWidth: .infinity, maxHeight: .infinity), titleRect)
        }
    }

    private func statusView(_ theme: Theme, large: Bool) -> (any View)? {
        guard let status = content.status, !status.text.isEmpty else { return nil }
        return Text(
            status.text, font: .system(large ? theme.fontSize.headline : theme.fontSize.body, weight: .bold),
            color: status.color ?? theme.textPrimary
        )
        .lineLimit(2)
    }

    /// The board on the left, as tall as the body allows; the panel to its right, top-aligned
    /// with it; the pair centred across the window.
    private func landscape(
        _ metrics: GameScreenMetrics, theme: Theme, context: LayoutContext, place: (any View, Rect) -> Void
    ) {
        let body = metrics.body
        let gap = theme.spacing.large + theme.spacing.small
        let panelWidth = min(440 * metrics.scale, max(260 * metrics.scale, body.width * 0.32))
        let aspect = content.boardAspect
        let side = max(0, min(body.height * aspect, body.width - panelWidth - gap))
        let left = body.minX + max(0, (body.width - side - gap - panelWidth) / 2)
        place(
            content.board.frame(width: side, height: side / aspect),
            Rect(x: left, y: body.minY, width: side, height: side / aspect))
        let panelContext = PanelContext(
            shape: .landscape, width: panelWidth, height: body.height, theme: theme, window: metrics.size)
        var parts: [any View] = []
        if let status = statusView(theme, large: true) { parts.append(status) }
        parts += content.above(panelContext) + content.below(panelContext)
        // Each part at its natural height, one under the other: a stack asked to fit a panel taller
        // than the window would squeeze its buttons instead.
        var y = body.minY
        let proposal = ProposedSize(width: panelWidth, height: nil)
        for part in parts {
            var height = part.sizeThatFits(proposal, context: context).height
            // A part taller than the room left is offered that room: one that adapts (fewer rows,
            // shorter labels) takes it.
            let room = max(0, body.maxY - y)
            if height > room {
                height = part.sizeThatFits(ProposedSize(width: panelWidth, height: room), context: context).height
            }
            guard height.isFinite else { continue }
            place(
                part.frame(width: panelWidth, height: height, alignment: .leading),
                Rect(x: left + side + gap, y: y, width: panelWidth, height: height))
            y += height + theme.spacing.medium
        }
    }

    /// One column: the status and `above`, the board, then `below`. The board takes what the
    /// parts leave; the parts take the body's width, or the board's when the content asks (they
    /// are then measured again at that width, until the two agree); the column is centred at the
    /// top of the body.
    private func column(
        _ metrics: GameScreenMetrics, theme: Theme, context: LayoutContext, place: (any View, Rect) -> Void
    ) {
        let body = metrics.body
        let spacing =
            metrics.shape == .compact
            ? (metrics.size.height < 300 ? theme.spacing.tiny : theme.spacing.tiny + 2) : theme.spacing.small + 2
        func parts(width: Double) -> (above: [any View], below: [any View], heights: [Double], side: Double) {
            let panelContext = PanelContext(
                shape: metrics.shape, width: width, height: body.height, theme: theme, window: metrics.size)
            var above: [any View] = []
            if let status = statusView(theme, large: false) { above.append(status) }
            above += content.above(panelContext)
            let below = content.below(panelContext)
            let proposal = ProposedSize(width: width, height: nil)
            let heights = (above + below).map { min(body.height, $0.sizeThatFits(proposal, context: context).height) }
            let chrome = heights.reduce(0, +) + Double(heights.count) * spacing
            return (above, below, heights, max(0, min(width, (body.height - chrome) * content.boardAspect)))
        }
        var layout = parts(width: body.width)
        var width = body.width
        // Parts measured at the board's width may take more rows (a row that fitted the window
        // wraps), leaving the board narrower again: measure again until they agree (a few rounds).
        for _ in 0..<4 where content.partsMatchBoardWidth && layout.side < width - 1 {
            let narrower = min(body.width, max(layout.side, min(body.width, 240 * metrics.scale)))
            guard narrower < width - 1 else { break }
            width = narrower
            layout = parts(width: width)
        }
        let left = body.minX + (body.width - width) / 2
        var y = body.minY
        var heights = layout.heights.makeIterator()
        for view in layout.above {
            let height = heights.next() ?? 0
            place(view.frame(width: width, height: height), Rect(x: left, y: y, width: width, height: height))
            y += height + spacing
        }
        let boardHeight = layout.side / content.boardAspect
        place(
            content.board.frame(width: layout.side, height: boardHeight),
            Rect(x: body.minX + (body.width - layout.side) / 2, y: y, width: layout.side, height: boardHeight))
        y += boardHeight + spacing
        for view in layout.below {
            let height = heights.next() ?? 0
            place(view.frame(width: width, height: height), Rect(x: left, y: y, width: width, height: height))
            y += height + spacing
        }
    }
}
