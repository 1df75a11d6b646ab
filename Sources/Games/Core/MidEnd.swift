/// The Tatham "mid-end", written once for every game: it owns the history for undo and redo,
/// the play timer, and the save format. A scene never holds one directly: `GameSession` (in
/// GameKit) owns it and the life around it (new-game undo, statistics, the save envelope).
///
/// The history is the starting position and the moves made from it, as Simon Tatham's
/// `midend_serialise` keeps it. Only some positions are kept whole: the start, one every
/// `checkpointInterval` moves, and those no move leads to. Any other position is the replay of
/// at most `checkpointInterval - 1` moves from the one kept before it, so memory grows by a
/// move's size a move, and undo costs the same at move 10 and at move 1,000,000.
public final class MidEnd<Rules: GameRules> {
    public private(set) var params: Rules.Params
    public private(set) var seed: UInt64
    /// The first position of this game.
    public private(set) var start: Rules.State
    /// `moves[i]` led from position `i` to position `i + 1`; nil where no move is known (a step
    /// of a version-1 save that no move reproduces).
    private var moves: [Rules.Move?]
    /// Positions that are not the replay of the move before them (`replaceCurrent`, unknown
    /// moves): a save holds these whole.
    private var anchors: [Int: Rules.State]
    /// Positions kept whole to replay from; a cache, never saved.
    private var checkpoints: [Int: Rules.State]
    /// The first moves' tokens as a save writes them, and where each ends, so that saving after
    /// a move in a long game writes the text it already has (built on the first save, then kept
    /// as moves are made and undone moves dropped). Empty for games whose moves are not tokens.
    private var tokens = TokenText()
    /// The position at `cursor`.
    public private(set) var state: Rules.State
    public private(set) var cursor: Int
    /// Seconds played before the current running stretch began.
    private var banked: Double
    private var runningSince: Double?
    private let clock: () -> Double

    /// Moves between two positions kept whole: undo replays at most this many minus one.
    public static var checkpointInterval: Int { 64 }

    public init(params: Rules.Params, seed: UInt64, clock: @escaping () -> Double) {
        self.params = params
        self.seed = seed
        self.clock = clock
        start = Rules.newState(params: params, seed: seed)
        state = start
        moves = []
        anchors = [:]
        checkpoints = [:]
        cursor = 0
        banked = 0
    }

    public var outcome: GameOutcome { Rules.outcome(of: state) }
    public var canUndo: Bool { cursor > 0 }
    public var canRedo: Bool { cursor < moves.count }
    /// Number of moves from the start to the current state.
    public var moveCount: Int { cursor }
    /// Positions in the history, from the start to the end of the redo tail.
    public var positionCount: Int { moves.count + 1 }

    /// The position at `index` (0 is the start): the nearest one kept whole at or before it, and
    /// the moves after that replayed.
    public func position(at index: Int) -> Rules.State {
        precondition(index >= 0 && index <= moves.count, "position \(index) outside the history")
        if index == cursor { return state }
        if let kept = anchors[index] ?? checkpoints[index] { return kept }
        // The nearest position kept at or before `index`: a checkpoint on the grid (anchors after
        // it come up in the replay), or the one on screen when it is nearer.
        var base = 0
        var position = start
        var grid = index - index % Self.checkpointInterval
        while grid > 0, checkpoints[grid] == nil { grid -= Self.checkpointInterval }
        if grid > 0, let kept = checkpoints[grid] { (base, position) = (grid, kept) }
        if cursor <= index, cursor > base { (base, position) = (cursor, state) }
        for step in stride(from: base + 1, through: index, by: 1) { advance(&position, to: step) }
        return position
    }

    /// Every position of the history, replayed from the start: for checks over a whole game
    /// (the monkey's invariants, the tests), at the cost of the game's length.
    public func allPositions() -> [Rules.State] {
        var result = [start]
        result.reserveCapacity(moves.count + 1)
        var position = start
        for step in stride(from: 1, through: moves.count, by: 1) {
            advance(&position, to: step)
            result.append(position)
        }
        return result
    }

    /// Position `step - 1` moved on to position `step`: the one kept whole there, or its move.
    private func advance(_ position: inout Rules.State, to step: Int) {
        if let anchor = anchors[step] {
            position = anchor
        } else if let move = moves[step - 1] {
            _ = Rules.play(move, on: &position)
        }
    }

    /// Keeps `position` (at `index`) whole when it falls on the checkpoint grid.
    private func noteCheckpoint(_ position: Rules.State, at index: Int) {
        if index > 0, index % Self.checkpointInterval == 0 { checkpoints[index] = position }
    }

    /// Applies `move`; returns false (and records nothing) when the rules refuse it.
    @discardableResult
    public func apply(_ move: Rules.Move) -> Bool {
        guard let next = Rules.apply(move, to: state) else { return false }
        discardRedo()
        moves.append(move)
        cursor += 1
        state = next
        noteCheckpoint(next, at: cursor)
        if Rules.outcome(of: next) != .playing { pauseTimer() }
        return true
    }

    /// Replaces the current state without a move (for computed changes like an AI reply
    /// folded into one undo step); the previous state stays undoable, and so does the redo.
    public func replaceCurrent(with replacement: Rules.State) {
        let next = cursor + 1
        let following = next <= moves.count ? position(at: next) : nil
        state = replacement
        if cursor == 0 {
            start = replacement
        } else {
            anchors[cursor] = replacement
            if checkpoints[cursor] != nil { checkpoints[cursor] = replacement }
        }
        // The next position no longer need follow from this one by its move: it is kept whole.
        if let following, anchors[next] == nil,
            moves[cursor].flatMap({ Rules.apply($0, to: replacement) }) != following
        {
            anchors[next] = following
        }
    }

    /// Forgets the states after the current one, as a new move would: a game being replaced by
    /// a new one keeps no redo, so that redo from it leads to the game that replaced it.
    public func discardRedo() {
        guard cursor < moves.count else { return }
        moves.removeSubrange(cursor...)
        tokens.keep(cursor)
        anchors = anchors.filter { $0.key <= cursor }
        checkpoints = checkpoints.filter { $0.key <= cursor }
    }

    @discardableResult
    public func undo() -> Bool {
        guard canUndo else { return false }
        state = position(at: cursor - 1)
        cursor -= 1
        return true
    }

    @discardableResult
    public func redo() -> Bool {
        guard canRedo else { return false }
        state = position(at: cursor + 1)
        cursor += 1
        return true
    }

    /// A new game of `params`; `start` plays a given first position instead of the rules' own
    /// (a typed-in puzzle), which is then never generated.
    public func newGame(params: Rules.Params, seed: UInt64, start given: Rules.State? = nil) {
        self.params = params
        self.seed = seed
        start = given ?? Rules.newState(params: params, seed: seed)
        state = start
        moves = []
        tokens = TokenText()
        anchors = [:]
        checkpoints = [:]
        cursor = 0
        banked = 0
        runningSince = nil
    }

    // MARK: Timer

    /// Seconds spent playing this game (paused time excluded).
    public var elapsed: Double {
        banked + (runningSince.map { max(0, clock() - $0) } ?? 0)
    }

    public var isTimerRunning: Bool { runningSince != nil }

    public func startTimer() {
        guard runningSince == nil, outcome == .playing else { return }
        runningSince = clock()
    }

    public func pauseTimer() {
        guard let since = runningSince else { return }
        banked += max(0, clock() - since)
        runningSince = nil
    }

    // MARK: Saving

    /// Everything needed to resume: the params, the starting position itself (not only its
    /// seed, so a later generator cannot change a saved game), the moves from it, the cursor
    /// and the play time. A restore replays the moves through the rules, as a test would.
    public struct Save: Codable {
        public var version: Int
        public var params: Rules.Params
        public var seed: UInt64
        public var start: Rules.State
        /// The moves from the start, the redo tail included; nil for a step no move reproduces.
        public var moves: [Rules.Move?]
        /// Positions saved whole because no move leads to them.
        public var anchors: [Anchor]
        public var cursor: Int
        public var elapsed: Double
        /// The last position of the history, kept whole: a replay through rules that have
        /// changed since the save was written reaches another one, and the save is refused
        /// rather than played on as a different game. Nil in saves from before it was kept.
        public var end: Rules.State?
        /// The moves already written as tokens (the mid-end's kept text), or nil to write them.
        var movesText: String?

        /// A position saved whole, at its index in the history.
        public struct Anchor: Codable, Sendable {
            public var index: Int
            public var state: Rules.State

            public init(index: Int, state: Rules.State) {
                self.index = index
                self.state = state
            }
        }

        public init(
            params: Rules.Params, seed: UInt64, start: Rules.State, moves: [Rules.Move?], anchors: [Anchor] = [],
            cursor: Int, elapsed: Double, end: Rules.State? = nil
        ) {
            version = MidEnd.saveVersion
            self.end = end
            self.params = params
            self.seed = seed
            self.start = start
            self.moves = moves
            self.anchors = anchors
            self.cursor = cursor
            self.elapsed = elapsed
        }

        /// A game given as its positions (a version-1 save, or a puzzle typed in): the first is
        /// the start and the others are kept whole until a restore finds the moves between them.
        public init(
            version: Int, params: Rules.Params, seed: UInt64, history: [Rules.State], cursor: Int, elapsed: Double
        ) {
            self.version = version
            self.params = params
            self.seed = seed
            // An empty history is refused by `restore`, through the cursor check.
            start = history.first ?? Rules.newState(params: params, seed: seed)
            moves = Array(repeating: nil, count: max(history.count - 1, 0))
            anchors = history.indices.dropFirst().map { Anchor(index: $0, state: history[$0]) }
            self.cursor = history.isEmpty ? -1 : cursor
            self.elapsed = elapsed
            end = nil
        }

        enum CodingKeys: String, CodingKey {
            case version, params, seed, start, moves, anchors, cursor, elapsed, end, history
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let version = try container.decode(Int.self, forKey: .version)
            guard version <= MidEnd.saveVersion else { throw SaveError.newerVersion(version) }
            let params = try container.decode(Rules.Params.self, forKey: .params)
            let seed = try container.decode(UInt64.self, forKey: .seed)
            let cursor = try container.decode(Int.self, forKey: .cursor)
            let elapsed = try container.decode(Double.self, forKey: .elapsed)
            if version < 2 {
                let history = try container.decode([Rules.State].self, forKey: .history)
                self.init(
                    version: version, params: params, seed: seed, history: history, cursor: cursor, elapsed: elapsed)
                return
            }
            self.init(
                params: params, seed: seed, start: try container.decode(Rules.State.self, forKey: .start),
                moves: try MoveList<Rules.Move>.decode(from: container, forKey: .moves),
                anchors: try container.decodeIfPresent([Anchor].self, forKey: .anchors) ?? [], cursor: cursor,
                elapsed: elapsed, end: try container.decodeIfPresent(Rules.State.self, forKey: .end))
            self.version = version
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(version, forKey: .version)
            try container.encode(params, forKey: .params)
            try container.encode(seed, forKey: .seed)
            try container.encode(start, forKey: .start)
            if let movesText {
                try container.encode(movesText, forKey: .moves)
            } else {
                try MoveList.encode(moves, to: &container, forKey: .moves)
            }
            if !anchors.isEmpty { try container.encode(anchors, forKey: .anchors) }
            try container.encode(cursor, forKey: .cursor)
            try container.encode(elapsed, forKey: .elapsed)
            try container.encodeIfPresent(end, forKey: .end)
        }
    }

    /// The save format's version; a file from a newer program is refused rather than misread.
    /// Version 1 held every position of the history; version 2 holds the moves.
    public static var saveVersion: Int { 2 }

    public func save() -> Save {
        var save = Save(
            params: params, seed: seed, start: start, moves: moves,
            anchors: anchors.keys.sorted().compactMap { index in
                anchors[index].map { Save.Anchor(index: index, state: $0) }
            },
            cursor: cursor, elapsed: elapsed, end: position(at: moves.count))
        save.movesText = tokens.text(of: moves)
        return save
    }

    /// Restores a save, checking it is internally consistent: `check` names what is wrong with
    /// a position read from the file (the start, and any kept whole) before the rules are asked
    /// to play on it, then the moves are replayed through the rules, so every other position
    /// is one the rules made. `derive` names the move between two positions, to turn the kept
    /// positions of a version-1 save into moves. `step` sees each position read whole from the
    /// file with the one before it, for what only a sequence can show (the rules' own replay
    /// needs no such check: a position the rules made from a sound one is sound). The
    /// replay must end on the save's own last position, when it has one. Nothing changes when
    /// it throws; the replay keeps only checkpoints, so a save of a million moves costs a
    /// million moves' replay and a few thousand positions of memory.
    public func restore(
        _ save: Save, check: (Rules.State) -> String? = { _ in nil },
        derive: (Rules.State, Rules.State) -> Rules.Move? = { _, _ in nil },
        step: (_ before: Rules.State, _ after: Rules.State) -> String? = { _, _ in nil }
    ) throws(SaveError) {
        guard save.version <= Self.saveVersion else { throw .newerVersion(save.version) }
        guard save.cursor >= 0, save.cursor <= save.moves.count else {
            throw .inconsistent("cursor \(save.cursor) outside a history of \(save.moves.count + 1) states")
        }
        guard save.elapsed.isFinite, save.elapsed >= 0, save.elapsed <= GameStatistics.longestTime else {
            throw .inconsistent("a play time of \(save.elapsed) seconds")
        }
        if let problem = check(save.start) { throw .inconsistent("the start: \(problem)") }
        var kept: [Int: Rules.State] = [:]
        for anchor in save.anchors {
            guard anchor.index >= 1, anchor.index <= save.moves.count,
                kept.updateValue(anchor.state, forKey: anchor.index) == nil
            else { throw .inconsistent("a position kept at step \(anchor.index) of \(save.moves.count)") }
            if let problem = check(anchor.state) { throw .inconsistent("step \(anchor.index): \(problem)") }
        }
        var moves = save.moves
        var anchors: [Int: Rules.State] = [:]
        var checkpoints: [Int: Rules.State] = [:]
        var position = save.start
        var current = save.start
        for (index, move) in save.moves.enumerated() {
            if let whole = kept[index + 1] {
                let before = position
                if move == nil, let found = derive(before, whole), Rules.apply(found, to: before) == whole {
                    moves[index] = found
                } else {
                    anchors[index + 1] = whole
                    if let problem = step(before, whole) { throw .inconsistent("step \(index + 1): \(problem)") }
                }
                position = whole
            } else {
                guard let move else { throw .inconsistent("step \(index + 1) has neither a move nor a position") }
                guard Rules.play(move, on: &position) else {
                    throw .inconsistent("move \(index + 1) is not a legal move there")
                }
            }
            if (index + 1) % Self.checkpointInterval == 0 { checkpoints[index + 1] = position }
            if index + 1 == save.cursor { current = position }
        }
        if let end = save.end, end != position {
            throw .changedRules("its moves no longer lead to the position it was saved with")
        }
        params = save.params
        seed = save.seed
        start = save.start
        self.moves = moves
        self.anchors = anchors
        self.checkpoints = checkpoints
        tokens = TokenText()
        cursor = save.cursor
        state = current
        banked = save.elapsed
        runningSince = nil
    }
}

/// A move written as a short token in a save, as the moves of Simon Tatham's games are
/// strings: a game's moves are then one string of a few bytes a move. Tokens delimit
/// themselves (a letter and a fixed number of digits, say), so they are written one after
/// another.
public protocol SaveToken {
    /// The token: ASCII, never empty, never starting with "-" (the mark of an unknown move).
    var saveToken: String { get }
    /// Reads one token from the front of `text` and removes it; nil when no token starts there.
    static func readToken(from text: inout Substring) -> Self?
}

/// Move tokens kept as one text for a game's first moves, with where each ends.
struct TokenText {
    private var bytes: [UInt8] = []
    private var ends: [Int] = []

    /// Keeps the tokens of the first `count` moves only.
    mutating func keep(_ count: Int) {
        guard count < ends.count else { return }
        bytes.removeSubrange((count == 0 ? 0 : ends[count - 1])...)
        ends.removeSubrange(count...)
    }

    /// The tokens of `moves`, the ones not kept yet written now; nil when the moves are not tokens.
    mutating func text<Move>(of moves: [Move?]) -> String? {
        guard let type = Move.self as? any SaveToken.Type else { return nil }
        keep(moves.count)
        if ends.count < moves.count { append(moves[ends.count...], as: type) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func append<Move, Token: SaveToken>(_ moves: ArraySlice<Move?>, as _: Token.Type) {
        // `Token` is `Move` (the caller found `Move` is a `SaveToken`): the moves are tokens.
        for move in unsafeBitCast(Array(moves), to: [Token?].self) {
            bytes.append(contentsOf: (move?.saveToken ?? "-").utf8)
            ends.append(bytes.count)
        }
    }
}

/// How a save writes its moves: one string of tokens when the game's moves are `SaveToken`s,
/// else a JSON array of moves.
enum MoveList<Move: Codable> {
    static func encode<Key: CodingKey>(
        _ moves: [Move?], to container: inout KeyedEncodingContainer<Key>, forKey key: Key
    ) throws {
        guard let tokens = Move.self as? any SaveToken.Type else { return try container.encode(moves, forKey: key) }
        try container.encode(text(of: moves, as: tokens), forKey: key)
    }

    /// The moves' tokens one after another, read through the token type itself: no cast a move.
    private static func text<Token: SaveToken>(of moves: [Move?], as _: Token.Type) -> String {
        // `Token` is `Move` (the caller found `Move` is a `SaveToken`): the array is the same one.
        let tokens = unsafeBitCast(moves, to: [Token?].self)
        var text = ""
        text.reserveCapacity(moves.count * 4)
        for token in tokens { text += token?.saveToken ?? "-" }
        return text
    }

    static func decode<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> [Move?] {
        guard let text = try? container.decode(String.self, forKey: key) else {
            return try container.decode([Move?].self, forKey: key)
        }
        guard let tokens = Move.self as? any SaveToken.Type else {
            throw SaveError.unreadable("moves written as text for a game whose moves are not")
        }
        return try moves(in: text, as: tokens)
    }

    /// The moves a token text holds, read through the token type itself: no cast a move.
    private static func moves<Token: SaveToken>(in text: String, as _: Token.Type) throws -> [Move?] {
        var rest = Substring(text)
        var tokens: [Token?] = []
        tokens.reserveCapacity(text.utf8.count / 3)
        while let first = rest.utf8.first {
            if first == UInt8(ascii: "-") {
                rest = rest.dropFirst()
                tokens.append(nil)
            } else if let token = Token.readToken(from: &rest) {
                tokens.append(token)
            } else {
                throw SaveError.unreadable("an unknown move at '\(rest.prefix(12))'")
            }
        }
        // `Token` is `Move` (the caller found `Move` is a `SaveToken`): the array is the same one.
        return unsafeBitCast(tokens, to: [Move?].self)
    }
}

/// Why a save file could not be used.
public enum SaveError: Error, Equatable, CustomStringConvertible {
    case newerVersion(Int)
    case inconsistent(String)
    case unreadable(String)
    /// The moves replay to another game than the one saved: the rules changed since.
    case changedRules(String)

    public var description: String {
        switch self {
        case .newerVersion(let version): "it was written by a newer Tessera (save format \(version))"
        case .inconsistent(let detail): "it is inconsistent: \(detail)"
        case .unreadable(let detail): "it cannot be read: \(detail)"
        case .changedRules(let detail): "it was played under other rules: \(detail)"
        }
    }
}

/// Reading the digits of move tokens: ASCII digits only, by their code (a save of a million
/// moves reads several million of them).
public enum SaveTokenDigits {
    /// One ASCII digit from the front of `text` (removed), or nil (and `text` unchanged).
    public static func digit(from text: inout Substring) -> Int? {
        guard let first = text.utf8.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return nil }
        text = text.dropFirst()
        return Int(first - UInt8(ascii: "0"))
    }

    /// Two ASCII digits from the front of `text` (removed), or nil (and `text` unchanged).
    public static func pair(from text: inout Substring) -> (Int, Int)? {
        var rest = text
        guard let row = digit(from: &rest), let col = digit(from: &rest) else { return nil }
        text = rest
        return (row, col)
    }
}
