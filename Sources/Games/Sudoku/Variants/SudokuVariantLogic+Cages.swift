import GameCore
import SudokuEngine

extension SudokuVariantLogic {
    /// A cage's open cells and the sum they still miss.
    func openPart(of cage: SudokuCage) -> (cells: [Int], missing: Int) {
        var open: [Int] = []
        var missing = cage.sum
        for cell in cage.cells {
            if values[cell] == 0 { open.append(cell) } else { missing -= Int(values[cell]) }
        }
        return (open, missing)
    }

    /// The last open cell of a cage takes what the sum still misses.
    func findCageSum() -> SudokuVariantStep? {
        let quiet = quietBit(.cageSum)
        for (index, cage) in shape.cages.enumerated() where !isQuiet(cage: index, quiet) {
            let (open, missing) = openPart(of: cage)
            guard open.count == 1, (1...shape.size).contains(missing), cands[open[0]] & Self.bit(missing) != 0 else {
                continue
            }
            return step(
                .cageSum, cells: [open[0]], digits: [missing], houses: [], cages: [index],
                placement: SudokuCandidate(cell: open[0], digit: missing))
        }
        return nil
    }

    /// Cage combinations: the open cells of a cage keep only the digits some filling of theirs
    /// (distinct digits from their candidates making the missing sum) gives them.
    func findCageCombination() -> SudokuVariantStep? {
        let quiet = quietBit(.cageCombination)
        for (index, cage) in shape.cages.enumerated() where !isQuiet(cage: index, quiet) {
            let (open, missing) = openPart(of: cage)
            guard open.count >= 2 else { continue }
            let allowed = cageFillings(of: open, sum: missing)
            var struck: [SudokuCandidate] = []
            for (k, cell) in open.enumerated() {
                struck += eliminations(of: ~allowed[k], in: [cell])
            }
            guard !struck.isEmpty else { continue }
            let kept = open.indices.reduce(UInt16(0)) { $0 | (allowed[$1] & cands[open[$1]]) }
            return step(
                .cageCombination, cells: open, digits: Self.digits(kept), houses: [], cages: [index],
                eliminations: struck)
        }
        return nil
    }

    /// For each open cell of a cage, the digits it takes in some filling by a set of distinct
    /// digits making `sum`: the sets come from the table, and each is placed by trying its digits
    /// in the cells' candidates (at most 5! orders, cut short where the digits left are not all
    /// among the later cells' candidates), far fewer than every digit in every cell.
    func cageFillings(of cells: [Int], sum: Int) -> [UInt16] {
        let options = cells.map { cands[$0] }
        var avail: UInt16 = 0
        for mask in options { avail |= mask }
        // later[k]: the candidates of cells k and after, so a branch whose digits left cannot all
        // go there stops at once.
        var later = [UInt16](repeating: 0, count: cells.count + 1)
        for k in stride(from: cells.count - 1, through: 0, by: -1) { later[k] = later[k + 1] | options[k] }
        var allowed = [UInt16](repeating: 0, count: cells.count)
        var chosen = [UInt16](repeating: 0, count: cells.count)
        for set in SudokuCageSets.sets(count: cells.count, sum: sum) where set & ~avail == 0 {
            Self.placeFilling(0, set, options, later, &chosen, &allowed)
        }
        return allowed
    }

    /// Gives cell `k` and the cells after it the digits of `left`, one each from their
    /// candidates, adding every complete filling to `allowed`.
    private static func placeFilling(
        _ k: Int, _ left: UInt16, _ options: [UInt16], _ later: [UInt16], _ chosen: inout [UInt16],
        _ allowed: inout [UInt16]
    ) {
        if k == options.count {
            for i in 0..<k { allowed[i] |= chosen[i] }
            return
        }
        guard left & ~later[k] == 0 else { return }
        var digits = options[k] & left
        while digits != 0 {
            let bit = digits & (0 &- digits)
            digits &= digits &- 1
            chosen[k] = bit
            placeFilling(k + 1, left & ~bit, options, later, &chosen, &allowed)
        }
    }

    /// For each of `cells`, the digits it takes in some filling of all of them from their
    /// candidates that adds up to `sum`, where cells that see each other (or that `distinct`
    /// says must differ) hold different digits.
    func fillings(of cells: [Int], sum: Int, distinct: (Int, Int) -> Bool) -> [UInt16] {
        var allowed = [UInt16](repeating: 0, count: cells.count)
        var chosen = [Int](repeating: 0, count: cells.count)
        let n = shape.size
        func fill(_ k: Int, _ left: Int) {
            if k == cells.count {
                if left == 0 { for i in 0..<k { allowed[i] |= Self.bit(chosen[i]) } }
                return
            }
            let remaining = cells.count - k - 1
            for digit in Self.digits(cands[cells[k]]) where digit <= left {
                // The cells after this one add at least 1 each and at most n each.
                guard left - digit >= remaining, left - digit <= remaining * n else { continue }
                var clash = false
                for i in 0..<k
                where chosen[i] == digit && (distinct(cells[i], cells[k]) || shape.sees(cells[i], cells[k])) {
                    clash = true
                    break
                }
                if clash { continue }
                chosen[k] = digit
                fill(k + 1, left - digit)
            }
        }
        fill(0, sum)
        return allowed
    }

    /// The rule of 45: the houses of a group hold each digit once per house, so their cells add
    /// up to 45 per house; take away the cages lying wholly inside and what is left is the sum of
    /// the innies (cells inside in cages reaching out), and the cages reaching out minus that is
    /// the sum of the outies (their cells outside). One to three open innies or outies keep
    /// only the digits some filling making that sum gives them.
    func findRuleOf45(groups: ClosedRange<Int>, as technique: SudokuTechnique) -> SudokuVariantStep? {
        guard !shape.cages.isEmpty else { return nil }
        for sums in groups == 1...1 ? shape.sumGroups.single : shape.sumGroups.several where !sums.reaching.isEmpty {
            let (group, reaching, innies, outies, total, reachingSum) = (
                sums.houses, sums.reaching, sums.innies, sums.outies, sums.inniesSum, sums.reachingSum
            )
            for (part, sum) in [(innies, total), (outies, reachingSum - total)] {
                let open = part.filter { values[$0] == 0 }
                guard (1...3).contains(open.count) else { continue }
                let missing = sum - part.filter { values[$0] != 0 }.reduce(0) { $0 + Int(values[$1]) }
                // Innies of one house are distinct; across houses only the cells that see each
                // other (or share a cage) must differ.
                let allowed = fillings(of: open, sum: missing, distinct: { _, _ in false })
                var struck: [SudokuCandidate] = []
                for (k, cell) in open.enumerated() { struck += eliminations(of: ~allowed[k], in: [cell]) }
                guard !struck.isEmpty else { continue }
                let kept = open.indices.reduce(UInt16(0)) { $0 | (allowed[$1] & cands[open[$1]]) }
                return step(
                    technique, cells: open, digits: Self.digits(kept), houses: group, cages: reaching,
                    eliminations: struck)
            }
        }
        return nil
    }
}
