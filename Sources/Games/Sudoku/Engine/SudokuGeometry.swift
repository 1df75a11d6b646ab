import GameCore

/// One of the 27 houses (rows, columns, boxes) in which every digit appears exactly once;
/// hints and conflict highlighting name and draw houses, so they are a public value.
public enum SudokuHouse: Hashable, Sendable, CustomStringConvertible {
    case row(Int)
    case column(Int)
    case box(Int)

    /// The house with a flat index: 0–8 rows, 9–17 columns, 18–26 boxes (the order the solver scans).
    package init(index: Int) {
        switch index {
        case 0..<9: self = .row(index)
        case 9..<18: self = .column(index - 9)
        default: self = .box(index - 18)
        }
    }

    /// The flat index used by the internal tables (see `init(index:)`).
    package var index: Int {
        switch self {
        case .row(let r): return r
        case .column(let c): return 9 + c
        case .box(let b): return 18 + b
        }
    }

    /// The nine cells (0...80, row-major) of the house, in reading order.
    public var cells: [Int] {
        let start = index * 9
        return (0..<9).map { Int(SudokuGeometry.houseCells[start + $0]) }
    }

    /// Player-facing name with 1-based numbers, e.g. "row 3", "box 9".
    public var description: String {
        switch self {
        case .row(let r): return "row \(r + 1)"
        case .column(let c): return "column \(c + 1)"
        case .box(let b): return "box \(b + 1)"
        }
    }
}

/// Index arithmetic and flat lookup tables shared by the solver, the stepper and the game, so
/// that every part agrees on what a row, column, box and peer is.
package enum SudokuGeometry {
    package static func row(_ cell: Int) -> Int { cell / 9 }
    package static func column(_ cell: Int) -> Int { cell % 9 }
    package static func box(_ cell: Int) -> Int { (cell / 27) * 3 + (cell % 9) / 3 }

    /// Player-facing cell name, e.g. "r3c7".
    package static func name(_ cell: Int) -> String { "r\(row(cell) + 1)c\(column(cell) + 1)" }

    /// 27 houses × 9 cells: rows 0–8, columns 9–17, boxes 18–26.
    package static let houseCells: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 27 * 9)
        for house in 0..<27 {
            for k in 0..<9 {
                let cell: Int
                switch house {
                case 0..<9: cell = house * 9 + k
                case 9..<18: cell = k * 9 + (house - 9)
                default:
                    let b = house - 18
                    cell = ((b / 3) * 3 + k / 3) * 9 + (b % 3) * 3 + k % 3
                }
                table[house * 9 + k] = UInt8(cell)
            }
        }
        return table
    }()

    /// 81 cells × 3 house indices (row, 9 + column, 18 + box).
    package static let cellHouses: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 81 * 3)
        for cell in 0..<81 {
            table[cell * 3] = UInt8(row(cell))
            table[cell * 3 + 1] = UInt8(9 + column(cell))
            table[cell * 3 + 2] = UInt8(18 + box(cell))
        }
        return table
    }()

    /// 81 cells × 20 peers (cells sharing a row, column or box, the cell itself excluded).
    package static let peers: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 81 * 20)
        for cell in 0..<81 {
            var count = 0
            for other in 0..<81 where other != cell && sees(cell, other) {
                table[cell * 20 + count] = UInt8(other)
                count += 1
            }
        }
        return table
    }()

    /// 6 chutes (bands 0–2, then stacks 0–2) × 3 lines × 3 segments (boxes) × 3 cells: the
    /// mini-lines where a row or column crosses a box, laid out for box/line interactions.
    package static let chuteCells: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 6 * 27)
        for chute in 0..<6 {
            for line in 0..<3 {
                for seg in 0..<3 {
                    for k in 0..<3 {
                        let cell: Int
                        if chute < 3 {
                            cell = (chute * 3 + line) * 9 + seg * 3 + k
                        } else {
                            cell = (seg * 3 + k) * 9 + (chute - 3) * 3 + line
                        }
                        table[chute * 27 + line * 9 + seg * 3 + k] = UInt8(cell)
                    }
                }
            }
        }
        return table
    }()

    /// Whether two cells share a house (a cell sees itself).
    package static func sees(_ a: Int, _ b: Int) -> Bool {
        row(a) == row(b) || column(a) == column(b) || box(a) == box(b)
    }

    /// The cell that 180° rotational symmetry pairs with `cell` (the centre pairs with itself).
    package static func mirror(_ cell: Int) -> Int { 80 - cell }
}
