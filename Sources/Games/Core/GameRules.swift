/// How a game in progress stands, as the shared mid-end and the title screen need to know it.
public enum GameOutcome: String, Codable, Equatable, Sendable {
    case playing
    case won
    case lost
    case draw
}

/// The Tatham split: a game is its parameters, a value-type state and value-type moves,
/// and one pure function from (move, state) to the next state. Everything else (undo, redo,
/// saving, timers) is written once in the mid-end for every game.
public protocol GameRules: Sendable {
    associatedtype Params: Codable, Equatable, Sendable
    associatedtype State: Codable, Equatable, Sendable
    associatedtype Move: Codable, Equatable, Sendable

    /// A fresh game for these parameters; the same seed always gives the same game.
    static func newState(params: Params, seed: UInt64) -> State

    /// The state after `move`, or `nil` when the move is illegal or changes nothing
    /// (a nil answer records no undo step and saves nothing).
    static func apply(_ move: Move, to state: State) -> State?

    static func outcome(of state: State) -> GameOutcome

    /// `apply` in place: true and `state` moved on, or false and `state` unchanged. A game whose
    /// states hold arrays implements it so that replaying a long game copies no state a move.
    static func play(_ move: Move, on state: inout State) -> Bool
}

extension GameRules {
    public static func play(_ move: Move, on state: inout State) -> Bool {
        guard let next = apply(move, to: state) else { return false }
        state = next
        return true
    }
}

/// A malformed board or argument from the command line or a file; `message` is shown to the
/// player after `error: ` and the program exits with a non-zero code.
public struct InputError: Error, Equatable, CustomStringConvertible, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
