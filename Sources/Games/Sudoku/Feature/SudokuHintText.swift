import GameCore
import GameKit
import Layout
import SudokuEngine

/// Words for a hint in the status bar: a title naming the technique and where it applies
/// ("Hidden single in row 4"), and a detail saying what it gives ("5 goes in r4c7" or
/// "Remove 3 from r1c4, r1c5").
enum SudokuHintText {
    static func title(of step: SudokuStep) -> String {
        let houses = step.houses.map(\.description).joined(separator: " and ")
        switch step.technique {
        case .hiddenSingleInBox, .hiddenSingleInLine:
            return houses.isEmpty ? "Hidden single" : "Hidden single in \(houses)"
        case .nakedSingle:
            return step.placement.map { "Naked single in \(name($0.cell))" } ?? "Naked single"
        default:
            return houses.isEmpty ? step.technique.displayName : "\(step.technique.displayName) in \(houses)"
        }
    }

    static func detail(of step: SudokuStep) -> String {
        if let placement = step.placement {
            return "\(placement.digit) goes in \(name(placement.cell))"
        }
        var parts: [String] = []
        for digit in 1...9 {
            let cells = step.eliminations.filter { $0.digit == digit }.map { name($0.cell) }
            if !cells.isEmpty { parts.append("\(digit) from " + cells.joined(separator: ", ")) }
        }
        return "Remove " + parts.joined(separator: "; ")
    }

    /// "r4c7": row and column, 1-based, as the engine names cells.
    static func name(_ cell: Int) -> String { "r\(cell / 9 + 1)c\(cell % 9 + 1)" }
}
