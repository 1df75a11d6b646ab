import GameCore

/// Forcing chains by contradiction: suppose a candidate, follow its consequences by singles and
/// box/line interactions only, and strike it if some cell or house is left without a digit. The last resort before
/// "beyond"; it is reasoning a player can follow, not a guess that might have to be undone.
extension SudokuLogic {
    /// Cells with fewer candidates are tried first (a bivalue cell's contradiction places its
    /// other digit); the propagation is the solver engine's, so trials are cheap. The step found
    /// carries the chain of singles that leads to the contradiction, for the hint to draw.
    package func findForcingChain() -> SudokuStep? {
        let engine = SudokuSearch()
        for size in 2...9 {
            for cell in 0..<81 where values[cell] == 0 && Self.count(cands[cell]) == size {
                for digit in Self.digits(cands[cell])
                where engine.contradicts(values: values, cands: cands, cell: cell, digit: digit) {
                    return forcingStep(cell: cell, digit: digit)
                }
            }
        }
        return nil
    }

    /// The step striking `digit` from `cell`, with the singles that follow from supposing it
    /// (in the order a player would find them) and where they break down.
    private func forcingStep(cell: Int, digit: Int) -> SudokuStep {
        let struck = [SudokuCandidate(cell: cell, digit: digit)]
        guard let trace = trace(supposing: digit, in: cell) else {
            return SudokuStep(
                technique: .forcingChain, cells: [cell], digits: [digit], houses: [], eliminations: struck)
        }
        var cells = [cell] + trace.placements.map(\.cell)
        // Each link runs from the digit supposed or placed in one cell to the digit it forces in the next.
        var placed = [cell: digit]
        for placement in trace.placements { placed[placement.cell] = placement.digit }
        func link(to target: Int, among earlier: ArraySlice<Int>) -> SudokuLink {
            let cause = Self.cause(of: target, among: earlier)
            return SudokuLink(from: cause, fromDigit: placed[cause], to: target, toDigit: placed[target], strong: false)
        }
        var houses: [SudokuHouse] = []
        var links: [SudokuLink] = []
        for index in 1..<max(1, cells.count) {
            links.append(link(to: cells[index], among: cells[..<index]))
        }
        switch trace.contradiction {
        case .emptyCell(let empty):
            links.append(link(to: empty, among: cells[...]))
            cells.append(empty)
        case .noPlace(_, let house):
            houses = [house]
        case .nested, .exhaustive:
            break
        }
        return SudokuStep(
            technique: .forcingChain, cells: cells, digits: [digit], houses: houses, eliminations: struck,
            links: links, contradiction: trace.contradiction)
    }

    /// The latest of `earlier` that shares a house with `cell` (what most likely forced it), or
    /// the latest of all when none does.
    private static func cause(of cell: Int, among earlier: ArraySlice<Int>) -> Int {
        earlier.last { SudokuCellSet.peers[cell].contains($0) } ?? earlier.last ?? cell
    }

    /// Supposes `digit` in `cell` and applies singles (and, when none is left, box/line
    /// interactions) one at a time until a cell or a house runs out of room. Nil when the
    /// supposition does not break down that way.
    package func trace(supposing digit: Int, in cell: Int) -> (
        placements: [SudokuCandidate], contradiction: SudokuContradiction
    )? {
        var position = self
        position.place(cell, digit)
        var placements: [SudokuCandidate] = []
        for _ in 0..<400 {
            if let contradiction = position.contradiction() { return (placements, contradiction) }
            guard
                let step = position.findNakedSingle() ?? position.findHiddenSingle(in: 0..<27, as: .hiddenSingleInLine)
                    ?? position.findPointing() ?? position.findClaiming()
            else { return nil }
            position.apply(step)
            if let placement = step.placement { placements.append(placement) }
        }
        return nil
    }

    /// A blank cell without candidates, or a house without a place for a digit it lacks.
    package func contradiction() -> SudokuContradiction? {
        for cell in 0..<81 where values[cell] == 0 && cands[cell] == 0 { return .emptyCell(cell) }
        for house in 0..<27 {
            var placed: UInt16 = 0
            var open: UInt16 = 0
            for k in 0..<9 {
                let cell = Self.cell(house, k)
                if values[cell] != 0 { placed |= Self.bit(Int(values[cell])) } else { open |= cands[cell] }
            }
            let missing = Self.allDigits & ~placed & ~open
            if missing != 0 {
                return .noPlace(digit: missing.trailingZeroBitCount + 1, house: SudokuHouse(index: house))
            }
        }
        return nil
    }

    /// Beyond every technique of the stepper, so that a hint always has a next step: a forcing
    /// chain whose supposition breaks down only with further forcing chains inside it, and as
    /// the very last resort a candidate with which no way of filling the grid exists. Not part
    /// of grading (a puzzle that needs these is "beyond").
    package func findNestedForcingChain() -> SudokuStep? {
        let engine = SudokuSearch()
        var order: [SudokuCandidate] = []
        for size in 2...9 {
            for cell in 0..<81 where values[cell] == 0 && Self.count(cands[cell]) == size {
                for digit in Self.digits(cands[cell]) { order.append(SudokuCandidate(cell: cell, digit: digit)) }
            }
        }
        func step(_ candidate: SudokuCandidate, _ contradiction: SudokuContradiction) -> SudokuStep {
            SudokuStep(
                technique: .forcingChain, cells: [candidate.cell], digits: [candidate.digit], houses: [],
                eliminations: [candidate], contradiction: contradiction)
        }
        for candidate in order where nestedContradiction(candidate, engine: engine) {
            return step(candidate, .nested)
        }
        for candidate in order {
            var cells = values
            cells[candidate.cell] = UInt8(candidate.digit)
            if engine.count(cells, limit: 1) == 0 { return step(candidate, .exhaustive) }
        }
        return nil
    }

    /// Whether supposing `candidate` breaks down under singles, box/line interactions and
    /// forcing chains applied inside the supposition until nothing more follows.
    private func nestedContradiction(_ candidate: SudokuCandidate, engine: SudokuSearch) -> Bool {
        var position = self
        position.place(candidate.cell, candidate.digit)
        while true {
            guard engine.close(values: &position.values, cands: &position.cands, with: .full) else { return true }
            if position.isSolved { return false }
            var struck = false
            for cell in 0..<81 where position.values[cell] == 0 {
                for digit in Self.digits(position.cands[cell])
                where engine.contradicts(values: position.values, cands: position.cands, cell: cell, digit: digit) {
                    position.cands[cell] &= ~Self.bit(digit)
                    if position.cands[cell] == 0 { return true }
                    struck = true
                }
            }
            if !struck { return false }
        }
    }
}
