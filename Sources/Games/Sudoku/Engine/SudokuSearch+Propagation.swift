import GameCore

/// The deductions the engine propagates between guesses (see `SudokuPropagation`).
extension SudokuSearch {

    /// Places `digit` (0-based) in `cell` and strikes it from the peers, queueing new naked singles.
    @inline(__always)
    package func assign(_ f: UnsafeMutablePointer<UInt16>, _ cell: Int, _ digit: Int) -> Bool {
        let bit: UInt16 = 1 << UInt16(digit)
        if f[cell] & bit == 0 { return false }
        f[cell] = 0
        f[Self.valueOffset + cell] = UInt16(digit + 1)
        let h = cellHouses + cell * 3
        f[Self.usedOffset + Int(h[0])] |= bit
        f[Self.usedOffset + Int(h[1])] |= bit
        f[Self.usedOffset + Int(h[2])] |= bit
        f[Self.countOffset] &+= 1
        let queueing = scratch[Self.modeSlot] & Self.nakedFlag != 0
        var queued = Int(scratch[Self.queueSlot])
        var touched = cellDirty[cell]
        let p = peers + cell * 20
        var k = 0
        while k < 20 {
            let peer = Int(p[k])
            let c = f[peer]
            if c & bit != 0 {
                let reduced = c & ~bit
                if reduced == 0 { return false }
                f[peer] = reduced
                touched |= cellDirty[peer]
                if queueing && reduced & (reduced &- 1) == 0 {
                    queue[queued] = UInt8(peer)
                    queued &+= 1
                }
            }
            k &+= 1
        }
        scratch[Self.queueSlot] = UInt64(queued)
        scratch[Self.dirtySlot] |= touched
        return true
    }

    /// Places every queued naked single (and the ones they create).
    @inline(__always)
    package func drainQueue(_ f: UnsafeMutablePointer<UInt16>) -> Bool {
        while scratch[Self.queueSlot] > 0 {
            scratch[Self.queueSlot] &-= 1
            let cell = Int(queue[Int(scratch[Self.queueSlot])])
            let c = f[cell]
            if c == 0 { continue }  // placed meanwhile
            if !assign(f, cell, c.trailingZeroBitCount) { return false }
        }
        return true
    }

    /// Singles to a fixed point, then box/line interactions, repeated while they strike anything.
    @inline(__always)
    package func propagate(_ f: UnsafeMutablePointer<UInt16>) -> Bool {
        let locked = scratch[Self.modeSlot] & Self.lockedFlag != 0
        while true {
            if !hiddenSingles(f) { return false }
            if !locked || f[Self.countOffset] == 81 || scratch[Self.dirtySlot] & Self.chuteBits == 0 {
                return true
            }
            if !lockedCandidates(f) || !drainQueue(f) { return false }
        }
    }

    /// Places digits with one place left in a changed house (only full houses in houses whose
    /// hidden singles are off) until no changed house remains; false when a
    /// house has a digit with no place at all.
    private func hiddenSingles(_ f: UnsafeMutablePointer<UInt16>) -> Bool {
        let mode = scratch[Self.modeSlot]
        let scanned =
            (mode & Self.lineFlag != 0 ? Self.houseBits & ~Self.boxBits : 0)
            | (mode & Self.boxFlag != 0 ? Self.boxBits : 0)
        while scratch[Self.dirtySlot] & Self.houseBits != 0 {
            let house = (scratch[Self.dirtySlot] & Self.houseBits).trailingZeroBitCount
            scratch[Self.dirtySlot] &= ~(1 << UInt64(house))
            let cells = houses + house * 9
            var once: UInt16 = 0
            var twice: UInt16 = 0
            var k = 0
            while k < 9 {
                let c = f[Int(cells[k])]
                twice |= once & c
                once |= c
                k &+= 1
            }
            let used = f[Self.usedOffset + house]
            if (once | used) != Self.all { return false }
            // Outside the scanned houses only a full house (one open cell, eight digits placed)
            // counts.
            let counts = scanned & (1 << UInt64(house)) != 0 || bitCount[Int(used)] == 8
            var singles = counts ? once & ~twice : 0
            while singles != 0 {
                let bit = singles & (0 &- singles)
                singles &= singles &- 1
                var target = -1
                k = 0
                while k < 9 {
                    let cell = Int(cells[k])
                    if f[cell] & bit != 0 {
                        target = cell
                        break
                    }
                    k &+= 1
                }
                if target < 0 {
                    // Placed meanwhile as a naked single after an earlier placement: fine.
                    if f[Self.usedOffset + house] & bit != 0 { continue }
                    return false
                }
                if !assign(f, target, bit.trailingZeroBitCount) || !drainQueue(f) { return false }
            }
        }
        return true
    }

    /// Box/line interactions in every changed chute (a band of three rows or a stack of three
    /// columns). The chute's nine mini-lines (where a line crosses a box) are OR-ed once; a digit
    /// in one mini-line but in neither other of its box is struck from the rest of its line
    /// (pointing), and one in neither other of its line is struck from the rest of its box
    /// (claiming). Masks only go stale by losing digits within a pass, which can hide a
    /// deduction or, in a position that is already contradictory, make a vacuous one.
    private func lockedCandidates(_ f: UnsafeMutablePointer<UInt16>) -> Bool {
        while scratch[Self.dirtySlot] & Self.chuteBits != 0 {
            let chute = (scratch[Self.dirtySlot] & Self.chuteBits).trailingZeroBitCount - 32
            scratch[Self.dirtySlot] &= ~(1 << UInt64(chute + 32))
            let cells = chutes + chute * 27
            var k = 0
            while k < 9 {
                let c = cells + k * 3
                mini[k] = f[Int(c[0])] | f[Int(c[1])] | f[Int(c[2])]
                k &+= 1
            }
            if !hasInteraction() { continue }
            var line = 0
            while line < 3 {
                let line1 = (line + 1) % 3
                let line2 = (line + 2) % 3
                var seg = 0
                while seg < 3 {
                    let seg1 = (seg + 1) % 3
                    let seg2 = (seg + 2) % 3
                    let here = mini[line * 3 + seg]
                    let sameBox = mini[line1 * 3 + seg] | mini[line2 * 3 + seg]
                    let sameLine = mini[line * 3 + seg1] | mini[line * 3 + seg2]
                    let pointing = here & ~sameBox & sameLine
                    if pointing != 0 {
                        if !strike(f, pointing, cells + line * 9 + seg1 * 3)
                            || !strike(f, pointing, cells + line * 9 + seg2 * 3)
                        {
                            return false
                        }
                    }
                    let claiming = here & ~sameLine & sameBox
                    if claiming != 0 {
                        if !strike(f, claiming, cells + line1 * 9 + seg * 3)
                            || !strike(f, claiming, cells + line2 * 9 + seg * 3)
                        {
                            return false
                        }
                    }
                    seg &+= 1
                }
                line &+= 1
            }
        }
        return true
    }

    /// Whether any of the chute's nine mini-lines (in `mini`) points or claims: the same test
    /// as the strikes below, on all nine at once and without a branch, so that the chute is
    /// left at once when nothing follows (most chutes, most of the time: drawing a grid from an
    /// empty one tests every chute after every guess).
    @inline(__always)
    private func hasInteraction() -> Bool {
        let m = mini
        let (a0, a1, a2) = (m[0], m[1], m[2])
        let (b0, b1, b2) = (m[3], m[4], m[5])
        let (c0, c1, c2) = (m[6], m[7], m[8])
        // A mini-line's digits also in the rest of its line but not of its box (pointing), or
        // the other way round (claiming).
        func found(_ here: UInt16, line l: UInt16, box x: UInt16) -> UInt16 { here & (l ^ x) }
        let any =
            found(a0, line: a1 | a2, box: b0 | c0) | found(a1, line: a0 | a2, box: b1 | c1)
            | found(a2, line: a0 | a1, box: b2 | c2) | found(b0, line: b1 | b2, box: a0 | c0)
            | found(b1, line: b0 | b2, box: a1 | c1) | found(b2, line: b0 | b1, box: a2 | c2)
            | found(c0, line: c1 | c2, box: a0 | b0) | found(c1, line: c0 | c2, box: a1 | b1)
            | found(c2, line: c0 | c1, box: a2 | b2)
        return any != 0
    }

    /// Removes `digits` from three cells, queueing new naked singles; false if a cell empties.
    @inline(__always)
    private func strike(
        _ f: UnsafeMutablePointer<UInt16>, _ digits: UInt16, _ cells: UnsafeMutablePointer<UInt8>
    ) -> Bool {
        var k = 0
        while k < 3 {
            let cell = Int(cells[k])
            let v = f[cell]
            if v & digits != 0 {
                let reduced = v & ~digits
                if reduced == 0 { return false }
                f[cell] = reduced
                scratch[Self.dirtySlot] |= cellDirty[cell]
                if reduced & (reduced &- 1) == 0 {
                    queue[Int(scratch[Self.queueSlot])] = UInt8(cell)
                    scratch[Self.queueSlot] &+= 1
                }
            }
            k &+= 1
        }
        return true
    }
}
