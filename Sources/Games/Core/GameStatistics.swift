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

    /// Largest count or score a statistics file may hold: far beyond any real play, small enough
    /// that sums and `Int(Double)` conversions can never overflow.
    public static let ceiling = 1_000_000_000_000_000
    /// Longest time a best time may be, in seconds (about 31 years).
    public static let longestTime = 1e9

    /// Why these numbers cannot have come from play, or nil. A statistics file that fails this is
    /// kept aside and statistics start again, like a bad save.
    public func problem() -> String? {
        let counts = [("played", played), ("won", won), ("lost", lost), ("drawn", drawn)]
        for (name, value) in counts where !(0...Self.ceiling).contains(value) {
            return "\(name) is \(value)"
        }
        if let bestScore, !(0...Self.ceiling).contains(bestScore) { return "best score is \(bestScore)" }
        if let bestTime, !(bestTime.isFinite && bestTime >= 0 && bestTime <= Self.longestTime) {
            return "best time is \(bestTime)"
        }
        for (key, value) in extra where !(value.isFinite && abs(value) <= Double(Self.ceiling)) {
            return "\(key) is \(value)"
        }
        return nil
    }

    public mutating func recordBestTime(_ seconds: Double, key: String? = nil) {
        if bestTime.map({ seconds < $0 }) ?? true, key == nil { bestTime = seconds }
        if let key, extra[key].map({ seconds < $0 }) ?? true { extra[key] = seconds }
    }
}
