import FoundationEssentials
import GameCore
import Glibc
import Layout

/// A scene whose game's life is a `GameSession`: the shared commands, the clock, the
/// statistics and the save come from here, the same in every game, and the scene says only
/// what a new game is and what it forgets when another game takes the board.
public protocol SessionScene: GameScene {
    associatedtype Rules: GameRules
    associatedtype Extras: Codable & Sendable

    var session: GameSession<Rules, Extras> { get }

    /// The game N starts: its parameters, seed and the scene's extras for it.
    func nextGame() -> (params: Rules.Params, seed: UInt64, extras: Extras)

    /// After any step the session took (a move, undo, redo, another game): the scene clears
    /// what belonged to the position left (a hint, an animation) and says what else changed.
    func sessionDidChange(_ change: SessionChange) -> SceneUpdate
}

extension SessionScene {
    public var statistics: GameStatistics {
        get { session.statistics }
        set { session.statistics = newValue }
    }

    public func saveData() throws -> Data { try session.saveData() }

    public func restore(from data: Data) throws {
        try session.restore(from: data)
        _ = sessionDidChange([.replaced, .restored])
    }

    public func setActive(_ active: Bool) { session.setActive(active) }

    /// The daily puzzle's date, kept in the game's record (so it survives saves and restarts).
    public var dailyDate: DailyDate? { session.daily }

    public func setHeld(_ held: Bool) { session.hold(held) }

    /// The game on screen alone, without the games undo and redo lead to.
    public func currentGameData() throws -> Data { try session.currentGameData() }

    /// Undo, redo, new game and restart, the same way in every game.
    public func perform(_ command: GameCommand) -> SceneUpdate {
        let change: SessionChange?
        switch command {
        case .undo: change = session.undo()
        case .redo: change = session.redo()
        case .restart: change = session.restart()
        case .newGame:
            let next = nextGame()
            change = session.replace(params: next.params, seed: next.seed, extras: next.extras)
        }
        return settle(change)
    }

    /// Turns what the session did into what the app must do, through the scene's own care.
    public func settle(_ change: SessionChange?) -> SceneUpdate {
        guard let change else { return [] }
        return change.update.union(sessionDidChange(change))
    }

    /// The shared part of the title card's line for games that are solved: what was solved on
    /// the player's own and with help.
    public var helpedWins: Int { Int(statistics.extra[GameRecord.assistedWonKey] ?? 0) }
}

/// A scene's property that lives in its session's extras, so that it is saved with the game and
/// comes back with it when undo or redo brings another game: `@Extra(\.cursor) var cursor`.
@propertyWrapper
public struct Extra<Scene: SessionScene, Value> {
    let keyPath: WritableKeyPath<Scene.Extras, Value>

    public init(_ keyPath: WritableKeyPath<Scene.Extras, Value>) {
        self.keyPath = keyPath
    }

    public static subscript(
        _enclosingInstance scene: Scene, wrapped wrappedKeyPath: ReferenceWritableKeyPath<Scene, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Scene, Self>
    ) -> Value {
        get { scene.session.extras[keyPath: scene[keyPath: storageKeyPath].keyPath] }
        set { scene.session.extras[keyPath: scene[keyPath: storageKeyPath].keyPath] = newValue }
    }

    /// Only reachable through the enclosing scene, as the subscript above.
    @available(*, unavailable, message: "@Extra is only for properties of a SessionScene")
    public var wrappedValue: Value {
        get { fatalError("unreachable") }
        set {}
    }
}
