import GameCore
import GameKit
import Layout
import LightsOutEngine
import Localization

/// The history of results as a modal card: the newest first, as many rows as the window has
/// room for, with a one-line summary of everything kept. Tapping outside the card closes it.
struct LightsOutHistoryPanel {
    let results: [LightsOutResult]
    let size: Size
    let theme: Theme

    /// Column widths at full size with the standard theme; they grow with a scaled theme, and
    /// narrow windows shrink them together.
    private static let columns: [Double] = [140, 64, 50, 66, 84]
    private static let rowHeight = 26.0
    /// The card's title, summary, header row, button and paddings, at the standard theme.
    private static let cardChrome = 230.0

    private var themeScale: Double { LightsOutScreen.scale(of: theme) }

    private var scale: Double {
        let available = size.width - 2 * (theme.spacing.large + theme.spacing.medium)
        return max(0.3, min(themeScale, available / Self.columns.reduce(0, +)))
    }

    private var visibleRows: Int {
        let room = size.height - 2 * theme.spacing.medium - Self.cardChrome * themeScale
        return max(1, min(12, Int(room / (Self.rowHeight * themeScale))))
    }

    var view: any View {
        ZStack {
            Rectangle().fill(theme.scrim).onTap(LightsOutAction.toggleHistory)
            VStack(spacing: theme.spacing.medium) {
                // TRANSLATORS: Lights Out: title of the card listing past results.
                Text(tr("History"), font: .system(theme.fontSize.title, weight: .bold), color: theme.textPrimary)
                Text(summary, font: .system(theme.fontSize.caption), color: theme.textSecondary)
                if results.isEmpty {
                    Text(
                        tr("No results yet. Solve a level!"), font: .system(theme.fontSize.body),
                        color: theme.textSecondary
                    )
                    .padding(theme.spacing.medium)
                } else {
                    table
                }
                // TRANSLATORS: button closing the history card.
                Button(tr("Close"), action: LightsOutAction.toggleHistory, theme: theme, style: .primary)
            }
            .padding(theme.spacing.large)
            .background {
                // Below the card's buttons in tap order, so it only swallows taps on its padding.
                RoundedRectangle(cornerRadius: theme.radius.large).fill(theme.surface).onTap(nil)
            }
            .padding(theme.spacing.medium)
        }
    }

    private var summary: String {
        let won = results.filter(\.won)
        let atPar = won.filter(\.isPerfect).count
        let assisted = won.filter(\.assisted).count
        let figures: KeyValuePairs<String, Any> = ["solved": won.count, "par": atPar, "assisted": assisted]
        guard assisted > 0 else {
            return trn(
                // TRANSLATORS: Lights Out history: of the last {count} results kept, how many levels were solved and
                // how many at par (in no more presses than a shortest solution).
                "Last {count} result · {solved} solved · {par} at par",
                "Last {count} results · {solved} solved · {par} at par", count: results.count, figures)
        }
        return trn(
            // TRANSLATORS: as above, and {assisted} levels solved after the solution was shown.
            "Last {count} result · {solved} solved · {par} at par · {assisted} assisted",
            "Last {count} results · {solved} solved · {par} at par · {assisted} assisted", count: results.count,
            figures)
    }

    private var table: any View {
        VStack(spacing: 2) {
            row(
                // TRANSLATORS: Lights Out history: column headings (in capitals): level, presses made, par (fewest
                // presses), time.
                [tr("Level"), tr("Moves"), tr("Par"), tr("Time"), ""].map { $0.uppercased() },
                font: .system(theme.fontSize.caption - 1, weight: .bold),
                colors: Array(repeating: theme.textSecondary, count: 5))
            for result in results.suffix(visibleRows).reversed() {
                row(cells(result), font: .system(theme.fontSize.body), colors: colors(result))
            }
        }
    }

    private func cells(_ result: LightsOutResult) -> [String] {
        // TRANSLATORS: Lights Out history, last column: solved after the solution was shown.
        let mark = result.assisted ? tr("assisted") : result.won ? "✓" : "✗"
        return [result.levelName, "\(result.moves)", "\(result.par)", formatDuration(result.seconds), mark]
    }

    private func colors(_ result: LightsOutResult) -> [Color] {
        let moves = result.isPerfect ? theme.success : theme.textPrimary
        let mark = result.assisted ? theme.textSecondary : result.won ? theme.success : theme.danger
        return [theme.textPrimary, moves, theme.textSecondary, theme.textPrimary, mark]
    }

    private func row(_ texts: [String], font: Font, colors: [Color]) -> any View {
        HStack(spacing: 0) {
            for (index, text) in texts.enumerated() {
                Text(text, font: font, color: colors[index])
                    .frame(
                        width: Self.columns[index] * scale,
                        height: Self.rowHeight * min(themeScale, scale + 0.2 * themeScale),
                        alignment: index == 0 ? .leading : .trailing)
            }
        }
    }
}
