import GameCore

/// The 2048 game in the Tatham split: pure, value-typed and deterministic given the seed, so the
/// shared mid-end can undo, redo, save and resume it like every other game.
public enum Game2048Rules: GameRules {
    /// The tile value that wins the game (the prompt is offered once; play may go on beyond it).
    public static let winningValue = 2048

    /// What a new game is made of: the board side (3…8) and how new tiles are valued.
    public struct Params: Codable, Equatable, Hashable, Sendable {
        public var size: Int
        public var spawnRule: Game2048SpawnRule

        public init(size: Int = 4, spawnRule: Game2048SpawnRule = .classic) {
            self.size = size
            self.spawnRule = spawnRule
        }
    }

    /// The player's inputs: a push in one direction, or the answer "Keep going" to the win prompt
    /// ("New game" is the mid-end's business, not a move).
    public enum Move: Codable, Equatable, Hashable, Sendable {
        case slide(Game2048Direction)
        case keepGoing
    }

    /// A whole game in progress. It carries its own generator so a resumed game spawns exactly
    /// what it would have, and the last turn so a scene can animate the step that produced it.
    public struct State: Codable, Equatable, Sendable {
        public internal(set) var board: Game2048Board
        public internal(set) var score: Int
        public internal(set) var generator: SeededGenerator
        public let spawnRule: Game2048SpawnRule
        /// Set once a tile reaches `winningValue`; it stays set for the rest of the game.
        public internal(set) var won: Bool
        /// Set when the player answered the win prompt with "Keep going", so it is asked once per game.
        public internal(set) var keepGoing: Bool
        /// What the move that produced this state did (nil for a new game and after `keepGoing`);
        /// `Game2048Rules.transition(from:to:)` turns it into an animation.
        public internal(set) var lastTurn: Game2048Turn?

        /// A game standing on a given board, for showcase boards, snapshots and tests; `won` is
        /// derived from the board so a board holding 2048 asks its question unless `keepGoing`.
        public init(
            board: Game2048Board, score: Int = 0, seed: UInt64 = 0,
            spawnRule: Game2048SpawnRule = .classic, keepGoing: Bool = false
        ) {
            self.board = board
            self.score = score
            self.generator = SeededGenerator(seed: seed)
            self.spawnRule = spawnRule
            self.won = board.maxValue >= Game2048Rules.winningValue
            self.keepGoing = keepGoing
            self.lastTurn = nil
        }

        public var size: Int { board.size }
        public var tiles: [Game2048Tile] { board.tiles }

        /// True while the "You win!" prompt is waiting for an answer; slides are refused meanwhile.
        public var awaitsWinAnswer: Bool { won && !keepGoing }
    }

    public static func newState(params: Params, seed: UInt64) -> State {
        var state = State(board: Game2048Board(size: params.size), seed: seed, spawnRule: params.spawnRule)
        for _ in 0..<2 {
            _ = spawn(on: &state.board, rule: state.spawnRule, using: &state.generator)
        }
        return state
    }

    public static func apply(_ move: Move, to state: State) -> State? {
        switch move {
        case .slide(let direction):
            guard !state.awaitsWinAnswer else { return nil }
            let result = slide(state.board, direction)
            guard result.changed else { return nil }
            var next = state
            next.board = result.board
            let spawned = spawn(on: &next.board, rule: next.spawnRule, using: &next.generator)
            next.score += result.points
            if result.merges.contains(where: { $0.value >= winningValue }) {
                next.won = true
            }
            next.lastTurn = Game2048Turn(
                direction: direction, motions: result.motions, merges: result.merges,
                points: result.points, spawned: spawned)
            return next
        case .keepGoing:
            guard state.awaitsWinAnswer else { return nil }
            var next = state
            next.keepGoing = true
            next.lastTurn = nil
            return next
        }
    }

    /// `.won` only while the win prompt is pending; after "Keep going" the game is lost, as in the
    /// original, when no direction changes the board.
    public static func outcome(of state: State) -> GameOutcome {
        if state.awaitsWinAnswer { return .won }
        return state.board.canMove ? .playing : .lost
    }
}
