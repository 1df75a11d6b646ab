import Game2048Engine
import GameCore
import GameKit
import Layout

/// The original 2048's score box: a small caption over a big figure, on the board's colour.
/// Its width is fixed so the "+N" of a scoring move can sit exactly under it and the row does not
/// shift as the score grows (a long score shrinks its font instead, down to the body floor).
func Game2048ScoreBox(_ label: String, _ value: Int, width: Double, palette: Game2048Palette) -> any View {
    let theme = palette.theme
    // A score too long for the box at the body floor (nine digits and more, far past any real
    // game) widens its box rather than be cut: DejaVu Sans Bold's digits are 0.7 em wide.
    let digits = Double(String(value).count)
    let width = max(width, digits * 0.72 * theme.fontSize.floor + 2 * theme.spacing.small)
    return VStack(spacing: 0) {
        Text(label.uppercased(), font: .system(theme.fontSize.caption - 1, weight: .bold), color: palette.scoreLabel)
            .role(.caption)
        // A fixed line height: a long score shrinks its font without shrinking the box.
        Text(String(value), font: .system(theme.fontSize.headline, weight: .bold), color: palette.scoreValue)
            .minimumScaleFactor(0.2)
            .frame(height: (theme.fontSize.headline * 1.25).rounded())
    }
    .padding(horizontal: theme.spacing.small, vertical: theme.spacing.tiny + 2)
    .frame(width: width)
    .background(palette.scoreBox, cornerRadius: Game2048Palette.boardRadius)
}

/// The "+N" a scoring move adds under the score box. Each move's rise has its own identity, so it
/// fades in once the tiles have landed and the previous one fades out as the next move starts.
func Game2048Rise(points: Int?, serial: Int, width: Double, palette: Game2048Palette) -> any View {
    guard let points else { return EmptyView().frame(width: width, height: Game2048Metrics.riseHeight) }
    return Text("+\(points)", font: .system(palette.theme.fontSize.caption, weight: .bold), color: palette.rise)
        .id(Game2048ViewKey.rise(serial), transition: .opacity)
        .frame(width: width, height: Game2048Metrics.riseHeight)
}
