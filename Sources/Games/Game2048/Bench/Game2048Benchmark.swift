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
        }
    ) { _ in
        let coach = Game2048Bench.coachMilliseconds(moves: 200, seed: 2048)
        return [
            BenchFigure(
                key: "2048.moves_per_s", value: Game2048Bench.movesPerSecond(moves: 200_000, size: 4, seed: 2048)),
            BenchFigure(key: "2048.coach_move_ms.median", value: coach.median),
            BenchFigure(key: "2048.coach_move_ms.mean", value: coach.mean),
        ]
    }
}
