import GameCore
import SudokuEngine
import SudokuVariants

/// The workloads behind `tessera-dev bench sudoku`, returning numbers for the app to print.
public enum SudokuBench {
    /// Generation speed at one level.
    public struct GenerateResult: Equatable, Sendable {
        public let difficulty: SudokuDifficulty
        /// Puzzles generated (one per seed).
        public let count: Int
        /// Wall-clock throughput, the headline number.
        public let puzzlesPerSecond: Double
        public let meanMilliseconds: Double
        /// The time 95% of puzzles stay under: what a player waiting for "new game" feels.
        public let p95Milliseconds: Double
        public let maxMilliseconds: Double
    }

    /// Solving speed on the embedded hard puzzles.
    public struct SolveResult: Equatable, Sendable {
        /// How many distinct puzzles the set holds (each is solved once per round).
        public let puzzles: Int
        /// Solving and proving the solution unique (the search runs to completion).
        public let uniquePerSecond: Double
        /// Finding the solution only (the search stops at the first).
        public let firstSolutionPerSecond: Double
    }

    /// `count` puzzles per level from seeds `seed`, `seed + 1`, …
    public static func generate(count: Int = 100, seed: UInt64 = 1) -> [GenerateResult] {
        let clock = ContinuousClock()
        return SudokuDifficulty.allCases.map { level in
            var times: [Double] = []
            for index in 0..<max(1, count) {
                let start = clock.now
                _ = SudokuGenerator.generate(difficulty: level, seed: seed &+ UInt64(index))
                times.append(milliseconds(clock.now - start))
            }
            times.sort()
            let total = times.reduce(0, +)
            return GenerateResult(
                difficulty: level, count: times.count, puzzlesPerSecond: Double(times.count) * 1000 / total,
                meanMilliseconds: total / Double(times.count),
                p95Milliseconds: times[min(times.count - 1, times.count * 95 / 100)],
                maxMilliseconds: times.last!)
        }
    }

    /// Generation speed of one variant at one level.
    public struct VariantResult: Equatable, Sendable {
        public let variant: SudokuVariant
        public let difficulty: SudokuDifficulty
        public let count: Int
        public let puzzlesPerSecond: Double
        public let p95Milliseconds: Double
        /// The general solver's mean time to prove one of the generated puzzles unique.
        public let uniqueMicroseconds: Double
    }

    /// `count` puzzles per variant (classic aside, the bitboard engine's) and level from seeds
    /// `seed`, `seed + 1`, …, and the general solver's uniqueness check on each.
    public static func generateVariants(count: Int = 50, seed: UInt64 = 1) -> [VariantResult] {
        let clock = ContinuousClock()
        var results: [VariantResult] = []
        for variant in SudokuVariant.allCases where variant != .classic {
            for level in variant.levels {
                var times: [Double] = []
                var puzzles: [SudokuVariantPuzzle] = []
                for index in 0..<max(1, count) {
                    let start = clock.now
                    guard
                        let puzzle = try? SudokuVariantGenerator.generate(
                            variant: variant, difficulty: level, seed: seed &+ UInt64(index))
                    else { continue }
                    times.append(milliseconds(clock.now - start))
                    puzzles.append(puzzle)
                }
                let start = clock.now
                for puzzle in puzzles { _ = SudokuVariantSolver(shape: puzzle.shape).countSolutions(puzzle.puzzle) }
                let unique = milliseconds(clock.now - start) * 1000 / Double(max(1, puzzles.count))
                times.sort()
                let total = times.reduce(0, +)
                results.append(
                    VariantResult(
                        variant: variant, difficulty: level, count: times.count,
                        puzzlesPerSecond: Double(times.count) * 1000 / max(total, 1e-9),
                        p95Milliseconds: times.isEmpty ? 0 : times[min(times.count - 1, times.count * 95 / 100)],
                        uniqueMicroseconds: unique))
            }
        }
        return results
    }

    /// Every embedded hard puzzle solved `rounds` times, both ways.
    public static func solveHard(rounds: Int = 100) -> SolveResult {
        let clock = ContinuousClock()
        let puzzles = SudokuHardPuzzles.grids.map(\.cells)
        let search = SudokuSearch()
        let rounds = max(1, rounds)
        var start = clock.now
        for _ in 0..<rounds {
            for puzzle in puzzles { _ = search.count(puzzle, limit: 2) }
        }
        let unique = milliseconds(clock.now - start)
        start = clock.now
        for _ in 0..<rounds {
            for puzzle in puzzles { _ = search.count(puzzle, limit: 1) }
        }
        let first = milliseconds(clock.now - start)
        let solved = Double(rounds * puzzles.count)
        return SolveResult(
            puzzles: puzzles.count, uniquePerSecond: solved * 1000 / unique,
            firstSolutionPerSecond: solved * 1000 / first)
    }

    /// Puzzles of a set (`lines`, one puzzle each) solved per second in process, each proved unique (the search runs to
    /// completion), through the command line's byte path (`SudokuLineSolver`, solutions written
    /// to a buffer): whole passes over the set until `seconds` have gone by, the best of
    /// `samples` such runs (on a shared machine the least disturbed run is the truest figure,
    /// and the process figures are taken the same way, so their ratio stays fair). `baseline` runs the baseline x86-64 build of the solver even where
    /// the x86-64-v3 one would be chosen (see `SudokuBandsVariant`).
    public static func solveSet(
        _ puzzles: [String], seconds: Double = 0.25, samples: Int = 5, baseline: Bool = false
    ) -> Double {
        let text = Array(puzzles.map { $0 + "\n" }.joined().utf8)
        let lines = puzzles.count
        let solver = SudokuLineSolver(mode: .solve, variant: baseline ? .baseline : .fastest)
        var output: [UInt8] = []
        output.reserveCapacity(text.count + 64)
        let clock = ContinuousClock()
        var rates: [Double] = []
        text.withUnsafeBufferPointer { buffer in
            for _ in 0..<max(1, samples) {
                var solved = 0
                let start = clock.now
                var elapsed = 0.0
                repeat {
                    output.removeAll(keepingCapacity: true)
                    _ = solver.answer(buffer, firstNumber: 1, into: &output)
                    solved += lines
                    elapsed = milliseconds(clock.now - start) / 1000
                } while elapsed < seconds
                rates.append(Double(solved) / elapsed)
            }
        }
        return rates.max()!
    }

    /// Whether the solver runs its x86-64-v3 build on this processor.
    public static var solverUsesV3: Bool { SudokuBandsVariant.fastest == .v3 }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}
