import Testing

@testable import GameCore
@testable import LightsOutEngine

/// The variants of issue 32: wrap-around and patterned boards solved over GF(2), three-state
/// lights over GF(3), each against brute force, and every variant level solvable in its par.
@Suite struct LightsOutVariantTests {
    /// What a press toggles, rebuilt from the rule in the test (not from `LightsOutPattern`) for
    /// the classic and wrap-around crosses: row-major cell indices.
    private static func cross(_ index: Int, size: Int, wrap: Bool) -> [Int] {
        let row = index / size
        let col = index % size
        var cells: Set<Int> = [index]
        for (r, c) in [(row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)] {
            if wrap {
                cells.insert((r + size) % size * size + (c + size) % size)
            } else if (0..<size).contains(r), (0..<size).contains(c) {
                cells.insert(r * size + c)
            }
        }
        return cells.sorted()
    }

    /// For every two-state board (by its row-major bits), the fewest presses that darken it, or
    /// `UInt8.max`: every press subset walked in Gray-code order.
    private static func minimaGF2(masks: [UInt32]) -> [UInt8] {
        let cells = masks.count
        var minima = [UInt8](repeating: .max, count: 1 << cells)
        var board: UInt32 = 0
        minima[0] = 0
        for step in 1..<(1 << cells) {
            board ^= masks[step.trailingZeroBitCount]
            let weight = UInt8((step ^ (step >> 1)).nonzeroBitCount)
            minima[Int(board)] = min(minima[Int(board)], weight)
        }
        return minima
    }

    private static func mask(_ cells: [Int]) -> UInt32 {
        cells.reduce(0) { $0 | 1 << UInt32($1) }
    }

    private static func board(bits: Int, size: Int) -> LightsOutBoard {
        LightsOutBoard(
            size: size,
            lit: (0..<size * size).filter { bits >> $0 & 1 == 1 }.map { LightsOutCell(row: $0 / size, col: $0 % size) })
    }

    /// Checks the GF(2) solver of `pattern` on `boards` (bit patterns) against `minima`: the same
    /// solvability, a solution that darkens the board, and the brute-force length.
    private static func checkGF2(_ pattern: LightsOutPattern, minima: [UInt8], boards: some Sequence<Int>) {
        let solver = LightsOutSolver(pattern: pattern)
        for bits in boards {
            let board = board(bits: bits, size: pattern.size)
            let shortest = solver.shortestSolution(for: board)
            if minima[bits] == .max {
                #expect(shortest == nil, "\(pattern.topology) \(bits) has no solution")
                continue
            }
            guard let shortest else {
                Issue.record("\(pattern.topology) \(bits) is solvable in \(minima[bits])")
                continue
            }
            #expect(pattern.pressing(board, presses: shortest).isDark)
            #expect(shortest.litCount == Int(minima[bits]), "\(pattern.topology) board \(bits)")
        }
    }

    @Test(arguments: [2, 3, 4])
    func wrapAroundSolverMatchesBruteForce(size: Int) {
        let pattern = LightsOutPattern(size: size, topology: .wrap)
        let masks = (0..<size * size).map { Self.mask(Self.cross($0, size: size, wrap: true)) }
        // The pattern is the rule: each press toggles its cross on the torus.
        #expect(pattern.toggles.map { Self.mask($0.litCells.map { $0.row * size + $0.col }) } == masks)
        let minima = Self.minimaGF2(masks: masks)
        var generator = SeededGenerator(seed: 32)
        let boards =
            size <= 3 ? Array(0..<(1 << (size * size))) : (0..<400).map { _ in Int(generator.next() % (1 << 16)) }
        Self.checkGF2(pattern, minima: minima, boards: boards)
    }

    @Test(arguments: [(3, UInt64(1)), (3, 7), (4, 2), (4, 99)])
    func patternedSolverMatchesBruteForce(size: Int, seed: UInt64) {
        let pattern = LightsOutPattern(size: size, topology: .patterned(seed: seed))
        // Each cell toggles itself and some of the eight around it, never only itself.
        for index in 0..<size * size {
            let toggled = pattern.toggles[index].litCells.map { $0.row * size + $0.col }
            let row = index / size
            let col = index % size
            #expect(toggled.contains(index) && toggled.count > 1)
            #expect(toggled.allSatisfy { abs($0 / size - row) <= 1 && abs($0 % size - col) <= 1 })
        }
        let masks = pattern.toggles.map { Self.mask($0.litCells.map { $0.row * size + $0.col }) }
        let minima = Self.minimaGF2(masks: masks)
        var generator = SeededGenerator(seed: seed)
        let boards =
            size <= 3 ? Array(0..<(1 << (size * size))) : (0..<400).map { _ in Int(generator.next() % (1 << 16)) }
        Self.checkGF2(pattern, minima: minima, boards: boards)
        // Another seed draws other patterns.
        #expect(LightsOutPattern(size: size, topology: .patterned(seed: seed + 1000)).toggles != pattern.toggles)
    }

    @Test func theClassicPatternSolverAgreesWithTheClassicSolver() {
        for size in [3, 4, 5, 9] {
            let general = LightsOutSolver(pattern: .classic(size))
            let classic = LightsOutSolver.forSize(size)
            #expect(general.rank == classic.rank)
            var generator = SeededGenerator(seed: UInt64(size))
            for _ in 0..<30 {
                let presses = LightsOutBoard(
                    size: size,
                    lit: (0..<size).map { _ in
                        LightsOutCell(
                            row: Int(generator.next() % UInt64(size)), col: Int(generator.next() % UInt64(size)))
                    })
                let board = LightsOutBoard(size: size).pressing(presses)
                #expect(general.minimumPresses(for: board) == classic.minimumPresses(for: board))
            }
        }
    }

    // MARK: Three-state lights over GF(3)

    @Test func threeStateSolverMatchesBruteForceOnEvery3x3Board() throws {
        let size = 3
        let cells = 9
        let crosses = (0..<cells).map { Self.cross($0, size: size, wrap: false) }
        // Every press-count vector (0, 1 or 2 per cell), its board and its weight: the fewest
        // presses that reach each board from dark.
        var powers = [1]
        for _ in 1..<cells { powers.append(powers.last! * 3) }
        let total = powers.last! * 3
        var fewest = [Int](repeating: .max, count: total)
        for vector in 0..<total {
            var lights = [Int](repeating: 0, count: cells)
            var weight = 0
            for cell in 0..<cells {
                let count = vector / powers[cell] % 3
                weight += count
                for light in crosses[cell] { lights[light] += count }
            }
            let index = (0..<cells).reduce(0) { $0 + lights[$1] % 3 * powers[$1] }
            fewest[index] = min(fewest[index], weight)
        }
        let solver = LightsOutTernarySolver(pattern: .classic(size))
        let pattern = LightsOutPattern.classic(size)
        for boardIndex in 0..<total {
            let states = (0..<cells).map { UInt8(boardIndex / powers[$0] % 3) }
            let board = LightsOutTernaryBoard(size: size, cells: states)
            // Darkening b takes presses whose own board is −b.
            let negated = (0..<cells).reduce(0) { $0 + (3 - Int(states[$1])) % 3 * powers[$1] }
            let expected = fewest[negated] == .max ? nil : fewest[negated]
            let found = solver.shortestSolution(for: board)
            #expect(found.map { $0.cells.reduce(0) { $0 + Int($1) } } == expected, "board \(states)")
            if let found { #expect(board.pressing(found, pattern: pattern).isDark) }
        }
    }

    /// Every solution of a three-state classic board by chasing the lights: choose the first
    /// row's press counts, then each light left on in a row is put out by the one press under
    /// it; the board is solved when the last row comes out dark. Independent of the solver.
    private static func chasedMinimum(_ states: [Int], size: Int) -> Int? {
        var best: Int?
        var firstRowChoices = 1
        for _ in 0..<size { firstRowChoices *= 3 }
        for choice in 0..<firstRowChoices {
            var lights = states
            var weight = 0
            func press(_ cell: Int, _ count: Int) {
                for light in cross(cell, size: size, wrap: false) { lights[light] = (lights[light] + count) % 3 }
                weight += count
            }
            var rest = choice
            for col in 0..<size {
                press(col, rest % 3)
                rest /= 3
            }
            for row in 1..<size {
                for col in 0..<size {
                    let above = lights[(row - 1) * size + col]
                    press(row * size + col, (3 - above) % 3)
                }
            }
            if lights.allSatisfy({ $0 == 0 }) { best = min(best ?? .max, weight) }
        }
        return best
    }

    @Test func threeStateSolverMatchesBruteForceOnRandom4x4Boards() {
        let size = 4
        let solver = LightsOutTernarySolver(pattern: .classic(size))
        var generator = SeededGenerator(seed: 2000)
        for _ in 0..<300 {
            let states = (0..<size * size).map { _ in Int(generator.next() % 3) }
            let board = LightsOutTernaryBoard(size: size, cells: states.map(UInt8.init))
            #expect(solver.minimumPresses(for: board) == Self.chasedMinimum(states, size: size), "board \(states)")
        }
    }

    // MARK: Variant levels

    @Test(arguments: LightsOutVariant.allCases)
    func everyVariantLevelIsSolvableInItsPar(variant: LightsOutVariant) {
        for number in 1...40 {
            let level = LightsOutVariantLevel(variant, level: number)
            #expect(!level.start.isDark)
            #expect(level.par > 0 && level.par <= level.presses.count, "\(variant) level \(number)")
            // The presses it was made from put it out.
            var made = level.start
            for cell in level.presses {
                made = made.pressing(row: cell.row, col: cell.col, pattern: level.pattern, states: variant.states)
            }
            #expect(made.isDark)
            // Its solution darkens it in exactly par presses.
            let solution = level.solution
            #expect(solution.count == level.par)
            var board = level.start
            for cell in solution {
                board = board.pressing(row: cell.row, col: cell.col, pattern: level.pattern, states: variant.states)
            }
            #expect(board.isDark, "\(variant) level \(number)")
        }
    }

    @Test(arguments: LightsOutVariant.allCases)
    func smallVariantLevelsHaveTheBruteForcePar(variant: LightsOutVariant) {
        // Levels 1…8 are 3×3 and 4×4.
        for number in 1...8 {
            let level = LightsOutVariantLevel(variant, level: number)
            let size = level.size
            let states = level.start.cells.map(Int.init)
            if variant == .threeState {
                #expect(level.par == Self.chasedMinimum(states, size: size), "level \(number)")
            } else {
                let masks = level.pattern.toggles.map { Self.mask($0.litCells.map { $0.row * size + $0.col }) }
                let bits = states.indices.reduce(0) { $0 | states[$1] << $1 }
                #expect(Int(Self.minimaGF2(masks: masks)[bits]) == level.par, "level \(number)")
            }
        }
    }

    @Test func levelsDependOnlyOnTheirNumber() {
        for variant in LightsOutVariant.allCases {
            #expect(LightsOutVariantLevel(variant, level: 12) == LightsOutVariantLevel(variant, level: 12))
            #expect(LightsOutVariantLevel(variant, level: 12).start != LightsOutVariantLevel(variant, level: 13).start)
        }
    }
}
