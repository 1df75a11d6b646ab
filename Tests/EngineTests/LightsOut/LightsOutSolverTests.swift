import Testing

@testable import GameCore
@testable import LightsOutEngine

@Suite struct LightsOutSolverTests {
    /// Nullity of the n×n press matrix for n = 1…20, from the literature (OEIS A075462),
    /// not from this solver.
    static let publishedNullities = [0, 0, 0, 4, 2, 0, 0, 0, 8, 0, 6, 0, 0, 4, 0, 8, 2, 0, 16, 0]

    @Test func nullitiesMatchThePublishedSequence() {
        let nullities = (1...20).map { LightsOutSolver.forSize($0).nullity }
        #expect(nullities == Self.publishedNullities)
    }

    @Test(arguments: [4, 5, 9, 11, 19])
    func nullSpaceBasisChangesNothingAndIsIndependent(size: Int) {
        let solver = LightsOutSolver.forSize(size)
        let basis = solver.nullSpaceBasis
        #expect(basis.count == solver.nullity)
        for vector in basis {
            #expect(LightsOutBoard(size: size).pressing(vector).isDark)
        }
        // Independent: no non-empty combination is the empty press set.
        var seen: Set<LightsOutBoard> = [LightsOutBoard(size: size)]
        var combination = LightsOutBoard(size: size)
        for step in 1..<(1 << basis.count) {
            combination = combination ^ basis[step.trailingZeroBitCount]
            seen.insert(combination)
        }
        #expect(seen.count == 1 << basis.count)
    }

    @Test(arguments: Array(2...10) + [13, 20])
    func solutionsDarkenThousandsOfRandomSolvableBoards(size: Int) {
        let solver = LightsOutSolver.forSize(size)
        var generator = SeededGenerator(seed: UInt64(100 + size))
        for _ in 0..<1_500 {
            let (board, presses) = LightsOutBruteForce.randomSolvable(size: size, using: &generator)
            guard let solution = solver.shortestSolution(for: board) else {
                Issue.record("\(board) was built from presses \(presses) but reported unsolvable")
                return
            }
            #expect(board.pressing(solution).isDark, "\(board) not darkened by \(solution)")
            #expect(solution.litCount <= presses.litCount)
        }
    }

    @Test(arguments: [1, 2, 3, 4])
    func shortestMatchesExhaustiveSearchOnEveryBoard(size: Int) {
        let minima = LightsOutBruteForce.exhaustiveMinima(size: size)
        let solver = LightsOutSolver.forSize(size)
        var solvable = 0
        var mismatches: [String] = []
        for bits in minima.indices {
            let board = LightsOutBruteForce.board(bits: bits, size: size)
            let reference = minima[bits] == .max ? nil : Int(minima[bits])
            let answer = solver.shortestSolution(for: board)
            if reference != nil { solvable += 1 }
            if answer?.litCount != reference || answer.map({ !board.pressing($0).isDark }) == true {
                let solverText = answer?.description ?? "nil"
                mismatches.append("\(board): solver \(solverText), brute force \(String(describing: reference))")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        // Exactly 2^rank boards are reachable; the exhaustive walk counts them independently.
        #expect(solvable == 1 << solver.rank)
    }

    /// 5×5: every one of the 2^25 press subsets walked once, giving the true minimum for every
    /// board; then random boards (solvable and not) are compared with the solver.
    @Test func shortestMatchesExhaustiveSearchOnRandom5x5Boards() {
        let minima = LightsOutBruteForce.exhaustiveMinima(size: 5)
        #expect(minima.count(where: { $0 != .max }) == 1 << LightsOutSolver.forSize(5).rank)
        let solver = LightsOutSolver.forSize(5)
        var generator = SeededGenerator(seed: 5)
        for index in 0..<4_000 {
            let board =
                index.isMultiple(of: 2)
                ? LightsOutBruteForce.randomSolvable(size: 5, using: &generator).board
                : LightsOutBruteForce.randomBoard(size: 5, using: &generator)
            let reference = minima[LightsOutBruteForce.bits(of: board)]
            #expect(solver.minimumPresses(for: board) == (reference == .max ? nil : Int(reference)), "\(board)")
        }
    }

    /// Sizes 5…10 by light chasing, which enumerates every solution through its first row.
    @Test(arguments: Array(5...10))
    func shortestMatchesLightChasingEnumeration(size: Int) {
        let solver = LightsOutSolver.forSize(size)
        var generator = SeededGenerator(seed: UInt64(200 + size))
        for index in 0..<60 {
            let board =
                index.isMultiple(of: 3)
                ? LightsOutBruteForce.randomBoard(size: size, using: &generator)
                : LightsOutBruteForce.randomSolvable(size: size, using: &generator).board
            #expect(solver.minimumPresses(for: board) == LightsOutBruteForce.chasingMinimum(board), "\(board)")
        }
    }

    /// The solvable fraction of uniformly random boards must be 2^(rank − n²) = 2^−nullity,
    /// and every board called unsolvable must really have no solution (light chasing).
    @Test(arguments: [(4, 1.0 / 16), (5, 1.0 / 4), (9, 1.0 / 256), (10, 1.0)])
    func unsolvableBoardsAreRecognised(size: Int, expectedFraction: Double) {
        let solver = LightsOutSolver.forSize(size)
        #expect(1 / Double(solver.solutionsPerSolvableBoard) == expectedFraction)
        var generator = SeededGenerator(seed: UInt64(300 + size))
        let samples = 4_000
        var solvable = 0
        for index in 0..<samples {
            let board = LightsOutBruteForce.randomBoard(size: size, using: &generator)
            let isSolvable = solver.isSolvable(board)
            #expect(isSolvable == (solver.shortestSolution(for: board) != nil))
            if isSolvable { solvable += 1 }
            if index < 150 {
                #expect(isSolvable == (LightsOutBruteForce.chasingMinimum(board) != nil), "\(board)")
            }
        }
        let fraction = Double(solvable) / Double(samples)
        let tolerance = 4 * (expectedFraction * (1 - expectedFraction) / Double(samples)).squareRoot() + 0.002
        #expect(abs(fraction - expectedFraction) <= tolerance, "solvable fraction \(fraction)")
    }

    @Test(arguments: [19, 20])
    func largestSizesStillSolve(size: Int) {
        let solver = LightsOutSolver.forSize(size)
        var generator = SeededGenerator(seed: UInt64(size))
        for _ in 0..<4 {
            let (board, presses) = LightsOutBruteForce.randomSolvable(size: size, using: &generator)
            let solution = solver.shortestSolution(for: board)
            #expect(solution.map { board.pressing($0).isDark } == true)
            #expect((solution?.litCount ?? .max) <= presses.litCount)
        }
    }

    @Test func darkBoardNeedsNoPresses() {
        for size in LightsOutBoard.supportedSizes {
            #expect(LightsOutSolver.forSize(size).shortestSolution(for: LightsOutBoard(size: size))?.isDark == true)
        }
    }
}
