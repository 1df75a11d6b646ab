import Game2048Engine
import GameCore
import GameKit
import Layout

/// Names of the items the animator follows from one frame to the next.
enum Game2048ViewKey: Hashable, Sendable {
    /// A tile of one game: ids restart at 0 in every game, so the game's number keeps a new game's
    /// tiles from sliding out of the old game's.
    case tile(generation: Int, id: Int)
    /// The "+N" of one scoring move (numbered, so each move's rise fades in afresh).
    case rise(Int)
    case winDialog
    case gameOverDialog
    /// The coach's arrow for one step (numbered, so a new hint fades in afresh).
    case hint(Int)
}

/// Seed 002's board: a rounded rectangle of the board's shape with a rounded empty cell per
/// square, sized from the board's own size (GeometryReader), and the tiles laid over it, each under its tile id so the
/// animator slides it from its old cell, grows a new one and pops a merged one.
struct Game2048BoardView {
    let board: Game2048Board
    let palette: Game2048Palette
    /// The merges of the move on show. The animator paints items that leave the display list beneath
    /// everything (the board included), so two tiles that merged would vanish as the slide starts.
    /// Instead they stay in the list, parked a little inset under the tile they made: they slide in
    /// like any tile, stay hidden once there, and an undo slides them back out.
    var merges: [Game2048Merge] = []
    var generation = 0
    /// False for the title-screen miniature: no identities, so nothing there animates.
    var animated = true
    /// The coach's hint for the board, with the step it belongs to: an arrow over the board's centre.
    var hint: (direction: Game2048Direction, serial: Int)?

    var view: any View {
        let (rows, columns) = (board.rows, board.columns)
        return RoundedRectangle(cornerRadius: Game2048Palette.boardRadius).fill(palette.board)
            .aspectRatio(Double(columns) / Double(rows))
            .overlay {
                GeometryReader { size in
                    content(Game2048BoardGeometry(width: size.width, height: size.height, rows: rows, columns: columns))
                }
            }
    }

    private func content(_ geometry: Game2048BoardGeometry) -> [any View] {
        var views: [any View] = []
        for row in 0..<board.rows {
            for col in 0..<board.columns {
                let frame = geometry.tileFrame(Game2048Cell(row: row, col: col))
                views.append(
                    RoundedRectangle(cornerRadius: Game2048Palette.cellRadius).fill(palette.cell)
                        .frame(width: frame.width, height: frame.height)
                        .offset(x: frame.minX, y: frame.minY))
            }
        }
        let side = geometry.tileSide
        let parkedInset = min(2, side / 4)
        for merge in merges where board.tile(id: merge.id) != nil {
            for source in merge.sourceIDs {
                let tile = Game2048TileView(value: merge.value / 2, side: side, palette: palette, inset: parkedInset)
                let key = Game2048ViewKey.tile(generation: generation, id: source)
                views.append(place(tile, key: key, transition: .scale, at: geometry.tileFrame(merge.cell)))
            }
        }
        let merged = Set(merges.map(\.id))
        for tile in board.tiles {
            let view = Game2048TileView(value: tile.value, side: side, palette: palette)
            let transition: Transition = merged.contains(tile.id) ? .pop : .scale
            let key = Game2048ViewKey.tile(generation: generation, id: tile.id)
            views.append(place(view, key: key, transition: transition, at: geometry.tileFrame(tile.cell)))
        }
        if let hint {
            let diameter = (min(geometry.width, geometry.height) * 0.34).rounded()
            let x = ((geometry.width - diameter) / 2).rounded()
            let y = ((geometry.height - diameter) / 2).rounded()
            let arrow = Game2048HintArrow(direction: hint.direction, diameter: diameter, palette: palette)
            let named = animated ? AnyView(arrow.id(Game2048ViewKey.hint(hint.serial), transition: .opacity)) : arrow
            views.append(named.offset(x: x, y: y))
        }
        return views
    }

    private func place(_ view: any View, key: Game2048ViewKey, transition: Transition, at frame: Rect) -> any View {
        let named = animated ? AnyView(view.id(key, transition: transition)) : AnyView(view)
        return named.offset(x: frame.minX, y: frame.minY)
    }
}

/// The coach's hint: a disc with an arrow pointing the way to slide, drawn with three strokes
/// (a shaft and the two sides of its head) so it needs no font's arrow glyph.
func Game2048HintArrow(direction: Game2048Direction, diameter: Double, palette: Game2048Palette) -> AnyView {
    // The arrow pointing right; the other directions mirror or transpose it.
    let right: [(UnitPoint, UnitPoint)] = [
        (UnitPoint(x: 0.26, y: 0.5), UnitPoint(x: 0.74, y: 0.5)),
        (UnitPoint(x: 0.74, y: 0.5), UnitPoint(x: 0.54, y: 0.3)),
        (UnitPoint(x: 0.74, y: 0.5), UnitPoint(x: 0.54, y: 0.7)),
    ]
    let turn = { (point: UnitPoint) -> UnitPoint in
        switch direction {
        case .right: point
        case .left: UnitPoint(x: 1 - point.x, y: point.y)
        case .down: UnitPoint(x: point.y, y: point.x)
        case .up: UnitPoint(x: point.y, y: 1 - point.x)
        }
    }
    let width = max(1, (diameter * 0.1).rounded())
    return AnyView(
        ZStack {
            Circle().fill(palette.hintDisc)
            for (from, to) in right {
                Line(from: turn(from), to: turn(to)).stroke(palette.hintArrow, lineWidth: width)
            }
        }
        .frame(width: diameter, height: diameter))
}
