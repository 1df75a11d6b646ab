import GameCore

/// A Lights Out game in progress, as a value the mid-end can store, undo and save.
public struct LightsOutState: Codable, Equatable, Sendable {
    /// The numbered level, or nil for a custom board.
    public let level: Int?
    /// The board the level began with (restart returns here).
    public let start: LightsOutBoard
    /// Length of a shortest solution of `start`.
    public let par: Int
    public private(set) var lights: LightsOutBoard
    /// Presses made so far, counting repeats: the score compared with `par`.
    public private(set) var pressCount: Int
    /// The cells pressed an odd number of times. Pressing is XOR, so the invariant
    /// `lights == start.pressing(pressParity)` always holds; tests lean on it.
    public private(set) var pressParity: LightsOutBoard
    /// A variant's rules and lights, or nil for the classic game (every save from before the
    /// variants). `lights` then mirrors the variant's lights (lit in any state), so winning and
    /// drawing read one board for every game.
    public private(set) var variant: LightsOutVariantState?

    public var size: Int { lights.size }

    package init(level: Int?, start: LightsOutBoard) {
        self.level = level
        self.start = start
        self.par = LightsOutSolver.forSize(start.size).minimumPresses(for: start) ?? 0
        self.lights = start
        self.pressCount = 0
        self.pressParity = LightsOutBoard(size: start.size)
    }

    /// The start of a variant level, with its par.
    package init(level: LightsOutVariantLevel) {
        self.level = level.number
        start = level.start.lit
        par = level.par
        lights = start
        pressCount = 0
        pressParity = LightsOutBoard(size: level.size)
        variant = LightsOutVariantState(
            kind: level.variant, topology: level.pattern.topology, start: level.start, lights: level.start,
            presses: LightsOutTernaryBoard(size: level.size))
    }

    /// Most presses counted; no game gets near it, and a file cannot push the count past it.
    public static let maximumPresses = 1_000_000_000

    package mutating func recordPress(row: Int, col: Int) {
        if var variant {
            variant.press(row: row, col: col)
            lights = variant.lights.lit
            self.variant = variant
        } else {
            lights.press(row: row, col: col)
        }
        pressParity[row, col].toggle()
        pressCount = min(pressCount + 1, Self.maximumPresses + 1)
    }
}

/// A variant game's own part of the state: its rules (which lights a press reaches, how many
/// states a light has) and its lights in full, with how often each cell was pressed, so the
/// invariant `lights == start.pressing(presses)` can be checked on a position read from a file.
public struct LightsOutVariantState: Codable, Equatable, Sendable {
    public let kind: LightsOutVariant
    public let topology: LightsOutTopology
    public let start: LightsOutTernaryBoard
    public private(set) var lights: LightsOutTernaryBoard
    /// How often each cell was pressed, mod the lights' states.
    public private(set) var presses: LightsOutTernaryBoard

    public var pattern: LightsOutPattern { LightsOutPattern.shared(size: start.size, topology: topology) }

    mutating func press(row: Int, col: Int) {
        lights = lights.pressing(row: row, col: col, pattern: pattern, states: kind.states)
        presses[row, col] = (presses[row, col] + 1) % kind.states
    }

    /// True when the lights follow from the start and the presses under these rules.
    public var isConsistent: Bool {
        let size = start.size
        let inRange = { (board: LightsOutTernaryBoard) in
            board.size == size && board.cells.count == size * size && board.cells.allSatisfy { $0 < kind.states }
        }
        return inRange(start) && inRange(lights) && inRange(presses)
            && start.pressing(presses, pattern: pattern, states: kind.states) == lights
    }
}
