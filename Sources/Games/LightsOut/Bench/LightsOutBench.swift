import GameCore
import LightsOutEngine

/// Workloads for `tessera bench lightsout`: how long a shortest solution takes once the
/// per-size elimination is cached, on uniformly random solvable boards.
public enum LightsOutBench {
    /// The sizes the issue asks about: the classic board, the largest playable one, the limit.
    public static let sizes = [5, 10, 20]

    public struct Result: Equatable, Sendable {
        public let size: Int
        /// Solutions per solvable board are `2^nullity`; the shortest-solution walk covers them all.
        public let nullity: Int
        public let samples: Int
        /// Median wall time of one `shortestSolution(for:)` call (clock overhead included).
        public let medianSolveMicroseconds: Double
        /// One-off cost of the elimination for this size, paid once per process.
        public let precomputeMicroseconds: Double
    }

    public static func run(samples: Int = 501, seed: UInt64 = 4) -> [Result] {
        sizes.map { measure(size: $0, samples: samples, seed: seed) }
    }

    public static func measure(size: Int, samples: Int = 501, seed: UInt64 = 4) -> Result {
        let clock = ContinuousClock()
        let precompute = clock.measure { _ = LightsOutSolver(size: size) }
        let solver = LightsOutSolver.forSize(size)
        var generator = SeededGenerator(seed: seed &+ UInt64(size))
        let boards = (0..<max(samples, 1)).map { _ in randomSolvableBoard(size: size, using: &generator) }
        var times: [Duration] = []
        times.reserveCapacity(boards.count)
        var unsolved = 0
        for board in boards {
            let start = clock.now
            let presses = solver.shortestSolution(for: board)
            times.append(clock.now - start)
            if presses == nil { unsolved += 1 }
        }
        precondition(unsolved == 0, "a board built from presses was reported unsolvable")
        return Result(
            size: size,
            nullity: solver.nullity,
            samples: boards.count,
            medianSolveMicroseconds: microseconds(times.sorted()[times.count / 2]),
            precomputeMicroseconds: microseconds(precompute)
        )
    }

    /// Each cell pressed with probability ½: uniform over the solvable boards, since every
    /// solvable board has the same number (`2^nullity`) of press sets leading to it.
    package static func randomSolvableBoard(size: Int, using generator: inout SeededGenerator) -> LightsOutBoard {
        var presses = LightsOutBoard(size: size)
        for index in presses.words.indices {
            presses.words[index] = generator.next()
        }
        let spare = presses.words.count * 64 - size * size
        if spare > 0 {
            presses.words[presses.words.count - 1] &= UInt64.max >> UInt64(spare)
        }
        return LightsOutBoard(size: size).pressing(presses)
    }

    private static func microseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1_000_000 + Double(parts.attoseconds) / 1_000_000_000_000
    }
}
