import GameCore
import Synchronization

/// The variants beside the classic ladder: wrap-around boards, Flip's patterns and three-state
/// lights.
public enum LightsOutVariant: String, Codable, CaseIterable, Hashable, Sendable {
    /// The classic cross on a torus: a press on an edge reaches the far edge.
    case wrap
    /// Each cell toggles itself and its own random choice of the cells around it.
    case patterned
    /// Off, red, green: a press advances each light of the classic cross by one, mod 3.
    case threeState

    /// How many states a light has: a press advances it by one, mod this.
    public var states: UInt8 { self == .threeState ? 3 : 2 }
}

/// One level of a variant, made from random presses: the board they put out, so it is solvable
/// by construction, with par the exact length of a shortest solution (GF(2) for
/// two-state lights, GF(3) for three-state ones).
public struct LightsOutVariantLevel: Hashable, Sendable {
    public let variant: LightsOutVariant
    public let number: Int
    public let pattern: LightsOutPattern
    /// The starting lights: for two-state variants each cell 0 or 1, for three-state 0, 1 or 2.
    public let start: LightsOutTernaryBoard
    /// The presses the level was made from, in order (a press may repeat): pressing them
    /// darkens `start`.
    public let presses: [LightsOutCell]
    public let par: Int

    public var size: Int { pattern.size }
}

extension LightsOutVariantLevel {
    /// Levels 1 and up of each variant; boards grow from 3×3 every four levels and stop at
    /// 7×7 (6×6 for three-state lights, where a press can be worth two).
    public static let levels = 1...200

    public init(_ variant: LightsOutVariant, level number: Int) {
        let number = min(max(number, Self.levels.lowerBound), Self.levels.upperBound)
        let largest = variant == .threeState ? 6 : 7
        let size = min(3 + (number - 1) / 4, largest)
        let salt: UInt64 =
            switch variant {
            case .wrap: 0x5752_4150
            case .patterned: 0x464C_4950
            case .threeState: 0x3353_5441
            }
        var generator = SeededGenerator(seed: UInt64(number) &* 0x9E37_79B9_7F4A_7C15 ^ salt)
        let topology: LightsOutTopology =
            variant == .patterned ? .patterned(seed: generator.next()) : variant == .wrap ? .wrap : .classic
        let pattern = LightsOutPattern(size: size, topology: topology)
        let count = min(2 + number / 2, size * size / 2 + 1)
        var presses: [LightsOutCell] = []
        var start = LightsOutTernaryBoard(size: size)
        // Presses that cancel out to a dark board are not a level: keep pressing until it is lit.
        while presses.count < count || start.isDark {
            let index = Int(generator.next() % UInt64(size * size))
            let cell = LightsOutCell(row: index / size, col: index % size)
            presses.append(cell)
            start = start.pressing(row: cell.row, col: cell.col, pattern: pattern, states: variant.states)
        }
        self.variant = variant
        self.number = number
        self.pattern = pattern
        // The board those presses put out: so they solve it, and par is at most their count.
        self.start = start.negated(states: variant.states)
        self.presses = presses
        par = Self.par(of: self.start, variant: variant, pattern: pattern) ?? presses.count
    }

    /// The cells of a shortest solution of `board` (a cell listed twice is pressed twice), or
    /// nil when none darkens it.
    public static func solution(
        for board: LightsOutTernaryBoard, variant: LightsOutVariant, pattern: LightsOutPattern
    ) -> [LightsOutCell]? {
        let size = pattern.size
        let counts: [UInt8]
        if variant == .threeState {
            guard let found = LightsOutTernarySolver(pattern: pattern).shortestSolution(for: board) else { return nil }
            counts = found.cells
        } else {
            let lights = LightsOutBoard(
                size: size,
                lit: board.cells.indices.filter { board.cells[$0] % 2 == 1 }.map {
                    LightsOutCell(row: $0 / size, col: $0 % size)
                })
            guard let found = LightsOutSolver(pattern: pattern).shortestSolution(for: lights) else { return nil }
            counts = (0..<size * size).map { found.bit($0) ? 1 : 0 }
        }
        return counts.indices.flatMap { index in
            Array(repeating: LightsOutCell(row: index / size, col: index % size), count: Int(counts[index]))
        }
    }

    private static func par(of board: LightsOutTernaryBoard, variant: LightsOutVariant, pattern: LightsOutPattern)
        -> Int?
    {
        solution(for: board, variant: variant, pattern: pattern)?.count
    }

    private static let made = Mutex<[LightsOutParams: LightsOutVariantLevel]>([:])

    /// Levels kept made: more than the picker shows at once, far fewer than the 600 of the three
    /// variants, which a long session paging through the picker would otherwise keep, each with
    /// its pattern's boards.
    package static let madeLimit = 64

    /// How many levels are kept made now (for the tests of the bound).
    package static var madeCount: Int { made.withLock { $0.count } }

    /// Level `number` of `variant`, made once while it is in use: the picker shows a level's par
    /// at every frame, and each new game starts from it. Past `madeLimit` levels the kept ones
    /// are all let go, and the ones on screen are made again at the next frame.
    public static func shared(_ variant: LightsOutVariant, level number: Int) -> LightsOutVariantLevel {
        let number = min(max(number, levels.lowerBound), levels.upperBound)
        let key = LightsOutParams.variant(variant, level: number)
        if let level = made.withLock({ $0[key] }) { return level }
        let level = LightsOutVariantLevel(variant, level: number)
        made.withLock { made in
            if made.count >= madeLimit { made.removeAll() }
            made[key] = level
        }
        return level
    }

    /// A shortest solution of the level's start.
    public var solution: [LightsOutCell] {
        Self.solution(for: start, variant: variant, pattern: pattern) ?? []
    }
}
