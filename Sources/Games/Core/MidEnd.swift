/// The Tatham "mid-end", written once for every game: it owns the history of states for undo
/// and redo, the play timer, and the save format. A scene holds one and never mutates state
/// itself; it asks the mid-end to apply moves.
public final class MidEnd<Rules: GameRules> {
    public private(set) var params: Rules.Params
    public private(set) var seed: UInt64
    public private(set) var history: [Rules.State]
    public private(set) var cursor: Int
    /// Seconds played before the current running stretch began.
    private var banked: Double
    private var runningSince: Double?
    private let clock: () -> Double

    /// Most states kept for undo; older ones are dropped so saves stay small in endless play.
    public static var historyLimit: Int { 500 }

    public init(params: Rules.Params, seed: UInt64, clock: @escaping () -> Double) {
        self.params = params
        self.seed = seed
        self.clock = clock
        history = [Rules.newState(params: params, seed: seed)]
        cursor = 0
        banked = 0
    }

    public var state: Rules.State { history[cursor] }
    public var outcome: GameOutcome { Rules.outcome(of: state) }
    public var canUndo: Bool { cursor > 0 }
    public var canRedo: Bool { cursor < history.count - 1 }
    /// Number of moves from the start to the current state.
    public var moveCount: Int { cursor }

    /// Applies `move`; returns false (and records nothing) when the rules refuse it.
    @discardableResult
    public func apply(_ move: Rules.Move) -> Bool {
        guard let next = Rules.apply(move, to: state) else { return false }
        history.removeSubrange((cursor + 1)...)
        history.append(next)
        cursor += 1
        if history.count > Self.historyLimit {
            let drop = history.count - Self.historyLimit
            history.removeFirst(drop)
            cursor -= drop
        }
        if Rules.outcome(of: next) != .playing { pauseTimer() }
        return true
    }

    /// Replaces the current state without a move (for computed changes like an AI reply
    /// folded into one undo step); the previous state stays undoable.
    public func replaceCurrent(with state: Rules.State) {
        history[cursor] = state
    }

    /// Forgets the states after the current one, as a new move would: a game being replaced by
    /// a new one keeps no redo, so that redo from it leads to the game that replaced it.
    public func discardRedo() {
        history.removeSubrange((cursor + 1)...)
    }

    @discardableResult
    public func undo() -> Bool {
        guard canUndo else { return false }
        cursor -= 1
        return true
    }

    @discardableResult
    public func redo() -> Bool {
        guard canRedo else { return false }
        cursor += 1
        return true
    }

    /// Back to the first state of this game, keeping the way forward for redo.
    @discardableResult
    public func restart() -> Bool {
        guard cursor > 0 else { return false }
        cursor = 0
        return true
    }

    public func newGame(params: Rules.Params, seed: UInt64) {
        self.params = params
        self.seed = seed
        history = [Rules.newState(params: params, seed: seed)]
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

    /// Starts the clock again from zero (a restart: moves and time begin together), running on
    /// if it ran.
    public func resetClock() {
        banked = 0
        if runningSince != nil { runningSince = clock() }
    }

    public func pauseTimer() {
        guard let since = runningSince else { return }
        banked += max(0, clock() - since)
        runningSince = nil
    }

    // MARK: Saving

    /// Everything needed to resume: a restart replays the same code path as a test.
    public struct Save: Codable {
        public var version: Int
        public var params: Rules.Params
        public var seed: UInt64
        public var history: [Rules.State]
        public var cursor: Int
        public var elapsed: Double

        public init(
            version: Int, params: Rules.Params, seed: UInt64, history: [Rules.State], cursor: Int, elapsed: Double
        ) {
            self.version = version
            self.params = params
            self.seed = seed
            self.history = history
            self.cursor = cursor
            self.elapsed = elapsed
        }
    }

    /// The save format's version; a file from a newer program is refused rather than misread.
    public static var saveVersion: Int { 1 }

    public func save() -> Save {
        Save(version: Self.saveVersion, params: params, seed: seed, history: history, cursor: cursor, elapsed: elapsed)
    }

    /// Restores a save, checking it is internally consistent.
    public func restore(_ save: Save) throws(SaveError) {
        guard save.version <= Self.saveVersion else { throw .newerVersion(save.version) }
        guard !save.history.isEmpty, save.cursor >= 0, save.cursor < save.history.count else {
            throw .inconsistent("cursor \(save.cursor) outside a history of \(save.history.count) states")
        }
        guard save.elapsed.isFinite, save.elapsed >= 0, save.elapsed <= GameStatistics.longestTime else {
            throw .inconsistent("a play time of \(save.elapsed) seconds")
        }
        params = save.params
        seed = save.seed
        history = save.history
        cursor = save.cursor
        banked = save.elapsed
        runningSince = nil
    }
}

/// Why a save file could not be used.
public enum SaveError: Error, Equatable, CustomStringConvertible {
    case newerVersion(Int)
    case inconsistent(String)
    case unreadable(String)

    public var description: String {
        switch self {
        case .newerVersion(let version): "it was written by a newer Tessera (save format \(version))"
        case .inconsistent(let detail): "it is inconsistent: \(detail)"
        case .unreadable(let detail): "it cannot be read: \(detail)"
        }
    }
}
