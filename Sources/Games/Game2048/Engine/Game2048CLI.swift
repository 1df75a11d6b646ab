import GameCore

/// The engine behind `tessera 2048 …`: `slide` (parsing, one spawn-free slide and the answer in
/// the same text format), `best-move` and `autoplay`'s reports, so the launcher only prints and
/// maps errors to exit codes.
public enum Game2048CLI {
    /// Applies one slide to a text board. `board` is the result in the input's format and `points`
    /// the score the slide gains; an unchanged board is a valid answer with 0 points.
    public static func slide(boardText: String, direction: String) throws(InputError) -> (board: String, points: Int) {
        let parsedDirection = try parseDirection(direction)
        let board = try Game2048BoardText.parse(boardText)
        let result = Game2048Rules.slide(board, parsedDirection)
        return (Game2048BoardText.format(result.board), result.points)
    }

    /// Reads `left`, `right`, `up` or `down` (any letter case).
    public static func parseDirection(_ text: String) throws(InputError) -> Game2048Direction {
        guard let direction = Game2048Direction(rawValue: text.lowercased()) else {
            let names = Game2048Direction.allCases.map(\.rawValue)
            throw InputError(
                "unknown direction '\(text)'; use \(names.dropLast().joined(separator: ", ")) or \(names.last ?? "")")
        }
        return direction
    }

    /// The coach's advice for a text board with classic spawns: nil when no slide changes it.
    public static func bestMove(
        boardText: String, budget: Game2048CoachBudget = .standard
    ) throws(InputError) -> Game2048Advice? {
        let board = try Game2048BoardText.parse(boardText)
        return Game2048Coach(budget: budget).bestMove(on: board)
    }

    /// `best-move`'s answer: the direction and the expected score (rounded) on one line, the
    /// reason on the next.
    public static func describe(_ advice: Game2048Advice) -> String {
        "\(advice.direction.rawValue) \(fixed(advice.expectedScore, decimals: 0))\n\(advice.reason)"
    }

    /// One line per finished game of `autoplay`, printed as it ends so a long run shows progress.
    public static func describe(_ game: Game2048Autoplay.Game, number: Int, of total: Int) -> String {
        "game \(number)/\(total), seed \(game.seed): largest tile \(game.largestTile), score \(game.score), "
            + "\(game.moves) moves, median \(fixed(Game2048Autoplay.median(game.moveMilliseconds), decimals: 2)) ms"
    }

    /// `autoplay`'s closing lines: how often each tile was reached, the median score and the
    /// time per move (the command times each search on its thread's CPU clock).
    public static func describe(_ summary: Game2048Autoplay.Summary) -> String {
        let reached = summary.reached.map { "\($0.tile): \(fixed($0.share * 100, decimals: 0))%" }
        return [
            "reached: " + reached.joined(separator: "  "),
            "median score: \(fixed(summary.medianScore, decimals: 0))",
            "CPU per move: median \(fixed(summary.medianMilliseconds, decimals: 2)) ms, "
                + "mean \(fixed(summary.meanMilliseconds, decimals: 2)) ms over \(summary.moves) moves",
        ].joined(separator: "\n")
    }

    /// `value` rounded to `decimals` places (0 to 9): GameCore's `fixedPoint`.
    package static func fixed(_ value: Double, decimals: Int) -> String { fixedPoint(value, decimals: decimals) }
}
