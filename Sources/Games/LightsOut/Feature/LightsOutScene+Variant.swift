import GameCore
import GameKit
import LightsOutEngine
import Localization

extension LightsOutVariant {
    /// The variant's name, in the picker, under the level's name and in the history.
    var name: String {
        switch self {
        // TRANSLATORS: Lights Out variant: the board's edges wrap around (a press on an edge reaches the far edge).
        case .wrap: tr("Wrap-around")
        // TRANSLATORS: Lights Out variant (as in Flip): each light toggles its own pattern of neighbours.
        case .patterned: tr("Patterns")
        // TRANSLATORS: Lights Out variant: each light is off, red or green; a press advances it by one.
        case .threeState: tr("Three-state")
        }
    }
}

/// The levels of the game on screen: the classic ladder's, or those of the variant being
/// played, so ◀ ▶, "next level after a win" and the picker stay inside one kind of game.
extension LightsOutScene {
    var variant: LightsOutVariant? { state.variant?.kind }

    var lastLevel: Int { variant == nil ? LightsOutLevels.lastLevel : LightsOutVariantLevel.levels.upperBound }

    /// Level `number` (clamped) of `variant`, or of the classic ladder.
    static func params(level number: Int, variant: LightsOutVariant?) -> LightsOutParams {
        guard let variant else { return .level(LightsOutLevels.clamped(number)) }
        let levels = LightsOutVariantLevel.levels
        return .variant(variant, level: min(max(number, levels.lowerBound), levels.upperBound))
    }

    /// Where the furthest level reached is kept: the ladder's under "level", each variant's apart.
    static func reachedKey(_ variant: LightsOutVariant?) -> String {
        variant.map { "level.\($0.rawValue)" } ?? "level"
    }
}
