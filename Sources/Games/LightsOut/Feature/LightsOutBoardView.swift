import GameCore
import GameKit
import Layout
import LightsOutEngine
import Synchronization

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
    /// The level just solved when a win moved on by itself: the well flares once while the
    /// next level's lights come up (seen only while that change animates).
    var celebrated: Int?
    /// Which of two sets of identities the bulbs carry: the level's parity, so every bulb of
    /// the next level is new and the board changes whole, while presses on one level
    /// cross-fade only the lights they toggle.
    var phase = false
    let theme: Theme

    /// Identity of one bulb in one state, so a toggled light cross-fades from on to off.
    struct BulbKey: Hashable {
        let row: Int
        let col: Int
        let lit: Bool
        var phase = false
    }

    /// Identity of the flare a win that moves on draws over the well.
    struct CelebrationKey: Hashable {
        let level: Int
    }

    var view: any View {
        GeometryReader { size in
            let side = min(size.width, size.height)
            let inset = side * 0.035
            // Worked out once for the whole board, not once per bulb.
            let palette = LightsOutPalette(theme: theme)
            let keys = interactive ? CellKeys.forSize(board.size) : nil
            // The lights a press under the keyboard cursor would toggle, outlined as hover does.
            let reach = cursor.map { LightsOutBoard(size: board.size).pressing(row: $0.row, col: $0.col) }
            wellView(side: side, palette: palette)
            if let celebrated, interactive { celebration(level: celebrated, side: side, palette: palette) }
            CanvasGrid(columns: board.size, rows: board.size) { context, place in
                drawCell(
                    LightsOutCell(row: place.row, col: place.column), side: place.size.width, palette: palette,
                    keys: keys, reach: reach, into: &context)
            }
            .frame(width: side - 2 * inset, height: side - 2 * inset)
            .offset(x: inset, y: inset)
        }
        .aspectRatio(1)
    }

    /// Every cell's identities (lit and unlit) and tap action for one board size, made once per
    /// process: making an `AnyHashable` casts dynamically and looks up generic metadata, which on
    /// a 20×20 board, 800 times a frame, was a third of the board's layout. Immutable arrays of
    /// `Sendable` values.
    final class CellKeys: @unchecked Sendable {
        /// Indexed by phase (0, 1), then by cell.
        let unlit: [[AnyHashable]]
        let lit: [[AnyHashable]]
        let taps: [AnyHashable]
        /// For each cell, the tap actions of the lights a press there toggles (itself included),
        /// outlined while the pointer is over it.
        let toggled: [[AnyHashable]]

        private init(size: Int) {
            let cells = (0..<size * size).map { (row: $0 / size, col: $0 % size) }
            unlit = [false, true].map { phase in
                cells.map { AnyHashable(BulbKey(row: $0.row, col: $0.col, lit: false, phase: phase)) }
            }
            lit = [false, true].map { phase in
                cells.map { AnyHashable(BulbKey(row: $0.row, col: $0.col, lit: true, phase: phase)) }
            }
            let taps = cells.map { AnyHashable(LightsOutAction.light(row: $0.row, col: $0.col)) }
            self.taps = taps
            let dark = LightsOutBoard(size: size)
            toggled = cells.map { cell in
                dark.pressing(row: cell.row, col: cell.col).litCells.map { taps[$0.row * size + $0.col] }
            }
        }

        private static let made = Mutex<[Int: CellKeys]>([:])

        static func forSize(_ size: Int) -> CellKeys {
            made.withLock { made in
                if let keys = made[size] { return keys }
                let keys = CellKeys(size: size)
                made[size] = keys
                return keys
            }
        }
    }

    /// A ring of light around the well, drawn invisible: `.flash` lights it up and puts it out
    /// while the next level comes in, and the settled frame shows nothing of it.
    private func celebration(level: Int, side: Double, palette: LightsOutPalette) -> any View {
        Canvas { context, size in
            let inset = side * 0.02
            let frame = Rect(x: inset, y: inset, width: size.width - 2 * inset, height: size.height - 2 * inset)
            context.glow(
                .roundedRectangle(cornerRadius: side * 0.045), in: frame, with: palette.litGlow, radius: side * 0.05)
            context.stroke(
                .roundedRectangle(cornerRadius: side * 0.045), in: frame, with: palette.lit,
                lineWidth: max(2, side * 0.012))
        }
        .frame(width: side, height: side)
        .opacity(0)
        .id(CelebrationKey(level: level), transition: .flash)
    }

    private func wellView(side: Double, palette: LightsOutPalette) -> any View {
        RoundedRectangle(cornerRadius: side * 0.045)
            .fill(palette.well)
            .stroke(palette.wellRim, lineWidth: max(1, side * 0.004))
            .frame(width: side, height: side)
    }

    /// One cell: its bulb (named by its state, so a toggled light cross-fades from on to off), then
    /// the markers over it. The board is one `CanvasGrid`: 400 bulbs are drawn every frame, and a
    /// view with an identity and a tap region per bulb cost more to lay out than to paint.
    private func drawCell(
        _ cell: LightsOutCell, side: Double, palette: LightsOutPalette, keys: CellKeys?, reach: LightsOutBoard?,
        into context: inout GraphicsContext
    ) {
        let lit = board[cell.row, cell.col]
        let bulbInset = side * 0.13
        if let keys {
            let index = cell.row * board.size + cell.col
            let phase = self.phase ? 1 : 0
            context.identified(lit ? keys.lit[phase][index] : keys.unlit[phase][index], transition: .opacity) {
                drawBulb(lit: lit, side: side, inset: bulbInset, palette: palette, into: &$0)
            }
            context.onTap(keys.taps[index], linked: keys.toggled[index], color: palette.cursor)
        } else {
            drawBulb(lit: lit, side: side, inset: bulbInset, palette: palette, into: &context)
        }
        if solution.contains(cell) {
            let dot = side * 0.24
            let frame = Rect(x: (side - dot) / 2, y: (side - dot) / 2, width: dot, height: dot)
            context.fill(.circle, in: frame, with: palette.marker)
            context.stroke(.circle, in: frame, with: palette.markerEdge, lineWidth: max(1, side * 0.025))
        }
        if hint == cell {
            let ring = bulbInset * 0.45
            context.stroke(
                .circle, in: Rect(x: ring, y: ring, width: side - 2 * ring, height: side - 2 * ring),
                with: palette.marker, lineWidth: max(2, side * 0.065))
        }
        if cursor != cell, let reach, reach[cell.row, cell.col] {
            let inset = side * 0.05
            context.stroke(
                .roundedRectangle(cornerRadius: side * 0.18),
                in: Rect(x: inset, y: inset, width: side - 2 * inset, height: side - 2 * inset), with: palette.cursor,
                lineWidth: max(1.5, side * 0.02))
        }
        if cursor == cell {
            let gap = side * 0.03
            context.stroke(
                .roundedRectangle(cornerRadius: side * 0.16),
                in: Rect(x: gap, y: gap, width: side - 2 * gap, height: side - 2 * gap), with: palette.cursor,
                lineWidth: max(2, side * 0.04))
        }
    }

    /// One bulb. Seed 004's lit light (yellow with a yellow shadow) has a warm core so it reads as a
    /// bulb rather than a disc; both states have a small shine at the upper left.
    private func drawBulb(
        lit: Bool, side: Double, inset: Double, palette: LightsOutPalette, into context: inout GraphicsContext
    ) {
        let bulb = Rect(x: inset, y: inset, width: max(0, side - 2 * inset), height: max(0, side - 2 * inset))
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
            if let rim = palette.litRim {
                context.stroke(.circle, in: bulb, with: rim, lineWidth: max(1, side * 0.02))
            }
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
