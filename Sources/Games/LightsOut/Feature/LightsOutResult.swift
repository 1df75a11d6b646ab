import GameCore
import GameKit
import Layout
import LightsOutEngine
import Localization

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
    /// Solved after the solution was shown.
    var assisted = false
    /// The variant the level belongs to, or nil for the classic game (every result saved before
    /// the variants).
    var variant: LightsOutVariant?

    init(level: Int?, size: Int, moves: Int, par: Int, seconds: Double, won: Bool, assisted: Bool) {
        self.level = level
        self.size = size
        self.moves = moves
        self.par = par
        self.seconds = seconds
        self.won = won
        self.assisted = assisted
    }

    /// Results saved before `assisted` existed read as unassisted.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        level = try container.decodeIfPresent(Int.self, forKey: .level)
        size = try container.decode(Int.self, forKey: .size)
        moves = try container.decode(Int.self, forKey: .moves)
        par = try container.decode(Int.self, forKey: .par)
        seconds = try container.decode(Double.self, forKey: .seconds)
        won = try container.decode(Bool.self, forKey: .won)
        assisted = try container.decodeIfPresent(Bool.self, forKey: .assisted) ?? false
        variant = try container.decodeIfPresent(LightsOutVariant.self, forKey: .variant)
    }

    /// A result from a save file is only shown if it could have happened.
    var isPlausible: Bool {
        let levels = variant == nil ? LightsOutLevels.levels : LightsOutVariantLevel.levels
        return (level.map { levels.contains($0) } ?? true) && LightsOutRules.playableSizes.contains(size)
            && moves >= 0 && par >= 0 && seconds.isFinite && seconds >= 0
    }

    /// A win at par or better with no help.
    var isPerfect: Bool { won && !assisted && moves <= par }

    var levelName: String {
        guard let level else {
            // TRANSLATORS: Lights Out: a board that is not one of the numbered levels, and its size ("5×5").
            return tr("Custom {board}", ["board": "\(size)×\(size)"])
        }
        if let variant {
            // TRANSLATORS: Lights Out: a level of a variant ("Wrap-around 12").
            return tr("{variant} {level}", ["variant": variant.name, "level": level])
        }
        // TRANSLATORS: Lights Out: a numbered level ("Level 12").
        return tr("Level {level}", ["level": level])
    }
}
