import Game2048Engine
import GameCore
import GameKit
import Layout

/// One numbered tile: a rounded square in its value's colour with the number centred on it,
/// written with `String(value)` so 16384 never gains a thousands separator.
/// `inset` shrinks only the square (the number keeps its font), for tiles parked under another.
func Game2048TileView(value: Int, side: Double, palette: Game2048Palette, inset: Double = 0) -> any View {
    ZStack {
        RoundedRectangle(cornerRadius: Game2048Palette.cellRadius).fill(palette.tileColor(value)).padding(inset)
        Text(
            String(value), font: .system(Game2048Palette.fontSize(for: value, side: side), weight: .bold),
            color: palette.textColor(value))
    }
    .frame(width: side, height: side)
}
