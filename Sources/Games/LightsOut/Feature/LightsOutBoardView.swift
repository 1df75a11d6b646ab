import GameCore
import GameKit
import Layout
import LightsOutEngine
import Synchronization

/// The board: a rounded well holding n×n bulbs, every size taken from the space the board is
/// given (inside `aspectRatio(1)`), so 3×3 and 10×10 boards both fill it. Markers sit on top
/// of the bulbs: the hint as a ring, the solution as dots, the keyboard cursor as a rounded
/// square around the cell. A variant's board draws its rules: three-state lights red with one
/// pip or green with two, a wrap-around board tabs on its edges where rows and columns run on,
/// and the outline of a press's reach follows the board's pattern.
struct LightsOutBoardView {
    var board: LightsOutBoard
    /// Three-state lights (0 off, 1 red, 2 green), or nil for two-state ones.
    var shades: LightsOutTernaryBoard?
    /// Which lights a press toggles; nil for the classic cross.
    var pattern: LightsOutPattern?
    var hint: LightsOutCell?
    /// The presses of a shortest solution (a cell to press twice listed twice).
    var solution: [LightsOutCell] = []
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
        /// 0 off, 1 lit (red for three-state lights), 2 green.
        let shade: Int
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
            let pattern = self.pattern ?? .shared(size: board.size, topology: .classic)
            let keys = interactive ? CellKeys.forPattern(pattern) : nil
            // The lights a press under the keyboard cursor would toggle, outlined as hover does.
            let reach = cursor.map { pattern.toggled(row: $0.row, col: $0.col) }
            let presses = solutionCounts
            wellView(side: side, palette: palette)
            if pattern.topology == .wrap { wrapTabs(side: side, inset: inset, palette: palette) }
            if let celebrated, interactive { celebration(level: celebrated, side: side, palette: palette) }
            CanvasGrid(columns: board.size, rows: board.size) { context, place in
                drawCell(
                    LightsOutCell(row: place.row, col: place.column), side: place.size.width, palette: palette,
                    keys: keys, reach: reach, presses: presses, into: &context)
            }
            .frame(width: side - 2 * inset, height: side - 2 * inset)
            .offset(x: inset, y: inset)
        }
        .aspectRatio(1)
    }

    /// How often the solution presses each cell, row-major (empty with no solution shown).
    private var solutionCounts: [Int] {
        var counts = [Int](repeating: 0, count: solution.isEmpty ? 0 : board.cellCount)
        for cell in solution { counts[cell.row * board.size + cell.col] += 1 }
        return counts
    }

    /// Every cell's identities (each state) and tap action for one board and its pattern, made
    /// once while the board is shown: making an `AnyHashable` casts dynamically and looks up
    /// generic metadata, which on a 20×20 board, 800 times a frame, was a third of the board's
    /// layout. Immutable arrays of `Sendable` values.
    final class CellKeys: @unchecked Sendable {
        /// Indexed by phase (0, 1) times three plus the light's state (0 off, 1, 2), then by cell.
        let bulbs: [[AnyHashable]]
        let taps: [AnyHashable]
        /// For each cell, the tap actions of the lights a press there toggles (itself included),
        /// outlined while the pointer is over it.
        let toggled: [[AnyHashable]]

        private init(pattern: LightsOutPattern) {
            let size = pattern.size
            let cells = (0..<size * size).map { (row: $0 / size, col: $0 % size) }
            bulbs = [false, true].flatMap { phase in
                (0..<3).map { shade in
                    cells.map { AnyHashable(BulbKey(row: $0.row, col: $0.col, shade: shade, phase: phase)) }
                }
            }
            let taps = cells.map { AnyHashable(LightsOutAction.light(row: $0.row, col: $0.col)) }
            self.taps = taps
            toggled = cells.map { cell in
                pattern.toggled(row: cell.row, col: cell.col).litCells.map { taps[$0.row * size + $0.col] }
            }
        }

        /// Found by size and topology: hashing a 20×20 pattern's 400 boards every frame would cost
        /// what these keys save.
        private struct Key: Hashable {
            let size: Int
            let topology: LightsOutTopology
        }

        /// How many boards' keys are kept: the board on screen and the one it replaces while the
        /// next level comes in. A 20×20 board's keys hold some 3,000 boxed identities (about
        /// 300 KB), and a session climbing the ladder meets every size in each topology, so
        /// keeping them all grew by megabytes over a long session.
        static let keptCount = 2

        /// The keys made last, the newest at the end.
        private static let recent = Mutex<[(key: Key, keys: CellKeys)]>([])

        /// The keys of `pattern`'s board: the ones kept when it was shown lately, else made
        /// afresh, letting go of the least recently shown beyond `keptCount`.
        static func forPattern(_ pattern: LightsOutPattern) -> CellKeys {
            recent.withLock { recent in
                let key = Key(size: pattern.size, topology: pattern.topology)
                if let last = recent.last, last.key == key { return last.keys }
                if let index = recent.firstIndex(where: { $0.key == key }) {
                    let found = recent.remove(at: index)
                    recent.append(found)
                    return found.keys
                }
                let keys = CellKeys(pattern: pattern)
                recent.append((key, keys))
                if recent.count > keptCount { recent.removeFirst(recent.count - keptCount) }
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

    /// A wrap-around board's cue: a tab on each edge of the well at every row and column, where
    /// the row or column runs on to the far side.
    private func wrapTabs(side: Double, inset: Double, palette: LightsOutPalette) -> any View {
        let count = board.size
        return Canvas { context, _ in
            let cell = (side - 2 * inset) / Double(count)
            let long = cell * 0.4
            let thick = max(2, inset * 0.45)
            for index in 0..<count {
                let along = inset + (Double(index) + 0.5) * cell - long / 2
                for frame in [
                    Rect(x: along, y: (inset - thick) / 2, width: long, height: thick),
                    Rect(x: along, y: side - (inset + thick) / 2, width: long, height: thick),
                    Rect(x: (inset - thick) / 2, y: along, width: thick, height: long),
                    Rect(x: side - (inset + thick) / 2, y: along, width: thick, height: long),
                ] {
                    context.fill(.roundedRectangle(cornerRadius: thick / 2), in: frame, with: palette.cursor)
                }
            }
        }
        .frame(width: side, height: side)
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
        presses: [Int], into context: inout GraphicsContext
    ) {
        let index = cell.row * board.size + cell.col
        let shade = shades.map { Int($0[cell.row, cell.col]) } ?? (board[cell.row, cell.col] ? 1 : 0)
        let bulbInset = side * 0.13
        if let keys {
            let phase = self.phase ? 3 : 0
            context.identified(keys.bulbs[phase + shade][index], transition: .opacity) {
                drawBulb(shade: shade, side: side, inset: bulbInset, palette: palette, into: &$0)
            }
            context.onTap(keys.taps[index], linked: keys.toggled[index], color: palette.cursor)
        } else {
            drawBulb(shade: shade, side: side, inset: bulbInset, palette: palette, into: &context)
        }
        let count = presses.isEmpty ? 0 : presses[index]
        if count > 0 {
            // One dot, or two side by side for a three-state light pressed twice.
            let dot = side * (count > 1 ? 0.2 : 0.24)
            for offset in count > 1 ? [-0.6, 0.6] : [0.0] {
                let frame = Rect(x: (side - dot) / 2 + offset * dot, y: (side - dot) / 2, width: dot, height: dot)
                context.fill(.circle, in: frame, with: palette.marker)
                context.stroke(.circle, in: frame, with: palette.markerEdge, lineWidth: max(1, side * 0.025))
            }
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
    /// bulb rather than a disc; both states have a small shine at the upper left. A three-state
    /// light is red with one dark pip low in the bulb, or green with two, so the two lit states
    /// differ in more than colour.
    private func drawBulb(
        shade: Int, side: Double, inset: Double, palette: LightsOutPalette, into context: inout GraphicsContext
    ) {
        let bulb = Rect(x: inset, y: inset, width: max(0, side - 2 * inset), height: max(0, side - 2 * inset))
        let lit = shade != 0
        if lit {
            let colours =
                shades == nil
                ? (palette.litGlow, palette.lit, palette.litCore)
                : shade == 1 ? palette.red : palette.green
            context.glow(.circle, in: bulb, with: colours.0, radius: max(2, side * 0.14))
            context.fill(.circle, in: bulb, with: colours.1)
            let core = side * 0.1
            context.fill(
                .circle,
                in: Rect(
                    x: bulb.minX + core, y: bulb.minY + core, width: max(0, bulb.width - 2 * core),
                    height: max(0, bulb.height - 2 * core)),
                with: colours.2)
            if shades != nil {
                let pip = side * 0.1
                for offset in shade == 1 ? [0.0] : [-0.8, 0.8] {
                    context.fill(
                        .circle,
                        in: Rect(x: (side - pip) / 2 + offset * pip, y: side * 0.7 - pip / 2, width: pip, height: pip),
                        with: palette.pip)
                }
            }
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
