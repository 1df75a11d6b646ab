import GameCore

/// Hints and the full solution, both taken from a shortest solution of the *current* board,
/// so they stay optimal after the player wanders off the intended path.
extension LightsOutRules {
    /// Every press of a shortest solution from here, in row-major order (a three-state cell to
    /// press twice listed twice); empty once the game
    /// is over (and for a board no press set can darken, which no game built by `newState` has).
    public static func solution(for state: LightsOutState) -> [LightsOutCell] {
        guard outcome(of: state) == .playing else { return [] }
        if let variant = state.variant {
            return LightsOutVariantLevel.solution(for: variant.lights, variant: variant.kind, pattern: variant.pattern)
                ?? []
        }
        return LightsOutSolver.forSize(state.size).shortestSolution(for: state.lights)?.litCells ?? []
    }

    /// One press of a shortest solution (the first in row-major order), or nil when the game is
    /// over. Pressing it leaves a board whose shortest solution is one press shorter.
    public static func hint(for state: LightsOutState) -> LightsOutCell? {
        solution(for: state).first
    }

    /// Presses still needed from here at best: the "par from here" a scene may show.
    public static func remainingPar(for state: LightsOutState) -> Int {
        if state.variant != nil { return solution(for: state).count }
        return LightsOutSolver.forSize(state.size).minimumPresses(for: state.lights) ?? 0
    }
}
