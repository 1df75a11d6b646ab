import ArgumentParser
import GameCatalog
import GameCore
import GameKit

/// `tessera daily [--date YYYY-MM-DD]`: the day's puzzles as the title offers them, one line a
/// game with a daily puzzle, so that anyone can check that two machines give the same ones.
struct DailyCommand: DisplayFreeCommand {
    static let configuration = CommandConfiguration(
        commandName: "daily", abstract: "Print the daily puzzles of a day (today, by the local date).",
        discussion: """
            One line a game: its id, then its puzzle as the game describes it (its level or size and \
            what makes the puzzle: a grid, a board, a seed). The puzzles depend only on the date and \
            Tessera's version.
            """)

    @Option(help: "The day, as YYYY-MM-DD (default: today's local date).")
    var date: String?

    func run() throws {
        let day: DailyDate
        if let date {
            do {
                day = try DailyDate(parsing: date)
            } catch {
                throw CLIFailure(error.message)
            }
        } else {
            day = DailyDate.today()
        }
        try Output.print(Self.lines(for: day, catalog: .standard).joined(separator: "\n"))
    }

    /// The date and its weekday, then a line per game of `catalog` with a daily puzzle.
    static func lines(for day: DailyDate, catalog: Catalog) -> [String] {
        ["\(day) \(day.weekday.rawValue)"]
            + catalog.games.compactMap { game in game.daily.map { "\(game.id) \($0.describe(day))" } }
    }
}
