import GameCore

/// How much work a bounded search may do. The node budget keeps answers deterministic (tests and
/// replays get the same move on any machine); the optional time limit is a safety net so a
/// slow machine still answers promptly, at the price of determinism when it triggers.
public struct TicTacToeSearchLimits: Hashable, Sendable {
    public var nodeBudget: Int
    public var timeLimit: Duration?

    public init(nodeBudget: Int, timeLimit: Duration? = nil) {
        self.nodeBudget = max(1, nodeBudget)
        self.timeLimit = timeLimit
    }

    /// For play: sized to answer well inside 200 ms on 7×7 in a release build, with a 150 ms cap.
    public static let interactive = TicTacToeSearchLimits(nodeBudget: 250_000, timeLimit: .milliseconds(150))

    /// A node budget only, so the answer is the same on every machine and in every build.
    public static func nodes(_ budget: Int) -> TicTacToeSearchLimits {
        TicTacToeSearchLimits(nodeBudget: budget)
    }
}
