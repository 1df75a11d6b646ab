import GameCore
import Layout
import Localization

/// What the statistics screen draws from the kept finished games: the same reading for every
/// game, chosen by what the entries hold rather than by the game's name (GameKit knows none).
/// Scores, where the games have them, else the times of wins; a distribution of the highest
/// pieces, else of the times per level, else of the results per level.
struct StatisticsFigures {
    /// The chart's games: the last ones, as many as a chart shows legibly.
    static let chartLimit = 50

    enum Measure { case score, time }

    /// The chart's measure, or nil when the games have nothing to chart (Tic-tac-toe).
    let measure: Measure?
    /// The values charted, oldest first.
    let values: [Double]
    /// The best so far at each value: the highest score or the shortest time.
    let runningBest: [Double]
    let distribution: [Bar]

    /// One row of the distribution: a label, parts of a bar (fractions of the longest row) and
    /// the figures in words.
    struct Bar {
        var label: String
        var parts: [(fraction: Double, color: Color)]
        var figure: String
    }

    init(history: [FinishedGame], levelName: (String) -> String, theme: Theme) {
        let measure: Measure?
        let values: [Double]
        if history.contains(where: { $0.score != nil }) {
            measure = .score
            values = history.suffix(Self.chartLimit).compactMap { $0.score.map(Double.init) }
        } else if history.contains(where: { $0.seconds != nil }) {
            measure = .time
            values = history.filter { $0.result == .won }.suffix(Self.chartLimit).compactMap(\.seconds)
        } else {
            measure = nil
            values = []
        }
        var best: Double?
        runningBest = values.map { value in
            let next = best.map { measure == .score ? max($0, value) : min($0, value) } ?? value
            best = next
            return next
        }
        self.measure = measure
        self.values = values
        if history.contains(where: { $0.peak != nil }) {
            distribution = Self.peaks(history, theme: theme)
        } else if measure == .time {
            distribution = Self.times(history, levelName: levelName, theme: theme)
        } else {
            distribution = Self.results(history, levelName: levelName, theme: theme)
        }
    }

    /// How many games reached each highest piece, the highest first.
    private static func peaks(_ history: [FinishedGame], theme: Theme) -> [Bar] {
        var counts: [Int: Int] = [:]
        for entry in history { if let peak = entry.peak { counts[peak, default: 0] += 1 } }
        let most = Double(counts.values.max() ?? 1)
        return counts.keys.sorted(by: >).prefix(distributionLimit).map { peak in
            let count = counts[peak] ?? 0
            return Bar(
                label: "\(peak)", parts: [(Double(count) / most, theme.accent)],
                // TRANSLATORS: Statistics: how many games reached a highest tile ("12 games").
                figure: trn("{count} game", "{count} games", count: count))
        }
    }

    /// The rows a distribution shows at most: a small window pages them, a wide one keeps them
    /// beside the record.
    static let distributionLimit = 8

    /// The levels played most recently, at most `distributionLimit`, in the order the games
    /// were first played at them: a ladder of many levels shows where the player is now.
    private static func levels(_ history: [FinishedGame]) -> [String] {
        var recent: [String] = []
        for entry in history.reversed() where !recent.contains(entry.level ?? "") {
            recent.append(entry.level ?? "")
            if recent.count == distributionLimit { break }
        }
        var seen: [String] = []
        for entry in history where recent.contains(entry.level ?? "") && !seen.contains(entry.level ?? "") {
            seen.append(entry.level ?? "")
        }
        return seen
    }

    /// Per level, the median time of its wins as a bar (the best time said beside it).
    private static func times(_ history: [FinishedGame], levelName: (String) -> String, theme: Theme) -> [Bar] {
        let rows = levels(history).compactMap { level -> (String, Double, Double, Int)? in
            let times = history.filter { ($0.level ?? "") == level && $0.result == .won }.compactMap(\.seconds).sorted()
            guard let best = times.first else { return nil }
            return (level, times[times.count / 2], best, times.count)
        }
        let longest = max(1, rows.map(\.1).max() ?? 1)
        // The quickest levels first: the easy ones, whatever the game calls them.
        return rows.sorted { $0.1 < $1.1 }.prefix(distributionLimit).map { level, median, best, count in
            Bar(
                label: levelName(level), parts: [(median / longest, theme.accent)],
                // TRANSLATORS: Statistics: how many wins at one level, their middle time and the best.
                figure: trn(
                    "{count} win · median {median} · best {best}", "{count} wins · median {median} · best {best}",
                    count: count, ["median": formatDuration(median), "best": formatDuration(best)]))
        }
    }

    /// Per level, the wins, draws and losses as parts of one bar.
    private static func results(_ history: [FinishedGame], levelName: (String) -> String, theme: Theme) -> [Bar] {
        let rows = levels(history).map { level in
            let games = history.filter { ($0.level ?? "") == level }
            return (
                level, games.count(where: { $0.result == .won }), games.count(where: { $0.result == .draw }),
                games.count(where: { $0.result == .lost })
            )
        }
        let most = Double(max(1, rows.map { $0.1 + $0.2 + $0.3 }.max() ?? 1))
        return rows.prefix(distributionLimit).map { level, won, drawn, lost in
            Bar(
                label: levelName(level),
                parts: [
                    (Double(won) / most, theme.success), (Double(drawn) / most, theme.textSecondary),
                    (Double(lost) / most, theme.danger),
                ],
                // TRANSLATORS: Statistics: the results against one opponent.
                figure: tr("{won} won · {drawn} drawn · {lost} lost", ["won": won, "drawn": drawn, "lost": lost]))
        }
    }
}

/// The statistics screen of one game, over the game as the kit's other sheets are: the record
/// (the game's rows with its streaks), a chart of the last games' scores or times with a line of
/// the best so far, and a distribution. A wide card shows the record beside the pictures; a
/// narrower one stacks them, and one too short for the stack gives each part a page.
struct StatisticsSheet: View {
    let game: String
    let summary: String
    let rows: [Shortcut]
    let figures: StatisticsFigures
    let page: Int
    let theme: Theme

    var title: String { tr("Statistics") }

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        proposal.replacingUnspecified(with: Size(width: 1024, height: 720))
    }

    private var isEmpty: Bool { figures.measure == nil && figures.distribution.isEmpty }

    // MARK: Parts

    private func heading(_ text: String) -> Text {
        Text(text, font: .system(theme.fontSize.body, weight: .bold), color: theme.accentText)
            .lineLimit(2).multilineTextAlignment(.leading)
    }

    private func caption(_ text: String, _ color: Color? = nil) -> Text {
        Text(text, font: .system(theme.fontSize.caption), color: color ?? theme.textSecondary).role(.caption)
    }

    /// The game's record: its summary line, then a label and a figure a row.
    private func record(width: Double) -> any View {
        let blocks = recordBlocks(width: width)
        return VStack(spacing: theme.spacing.tiny) { for block in blocks { block } }
    }

    /// The record's lines, each a block a page may end after.
    private func recordBlocks(width: Double) -> [any View] {
        let labelWidth = width * 0.55
        let figureWidth = max(0, width - labelWidth - theme.spacing.small)
        let top: [any View] = [
            heading(game).frame(maxWidth: .infinity, alignment: .leading),
            Text(summary, font: .system(theme.fontSize.body), color: theme.textPrimary)
                .lineLimit(3).multilineTextAlignment(.leading)
                .frame(maxWidth: .infinity, alignment: .leading),
        ]
        return top
            + rows.map { row in
                HStack(spacing: theme.spacing.small) {
                    Text(row.keys, font: .system(theme.fontSize.body), color: theme.textSecondary)
                        .lineLimit(2).multilineTextAlignment(.leading)
                        .frame(width: labelWidth, alignment: .leading)
                    Text(row.title, font: .system(theme.fontSize.body, weight: .bold), color: theme.textPrimary)
                        .lineLimit(2).multilineTextAlignment(.leading)
                        .frame(width: figureWidth, alignment: .leading)
                }
            }
    }

    private func format(_ value: Double) -> String {
        figures.measure == .time ? formatDuration(value) : "\(Int(value))"
    }

    /// The last games' values as a line with the best so far over it, the range's ends named
    /// on the left and the count of games under it.
    private func chart(height: Double) -> any View {
        let values = figures.values
        let best = figures.runningBest
        let low = min(values.min() ?? 0, 0)
        let high = max(values.max() ?? 1, low + 1)
        let title =
            figures.measure == .time
            // TRANSLATORS: Statistics: the chart's heading over the times of the last games won.
            ? tr("Times of the last wins")
            // TRANSLATORS: Statistics: the chart's heading over the scores of the last games.
            : tr("Scores of the last games")
        let accent = theme.accent
        let bestColor = theme.success
        let grid = theme.textSecondary.opacity(0.35)
        let plot = Canvas { context, size in
            let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
            func point(_ index: Int, _ value: Double) -> UnitPoint {
                let x = values.count > 1 ? Double(index) / Double(values.count - 1) : 0.5
                return UnitPoint(x: x, y: 1 - (value - low) / (high - low))
            }
            context.stroke(
                .line(from: UnitPoint(x: 0, y: 1), to: UnitPoint(x: 1, y: 1)), in: frame, with: grid, lineWidth: 1)
            context.stroke(
                .line(from: UnitPoint(x: 0, y: 0), to: UnitPoint(x: 1, y: 0)), in: frame, with: grid, lineWidth: 1)
            for index in values.indices.dropFirst() {
                context.stroke(
                    .line(from: point(index - 1, values[index - 1]), to: point(index, values[index])), in: frame,
                    with: accent, lineWidth: 2)
            }
            // The best so far as steps: flat until a game beats it.
            for index in best.indices.dropFirst() {
                context.stroke(
                    .line(from: point(index - 1, best[index - 1]), to: point(index, best[index - 1])), in: frame,
                    with: bestColor, lineWidth: 2)
                if best[index] != best[index - 1] {
                    context.stroke(
                        .line(from: point(index, best[index - 1]), to: point(index, best[index])), in: frame,
                        with: bestColor, lineWidth: 2)
                }
            }
            let dot = min(8, max(4, size.width / Double(max(1, values.count)) * 0.6))
            for (index, value) in values.enumerated() {
                let at = point(index, value)
                let center = Point(x: at.x * size.width, y: at.y * size.height)
                context.fill(
                    .circle, in: Rect(x: center.x - dot / 2, y: center.y - dot / 2, width: dot, height: dot),
                    with: accent)
            }
        }
        func swatch(_ color: Color, _ label: String) -> any View {
            HStack(spacing: theme.spacing.tiny) {
                Rectangle().fill(color).frame(width: 14, height: 3)
                caption(label, theme.textPrimary).lineLimit(2).multilineTextAlignment(.leading)
            }
        }
        return VStack(spacing: theme.spacing.tiny) {
            heading(title).frame(maxWidth: .infinity, alignment: .leading)
            HStack(spacing: theme.spacing.small) {
                VStack(spacing: 0) {
                    caption(format(high))
                    Spacer()
                    caption(format(low))
                }
                plot.frame(maxWidth: .infinity)
            }
            .frame(height: height)
            HStack(spacing: theme.spacing.small) {
                swatch(accent, figures.measure == .time ? tr("Time") : tr("Score"))
                // TRANSLATORS: Statistics: the chart's line of the best score or time so far.
                swatch(bestColor, tr("Best so far"))
                Spacer()
                // TRANSLATORS: Statistics: how many games the chart shows.
                caption(trn("{count} game", "{count} games", count: values.count))
            }
        }
    }

    /// The distribution's rows: a label, a bar in parts, the figures under it.
    private func distribution(width: Double) -> any View {
        let blocks = distributionBlocks(width: width)
        return VStack(spacing: theme.spacing.tiny) { for block in blocks { block } }
    }

    /// The distribution's heading and rows, each a block a page may end after.
    private func distributionBlocks(width: Double) -> [any View] {
        let title =
            switch figures.measure {
            // TRANSLATORS: Statistics: the heading over how many games reached each highest tile.
            case .score?: tr("Highest tiles")
            // TRANSLATORS: Statistics: the heading over the times of wins at each level.
            case .time?: tr("Times per level")
            // TRANSLATORS: Statistics: the heading over the results against each opponent.
            case nil: tr("Results per opponent")
            }
        let labelWidth = min(width * 0.3, 120 * theme.fontSize.body / 16)
        let barWidth = max(0, width - labelWidth - theme.spacing.small)
        let top: [any View] = [heading(title).frame(maxWidth: .infinity, alignment: .leading)]
        return top
            + figures.distribution.map { bar in
                HStack(alignment: .top, spacing: theme.spacing.small) {
                    Text(bar.label, font: .system(theme.fontSize.body), color: theme.textPrimary)
                        .lineLimit(2).multilineTextAlignment(.leading)
                        .frame(width: labelWidth, alignment: .leading)
                    VStack(spacing: 2) {
                        HStack(spacing: 0) {
                            for part in bar.parts where part.fraction > 0 {
                                Rectangle().fill(part.color).frame(width: max(2, barWidth * part.fraction), height: 10)
                            }
                            Spacer()
                        }
                        caption(bar.figure).lineLimit(2).multilineTextAlignment(.leading)
                            .frame(maxWidth: .infinity, alignment: .leading)
                    }
                    .frame(width: barWidth)
                }
            }
    }

    private var empty: any View {
        // TRANSLATORS: Statistics: the place of the chart before any game has ended.
        Text(
            tr("No finished games yet: the chart appears after the first."), font: .system(theme.fontSize.body),
            color: theme.textSecondary
        )
        .lineLimit(4).multilineTextAlignment(.leading)
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// The pictures' parts in order: the chart where there is one, then the distribution.
    private func pictures(width: Double, chartHeight: Double) -> [any View] {
        if isEmpty { return [empty] }
        var parts: [any View] = []
        if figures.measure != nil { parts.append(chart(height: chartHeight)) }
        if !figures.distribution.isEmpty { parts.append(distribution(width: width)) }
        return parts
    }

    // MARK: Arrangement

    func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        let card = SheetCard(theme: theme, frame: frame, context: context)
        let width = card.contentWidth
        let spacing = theme.spacing.large
        func height(_ view: any View, _ width: Double) -> Double {
            view.sizeThatFits(ProposedSize(width: width, height: nil), context: context).height
        }
        // Beside each other when each column keeps a reading width, else stacked.
        let column = 300 * theme.fontSize.body / 16
        let side = width >= 2 * column + spacing
        let roomWhole = card.contentHeight(title: title)
        if side {
            let left = (width - spacing) * 0.4
            let right = width - spacing - left
            let record = self.record(width: left)
            let chartHeight = min(260, max(100, roomWhole * 0.4))
            let parts = pictures(width: right, chartHeight: chartHeight)
            let picturesHeight =
                parts.map { height($0, right) }.reduce(0, +) + Double(max(0, parts.count - 1)) * spacing
            let needed = max(height(record, left), picturesHeight)
            if needed <= roomWhole {
                let content = HStack(alignment: .top, spacing: spacing) {
                    record.frame(width: left, alignment: .top)
                    VStack(spacing: spacing) { for part in parts { part } }.frame(width: right, alignment: .top)
                }
                card.render(title: title, content: content, size: Size(width: width, height: needed), into: &builder)
                return
            }
        }
        // One column: everything when it fits, else a part a page.
        let chartHeight = min(220, max(90, roomWhole * 0.35))
        let parts = [record(width: width)] + pictures(width: width, chartHeight: chartHeight)
        let heights = parts.map { height($0, width) }
        let whole = heights.reduce(0, +) + Double(parts.count - 1) * spacing
        if whole <= roomWhole {
            let content = VStack(spacing: spacing) { for part in parts { part } }
            card.render(title: title, content: content, size: Size(width: width, height: whole), into: &builder)
            return
        }
        // Pages: the record, the chart and the distribution each begin one, and a part longer
        // than a page goes on over the next, a line at a time; the chart takes the page's height.
        let footer = 36 * theme.fontSize.body / 16 + theme.spacing.small
        let room = card.contentHeight(title: title, footer: true)
        var groups: [[any View]] = [recordBlocks(width: width)]
        if isEmpty {
            groups.append([empty])
        } else {
            if figures.measure != nil {
                let frame = height(chart(height: 0), width)
                groups.append([chart(height: max(40, min(220, room - frame)))])
            }
            if !figures.distribution.isEmpty { groups.append(distributionBlocks(width: width)) }
        }
        var pages: [(blocks: [any View], height: Double)] = []
        for group in groups {
            var current: [any View] = []
            var used = 0.0
            for block in group {
                let needed = height(block, width) + (current.isEmpty ? 0 : theme.spacing.tiny)
                if !current.isEmpty && used + needed > room {
                    pages.append((current, used))
                    current = []
                    used = 0
                }
                used += current.isEmpty ? height(block, width) : needed
                current.append(block)
            }
            if !current.isEmpty { pages.append((current, used)) }
        }
        let page = min(max(0, self.page), pages.count - 1)
        let shown = pages[page]
        let content = VStack(spacing: theme.spacing.small) {
            VStack(spacing: theme.spacing.tiny) { for block in shown.blocks { block } }
                .frame(maxHeight: .infinity, alignment: .top)
            PageTurner(page: page, count: pages.count, theme: theme)
        }
        card.render(
            title: title, content: content, size: Size(width: width, height: min(room, shown.height) + footer),
            into: &builder)
    }
}
