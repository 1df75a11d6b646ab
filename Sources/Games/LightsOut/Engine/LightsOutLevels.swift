import GameCore

/// Endless numbered levels and custom levels, all built the seed's way: presses applied to the
/// dark board, so every level can be solved by construction.
///
/// Difficulty schedule (level → board size, target par):
///
/// | levels | size | target par |
/// |---|---|---|
/// | 1–6 | 3×3 | 1 → 4 |
/// | 7–14 | 4×4 | 2 → 6 |
/// | 15–26 | 5×5 | 3 → 10 |
/// | 27–40 | 6×6 | 5 → 13 |
/// | 41 on | 7×7 | 7, one more every 4 levels, capped at 22 from level 101 |
///
/// Within a tier the target par rises evenly from the first level to the last. Sizes stay in
/// the seed's 2…7 so the endless ladder never outgrows a phone-sized window. Level `L` draws
/// from `SeededGenerator(seed: L)`, so a level number names the same board for every player.
public enum LightsOutLevels {
    package struct Tier: Sendable {
        package let size: Int
        package let levels: ClosedRange<Int>
        package let par: ClosedRange<Int>
    }

    package static let tiers: [Tier] = [
        Tier(size: 3, levels: 1...6, par: 1...4),
        Tier(size: 4, levels: 7...14, par: 2...6),
        Tier(size: 5, levels: 15...26, par: 3...10),
        Tier(size: 6, levels: 27...40, par: 5...13),
    ]
    package static let endlessSize = 7
    package static let endlessFirstLevel = 41
    package static let endlessFirstPar = 7
    package static let endlessLevelsPerStep = 4
    package static let endlessMaximumPar = 22

    public static let firstLevel = 1
    /// The highest numbered level. The endless boards stop changing long before it; the bound
    /// keeps level arithmetic and every file's level far from overflow.
    public static let lastLevel = 1_000_000
    public static let levels = firstLevel...lastLevel

    /// Board size of numbered level `level` (levels below 1 count as level 1).
    public static func size(forLevel level: Int) -> Int {
        let level = max(level, firstLevel)
        return tiers.first { $0.levels.contains(level) }?.size ?? endlessSize
    }

    /// The par the generator aims for; the level's real par is whatever the solver finds,
    /// which the tests check equals this target on the whole schedule they cover.
    public static func targetPar(forLevel level: Int) -> Int {
        let level = max(level, firstLevel)
        if let tier = tiers.first(where: { $0.levels.contains(level) }) {
            let span = tier.par.upperBound - tier.par.lowerBound
            let steps = tier.levels.upperBound - tier.levels.lowerBound
            return tier.par.lowerBound + (level - tier.levels.lowerBound) * span / steps
        }
        let rise = (level - endlessFirstLevel) / endlessLevelsPerStep
        return min(endlessFirstPar + rise, endlessMaximumPar)
    }

    /// The starting board of numbered level `level`: `targetPar` distinct random presses on the
    /// dark board, retried (deterministically) until the shortest solution is exactly that long.
    /// On 4×4 and 5×5 several press sets give the same board, so a random set can have a
    /// shorter solution than itself; retries with slowly more presses find one that does not.
    public static func board(forLevel level: Int) -> LightsOutBoard {
        let level = max(level, firstLevel)
        let size = size(forLevel: level)
        let target = targetPar(forLevel: level)
        let solver = LightsOutSolver.forSize(size)
        var generator = SeededGenerator(seed: UInt64(level))
        var best: (board: LightsOutBoard, miss: Int)?
        for attempt in 0..<64 {
            let pressCount = min(target + attempt / 16, size * size)
            let presses = distinctCells(count: pressCount, size: size, using: &generator)
            let board = LightsOutBoard(size: size).pressing(LightsOutBoard(size: size, lit: presses))
            // An all-lit start would be lost before the first press; a dark one won.
            guard !board.isDark, !board.isAllLit, let par = solver.minimumPresses(for: board) else { continue }
            let miss = abs(par - target)
            if miss == 0 {
                return board
            }
            if miss < best?.miss ?? .max {
                best = (board, miss)
            }
        }
        return best?.board ?? LightsOutBoard(size: size).pressing(row: 0, col: 0)
    }

    /// A custom level: the dark board with `presses` applied in order (a cell pressed twice
    /// cancels out). Rejects sizes outside `LightsOutRules.playableSizes` and off-board cells.
    public static func customBoard(size: Int, presses: [LightsOutCell]) throws(InputError) -> LightsOutBoard {
        let sizes = LightsOutRules.playableSizes
        guard sizes.contains(size) else {
            throw InputError("custom Lights Out size \(size) is outside \(sizes.lowerBound)...\(sizes.upperBound)")
        }
        var board = LightsOutBoard(size: size)
        for cell in presses {
            guard board.contains(row: cell.row, col: cell.col) else {
                throw InputError("press \(cell) is off the \(size)×\(size) board")
            }
            board.press(row: cell.row, col: cell.col)
        }
        return board
    }

    /// `count` different cells, a uniform choice via a partial Fisher-Yates shuffle.
    package static func distinctCells(count: Int, size: Int, using generator: inout SeededGenerator) -> [LightsOutCell]
    {
        var indices = Array(0..<(size * size))
        for position in 0..<count {
            let pick = Int.random(in: position..<indices.count, using: &generator)
            indices.swapAt(position, pick)
        }
        return indices[..<count].map { LightsOutCell(row: $0 / size, col: $0 % size) }
    }
}
