/// Scenes that exercise the drawing primitives on their own: the reference for anti-aliased
/// edges and text in snapshots, and the workload of `tessera bench render`.
public enum RenderDemo {
    /// Rounded rectangles, circles, capsules, strokes, lines and a glow, sized from the window.
    public static func shapes(theme: Theme) -> some View {
        VStack(spacing: theme.spacing.medium) {
            Text("Shapes", font: .system(theme.fontSize.title, weight: .bold), color: theme.textPrimary)
            HStack(spacing: theme.spacing.medium) {
                RoundedRectangle(cornerRadius: 5).fill(theme.accent)
                RoundedRectangle(cornerRadius: 24).fill(theme.success)
                RoundedRectangle(cornerRadius: 12).stroke(theme.textPrimary, lineWidth: 3)
                Circle().fill(theme.danger)
            }
            HStack(spacing: theme.spacing.medium) {
                Circle().stroke(theme.accent, lineWidth: 6)
                Circle().fill(Color(red: 1, green: 0.85, blue: 0.2)).glow(
                    Color(red: 1, green: 0.85, blue: 0.2), radius: 14
                )
                .padding(14)
                Capsule().fill(theme.warning)
                ZStack {
                    Line(from: .topLeading, to: .bottomTrailing).stroke(theme.danger, lineWidth: 8)
                    Line(from: .topTrailing, to: .bottomLeading).stroke(theme.danger, lineWidth: 8)
                }
                .padding(10)
            }
        }
        .padding(theme.spacing.large)
    }

    /// Centred text at several sizes and weights.
    public static func text(theme: Theme) -> some View {
        VStack(spacing: theme.spacing.small) {
            for size in [12.0, 16, 24, 36, 56] {
                Text("Tessera \(Int(size)) pt", font: .system(size), color: theme.textPrimary)
            }
            Text("Bold 32768", font: .system(40, weight: .bold), color: theme.accent)
            Text("Ünïcödé — ×÷ ✓", font: .system(28), color: theme.textSecondary)
        }
        .padding(theme.spacing.large)
        .background(theme.surface, cornerRadius: theme.radius.large)
    }
}
