import GameCore
import GameKit
import Layout
import TicTacToeEngine

/// The board: a rounded frame of n×n cells, sized from the space it is given (inside
/// `aspectRatio(1)`), so 3×3 and 7×7 both fill it. Marks are shapes (X two strokes, O a ring)
/// that grow in when placed, the newest one marked; a won round gets its cells washed in the
/// winner's colour, the other marks dimmed, and a thick stroke from the first winning cell to
/// the last.
struct TicTacToeBoardView {
    var state: TicTacToeState
    var hint: TicTacToeCell?
    var cursor: TicTacToeCell?
    /// False for the title screen's miniature: no tap regions and no animation identities.
    var interactive = true
    let theme: Theme

    private var palette: TicTacToePalette { TicTacToePalette(theme: theme) }
    private var size: Int { state.params.size }

    var view: any View {
        GeometryReader { proposed in
            let metrics = TicTacToeBoardMetrics(side: min(proposed.width, proposed.height), size: size)
            RoundedRectangle(cornerRadius: metrics.side * 0.04)
                .fill(palette.board)
                .frame(width: metrics.side, height: metrics.side)
            for row in 0..<size {
                for col in 0..<size {
                    cellView(TicTacToeCell(row: row, col: col), metrics: metrics)
                        .offset(x: metrics.origin(col), y: metrics.origin(row))
                }
            }
            if let winner = state.winner {
                winLine(winner, metrics: metrics)
            }
        }
        .aspectRatio(1)
    }

    private func cellView(_ cell: TicTacToeCell, metrics: TicTacToeBoardMetrics) -> any View {
        let side = metrics.cell
        let mark = state.board[cell]
        let content = ZStack {
            RoundedRectangle(cornerRadius: side * 0.12).fill(cellColor(cell))
            if let mark {
                markView(mark, cell: cell, side: side)
                if isMarkedLast(cell) {
                    let dot = side * 0.11
                    Circle().fill(palette.color(of: mark))
                        .frame(width: dot, height: dot)
                        .offset(x: side * 0.37, y: -side * 0.37)
                }
            } else if hint == cell {
                TicTacToeMarkShape(player: state.toMove, side: side, color: palette.color(of: state.toMove)).view
                    .opacity(0.35)
            }
            if cursor == cell {
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
        guard let first = cells.first, let last = cells.last, metrics.side > 0 else { return EmptyView() }
        let (from, to) = metrics.strokeEnds(from: first, to: last, overshoot: metrics.cell * 0.38)
        let width = max(3, metrics.cell * 0.12)
        let line = ZStack {
            Line(from: from, to: to).stroke(palette.cell.opacity(0.85), lineWidth: width + max(2, metrics.cell * 0.07))
            Line(from: from, to: to).stroke(palette.color(of: winner), lineWidth: width)
        }
        .frame(width: metrics.side, height: metrics.side)
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

/// Where the cells sit in a board `side` points wide: a frame, then equal cells with gaps that
/// shrink as the board grows so 7×7 cells stay large.
struct TicTacToeBoardMetrics {
    let side: Double
    let gap: Double
    let inset: Double
    let cell: Double

    init(side: Double, size: Int) {
        let side = max(0, side.isFinite ? side : 0)
        let count = Double(max(1, size))
        self.side = side
        gap = side * 0.075 / count
        inset = gap * 1.3
        cell = max(0, (side - 2 * inset - gap * (count - 1)) / count)
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
            UnitPoint(x: (a.x - dx) / side, y: (a.y - dy) / side),
            UnitPoint(x: (b.x + dx) / side, y: (b.y + dy) / side)
        )
    }
}
