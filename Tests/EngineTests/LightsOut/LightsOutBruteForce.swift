@testable import GameCore
@testable import LightsOutEngine

/// Independent reference answers for the solver tests. The reference minima use neither
/// `LightsOutSolver` nor `LightsOutBoard.press`: presses are rebuilt from the rule (a cell and
/// its orthogonal neighbours) so a shared mistake cannot make both sides agree.
enum LightsOutBruteForce {
    /// The cross a press at `index` toggles, as a bit mask over the n² cells (n ≤ 5).
    static func crossMask(index: Int, size: Int) -> UInt32 {
        let row = index / size
        let col = index % size
        var mask: UInt32 = 1 << UInt32(index)
        if row > 0 { mask |= 1 << UInt32(index - size) }
        if row < size - 1 { mask |= 1 << UInt32(index + size) }
        if col > 0 { mask |= 1 << UInt32(index - 1) }
        if col < size - 1 { mask |= 1 << UInt32(index + 1) }
        return mask
    }

    /// For every board of `size` ≤ 5 (indexed by its row-major bits), the fewest presses that
    /// darken it, or `UInt8.max` when no press set does. Walks all 2^(n²) press subsets in
    /// Gray-code order: one XOR per subset, the subset's size from the Gray code's popcount.
    static func exhaustiveMinima(size: Int) -> [UInt8] {
        let cells = size * size
        precondition(cells <= 25)
        let masks = (0..<cells).map { crossMask(index: $0, size: size) }
        var minima = [UInt8](repeating: .max, count: 1 << cells)
        minima.withUnsafeMutableBufferPointer { minima in
            masks.withUnsafeBufferPointer { masks in
                var board: UInt32 = 0
                minima[0] = 0
                for step in 1..<(1 << cells) {
                    board ^= masks[step.trailingZeroBitCount]
                    let weight = UInt8((step ^ (step >> 1)).nonzeroBitCount)
                    let index = Int(board)
                    if weight < minima[index] {
                        minima[index] = weight
                    }
                }
            }
        }
        return minima
    }

    static func bits(of board: LightsOutBoard) -> Int {
        var value = 0
        for row in 0..<board.size {
            for col in 0..<board.size where board[row, col] {
                value |= 1 << (row * board.size + col)
            }
        }
        return value
    }

    static func board(bits: Int, size: Int) -> LightsOutBoard {
        var board = LightsOutBoard(size: size)
        for index in 0..<(size * size) where bits >> index & 1 == 1 {
            board[index / size, index % size] = true
        }
        return board
    }

    /// The fewest presses that darken `board` (n ≤ 16), by light chasing: once the first row's
    /// presses are chosen, each later row must press exactly under the lights left on above it,
    /// so the 2^n choices of first row enumerate every solution. Nil when none darkens it.
    static func chasingMinimum(_ board: LightsOutBoard) -> Int? {
        let size = board.size
        precondition(size <= 16)
        let full: UInt32 = (1 << UInt32(size)) - 1
        var rows = [UInt32](repeating: 0, count: size)
        for row in 0..<size {
            for col in 0..<size where board[row, col] {
                rows[row] |= 1 << UInt32(col)
            }
        }
        var best: Int?
        for firstRow in UInt32(0)..<(1 << UInt32(size)) {
            var lights = rows
            var presses = firstRow
            var weight = 0
            for row in 0..<size {
                lights[row] ^= (presses ^ (presses << 1) ^ (presses >> 1)) & full
                if row > 0 { lights[row - 1] ^= presses }
                if row < size - 1 { lights[row + 1] ^= presses }
                weight += presses.nonzeroBitCount
                presses = lights[row]
            }
            if lights[size - 1] == 0 && weight < best ?? .max {
                best = weight
            }
        }
        return best
    }

    /// Uniformly random over all boards, solvable or not.
    static func randomBoard(size: Int, using generator: inout SeededGenerator) -> LightsOutBoard {
        var board = LightsOutBoard(size: size)
        for row in 0..<size {
            for col in 0..<size where Bool.random(using: &generator) {
                board[row, col] = true
            }
        }
        return board
    }

    /// A random press set, and the board it makes from dark: solvable by construction.
    static func randomSolvable(
        size: Int, using generator: inout SeededGenerator
    ) -> (board: LightsOutBoard, presses: LightsOutBoard) {
        let presses = randomBoard(size: size, using: &generator)
        return (LightsOutBoard(size: size).pressing(presses), presses)
    }
}
