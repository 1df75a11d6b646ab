import GameCore

/// Draws the generator's random full grids on bitboards, making exactly the choices the per-cell
/// engine makes (`SudokuSearch.randomFullGrid`), so every seed keeps giving the same puzzle.
///
/// The per-cell engine guesses on the open cell with the fewest candidates (the first in reading
/// order of those whose candidates are shared most by their peers), tries its digits in the
/// order the random stream draws, and between guesses propagates naked and hidden singles and
/// pointing and claiming until nothing follows. Those deductions only ever strike candidates,
/// and each stays valid once the position has fewer candidates, so the position they end in
/// does not depend on the order they are found in, and neither does whether they end in a
/// contradiction. Doing the same deductions another way therefore reaches the same positions,
/// makes the same guesses and draws the same random numbers: here they run on one word per
/// digit and band, as `SudokuSinglesCheck` does, which was most of a cheap puzzle's cost on the
/// per-cell engine (drawing a grid took 245k of a trivial puzzle's 333k instructions).
/// `SudokuRandomGridTests` compares the two engines' grids and random streams.
///
/// Words: bit `9 × row + column` of a band (three rows) is cell `27 × band + bit`. A frame holds
/// each digit's candidates (open cells only) and placed cells per band, and the open cells.
/// Contradictions are checked where they cannot be missed: a placement must still be a
/// candidate, and when nothing more follows every open cell must keep a candidate and every
/// digit a candidate or a placement in every house (candidates only shrink, so a contradiction
/// found late was one all along). Not thread-safe: one per generator engine.
package final class SudokuRandomGrid {
    private static let frameWords = 64
    private static let candOffset = 0
    private static let openOffset = 27
    private static let placedOffset = 30
    /// Digits whose hidden singles need looking for (bit `d`): their candidates changed beyond
    /// one cell, or the cell they lost left a single (see `place`).
    private static let singlesDirty = 57
    /// Chutes whose pointing and claiming need looking at: bit `3 d + b` of band `b` for digit
    /// `d` in the first word, of stack `b` in the second.
    private static let bandsDirty = 58
    private static let stacksDirty = 59
    /// Digits whose candidates changed beyond one cell since the position was last checked whole
    /// (`covered`).
    private static let coverDirty = 60

    private static let allCells: UInt32 = 0x7FF_FFFF

    /// One frame per depth (81 guesses at most, and the empty grid).
    private let frames: UnsafeMutablePointer<UInt32>
    /// `rowBoxes[t]`: which of a row's three mini-rows the 9-bit row `t` has a bit in.
    /// `keep[m]` and `keepMask[m]`: pointing and claiming on a chute's 3 × 3 mini-line matrix `m`
    /// (see `lockedTables`), as a matrix and as a band's 27-bit mask.
    private let rowBoxes: UnsafeMutablePointer<UInt8>
    private let keep: UnsafeMutablePointer<UInt16>
    private let keepMask: UnsafeMutablePointer<UInt32>
    /// Each cell's peers in its own band (row and box, the cell left out).
    private let bandPeers: UnsafeMutablePointer<UInt32>
    /// The cells guessed at the first `memoDepths` depths, by depth and the digits guessed before
    /// (see `search`): an open-addressing table of `memoSlots` keys (0 for an empty slot) and
    /// cells. Over many grids there are few such keys at these depths (one each down to depth
    /// 8, 516 at depths 9 to 12 over 2,000 grids), so the table stays small.
    private let memoKeys: UnsafeMutablePointer<UInt64>
    private let memoCells: UnsafeMutablePointer<UInt8>
    private static let memoDepths = 13
    private static let memoSlots = 2048
    private static let memoProbes = 8

    package init() {
        frames = .allocate(capacity: Self.frameWords * 82)
        frames.initialize(repeating: 0, count: Self.frameWords * 82)
        rowBoxes = .allocate(capacity: 512)
        rowBoxes.initialize(from: Self.tables.rowBoxes, count: 512)
        keep = .allocate(capacity: 512)
        keep.initialize(from: Self.tables.keep, count: 512)
        keepMask = .allocate(capacity: 512)
        keepMask.initialize(from: Self.tables.keepMask, count: 512)
        memoKeys = .allocate(capacity: Self.memoSlots)
        memoKeys.initialize(repeating: 0, count: Self.memoSlots)
        memoCells = .allocate(capacity: Self.memoSlots)
        memoCells.initialize(repeating: 0, count: Self.memoSlots)
        bandPeers = .allocate(capacity: 27)
        for pos in 0..<27 {
            let row = pos / 9, column = pos % 9
            bandPeers[pos] =
                (SudokuBandWord.rowMask << UInt32(9 * row) | SudokuBandWord.boxMask << UInt32(column / 3 * 3))
                & ~(1 << UInt32(pos))
        }
    }

    deinit {
        frames.deallocate()
        rowBoxes.deallocate()
        keep.deallocate()
        keepMask.deallocate()
        bandPeers.deallocate()
        memoKeys.deallocate()
        memoCells.deallocate()
    }

    private struct Tables {
        var rowBoxes: [UInt8]
        var keep: [UInt16]
        var keepMask: [UInt32]
    }

    /// Built once a process.
    private static let tables: Tables = {
        let rowBoxes = (0..<512).map { t in
            UInt8((t & 7 != 0 ? 1 : 0) | (t & 0o70 != 0 ? 2 : 0) | (t & 0o700 != 0 ? 4 : 0))
        }
        let keep = (0..<512).map { lockedClosure(UInt16($0)) }
        let keepMask = keep.map { m -> UInt32 in
            var mask: UInt32 = 0
            for k in 0..<9 where m & (1 << UInt16(k)) != 0 { mask |= 7 << UInt32(3 * k) }
            return mask
        }
        return Tables(rowBoxes: rowBoxes, keep: keep, keepMask: keepMask)
    }()

    /// Pointing and claiming inside one chute for one digit, to a fixed point. Bit `3 i + j` of `m`
    /// says whether mini-line `(i, j)` holds a candidate; for a band `i` is the row and `j` the
    /// box, for a stack `i` is the band (the box) and `j` the column. A matrix row with a single
    /// bit `(i, j)` confines the digit to it, so column `j` loses its other bits; a matrix column
    /// with a single bit clears the rest of its row. In a band the first is claiming and the
    /// second pointing; in a stack the other way round: the rule is the same for both.
    private static func lockedClosure(_ start: UInt16) -> UInt16 {
        var m = start
        while true {
            var next = m
            for i in 0..<3 {
                let row = (next >> UInt16(3 * i)) & 7
                if row != 0 && row & (row - 1) == 0 {
                    let j = row.trailingZeroBitCount
                    let column: UInt16 = (1 | 1 << 3 | 1 << 6) << UInt16(j)
                    next &= ~column | (1 << UInt16(3 * i + j))
                }
            }
            for j in 0..<3 {
                let column = (next >> UInt16(j)) & (1 | 1 << 3 | 1 << 6)
                if column != 0 && column & (column - 1) == 0 {
                    let i = column.trailingZeroBitCount / 3
                    next &= ~(7 << UInt16(3 * i)) | (1 << UInt16(3 * i + j))
                }
            }
            if next == m { return m }
            m = next
        }
    }

    /// A random complete grid drawn with `generator`: the grid, and the generator's state after
    /// it, that `SudokuSearch.randomFullGrid(using:)` gives.
    package func draw(using generator: inout SeededGenerator) -> [UInt8] {
        let f = frames
        f.update(repeating: 0, count: Self.frameWords)
        for k in 0..<27 { f[Self.candOffset + k] = Self.allCells }
        for b in 0..<3 { f[Self.openOffset + b] = Self.allCells }
        var grid = [UInt8](repeating: 0, count: 81)
        if search(depth: 0, &generator) {
            let last = frames + Self.frameWords * Int(found)
            for d in 0..<9 {
                for b in 0..<3 {
                    var m = last[Self.placedOffset + 3 * d + b]
                    while m != 0 {
                        grid[27 * b + m.trailingZeroBitCount] = UInt8(d + 1)
                        m &= m &- 1
                    }
                }
            }
        }
        return grid
    }

    /// The depth whose frame holds the grid found.
    private var found = 0

    /// Searches from the position at `depth`, reached by guesses whose digits, renamed in the
    /// order they first appear (`names`: 4 bits a digit, 0 for none yet; `named` so far), spell
    /// `key` in base 9.
    ///
    /// The position at a depth follows from the digits guessed on the way (each guess's cell
    /// follows from the position before it), and renaming digits renames the position without
    /// changing any cell's number of candidates or score: so the cell guessed depends only on
    /// `key`. The first depths, where every cell is open and most are tied (81 at the root,
    /// all scored), are looked up after the first grid.
    private func search(
        depth: Int, _ random: inout SeededGenerator, key: Int = 0, names: UInt64 = 0, named: Int = 0
    ) -> Bool {
        let f = frames + depth &* Self.frameWords
        if f[Self.openOffset] | f[Self.openOffset + 1] | f[Self.openOffset + 2] == 0 {
            found = depth
            return true
        }
        let cell: Int
        let candidates: UInt16
        if depth < Self.memoDepths {
            // `key` stays below 9^12 < 2^39, above the depth's 4 bits and a 1 that keeps every
            // tag apart from an empty slot.
            let tag = UInt64(truncatingIfNeeded: key) &<< 8 | UInt64(depth) &<< 1 | 1
            var slot = Int(truncatingIfNeeded: (tag &* 0x9E37_79B9_7F4A_7C15) &>> 53)
            var probes = 0
            while memoKeys[slot] != tag && memoKeys[slot] != 0 && probes < Self.memoProbes {
                slot = (slot &+ 1) & (Self.memoSlots &- 1)
                probes &+= 1
            }
            if memoKeys[slot] == tag {
                cell = Int(memoCells[slot])
                candidates = self.candidates(f, cell)
            } else {
                (cell, candidates) = guessCell(f)
                if memoKeys[slot] == 0 {
                    memoKeys[slot] = tag
                    memoCells[slot] = UInt8(truncatingIfNeeded: cell)
                }
            }
        } else {
            (cell, candidates) = guessCell(f)
        }
        var options = candidates
        let child = f + Self.frameWords
        let b = cell / 27
        let cellBit: UInt32 = 1 &<< UInt32(cell % 27)
        while options != 0 {
            // As the per-cell engine draws: the pick-th lowest of the digits left.
            var pick = random.next() % UInt64(options.nonzeroBitCount)
            var rest = options
            while pick > 0 {
                rest &= rest &- 1
                pick &-= 1
            }
            let bit = rest & (0 &- rest)
            options &= ~bit
            child.update(from: f, count: Self.frameWords)
            let digit = bit.trailingZeroBitCount
            guard place(child, digit: digit, band: b, bit: cellBit) && propagate(child) else { continue }
            var childKey = 0, childNames = names, childNamed = named
            if depth &+ 1 < Self.memoDepths {
                var name = Int((names &>> UInt64(4 &* digit)) & 15)
                if name == 0 {
                    childNamed &+= 1
                    name = childNamed
                    childNames |= UInt64(name) &<< UInt64(4 &* digit)
                }
                childKey = key &* 9 &+ (name &- 1)
            }
            if search(depth: depth &+ 1, &random, key: childKey, names: childNames, named: childNamed) { return true }
        }
        return false
    }

    /// The open cell with the fewest candidates; among equals, the first whose candidates its
    /// peers share most often (the sum over its peers of the candidates they share with it).
    private func guessCell(_ f: UnsafeMutablePointer<UInt32>) -> (cell: Int, candidates: UInt16) {
        // Each open cell's number of candidates, bit-sliced over the nine digits.
        func counts(_ b: Int) -> (UInt32, UInt32, UInt32, UInt32) {
            var s0: UInt32 = 0, s1: UInt32 = 0, s2: UInt32 = 0, s3: UInt32 = 0
            var d = 0
            while d < 9 {
                let x = f[Self.candOffset &+ 3 &* d &+ b]
                let c0 = s0 & x
                s0 ^= x
                let c1 = s1 & c0
                s1 ^= c0
                let c2 = s2 & c1
                s2 ^= c1
                s3 |= c2
                d &+= 1
            }
            return (s0, s1, s2, s3)
        }
        let planes = (counts(0), counts(1), counts(2))
        var tied: (UInt32, UInt32, UInt32) = (0, 0, 0)
        var fewest: UInt32 = 2
        while fewest <= 9 {
            func equal(_ s: (UInt32, UInt32, UInt32, UInt32), _ open: UInt32) -> UInt32 {
                let a = fewest & 1 != 0 ? s.0 : ~s.0
                let b = fewest & 2 != 0 ? s.1 : ~s.1
                let c = fewest & 4 != 0 ? s.2 : ~s.2
                let d = fewest & 8 != 0 ? s.3 : ~s.3
                return a & b & c & d & open
            }
            tied = (
                equal(planes.0, f[Self.openOffset]), equal(planes.1, f[Self.openOffset + 1]),
                equal(planes.2, f[Self.openOffset + 2])
            )
            if tied.0 | tied.1 | tied.2 != 0 { break }
            fewest &+= 1
        }
        var best = -1
        var bestCandidates: UInt16 = 0
        var bestScore = -1
        let lone = tied.0 | tied.1 | tied.2
        let several =
            (tied.0 != 0 ? 1 : 0) + (tied.1 != 0 ? 1 : 0) + (tied.2 != 0 ? 1 : 0) > 1 || lone & (lone &- 1) != 0
        for b in 0..<3 {
            var m = b == 0 ? tied.0 : b == 1 ? tied.1 : tied.2
            while m != 0 {
                let pos = m.trailingZeroBitCount
                m &= m &- 1
                guard several else { return (27 &* b &+ pos, candidates(f, 27 &* b &+ pos)) }
                let column = UInt32(pos % 9)
                let own = bandPeers[pos]
                let b1 = b == 0 ? 1 : 0, b2 = b == 2 ? 1 : 2
                // Each candidate's peers that share it, counted per byte and summed at the end
                // (at most 8 a byte a digit, 72 in all; 180 over the bytes): one population
                // count a cell instead of one a digit.
                var bytes: UInt64 = 0
                var candidates: UInt16 = 0
                var d = 0
                while d < 9 {
                    let k = Self.candOffset &+ 3 &* d
                    let w = f[k &+ b]
                    if (w &>> UInt32(pos)) & 1 != 0 {
                        candidates |= 1 &<< UInt16(d)
                        let across =
                            (f[k &+ b1] &>> column) & SudokuBandWord.spread
                            | ((f[k &+ b2] &>> column) & SudokuBandWord.spread) &<< 1
                        let x = UInt64(w & own) | UInt64(across) &<< 32
                        let pairs = x &- ((x &>> 1) & 0x5555_5555_5555_5555)
                        let nibbles = (pairs & 0x3333_3333_3333_3333) &+ ((pairs &>> 2) & 0x3333_3333_3333_3333)
                        bytes &+= (nibbles &+ (nibbles &>> 4)) & 0x0F0F_0F0F_0F0F_0F0F
                    }
                    d &+= 1
                }
                let score = Int(truncatingIfNeeded: (bytes &* 0x0101_0101_0101_0101) &>> 56)
                if score > bestScore {
                    best = 27 &* b &+ pos
                    bestScore = score
                    bestCandidates = candidates
                }
            }
        }
        return (best, bestCandidates)
    }

    /// The candidates of open cell `cell`, bit `d` for digit `d + 1`.
    @inline(__always)
    private func candidates(_ f: UnsafeMutablePointer<UInt32>, _ cell: Int) -> UInt16 {
        let b = cell / 27
        let shift = UInt32(cell % 27)
        var candidates: UInt16 = 0
        var d = 0
        while d < 9 {
            candidates |= UInt16(truncatingIfNeeded: (f[Self.candOffset &+ 3 &* d &+ b] &>> shift) & 1) &<< UInt16(d)
            d &+= 1
        }
        return candidates
    }

    /// Places `digit` (0-based) in cell `bit` of band `b`; false on a contradiction: the digit is
    /// no longer a candidate there (another single took the cell, or the digit, first), or
    /// another digit loses its last place in a row, column or box.
    ///
    /// The placed digit's candidates change all over, so all of its deductions are looked at
    /// again. Any other digit that had the cell lost that cell alone: a single can only follow
    /// in the cell's row, column or box (looked at here, so that its full search runs only
    /// when one does), pointing and claiming only in the cell's band and stack, and none of
    /// those three houses held the digit (the cell was a candidate), so each must keep a
    /// candidate.
    @inline(__always)
    private func place(_ f: UnsafeMutablePointer<UInt32>, digit: Int, band b: Int, bit: UInt32) -> Bool {
        let cand = f + Self.candOffset
        let k = 3 &* digit
        if cand[k &+ b] & bit == 0 { return false }
        let pos = UInt32(bit.trailingZeroBitCount)
        let column = pos % 9
        let rowShift = pos / 9 &* 9
        let boxShift = column / 3 &* 3
        let stack = Int(column / 3)
        f[Self.placedOffset &+ k &+ b] |= bit
        f[Self.openOffset &+ b] &= ~bit
        cand[k &+ b] &= ~bit
        var lost: UInt32 = 0
        var singles: UInt32 = 0
        var broken = false
        var e = 0
        while e < 9 {
            let kb = 3 &* e &+ b
            let w = cand[kb]
            if w & bit != 0 {
                let left = w & ~bit
                cand[kb] = left
                lost |= 1 &<< UInt32(e)
                let row = (left &>> rowShift) & SudokuBandWord.rowMask
                let box = left & (SudokuBandWord.boxMask &<< boxShift)
                let k3 = 3 &* e
                let inColumn =
                    (cand[k3] &>> column) & SudokuBandWord.spread | ((cand[k3 &+ 1] &>> column) & SudokuBandWord.spread)
                    &<< 1
                    | ((cand[k3 &+ 2] &>> column) & SudokuBandWord.spread) &<< 2
                broken = broken || row == 0 || box == 0 || inColumn == 0
                if row & (row &- 1) == 0 || box & (box &- 1) == 0 || inColumn & (inColumn &- 1) == 0 {
                    singles |= 1 &<< UInt32(e)
                }
            }
            e &+= 1
        }
        if broken { return false }
        // The digit leaves the cell's row and box, and its column in every band.
        let columnMask = SudokuBandWord.spread &<< column
        cand[k] &= ~columnMask
        cand[k &+ 1] &= ~columnMask
        cand[k &+ 2] &= ~columnMask
        cand[k &+ b] &= ~(SudokuBandWord.rowMask &<< rowShift | SudokuBandWord.boxMask &<< boxShift)
        // Per-digit bits spread to chute bits: bit `3 e + b` for band `b`.
        var chutes: UInt32 = 0
        var m = lost
        while m != 0 {
            chutes |= 1 &<< UInt32(3 &* m.trailingZeroBitCount)
            m &= m &- 1
        }
        let digitBit: UInt32 = 1 &<< UInt32(digit)
        f[Self.singlesDirty] |= singles | digitBit
        f[Self.bandsDirty] |= chutes &<< UInt32(b) | 7 &<< UInt32(k)
        f[Self.stacksDirty] |= chutes &<< UInt32(stack) | 7 &<< UInt32(k)
        f[Self.coverDirty] |= digitBit
        return true
    }

    /// Singles, then pointing and claiming, until nothing follows; false on a contradiction.
    private func propagate(_ f: UnsafeMutablePointer<UInt32>) -> Bool {
        let cand = f + Self.candOffset
        let open = f + Self.openOffset
        while true {
            // Hidden singles of each digit whose candidates changed.
            var progress = false
            while f[Self.singlesDirty] != 0 {
                let d = f[Self.singlesDirty].trailingZeroBitCount
                f[Self.singlesDirty] &= f[Self.singlesDirty] &- 1
                let k = 3 &* d
                let c0 = cand[k], c1 = cand[k &+ 1], c2 = cand[k &+ 2]
                var (n0, n1, n2) = SudokuBandWord.loneInColumns(c0, c1, c2)
                n0 |=
                    SudokuBandWord.loneCells(c0, SudokuBandWord.rowMask, 9)
                    | SudokuBandWord.loneCells(c0, SudokuBandWord.boxMask, 3)
                n1 |=
                    SudokuBandWord.loneCells(c1, SudokuBandWord.rowMask, 9)
                    | SudokuBandWord.loneCells(c1, SudokuBandWord.boxMask, 3)
                n2 |=
                    SudokuBandWord.loneCells(c2, SudokuBandWord.rowMask, 9)
                    | SudokuBandWord.loneCells(c2, SudokuBandWord.boxMask, 3)
                if n0 | n1 | n2 == 0 { continue }
                progress = true
                func placeAll(_ cells: UInt32, band b: Int) -> Bool {
                    var m = cells
                    while m != 0 {
                        let bit = m & (0 &- m)
                        m &= m &- 1
                        if !place(f, digit: d, band: b, bit: bit) { return false }
                    }
                    return true
                }
                guard placeAll(n0, band: 0), placeAll(n1, band: 1), placeAll(n2, band: 2) else { return false }
            }
            // Naked singles, and open cells left without a candidate.
            for b in 0..<3 {
                var once: UInt32 = 0, twice: UInt32 = 0
                var d = 0
                while d < 9 {
                    let x = cand[3 &* d &+ b]
                    twice |= once & x
                    once |= x
                    d &+= 1
                }
                if open[b] & ~once != 0 { return false }
                var m = once & ~twice
                while m != 0 {
                    let bit = m & (0 &- m)
                    m &= m &- 1
                    var digit = 0
                    while cand[3 &* digit &+ b] & bit == 0 {
                        digit &+= 1
                        // Taken by a single placed just before: the cell is open and empty.
                        if digit == 9 { return false }
                    }
                    if !place(f, digit: digit, band: b, bit: bit) { return false }
                    progress = true
                }
            }
            if progress { continue }
            if !lockedCandidates(f) { break }
        }
        return covered(f)
    }

    /// Pointing and claiming in each chute marked for a digit (see `place`); true when any
    /// candidate was struck, after which all of that digit's deductions are looked at again.
    private func lockedCandidates(_ f: UnsafeMutablePointer<UInt32>) -> Bool {
        let cand = f + Self.candOffset
        var struck = false
        func strikeAll(_ d: Int) {
            f[Self.singlesDirty] |= 1 &<< UInt32(d)
            f[Self.bandsDirty] |= 7 &<< UInt32(3 &* d)
            f[Self.stacksDirty] |= 7 &<< UInt32(3 &* d)
            f[Self.coverDirty] |= 1 &<< UInt32(d)
            struck = true
        }
        while f[Self.bandsDirty] | f[Self.stacksDirty] != 0 {
            // Bands: rows against boxes.
            while f[Self.bandsDirty] != 0 {
                let chute = Int(f[Self.bandsDirty].trailingZeroBitCount)
                f[Self.bandsDirty] &= f[Self.bandsDirty] &- 1
                let w = cand[chute]
                let m =
                    UInt16(rowBoxes[Int(w & SudokuBandWord.rowMask)]) | UInt16(
                        rowBoxes[Int((w &>> 9) & SudokuBandWord.rowMask)]) &<< 3
                    | UInt16(rowBoxes[Int(w &>> 18)]) &<< 6
                let kept = w & keepMask[Int(m)]
                if kept != w {
                    cand[chute] = kept
                    strikeAll(chute / 3)
                }
            }
            // Stacks: bands (boxes) against columns.
            while f[Self.stacksDirty] != 0 {
                let chute = Int(f[Self.stacksDirty].trailingZeroBitCount)
                f[Self.stacksDirty] &= f[Self.stacksDirty] &- 1
                let k = chute / 3 &* 3
                let s = UInt32(chute % 3 &* 3)
                let w0 = cand[k], w1 = cand[k &+ 1], w2 = cand[k &+ 2]
                let q =
                    ((w0 | w0 &>> 9 | w0 &>> 18) &>> s) & 7 | (((w1 | w1 &>> 9 | w1 &>> 18) &>> s) & 7) &<< 3
                    | (((w2 | w2 &>> 9 | w2 &>> 18) &>> s) & 7) &<< 6
                let kept = UInt32(keep[Int(q)])
                if kept == q { continue }
                // The stack's columns each band keeps, copied into its three rows.
                let stackMask = 7 &* SudokuBandWord.spread &<< s
                cand[k] = w0 & (~stackMask | ((kept & 7) &<< s) &* SudokuBandWord.spread)
                cand[k &+ 1] = w1 & (~stackMask | (((kept &>> 3) & 7) &<< s) &* SudokuBandWord.spread)
                cand[k &+ 2] = w2 & (~stackMask | (((kept &>> 6) & 7) &<< s) &* SudokuBandWord.spread)
                strikeAll(chute / 3)
            }
        }
        return struck
    }

    /// Whether every digit still has a candidate or a placement in every row, column and box
    /// (only the digits whose candidates changed need looking at: the position before was whole).
    private func covered(_ f: UnsafeMutablePointer<UInt32>) -> Bool {
        while f[Self.coverDirty] != 0 {
            let d = f[Self.coverDirty].trailingZeroBitCount
            f[Self.coverDirty] &= f[Self.coverDirty] &- 1
            let k = 3 &* d
            let u0 = f[Self.candOffset &+ k] | f[Self.placedOffset &+ k]
            let u1 = f[Self.candOffset &+ k &+ 1] | f[Self.placedOffset &+ k &+ 1]
            let u2 = f[Self.candOffset &+ k &+ 2] | f[Self.placedOffset &+ k &+ 2]
            if (u0 | u0 &>> 9 | u0 &>> 18 | u1 | u1 &>> 9 | u1 &>> 18 | u2 | u2 &>> 9 | u2 &>> 18)
                & SudokuBandWord.rowMask
                != SudokuBandWord.rowMask
            {
                return false
            }
            func full(_ u: UInt32) -> Bool {
                u & SudokuBandWord.rowMask != 0 && u & (SudokuBandWord.rowMask &<< 9) != 0
                    && u & (SudokuBandWord.rowMask &<< 18) != 0
                    && u & SudokuBandWord.boxMask != 0 && u & (SudokuBandWord.boxMask &<< 3) != 0
                    && u & (SudokuBandWord.boxMask &<< 6) != 0
            }
            guard full(u0), full(u1), full(u2) else { return false }
        }
        return true
    }
}
