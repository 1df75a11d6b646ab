import Foundation
import Game2048Engine
import GameCore
import GameKit
import Layout

/// The save file: the mid-end's save (whose params hold the board size and spawn odds, the two
/// settings of this screen) and what this game has already counted in the statistics.
struct Game2048SaveFile: Codable {
    var game: MidEnd<Game2048Rules>.Save
    var progress: Game2048Progress
    /// The score on screen, for tools that read the file; a restore checks that the replayed
    /// moves reach it, so a game never resumes on another board than the one left.
    var score: Int?
}

extension Game2048Scene {
    public func saveData() throws -> Data {
        try SaveCoding.encode(Game2048SaveFile(game: midEnd.save(), progress: progress, score: state.score))
    }

    /// Resumes a saved game; every board is checked first, so a bad file throws and changes nothing.
    public func restore(from data: Data) throws {
        let file = try SaveCoding.decode(Game2048SaveFile.self, from: data)
        let size = file.game.params.size
        guard Game2048Board.sizes.contains(size) else {
            throw SaveError.inconsistent("board size \(size) is not 3 to 8")
        }
        // Boards read from the file are checked before a slide runs on them; the others are the
        // rules' own replay of the moves, new tiles included (the state carries its generator).
        try midEnd.restore(
            file.game, check: { Game2048SaveCheck.problem(in: $0, size: size) },
            derive: Game2048SaveCheck.move(from:to:),
            accept: { history, cursor in
                guard let score = file.score, score != history[cursor].score else { return nil }
                return "the moves reach a score of \(history[cursor].score), not \(score)"
            })
        progress = file.progress
        pendingAnimation = nil
        resetShown()
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
    static func problem(in state: Game2048Rules.State, size: Int) -> String? {
        let board = state.board
        guard board.size == size else { return "a \(board.size)×\(board.size) board in a \(size)×\(size) game" }
        guard (0...maximumScore).contains(state.score) else { return "score \(state.score) is out of range" }
        // Ids count the tiles ever made: a billion is more than any game spawns, and keeps the
        // next id far from overflow.
        guard (0...1_000_000_000).contains(board.nextTileID) else {
            return "next tile id \(board.nextTileID) is out of range"
        }
        var ids = Set<Int>()
        var previousPlace = -1
        for tile in board.tiles {
            guard (0..<size).contains(tile.row), (0..<size).contains(tile.col) else {
                return "tile \(tile.id) lies outside the board"
            }
            // Tiles are kept in row-major order; a place not after the previous one is a second
            // tile on a cell or a scrambled list.
            let place = tile.row * size + tile.col
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
