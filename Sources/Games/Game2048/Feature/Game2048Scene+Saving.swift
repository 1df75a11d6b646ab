import FoundationEssentials
import Game2048Engine
import GameCore
import GameKit
import Glibc
import Layout

/// The save file written before the shared session envelope: the mid-end's save and what the
/// game had counted, with its score as a cross-check. It still loads.
struct Game2048SaveFile: Codable {
    var game: MidEnd<Game2048Rules>.Save
    var progress: Game2048Progress
    /// The score on screen: a restore checks that the replayed moves reach it.
    var score: Int?
}

extension Game2048Scene {
    /// How the session checks a 2048 save: boards read from the file are checked before a slide
    /// runs on them; the others are the rules' own replay of the moves, new tiles included (the
    /// state carries its generator). The scores are the game's own tallies.
    static var policy: SessionPolicy<Game2048Rules, Game2048Progress> {
        SessionPolicy(
            check: { Game2048SaveCheck.problem(in: $0, shape: $1.board) },
            derive: Game2048SaveCheck.move(from:to:),
            accept: { game, _ in
                let params = game.params
                let sizes = Game2048Board.sizes
                guard sizes.contains(params.rows), sizes.contains(params.columns),
                    game.start.board.rows == params.rows, game.start.board.columns == params.columns
                else { return "board shape \(params.rows)×\(params.columns) is not 3 to 8 a side" }
                guard Game2048Rules.targets.contains(game.params.target), game.start.target == game.params.target
                else { return "target \(game.params.target) is not one of 512 to 65536" }
                return nil
            },
            legacy: { data in
                guard let file = try? SaveCoding.decode(Game2048SaveFile.self, from: data) else { return nil }
                // The score was this format's cross-check of the replay.
                if let score = file.score {
                    let replayed = MidEnd<Game2048Rules>(params: file.game.params, seed: file.game.seed, clock: { 0 })
                    try replayed.restore(
                        file.game, check: { Game2048SaveCheck.problem(in: $0, shape: $0.board) },
                        derive: Game2048SaveCheck.move(from:to:))
                    guard replayed.state.score == score else {
                        throw SaveError.inconsistent("the moves reach a score of \(replayed.state.score), not \(score)")
                    }
                }
                return KeptGame(game: file.game, extras: file.progress)
            },
            timed: false, keepsOwnTallies: true,
            describe: { state in
                FinishedKind(
                    game: "2048", level: "\(state.board.rows)x\(state.board.columns)", score: state.score,
                    peak: state.board.maxValue)
            })
    }
}

/// Checks a save's boards before the mid-end takes them. Boards decode without the engine's
/// checks, and a damaged or hostile file must be refused with a reason rather than crash a slide on
/// a tile outside the board or stack two tiles on one cell.
enum Game2048SaveCheck {
    /// Far above any reachable score, low enough that adding merges to it cannot overflow.
    static let maximumScore = 1 << 60

    /// The move that leads from `before` to `after`, for the boards of a version-1 save.
    static func move(from before: Game2048Rules.State, to after: Game2048Rules.State) -> Game2048Rules.Move? {
        if let turn = after.lastTurn { return .slide(turn.direction) }
        return after.keepGoing && !before.keepGoing ? .keepGoing : nil
    }

    /// What is wrong with `state`, or nil when its board could have come from the rules.
    static func problem(in state: Game2048Rules.State, shape: Game2048Board) -> String? {
        let board = state.board
        let (rows, columns) = (shape.rows, shape.columns)
        guard board.rows == rows, board.columns == columns else {
            return "a \(board.shapeName) board in a \(shape.shapeName) game"
        }
        guard (0...maximumScore).contains(state.score) else { return "score \(state.score) is out of range" }
        // Ids count the tiles ever made: a billion is more than any game spawns, and keeps the
        // next id far from overflow.
        guard (0...1_000_000_000).contains(board.nextTileID) else {
            return "next tile id \(board.nextTileID) is out of range"
        }
        var ids = Set<Int>()
        var previousPlace = -1
        for tile in board.tiles {
            guard (0..<rows).contains(tile.row), (0..<columns).contains(tile.col) else {
                return "tile \(tile.id) lies outside the board"
            }
            // Tiles are kept in row-major order; a place not after the previous one is a second
            // tile on a cell or a scrambled list.
            let place = tile.row * columns + tile.col
            guard place > previousPlace else { return "tiles overlap or are out of order at tile \(tile.id)" }
            previousPlace = place
            guard Game2048Board.isTileValue(tile.value), tile.value <= Game2048BoardText.maximumValue else {
                return "tile value \(tile.value) is not a power of two from 2 to 2^50"
            }
            guard tile.id >= 0, tile.id < board.nextTileID, ids.insert(tile.id).inserted else {
                return "tile id \(tile.id) is reused or out of range"
            }
        }
        return nil
    }
}
