import GameCore

/// Loading positions into the engine's first frame, and the questions the generator and the
/// stepper ask about a given position rather than a bare puzzle.
extension SudokuSearch {
    /// Frame 0 from the givens (candidates from house masks, naked singles placed), every house
    /// marked changed; false on clashing givens or a blank left without candidates.
    package func load(_ cells: [UInt8]) -> Bool {
        let f = frames
        f.update(repeating: 0, count: Self.frameSize)
        let used = f + Self.usedOffset
        var ok = true
        cells.withUnsafeBufferPointer { given in
            var i = 0
            while i < 81 {
                let digit = given[i]
                if digit != 0 {
                    let bit: UInt16 = 1 << UInt16(digit - 1)
                    let h = cellHouses + i * 3
                    let row = Int(h[0]), column = Int(h[1]), box = Int(h[2])
                    if (used[row] | used[column] | used[box]) & bit != 0 { ok = false }
                    used[row] |= bit
                    used[column] |= bit
                    used[box] |= bit
                    f[Self.valueOffset + i] = UInt16(digit)
                    f[Self.countOffset] &+= 1
                }
                i &+= 1
            }
        }
        guard ok else { return false }
        let queueing = scratch[Self.modeSlot] & Self.nakedFlag != 0
        var queued = 0
        var i = 0
        while i < 81 {
            if f[Self.valueOffset + i] == 0 {
                let h = cellHouses + i * 3
                let c = Self.all & ~(used[Int(h[0])] | used[Int(h[1])] | used[Int(h[2])])
                if c == 0 { return false }
                f[i] = c
                if queueing && c & (c &- 1) == 0 {
                    queue[queued] = UInt8(i)
                    queued &+= 1
                }
            }
            i &+= 1
        }
        scratch[Self.queueSlot] = UInt64(queued)
        scratch[Self.dirtySlot] = Self.houseBits | Self.chuteBits
        return drainQueue(f)
    }

    /// Frame 0 from a pencil-marked position (marks trusted as given), every house marked
    /// changed; false when a blank cell has no candidate.
    package func load(values: [UInt8], cands: [UInt16]) -> Bool {
        let f = frames
        f.update(repeating: 0, count: Self.frameSize)
        var i = 0
        while i < 81 {
            let value = values[i]
            if value == 0 {
                f[i] = cands[i]
                if cands[i] == 0 { return false }
            } else {
                let bit: UInt16 = 1 << UInt16(value - 1)
                f[Self.valueOffset + i] = UInt16(value)
                let h = cellHouses + i * 3
                f[Self.usedOffset + Int(h[0])] |= bit
                f[Self.usedOffset + Int(h[1])] |= bit
                f[Self.usedOffset + Int(h[2])] |= bit
                f[Self.countOffset] &+= 1
            }
            i &+= 1
        }
        scratch[Self.queueSlot] = 0
        scratch[Self.dirtySlot] = Self.houseBits | Self.chuteBits
        return true
    }
    /// Whether placing `digit` in `cell` of a pencil-marked position (`values`, `cands`) leads to a
    /// contradiction by singles and box/line interactions alone: the stepper's forcing chain.
    package func contradicts(values: [UInt8], cands: [UInt16], cell: Int, digit: Int) -> Bool {
        setMode(.full)
        guard load(values: values, cands: cands) else { return true }
        return !(assign(frames, cell, digit - 1) && drainQueue(frames) && propagate(frames))
    }

    /// Applies `propagation` to a pencil-marked position until nothing more follows, writing the
    /// result back; false (position unchanged) on a contradiction. The closure of a set of
    /// singles does not depend on the order they are applied in, so this is what the stepper
    /// would reach one single at a time.
    package func close(values: inout [UInt8], cands: inout [UInt16], with propagation: SudokuPropagation) -> Bool {
        setMode(propagation)
        let f = frames
        guard load(values: values, cands: cands) else { return false }
        // Cells already down to one candidate are naked singles too.
        if propagation.nakedSingles {
            var i = 0
            while i < 81 {
                let c = f[i]
                if c != 0 && c & (c &- 1) == 0 {
                    queue[Int(scratch[Self.queueSlot])] = UInt8(i)
                    scratch[Self.queueSlot] &+= 1
                }
                i &+= 1
            }
            guard drainQueue(f) else { return false }
        }
        guard propagate(f) else { return false }
        var i = 0
        while i < 81 {
            values[i] = UInt8(truncatingIfNeeded: f[Self.valueOffset + i])
            cands[i] = f[i]
            i &+= 1
        }
        return true
    }

    /// Whether `puzzle` has a solution other than `solution` (which it is known to have):
    /// two searches for a solution differing at `first` or, failing that, at `second` (keeping
    /// `first`). Much cheaper than counting to two, since each search may stop at the first
    /// solution and the excluded digit usually makes propagation fail at once.
    package func hasOtherSolution(_ puzzle: [UInt8], solution: [UInt8], differingAt first: Int, or second: Int) -> Bool
    {
        bands.hasOtherSolution(puzzle, solution: solution, differingAt: first, or: second)
    }
}
