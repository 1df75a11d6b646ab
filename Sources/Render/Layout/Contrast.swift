import FoundationEssentials
import Glibc

/// Legibility as WCAG 2 measures it, so tests can hold every screen to the same ratios the
/// player's eyes need: 4.5:1 for text, 3:1 for large text and marks.
extension Color {
    /// WCAG 2 relative luminance of the opaque colour (alpha ignored).
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2 contrast ratio, 1 (none) to 21 (black on white); order does not matter.
    public func contrastRatio(with other: Color) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This colour painted at `opacity` over an opaque `background`: what the eye receives.
    public func composited(over background: Color, opacity: Double = 1) -> Color {
        let a = max(0, min(1, alpha * opacity))
        return Color(
            red: red * a + background.red * (1 - a),
            green: green * a + background.green * (1 - a),
            blue: blue * a + background.blue * (1 - a))
    }
}

/// One text run of a display list and the colour it is read against.
public struct TextContrast: Sendable, CustomStringConvertible {
    public var text: String
    public var frame: Rect
    public var font: Font
    /// Drawn at reduced opacity: a disabled control's label. WCAG asks nothing of inactive
    /// controls; Tessera still keeps them at 3:1 so the player can see what is there.
    public var dimmed: Bool = false
    /// The text's colour as painted (composited over the background).
    public var foreground: Color
    public var background: Color

    public var ratio: Double { foreground.contrastRatio(with: background) }

    /// WCAG "large scale": 18 pt (24 px) and up, or 14 pt (about 18.7 px) bold.
    public var isLarge: Bool { font.size >= 24 || (font.weight == .bold && font.size >= 18.66) }

    /// The ratio this run needs: 4.5:1, or 3:1 when large or dimmed.
    public var required: Double { isLarge || dimmed ? 3 : 4.5 }

    public var isLegible: Bool { ratio >= required }

    /// The ratio this run needs on `theme`: its `minimumTextContrast` when the look sets one.
    public func required(in theme: Theme) -> Double { theme.minimumTextContrast ?? required }

    public func isLegible(in theme: Theme) -> Bool { ratio >= required(in: theme) }

    public var description: String {
        let shown = (ratio * 100).rounded() / 100
        return "\"\(text)\" \(foreground) on \(background): \(shown):1 (needs \(required):1)"
    }
}

extension DisplayList {
    /// The colour beneath item `index` at the centre of its frame: the fills painted before it
    /// that cover that point (a circle only inside its circle), composited in paint order over
    /// `base` (the window's clear colour). What a text run or a mark is read against.
    public func background(beneath index: Int, over base: Color) -> Color {
        let centre = items[index].paintedFrame.center
        var background = base
        for below in items[..<index] {
            guard case .fill(let shape, let fill) = below.command, below.opacity > 0,
                below.paintedFrame.contains(centre), below.clip?.contains(centre) ?? true
            else { continue }
            switch shape {
            case .line: continue
            case .circle:
                let frame = below.paintedFrame
                let radius = min(frame.width, frame.height) / 2
                let (dx, dy) = (centre.x - frame.center.x, centre.y - frame.center.y)
                if dx * dx + dy * dy > radius * radius { continue }
            default: break
            }
            background = fill.composited(over: background, opacity: below.opacity)
        }
        return background
    }

    /// Every visible text run with the colour beneath its centre (`background(beneath:over:)`).
    public func textContrasts(over base: Color) -> [TextContrast] {
        var result: [TextContrast] = []
        for (index, item) in items.enumerated() {
            guard case .text(let string, let font, let color) = item.command, item.opacity > 0, color.alpha > 0,
                !string.allSatisfy(\.isWhitespace)
            else { continue }
            let background = background(beneath: index, over: base)
            result.append(
                TextContrast(
                    text: string, frame: item.paintedFrame, font: font, dimmed: item.opacity < 1,
                    foreground: color.composited(over: background, opacity: item.opacity), background: background))
        }
        return result
    }
}
