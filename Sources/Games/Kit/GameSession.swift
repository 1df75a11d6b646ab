import FoundationEssentials
import GameCore
import Glibc

/// The one owner of a game's life, the same for every game (Simon Tatham's mid-end is the
/// model): the history through `MidEnd`, the shared commands (undo, redo, new game, restart)
/// and every replacement of a game as one undoable step, the play clock, the statistics with
/// one rule for help, and one save envelope. A scene supplies its screen, turns input into a
/// move or a command, and keeps only what is its own (`Extras`: a selection, a setting).
public final class GameSession<Rules: GameRules, Extras: Codable & Sendable> {
    public typealias Kept = KeptGame<Rules, Extras>

    public private(set) var midEnd: MidEnd<Rules>
    /// The scene's own part of the save.
    public var extras: Extras
    /// What the statistics already hold of the game on screen.
    public private(set) var record = GameRecord()
    public var statistics = GameStatistics()
    public let policy: SessionPolicy<Rules, Extras>
    private let clock: () -> Double
    /// The calendar's time in seconds since 1970, for the date of a finished game's entry (the
    /// play `clock` may be any monotonic one). Tests set a fixed one.
    public var now: () -> Double = { Date().timeIntervalSince1970 }
    /// Games replaced by a new one (newest last): undo before the first move goes back to them.
    private var earlier: [Kept] = [] { didSet { earlierText = nil } }
    /// Games undone back out of (newest last): redo after the last move comes forward to them.
    private var later: [Kept] = [] { didSet { laterText = nil } }
    /// `earlier` and `later` as the save writes them, kept until either list changes. Every move
    /// writes the save, and these games (up to ten each, whole move lists and positions) do not
    /// change while the one on screen is played, so only that one is encoded again.
    private var earlierText: Data?
    private var laterText: Data?
    /// The game is on screen and the window has the focus (the app says otherwise when it
    /// makes a scene for the title screen).
    public private(set) var isActive = true
    /// A dialog covers the board: the clock waits.
    public private(set) var isHeld = false

    /// Games kept to go back to, in memory and in the save; older ones are forgotten.
    public static var replacedLimit: Int { 10 }

    public init(
        params: Rules.Params, seed: UInt64, extras: Extras, clock: @escaping () -> Double,
        policy: SessionPolicy<Rules, Extras> = SessionPolicy()
    ) {
        self.clock = clock
        self.policy = policy
        self.extras = extras
        midEnd = MidEnd(params: params, seed: seed, clock: clock)
    }

    public var state: Rules.State { midEnd.state }
    public var params: Rules.Params { midEnd.params }
    public var outcome: GameOutcome { midEnd.outcome }
    /// Seconds played in this game.
    public var elapsed: Double { midEnd.elapsed }
    public var isClockRunning: Bool { midEnd.isTimerRunning }

    /// The day whose daily puzzle is on screen; nil for any other game.
    public var daily: DailyDate? { record.daily.flatMap { try? DailyDate(parsing: $0) } }

    public var canUndo: Bool { undoTarget != nil || !earlier.isEmpty }
    public var canRedo: Bool { redoTarget != nil || !later.isEmpty }
    /// True when the game on screen is one a new game would leave behind (it has moves).
    public var hasMoves: Bool { midEnd.positionCount > 1 }

    // MARK: Moves and commands

    /// Applies a move: the game counts as played from its first move, the clock runs while it
    /// is played, and an ending is recorded once. Nil when the rules refuse the move.
    public func apply(_ move: Rules.Move) -> SessionChange? {
        guard midEnd.apply(move) else { return nil }
        later.removeAll()
        var change = SessionChange.moved
        if countPlayed() { change.insert(.statistics) }
        if settle() { change.insert(.statistics) }
        updateClock()
        return change
    }

    /// Replaces the position on screen without a move (a reply folded into the player's step).
    public func replaceCurrent(with state: Rules.State) -> SessionChange {
        midEnd.replaceCurrent(with: state)
        var change = SessionChange.moved
        if settle() { change.insert(.statistics) }
        updateClock()
        return change
    }

    /// One step back: through the game's history, then to the game a new game replaced.
    public func undo() -> SessionChange? {
        if let target = undoTarget {
            while midEnd.cursor > target, midEnd.undo() {}
            return afterStep()
        }
        while let previous = earlier.popLast() {
            if let change = bringBack(previous, leaving: { later.append($0) }) { return change }
        }
        return nil
    }

    /// One step forward: through the redo tail, then to the game that replaced this one.
    public func redo() -> SessionChange? {
        if let target = redoTarget {
            while midEnd.cursor < target, midEnd.redo() {}
            return afterStep()
        }
        while let next = later.popLast() {
            if let change = bringBack(next, leaving: { earlier.append($0) }) { return change }
        }
        return nil
    }

    /// Starts another game (a new game, another level, size or setting, an import): the game
    /// left stays one undo away, as it stood. `start` plays a given first position instead of
    /// the rules' own (a typed-in puzzle); `daily` marks the game as the daily puzzle of that
    /// date, which its record keeps (through restarts and saves) and its history entry names.
    public func replace(
        params: Rules.Params, seed: UInt64, extras: Extras, start: Rules.State? = nil, daily: DailyDate? = nil
    ) -> SessionChange {
        // The same untouched game again (a new attempt at a level not begun) replaces nothing.
        let same =
            !hasMoves && !record.counted && params == midEnd.params && seed == midEnd.seed && start == nil
            && record.daily == daily?.description
        keepReplaced(unless: same)
        midEnd.newGame(params: params, seed: seed, start: start)
        self.extras = extras
        record = GameRecord()
        record.daily = daily?.description
        updateClock()
        return [.moved, .replaced]
    }

    /// The same game from its first position, as a replacement: undo brings back the game as
    /// it stood. The game keeps its record (it was counted, help stays help) and its clock
    /// starts again; nil when there is nothing to restart.
    public func restart() -> SessionChange? {
        guard hasMoves else { return nil }
        let kept = record
        let start = midEnd.start
        let change = replace(params: midEnd.params, seed: midEnd.seed, extras: extras, start: start)
        record = kept
        record.result = nil
        // Played again to an ending, the game is another entry of the history.
        record.entry = nil
        return change
    }

    /// A hint, a solution, a filled cell, an automatic fill or the coach helped: the game is
    /// recorded as assisted, counted apart and never a best.
    public func markAssisted() -> SessionChange {
        guard !record.assisted else { return [] }
        record.assisted = true
        var change: SessionChange = .save
        if record.counted, !policy.keepsOwnTallies {
            statistics.extra[GameRecord.assistedPlayedKey, default: 0] += 1
            change.insert(.statistics)
        }
        return change
    }

    private var undoTarget: Int? {
        guard midEnd.cursor > 0 else { return nil }
        guard policy.isRest != nil else { return midEnd.cursor - 1 }
        return (0..<midEnd.cursor).reversed().first { isRest($0) }
    }

    private var redoTarget: Int? {
        guard midEnd.cursor < midEnd.positionCount - 1 else { return nil }
        guard policy.isRest != nil else { return midEnd.cursor + 1 }
        return ((midEnd.cursor + 1)..<midEnd.positionCount).first { isRest($0) }
    }

    /// A position undo and redo stop at: one the player moves from, or the newest. Without a
    /// rule every position is one, and none is replayed to ask (`canUndo` is read every frame).
    private func isRest(_ index: Int) -> Bool {
        index == midEnd.positionCount - 1 || policy.isRest?(midEnd.position(at: index)) ?? true
    }

    private func afterStep() -> SessionChange {
        var change = SessionChange.moved
        if settle() { change.insert(.statistics) }
        updateClock()
        return change
    }

    private func keepReplaced(unless same: Bool) {
        later.removeAll()
        guard !same else { return }
        // A game left keeps what is on its board, not its redo: undo and redo step between
        // whole games.
        midEnd.discardRedo()
        earlier.append(keep())
        if earlier.count > Self.replacedLimit { earlier.removeFirst(earlier.count - Self.replacedLimit) }
    }

    private func keep() -> Kept {
        midEnd.pauseTimer()
        return Kept(game: midEnd.save(), extras: extras, record: record)
    }

    /// The kept game back on screen, checked as a save is (a kept game read from a file is
    /// checked only when it is brought back, so that opening a game replays only the game on
    /// screen), the game left handed to `leave`; nil for one that fails, which is dropped while
    /// the game on screen stays.
    private func bringBack(_ kept: Kept, leaving leave: (Kept) -> Void) -> SessionChange? {
        guard let restored = try? check(kept) else { return nil }
        leave(keep())
        midEnd = restored
        extras = kept.extras
        record = kept.record
        updateClock()
        return [.moved, .replaced]
    }

    // MARK: Statistics

    /// The player has begun on the game on screen (a first input, before any move), for games
    /// whose clock runs from then rather than from the first move.
    public func begin() {
        guard !record.started else { return }
        record.started = true
        updateClock()
    }

    /// Counts the game as played at its first move; true when the statistics changed.
    private func countPlayed() -> Bool {
        guard !record.counted else { return false }
        record.counted = true
        guard !policy.keepsOwnTallies else { return false }
        statistics.played += 1
        if record.assisted { statistics.extra[GameRecord.assistedPlayedKey, default: 0] += 1 }
        return true
    }

    /// Records the game's ending once. A different ending reached after an undo replaces a loss
    /// or a draw; a win is never taken back. True when the statistics changed.
    ///
    /// This is also the one place every game's finished games enter the history: the entry is
    /// written at the first ending and follows the game to a later one (a loss an undo turned
    /// into a win; 2048 played on after its win until no move is left, which keeps its win but
    /// takes the final score).
    private func settle() -> Bool {
        let outcome = midEnd.outcome
        guard outcome != .playing, record.counted, record.result != outcome else { return false }
        guard record.result != .won else { return keepFinished(.won) }
        if let previous = record.result { count(previous, sign: -1) }
        record.result = outcome
        count(outcome, sign: 1)
        _ = keepFinished(outcome)
        return true
    }

    /// Writes the game on screen into the history as ended with `result`, or updates its entry;
    /// true when the history changed. A game the policy describes as nil (two people at one
    /// board: no result is the player's) is not kept.
    private func keepFinished(_ result: GameOutcome) -> Bool {
        guard let kind = policy.describe(midEnd.state) else { return false }
        let daily = self.daily
        let game = FinishedGame(
            date: now(), game: kind.game, variant: daily == nil ? kind.variant : FinishedGame.dailyVariant,
            level: kind.level, day: daily?.description, result: result,
            seconds: policy.timed ? midEnd.elapsed : nil, score: kind.score, peak: kind.peak,
            moves: midEnd.moveCount, assisted: record.assisted)
        let before = statistics.history
        record.entry = statistics.keep(game, replacing: record.entry)
        return statistics.history != before
    }

    private func count(_ outcome: GameOutcome, sign: Int) {
        guard !policy.keepsOwnTallies else { return }
        switch outcome {
        case .won where record.assisted: statistics.extra[GameRecord.assistedWonKey, default: 0] += Double(sign)
        case .won:
            statistics.won = max(0, statistics.won + sign)
            if sign > 0, policy.timed {
                statistics.recordBestTime(midEnd.elapsed)
                if let key = policy.bestTimeKey(midEnd.state) {
                    statistics.recordBestTime(midEnd.elapsed, key: key)
                }
            }
        case .lost: statistics.lost = max(0, statistics.lost + sign)
        case .draw: statistics.drawn = max(0, statistics.drawn + sign)
        case .playing: break
        }
    }

    // MARK: Clock

    /// The window gained or lost the focus, or the game came on or left the screen.
    public func setActive(_ active: Bool) {
        isActive = active
        updateClock()
    }

    /// A dialog opened or closed over the board.
    public func hold(_ held: Bool) {
        guard held != isHeld else { return }
        isHeld = held
        updateClock()
    }

    /// The clock runs while the game is on screen, being played (a move made, no ending yet)
    /// and not under a dialog.
    private func updateClock() {
        if isActive, !isHeld, record.started || record.counted, midEnd.outcome == .playing, policy.timed {
            midEnd.startTimer()
        } else {
            midEnd.pauseTimer()
        }
    }

    // MARK: Saving

    /// The save envelope, one for every game: the game on screen, the scene's extras, the
    /// record, and the games undo and redo lead to.
    public func saveData() throws -> Data {
        let earlierText = try self.earlierText ?? SaveCoding.encode(earlier)
        let laterText = try self.laterText ?? SaveCoding.encode(later)
        self.earlierText = earlierText
        self.laterText = laterText
        return SessionEnvelope<Rules, Extras>.assemble(
            current: try SaveCoding.encode(keepWithoutPausing()), earlier: earlierText, later: laterText)
    }

    /// The game on screen alone, as a save holds it (without the games undo and redo lead to):
    /// what two moments of play compare by.
    public func currentGameData() throws -> Data {
        try SaveCoding.encode(keepWithoutPausing())
    }

    private func keepWithoutPausing() -> Kept {
        Kept(game: midEnd.save(), extras: extras, record: record)
    }

    /// Resumes a save: this envelope, or an older format the policy reads. The game on screen is
    /// checked before anything changes; the games undo and redo lead to are checked when they
    /// are brought back.
    public func restore(from data: Data) throws {
        let envelope: SessionEnvelope<Rules, Extras>
        if let decoded = try? SaveCoding.decode(SessionEnvelope<Rules, Extras>.self, from: data),
            decoded.format == SessionEnvelope<Rules, Extras>.formatName
        {
            guard decoded.version <= SessionEnvelope<Rules, Extras>.currentVersion else {
                throw SaveError.newerVersion(decoded.version)
            }
            envelope = decoded
        } else if let old = try policy.legacy(data) {
            envelope = SessionEnvelope(
                version: SessionEnvelope<Rules, Extras>.currentVersion, current: old, earlier: [], later: [])
        } else {
            // Neither this format nor an older one: say what this format lacks.
            _ = try SaveCoding.decode(SessionEnvelope<Rules, Extras>.self, from: data)
            throw SaveError.unreadable("not a save of this game")
        }
        let restored = try check(envelope.current)
        midEnd = restored
        extras = envelope.current.extras
        record = envelope.current.record
        earlier = Array(envelope.earlier.suffix(Self.replacedLimit))
        later = Array(envelope.later.suffix(Self.replacedLimit))
        updateClock()
    }

    /// The kept game replayed and checked through the policy.
    private func check(_ kept: Kept) throws(SaveError) -> MidEnd<Rules> {
        let restored = MidEnd<Rules>(params: kept.game.params, seed: kept.game.seed, clock: clock)
        let start = kept.game.start
        try restored.restore(
            kept.game, check: { self.policy.check($0, start) }, derive: policy.derive, step: policy.step)
        if let problem = policy.accept(restored, kept.extras) { throw .inconsistent(problem) }
        return restored
    }
}

/// The extras of a game that keeps nothing besides its moves.
public struct NoExtras: Codable, Equatable, Sendable {
    public init() {}
}

/// What changed after a session command, for the scene to turn into a `SceneUpdate`.
public struct SessionChange: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let redraw = SessionChange(rawValue: 1)
    public static let save = SessionChange(rawValue: 2)
    public static let statistics = SessionChange(rawValue: 4)
    /// Another game took the board (a new game, or one undo or redo brought back): the scene
    /// forgets what belonged to the game left (a hint, a selection).
    public static let replaced = SessionChange(rawValue: 8)
    /// The game came from the save file (the program started, or a save was read in).
    public static let restored = SessionChange(rawValue: 16)

    public static let moved: SessionChange = [.redraw, .save]

    /// What the app must do about it: the first three flags are `SceneUpdate`'s own.
    public var update: SceneUpdate {
        SceneUpdate(rawValue: rawValue & (SceneUpdate.moved.rawValue | SceneUpdate.statistics.rawValue))
    }
}

/// What the statistics hold of one game: whether it was counted as played, the ending counted,
/// and whether anything helped.
public struct GameRecord: Codable, Equatable, Sendable {
    /// The player has begun (the clock runs); absent in records from before it was kept.
    public var started = false
    public var counted = false
    public var result: GameOutcome?
    public var assisted = false
    /// The serial of the game's entry in the history once it has ended (`FinishedGame.serial`).
    public var entry: Int?
    /// The date (`YYYY-MM-DD`) of the daily puzzle this game is; nil for any other game.
    public var daily: String?

    public init() {}

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        started = try container.decodeIfPresent(Bool.self, forKey: .started) ?? false
        counted = try container.decodeIfPresent(Bool.self, forKey: .counted) ?? false
        result = try container.decodeIfPresent(GameOutcome.self, forKey: .result)
        assisted = try container.decodeIfPresent(Bool.self, forKey: .assisted) ?? false
        entry = try container.decodeIfPresent(Int.self, forKey: .entry)
        daily = try container.decodeIfPresent(String.self, forKey: .daily)
    }

    /// `statistics.extra` keys of the help rule, the same for every game.
    public static let assistedPlayedKey = "assistedPlayed"
    public static let assistedWonKey = "assistedWon"
}

/// One game kept whole: the game on screen in a save, or one undo or redo leads to.
public struct KeptGame<Rules: GameRules, Extras: Codable & Sendable>: Codable {
    public var game: MidEnd<Rules>.Save
    public var extras: Extras
    public var record: GameRecord

    public init(game: MidEnd<Rules>.Save, extras: Extras, record: GameRecord = GameRecord()) {
        self.game = game
        self.extras = extras
        self.record = record
    }
}

/// The save file of every game.
struct SessionEnvelope<Rules: GameRules, Extras: Codable & Sendable>: Codable {
    /// Marks the file as this envelope, so an older format is never misread as it.
    var format = Self.formatName
    var version: Int
    var current: KeptGame<Rules, Extras>
    var earlier: [KeptGame<Rules, Extras>]
    var later: [KeptGame<Rules, Extras>]

    static var formatName: String { "tessera.session" }
    static var currentVersion: Int { 3 }

    /// The bytes `SaveCoding.encode` writes for an envelope of the current version, from its
    /// parts already encoded by it: the same keys in the same (sorted) order, with nothing
    /// between them, so a file does not depend on which way it was written. The format's name
    /// is plain ASCII that JSON writes as it is (`SaveAssemblyTests` compares the bytes).
    static func assemble(current: Data, earlier: Data, later: Data) -> Data {
        var data = Data()
        data.reserveCapacity(current.count + earlier.count + later.count + 96)
        data.append(contentsOf: #"{"current":"#.utf8)
        data.append(current)
        data.append(contentsOf: #","earlier":"#.utf8)
        data.append(earlier)
        data.append(contentsOf: #","format":"\#(formatName)","later":"#.utf8)
        data.append(later)
        data.append(contentsOf: #","version":\#(currentVersion)}"#.utf8)
        return data
    }

    init(
        version: Int, current: KeptGame<Rules, Extras>, earlier: [KeptGame<Rules, Extras>],
        later: [KeptGame<Rules, Extras>]
    ) {
        self.version = version
        self.current = current
        self.earlier = earlier
        self.later = later
    }
}

/// What a game tells its session beyond its rules: how to check a save's positions, which
/// positions undo stops at, which statistics it keeps besides the shared ones, and how to read
/// the save formats it wrote before the envelope.
public struct SessionPolicy<Rules: GameRules, Extras: Codable & Sendable> {
    /// What is wrong with a position read from a file (the start, positions kept whole), given
    /// the game's start.
    public var check: (_ position: Rules.State, _ start: Rules.State) -> String?
    /// The move between two positions of a version-1 save.
    public var derive: (Rules.State, Rules.State) -> Rules.Move?
    /// What is wrong with a position kept whole, after the one before it.
    public var step: (Rules.State, Rules.State) -> String?
    /// What is wrong with a whole restored game and the scene's extras.
    public var accept: (MidEnd<Rules>, Extras) -> String?
    /// Older save formats, as a kept game; nil when `data` is none of them.
    public var legacy: (Data) throws -> KeptGame<Rules, Extras>?
    /// Positions undo and redo stop at (against a computer: the player's turns); nil for every
    /// position.
    public var isRest: ((Rules.State) -> Bool)?
    /// The game has a clock: wins record best times.
    public var timed: Bool
    /// The game counts its own plays and endings (Tic-tac-toe's tallies per opponent, 2048's
    /// scores): the session then only keeps the record of the game on screen.
    public var keepsOwnTallies: Bool
    /// The `statistics.extra` key of a best time kept per kind of game ("bestTime.hard").
    public var bestTimeKey: (Rules.State) -> String?
    /// What a finished game's entry in the history says of it besides its result, time and
    /// moves; nil keeps no entry for it.
    public var describe: (Rules.State) -> FinishedKind?

    public init(
        check: @escaping (Rules.State, Rules.State) -> String? = { _, _ in nil },
        derive: @escaping (Rules.State, Rules.State) -> Rules.Move? = { _, _ in nil },
        step: @escaping (Rules.State, Rules.State) -> String? = { _, _ in nil },
        accept: @escaping (MidEnd<Rules>, Extras) -> String? = { _, _ in nil },
        legacy: @escaping (Data) throws -> KeptGame<Rules, Extras>? = { _ in nil },
        isRest: ((Rules.State) -> Bool)? = nil,
        timed: Bool = true, keepsOwnTallies: Bool = false,
        bestTimeKey: @escaping (Rules.State) -> String? = { _ in nil },
        describe: @escaping (Rules.State) -> FinishedKind? = { _ in FinishedKind(game: "") }
    ) {
        self.check = check
        self.derive = derive
        self.step = step
        self.accept = accept
        self.legacy = legacy
        self.isRest = isRest
        self.timed = timed
        self.keepsOwnTallies = keepsOwnTallies
        self.bestTimeKey = bestTimeKey
        self.describe = describe
    }
}

/// A finished game's kind as its game names it for the history: the game's catalog id, a
/// variant, the level or size, the score and the highest piece where it has them.
public struct FinishedKind: Equatable, Sendable {
    public var game: String
    public var variant: String?
    public var level: String?
    public var score: Int?
    public var peak: Int?

    public init(game: String, variant: String? = nil, level: String? = nil, score: Int? = nil, peak: Int? = nil) {
        self.game = game
        self.variant = variant
        self.level = level
        self.score = score
        self.peak = peak
    }
}

/// A save format a game wrote before the session envelope, with its own version number.
public protocol VersionedSave: Decodable {
    var version: Int { get }
    /// The newest version that format reached; a file claiming a later one is refused.
    static var lastVersion: Int { get }
}

extension SessionPolicy {
    /// Reads `Old` files as a kept game through `convert`; nil for data of another format.
    public static func reading<Old: VersionedSave>(
        _ type: Old.Type, _ convert: @escaping (Old) -> KeptGame<Rules, Extras>
    ) -> (Data) throws -> KeptGame<Rules, Extras>? {
        { data in
            guard let old = try? SaveCoding.decode(Old.self, from: data) else { return nil }
            guard old.version <= Old.lastVersion else { throw SaveError.newerVersion(old.version) }
            return convert(old)
        }
    }
}
