import GameCore

/// The engine behind `tessera 2048 slide <board> <direction>`: parsing, one spawn-free slide and
/// the answer in the same text format, so the launcher only prints and maps errors to exit code 2.
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
}
