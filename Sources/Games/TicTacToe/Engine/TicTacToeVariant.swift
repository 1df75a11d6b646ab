import GameCore

/// The board shapes offered in the menu. Bigger boards need fewer than n in a row, or the
/// game is an almost certain draw; these are the classic pairings.
public enum TicTacToeVariant: String, Codable, CaseIterable, Hashable, Sendable {
    case threeByThree
    case fourByFour
    case fiveByFive
    case sevenBySeven

    public var size: Int {
        switch self {
        case .threeByThree: 3
        case .fourByFour: 4
        case .fiveByFive: 5
        case .sevenBySeven: 7
        }
    }

    /// How many in a row win.
    public var k: Int {
        switch self {
        case .threeByThree: 3
        case .fourByFour: 4
        case .fiveByFive: 4
        case .sevenBySeven: 5
        }
    }

    /// A short label for menus, e.g. `5×5 · 4 in a row`.
    public var title: String {
        "\(size)×\(size) · \(k) in a row"
    }

    /// The k a board of this size gets when nobody says otherwise (the command line without `--k`):
    /// the preset's k, and 5 for the unlisted 6×6.
    public static func defaultK(forSize size: Int) -> Int {
        switch size {
        case ...3: 3
        case 4: 4
        case 5: 4
        default: 5
        }
    }
}

/// How strong the computer is. Easy plays at random, medium sees one move ahead (wins and blocks),
/// perfect searches (exactly on 3×3 and 4×4 and in four in a row, within a node budget on the
/// bigger square boards).
public enum TicTacToeLevel: String, Codable, CaseIterable, Hashable, Sendable {
    case easy
    case medium
    case perfect
}

/// Who sits at the machine. Against the computer the player it plays decides who starts,
/// because X always moves first.
public enum TicTacToeMode: Codable, Hashable, Sendable {
    case twoPlayers
    case versusComputer(level: TicTacToeLevel, computer: TicTacToePlayer)

    /// The side the computer plays, or nil when two people play.
    public var computerPlayer: TicTacToePlayer? {
        if case .versusComputer(_, let computer) = self { return computer }
        return nil
    }

    public var computerLevel: TicTacToeLevel? {
        if case .versusComputer(let level, _) = self { return level }
        return nil
    }
}

/// Board size, win length and who plays. Out-of-range numbers are clamped rather than rejected,
/// so a hand-edited save or settings file still opens a playable board.
public struct TicTacToeParams: Codable, Hashable, Sendable {
    public static let sizes = 3...7

    /// Columns; as many rows, but for four in a row.
    public let size: Int
    public let k: Int
    public let mode: TicTacToeMode
    /// Four in a row: marks drop to the lowest empty cell of a column of a 7 × 6 board, and four
    /// in a line win. Size and k are then always 7 and 4.
    public let gravity: Bool

    public init(size: Int, k: Int, mode: TicTacToeMode = .twoPlayers, gravity: Bool = false) {
        let size = gravity ? 7 : min(max(size, Self.sizes.lowerBound), Self.sizes.upperBound)
        self.size = size
        self.k = gravity ? 4 : min(max(k, 3), size)
        self.mode = mode
        self.gravity = gravity
    }

    /// Four in a row against `mode`.
    public static func fourInARow(mode: TicTacToeMode = .twoPlayers) -> TicTacToeParams {
        TicTacToeParams(size: 7, k: 4, mode: mode, gravity: true)
    }

    /// Rows of the board: six under gravity, else `size`.
    public var rows: Int { gravity ? 6 : size }

    public init(variant: TicTacToeVariant, mode: TicTacToeMode = .twoPlayers) {
        self.init(size: variant.size, k: variant.k, mode: mode)
    }

    /// Classic 3×3 for two players: what the seed builds.
    public static let classic = TicTacToeParams(variant: .threeByThree)

    /// `gravity` is written only when true, so a save of a square board reads as it always did
    /// and one written before four in a row existed loads as a square board.
    private enum CodingKeys: String, CodingKey {
        case size, k, mode, gravity
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            size: try container.decode(Int.self, forKey: .size),
            k: try container.decode(Int.self, forKey: .k),
            mode: try container.decode(TicTacToeMode.self, forKey: .mode),
            gravity: try container.decodeIfPresent(Bool.self, forKey: .gravity) ?? false
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(size, forKey: .size)
        try container.encode(k, forKey: .k)
        try container.encode(mode, forKey: .mode)
        if gravity { try container.encode(gravity, forKey: .gravity) }
    }
}
