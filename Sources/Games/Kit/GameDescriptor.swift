import ArgumentParser
import GameCore
import Layout

/// What the command line asked of a game: each field nil when not given.
public struct GameOptions: Equatable, Sendable {
    /// The board's side, or its rows when `columns` is given (`--size 4x6`).
    public var size: Int?
    /// The board's columns, for a game with rectangular boards; nil for a square one.
    public var columns: Int?
    public var difficulty: String?
    public var level: Int?

    public init(size: Int? = nil, columns: Int? = nil, difficulty: String? = nil, level: Int? = nil) {
        self.size = size
        self.columns = columns
        self.difficulty = difficulty
        self.level = level
    }

    public var isEmpty: Bool { size == nil && columns == nil && difficulty == nil && level == nil }
}

/// Which command-line options a game takes and what values they may have, so `tessera play`
/// validates every game the same way and its help text lists what the catalog holds.
public struct GameOptionRules: Sendable {
    /// Board sizes, when the game has a choice of them.
    public var sizes: ClosedRange<Int>?
    /// Whether the board may have as many rows (`size`) as columns from `sizes` apart (`4x6`).
    public var rectangular: Bool
    /// Difficulty names, when the game has levels of difficulty.
    public var difficulties: [String]
    /// Numbered levels, when the game has them.
    public var levels: ClosedRange<Int>?

    public init(
        sizes: ClosedRange<Int>? = nil, rectangular: Bool = false, difficulties: [String] = [],
        levels: ClosedRange<Int>? = nil
    ) {
        self.sizes = sizes
        self.rectangular = rectangular
        self.difficulties = difficulties
        self.levels = levels
    }

    /// The options normalised (difficulty lower-cased), or a message that names the option, the
    /// game and what it accepts.
    public func validate(_ options: GameOptions, title: String) throws(CLIFailure) -> GameOptions {
        var result = options
        if let size = options.size {
            guard let sizes else { throw CLIFailure("--size does not apply to \(title)") }
            guard sizes.contains(size) else {
                throw CLIFailure("--size for \(title) must be \(sizes.lowerBound) to \(sizes.upperBound), not \(size)")
            }
        }
        if let columns = options.columns, let sizes {
            guard rectangular else { throw CLIFailure("--size for \(title) is one number, its boards are square") }
            guard sizes.contains(columns) else {
                throw CLIFailure(
                    "--size for \(title): columns must be \(sizes.lowerBound) to \(sizes.upperBound), not \(columns)")
            }
        } else if options.columns != nil {
            throw CLIFailure("--size does not apply to \(title)")
        }
        if let difficulty = options.difficulty {
            guard !difficulties.isEmpty else { throw CLIFailure("--difficulty does not apply to \(title)") }
            let normal = difficulty.lowercased()
            guard difficulties.contains(normal) else {
                throw CLIFailure(
                    "unknown difficulty '\(difficulty)' for \(title); use \(Self.list(difficulties, joiner: "or"))")
            }
            result.difficulty = normal
        }
        if let level = options.level {
            guard let levels else { throw CLIFailure("--level does not apply to \(title)") }
            guard levels.contains(level) else {
                throw CLIFailure(
                    "--level for \(title) must be \(levels.lowerBound) to \(levels.upperBound), not \(level)")
            }
        }
        return result
    }

    /// "a, b or c".
    public static func list(_ items: [String], joiner: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(joiner) " + items.last!
    }
}

/// Everything a new game of a kind needs: a seed, a clock for its timers, and the options.
public struct GameLaunch {
    public var seed: UInt64
    public var clock: () -> Double
    public var options: GameOptions

    public init(seed: UInt64, clock: @escaping () -> Double, options: GameOptions = GameOptions()) {
        self.seed = seed
        self.clock = clock
        self.options = options
    }
}

/// What the tests need to exercise a game they do not know: input that makes moves in a fresh
/// game, and edits of a real save that the game must refuse (beyond the generic ones every save
/// gets: truncation, random bytes, a cursor outside the history, …).
public struct GameFixtures: Sendable {
    /// Events that make at least one move in a fresh game, wherever the game puts its focus.
    public var moves: [InputEvent]
    /// Named edits of a save's JSON text that must make the save unusable.
    public var hostileEdits: [String: @Sendable (String) -> String]

    public init(moves: [InputEvent], hostileEdits: [String: @Sendable (String) -> String] = [:]) {
        self.moves = moves
        self.hostileEdits = hostileEdits
    }
}

/// One line of About's credits a game brings: a label and its text, both msgids (`trMark`).
public struct GameCredit: Sendable {
    public let label: String
    public let text: String

    public init(label: String, text: String) {
        self.label = label
        self.text = text
    }
}

/// A game as the collection knows it: one value per game in `Catalog`. The title screen, `play`,
/// `screenshot`, the engine subcommands, `tessera-dev`'s `bench` and `monkey`, save verification,
/// the help texts and the hostile-input tests all read descriptors, so none of them names a game.
public struct GameDescriptor: @unchecked Sendable {
    /// The command-line name, the save file's name and the statistics key ("2048", "sudoku").
    public let id: String
    /// Other spellings a player may type (`ttt`, `lights`).
    public let aliases: [String]
    /// The name on the title card and in the window title.
    public let title: String
    public let options: GameOptionRules
    /// A fresh game; the same seed and options always give the same game.
    public let makeScene: (GameLaunch) -> any GameScene
    /// The engine on the command line (`tessera <id> …`), when the game has one.
    public let command: (any ParsableCommand.Type)?
    /// Lines of `command` answered without the argument parser (see the launcher's
    /// `runCommandLine`): given the arguments after the command's name, what the parser's command
    /// would run, or nil to leave the line to the parser. A batch of puzzles is a process that
    /// is mostly start-up, and the parser's reflection is about a third of that.
    public let direct: (([String]) -> (() throws -> Void)?)?
    public let fixtures: GameFixtures
    /// Where the game's data comes from, for About (msgids, translated where shown).
    public let credits: [GameCredit]
    /// What X, Y, the triggers (and A, where it is not Enter) do on a gamepad in this game.
    public let pad: GamePadBindings
    /// The game's daily puzzle, when it has one (its scene starts it: `GameScene.startDaily`).
    public let daily: GameDaily?

    public init(
        id: String, aliases: [String] = [], title: String, options: GameOptionRules = GameOptionRules(),
        command: (any ParsableCommand.Type)? = nil, direct: (([String]) -> (() throws -> Void)?)? = nil,
        fixtures: GameFixtures, credits: [GameCredit] = [],
        pad: GamePadBindings = GamePadBindings(), daily: GameDaily? = nil,
        makeScene: @escaping (GameLaunch) -> any GameScene
    ) {
        self.id = id
        self.daily = daily
        self.pad = pad
        self.aliases = aliases
        self.title = title
        self.credits = credits
        self.options = options
        self.command = command
        self.direct = direct
        self.fixtures = fixtures
        self.makeScene = makeScene
    }

    /// Whether a player's `argument` names this game: its id, its title or an alias, ignoring case,
    /// spaces and punctuation ("Tic-tac-toe", "lights out").
    public func matches(_ argument: String) -> Bool {
        let normal = Self.normalise(argument)
        return ([id, title] + aliases).contains { Self.normalise($0) == normal }
    }

    static func normalise(_ text: String) -> String {
        text.lowercased().filter { $0.isLetter || $0.isNumber }
    }
}

extension GameFixtures {
    /// Puts a combining acute accent (JSON `\u0301`) after the first of `characters` inside the
    /// string value of `key` ("board": "53..7…"): a digit plus the accent is no digit, and a
    /// parser that trusted `Character.isNumber` crashed on it. The text unchanged when neither is
    /// found, which the hostile-input test reports as a fixture that does not apply.
    public static func insertingCombiningMark(in text: String, key: String, after characters: String) -> String {
        let accent = #"\u0301"#
        let opening = "\"\(key)\":\""
        guard let found = text.firstRange(of: opening) else { return text }
        var index = found.upperBound
        while index < text.endIndex, text[index] != "\"" {
            if characters.contains(text[index]) {
                var changed = text
                changed.insert(contentsOf: accent, at: text.index(after: index))
                return changed
            }
            index = text.index(after: index)
        }
        return text
    }
}

extension GameDescriptor: Hashable {
    /// A game is its id: the catalog never holds two games with the same one.
    public static func == (lhs: GameDescriptor, rhs: GameDescriptor) -> Bool { lhs.id == rhs.id }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
