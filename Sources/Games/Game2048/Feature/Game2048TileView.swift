import Game2048Engine
import GameCore
import GameKit
import Layout

/// One numbered tile: a rounded square in its value's colour with the number centred on it.
/// `inset` shrinks only the square (the number keeps its font), for tiles parked under another.
func Game2048TileView(value: Int, side: Double, palette: Game2048Palette, inset: Double = 0) -> any View {
    ZStack {
        RoundedRectangle(cornerRadius: Game2048Palette.cellRadius).fill(palette.tileColor(value)).padding(inset)
        Game2048TileNumber(value: value, side: side, color: palette.textColor(value))
    }
    .frame(width: side, height: side)
}

/// A tile's number, never smaller than the type floor where the tile has room for legible text.
/// It is a mark (`TextRole.mark`): sized by the board, held to the mark floor by its minimum size.
///
/// The number is written in full (`String(value)`, so 16384 never gains a thousands separator)
/// while it fits on the tile at or above the floor. A longer one is written as the power of two
/// it is, "2" with a raised exponent (2⁵⁰ for 1125899906842624): exact, one glyph plus two
/// digits however large the tile, and read the way the game is played, each merge adding one to
/// the exponent. A shortened decimal ("1.1P") was rejected: 2⁴⁰ and 2⁵⁰ would both read "1.1",
/// and from 2²¹ on every tile has the same deep blue, so the label is all that tells them apart.
/// The rule is the same for every tile of a board (its tiles share one size), so the full
/// numbers are always the smaller ones. A tile too small for either form at the floor (the
/// title screen's miniature) keeps the full number, as decoration.
struct Game2048TileNumber: View {
    let value: Int
    let side: Double
    let color: Color
    var floor = Theme.light.fontSize.floor

    /// How the number is written on a tile of `side` with the fonts `measurer` measures.
    enum Form: Equatable {
        case decimal(Font)
        case power(base: Font, exponent: String, exponentFont: Font)
    }

    func form(_ measurer: any TextMeasurer) -> Form {
        let decimal = Font.system(Game2048Palette.fontSize(for: value, side: side), weight: .bold)
        guard decimal.size < floor, value > 1 else { return .decimal(decimal) }
        let exponent = String(value.trailingZeroBitCount)
        // The exponent is set at 0.6 of the base, but never under the floor; the pair keeps a
        // tenth of the tile clear on each side.
        let room = side * 0.8
        var base = side * 0.42
        for _ in 0..<3 {
            let exponentSize = max(floor, base * 0.6)
            let width =
                measurer.size(of: "2", font: .system(base, weight: .bold)).width
                + measurer.size(of: exponent, font: .system(exponentSize, weight: .bold)).width
            guard width > room else { break }
            base *= room / width
        }
        let exponentSize = max(floor, base * 0.6)
        guard base >= floor else { return .decimal(decimal) }
        return .power(
            base: .system(base, weight: .bold), exponent: exponent, exponentFont: .system(exponentSize, weight: .bold))
    }

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: side, height: side)
    }

    func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        switch form(context.measurer) {
        case .decimal(let font):
            Text(String(value), font: font, color: color).role(.mark).render(
                in: frame, context: context, into: &builder)
        case .power(let base, let exponent, let exponentFont):
            let two = context.measurer.size(of: "2", font: base)
            let raised = context.measurer.size(of: exponent, font: exponentFont)
            let left = frame.midX - (two.width + raised.width) / 2
            // The base sits a little below the centre and the exponent's middle level with the
            // top of the base's digit, so the pair as a whole is centred on the tile.
            let baseFrame = Rect(
                x: left, y: frame.midY - two.height / 2 + base.size * 0.12, width: two.width, height: two.height)
            let exponentFrame = Rect(
                x: left + two.width, y: baseFrame.midY - base.size * 0.36 - raised.height / 2, width: raised.width,
                height: raised.height)
            builder.addText("2", font: base, color: color, role: .mark, frame: baseFrame)
            builder.addText(exponent, font: exponentFont, color: color, role: .mark, frame: exponentFrame)
        }
    }
}
