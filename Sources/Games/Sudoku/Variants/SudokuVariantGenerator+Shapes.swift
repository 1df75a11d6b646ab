import GameCore
import SudokuEngine

extension SudokuVariantGeneratorEngine {
    /// Nine connected jigsaw pieces of nine cells: the 3×3 boxes, changed by random swaps of a
    /// cell across a piece boundary for one of the other piece's cells, each kept only when both
    /// pieces stay connected. Pieces are numbered in reading order of their first cell.
    mutating func randomJigsaw() -> SudokuShape {
        let n = 9
        var regions = SudokuShape.boxRegions(n)
        var swaps = 0
        var tries = 0
        while swaps < 120 && tries < 5_000 {
            tries += 1
            let a = Int(random.next() % UInt64(n * n))
            let across = SudokuShape.neighbours(a, size: n).filter { regions[$0] != regions[a] }
            guard let b = across.randomElement(using: &random) else { continue }
            let from = regions[a]
            let to = regions[b]
            // A cell of `to` touching `from` (other than through `a`) goes the other way.
            let giving = (0..<n * n).filter { cell in
                regions[cell] == to && cell != b
                    && SudokuShape.neighbours(cell, size: n).contains { $0 != a && regions[$0] == from }
            }
            guard let c = giving.randomElement(using: &random) else { continue }
            regions[a] = to
            regions[c] = from
            let fromCells = (0..<n * n).filter { regions[$0] == from }
            let toCells = (0..<n * n).filter { regions[$0] == to }
            if SudokuShape.connected(fromCells, size: n) && SudokuShape.connected(toCells, size: n) {
                swaps += 1
            } else {
                regions[a] = from
                regions[c] = to
            }
        }
        var renumber = [Int](repeating: -1, count: n)
        var next = 0
        for cell in 0..<n * n where renumber[regions[cell]] < 0 {
            renumber[regions[cell]] = next
            next += 1
        }
        return SudokuShape(unchecked: n, regions: regions.map { renumber[$0] }, diagonals: false, cages: [])
    }

    /// Cage sizes drawn per level: larger cages make fewer, less telling sums.
    private func sizeWeights(_ level: SudokuDifficulty) -> [Int] {
        switch level {
        case .trivial, .easy: return [0, 10, 45, 30, 15, 0]
        case .medium: return [0, 4, 35, 35, 20, 6]
        case .hard, .extreme: return [0, 0, 5, 20, 35, 40]
        }
    }

    /// Connected cages of one to five cells over `solution`, no digit twice in a cage; nil when
    /// they would need more than 52 letters in the text format.
    mutating func randomCages(_ solution: [UInt8], level: SudokuDifficulty) -> [SudokuCage]? {
        let n = 9
        let weights = sizeWeights(level)
        let totalWeight = weights.reduce(0, +)
        var cageOf = [Int](repeating: -1, count: n * n)
        var cages: [[Int]] = []
        var order = Array(0..<n * n)
        order.shuffle(using: &random)
        for start in order where cageOf[start] < 0 {
            var pick = Int(random.next() % UInt64(totalWeight))
            var target = 0
            while pick >= weights[target] {
                pick -= weights[target]
                target += 1
            }
            var cage = [start]
            var used: UInt16 = 1 << UInt16(solution[start])
            cageOf[start] = cages.count
            while cage.count < target {
                let frontier = cage.flatMap { SudokuShape.neighbours($0, size: n) }.filter {
                    cageOf[$0] < 0 && used & (1 << UInt16(solution[$0])) == 0
                }
                guard let cell = frontier.randomElement(using: &random) else { break }
                cage.append(cell)
                cageOf[cell] = cages.count
                used |= 1 << UInt16(solution[cell])
            }
            cages.append(cage)
        }
        guard cages.count <= 52 else { return nil }
        // In reading order of their first cells, so the text form's letters run a, b, c… down the grid.
        return cages.map { $0.sorted() }.sorted { $0[0] < $1[0] }.map { cells in
            SudokuCage(cells: cells, sum: cells.reduce(0) { $0 + Int(solution[$1]) })
        }
    }

    /// A killer puzzle over `solution`: random cages, then givens only where the stepper limited
    /// to `level` gets stuck; nil when it needs more than the limit. When the givens make the
    /// puzzle easier than `level` (each went in where the stepper was stuck, but from the start
    /// they help earlier too), they are taken out again one at a time while the puzzle stays
    /// solvable at `level`, until its grade is `level`.
    mutating func killer(_ solution: [UInt8], _ level: SudokuDifficulty) -> (SudokuShape, [UInt8])? {
        guard let cages = randomCages(solution, level: level) else { return nil }
        let shape = SudokuShape(unchecked: 9, regions: SudokuShape.boxRegions(9), diagonals: false, cages: cages)
        var puzzle = [UInt8](repeating: 0, count: 81)
        // Each given goes in where the stepper stopped, and it carries on from there; the
        // generator grades the finished puzzle again from the start.
        var logic = SudokuVariantLogic(shape: shape, cells: puzzle)
        var solved = false
        for _ in 0...SudokuVariantGenerator.killerGivenLimit {
            if logic.solve(upTo: level).solved {
                solved = true
                break
            }
            let stuck = (0..<81).filter { logic.values[$0] == 0 }
            guard let cell = stuck.randomElement(using: &random) else { return nil }
            puzzle[cell] = solution[cell]
            logic.place(cell, Int(solution[cell]))
        }
        guard solved else { return nil }
        var givens = (0..<81).filter { puzzle[$0] != 0 }
        guard !givens.isEmpty else { return (shape, puzzle) }
        var rated = SudokuVariantLogic(shape: shape, cells: puzzle)
        guard let grade = rated.solve(upTo: level).difficulty, grade < level else { return (shape, puzzle) }
        givens.shuffle(using: &random)
        for cell in givens {
            puzzle[cell] = 0
            var trial = SudokuVariantLogic(shape: shape, cells: puzzle)
            switch trial.solve(upTo: level).difficulty {
            case level: return (shape, puzzle)
            case nil: puzzle[cell] = solution[cell]
            default: break
            }
        }
        return (shape, puzzle)
    }
}
