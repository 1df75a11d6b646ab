import GameCore

/// The generator's question while it takes clues away for the cheap levels: do singles alone
/// (full houses and hidden singles in boxes for `trivial`; every single for `easy`) still fill
/// the grid? Answered on bitboards, knowing the solution, and without starting over for each
/// pair of clues.
///
/// Knowing the solution makes every deduction simple: in a position that agrees with the
/// solution, a cell that a single fills takes its solution digit (the solution's digit is always
/// among the candidates, so a single one is it), and no contradiction can arise. The state is
/// then one word per digit and band of the cells where that digit is placed (bit `9 × row +
/// column` of the band, so bit `pos` of band `b` is cell `27 × b + pos`) and one word per band of
/// the open cells. A digit's candidates in a band are the open cells outside the rows, columns
/// and boxes it is placed in. A pass goes through the digits, finding each one's hidden singles
/// by masks (boxes, and rows and columns for `easy`) and placing them at once, then places the
/// full houses and the naked singles (a bit-sliced count over the nine digits), until a pass
/// places nothing.
///
/// The set of cells singles fill does not depend on the order they are found in, so this
/// answers exactly as the per-cell engine's propagation does (`SudokuSearch.solves`), and the
/// puzzles a seed gives do not change; `SudokuSinglesCheckTests` compares the two.
///
/// Clues go a pair at a time from a puzzle that singles fill, and singles only ever add
/// digits, so the smaller puzzle is filled too exactly when the two cells emptied come back:
/// `stillSolves(removing:_:)` stops as soon as they do (most early removals, in the first
/// pass). One check per generator engine (not thread-safe), reused across puzzles.
package final class SudokuSinglesCheck {
    /// Words: digit `d`'s placed cells in band `b` at `3 × d + b`, the open cells of band `b`
    /// at `openOffset + b`.
    private static let openOffset = 27
    private static let stateWords = 30

    /// The current puzzle (`state`) and the position being propagated (`work`), in one
    /// allocation, and each cell's solution digit, 0-based (`digits`).
    private let state: UnsafeMutablePointer<UInt32>
    private let work: UnsafeMutablePointer<UInt32>
    private let digits: UnsafeMutablePointer<UInt8>
    /// Whether hidden singles in rows and columns and naked singles count (`easy`), or only
    /// full houses and hidden singles in boxes (`trivial`).
    package var allSingles = false

    package init() {
        state = .allocate(capacity: Self.stateWords * 2)
        state.initialize(repeating: 0, count: Self.stateWords * 2)
        work = state + Self.stateWords
        digits = .allocate(capacity: 81)
        digits.initialize(repeating: 0, count: 81)
    }

    deinit {
        state.deallocate()
        digits.deallocate()
    }

    /// Starts from the full `solution` (81 digits 1–9): every cell placed, nothing open.
    package func start(solution: [UInt8]) {
        state.update(repeating: 0, count: Self.stateWords)
        var cell = 0
        while cell < 81 {
            let d = Int(solution[cell]) &- 1
            digits[cell] = UInt8(truncatingIfNeeded: d)
            state[3 &* d &+ cell / 27] |= 1 &<< UInt32(cell % 27)
            cell &+= 1
        }
    }

    /// Starts from `puzzle`, a subset of `solution` (both 81 digits, blanks 0 in `puzzle`).
    package func start(solution: [UInt8], puzzle: [UInt8]) {
        start(solution: solution)
        var cell = 0
        while cell < 81 {
            if puzzle[cell] == 0 { open(cell, in: state) }
            cell &+= 1
        }
    }

    /// Empties cells `a` and `b` (the same cell for the centre) of the current puzzle, which
    /// singles are known to fill; when singles still fill it, keeps them empty and answers true,
    /// else puts them back and answers false.
    package func stillSolves(removing a: Int, _ b: Int) -> Bool {
        open(a, in: state)
        open(b, in: state)
        work.update(from: state, count: Self.stateWords)
        if a == b ? comesBack(a) : refills(a, then: b) || refills(b, then: a) { return true }
        let wanted = (
            mask(a, band: 0) | mask(b, band: 0), mask(a, band: 1) | mask(b, band: 1),
            mask(a, band: 2) | mask(b, band: 2)
        )
        if propagate(until: wanted) { return true }
        close(a, in: state)
        close(b, in: state)
        return false
    }

    /// Whether `first`, then `second` with `first` filled, come back at once in `work` (see
    /// `comesBack`); `work` is left as it was.
    private func refills(_ first: Int, then second: Int) -> Bool {
        guard comesBack(first) else { return false }
        close(first, in: work)
        defer { open(first, in: work) }
        return comesBack(second)
    }

    /// Whether open cell `cell` of `work` is filled by a single of the first pass, read off its
    /// own houses: its row, column or box has no other open cell, or its digit no other place in
    /// its box (or, with `allSingles`, in its row or column). Most of the early pairs come back
    /// so, and this costs a few dozen instructions where a pass over the nine digits costs
    /// several hundred; when it answers no, `propagate` decides.
    private func comesBack(_ cell: Int) -> Bool {
        let w = work
        let b = cell / 27
        let pos = UInt32(cell % 27)
        let bit: UInt32 = 1 &<< pos
        let column = pos % 9
        let rowPart = SudokuBandWord.rowMask &<< (pos / 9 &* 9)
        let boxPart = SudokuBandWord.boxMask &<< (column / 3 &* 3)
        let open0 = w[Self.openOffset], open1 = w[Self.openOffset + 1], open2 = w[Self.openOffset + 2]
        let openHere = w[Self.openOffset &+ b]
        // Full houses.
        if openHere & rowPart == bit || openHere & boxPart == bit { return true }
        if Self.alone(open0, open1, open2, column) { return true }
        // The digit's other places: open cells outside the rows, columns and boxes it is in.
        let p = w + 3 &* Int(digits[cell])
        let p0 = p[0], p1 = p[1], p2 = p[2]
        let columns = p0 | p1 | p2
        let columnBlock = ((columns | columns &>> 9 | columns &>> 18) & SudokuBandWord.rowMask) &* SudokuBandWord.spread
        let here = openHere & ~(columnBlock | Self.rowsAndBoxes(p[b]))
        if here & boxPart == bit { return true }
        guard allSingles else { return false }
        if here & rowPart == bit { return true }
        return Self.alone(
            open0 & ~(columnBlock | Self.rowsAndBoxes(p0)), open1 & ~(columnBlock | Self.rowsAndBoxes(p1)),
            open2 & ~(columnBlock | Self.rowsAndBoxes(p2)), column)
    }

    /// Whether three band words hold one cell of `column` between them (the cell asked about).
    @inline(__always)
    private static func alone(_ w0: UInt32, _ w1: UInt32, _ w2: UInt32, _ column: UInt32) -> Bool {
        let x =
            (w0 &>> column) & SudokuBandWord.spread | ((w1 &>> column) & SudokuBandWord.spread) &<< 1
            | ((w2 &>> column) & SudokuBandWord.spread) &<< 2
        return x & (x &- 1) == 0
    }

    /// Whether singles fill the current puzzle (which is left as it is).
    package func solves() -> Bool {
        work.update(from: state, count: Self.stateWords)
        return propagate(until: (Self.all, Self.all, Self.all))
    }

    private static let all: UInt32 = 0x7FF_FFFF

    @inline(__always)
    private func mask(_ cell: Int, band: Int) -> UInt32 {
        cell / 27 == band ? 1 &<< UInt32(cell % 27) : 0
    }

    @inline(__always)
    private func open(_ cell: Int, in w: UnsafeMutablePointer<UInt32>) {
        let b = cell / 27
        let bit: UInt32 = 1 &<< UInt32(cell % 27)
        w[3 &* Int(digits[cell]) &+ b] &= ~bit
        w[Self.openOffset &+ b] |= bit
    }

    @inline(__always)
    private func close(_ cell: Int, in w: UnsafeMutablePointer<UInt32>) {
        let b = cell / 27
        let bit: UInt32 = 1 &<< UInt32(cell % 27)
        w[3 &* Int(digits[cell]) &+ b] |= bit
        w[Self.openOffset &+ b] &= ~bit
    }

    /// The rows and boxes of a band that `placed` (a digit's cells there) has a cell in.
    @inline(__always)
    private static func rowsAndBoxes(_ placed: UInt32) -> UInt32 {
        var block: UInt32 = 0
        block |= placed & SudokuBandWord.rowMask != 0 ? SudokuBandWord.rowMask : 0
        block |= placed & (SudokuBandWord.rowMask &<< 9) != 0 ? SudokuBandWord.rowMask &<< 9 : 0
        block |= placed & (SudokuBandWord.rowMask &<< 18) != 0 ? SudokuBandWord.rowMask &<< 18 : 0
        block |= placed & SudokuBandWord.boxMask != 0 ? SudokuBandWord.boxMask : 0
        block |= placed & (SudokuBandWord.boxMask &<< 3) != 0 ? SudokuBandWord.boxMask &<< 3 : 0
        block |= placed & (SudokuBandWord.boxMask &<< 6) != 0 ? SudokuBandWord.boxMask &<< 6 : 0
        return block
    }

    /// Places singles in `work`, a pass at a time, until none is left (false) or every cell of
    /// `wanted` (per band) is filled (true). A digit's hidden singles are placed as soon as they
    /// are found, so the digits after it in the same pass see them (about half the passes of
    /// placing everything at the end); naked singles and full houses come at the end of the pass.
    /// A naked single counted on candidates found earlier in the pass is still one: candidates
    /// only shrink, and the solution's digit is always among them.
    private func propagate(until wanted: (UInt32, UInt32, UInt32)) -> Bool {
        let w = work
        let open = w + Self.openOffset
        let allSingles = self.allSingles
        while true {
            var once: (UInt32, UInt32, UInt32) = (0, 0, 0)
            var twice: (UInt32, UInt32, UInt32) = (0, 0, 0)
            var placed = false
            var d = 0
            while d < 9 {
                let p = w + 3 &* d
                let p0 = p[0], p1 = p[1], p2 = p[2]
                let columns = p0 | p1 | p2
                let columnBlock =
                    ((columns | columns &>> 9 | columns &>> 18) & SudokuBandWord.rowMask) &* SudokuBandWord.spread
                let c0 = open[0] & ~(columnBlock | Self.rowsAndBoxes(p0))
                let c1 = open[1] & ~(columnBlock | Self.rowsAndBoxes(p1))
                let c2 = open[2] & ~(columnBlock | Self.rowsAndBoxes(p2))
                if c0 | c1 | c2 == 0 {
                    // Placed in every box already: nothing to find, nothing to count.
                    d &+= 1
                    continue
                }
                var n0 = SudokuBandWord.loneCells(c0, SudokuBandWord.boxMask, 3)
                var n1 = SudokuBandWord.loneCells(c1, SudokuBandWord.boxMask, 3)
                var n2 = SudokuBandWord.loneCells(c2, SudokuBandWord.boxMask, 3)
                if allSingles {
                    n0 |= SudokuBandWord.loneCells(c0, SudokuBandWord.rowMask, 9)
                    n1 |= SudokuBandWord.loneCells(c1, SudokuBandWord.rowMask, 9)
                    n2 |= SudokuBandWord.loneCells(c2, SudokuBandWord.rowMask, 9)
                    let (l0, l1, l2) = SudokuBandWord.loneInColumns(c0, c1, c2)
                    n0 |= l0
                    n1 |= l1
                    n2 |= l2
                    twice.0 |= once.0 & c0
                    twice.1 |= once.1 & c1
                    twice.2 |= once.2 & c2
                    once.0 |= c0
                    once.1 |= c1
                    once.2 |= c2
                }
                if n0 | n1 | n2 != 0 {
                    // Digit d's own hidden singles: each is the solution's cell for d.
                    p[0] = p0 | n0
                    p[1] = p1 | n1
                    p[2] = p2 | n2
                    open[0] &= ~n0
                    open[1] &= ~n1
                    open[2] &= ~n2
                    placed = true
                }
                d &+= 1
            }
            let o0 = open[0], o1 = open[1], o2 = open[2]
            if (o0 & wanted.0) | (o1 & wanted.1) | (o2 & wanted.2) == 0 { return true }
            // Full houses: a row or column with one open cell (in a box, that cell is the
            // missing digit's hidden single, found above).
            var (n0, n1, n2) = SudokuBandWord.loneInColumns(o0, o1, o2)
            n0 |= SudokuBandWord.loneCells(o0, SudokuBandWord.rowMask, 9)
            n1 |= SudokuBandWord.loneCells(o1, SudokuBandWord.rowMask, 9)
            n2 |= SudokuBandWord.loneCells(o2, SudokuBandWord.rowMask, 9)
            if allSingles {
                n0 |= once.0 & ~twice.0
                n1 |= once.1 & ~twice.1
                n2 |= once.2 & ~twice.2
            }
            n0 &= o0
            n1 &= o1
            n2 &= o2
            if n0 | n1 | n2 == 0 {
                if !placed { return false }
                continue
            }
            place(n0, band: 0)
            place(n1, band: 1)
            place(n2, band: 2)
        }
    }

    /// Fills the cells of `cells` (a band word) in `work` with their solution digits.
    @inline(__always)
    private func place(_ cells: UInt32, band b: Int) {
        let w = work
        var m = cells
        w[Self.openOffset &+ b] &= ~m
        while m != 0 {
            let pos = m.trailingZeroBitCount
            m &= m &- 1
            w[3 &* Int(digits[27 &* b &+ pos]) &+ b] |= 1 &<< UInt32(pos)
        }
    }
}
