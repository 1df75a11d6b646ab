import BenchKit
import Game2048Engine
import Game2048Feature
import GameCore
import GameKit
import Layout

extension GameBenchmark {
    /// 2048's moves per second and the coach's time per move; its largest board drawn at 4K.
    public static let game2048 = GameBenchmark(
        id: Game2048Scene.descriptor.id, largestScreen: ("8x8", GameOptions(size: 8)),
        // Down, left, right, up: the first one that moves, the classic corner strategy, which
        // keeps an 8×8 board going far beyond 500 moves.
        longGame: LongGame(name: "2048_n8", options: GameOptions(size: 8)) { step in
            let order: [Key] = [.down, .left, .right, .up]
            return ([], .key(order[step % 4], []))
        },
        // The same corner strategy straight through the session, on 8×8 with even odds, until
        // the board is stuck: 2048 cannot be played to a million moves (each adds about 2.2 to
        // the tiles on the board), so its figures are for the longest game the strategy reaches.
        longHistory: LongHistory(
            save: { moves in
                let scene = Game2048Scene(seed: 7, clock: { 0 }, size: 8, spawnRule: .evenSplit)
                let order: [Game2048Direction] = [.down, .left, .right, .up]
                var made = 0
                while made < moves, scene.session.outcome == .playing {
                    if scene.session.state.awaitsWinAnswer {
                        guard scene.session.apply(.keepGoing) != nil else { break }
                    } else {
                        guard order.contains(where: { scene.session.apply(.slide($0)) != nil }) else { break }
                    }
                    made += 1
                }
                return (try scene.saveData(), made)
            },
            beforeEnvelope: { save in
                let (game, extras, _) = try LongHistory.current(of: save)
                return try LongHistory.json(["game": game, "progress": extras])
            })
    ) { _ in
        let coach = Game2048Bench.coachMilliseconds(moves: 200, seed: 2048)
        // The window's hint and auto-play: a game from the same board, each answer within a frame.
        let hint = Game2048Bench.coachMilliseconds(moves: 200, seed: 2048, budget: .window)
        return [
            BenchFigure(
                key: "2048.moves_per_s", value: Game2048Bench.movesPerSecond(moves: 200_000, size: 4, seed: 2048)),
            BenchFigure(key: "2048.coach_move_ms.median", value: coach.median),
            BenchFigure(key: "2048.coach_move_ms.mean", value: coach.mean),
            BenchFigure(key: "2048.hint_ms.median", value: hint.median),
            BenchFigure(key: "2048.hint_ms.max", value: hint.longest),
        ]
    }
}
