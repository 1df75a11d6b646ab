import GameCore
import Layout
import Localization

/// What a game with a daily puzzle tells the catalog beyond its scene (which starts the puzzle,
/// `GameScene.startDaily`): the day's puzzle in a line of text, for `tessera daily`, so that
/// "the same for every player" can be checked by anyone with two machines.
public struct GameDaily: Sendable {
    /// The day's puzzle as `tessera daily` prints it after the game's id: its level and what
    /// makes it (a grid as one line, a board, a seed).
    public let describe: @Sendable (DailyDate) -> String

    public init(describe: @escaping @Sendable (DailyDate) -> String) {
        self.describe = describe
    }
}

extension GameScene {
    /// The header's longer titles for a daily puzzle: the game and the date, else the date.
    func dailyTitles(_ title: String) -> [String] {
        guard let date = dailyDate else { return [] }
        return [
            // TRANSLATORS: a game's header during the daily puzzle; {date} is 2026-11-27.
            tr("{game}: daily puzzle of {date}", ["game": title, "date": date.description]),
            // TRANSLATORS: the short form of a daily puzzle's header; {date} is 2026-11-27.
            tr("Daily {date}", ["date": date.description]),
        ]
    }
}

extension GameStatistics {
    /// The statistics screen's rows of the daily puzzle, once one was finished: the streak of
    /// days won as of `today` (nil: as of the last daily win) and the best.
    public func dailyRows(today: DailyDate?) -> [Shortcut] {
        guard bestDailyStreak > 0 || history.contains(where: { $0.variant == FinishedGame.dailyVariant }) else {
            return []
        }
        let current = today.map { dailyStreak(today: $0) } ?? dailyStreak
        return [
            // TRANSLATORS: Statistics: daily puzzles won without help on consecutive days, up to today.
            Shortcut(tr("Daily streak"), "\(current)"),
            // TRANSLATORS: Statistics: the most consecutive days with a daily puzzle won.
            Shortcut(tr("Best daily streak"), "\(bestDailyStreak)"),
        ]
    }
}
