import GameCore
import GameKit
import Layout
import SudokuEngine

/// How a Sudoku button looks: a plain one, a switch that is on (notes mode, conflicts), or the
/// one that stands out (submit, the dialogs' main choice).
enum SudokuButtonStyle {
    case plain, on, primary
}

/// A button of exactly the size its row gives it (the shared `Button` sizes itself to its
/// label, and the pad and tool rows must line up); the label shrinks rather than overflow.
func SudokuButton(
    _ label: String, action: AnyHashable, theme: Theme, width: Double, height: Double,
    style: SudokuButtonStyle = .plain, enabled: Bool = true, fontSize: Double? = nil
) -> any View {
    let radius = theme.radius.medium + 3
    let background: Color
    let foreground: Color
    switch style {
    case .plain:
        background = theme.surfaceRaised
        foreground = theme.textPrimary
    case .on:
        // The label in the text colour (the accent on its own tint read at 2.6:1), on a tint
        // light enough in high contrast for white to keep 7:1; the accent ring says "on".
        background = theme.surfaceRaised.mixed(with: theme.accent, theme.name == .highContrast ? 0.2 : 0.3)
        foreground = theme.textPrimary
    case .primary where !enabled:
        // A disabled main choice steps back to a plain button: faded white on a faded accent
        // reads at barely 2:1.
        background = theme.surfaceRaised
        foreground = theme.textPrimary
    case .primary:
        // A shade under the accent, so the label keeps 4.5:1 under the pointer's tint.
        background = theme.accent.mixed(with: Color(white: 0), 0.1)
        foreground = theme.onAccent
    }
    let content = ZStack {
        RoundedRectangle(cornerRadius: radius).fill(background)
        if style == .on {
            RoundedRectangle(cornerRadius: radius).stroke(theme.accent, lineWidth: 2).padding(1)
        }
        Text(label, font: .system(fontSize ?? theme.fontSize.body, weight: .bold), color: foreground)
            .padding(horizontal: 4)
    }
    .frame(width: max(0, width), height: max(0, height))
    .opacity(enabled ? 1 : theme.disabledOpacity)
    return enabled ? AnyView(content.onTap(action)) : AnyView(content)
}

/// Content that chooses its labels once text can be measured: `build` gets a test of whether a
/// label reads on a `SudokuButton` of a width at a font size, so a row can name its keys where
/// they fit and drop them together where they would shrink out of reading.
struct SudokuLabelFitting: View {
    /// Whether `label` fits `width` at `fontSize`, shrunk to no less than 85 % of it nor below
    /// the body floor.
    typealias Fits = (_ label: String, _ width: Double, _ fontSize: Double) -> Bool

    let build: (Fits) -> any View
    /// The content built for a measurer: a stack above asks for sizes several times per frame,
    /// and building anew each time (and the new content's empty layout memos) was most of
    /// Sudoku's layout.
    private let built = Built()

    init(build: @escaping (Fits) -> any View) {
        self.build = build
    }

    private final class Built {
        var measurer: ObjectIdentifier?
        var content: (any View)?
    }

    private func content(_ context: LayoutContext) -> any View {
        let measurer = context.measurer
        if let content = built.content, built.measurer == ObjectIdentifier(measurer) { return content }
        let floor = context.floors.size(for: .body)
        let content = build { label, width, fontSize in
            // The button pads its label by 4 on each side; a label shrinks no further than the
            // body floor.
            let shrink = fontSize > 0 ? min(1, max(0.85, floor / fontSize)) : 1
            return measurer.size(of: label, font: .system(fontSize, weight: .bold)).width * shrink <= width - 8
        }
        built.measurer = ObjectIdentifier(measurer)
        built.content = content
        return content
    }

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        content(context).sizeThatFits(proposal, context: context)
    }

    func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        content(context).render(in: frame, context: context, into: &builder)
    }
}
