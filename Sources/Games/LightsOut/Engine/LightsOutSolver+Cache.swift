import GameCore
import Synchronization

extension LightsOutSolver {
    private static let cache = Mutex<[Int: LightsOutSolver]>([:])

    /// The solver for `size`, eliminated once per process and shared after that, so hints,
    /// par and level generation cost only the per-board work.
    public static func forSize(_ size: Int) -> LightsOutSolver {
        cache.withLock { solvers in
            if let solver = solvers[size] {
                return solver
            }
            let solver = LightsOutSolver(size: size)
            solvers[size] = solver
            return solver
        }
    }
}
