import GameCore

/// The daily Sudoku: graded by the weekday as newspapers grade theirs, easy early in the week and
/// hardest at the weekend, from a seed of the date alone (`DailyDate.seed(for:)`), so every
/// player of the same version gets the same puzzle on the same day.
///
/// | Mon | Tue | Wed | Thu | Fri | Sat | Sun |
/// |---|---|---|---|---|---|---|
/// | easy | easy | medium | medium | hard | hard | extreme |
public enum SudokuDaily {
    /// The game's catalog id, which the seed is made from.
    public static let gameID = "sudoku"

    public static func difficulty(on weekday: DailyDate.Weekday) -> SudokuDifficulty {
        switch weekday {
        case .monday, .tuesday: .easy
        case .wednesday, .thursday: .medium
        case .friday, .saturday: .hard
        case .sunday: .extreme
        }
    }

    /// The parameters and seed of `date`'s puzzle: `SudokuRules.newState` makes it.
    public static func game(on date: DailyDate) -> (params: SudokuParams, seed: UInt64) {
        (SudokuParams(difficulty: difficulty(on: date.weekday)), date.seed(for: gameID))
    }

    /// `hard 4.....8.5.3…`: the level and the puzzle's 81-character line.
    public static func describe(_ date: DailyDate) -> String {
        let game = game(on: date)
        let state = SudokuRules.newState(params: game.params, seed: game.seed)
        return "\(game.params.difficulty.rawValue) \(state.givens.line)"
    }
}
