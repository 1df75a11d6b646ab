import GameCore

extension SudokuShape {
    /// Why a shape's defining fields do not make a playable grid, as an `InputError`.
    static func check(size: Int, regions: [Int], cages: [SudokuCage]) throws {
        guard [4, 6, 9].contains(size) else { throw InputError("a grid is 4, 6 or 9 cells wide, not \(size)") }
        let cellCount = size * size
        guard regions.count == cellCount else {
            throw InputError("\(regions.count) region entries; a \(size)×\(size) grid has \(cellCount)")
        }
        for region in 0..<size {
            let cells = (0..<cellCount).filter { regions[$0] == region }
            guard cells.count == size else {
                throw InputError("region \(region + 1) has \(cells.count) cells, not \(size)")
            }
            guard connected(cells, size: size) else { throw InputError("region \(region + 1) is not connected") }
        }
        guard !cages.isEmpty else { return }
        var covered = [Bool](repeating: false, count: cellCount)
        for (index, cage) in cages.enumerated() {
            let name = "cage \(index + 1)"
            guard !cage.cells.isEmpty, cage.cells.count <= size else {
                throw InputError("\(name) has \(cage.cells.count) cells; a cage has 1 to \(size)")
            }
            for cell in cage.cells {
                guard (0..<cellCount).contains(cell) else { throw InputError("\(name) names cell \(cell)") }
                guard !covered[cell] else { throw InputError("\(name) overlaps another cage") }
                covered[cell] = true
            }
            guard connected(cage.cells, size: size) else { throw InputError("\(name) is not connected") }
            let k = cage.cells.count
            let least = k * (k + 1) / 2
            let most = k * (2 * size - k + 1) / 2
            guard (least...most).contains(cage.sum) else {
                throw InputError("\(name): \(k) different digits cannot add up to \(cage.sum)")
            }
        }
        guard !covered.contains(false) else { throw InputError("the cages leave cells uncovered") }
        guard cages.reduce(0, { $0 + $1.sum }) == size * size * (size + 1) / 2 else {
            throw InputError(
                "the cage sums add up to \(cages.reduce(0) { $0 + $1.sum }), not \(size * size * (size + 1) / 2)")
        }
    }
}
