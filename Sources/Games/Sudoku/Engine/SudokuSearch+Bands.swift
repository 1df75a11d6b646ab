import GameCore

/// The exact solver's fast path: counting solutions and finding the first, on per-digit
/// bitboards.
///
/// A frame holds 27 words, one per digit and band (three rows): bit `9 × row + column` of word
/// `9 × band + digit` is set while the digit may go in that cell, and stays set once it is
/// placed there; then one word per band of the cells still open. Propagation works on a whole
/// digit and band at a time, queued in a bit mask when the word changes:
/// - the band's 3 × 3 pattern of mini-rows (a row crossed with a box) is cut by table to the
///   mini-rows that lie in some placement of the digit once in each row and box (pointing,
///   claiming and hidden singles in boxes, all within the band);
/// - a row left with one cell places the digit there: the cell closes at once, and loses its
///   other digits once the queue runs dry;
/// - a box left with one column for the digit takes that column from the other two bands.
/// The queue is worked in batches (the words queued when the batch starts), and a word's step
/// has no branch that depends on the data, so the processor overlaps the steps of several
/// words instead of waiting for each to finish (one word at a time with the placement inline,
/// as before, was 11 % slower on the hard set: each step's result chose the next word, and the
/// placement branch, taken about two times in five, was mispredicted about as often).
/// When the queue runs dry and those cells have left the other digits, a bit-sliced count over
/// the nine digits finds a band's naked singles and empty cells at once (a naked single's digit
/// leaves the rest of the cell's row, again with no branch per digit: its cut and column step
/// then clear the box and the column; striking those here as well cost more than it saved);
/// when that finds nothing either, each changed digit's stacks get the same cut as bands (its
/// bands crossed with the stack's three columns: claiming from columns, hidden singles in
/// columns).
///
/// Placements that leave a cell of their band with no digit end the propagation.
///
/// When nothing more follows, the search branches on a digit at a cell: mostly a cell with two
/// candidates, or a digit with two places left in a house (see `guessCell`); once the first
/// branch is done, that digit is struck from that cell and the frame propagated again, so the
/// second branch costs no copy. Frames are 32 words, copied not undone, in one buffer per
/// engine; the lookup tables are built once and shared. Hot state sits behind pointers, so the
/// search neither allocates nor pays exclusivity checks. One engine per task (not
/// thread-safe), reusable across calls.
package final class SudokuBands {
    package static let frameWords = 32
    package static let openOffset = 27
    package static let full: UInt32 = 0x7FF_FFFF
    // Table offsets, in words.
    package static let complexTable = 0
    package static let columnTable = 512
    package static let stackTable = 1024
    package static let peerTable = 1536
    package static let columnMaskTable = 1563
    package static let wordInfoTable = 1590
    package static let columnIndexTable = 1617
    package static let unitMaskTable = 1644
    package static let tableWords = 1650
    /// Below this score (see `guessCell`) a bivalue cell is a weak split, worth looking for a
    /// digit with two places in a house instead.
    static let weakSplit = 45

    package let frames: UnsafeMutablePointer<UInt32>
    /// The lookup tables (shared, built once, never written again):
    /// - `complex`: for a band's mini-row pattern, the cells of the mini-rows that lie in some
    ///   placement of the digit (one per row and box), 0 if none; indexed by the pattern as
    ///   `miniRows` folds it (the mini-row of row `r` and box `j` at bit `3 × j + (0, 2, 1)[r]`);
    /// - `column`: for the columns a digit can take in a band, those alone in their box, as a
    ///   band mask (all three rows);
    /// - `stack`: the same cut as `complex` on 9 bits (bands crossed with a stack's columns);
    /// - `peer`: for a cell of a band (0–26), the other cells of its row and box in the band;
    /// - `columnMask`: for a cell of a band, its column as a band mask;
    /// - `wordInfo`: for a digit-band word, its band (bits 0–1) and the same digit's words in
    ///   the other two bands (bits 8–12 and 16–20);
    /// - `columnIndex`: for a cell of a band, its column (0–8);
    /// - `unitMask`: a band's three rows, then its three boxes, as band masks.
    package let tables = SudokuBands.sharedTables

    /// The limit, the solutions found, the branches tried and the splits on a digit's two
    /// places by the last run, behind a pointer so that the search pays no exclusivity checks.
    private let counters: UnsafeMutablePointer<Int>
    private var limit: Int {
        get { counters[0] }
        set { counters[0] = newValue }
    }
    private(set) var solutionCount: Int {
        get { counters[1] }
        set { counters[1] = newValue }
    }
    /// Branches tried by the last run, a measure of how hard the puzzle was for the machine.
    private(set) var guesses: Int {
        get { counters[2] }
        set { counters[2] = newValue }
    }
    /// How many of those branches split a digit's two places in a house (see `guessCell`).
    private(set) var houseSplits: Int {
        get { counters[3] }
        set { counters[3] = newValue }
    }
    /// The first solution found by the last run (valid when `solutionCount > 0`).
    package let firstCells: UnsafeMutablePointer<UInt8>
    /// `guessCell`'s scratch: per band the cells with two candidates.
    private let guessScratch: UnsafeMutablePointer<UInt32>
    /// `propagate`'s scratch: the hidden singles each word has taken, then each band's (30
    /// words, cleared on entry).
    private let ownScratch: UnsafeMutablePointer<UInt32>

    /// The frames, scratch and counters in one block with a cache line of padding at each end
    /// (lines are 64 bytes; 128 also keeps the neighbouring line the hardware prefetches in pairs):
    /// two engines on two threads (`sudoku solve --jobs 2`) wrote their counters and first frames
    /// into shared cache lines when each buffer was a separate small allocation, and the second
    /// thread's gain fell from 1.8× to 1.6×.
    private let block: UnsafeMutableRawPointer
    private static let pad = 128
    private static let frameBytes = frameWords * 84 * 4
    private static let blockBytes = pad + frameBytes + 128 + 128 + 64 + 64 + pad

    package init() {
        let block = UnsafeMutableRawPointer.allocate(byteCount: Self.blockBytes, alignment: Self.pad)
        block.initializeMemory(as: UInt8.self, repeating: 0, count: Self.blockBytes)
        var offset = Self.pad
        func take<T>(_ type: T.Type, _ count: Int, bytes: Int) -> UnsafeMutablePointer<T> {
            let pointer = (block + offset).bindMemory(to: type, capacity: count)
            offset += bytes
            return pointer
        }
        frames = take(UInt32.self, Self.frameWords * 84, bytes: Self.frameBytes)
        firstCells = take(UInt8.self, 81, bytes: 128)
        ownScratch = take(UInt32.self, 30, bytes: 128)
        guessScratch = take(UInt32.self, 3, bytes: 64)
        counters = take(Int.self, 4, bytes: 64)
        self.block = block
    }

    deinit {
        block.deallocate()
    }

    /// Written once, while the lazy static is initialised, and only read after that.
    private nonisolated(unsafe) static let sharedTables: UnsafeMutablePointer<UInt32> = {
        let tables = UnsafeMutablePointer<UInt32>.allocate(capacity: tableWords)
        tables.initialize(repeating: 0, count: tableWords)
        let orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]
        for x in 0..<512 {
            var allowed = 0
            for p in orders where (0..<3).allSatisfy({ x & (1 << (3 * $0 + p[$0])) != 0 }) {
                for r in 0..<3 { allowed |= 1 << (3 * r + p[r]) }
            }
            var cells: UInt32 = 0
            for bit in 0..<9 where allowed & (1 << bit) != 0 {
                cells |= 7 << UInt32(9 * (bit / 3) + 3 * (bit % 3))
            }
            // `x` has the mini-row of row r and box j at bit 3r + j; `miniRows` gives another
            // order.
            var folded = 0
            for r in 0..<3 {
                for j in 0..<3 where x & (1 << (3 * r + j)) != 0 { folded |= 1 << (3 * j + [0, 2, 1][r]) }
            }
            tables[complexTable + folded] = cells
            tables[stackTable + x] = UInt32(allowed)
            var singles: UInt32 = 0
            for j in 0..<3 {
                let t = (x >> (3 * j)) & 7
                if t != 0 && t & (t - 1) == 0 {
                    let c = UInt32(3 * j + t.trailingZeroBitCount)
                    singles |= 1 << c | 1 << (c + 9) | 1 << (c + 18)
                }
            }
            tables[columnTable + x] = singles
        }
        for k in 0..<27 {
            let (b, d) = (k / 9, k % 9)
            let (b1, b2) = otherBands(b)
            tables[wordInfoTable + k] = UInt32(b | (9 * b1 + d) << 8 | (9 * b2 + d) << 16)
        }
        for pos in 0..<27 {
            var peers: UInt32 = 0
            for other in 0..<27 where other != pos {
                if other / 9 == pos / 9 || (other % 9) / 3 == (pos % 9) / 3 { peers |= 1 << UInt32(other) }
            }
            tables[peerTable + pos] = peers
            let c = UInt32(pos % 9)
            tables[columnMaskTable + pos] = 1 << c | 1 << (c + 9) | 1 << (c + 18)
            tables[columnIndexTable + pos] = c
        }
        for u in 0..<3 {
            tables[unitMaskTable + u] = 0x1FF << UInt32(9 * u)
            tables[unitMaskTable + 3 + u] = (7 | 7 << 9 | 7 << 18) << UInt32(3 * u)
        }
        return tables
    }()

    // MARK: - Entry points

    /// Counts solutions of `cells` (81 digits, 0 blank) up to `limit`; the first is left in
    /// `firstCells`.
    package func count(_ cells: [UInt8], limit: Int) -> Int {
        cells.withUnsafeBufferPointer { count($0.baseAddress!, limit: limit) }
    }

    /// `count` on 81 digits behind a pointer: the command line's path, which parses each line
    /// into one reused buffer and so allocates nothing per puzzle.
    package func count(_ cells: UnsafePointer<UInt8>, limit: Int) -> Int {
        self.limit = max(1, limit)
        solutionCount = 0
        guesses = 0
        houseSplits = 0
        guard load(cells) else { return 0 }
        _ = search(frames)
        return solutionCount
    }

    /// Whether `puzzle` has a solution other than `solution` (which it is known to have): one
    /// with another digit at `first` or, failing that, one with another digit at `second` and
    /// the same at `first`. The givens are propagated once for both searches.
    package func hasOtherSolution(_ puzzle: [UInt8], solution: [UInt8], differingAt first: Int, or second: Int) -> Bool
    {
        limit = 1
        solutionCount = 0
        guesses = 0
        houseSplits = 0
        guard load(puzzle) else { return false }
        let base = frames
        let work = frames + Self.frameWords
        for round in 0..<(first == second ? 1 : 2) {
            work.update(from: base, count: 30)
            var changed: UInt32 = 0
            if round == 1 {
                let b = first / 27
                let pos = first - 27 &* b
                let d = Int(solution[first]) &- 1
                guard work[9 &* b &+ d] & (1 &<< UInt32(pos)) != 0 else { return false }
                if work[Self.openOffset &+ b] & (1 &<< UInt32(pos)) != 0 { place(work, d, b, pos, &changed) }
            }
            let cell = round == 0 ? first : second
            let b = cell / 27
            let bit: UInt32 = 1 &<< UInt32(cell - 27 &* b)
            guard work[Self.openOffset &+ b] & bit != 0 else { continue }
            let k = 9 &* b &+ Int(solution[cell]) &- 1
            if work[k] & bit != 0 {
                work[k] &= ~bit
                changed |= 1 &<< UInt32(k)
            }
            if propagate(work, changed) && search(work) { return true }
        }
        return false
    }

    // MARK: - Loading

    /// Frame 0 from the givens, propagated; false on a contradiction. The givens are set
    /// down all at once: each digit's words lose the rows, boxes and columns of its givens and
    /// every other given cell.
    private func load(_ cells: [UInt8]) -> Bool {
        cells.withUnsafeBufferPointer { load($0.baseAddress!) }
    }

    private func load(_ given: UnsafePointer<UInt8>) -> Bool {
        let f = frames
        f.update(repeating: 0, count: 30)
        var cell = 0
        var b = 0
        while b < 3 {
            var pos: UInt32 = 0
            while pos < 27 {
                let digit = Int(given[cell])
                if digit != 0 { f[9 &* b &+ digit &- 1] |= 1 &<< pos }
                cell &+= 1
                pos &+= 1
            }
            b &+= 1
        }
        var givens: (UInt32, UInt32, UInt32) = (0, 0, 0)
        for d in 0..<9 {
            givens.0 |= f[d]
            givens.1 |= f[9 &+ d]
            givens.2 |= f[18 &+ d]
        }
        let box: UInt32 = 7 | 7 << 9 | 7 << 18
        var changed: UInt32 = 0
        for d in 0..<9 {
            let g0 = f[d], g1 = f[9 &+ d], g2 = f[18 &+ d]
            let c0 = (g0 | g0 &>> 9 | g0 &>> 18) & 0x1FF
            let c1 = (g1 | g1 &>> 9 | g1 &>> 18) & 0x1FF
            let c2 = (g2 | g2 &>> 9 | g2 &>> 18) & 0x1FF
            if (c0 & c1) | (c0 & c2) | (c1 & c2) != 0 { return false }  // twice in a column
            let columns = c0 | c1 | c2
            let struck = columns | columns &<< 9 | columns &<< 18
            for b in 0..<3 {
                let g = b == 0 ? g0 : b == 1 ? g1 : g2
                var houses = struck | (b == 0 ? givens.0 : b == 1 ? givens.1 : givens.2)
                for i in 0..<3 {
                    let row = g & (0x1FF &<< UInt32(9 &* i))
                    let inBox = g & (box &<< UInt32(3 &* i))
                    if row & (row &- 1) != 0 || inBox & (inBox &- 1) != 0 { return false }  // twice in a house
                    houses |= (row != 0 ? 0x1FF &<< UInt32(9 &* i) : 0) | (inBox != 0 ? box &<< UInt32(3 &* i) : 0)
                }
                let k = 9 &* b &+ d
                let word = (Self.full & ~houses) | g
                f[k] = word
                // A digit placed in all three rows of the band by givens has nothing to add.
                changed |= (word != g ? 1 : 0) &<< UInt32(k)
            }
        }
        f[Self.openOffset] = Self.full & ~givens.0
        f[Self.openOffset &+ 1] = Self.full & ~givens.1
        f[Self.openOffset &+ 2] = Self.full & ~givens.2
        return propagate(f, changed, scan: Self.full)
    }

    // MARK: - Propagation

    /// The cells of a band that at least one and at least two of its nine digit words hold: the
    /// first eight words are folded as one vector, halves on halves, then the ninth.
    @inline(__always)
    private static func onceTwice(_ band: UnsafeMutablePointer<UInt32>) -> (UInt32, UInt32) {
        let w8 = UnsafeRawPointer(band).loadUnaligned(as: SIMD8<UInt32>.self)
        let o4 = w8.lowHalf | w8.highHalf
        let t4 = w8.lowHalf & w8.highHalf
        let o2 = o4.lowHalf | o4.highHalf
        let t2 = t4.lowHalf | t4.highHalf | (o4.lowHalf & o4.highHalf)
        let o1 = o2[0] | o2[1]
        let t1 = t2[0] | t2[1] | (o2[0] & o2[1])
        let ninth = band[8]
        return (o1 | ninth, t1 | (o1 & ninth))
    }

    /// `onceTwice`, and the cells at least three of the words hold.
    @inline(__always)
    private static func onceTwiceThrice(_ band: UnsafeMutablePointer<UInt32>) -> (UInt32, UInt32, UInt32) {
        let w8 = UnsafeRawPointer(band).loadUnaligned(as: SIMD8<UInt32>.self)
        let (a4, b4) = (w8.lowHalf, w8.highHalf)
        let o4 = a4 | b4
        let t4 = a4 & b4
        let (oa2, ob2, ta2, tb2) = (o4.lowHalf, o4.highHalf, t4.lowHalf, t4.highHalf)
        let o2 = oa2 | ob2
        let t2 = ta2 | tb2 | (oa2 & ob2)
        let h2 = (ta2 & ob2) | (oa2 & tb2) | (ta2 & tb2)
        let o1 = o2[0] | o2[1]
        let t1 = t2[0] | t2[1] | (o2[0] & o2[1])
        let h1 = h2[0] | h2[1] | (t2[0] & o2[1]) | (o2[0] & t2[1])
        let ninth = band[8]
        return (o1 | ninth, t1 | (o1 & ninth), h1 | (t1 & ninth))
    }

    /// Which of a digit-band word's nine mini-rows hold a cell, as the `complex` table's index:
    /// each mini-row's three bits OR-ed into its first, then rows 1 and 2 folded onto row 0's
    /// free bits (row 1 from bit 9 to bit 2, row 2 from bit 18 to bit 1). Arithmetic in place of
    /// three lookups, one per row: the word's step waits on one load fewer.
    @inline(__always)
    private static func miniRows(_ word: UInt32) -> UInt32 {
        let t = (word | word &>> 1 | word &>> 2) & 0x124_9249
        return (t | t &>> 7 | t &>> 17) & 0x1FF
    }

    /// The other two bands of band `b`, as offsets 0–2.
    @inline(__always)
    private static func otherBands(_ b: Int) -> (Int, Int) {
        ((9 &>> (2 &* b)) & 3, (18 &>> (2 &* b)) & 3)
    }

    /// Places digit `d` (0-based) at `pos` of band `b`: the cell loses its other digits, the
    /// digit leaves the cell's row and box in the band and its column in the other bands.
    @inline(__always)
    private func place(_ f: UnsafeMutablePointer<UInt32>, _ d: Int, _ b: Int, _ pos: Int, _ changed: inout UInt32) {
        let bit: UInt32 = 1 &<< UInt32(pos)
        f[Self.openOffset &+ b] &= ~bit
        let peers = tables[Self.peerTable &+ pos]
        let band = f + 9 &* b
        var struck: UInt32 = 0
        var i = 0
        while i < 9 {
            let old = band[i]
            let new = old & (i == d ? ~peers : ~bit)
            band[i] = new
            struck |= (new != old ? 1 : 0) &<< UInt32(i)
            i &+= 1
        }
        changed |= struck &<< UInt32(9 &* b)
        let column = ~tables[Self.columnMaskTable &+ pos]
        let (b1, b2) = Self.otherBands(b)
        let o1 = 9 &* b1 &+ d
        let o2 = 9 &* b2 &+ d
        let w1 = f[o1]
        f[o1] = w1 & column
        changed |= (w1 & column != w1 ? 1 : 0) &<< UInt32(o1)
        let w2 = f[o2]
        f[o2] = w2 & column
        changed |= (w2 & column != w2 ? 1 : 0) &<< UInt32(o2)
    }

    /// Everything that follows from the digit-bands in `initial`; false on a contradiction.
    /// The naked-single scan looks only at bands with a word changed since its last look, and at
    /// the bands of `scan` (the givens' load passes every word: a band none of whose words
    /// changed there may still hold a cell with no digit).
    @inline(__always)
    private func propagate(_ f: UnsafeMutablePointer<UInt32>, _ initial: UInt32, scan: UInt32 = 0) -> Bool {
        let complex = tables + Self.complexTable
        let columns = tables + Self.columnTable
        let stacks = tables + Self.stackTable
        var changed = initial
        let wordInfo = tables + Self.wordInfoTable
        var touched: UInt32 = 0
        // Words changed since the last naked-single scan.
        var unscanned = scan
        // Per digit-band word, the cells it has taken as hidden singles and not yet struck from
        // the other digits; then per band, all such cells.
        var pending: UInt32 = 0
        let own = ownScratch
        // Cleared with a few vector stores (30 words), not a loop of 30.
        let rawOwn = UnsafeMutableRawPointer(own)
        rawOwn.storeBytes(of: SIMD16<UInt32>(), as: SIMD16<UInt32>.self)
        rawOwn.storeBytes(of: SIMD8<UInt32>(), toByteOffset: 64, as: SIMD8<UInt32>.self)
        rawOwn.storeBytes(of: SIMD4<UInt32>(), toByteOffset: 96, as: SIMD4<UInt32>.self)
        rawOwn.storeBytes(of: SIMD2<UInt32>(), toByteOffset: 112, as: SIMD2<UInt32>.self)
        while true {
            while changed != 0 {
                var batch = changed
                touched |= batch  // once a batch, not once a word
                changed = 0
                repeat {
                    let k = batch.trailingZeroBitCount
                    batch &= batch &- 1
                    let old = f[k]
                    let a = old & complex[Int(Self.miniRows(old))]
                    if a == 0 { return false }
                    f[k] = a
                    let info = wordInfo[k]
                    let b = Int(info & 3)
                    // A box left with one column for the digit takes that column from the other
                    // bands (this covers the cells placed below). Done whether or not there is
                    // such a box: two stores cost less than a mispredicted branch.
                    let keep = ~columns[Int((a | a &>> 9 | a &>> 18) & 0x1FF)]
                    let o1 = Int((info &>> 8) & 31)
                    let o2 = Int(info &>> 16)
                    let w1 = f[o1]
                    let n1 = w1 & keep
                    f[o1] = n1
                    let w2 = f[o2]
                    let n2 = w2 & keep
                    f[o2] = n2
                    changed |= (n1 != w1 ? 1 : 0) &<< UInt32(o1) | (n2 != w2 ? 1 : 0) &<< UInt32(o2)
                    // Rows left with one open cell (hidden singles in rows and, after the cut, in
                    // boxes): those cells close now and lose their other digits once the queue
                    // runs dry.
                    let r0 = a & 0x1FF
                    let r1 = a & (0x1FF << 9)
                    let r2 = a & (0x1FF << 18)
                    let placed =
                        ((r0 & (r0 &- 1) == 0 ? r0 : 0) | (r1 & (r1 &- 1) == 0 ? r1 : 0)
                            | (r2 & (r2 &- 1) == 0 ? r2 : 0)) & f[Self.openOffset &+ b]
                    f[Self.openOffset &+ b] &= ~placed
                    own[k] |= placed
                    own[27 &+ b] |= placed
                    pending |= placed
                } while batch != 0
            }
            if pending != 0 {
                // The cells placed above leave every other digit; a cell left with no digit
                // ends the propagation. (A cell its owner lost meanwhile left that word's row
                // empty, which the owner's cut, queued when it lost the cell, has caught.)
                var b = 0
                while b < 3 {
                    let cells = own[27 &+ b]
                    own[27 &+ b] = 0
                    if cells != 0 {
                        // The band's first eight words as one vector, the ninth alone; a word
                        // of at most 27 bits plus 2^27 − 1 reaches bit 27 when it is not 0.
                        let band = f + 9 &* b
                        let owners = own + 9 &* b
                        let rawBand = UnsafeMutableRawPointer(band)
                        let rawOwners = UnsafeMutableRawPointer(owners)
                        let w8 = rawBand.loadUnaligned(as: SIMD8<UInt32>.self)
                        let lost8 = w8 & SIMD8(repeating: cells) & ~rawOwners.loadUnaligned(as: SIMD8<UInt32>.self)
                        let n8 = w8 ^ lost8
                        rawBand.storeBytes(of: n8, as: SIMD8<UInt32>.self)
                        rawOwners.storeBytes(of: SIMD8<UInt32>(), as: SIMD8<UInt32>.self)
                        let w = band[8]
                        let lost = w & cells & ~owners[8]
                        let n = w ^ lost
                        band[8] = n
                        owners[8] = 0
                        let u4 = n8.lowHalf | n8.highHalf
                        let u2 = u4.lowHalf | u4.highHalf
                        let union = u2[0] | u2[1] | n
                        let struck =
                            (((lost8 &+ 0x7FF_FFFF) &>> 27) &<< SIMD8(0, 1, 2, 3, 4, 5, 6, 7)).wrappedSum()
                            | ((lost &+ 0x7FF_FFFF) &>> 27) &<< 8
                        if union | ~f[Self.openOffset &+ b] != ~0 { return false }
                        changed |= struck &<< UInt32(9 &* b)
                    }
                    b &+= 1
                }
                pending = 0
                if changed != 0 { continue }
            }
            // Naked singles and empty cells, a band at a time.
            unscanned |= touched
            var b = 0
            while b < 3 {
                let open = f[Self.openOffset &+ b]
                if open != 0 && unscanned & (0x1FF &<< UInt32(9 &* b)) != 0 {
                    let band = f + 9 &* b
                    let (once, twice) = Self.onceTwice(band)
                    if once & open != open { return false }
                    let singles = open & ~twice
                    if singles != 0 {
                        f[Self.openOffset &+ b] = open & ~singles
                        // Each cell holds only its digit already; the digit leaves the rest of
                        // the cell's row (its cut and the column step then do the box and the
                        // column). Two such cells of a digit in one row: no solution.
                        var clash: UInt32 = 0
                        var d = 0
                        while d < 9 {
                            let w = band[d]
                            let cells = w & singles
                            let r0 = cells & 0x1FF
                            let r1 = cells & (0x1FF << 9)
                            let r2 = cells & (0x1FF << 18)
                            clash |= r0 & (r0 &- 1) | r1 & (r1 &- 1) | r2 & (r2 &- 1)
                            let rows: UInt32 =
                                (r0 != 0 ? 0x1FF : 0) | (r1 != 0 ? 0x3FE00 : 0) | (r2 != 0 ? 0x7FC_0000 : 0)
                            let n = w & (~rows | cells)
                            band[d] = n
                            changed |= (n != w ? 1 : 0) &<< UInt32(9 &* b &+ d)
                            d &+= 1
                        }
                        if clash != 0 { return false }
                    }
                }
                b &+= 1
            }
            unscanned = 0
            if changed != 0 { continue }
            // Each changed digit's stacks: its place in the three bands and the stack's three
            // columns must form a permutation (claiming from columns; hidden singles in
            // columns follow through the bands).
            var digits = (touched | touched &>> 9 | touched &>> 18) & 0x1FF
            touched = 0
            while digits != 0 {
                let d = digits.trailingZeroBitCount
                digits &= digits &- 1
                let f0 = f[d], f1 = f[9 &+ d], f2 = f[18 &+ d]
                let c0 = (f0 | f0 &>> 9 | f0 &>> 18) & 0x1FF
                let c1 = (f1 | f1 &>> 9 | f1 &>> 18) & 0x1FF
                let c2 = (f2 | f2 &>> 9 | f2 &>> 18) & 0x1FF
                let s0 = stacks[Int(c0 & 7 | (c1 & 7) &<< 3 | (c2 & 7) &<< 6)]
                let s1 = stacks[Int((c0 &>> 3) & 7 | (c1 & 0x38) | (c2 & 0x38) &<< 3)]
                let s2 = stacks[Int(c0 &>> 6 | (c1 &>> 3) & 0x38 | (c2 & 0x1C0))]
                if s0 == 0 || s1 == 0 || s2 == 0 { return false }
                let k0 = s0 & 7 | (s1 & 7) &<< 3 | (s2 & 7) &<< 6
                let k1 = (s0 &>> 3) & 7 | (s1 & 0x38) | (s2 & 0x38) &<< 3
                let k2 = s0 &>> 6 | (s1 &>> 3) & 0x38 | (s2 & 0x1C0)
                if k0 != c0 {
                    f[d] = f0 & (k0 | k0 &<< 9 | k0 &<< 18)
                    changed |= 1 &<< UInt32(d)
                }
                if k1 != c1 {
                    f[9 &+ d] = f1 & (k1 | k1 &<< 9 | k1 &<< 18)
                    changed |= 0x200 &<< UInt32(d)
                }
                if k2 != c2 {
                    f[18 &+ d] = f2 & (k2 | k2 &<< 9 | k2 &<< 18)
                    changed |= 0x40000 &<< UInt32(d)
                }
            }
            if changed == 0 { return true }
        }
    }

    // MARK: - Search

    /// Searches on from a propagated frame; true once `limit` solutions are found.
    private func search(_ f: UnsafeMutablePointer<UInt32>) -> Bool {
        let child = f + Self.frameWords
        while true {
            let o = Self.openOffset
            if f[o] | f[o &+ 1] | f[o &+ 2] == 0 {
                if solutionCount == 0 { record(f) }
                solutionCount += 1
                return solutionCount >= limit
            }
            let (b, pos, k) = guessCell(f)
            let bit: UInt32 = 1 &<< UInt32(pos)
            guesses += 1
            child.update(from: f, count: 30)
            var changed: UInt32 = 0
            place(child, k &- 9 &* b, b, pos, &changed)
            if propagate(child, changed) && search(child) { return true }
            // That digit is done with: strike it and carry on from what follows.
            f[k] &= ~bit
            if !propagate(f, 1 &<< UInt32(k)) { return false }
        }
    }

    /// What to branch on, as a band, a position in it and the digit-band word to try first:
    /// the cell with two candidates whose answers strike the most (the product of the two
    /// `strikes` counts, so that both answers are strong). When even the best of those scores
    /// below `weakSplit` (or there is none), a digit with two places left in a row, a box or a
    /// column may split better (placing it at either place), scored the same way; failing
    /// both, the first cell with three candidates, else the first open cell. Counting a
    /// bivalue peer three times (it becomes a naked single) instead of once shrinks the hard
    /// set's search tree by about an eighth (1,095 → 948 branches to prove every solution
    /// unique); the two-place splits at weak positions shrink it by another quarter (→ 731),
    /// at a cost of a scan in one position out of forty (scanning at every position finds
    /// little more and costs far more than it saves).
    @inline(__always)
    private func guessCell(_ f: UnsafeMutablePointer<UInt32>) -> (Int, Int, Int) {
        let peerTable = tables + Self.peerTable
        let columnTable = tables + Self.columnMaskTable
        let g = guessScratch
        // Per band: the bivalue cells.
        var b = 0
        while b < 3 {
            let open = f[Self.openOffset &+ b]
            let (_, twice, thrice) = Self.onceTwiceThrice(f + 9 &* b)
            g[b] = open & twice & ~thrice
            b &+= 1
        }
        // How much placing digit d at p strikes: its peers holding d, bivalue peers counting
        // three times (they become naked singles). Baseline x86-64 has no POPCNT, so the
        // band's peers are counted by one SWAR sum (peers in the low half, bivalue peers in
        // the high half weighted 2 by the final multiply) and the column's peers in the
        // other bands (at most three bits each, nine apart) by one multiply that adds the
        // three lanes.
        @inline(__always)
        func strikes(_ b: Int, _ d: Int, _ p: Int) -> Int {
            let info = self.tables[Self.wordInfoTable &+ 9 &* b &+ d]
            let o1 = Int((info &>> 8) & 31)
            let o2 = Int(info &>> 16)
            let b1 = (o1 &* 57) &>> 9  // o1 / 9 for o1 < 32
            let b2 = (o2 &* 57) &>> 9
            let own = f[9 &* b &+ d] & peerTable[p]
            let column = columnTable[p]
            let u1 = f[o1] & column
            let u2 = f[o2] & column
            var x = UInt64(own) | UInt64(own & g[b]) &<< 32
            x = x &- ((x &>> 1) & 0x5555_5555_5555_5555)
            x = (x & 0x3333_3333_3333_3333) &+ ((x &>> 2) & 0x3333_3333_3333_3333)
            x = (x &+ (x &>> 4)) & 0x0F0F_0F0F_0F0F_0F0F
            let inBand = Int(truncatingIfNeeded: (x &* 0x0101_0101_0202_0202) &>> 56)
            let lanes = UInt64(u1 &+ u2 &+ ((u1 & g[b1]) &+ (u2 & g[b2])) &<< 1)
            let c = UInt64(self.tables[Self.columnIndexTable &+ p])
            let inColumn = Int(truncatingIfNeeded: (((lanes &>> c) &* 0x40201) &>> 18) & 31)
            return inBand &+ inColumn
        }
        // Bivalue cells, as one key per cell: the score, then the cell (the first wins a tie),
        // then its first digit; the best is the largest key, kept without a branch. A cell's
        // digits come from the band's first eight words at once (one vector shift and sum,
        // cheaper than eight scalar steps on x86-64-v3 and no dearer on the baseline).
        var bestKey = -1
        b = 0
        while b < 3 {
            var pairs = g[b]
            let band = f + 9 &* b
            let words = UnsafeRawPointer(band).loadUnaligned(as: SIMD8<UInt32>.self)
            let ninth = band[8]
            let (b1, b2) = Self.otherBands(b)
            let band1 = f + 9 &* b1
            let band2 = f + 9 &* b2
            let v0 = UInt64(g[b])
            let v1 = g[b1]
            let v2 = g[b2]
            #if ENGINE_V3
                let acrossPairs = UInt64(v1) | UInt64(v2) &<< 32
            #endif
            while pairs != 0 {
                let pos = pairs.trailingZeroBitCount
                pairs &= pairs &- 1
                let shift = UInt32(pos)
                let digits =
                    (((words &>> shift) & 1) &<< SIMD8(0, 1, 2, 3, 4, 5, 6, 7)).wrappedSum()
                    | ((ninth &>> shift) & 1) &<< 8
                let d1 = digits.trailingZeroBitCount
                let d2 = (digits & (digits &- 1)).trailingZeroBitCount
                let peers = UInt64(peerTable[pos])
                let column = columnTable[pos]
                // `strikes` for this cell, with what depends only on the band taken out of the
                // cell loop. The x86-64-v3 build (`ENGINE_V3`) counts with POPCNT: four counts of
                // a few instructions each, about half the SWAR sums' instructions.
                @inline(__always)
                func count(_ d: Int) -> Int {
                    #if ENGINE_V3
                        let own = band[d] & UInt32(truncatingIfNeeded: peers)
                        let across = UInt64(band1[d] & column) | UInt64(band2[d] & column) &<< 32
                        return own.nonzeroBitCount &+ across.nonzeroBitCount
                            &+ ((own & UInt32(truncatingIfNeeded: v0)).nonzeroBitCount
                                &+ (across & acrossPairs).nonzeroBitCount) &<< 1
                    #else
                        let c = UInt64(self.tables[Self.columnIndexTable &+ pos])
                        let own = UInt64(band[d]) & peers
                        var x = own | (own & v0) &<< 32
                        x = x &- ((x &>> 1) & 0x5555_5555_5555_5555)
                        x = (x & 0x3333_3333_3333_3333) &+ ((x &>> 2) & 0x3333_3333_3333_3333)
                        x = (x &+ (x &>> 4)) & 0x0F0F_0F0F_0F0F_0F0F
                        let inBand = Int(truncatingIfNeeded: (x &* 0x0101_0101_0202_0202) &>> 56)
                        let u1 = band1[d] & column
                        let u2 = band2[d] & column
                        let lanes = UInt64(u1 &+ u2 &+ ((u1 & v1) &+ (u2 & v2)) &<< 1)
                        return inBand &+ Int(truncatingIfNeeded: (((lanes &>> c) &* 0x40201) &>> 18) & 31)
                    #endif
                }
                let score = count(d1) &* count(d2)
                let key = score &<< 12 | (127 &- (27 &* b &+ pos)) &<< 4 | d1
                bestKey = max(bestKey, key)
            }
            b &+= 1
        }
        var bestScore = bestKey &>> 12
        var best = (-1, -1, -1)
        if bestKey >= 0 {
            let cell = 127 &- ((bestKey &>> 4) & 127)
            let bb = (cell &* 19) &>> 9  // cell / 27 for cell < 81
            best = (bb, cell &- 27 &* bb, 9 &* bb &+ (bestKey & 15))
        }
        if bestScore >= Self.weakSplit { return best }
        let bivalueScore = bestScore
        defer { houseSplits &+= bestScore > bivalueScore ? 1 : 0 }
        // Digits with two places left in a row or a box of a band, or in a column: the split
        // between the two places.
        b = 0
        while b < 3 {
            let open = f[Self.openOffset &+ b]
            var d = 0
            while d < 9 {
                let w = f[9 &* b &+ d] & open
                var u = 0
                while u < 6 {
                    let r = w & self.tables[Self.unitMaskTable &+ u]
                    let t = r & (r &- 1)
                    if t != 0 && t & (t &- 1) == 0 {
                        let p1 = r.trailingZeroBitCount
                        let score = strikes(b, d, p1) &* strikes(b, d, t.trailingZeroBitCount)
                        if score > bestScore {
                            bestScore = score
                            best = (b, p1, 9 &* b &+ d)
                        }
                    }
                    u &+= 1
                }
                d &+= 1
            }
            b &+= 1
        }
        let open0 = f[Self.openOffset], open1 = f[Self.openOffset &+ 1], open2 = f[Self.openOffset &+ 2]
        var d = 0
        while d < 9 {
            let w0 = f[d] & open0, w1 = f[9 &+ d] & open1, w2 = f[18 &+ d] & open2
            var once: UInt32 = 0, twice: UInt32 = 0, thrice: UInt32 = 0
            var j = 0
            while j < 3 {
                let shift = UInt32(9 &* j)
                let s0 = (w0 &>> shift) & 0x1FF
                thrice |= twice & s0
                twice |= once & s0
                once |= s0
                let s1 = (w1 &>> shift) & 0x1FF
                thrice |= twice & s1
                twice |= once & s1
                once |= s1
                let s2 = (w2 &>> shift) & 0x1FF
                thrice |= twice & s2
                twice |= once & s2
                once |= s2
                j &+= 1
            }
            var pairs = twice & ~thrice
            while pairs != 0 {
                let c = UInt32(pairs.trailingZeroBitCount)
                pairs &= pairs &- 1
                let column: UInt32 = (1 | 1 << 9 | 1 << 18) &<< c
                let m0 = w0 & column, m1 = w1 & column, m2 = w2 & column
                // The two places, as (band, position).
                let (ba, ma) = m0 != 0 ? (0, m0) : m1 != 0 ? (1, m1) : (2, m2)
                let pa = ma.trailingZeroBitCount
                let rest = ma & (ma &- 1)
                let (bb, pb) =
                    rest != 0
                    ? (ba, rest.trailingZeroBitCount)
                    : ba == 0
                        ? (m1 != 0 ? (1, m1.trailingZeroBitCount) : (2, m2.trailingZeroBitCount))
                        : (2, m2.trailingZeroBitCount)
                let score = strikes(ba, d, pa) &* strikes(bb, d, pb)
                if score > bestScore {
                    bestScore = score
                    best = (ba, pa, 9 &* ba &+ d)
                }
            }
            d &+= 1
        }
        if bestScore >= 0 { return best }
        // No split found (rare): the first cell with three candidates, else the first open cell.
        b = 0
        while b < 3 {
            let band = f + 9 &* b
            var once: UInt32 = 0, twice: UInt32 = 0, thrice: UInt32 = 0, four: UInt32 = 0
            var i = 0
            while i < 9 {
                let x = band[i]
                four |= thrice & x
                thrice |= twice & x
                twice |= once & x
                once |= x
                i &+= 1
            }
            let triples = f[Self.openOffset &+ b] & thrice & ~four
            if triples != 0 {
                let pos = triples.trailingZeroBitCount
                var k = 9 &* b
                while f[k] & (1 &<< UInt32(pos)) == 0 { k &+= 1 }
                return (b, pos, k)
            }
            b &+= 1
        }
        b = 0
        while f[Self.openOffset &+ b] == 0 { b &+= 1 }
        let pos = f[Self.openOffset &+ b].trailingZeroBitCount
        var k = 9 &* b
        while f[k] & (1 &<< UInt32(pos)) == 0 { k &+= 1 }
        return (b, pos, k)
    }

    /// The first solution found by the last run, as 81 digits (valid when `solutionCount > 0`).
    package var firstSolution: [UInt8] { Array(UnsafeBufferPointer(start: firstCells, count: 81)) }

    private func record(_ f: UnsafeMutablePointer<UInt32>) {
        var k = 0
        while k < 27 {
            var cells = f[k]
            let digit = UInt8(k % 9 + 1)
            let base = 27 * (k / 9)
            while cells != 0 {
                firstCells[base + cells.trailingZeroBitCount] = digit
                cells &= cells &- 1
            }
            k &+= 1
        }
    }
}
