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

    public var size: Int { lights.size }

    package init(level: Int?, start: LightsOutBoard) {
        self.level = level
        self.start = start
        self.par = LightsOutSolver.forSize(start.size).minimumPresses(for: start) ?? 0
        self.lights = start
        self.pressCount = 0
        self.pressParity = LightsOutBoard(size: start.size)
    }

    /// Most presses counted; no game gets near it, and a file cannot push the count past it.
    public static let maximumPresses = 1_000_000_000

    package mutating func recordPress(row: Int, col: Int) {
        lights.press(row: row, col: col)
        pressParity[row, col].toggle()
        pressCount = min(pressCount + 1, Self.maximumPresses + 1)
    }
}
