import GameCore

/// Chains: alternating inferences that end in two cells of which one must hold a digit, so
/// every cell seeing both ends loses it. The shortest chain with an effect is reported.
extension SudokuLogic {
    /// Longest chain looked for, in links: long enough for real puzzles, short enough for a
    /// player to follow.
    package static let maxChainLinks = 11

    /// X-chain on one digit: strong links (the only two places in a house) alternate with weak
    /// links (two places that see each other), starting and ending with a strong link, so one
    /// end holds the digit. With exactly three links it is a turbot fish (skyscraper, two-string
    /// kite), a `hard` technique; longer ones are `extreme`.
    package func findXChain(links range: ClosedRange<Int>, as technique: SudokuTechnique) -> SudokuStep? {
        var best: SudokuStep?
        var bestLinks = Int.max
        let peers = SudokuCellSet.peers
        for digit in 1...9 {
            let places = cells(with: digit)
            guard places.count >= 4 else { continue }
            var strong = [SudokuCellSet](repeating: .empty, count: 81)
            for house in 0..<27 {
                let mask = positions(of: Self.bit(digit), in: house)
                guard Self.count(mask) == 2 else { continue }
                let a = Self.cell(house, mask.trailingZeroBitCount)
                let b = Self.cell(house, 15 - mask.leadingZeroBitCount)
                strong[a].insert(b)
                strong[b].insert(a)
            }
            var starts = places
            while let start = starts.popFirst() {
                guard !strong[start].isEmpty else { continue }
                // BFS over (cell, parity) states; odd layers are reached over a strong link and
                // may end the chain. parent[cell * 2 + parity] = previous state.
                var parent = [Int](repeating: -1, count: 162)
                var seen = [SudokuCellSet.empty, .empty]
                seen[1] = strong[start]
                var startSet = SudokuCellSet.empty
                startSet.insert(start)
                var frontier = strong[start]
                var rest = frontier
                while let cell = rest.popFirst() { parent[cell * 2 + 1] = start * 2 }
                var links = 1
                while !frontier.isEmpty && links <= min(range.upperBound, bestLinks - 1) {
                    var next = SudokuCellSet.empty
                    var layer = frontier
                    let onLayer = links % 2 == 1
                    while let cell = layer.popFirst() {
                        if onLayer {
                            if links >= range.lowerBound {
                                let targets = peers[start] & peers[cell] & places - startSet
                                if !targets.isEmpty {
                                    best = chainStep(
                                        technique, digit: digit, end: cell, targets: targets, parent: parent,
                                        start: start)
                                    bestLinks = links
                                    break
                                }
                            }
                            let weak = peers[cell] & places - seen[0] - startSet
                            var add = weak
                            while let v = add.popFirst() { parent[v * 2] = cell * 2 + 1 }
                            seen[0] = seen[0] | weak
                            next = next | weak
                        } else {
                            let links = strong[cell] - seen[1] - startSet
                            var add = links
                            while let v = add.popFirst() { parent[v * 2 + 1] = cell * 2 }
                            seen[1] = seen[1] | links
                            next = next | links
                        }
                    }
                    if bestLinks == links { break }
                    frontier = next
                    links += 1
                }
                if bestLinks == range.lowerBound { return best }
            }
        }
        return best
    }

    /// The step for an X-chain from `start` to `end` (reached over a strong link).
    private func chainStep(
        _ technique: SudokuTechnique, digit: Int, end: Int, targets: SudokuCellSet, parent: [Int], start: Int
    ) -> SudokuStep {
        var path: [Int] = []
        var state = end * 2 + 1
        while state != start * 2 {
            path.append(state / 2)
            state = parent[state]
        }
        path.append(start)
        let cells = Array(path.reversed())
        // The chain starts and ends with a strong link and alternates in between.
        let links = (1..<cells.count).map {
            SudokuLink(from: cells[$0 - 1], to: cells[$0], strong: $0 % 2 == 1, digit: digit)
        }
        return SudokuStep(
            technique: technique, cells: cells, digits: [digit], houses: [],
            eliminations: eliminations(of: digit, in: targets), links: links)
    }

    /// XY-chain: bivalue cells, each seeing the next and sharing the digit that links them;
    /// if the first cell is not x the last one is, so x leaves cells seeing both ends. Remote
    /// pairs are XY-chains on two digits.
    package func findXYChain() -> SudokuStep? {
        let bivalue = bivalueCells()
        guard bivalue.count >= 3 else { return nil }
        let peers = SudokuCellSet.peers
        var places = [SudokuCellSet](repeating: .empty, count: 10)
        var bivalueWith = [SudokuCellSet](repeating: .empty, count: 10)
        for digit in 1...9 {
            places[digit] = cells(with: digit)
            bivalueWith[digit] = places[digit] & bivalue
        }
        var best: SudokuStep?
        var bestCells = Int.max
        var starts = bivalue
        while let start = starts.popFirst() {
            var startSet = SudokuCellSet.empty
            startSet.insert(start)
            for x in Self.digits(cands[start]) {
                // State key: cell * 10 + the digit the cell must hold if `start` is not x.
                var parent = [Int](repeating: -2, count: 810)
                var seen = [SudokuCellSet](repeating: .empty, count: 10)
                let first = (cands[start] & ~Self.bit(x)).trailingZeroBitCount + 1
                parent[start * 10 + first] = -1
                var frontier = [start * 10 + first]
                var chainCells = 1
                search: while !frontier.isEmpty && chainCells < min(Self.maxChainLinks, bestCells - 1) {
                    var following: [Int] = []
                    for state in frontier {
                        let cell = state / 10
                        let forced = state % 10
                        var nextCells = peers[cell] & bivalueWith[forced] - startSet
                        while let next = nextCells.popFirst() {
                            let nextForced = (cands[next] & ~Self.bit(forced)).trailingZeroBitCount + 1
                            guard !seen[nextForced].contains(next) else { continue }
                            seen[nextForced].insert(next)
                            let key = next * 10 + nextForced
                            parent[key] = state
                            following.append(key)
                            guard nextForced == x else { continue }
                            let targets = peers[start] & peers[next] & places[x] - startSet
                            guard !targets.isEmpty else { continue }
                            var path: [Int] = []
                            var current = key
                            while current >= 0 {
                                path.append(current)
                                current = parent[current]
                            }
                            let states = Array(path.reversed())
                            let cells = states.map { $0 / 10 }
                            // Each cell's two candidates are a strong link inside it; the
                            // links drawn are the weak ones from cell to cell, on the digit a
                            // cell holds if `start` is not x, which the next cell then cannot.
                            let links = (1..<states.count).map {
                                SudokuLink(
                                    from: cells[$0 - 1], to: cells[$0], strong: false, digit: states[$0 - 1] % 10)
                            }
                            best = SudokuStep(
                                technique: .xyChain, cells: cells, digits: [x], houses: [],
                                eliminations: eliminations(of: x, in: targets), links: links)
                            bestCells = chainCells + 1
                            break search
                        }
                    }
                    frontier = following
                    chainCells += 1
                }
            }
        }
        return best
    }
}
