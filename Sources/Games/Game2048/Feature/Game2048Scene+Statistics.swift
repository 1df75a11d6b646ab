import Game2048Engine
import GameCore
import GameKit
import Layout
import Localization

/// Statistics: games played (from the first move), won (2048 reached), lost (no moves left), and
/// the best score per board shape in `extra["bestScore.RxC"]` (rows × columns: a square board's
/// key is the one its size had before shapes, "bestScore.5x5", so those records read as the
/// square shape's), with the classic 4×4 one also in `bestScore` for the title card.
///
/// Games the coach helped in (a hint or auto-play) are counted as played, and also in
/// `extra["assistedPlayed"]`; their wins go to `extra["assistedWon"]` instead of `won`, and their
/// scores to `extra["assistedBestScore.RxC"]`, never to the best scores above. All of these live in
/// `extra`, so statistics files written before the coach load unchanged.
extension Game2048Scene {
    static func bestScoreKey(rows: Int, columns: Int) -> String { "bestScore.\(rows)x\(columns)" }
    static func assistedBestScoreKey(rows: Int, columns: Int) -> String { "assistedBestScore.\(rows)x\(columns)" }
    static let assistedPlayedKey = "assistedPlayed"
    static let assistedWonKey = "assistedWon"

    /// The player's own best score on the shape of `board`, counting the game in progress unless
    /// the coach helped in it.
    func bestScore(on board: Game2048Board) -> Int {
        let recorded = statistics.extra[Self.bestScoreKey(rows: board.rows, columns: board.columns)].map { Int($0) }
        let current = board.rows == state.board.rows && board.columns == state.board.columns
        return max(recorded ?? 0, current && !progress.assisted ? state.score : 0)
    }

    /// The title card's line, in the collection's one form: what was played, then the record.
    /// One template per sentence, so translators can order its parts.
    public var statisticsLine: String {
        let played = statistics.played
        if let score = statistics.bestScore {
            // TRANSLATORS: the 2048 title card before any game is counted: the best score on the classic 4×4.
            guard played > 0 else { return tr("Best {score}", ["score": score]) }
            return trn(
                // TRANSLATORS: the 2048 title card: games played, then the best score on the classic 4×4.
                "Played {count} · best {score}", "Played {count} · best {score}", count: played, ["score": score])
        }
        if let top = topScore(Self.bestScoreKey) {
            let board = top.shape
            // TRANSLATORS: the best score and the board it was made on ("Best 5120 (5×5)").
            guard played > 0 else { return tr("Best {score} ({board})", ["score": top.score, "board": board]) }
            return trn(
                // TRANSLATORS: the 2048 title card: games played, then the best score and the board it was made on.
                "Played {count} · best {score} ({board})", "Played {count} · best {score} ({board})", count: played,
                ["score": top.score, "board": board])
        }
        if let top = topScore(Self.assistedBestScoreKey) {
            let board = top.shape
            guard played > 0 else {
                // TRANSLATORS: the best score, made with the coach's help (a hint or auto-play), and its board.
                return tr("Best {score} ({board}, assisted)", ["score": top.score, "board": board])
            }
            return trn(
                // TRANSLATORS: the 2048 title card: games played, then the best score, made with the coach's help,
                // and its board.
                "Played {count} · best {score} ({board}, assisted)",
                "Played {count} · best {score} ({board}, assisted)",
                count: played, ["score": top.score, "board": board])
        }
        // TRANSLATORS: the title card of a game: how many games were played.
        return played > 0 ? trn("Played {count}", "Played {count}", count: played) : tr("No games yet")
    }

    /// The kit's record, then the player's best on every shape played but the classic 4×4 (the
    /// record's "Best score"), row-major: the statistics sheet's rows.
    public var statisticsRows: [Shortcut] {
        var record = statistics.rows
        for rows in Game2048Board.sizes {
            for columns in Game2048Board.sizes where rows != 4 || columns != 4 {
                guard let best = statistics.extra[Self.bestScoreKey(rows: rows, columns: columns)] else { continue }
                // TRANSLATORS: Statistics: the highest score on one board shape ({board} is "4×6", rows ×
                // columns).
                record.append(Shortcut(tr("Best score ({board})", ["board": "\(rows)×\(columns)"]), "\(Int(best))"))
            }
        }
        return record
    }

    /// The highest score under `key` on any shape, and the shape ("4×6"); the first shape in
    /// row-major order wins a tie.
    private func topScore(_ key: (Int, Int) -> String) -> (shape: String, score: Int)? {
        var top: (shape: String, score: Int)?
        for rows in Game2048Board.sizes {
            for columns in Game2048Board.sizes {
                guard let score = statistics.extra[key(rows, columns)].map({ Int($0) }), score > top?.score ?? -1
                else { continue }
                top = ("\(rows)×\(columns)", score)
            }
        }
        return top
    }

    /// Marks the game in progress as helped by the coach (once); the save and, when the game is
    /// already counted, the statistics change.
    func markAssisted() -> SceneUpdate {
        guard !progress.assisted else { return [] }
        _ = session.markAssisted()
        progress.assisted = true
        var update: SceneUpdate = .save
        if recordProgress() { update.insert(.statistics) }
        return update
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
        if progress.assisted && !progress.countedAssisted {
            progress.countedAssisted = true
            statistics.extra[Self.assistedPlayedKey, default: 0] += 1
            changed = true
        }
        if state.won && !progress.won {
            progress.won = true
            if progress.assisted {
                statistics.extra[Self.assistedWonKey, default: 0] += 1
            } else {
                statistics.won += 1
            }
            changed = true
        }
        if midEnd.outcome == .lost && !progress.lost {
            progress.lost = true
            statistics.lost += 1
            changed = true
        }
        if progress.assisted {
            let key = Self.assistedBestScoreKey(rows: state.board.rows, columns: state.board.columns)
            if Double(state.score) > statistics.extra[key] ?? 0 {
                statistics.extra[key] = Double(state.score)
                changed = true
            }
            return changed
        }
        let key = Self.bestScoreKey(rows: state.board.rows, columns: state.board.columns)
        if Double(state.score) > statistics.extra[key] ?? 0 {
            statistics.extra[key] = Double(state.score)
            changed = true
        }
        if state.board.rows == 4, state.board.columns == 4, state.score > statistics.bestScore ?? 0 {
            statistics.bestScore = state.score
            changed = true
        }
        return changed
    }
}
