import Game2048Engine
import GameCore
import GameKit
import Layout

/// Statistics: games played (from the first move), won (2048 reached), lost (no moves left), and
/// the best score per board size in `extra["bestScore.NxN"]`, with the classic 4×4 one also in
/// `bestScore` for the title card.
extension Game2048Scene {
    static func bestScoreKey(size: Int) -> String { "bestScore.\(size)x\(size)" }

    /// The best score on this board size, counting the game in progress.
    func bestScore(forSize size: Int) -> Int {
        let recorded = statistics.extra[Self.bestScoreKey(size: size)].map { Int($0) } ?? 0
        return max(recorded, size == state.size ? state.score : 0)
    }

    public var statisticsLine: String {
        if let best = statistics.bestScore { return "Best: \(best)" }
        let bests = Game2048Board.sizes.compactMap { size in
            statistics.extra[Self.bestScoreKey(size: size)].map { (size: size, score: Int($0)) }
        }
        guard let top = bests.max(by: { $0.score < $1.score }) else { return "No games yet" }
        return "Best \(top.size)×\(top.size): \(top.score)"
    }

    /// Adds what the game on show has newly achieved; true when the statistics changed. A game
    /// counts once its first move is made, so opening 2048 and leaving is not a game played.
    func recordProgress() -> Bool {
        guard midEnd.moveCount > 0 || progress.played else { return false }
        var changed = false
        if !progress.played {
            progress.played = true
            statistics.played += 1
            changed = true
        }
        if state.won && !progress.won {
            progress.won = true
            statistics.won += 1
            changed = true
        }
        if midEnd.outcome == .lost && !progress.lost {
            progress.lost = true
            statistics.lost += 1
            changed = true
        }
        let key = Self.bestScoreKey(size: state.size)
        if Double(state.score) > statistics.extra[key] ?? 0 {
            statistics.extra[key] = Double(state.score)
            changed = true
        }
        if state.size == 4, state.score > statistics.bestScore ?? 0 {
            statistics.bestScore = state.score
            changed = true
        }
        return changed
    }
}
