import GameCore

/// The daily Lights Out: a board of the ladder (`LightsOutLevels`), its size set by the weekday
/// and its level among that size's chosen by a seed of the date alone (`DailyDate.seed(for:)`),
/// played as a custom board (the presses of its shortest solution) so that the player's place on
/// the ladder stays where it was. The same date gives every player of a version the same board.
///
/// | Mon | Tue | Wed | Thu | Fri | Sat | Sun |
/// |---|---|---|---|---|---|---|
/// | 4×4 | 5×5 | 6×6 | 7×7 | 8×8 | 10×10 | 12×12 |
public enum LightsOutDaily {
    /// The game's catalog id, which the seed is made from.
    public static let gameID = "lightsout"

    public static func size(on weekday: DailyDate.Weekday) -> Int {
        switch weekday {
        case .monday: 4
        case .tuesday: 5
        case .wednesday: 6
        case .thursday: 7
        case .friday: 8
        case .saturday: 10
        case .sunday: 12
        }
    }

    /// The ladder level `date`'s board is taken from: one of the levels of the weekday's size.
    public static func level(on date: DailyDate) -> Int {
        let size = size(on: date.weekday)
        let sizes = LightsOutLevels.ladderSizes
        let first = LightsOutLevels.firstLevelOfSize(size) ?? LightsOutLevels.firstLevel
        let next =
            sizes.firstIndex(of: size).flatMap { $0 + 1 < sizes.count ? sizes[$0 + 1] : nil }
            .flatMap(LightsOutLevels.firstLevelOfSize) ?? LightsOutLevels.plateauFirstLevel
        let count = UInt64(max(1, next - first))
        return first + Int(date.seed(for: gameID) % count)
    }

    /// `date`'s game: the level's board as the presses that make it from the dark board.
    public static func params(on date: DailyDate) -> LightsOutParams {
        let board = LightsOutLevels.board(forLevel: level(on: date))
        let presses = LightsOutSolver.forSize(board.size).shortestSolution(for: board)?.litCells ?? []
        return .custom(size: board.size, presses: presses)
    }

    /// `8x8 level 63 par 25 0110…/…`: the size, the ladder level and its par, and the board.
    public static func describe(_ date: DailyDate) -> String {
        let level = level(on: date)
        let board = LightsOutLevels.board(forLevel: level)
        return
            "\(board.size)x\(board.size) level \(level) par \(LightsOutLevels.targetPar(forLevel: level)) \(board)"
    }
}
