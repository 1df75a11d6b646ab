/// The games of the collection, in title-screen order (keys 1–4).
public enum GameKind: String, CaseIterable, Codable, Sendable {
    case sudoku
    case game2048 = "2048"
    case ticTacToe = "tictactoe"
    case lightsOut = "lightsout"

    public var title: String {
        switch self {
        case .sudoku: "Sudoku"
        case .game2048: "2048"
        case .ticTacToe: "Tic-tac-toe"
        case .lightsOut: "Lights Out"
        }
    }

    /// Accepts the command-line names and a few spellings players type.
    public init?(argument: String) {
        let normal = argument.lowercased().filter { $0.isLetter || $0.isNumber }
        switch normal {
        case "sudoku": self = .sudoku
        case "2048": self = .game2048
        case "tictactoe", "ttt", "noughtsandcrosses": self = .ticTacToe
        case "lightsout", "lights": self = .lightsOut
        default: return nil
        }
    }
}

/// Per-game record kept across runs, shown on the title screen.
public struct GameStatistics: Codable, Equatable, Sendable {
    public var played = 0
    public var won = 0
    public var lost = 0
    public var drawn = 0
    /// Fastest win in seconds, where time matters.
    public var bestTime: Double?
    /// Highest score, where there is one (2048).
    public var bestScore: Int?
    /// Game-specific counters and bests (e.g. "bestTime.hard", "bestScore.5x5", "level").
    public var extra: [String: Double] = [:]

    public init() {}

    public mutating func recordBestTime(_ seconds: Double, key: String? = nil) {
        if bestTime.map({ seconds < $0 }) ?? true, key == nil { bestTime = seconds }
        if let key, extra[key].map({ seconds < $0 }) ?? true { extra[key] = seconds }
    }
}
