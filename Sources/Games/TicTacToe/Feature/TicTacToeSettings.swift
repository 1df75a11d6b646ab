import GameCore
import GameKit
import Layout
import Localization
import TicTacToeEngine

/// Who the person at the keyboard plays against: a friend at the same machine (the seed's
/// game) or the computer at one of the engine's levels.
public enum TicTacToeOpponent: Codable, Hashable, Sendable {
    case friend
    case computer(TicTacToeLevel)

    /// The order the M key and the compact button step through.
    public static let all: [TicTacToeOpponent] = [.friend, .computer(.easy), .computer(.medium), .computer(.perfect)]

    /// The button label, e.g. "2 players" or "Medium", in the player's language.
    public var title: String {
        switch self {
        // TRANSLATORS: Tic-tac-toe opponent: two people at the same machine.
        case .friend: tr("2 players")
        // TRANSLATORS: Tic-tac-toe: how well the computer plays (Easy, Medium, Perfect: never loses).
        case .computer(.easy): tr("Easy")
        case .computer(.medium): tr("Medium")
        case .computer(.perfect): tr("Perfect")
        }
    }

    var next: TicTacToeOpponent {
        let index = Self.all.firstIndex(of: self) ?? 0
        return Self.all[(index + 1) % Self.all.count]
    }
}

/// Who makes the first move against the computer. X always moves first, so this decides which
/// mark the person plays; `alternate` swaps every round so neither side keeps the advantage.
public enum TicTacToeStarter: String, Codable, CaseIterable, Hashable, Sendable {
    case you
    case computer
    case alternate

    /// The button label under "First move", in the player's language.
    public var title: String {
        switch self {
        // TRANSLATORS: Tic-tac-toe, who makes the first move: the person at the keyboard.
        case .you: tr("You")
        // TRANSLATORS: Tic-tac-toe, who makes the first move: the computer.
        case .computer: tr("Computer")
        // TRANSLATORS: Tic-tac-toe, who makes the first move: the person and the computer take turns,
        // round by round.
        case .alternate: tr("Alternate")
        }
    }

    var next: TicTacToeStarter {
        let all = Self.allCases
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }
}

/// The choices made in the side panel. They outlive rounds and runs (they are in the save), and
/// changing one starts a new round, because the engine's parameters are fixed for a game.
public struct TicTacToeSettings: Codable, Hashable, Sendable {
    public var opponent: TicTacToeOpponent
    public var starter: TicTacToeStarter
    /// Board width, 3...7; the win length follows from it (`TicTacToeVariant.defaultK`).
    public var size: Int
    /// Four in a row (7 × 6, gravity) instead of the square board `size` names; `size` is kept
    /// so that stepping on from four in a row comes back to the first square board.
    public var gravity: Bool

    /// The boards the size chooser offers (6×6 can still be asked for on the command line).
    public static let presetSizes = TicTacToeVariant.allCases.map(\.size)

    public init(
        opponent: TicTacToeOpponent = .friend, starter: TicTacToeStarter = .you, size: Int = 3, gravity: Bool = false
    ) {
        self.opponent = opponent
        self.starter = starter
        self.size = min(max(size, TicTacToeParams.sizes.lowerBound), TicTacToeParams.sizes.upperBound)
        self.gravity = gravity
    }

    private enum CodingKeys: String, CodingKey {
        case opponent, starter, size, gravity
    }

    /// Settings saved before four in a row have no `gravity`: a square board.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            opponent: try container.decode(TicTacToeOpponent.self, forKey: .opponent),
            starter: try container.decode(TicTacToeStarter.self, forKey: .starter),
            size: try container.decode(Int.self, forKey: .size),
            gravity: try container.decodeIfPresent(Bool.self, forKey: .gravity) ?? false)
    }

    /// `gravity` is written only when true, so a square board's settings read as they always did.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(opponent, forKey: .opponent)
        try container.encode(starter, forKey: .starter)
        try container.encode(size, forKey: .size)
        if gravity { try container.encode(gravity, forKey: .gravity) }
    }

    /// The board's name on buttons and in the menu: "5×5", or "Four in a row".
    var boardTitle: String {
        // TRANSLATORS: Tic-tac-toe board choice: 7 columns × 6 rows, marks drop to the bottom, four in a line win.
        gravity ? tr("Four in a row") : "\(size)×\(size)"
    }

    /// The board's part of a tally key: "5x5", or "7x6" for four in a row.
    var tallyBoard: String {
        gravity ? "7x6" : "\(size)x\(size)"
    }

    /// The next board as B steps: the square presets, then four in a row, then round again.
    mutating func stepBoard() {
        if gravity {
            gravity = false
            size = Self.presetSizes[0]
        } else if size >= Self.presetSizes[Self.presetSizes.count - 1] {
            gravity = true
        } else {
            size = nextPresetSize
        }
    }

    public var k: Int { TicTacToeVariant.defaultK(forSize: size) }

    /// The next preset after the current size, wrapping round (6×6 steps on to 7×7).
    var nextPresetSize: Int {
        Self.presetSizes.first { $0 > size } ?? Self.presetSizes[0]
    }

    /// The engine's parameters for a round in which the person does (or does not) move first.
    func params(humanStarts: Bool) -> TicTacToeParams {
        switch opponent {
        case .friend:
            TicTacToeParams(size: size, k: k, mode: .twoPlayers, gravity: gravity)
        case .computer(let level):
            TicTacToeParams(
                size: size, k: k, mode: .versusComputer(level: level, computer: humanStarts ? .o : .x), gravity: gravity
            )
        }
    }

    /// Whether the person moves first in the round after one where they did (or did not).
    func humanStartsNextRound(after humanStarted: Bool) -> Bool {
        switch starter {
        case .you: true
        case .computer: false
        case .alternate: !humanStarted
        }
    }

    /// Whether the person moves first in a round started by changing a setting.
    var humanStartsFirstRound: Bool {
        starter != .computer
    }
}
