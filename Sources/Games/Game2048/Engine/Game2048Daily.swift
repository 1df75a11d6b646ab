import GameCore

/// The daily 2048: the classic 4×4 board to 2048, dealt from a seed of the date alone
/// (`DailyDate.seed(for:)`), so every player of the same version gets the same tiles in answer
/// to the same slides on the same day. Every weekday plays the same board: 2048's difficulty is
/// its tiles' luck, which the seed already varies.
public enum Game2048Daily {
    /// The game's catalog id, which the seed is made from.
    public static let gameID = "2048"

    public static func game(on date: DailyDate) -> (params: Game2048Rules.Params, seed: UInt64) {
        (Game2048Rules.Params(size: 4), date.seed(for: gameID))
    }

    /// `4x4 seed 1234567890`.
    public static func describe(_ date: DailyDate) -> String {
        let game = game(on: date)
        return "\(game.params.rows)x\(game.params.columns) seed \(game.seed)"
    }
}
