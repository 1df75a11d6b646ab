import Foundation
import GameCore
import GameKit

/// Converting a session save to the format before the envelope, for `bench history`'s figures
/// of both builds. A module of the developer tool's own: it needs Foundation's
/// `JSONSerialization`, which the player's program (on `FoundationEssentials`) does without.
extension LongHistory {
    /// The parts of an envelope a conversion needs: the game on screen's mid-end save, extras and
    /// record, as JSON objects.
    public static func current(of save: Data) throws -> (game: Any, extras: [String: Any], record: [String: Any]) {
        guard let envelope = try JSONSerialization.jsonObject(with: save) as? [String: Any],
            let current = envelope["current"] as? [String: Any], var game = current["game"] as? [String: Any],
            let record = current["record"] as? [String: Any]
        else { throw InputError("not a session save") }
        // The last position kept whole came with the envelope; the older format has none.
        game["end"] = nil
        return (game, current["extras"] as? [String: Any] ?? [:], record)
    }

    /// The older format of a game whose save was its extras beside the game, a version number
    /// and an attempt record made from the session's by `attempt`.
    public static func flattened(_ save: Data, attempt: ([String: Any]) -> [String: Any]) throws -> Data {
        let (game, extras, record) = try current(of: save)
        var old = extras
        old["version"] = 1
        old["game"] = game
        old["attempt"] = attempt(record)
        return try json(old)
    }

    public static func json(_ object: [String: Any]) throws -> Data {
        try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }
}
