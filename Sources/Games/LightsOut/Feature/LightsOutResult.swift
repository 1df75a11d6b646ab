import GameCore
import GameKit
import Layout
import LightsOutEngine

/// One finished attempt, as the history panel lists it (the seed's to-do list asks for "a
/// history record of results").
struct LightsOutResult: Codable, Equatable, Sendable {
    /// The numbered level, or nil for a custom board.
    var level: Int?
    var size: Int
    var moves: Int
    var par: Int
    var seconds: Double
    /// False for the seed's loss, every light on.
    var won: Bool

    /// A result from a save file is only shown if it could have happened.
    var isPlausible: Bool {
        (level.map { $0 >= LightsOutLevels.firstLevel } ?? true) && LightsOutRules.playableSizes.contains(size)
            && moves >= 0 && par >= 0 && seconds.isFinite && seconds >= 0
    }

    var levelName: String {
        level.map { "Level \($0)" } ?? "Custom \(size)×\(size)"
    }
}
