import Game2048Engine
import GameCore
import GameKit
import Layout

/// The step on screen, as its animation tells it: which merged tiles pop (their sources parked
/// beneath them), which points rise next to the score, and which game the tiles belong to.
struct Game2048Shown: Equatable {
    var merges: [Game2048Merge] = []
    var rise: Int?
    /// Bumped for every step, so each move's "+N" is a new item that fades in.
    var serial = 0
    /// Bumped for every new game and restore: tile ids restart at 0 in each game.
    var generation = 0
}

/// How long each kind of change takes on screen.
enum Game2048Timing {
    /// A move: tiles slide for 100 ms, then the new tile grows and merged tiles pop.
    static let slide = AnimationTiming(moveDuration: 0.1, appearDelay: 0.1, appearDuration: 0.12)
    /// Undo, redo and restart: the tiles glide back to where they were.
    static let glide = AnimationTiming(moveDuration: 0.12, appearDelay: 0.06, appearDuration: 0.12)
    /// A new game on a board of the same size: the old tiles go and the two new ones grow in.
    static let deal = AnimationTiming(moveDuration: 0.1, appearDelay: 0.04, appearDuration: 0.16)
}

/// What the game in progress has already added to the statistics, kept in the save so that undo,
/// redo and a restart of the program never count a game, a win or a loss twice.
public struct Game2048Progress: Codable, Equatable, Sendable {
    var played = false
    var won = false
    var lost = false
    /// The coach helped in this game (a hint was shown or it played a move): its score and win go
    /// to the assisted records, never to the player's own.
    var assisted = false
    /// The assisted game has been counted in `assistedPlayed`.
    var countedAssisted = false
    /// Auto-play's pace as the player last chose it: a setting that travels with the save and is
    /// handed on to every next game, so a restart of the program keeps it (nil in older saves).
    var pace: Game2048Pace?

    public init() {}

    /// A fresh game's progress that keeps the player's pace.
    init(pace: Game2048Pace?) {
        self.pace = pace
    }

    /// Saves written before the coach existed have no `assisted` fields: those games were unassisted.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        played = try container.decode(Bool.self, forKey: .played)
        won = try container.decode(Bool.self, forKey: .won)
        lost = try container.decode(Bool.self, forKey: .lost)
        assisted = try container.decodeIfPresent(Bool.self, forKey: .assisted) ?? false
        countedAssisted = try container.decodeIfPresent(Bool.self, forKey: .countedAssisted) ?? false
        // A pace this version does not know falls back to the default rather than refusing the game.
        pace = try container.decodeIfPresent(Int.self, forKey: .pace).flatMap(Game2048Pace.init(rawValue:))
    }
}
