import GameCore

/// Endless numbered levels and custom levels, all built the seed's way: presses applied to the
/// dark board, so every level can be solved by construction.
///
/// The ladder climbs: par never falls from one level to the next, boards grow as par outgrows
/// them, and no two levels share a board. Each stage plays one size with par rising from its
/// first value to its last, `levelsPerPar` levels at each par:
///
/// | levels | size | par | levels per par |
/// |---|---|---|---|
/// | 1–8 | 3×3 | 1 → 4 | 2 |
/// | 9–14 | 4×4 | 4 → 6 | 2 |
/// | 15–24 | 5×5 | 6 → 10 | 2 |
/// | 25–38 | 6×6 | 10 → 16 | 2 |
/// | 39–59 | 7×7 | 16 → 22 | 3 |
/// | 60–80 | 8×8 | 22 → 28 | 3 |
/// | 81–110 | 10×10 | 28 → 42 | 2 |
/// | … | 12, 13, 15, 17, 18×18 | … | 2 |
/// | 325–398 | 20×20 | 144 → 180 | 2 |
/// | 399 on | 20×20 | 180, the top of the ladder | — |
///
/// The seed clamps its boards to 2…7; past 7×7 the ladder keeps rising on the bigger boards the
/// solver handles (up to 20×20, its limit), leaving out 9, 11, 14, 16 and 19, whose presses
/// cancel out in so many ways that their hardest boards are easier than the size before. From
/// level 399 on par stays at 180 on 20×20: the plateau the level bar tells the player about.
/// A level's board depends only on its number (its seed), so it is the same for every player.
public enum LightsOutLevels {
    package struct Stage: Sendable {
        package let size: Int
        package let par: ClosedRange<Int>
        package let levelsPerPar: Int
        package var levelCount: Int { par.count * levelsPerPar }
    }

    package static let stages: [Stage] = [
        Stage(size: 3, par: 1...4, levelsPerPar: 2),
        Stage(size: 4, par: 4...6, levelsPerPar: 2),
        Stage(size: 5, par: 6...10, levelsPerPar: 2),
        Stage(size: 6, par: 10...16, levelsPerPar: 2),
        Stage(size: 7, par: 16...22, levelsPerPar: 3),
        Stage(size: 8, par: 22...28, levelsPerPar: 3),
        Stage(size: 10, par: 28...42, levelsPerPar: 2),
        Stage(size: 12, par: 42...60, levelsPerPar: 2),
        Stage(size: 13, par: 60...74, levelsPerPar: 2),
        Stage(size: 15, par: 74...98, levelsPerPar: 2),
        Stage(size: 17, par: 98...120, levelsPerPar: 2),
        Stage(size: 18, par: 120...144, levelsPerPar: 2),
        Stage(size: 20, par: 144...180, levelsPerPar: 2),
    ]

    /// The first level of each stage, and one past the last stage: where the plateau begins.
    private static let stageStarts: [Int] = stages.reduce(into: [firstLevel]) { $0.append($0.last! + $1.levelCount) }

    /// The first level of the plateau: every level from here is 20×20 with the top par.
    public static var plateauFirstLevel: Int { stageStarts[stages.count] }
    public static var plateauSize: Int { stages[stages.count - 1].size }
    public static var plateauPar: Int { stages[stages.count - 1].par.upperBound }

    public static let firstLevel = 1
    /// The highest numbered level. The plateau's boards are all different up to it (see
    /// `board(forLevel:)`); the bound keeps level arithmetic and every file's level far from overflow.
    public static let lastLevel = 1_000_000
    public static let levels = firstLevel...lastLevel

    /// `level` brought into `levels`: what play does with a number from outside (a save or a
    /// caller that did not validate); input from a person is checked with `validLevel` instead.
    public static func clamped(_ level: Int) -> Int {
        min(max(level, firstLevel), lastLevel)
    }

    /// A level typed by a person or given on the command line, or an error saying the range.
    public static func validLevel(_ text: String) throws(InputError) -> Int {
        let trimmed = text.filter { !$0.isWhitespace }
        guard !trimmed.isEmpty else { throw InputError("type a level from \(firstLevel) to \(lastLevel)") }
        guard trimmed.allSatisfy(\.isASCII), trimmed.allSatisfy(\.isNumber) else {
            throw InputError("'\(text)' is not a level number; levels are \(firstLevel) to \(lastLevel)")
        }
        guard let level = Int(trimmed), levels.contains(level) else {
            throw InputError("there is no level \(trimmed); levels are \(firstLevel) to \(lastLevel)")
        }
        return level
    }

    /// The stage of `level` (clamped into `levels`), or nil on the plateau.
    private static func stageIndex(forLevel level: Int) -> Int? {
        let level = clamped(level)
        return stages.indices.last { stageStarts[$0] <= level }.flatMap { level < stageStarts[$0 + 1] ? $0 : nil }
    }

    /// Board size of numbered level `level` (levels outside `levels` are clamped into it).
    public static func size(forLevel level: Int) -> Int {
        stageIndex(forLevel: level).map { stages[$0].size } ?? plateauSize
    }

    /// The level's par: the length of a shortest solution of its board, exactly (the generator
    /// builds the board to have it, the tests check it against an independent search).
    public static func targetPar(forLevel level: Int) -> Int {
        guard let index = stageIndex(forLevel: level) else { return plateauPar }
        let stage = stages[index]
        return stage.par.lowerBound + (clamped(level) - stageStarts[index]) / stage.levelsPerPar
    }

    /// True from `plateauFirstLevel` on: par and size stop rising there.
    public static func isOnPlateau(_ level: Int) -> Bool {
        clamped(level) >= plateauFirstLevel
    }

    /// The first level played on `size`×`size`, for the level picker; nil for a size the ladder
    /// skips.
    public static func firstLevelOfSize(_ size: Int) -> Int? {
        stages.firstIndex { $0.size == size }.map { stageStarts[$0] }
    }

    /// The sizes the ladder plays, smallest first.
    public static var ladderSizes: [Int] { stages.map(\.size) }

    /// The starting board of numbered level `level`.
    ///
    /// Built from a shortest press set of exactly `targetPar` presses: a random press set is
    /// reduced to a shortest solution of its board (on 4×4, 5×5 and 17×17 several press sets
    /// make the same board), grown while it is too short, then trimmed. Dropping a press from a
    /// shortest solution leaves a shortest solution of the new board, so the trimmed set's length
    /// is the board's par. Levels that share a size and a par are told apart by building them
    /// in order from the first with that par and skipping boards already taken; on the plateau
    /// the top row's presses spell the level's distance from the plateau's start in binary, and
    /// 20×20 has one press set per board, so no two plateau levels can share a board.
    public static func board(forLevel level: Int) -> LightsOutBoard {
        let level = clamped(level)
        guard let index = stageIndex(forLevel: level) else { return plateauBoard(forLevel: level) }
        let stage = stages[index]
        let firstWithPar = level - (level - stageStarts[index]) % stage.levelsPerPar
        var taken: [LightsOutBoard] = []
        for sibling in firstWithPar...level {
            var generator = SeededGenerator(seed: UInt64(sibling))
            taken.append(
                board(size: stage.size, par: targetPar(forLevel: sibling), avoiding: taken, using: &generator))
        }
        return taken[taken.count - 1]
    }

    /// A board of `size` whose shortest solution has exactly `par` presses, none of `avoiding`,
    /// neither dark nor all lit (an all-lit start would be lost before the first press).
    package static func board(
        size: Int, par: Int, avoiding taken: [LightsOutBoard], using generator: inout SeededGenerator
    ) -> LightsOutBoard {
        let solver = LightsOutSolver.forSize(size)
        let dark = LightsOutBoard(size: size)
        var fallback: LightsOutBoard?
        for _ in 0..<64 {
            var presses = LightsOutBoard(size: size, lit: distinctCells(count: par, size: size, using: &generator))
            var shortest = solver.shortestSolution(for: dark.pressing(presses)) ?? presses
            var growth = 0
            while shortest.litCount < par, growth < 32 {
                let extra = distinctCells(
                    count: min(par - shortest.litCount + 1, size * size), size: size, using: &generator)
                presses = shortest ^ LightsOutBoard(size: size, lit: extra.filter { !shortest[$0.row, $0.col] })
                shortest = solver.shortestSolution(for: dark.pressing(presses)) ?? presses
                growth += 1
            }
            guard shortest.litCount >= par else { continue }
            let drop = Set(distinctIndices(count: shortest.litCount - par, of: shortest.litCount, using: &generator))
            let kept = shortest.litCells.enumerated().filter { !drop.contains($0.offset) }.map(\.element)
            let board = dark.pressing(LightsOutBoard(size: size, lit: kept))
            guard !board.isDark, !board.isAllLit else { continue }
            if !taken.contains(board) { return board }
            fallback = fallback ?? board
        }
        return fallback ?? dark.pressing(row: 0, col: 0)
    }

    /// A plateau board: the top row pressed where the binary digits of the level's distance from
    /// the plateau's start are 1, the rest of the par's presses spread over the other rows.
    private static func plateauBoard(forLevel level: Int) -> LightsOutBoard {
        let size = plateauSize
        let offset = level - plateauFirstLevel
        var presses = LightsOutBoard(size: size)
        for col in 0..<size where offset >> col & 1 == 1 {
            presses[0, col] = true
        }
        var generator = SeededGenerator(seed: UInt64(level))
        let rest = distinctIndices(count: plateauPar - presses.litCount, of: size * (size - 1), using: &generator)
        for index in rest {
            presses[1 + index / size, index % size] = true
        }
        return LightsOutBoard(size: size).pressing(presses)
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
        distinctIndices(count: count, of: size * size, using: &generator).map {
            LightsOutCell(row: $0 / size, col: $0 % size)
        }
    }

    /// `count` different numbers of `0..<total`, a uniform choice via a partial Fisher-Yates shuffle.
    private static func distinctIndices(count: Int, of total: Int, using generator: inout SeededGenerator) -> [Int] {
        var indices = Array(0..<total)
        let count = min(max(count, 0), total)
        for position in 0..<count {
            let pick = Int.random(in: position..<indices.count, using: &generator)
            indices.swapAt(position, pick)
        }
        return Array(indices[..<count])
    }
}
