import GameCore
import Synchronization

/// Which lights a press toggles: the classic cross stopped by the board's edges, the cross on
/// a board whose edges wrap around (a torus), or Flip's patterns, where every cell toggles
/// itself and its own random choice of the eight cells around it.
public enum LightsOutTopology: Codable, Hashable, Sendable {
    case classic
    case wrap
    /// Each cell's pattern is drawn from `seed`, so the seed names the whole board's rules.
    case patterned(seed: UInt64)
}

/// The toggle matrix of one board: for every cell, the lights a press there toggles. Pressing
/// is linear (over GF(2) for two-state lights, over GF(3) for three-state ones), so this matrix
/// is all a solver needs.
public struct LightsOutPattern: Hashable, Sendable {
    public let size: Int
    public let topology: LightsOutTopology
    /// Row-major by pressed cell: the lights that press toggles.
    public let toggles: [LightsOutBoard]

    public init(size: Int, topology: LightsOutTopology) {
        precondition(LightsOutBoard.supportedSizes.contains(size), "Lights Out size \(size) is outside 1...20")
        self.size = size
        self.topology = topology
        var generator = SeededGenerator(seed: Self.patternSeed(topology))
        toggles = (0..<size * size).map { index in
            Self.toggled(row: index / size, col: index % size, size: size, topology: topology, using: &generator)
        }
    }

    private static let made = Mutex<[PatternKey: LightsOutPattern]>([:])

    private struct PatternKey: Hashable {
        let size: Int
        let topology: LightsOutTopology
    }

    /// The pattern of `size` and `topology`, made once per process: a variant game reads it at
    /// every press, and the board at every frame.
    public static func shared(size: Int, topology: LightsOutTopology) -> LightsOutPattern {
        made.withLock { made in
            let key = PatternKey(size: size, topology: topology)
            if let pattern = made[key] { return pattern }
            let pattern = LightsOutPattern(size: size, topology: topology)
            made[key] = pattern
            return pattern
        }
    }

    /// The classic rules on an n×n board.
    public static func classic(_ size: Int) -> LightsOutPattern {
        LightsOutPattern(size: size, topology: .classic)
    }

    public func toggled(row: Int, col: Int) -> LightsOutBoard {
        toggles[row * size + col]
    }

    /// `board` after pressing every cell set in `presses` once.
    public func pressing(_ board: LightsOutBoard, presses: LightsOutBoard) -> LightsOutBoard {
        var result = board
        presses.forEachSetIndex { result = result ^ toggles[$0] }
        return result
    }

    private static func patternSeed(_ topology: LightsOutTopology) -> UInt64 {
        if case .patterned(let seed) = topology { return seed }
        return 0
    }

    private static func toggled(
        row: Int, col: Int, size: Int, topology: LightsOutTopology, using generator: inout SeededGenerator
    ) -> LightsOutBoard {
        var board = LightsOutBoard(size: size)
        board[row, col] = true
        switch topology {
        case .classic:
            for (r, c) in [(row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)]
            where board.contains(row: r, col: c) {
                board[r, c] = true
            }
        case .wrap:
            // On a board of one or two cells a side, wrapping reaches the same neighbour twice;
            // it is toggled once, as the lights it names.
            for (r, c) in [(row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)] {
                board[(r + size) % size, (c + size) % size] = true
            }
        case .patterned:
            // Each of the eight cells around, on the board, with even odds; never an empty
            // pattern beyond the cell itself, so every press reaches a neighbour.
            let around = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
                .map { (row + $0.0, col + $0.1) }.filter { board.contains(row: $0.0, col: $0.1) }
            var chosen = around.filter { _ in generator.next() & 1 == 1 }
            if chosen.isEmpty, !around.isEmpty {
                chosen = [around[Int(generator.next() % UInt64(around.count))]]
            }
            for (r, c) in chosen { board[r, c] = true }
        }
        return board
    }
}
