import Foundation
import Render

/// Collection-wide commands with a key and a button in every game.
public enum GameCommand: Hashable, Sendable {
    case undo, redo, newGame, restart
}

/// What changed after a scene handled something, so the app knows whether to draw and save.
public struct SceneUpdate: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Something visible changed: draw again.
    public static let redraw = SceneUpdate(rawValue: 1)
    /// The game state changed: save it (atomically) before the next event.
    public static let save = SceneUpdate(rawValue: 2)
    /// Statistics changed: save them.
    public static let statistics = SceneUpdate(rawValue: 4)

    public static let moved: SceneUpdate = [.redraw, .save]
}

/// A game as the app sees it: a view for any window size, input in, save data out. Rules live
/// in the engine and plumbing (undo, timers, save format) in `MidEnd`; a scene maps one to the
/// other and draws.
public protocol GameScene: AnyObject {
    var kind: GameKind { get }

    /// The whole screen for a window of `size` points, header and dialogs included.
    func body(size: Size, theme: Theme) -> any View

    /// A small live picture of the current board for the title screen (no tap regions).
    func miniature(theme: Theme) -> any View

    /// Handles input; `hit` is the action of the topmost tap region under a tap, if any.
    func handle(_ event: InputEvent, hit: AnyHashable?) -> SceneUpdate

    func perform(_ command: GameCommand) -> SceneUpdate

    /// How to animate the change just made, or nil to jump (set by `handle`/`perform`).
    var pendingAnimation: AnimationTiming? { get }

    /// True while a clock is on screen and running: the app redraws once a second.
    var needsTicks: Bool { get }

    /// Window focus or screen changes: timers pause while the scene is not active.
    func setActive(_ active: Bool)

    /// The game in progress, for an atomic save after every move.
    func saveData() throws -> Data

    /// Resumes a saved game; throws (and changes nothing) when the data is unusable.
    func restore(from data: Data) throws

    var statistics: GameStatistics { get set }

    /// One line for the title card ("Best 2048: 15320").
    var statisticsLine: String { get }

    /// A description of what is wrong with the current state, or nil: the game's own
    /// invariants, checked after every event by `tessera monkey`.
    func invariantViolation() -> String?
}

/// Encodes and decodes saves the same way for every game.
public enum SaveCoding {
    public static func encode<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(value)
    }

    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw SaveError.unreadable(Self.describe(error))
        }
    }

    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context): "corrupt data (\(context.debugDescription))"
        case .keyNotFound(let key, _): "missing field '\(key.stringValue)'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            "wrong value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        @unknown default: "undecodable"
        }
    }
}

extension GameScene {
    /// Games that state no invariants of their own are checked only by the generic monkey checks.
    public func invariantViolation() -> String? { nil }
}
