import FoundationEssentials
import GameCore
import Glibc
import Layout

/// One figure of the benchmark: a stable key with its unit in the name, and the value.
public struct BenchFigure: Sendable {
    public let key: String
    public let value: Double

    public init(key: String, value: Double) {
        self.key = key
        self.value = value
    }
}

/// What a benchmark run may need from outside the process: where the puzzle sets are and which
/// player's binary to time as a whole process.
public struct BenchContext: Sendable {
    /// `benchmarks/data` of a checkout: the solving sets, read when the benchmark runs so that no
    /// binary carries them.
    public let dataDirectory: String
    /// The `tessera` executable the process figures start.
    public let tessera: String

    public init(dataDirectory: String, tessera: String) {
        self.dataDirectory = dataDirectory
        self.tessera = tessera
    }
}

/// A game's part of `tessera-dev bench`, declared in the game's own `Bench` folder and listed in
/// the bench catalog beside `Catalog`, so that the developer tool names no game and the player's
/// binary carries no workload.
public struct GameBenchmark: Sendable {
    /// The game's catalog id, which is also the bench part's name.
    public let id: String
    /// The options of the game's most demanding screen and the suffix its render figures carry
    /// (`8x8` for 2048's largest board), drawn by `bench render` at 1280×800 and 4K; nil when
    /// the game's opening screen is already its largest.
    public let largestScreen: (name: String, options: GameOptions)?
    /// How `bench saves` plays a long game of this kind; nil to leave the game out.
    public let longGame: LongGame?
    /// How `bench history` builds a save of a very long game of this kind; nil to leave it out.
    public let longHistory: LongHistory?
    /// The engine's workloads.
    public let run: @Sendable (BenchContext) throws -> [BenchFigure]

    public init(
        id: String, largestScreen: (name: String, options: GameOptions)? = nil, longGame: LongGame? = nil,
        longHistory: LongHistory? = nil,
        run: @escaping @Sendable (BenchContext) throws -> [BenchFigure]
    ) {
        self.id = id
        self.largestScreen = largestScreen
        self.longGame = longGame
        self.longHistory = longHistory
        self.run = run
    }
}

/// A long game played with keys through the real scene, for what a save costs once a game is
/// long: how it is started, and the keys of its `step`-th attempt at a move — first keys that
/// only move the focus, then the key that may make a move (not every one does: a slide into a
/// wall, a digit on a given).
public struct LongGame: Sendable {
    /// The suffix of its figures' keys (`2048_n8`).
    public let name: String
    public let options: GameOptions
    public let keys: @Sendable (_ step: Int) -> (focus: [InputEvent], move: InputEvent)

    public init(
        name: String, options: GameOptions,
        keys: @escaping @Sendable (_ step: Int) -> (focus: [InputEvent], move: InputEvent)
    ) {
        self.name = name
        self.options = options
        self.keys = keys
    }
}

/// A very long game for `bench history`: what a save of a million moves costs to open, undo in
/// and keep in memory. The game plays straight through its session (no screen, no keys).
public struct LongHistory: Sendable {
    /// The save of a game of up to `moves` moves (fewer when the game ends first), and how many
    /// it has.
    public let save: @Sendable (_ moves: Int) throws -> (data: Data, moves: Int)
    /// The same game in the save format before the session envelope, which an older build reads:
    /// the figures of both builds come from one game.
    public let beforeEnvelope: @Sendable (_ save: Data) throws -> Data

    public init(
        save: @escaping @Sendable (_ moves: Int) throws -> (data: Data, moves: Int),
        beforeEnvelope: @escaping @Sendable (_ save: Data) throws -> Data
    ) {
        self.save = save
        self.beforeEnvelope = beforeEnvelope
    }
}
