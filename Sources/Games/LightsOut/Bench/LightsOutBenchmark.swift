import BenchKit
import GameCore
import GameKit
import LightsOutEngine
import LightsOutFeature

extension GameBenchmark {
    /// Lights Out's shortest solutions per board size.
    public static let lightsOut = GameBenchmark(
        id: LightsOutScene.descriptor.id,
        // Levels past the last stage all play the largest board, 20×20.
        largestScreen: ("20x20", GameOptions(level: 1000)),
        // Level 41, the first 7×7 board: presses along a walk that steps right, and down at the
        // end of each row's worth of steps, so no pattern of presses cancels out.
        longGame: LongGame(name: "lightsout_n7", options: GameOptions(level: 41)) { step in
            ([.key(step % 7 == 6 ? .down : .right, [])], .key(.enter, []))
        },
        // The largest board, pressed at random cells: a game that never ends.
        longHistory: LongHistory(
            save: { moves in
                let scene = LightsOutScene(params: .level(1000), clock: { 0 })
                let size = scene.session.state.size
                var random = SeededGenerator(seed: 1)
                var made = 0
                while made < moves, scene.session.outcome == .playing {
                    let cell = Int(random.next() % UInt64(size * size))
                    if scene.session.apply(.press(row: cell / size, col: cell % size)) != nil { made += 1 }
                }
                return (try scene.saveData(), made)
            },
            beforeEnvelope: { save in
                try LongHistory.flattened(save) { record in
                    ["pressed": record["counted"] ?? false, "assisted": record["assisted"] ?? false]
                }
            })
    ) { _ in
        LightsOutBench.run(samples: 501, seed: 1).map {
            BenchFigure(key: "lightsout.solve_us.n\($0.size)", value: $0.medianSolveMicroseconds)
        }
    }
}
