import GameCore
import GameKit
import Layout
import TicTacToeEngine

/// The board: a rounded frame of n×n cells, sized from the space it is given (inside
/// `aspectRatio(1)`), so 3×3 and 7×7 both fill it. Marks are shapes (X two strokes, O a ring)
/// that grow in when placed, the newest one marked; a won round gets its cells washed in the
/// winner's colour, the other marks dimmed, and a thick stroke from the first winning cell to
/// the last.
///
/// Four in a row's board is 7 × 6 and its marks are discs. The cursor is a column, and a mark
/// falls: every column carries its next disc, invisible, above its top cell, under the identity
/// the disc will have once dropped, so the animator moves it from there to its cell (fading in
/// as it falls) and draws it in place once settled.
struct TicTacToeBoardView {
    var state: TicTacToeState
    var hint: TicTacToeCell?
    var cursor: TicTacToeCell?
    /// False for the title screen's miniature: no tap regions and no animation identities.
    var interactive = true
    let theme: Theme

    private var palette: TicTacToePalette { TicTacToePalette(theme: theme) }
    private var size: Int { state.params.size }
    private var rows: Int { state.params.rows }
    private var gravity: Bool { state.params.gravity }

    var view: any View {
        GeometryReader { proposed in
            let metrics = TicTacToeBoardMetrics(
                width: proposed.width, height: proposed.height, columns: size, rows: rows)
            RoundedRectangle(cornerRadius: min(metrics.width, metrics.height) * 0.04)
                .fill(palette.board)
                .frame(width: metrics.width, height: metrics.height)
            if gravity, let cursor {
                RoundedRectangle(cornerRadius: metrics.cell * 0.2)
                    .stroke(palette.cursor, lineWidth: max(2, metrics.cell * 0.05))
                    .frame(width: metrics.cell + metrics.gap, height: metrics.height - metrics.inset)
                    .offset(x: metrics.origin(cursor.col) - metrics.gap / 2, y: metrics.inset / 2)
            }
            for row in 0..<rows {
                for col in 0..<size {
                    cellView(TicTacToeCell(row: row, col: col), metrics: metrics)
                        .offset(x: metrics.origin(col), y: metrics.origin(row))
                }
            }
            if gravity && interactive && !state.isOver {
                for col in 0..<size {
                    if let row = state.board.landingRow(inColumn: col) {
                        disc(state.toMove, cell: TicTacToeCell(row: row, col: col), side: metrics.cell)
                            .opacity(0)
                            .offset(x: metrics.origin(col), y: metrics.origin(0) - metrics.cell)
                    }
                }
            }
            if let winner = state.winner {
                winLine(winner, metrics: metrics)
            }
        }
        .aspectRatio(Double(size) / Double(rows))
    }

    /// A four-in-a-row disc, named by its column and its height in it, so the invisible disc
    /// waiting above a column and the one dropped into it are the same item to the animator.
    private func disc(_ player: TicTacToePlayer, cell: TicTacToeCell, side: Double) -> any View {
        let view = Circle().fill(palette.color(of: player)).padding(side * 0.1).frame(width: side, height: side)
        return interactive ? AnyView(view.id("disc-\(cell.col)-\(rows - cell.row)", transition: .identity)) : view
    }

    private func cellView(_ cell: TicTacToeCell, metrics: TicTacToeBoardMetrics) -> any View {
        let side = metrics.cell
        let mark = state.board[cell]
        let content = ZStack {
            if gravity {
                Circle().fill(cellColor(cell)).padding(side * 0.04)
            } else {
                RoundedRectangle(cornerRadius: side * 0.12).fill(cellColor(cell))
            }
            if let mark, gravity {
                disc(mark, cell: cell, side: side).opacity(
                    state.winner != nil && !state.winningLine.contains(cell) ? 0.4 : 1)
            } else if let mark {
                markView(mark, cell: cell, side: side)
                if isMarkedLast(cell) {
                    let dot = side * 0.11
                    Circle().fill(palette.color(of: mark))
                        .frame(width: dot, height: dot)
                        .offset(x: side * 0.37, y: -side * 0.37)
                }
            } else if hint == cell && gravity {
                Circle().fill(palette.color(of: state.toMove)).padding(side * 0.1).opacity(0.35)
            } else if hint == cell {
                TicTacToeMarkShape(player: state.toMove, side: side, color: palette.color(of: state.toMove)).view
                    .opacity(0.35)
            }
            if cursor == cell && !gravity {
                RoundedRectangle(cornerRadius: side * 0.14)
                    .stroke(palette.cursor, lineWidth: max(2, side * 0.05))
                    .padding(side * 0.035)
            }
        }
        .frame(width: side, height: side)
        return interactive ? AnyView(content.onTap(TicTacToeAction.cell(row: cell.row, col: cell.col))) : content
    }

    private func cellColor(_ cell: TicTacToeCell) -> Color {
        if let winner = state.winner, state.winningLine.contains(cell) { return palette.winningCell(winner) }
        if hint == cell { return palette.hintCell(state.toMove) }
        if isMarkedLast(cell), let mark = state.board[cell] { return palette.lastMoveCell(mark) }
        return palette.cell
    }

    /// The newest mark is marked (a wash and a dot in its colour), so a reply on a big board is
    /// easy to find; after a win the line says where the round ended, and the miniature stays plain.
    private func isMarkedLast(_ cell: TicTacToeCell) -> Bool {
        interactive && state.winner == nil && state.lastMove == cell
    }

    /// A placed mark; after a win the marks outside the line step back.
    private func markView(_ mark: TicTacToePlayer, cell: TicTacToeCell, side: Double) -> any View {
        let dimmed = state.winner != nil && !state.winningLine.contains(cell)
        var view: any View = TicTacToeMarkShape(player: mark, side: side, color: palette.color(of: mark)).view
            .opacity(dimmed ? 0.4 : 1)
        if interactive {
            view = view.id("mark-\(cell.row)-\(cell.col)-\(mark.symbol)", transition: .scale)
        }
        return view
    }

    /// The stroke through the winning run, reaching a little past its end cells, over a wider
    /// stroke in the cell colour so it stays readable where it crosses marks of its own colour.
    private func winLine(_ winner: TicTacToePlayer, metrics: TicTacToeBoardMetrics) -> any View {
        let cells = state.winningLine.sorted { ($0.row, $0.col) < ($1.row, $1.col) }
        guard let first = cells.first, let last = cells.last else { return EmptyView() }
        guard metrics.width > 0, metrics.height > 0 else { return EmptyView() }
        let (from, to) = metrics.strokeEnds(from: first, to: last, overshoot: metrics.cell * 0.38)
        let width = max(3, metrics.cell * 0.12)
        let line = ZStack {
            Line(from: from, to: to).stroke(palette.cell.opacity(0.85), lineWidth: width + max(2, metrics.cell * 0.07))
            Line(from: from, to: to).stroke(palette.color(of: winner), lineWidth: width)
        }
        .frame(width: metrics.width, height: metrics.height)
        return interactive ? AnyView(line.id("win-line", transition: .opacity)) : line
    }
}

/// X as two crossing strokes and O as a ring, inset in a cell of `side` points.
struct TicTacToeMarkShape {
    let player: TicTacToePlayer
    let side: Double
    let color: Color

    var view: any View {
        let width = max(2, side * 0.1)
        let content: any View =
            switch player {
            case .x:
                ZStack {
                    Line(from: UnitPoint(x: 0.25, y: 0.25), to: UnitPoint(x: 0.75, y: 0.75))
                        .stroke(color, lineWidth: width)
                    Line(from: UnitPoint(x: 0.75, y: 0.25), to: UnitPoint(x: 0.25, y: 0.75))
                        .stroke(color, lineWidth: width)
                }
            case .o:
                Circle().stroke(color, lineWidth: width).padding(side * 0.23)
            }
        return content.frame(width: side, height: side)
    }
}

/// Where the cells sit in a board of `columns` × `rows` fitted into the space offered: a frame,
/// then equal square cells with gaps that shrink as the board grows so 7×7 cells stay large.
struct TicTacToeBoardMetrics {
    let width: Double
    let height: Double
    let gap: Double
    let inset: Double
    let cell: Double

    init(width: Double, height: Double, columns: Int, rows: Int) {
        let finite = { (value: Double) in max(0, value.isFinite ? value : 0) }
        let across = Double(max(1, columns))
        let down = Double(max(1, rows))
        // The width the board may take with its cells square, given both sides.
        let side = min(finite(width), finite(height) * across / down)
        self.width = side
        gap = side * 0.075 / across
        inset = gap * 1.3
        cell = max(0, (side - 2 * inset - gap * (across - 1)) / across)
        self.height = 2 * inset + cell * down + gap * (down - 1)
    }

    /// The leading (or top) edge of column (or row) `index`.
    func origin(_ index: Int) -> Double {
        inset + Double(index) * (cell + gap)
    }

    func centre(_ cell: TicTacToeCell) -> Point {
        Point(x: origin(cell.col) + self.cell / 2, y: origin(cell.row) + self.cell / 2)
    }

    /// The ends of a stroke from the centre of `first` to the centre of `last`, each pushed
    /// `overshoot` points outwards, as unit points of the board.
    func strokeEnds(from first: TicTacToeCell, to last: TicTacToeCell, overshoot: Double) -> (UnitPoint, UnitPoint) {
        let a = centre(first)
        let b = centre(last)
        let length = max(0.001, ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot())
        let dx = (b.x - a.x) / length * overshoot
        let dy = (b.y - a.y) / length * overshoot
        return (
            UnitPoint(x: (a.x - dx) / width, y: (a.y - dy) / height),
            UnitPoint(x: (b.x + dx) / width, y: (b.y + dy) / height)
        )
    }
}
