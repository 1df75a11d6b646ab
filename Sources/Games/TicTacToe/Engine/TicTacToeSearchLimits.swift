import GameCore

/// How much work a bounded search may do. The node budget keeps answers deterministic (tests and
/// replays get the same move on any machine); the optional time limit, for callers that must
/// answer by a deadline, gives that up when it triggers.
public struct TicTacToeSearchLimits: Hashable, Sendable {
    public var nodeBudget: Int
    public var timeLimit: Duration?

    public init(nodeBudget: Int, timeLimit: Duration? = nil) {
        self.nodeBudget = max(1, nodeBudget)
        self.timeLimit = timeLimit
    }

    /// For play: a node budget only, so a game replays move for move from its seed on any
    /// machine (the monkey relies on it). About 110 ms on 7×7 in a release build on an idle
    /// machine; the window runs it on a worker thread, so a slower machine only answers later.
    public static let interactive = TicTacToeSearchLimits.nodes(250_000)

    /// A node budget only, so the answer is the same on every machine and in every build.
    public static func nodes(_ budget: Int) -> TicTacToeSearchLimits {
        TicTacToeSearchLimits(nodeBudget: budget)
    }
}
