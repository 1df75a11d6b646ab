import GameCore

/// The search engine behind `SudokuSolver` and the generator, also the propagation engine behind
/// the generator's quick level filters and the stepper's forcing chains.
///
/// Counting solutions and the generator's uniqueness checks run on the bitboard engine
/// (`SudokuBands`, see `bands`). This class keeps the per-cell engine for what depends on its
/// exact behaviour: drawing random full grids (seeded generation must keep giving the same
/// puzzles) and propagating a chosen set of deductions (`SudokuPropagation`) on a pencil-marked
/// position.
///
/// Candidates are 9-bit masks per cell. After every placement the engine propagates to a fixed
/// point (naked singles, hidden singles, pointing and claiming), looking only at houses and
/// chutes that changed. When drawing a grid it guesses on a cell with the fewest candidates (of
/// those, the one whose candidates most peers share, so that any answer strikes the most),
/// trying its digits in a random order. Frames are copied, not undone, and live in one buffer
/// allocated per engine; all hot state sits behind pointers, so the loops neither allocate,
/// retain nor pay exclusivity checks (which matters most in debug builds). Not thread-safe: one
/// engine per task, reused across calls.
package final class SudokuSearch {
    // Frame layout, in UInt16 units: candidates (0 once placed), digits, used-digit masks per
    // house, placed-cell count.
    package static let valueOffset = 81
    package static let usedOffset = 162
    package static let countOffset = 189
    package static let frameSize = 192
    package static let all: UInt16 = 0x1FF
    // Dirty bits: 0–26 houses (for hidden singles), 32–37 chutes (for box/line interactions).
    package static let houseBits: UInt64 = (1 << 27) - 1
    package static let boxBits: UInt64 = 0x1FF << 18
    package static let chuteBits: UInt64 = 0x3F << 32
    package static let nakedFlag: UInt64 = 1
    package static let lineFlag: UInt64 = 2
    // Scratch slots.
    package static let dirtySlot = 0
    package static let queueSlot = 1
    package static let modeSlot = 2
    package static let lockedFlag: UInt64 = 4
    package static let boxFlag: UInt64 = 8

    package let frames: UnsafeMutablePointer<UInt16>
    package let peers: UnsafeMutablePointer<UInt8>
    package let houses: UnsafeMutablePointer<UInt8>
    package let cellHouses: UnsafeMutablePointer<UInt8>
    package let cellDirty: UnsafeMutablePointer<UInt64>
    package let chutes: UnsafeMutablePointer<UInt8>
    package let queue: UnsafeMutablePointer<UInt8>
    package let mini: UnsafeMutablePointer<UInt16>
    /// Bit counts of 9-bit masks: the baseline x86-64 target has no POPCNT instruction.
    package let bitCount: UnsafeMutablePointer<UInt8>
    /// Dirty bits, queue length, propagation flags: behind a pointer, not in stored properties,
    /// so that hot loops pay no exclusivity checks.
    package let scratch: UnsafeMutablePointer<UInt64>

    package var limit = 2
    package var solutionCount = 0
    /// The first solution found by the last run (valid when `solutionCount > 0`).
    package var firstSolution = [UInt8](repeating: 0, count: 81)
    /// Guesses made by the last run, a measure of how hard the puzzle was for the machine.
    package var guesses = 0
    package var random: SeededGenerator?
    /// The bitboard engine behind `count` and `hasOtherSolution`, made on first use.
    private(set) lazy var bands = SudokuBands()

    package init() {
        frames = .allocate(capacity: Self.frameSize * 83)
        peers = .allocate(capacity: 81 * 20)
        houses = .allocate(capacity: 27 * 9)
        cellHouses = .allocate(capacity: 81 * 3)
        cellDirty = .allocate(capacity: 81)
        chutes = .allocate(capacity: 6 * 27)
        queue = .allocate(capacity: 256)
        mini = .allocate(capacity: 9)
        bitCount = .allocate(capacity: 512)
        scratch = .allocate(capacity: 3)
        scratch.initialize(repeating: 0, count: 3)
        for mask in 0..<512 { bitCount[mask] = UInt8(mask.nonzeroBitCount) }
        peers.initialize(from: SudokuGeometry.peers, count: 81 * 20)
        houses.initialize(from: SudokuGeometry.houseCells, count: 27 * 9)
        cellHouses.initialize(from: SudokuGeometry.cellHouses, count: 81 * 3)
        chutes.initialize(from: SudokuGeometry.chuteCells, count: 6 * 27)
        for cell in 0..<81 {
            let h = SudokuGeometry.cellHouses
            let band = UInt64(cell / 27)
            let stack = UInt64((cell % 9) / 3)
            cellDirty[cell] =
                1 << UInt64(h[cell * 3]) | 1 << UInt64(h[cell * 3 + 1])
                | 1 << UInt64(h[cell * 3 + 2]) | 1 << (32 + band) | 1 << (35 + stack)
        }
    }

    deinit {
        frames.deallocate()
        peers.deallocate()
        houses.deallocate()
        cellHouses.deallocate()
        cellDirty.deallocate()
        chutes.deallocate()
        queue.deallocate()
        mini.deallocate()
        bitCount.deallocate()
        scratch.deallocate()
    }

    // MARK: - Entry points

    /// Counts solutions of `cells` (81 digits, 0 blank), stopping once `limit` are found; the
    /// first is left in `firstSolution`. Runs on the bitboard engine (`SudokuBands`).
    package func count(_ cells: [UInt8], limit: Int) -> Int {
        let bands = self.bands
        let found = bands.count(cells, limit: limit)
        solutionCount = found
        guesses = bands.guesses
        if found > 0 {
            firstSolution.withUnsafeMutableBufferPointer { $0.baseAddress!.update(from: bands.firstCells, count: 81) }
        }
        return found
    }

    /// A random complete grid drawn with `generator` (digits tried in a random order per guess).
    /// Runs on the per-cell engine: which grid a seed gives depends on its exact choices.
    package func randomFullGrid(using generator: inout SeededGenerator) -> [UInt8] {
        run([UInt8](repeating: 0, count: 81), limit: 1, random: generator)
        generator = random!
        random = nil
        return firstSolution
    }

    /// Whether `propagation` alone (no guessing) fills the grid. A broken puzzle answers false.
    package func solves(_ cells: [UInt8], with propagation: SudokuPropagation) -> Bool {
        setMode(propagation)
        guard load(cells) else { return false }
        return propagate(frames) && frames[Self.countOffset] == 81
    }
    /// Solves from scratch, trying digits in the order `random` draws; results are left in
    /// `solutionCount`, `firstSolution`, `guesses`.
    package func run(_ cells: [UInt8], limit: Int, random: SeededGenerator) {
        self.limit = max(1, limit)
        self.random = random
        solutionCount = 0
        guesses = 0
        setMode(.full)
        guard load(cells), propagate(frames) else { return }
        search(depth: 0)
    }
    package func setMode(_ propagation: SudokuPropagation) {
        scratch[Self.modeSlot] =
            (propagation.nakedSingles ? Self.nakedFlag : 0)
            | (propagation.lineHiddenSingles ? Self.lineFlag : 0)
            | (propagation.lockedCandidates ? Self.lockedFlag : 0)
            | (propagation.boxHiddenSingles ? Self.boxFlag : 0)
    }
    package func search(depth: Int) {
        let f = frames + depth * Self.frameSize
        if f[Self.countOffset] == 81 {
            if solutionCount == 0 {
                for i in 0..<81 { firstSolution[i] = UInt8(truncatingIfNeeded: f[Self.valueOffset + i]) }
            }
            solutionCount += 1
            return
        }
        let best = guessCell(f)
        var options = f[best]
        let child = f + Self.frameSize
        while options != 0 {
            let bit = randomBit(of: options)
            options &= ~bit
            guesses += 1
            child.update(from: f, count: Self.frameSize)
            scratch[Self.queueSlot] = 0
            scratch[Self.dirtySlot] = 0
            if assign(child, best, bit.trailingZeroBitCount) && drainQueue(child) && propagate(child) {
                search(depth: depth + 1)
                if solutionCount >= limit { return }
            }
        }
    }

    /// The open cell with the fewest candidates; among equals, the one whose candidates appear
    /// most often among its peers, so that either answer strikes the most.
    @inline(__always)
    private func guessCell(_ f: UnsafeMutablePointer<UInt16>) -> Int {
        var fewest = 10
        var i = 0
        while i < 81 {
            let c = f[i]
            if c != 0 {
                let n = Int(bitCount[Int(c)])
                if n < fewest {
                    fewest = n
                    if n == 2 { break }
                }
            }
            i &+= 1
        }
        var best = -1
        var bestScore = -1
        i = 0
        while i < 81 {
            let c = f[i]
            if c != 0 && Int(bitCount[Int(c)]) == fewest {
                var score = 0
                let p = peers + i * 20
                var k = 0
                while k < 20 {
                    score &+= Int(bitCount[Int(f[Int(p[k])] & c)])
                    k &+= 1
                }
                if score > bestScore {
                    best = i
                    bestScore = score
                }
            }
            i &+= 1
        }
        return best
    }

    private func randomBit(of options: UInt16) -> UInt16 {
        var pick = Int(random!.next() % UInt64(bitCount[Int(options)]))
        var rest = options
        while pick > 0 {
            rest &= rest - 1
            pick -= 1
        }
        return rest & (0 &- rest)
    }
}
