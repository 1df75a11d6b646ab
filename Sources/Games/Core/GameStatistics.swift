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
