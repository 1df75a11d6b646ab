import GameCore

/// Fish (X-wing, swordfish, jellyfish): n rows whose places for a digit fall in n columns
/// (or the other way round) take that digit from the rest of those columns.
extension SudokuLogic {
    package func findFish(size: Int, as technique: SudokuTechnique) -> SudokuStep? {
        for digit in 1...9 {
            let bit = Self.bit(digit)
            for orientation in 0..<2 {
                let baseIsRows = orientation == 0
                func cellAt(_ line: Int, _ k: Int) -> Int { baseIsRows ? line * 9 + k : k * 9 + line }
                // Too few lines with 2...size places: counted before any array is made.
                var qualifying = 0
                for line in 0..<9 {
                    var places = 0
                    for k in 0..<9 where cands[cellAt(line, k)] & bit != 0 { places += 1 }
                    if (2...size).contains(places) { qualifying += 1 }
                }
                guard qualifying >= size else { continue }
                var lines: [Int] = []
                var masks: [UInt16] = []
                for line in 0..<9 {
                    var mask: UInt16 = 0
                    for k in 0..<9 where cands[cellAt(line, k)] & bit != 0 { mask |= 1 << UInt16(k) }
                    if (2...size).contains(Self.count(mask)) {
                        lines.append(line)
                        masks.append(mask)
                    }
                }
                let step = Self.firstCombination(of: masks, size: size) { chosen, union in
                    // Most fish strike nothing: asked before any array is made.
                    let strikes = (0..<9).contains { k in
                        union & (1 << UInt16(k)) != 0
                            && (0..<9).contains { line in
                                cands[cellAt(line, k)] & bit != 0 && !chosen.contains { lines[$0] == line }
                            }
                    }
                    guard strikes else { return nil }
                    let base = chosen.map { lines[$0] }
                    let cover = (0..<9).filter { union & (1 << UInt16($0)) != 0 }
                    var others: [Int] = []
                    for k in cover {
                        for line in 0..<9 where !base.contains(line) { others.append(cellAt(line, k)) }
                    }
                    let struck = eliminations(of: bit, in: others)
                    guard !struck.isEmpty else { return nil }
                    var cells: [Int] = []
                    for line in base {
                        for k in cover where cands[cellAt(line, k)] & bit != 0 { cells.append(cellAt(line, k)) }
                    }
                    let houses =
                        base.map { baseIsRows ? SudokuHouse.row($0) : .column($0) }
                        + cover.map { baseIsRows ? SudokuHouse.column($0) : .row($0) }
                    return SudokuStep(
                        technique: technique, cells: cells.sorted(), digits: [digit], houses: houses,
                        eliminations: struck,
                        cover: cover.map { baseIsRows ? SudokuHouse.column($0) : .row($0) })
                }
                if let step { return step }
            }
        }
        return nil
    }
}
