import GameCore

/// The 2048 game in the Tatham split: pure, value-typed and deterministic given the seed, so the
/// shared mid-end can undo, redo, save and resume it like every other game.
public enum Game2048Rules: GameRules {
    /// The tile value that wins a game by default (the prompt is offered once; play may go on beyond it).
    public static let winningValue = 2048

    /// The tiles a player may choose to play for, as gnome-2048 offers: 512 up to 65536.
    public static let targets = [512, 1024, 2048, 4096, 8192, 16384, 32768, 65536]

    /// What a new game is made of: the board's rows and columns (each 3…8), how new tiles are
    /// valued and the tile that wins.
    public struct Params: Codable, Equatable, Hashable, Sendable {
        public var rows: Int
        public var columns: Int
        public var spawnRule: Game2048SpawnRule
        /// One of `targets`; saves written before the target was chosen play for 2048.
        public var target: Int

        public init(
            rows: Int, columns: Int, spawnRule: Game2048SpawnRule = .classic, target: Int = winningValue
        ) {
            self.rows = rows
            self.columns = columns
            self.spawnRule = spawnRule
            self.target = target
        }

        /// A square board, `size`×`size`.
        public init(size: Int = 4, spawnRule: Game2048SpawnRule = .classic, target: Int = winningValue) {
            self.init(rows: size, columns: size, spawnRule: spawnRule, target: target)
        }

        /// These params with another shape.
        public func reshaped(rows: Int, columns: Int) -> Params {
            Params(rows: rows, columns: columns, spawnRule: spawnRule, target: target)
        }

        /// As the board: a square shape is written as `size`, as before shapes existed.
        private enum CodingKeys: String, CodingKey {
            case spawnRule, target
        }

        public init(from decoder: any Decoder) throws {
            (rows, columns) = try Game2048Board.decodeShape(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            spawnRule = try container.decode(Game2048SpawnRule.self, forKey: .spawnRule)
            target = try container.decodeIfPresent(Int.self, forKey: .target) ?? winningValue
        }

        public func encode(to encoder: any Encoder) throws {
            try Game2048Board.encodeShape(rows: rows, columns: columns, to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(spawnRule, forKey: .spawnRule)
            try container.encode(target, forKey: .target)
        }
    }

    /// The target after (or, `by` -1, before) `target` in `targets`, wrapping around at either end.
    public static func target(after target: Int, by step: Int = 1) -> Int {
        let index = targets.firstIndex(of: target) ?? targets.firstIndex(of: winningValue) ?? 0
        return targets[(index + step + targets.count) % targets.count]
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
        /// Set once a tile reaches `target`; it stays set for the rest of the game.
        public internal(set) var won: Bool
        /// The tile that wins this game (2048 unless the player chose another).
        public let target: Int
        /// Set when the player answered the win prompt with "Keep going", so it is asked once per game.
        public internal(set) var keepGoing: Bool
        /// What the move that produced this state did (nil for a new game and after `keepGoing`);
        /// `Game2048Rules.transition(from:to:)` turns it into an animation.
        public internal(set) var lastTurn: Game2048Turn?

        /// A game standing on a given board, for showcase boards, snapshots and tests; `won` is
        /// derived from the board so a board holding the target asks its question unless `keepGoing`.
        public init(
            board: Game2048Board, score: Int = 0, seed: UInt64 = 0,
            spawnRule: Game2048SpawnRule = .classic, target: Int = Game2048Rules.winningValue,
            keepGoing: Bool = false
        ) {
            self.board = board
            self.score = score
            self.generator = SeededGenerator(seed: seed)
            self.spawnRule = spawnRule
            self.target = target
            self.won = board.maxValue >= target
            self.keepGoing = keepGoing
            self.lastTurn = nil
        }

        /// Positions saved before the target was chosen have none: they played for 2048.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            board = try container.decode(Game2048Board.self, forKey: .board)
            score = try container.decode(Int.self, forKey: .score)
            generator = try container.decode(SeededGenerator.self, forKey: .generator)
            spawnRule = try container.decode(Game2048SpawnRule.self, forKey: .spawnRule)
            won = try container.decode(Bool.self, forKey: .won)
            target = try container.decodeIfPresent(Int.self, forKey: .target) ?? Game2048Rules.winningValue
            keepGoing = try container.decode(Bool.self, forKey: .keepGoing)
            lastTurn = try container.decodeIfPresent(Game2048Turn.self, forKey: .lastTurn)
        }

        public var tiles: [Game2048Tile] { board.tiles }

        /// True while the "You win!" prompt is waiting for an answer; slides are refused meanwhile.
        public var awaitsWinAnswer: Bool { won && !keepGoing }
    }

    public static func newState(params: Params, seed: UInt64) -> State {
        var state = State(
            board: Game2048Board(rows: params.rows, columns: params.columns), seed: seed, spawnRule: params.spawnRule,
            target: params.target)
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
            if result.merges.contains(where: { $0.value >= state.target }) {
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
