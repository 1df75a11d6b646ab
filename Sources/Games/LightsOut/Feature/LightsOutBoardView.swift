import GameCore
import GameKit
import Layout
import LightsOutEngine

/// The board: a rounded well holding n×n bulbs, every size taken from the space the board is
/// given (inside `aspectRatio(1)`), so 3×3 and 10×10 boards both fill it. Markers sit on top
/// of the bulbs: the hint as a ring, the solution as dots, the keyboard cursor as a rounded
/// square around the cell.
struct LightsOutBoardView {
    var board: LightsOutBoard
    var hint: LightsOutCell?
    var solution: Set<LightsOutCell> = []
    var cursor: LightsOutCell?
    /// False for the title screen's miniature: no tap regions and no animation identities.
    var interactive = true
    let theme: Theme

    /// Identity of one bulb in one state, so a toggled light cross-fades from on to off.
    struct BulbKey: Hashable {
        let row: Int
        let col: Int
        let lit: Bool
    }

    var view: any View {
        GeometryReader { size in
            let side = min(size.width, size.height)
            let inset = side * 0.035
            let cell = max(0, (side - 2 * inset) / Double(board.size))
            // Worked out once for the whole board, not once per bulb.
            let palette = LightsOutPalette(theme: theme)
            wellView(side: side, palette: palette)
            Grid(columns: board.size) {
                for row in 0..<board.size {
                    for col in 0..<board.size {
                        cellView(LightsOutCell(row: row, col: col), side: cell, palette: palette)
                    }
                }
            }
            .frame(width: side - 2 * inset, height: side - 2 * inset)
            .offset(x: inset, y: inset)
        }
        .aspectRatio(1)
    }

    private func wellView(side: Double, palette: LightsOutPalette) -> any View {
        RoundedRectangle(cornerRadius: side * 0.045)
            .fill(palette.well)
            .stroke(palette.wellRim, lineWidth: max(1, side * 0.004))
            .frame(width: side, height: side)
    }

    private func cellView(_ cell: LightsOutCell, side: Double, palette: LightsOutPalette) -> any View {
        let lit = board[cell.row, cell.col]
        let bulbInset = side * 0.13
        var bulb: any View = bulbView(lit: lit, side: side, inset: bulbInset, palette: palette)
        if interactive {
            bulb = bulb.id(BulbKey(row: cell.row, col: cell.col, lit: lit), transition: .opacity)
        }
        let content: any View
        if solution.contains(cell) || hint == cell || cursor == cell {
            content = ZStack {
                bulb
                if solution.contains(cell) {
                    Circle()
                        .fill(palette.marker)
                        .stroke(palette.markerEdge, lineWidth: max(1, side * 0.025))
                        .frame(width: side * 0.24, height: side * 0.24)
                }
                if hint == cell {
                    Circle().stroke(palette.marker, lineWidth: max(2, side * 0.065)).padding(bulbInset * 0.45)
                }
                if cursor == cell {
                    RoundedRectangle(cornerRadius: side * 0.16)
                        .stroke(palette.cursor, lineWidth: max(2, side * 0.04))
                        .padding(side * 0.03)
                }
            }
            .frame(width: side, height: side)
        } else {
            // The grid gives the canvas exactly the cell.
            content = bulb
        }
        return interactive ? content.onTap(LightsOutAction.light(row: cell.row, col: cell.col)) : content
    }

    /// One bulb, drawn as a single canvas: a board of 400 is drawn every frame, and a stack of
    /// styled, padded and offset circles per bulb cost more to lay out than to paint. Seed 004's
    /// lit light (yellow with a yellow shadow) has a warm core so it reads as a bulb rather than a
    /// disc; both states have a small shine at the upper left.
    private func bulbView(lit: Bool, side: Double, inset: Double, palette: LightsOutPalette) -> any View {
        Canvas { context, size in
            let bulb = Rect(
                x: inset, y: inset, width: max(0, size.width - 2 * inset), height: max(0, size.height - 2 * inset))
            if lit {
                context.glow(.circle, in: bulb, with: palette.litGlow, radius: max(2, side * 0.14))
                context.fill(.circle, in: bulb, with: palette.lit)
                let core = side * 0.1
                context.fill(
                    .circle,
                    in: Rect(
                        x: bulb.minX + core, y: bulb.minY + core, width: max(0, bulb.width - 2 * core),
                        height: max(0, bulb.height - 2 * core)),
                    with: palette.litCore)
            } else {
                context.fill(.circle, in: bulb, with: palette.unlit)
                context.stroke(.circle, in: bulb, with: palette.unlitRim, lineWidth: max(1, side * 0.02))
            }
            let shine = side * 0.17
            context.fill(
                .circle,
                in: Rect(
                    x: bulb.minX + (bulb.width - shine) / 2 - side * 0.13,
                    y: bulb.minY + (bulb.height - shine) / 2 - side * 0.13, width: shine, height: shine),
                with: lit ? palette.shine : palette.unlitShine)
        }
    }
}
