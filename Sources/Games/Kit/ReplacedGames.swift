import Foundation

/// The games a player left by starting another (a new game, another board size, other odds):
/// undo past the first move of a game goes back to the game before, exactly as it was left, and
/// redo comes forward again — as Simon Tatham's mid-end lets you undo "new game". A scene keeps
/// one, hands it its own save before replacing the game, and asks it when its mid-end has no
/// undo (or redo) left. Kept for the session; the save on disk is always the game on screen.
public struct ReplacedGames: Sendable {
    private var earlier: [Data] = []
    private var later: [Data] = []
    /// Games kept to go back to; older ones are forgotten.
    public static let limit = 20

    public init() {}

    public var canUndo: Bool { !earlier.isEmpty }
    public var canRedo: Bool { !later.isEmpty }

    /// Call with the save of the game about to be replaced by a new one.
    public mutating func willReplace(_ current: Data?) {
        guard let current else { return }
        earlier.append(current)
        if earlier.count > Self.limit { earlier.removeFirst(earlier.count - Self.limit) }
        later.removeAll()
    }

    /// The game to go back to, given the save of the one being left; nil when there is none.
    public mutating func undo(leaving current: Data) -> Data? {
        guard let previous = earlier.popLast() else { return nil }
        later.append(current)
        return previous
    }

    /// The game to come forward to, given the save of the one being left.
    public mutating func redo(leaving current: Data) -> Data? {
        guard let next = later.popLast() else { return nil }
        earlier.append(current)
        return next
    }

    /// A move in the game on screen: the games that had replaced it can no longer be reached.
    public mutating func moved() {
        later.removeAll()
    }
}

extension GameScene {
    /// Leaves the game on screen for the one `step` hands back (an earlier or a later game of
    /// `ReplacedGames`), restoring it exactly; false when there is none.
    public func switchGame(_ step: (Data) -> Data?) -> Bool {
        guard let current = try? saveData(), let other = step(current) else { return false }
        return (try? restore(from: other)) != nil
    }
}
