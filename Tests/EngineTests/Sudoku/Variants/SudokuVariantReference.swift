@testable import SudokuEngine
@testable import SudokuVariants

/// A backtracking solver written for the tests alone, so that the engine's solver and stepper
/// are checked against something that shares none of their code: its houses come from the
/// shape's defining fields (size, regions, diagonals, cages), not from the shape's tables.
///
/// It stays plain (no propagation, no candidates carried between guesses) but is smart about
/// what to try, so that it proves a givenless killer unique in milliseconds rather than seconds:
/// - a digit is legal in a cell when no house of the cell has it and, in a cage, the cage's other
///   open cells can still make the rest of its sum from digits the cage has not used (a table of
///   the sums every set of digits reaches, by how many of them are taken);
/// - it branches where the fewest choices are: the empty cell with the fewest legal digits, or
///   the digit of a house with the fewest legal places, whichever is smaller (a cell with none,
///   or a missing digit with no place, ends the branch).
struct ReferenceSolver {
    let size: Int
    var houses: [[Int]] = []
    var housesOfCell: [[Int]]
    var cages: [(cells: [Int], sum: Int)] = []
    var cageOfCell: [Int]
    /// `reach[available * 10 + k]`: bit s is set when some k distinct digits of the mask
    /// `available` (bit d-1 for digit d) add up to s. Built once for every solver.
    static let reach: [UInt64] = {
        var reach = [UInt64](repeating: 0, count: 512 * 10)
        for available in 0..<512 {
            // Every subset of `available`, walked down from the whole set.
            var subset = available
            while true {
                var sum = 0
                for d in 1...9 where subset & (1 << (d - 1)) != 0 { sum += d }
                reach[available * 10 + subset.nonzeroBitCount] |= 1 << UInt64(sum)
                if subset == 0 { break }
                subset = (subset - 1) & available
            }
        }
        return reach
    }()
    let reach = Self.reach

    init(_ shape: SudokuShape) {
        size = shape.size
        let n = size
        for r in 0..<n { houses.append((0..<n).map { r * n + $0 }) }
        for c in 0..<n { houses.append((0..<n).map { $0 * n + c }) }
        for g in 0..<n { houses.append((0..<n * n).filter { shape.regions[$0] == g }) }
        if shape.diagonals {
            houses.append((0..<n).map { $0 * n + $0 })
            houses.append((0..<n).map { $0 * n + n - 1 - $0 })
        }
        housesOfCell = Array(repeating: [], count: n * n)
        for (index, house) in houses.enumerated() { for cell in house { housesOfCell[cell].append(index) } }
        cageOfCell = Array(repeating: -1, count: n * n)
        for (index, cage) in shape.cages.enumerated() {
            cages.append((cage.cells, cage.sum))
            for cell in cage.cells { cageOfCell[cell] = index }
        }
    }

    /// The search's position: the grid, and per house and cage what is placed.
    private struct Position {
        var grid: [UInt8]
        var houseUsed: [Int]
        var cageUsed: [Int]
        var cageSum: [Int]
        var cageOpen: [Int]
    }

    /// The digits (bit d-1) no house of `cell` has placed, less those its cage has.
    private func freeDigits(_ position: Position, _ cell: Int) -> Int {
        var used = 0
        for house in housesOfCell[cell] { used |= position.houseUsed[house] }
        let cage = cageOfCell[cell]
        if cage >= 0 { used |= position.cageUsed[cage] }
        return ((1 << size) - 1) & ~used
    }

    /// The digits of `free[cell]` that leave the cage's other open cells a way to make the rest
    /// of its sum from distinct digits those cells are free to take.
    private func legalDigits(_ position: Position, _ cell: Int, _ free: [Int]) -> Int {
        var legal = free[cell]
        let cage = cageOfCell[cell]
        guard cage >= 0, legal != 0 else { return legal }
        var others = 0
        for other in cages[cage].cells where other != cell && position.grid[other] == 0 { others |= free[other] }
        let rest = position.cageOpen[cage] - 1
        var check = legal
        while check != 0 {
            let bit = check & -check
            check &= check - 1
            let missing = cages[cage].sum - position.cageSum[cage] - (bit.trailingZeroBitCount + 1)
            if missing < 0 || reach[(others & ~bit) * 10 + rest] & (1 << UInt64(missing)) == 0 { legal &= ~bit }
        }
        return legal
    }

    private func set(_ position: inout Position, _ cell: Int, _ digit: Int, placing: Bool) {
        let bit = 1 << (digit - 1)
        position.grid[cell] = placing ? UInt8(digit) : 0
        for house in housesOfCell[cell] { position.houseUsed[house] ^= bit }
        let cage = cageOfCell[cell]
        if cage >= 0 {
            position.cageUsed[cage] ^= bit
            position.cageSum[cage] += placing ? digit : -digit
            position.cageOpen[cage] += placing ? -1 : 1
        }
    }

    /// Solutions of `grid`, counted up to `limit`; 0 when the givens already break a rule.
    func count(_ grid: [UInt8], limit: Int = 2) -> Int {
        var position = Position(
            grid: [UInt8](repeating: 0, count: size * size), houseUsed: Array(repeating: 0, count: houses.count),
            cageUsed: Array(repeating: 0, count: cages.count), cageSum: Array(repeating: 0, count: cages.count),
            cageOpen: cages.map(\.cells.count))
        for cell in grid.indices where grid[cell] != 0 {
            let digit = Int(grid[cell])
            guard (1...size).contains(digit), freeDigits(position, cell) & (1 << (digit - 1)) != 0 else { return 0 }
            set(&position, cell, digit, placing: true)
        }
        var found = 0
        func fill() {
            var free = [Int](repeating: 0, count: size * size)
            for cell in 0..<(size * size) where position.grid[cell] == 0 { free[cell] = freeDigits(position, cell) }
            var legal = [Int](repeating: 0, count: size * size)
            var bestCell = -1
            var bestCount = Int.max
            for cell in 0..<(size * size) where position.grid[cell] == 0 {
                legal[cell] = legalDigits(position, cell, free)
                let count = legal[cell].nonzeroBitCount
                if count < bestCount {
                    bestCell = cell
                    bestCount = count
                    if count == 0 { return }
                }
            }
            if bestCell < 0 {
                // A cage whose cells were all given was never summed on the way.
                if accepts(position.grid) { found += 1 }
                return
            }
            // A digit a house still misses, with fewer places than the best cell has digits.
            var bestHouse = -1
            var bestBit = 0
            var bestPlaces = bestCount
            if bestCount > 1 {
                var places = [Int](repeating: 0, count: size)
                for (index, house) in houses.enumerated() {
                    for d in 0..<size { places[d] = 0 }
                    for cell in house where position.grid[cell] == 0 {
                        var mask = legal[cell]
                        while mask != 0 {
                            places[mask.trailingZeroBitCount] += 1
                            mask &= mask - 1
                        }
                    }
                    var missing = ((1 << size) - 1) & ~position.houseUsed[index]
                    while missing != 0 {
                        let bit = missing & -missing
                        missing &= missing - 1
                        let count = places[bit.trailingZeroBitCount]
                        if count == 0 { return }
                        if count < bestPlaces {
                            bestHouse = index
                            bestBit = bit
                            bestPlaces = count
                        }
                    }
                }
            }
            let tries: [(cell: Int, digit: Int)]
            if bestHouse >= 0 {
                let digit = bestBit.trailingZeroBitCount + 1
                tries = houses[bestHouse].filter { position.grid[$0] == 0 && legal[$0] & bestBit != 0 }.map {
                    ($0, digit)
                }
            } else {
                tries = (1...size).filter { legal[bestCell] & (1 << ($0 - 1)) != 0 }.map { (bestCell, $0) }
            }
            for (cell, digit) in tries {
                set(&position, cell, digit, placing: true)
                fill()
                set(&position, cell, digit, placing: false)
                if found >= limit { return }
            }
        }
        fill()
        return found
    }

    /// Whether `grid` is full and breaks no rule: every house holds 1...size, every cage its sum
    /// with no digit twice.
    func accepts(_ grid: [UInt8]) -> Bool {
        guard grid.count == size * size, grid.allSatisfy({ (1...size).contains(Int($0)) }) else { return false }
        for house in houses where Set(house.map { grid[$0] }).count != size { return false }
        for cage in cages {
            let digits = cage.cells.map { Int(grid[$0]) }
            if Set(digits).count != digits.count || digits.reduce(0, +) != cage.sum { return false }
        }
        return true
    }
}
