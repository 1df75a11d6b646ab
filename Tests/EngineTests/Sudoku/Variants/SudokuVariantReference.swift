@testable import SudokuEngine

/// A plain backtracking solver written for the tests alone, so that the engine's solver and
/// stepper are checked against something that shares none of their code: its houses come from
/// the shape's defining fields (size, regions, diagonals, cages), not from the shape's tables.
/// It fills the empty cell with the fewest legal digits, where a digit is legal if no house of
/// the cell has it and its cage could still reach its sum.
struct ReferenceSolver {
    let size: Int
    var houses: [[Int]] = []
    var housesOfCell: [[Int]]
    var cages: [(cells: [Int], sum: Int)] = []
    var cageOfCell: [Int]

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

    func legal(_ grid: [UInt8], _ cell: Int, _ digit: Int) -> Bool {
        for house in housesOfCell[cell] where houses[house].contains(where: { Int(grid[$0]) == digit }) {
            return false
        }
        let cage = cageOfCell[cell]
        guard cage >= 0 else { return true }
        var sum = digit
        var left = 0
        for other in cages[cage].cells where other != cell {
            if grid[other] == 0 {
                left += 1
            } else {
                if Int(grid[other]) == digit { return false }
                sum += Int(grid[other])
            }
        }
        let least = left * (left + 1) / 2
        let most = left * (2 * size - left + 1) / 2
        return sum + least <= cages[cage].sum && cages[cage].sum <= sum + most
    }

    /// Solutions of `grid`, counted up to `limit`.
    func count(_ grid: [UInt8], limit: Int = 2) -> Int {
        var grid = grid
        var found = 0
        func fill() {
            var best = -1
            var bestDigits: [Int] = []
            for cell in grid.indices where grid[cell] == 0 {
                let digits = (1...size).filter { legal(grid, cell, $0) }
                if best < 0 || digits.count < bestDigits.count {
                    best = cell
                    bestDigits = digits
                    if digits.count <= 1 { break }
                }
            }
            if best < 0 {
                found += 1
                return
            }
            for digit in bestDigits {
                grid[best] = UInt8(digit)
                fill()
                grid[best] = 0
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
