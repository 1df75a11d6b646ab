import GameCore
import GameKit
import Layout
import SudokuEngine

/// Words for a hint in the status bar: a title naming the technique and where it applies
/// ("Hidden single in row 4"), and a detail with one sentence saying why it holds, then what it
/// gives ("5 goes in r4c7" or "Remove 3 from r1c4, r1c5").
enum SudokuHintText {
    static func message(for hint: SudokuHint) -> SudokuMessage {
        switch hint {
        case .wrongDigit(let cell):
            return SudokuMessage(
                title: "\(name(cell)) holds a wrong digit",
                detail: "Fix it before anything else: no step is sound on top of it. H again erases it.", tone: .bad)
        case .missingNote(let cell):
            return SudokuMessage(
                title: "The notes in \(name(cell)) leave out its digit",
                detail: "A step built on them could mislead. H again pencils every candidate back in.", tone: .bad)
        case .step(let step):
            return SudokuMessage(
                title: title(of: step), detail: "\(reason(for: step)) \(detail(of: step)). H again does it.",
                tone: .hint)
        }
    }

    /// What the status bar says once the hint button has carried a hint out.
    static func doneMessage(for hint: SudokuHint) -> SudokuMessage {
        switch hint {
        case .wrongDigit(let cell): return SudokuMessage(title: "Erased \(name(cell))", tone: .hint)
        case .missingNote(let cell):
            return SudokuMessage(title: "Pencilled every candidate into \(name(cell))", tone: .hint)
        case .step(let step):
            return SudokuMessage(title: "\(step.technique.displayName): \(detail(of: step))", tone: .hint)
        }
    }

    static func title(of step: SudokuStep) -> String {
        let houses = step.houses.map(\.description).joined(separator: " and ")
        switch step.technique {
        case .hiddenSingleInBox, .hiddenSingleInLine:
            return houses.isEmpty ? "Hidden single" : "Hidden single in \(houses)"
        case .nakedSingle:
            return step.placement.map { "Naked single in \(name($0.cell))" } ?? "Naked single"
        case .xWing, .swordfish, .jellyfish:
            return "\(step.technique.displayName) on \(digitList(step.digits))"
        case .xyWing, .xyzWing:
            return "\(step.technique.displayName), pivot \(step.cells.first.map(name) ?? "")"
        case .turbotFish, .xChain, .xyChain:
            return "\(step.technique.displayName) on \(digitList(step.digits)), \(step.cells.count) cells"
        case .forcingChain:
            let supposed = step.eliminations.first.map { " from \($0.digit) in \(name($0.cell))" } ?? ""
            return "Forcing chain\(supposed)"
        default:
            return houses.isEmpty ? step.technique.displayName : "\(step.technique.displayName) in \(houses)"
        }
    }

    /// What the step gives: "5 goes in r4c7" or "Remove 3 from r1c4, r1c5; 8 from r2c2".
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

    /// One sentence saying why the step follows, in the pattern's own cells and houses.
    static func reason(for step: SudokuStep) -> String {
        let digits = digitList(step.digits)
        let cells = step.cells.map(name).joined(separator: ", ")
        let house = step.houses.first?.description ?? ""
        let other = step.houses.count > 1 ? step.houses[1].description : ""
        let target = step.eliminations.first.map { $0.digit } ?? step.digits.first ?? 0
        switch step.technique {
        case .fullHouse:
            return "\(name(step.cells[0])) is the last empty cell of \(house)."
        case .hiddenSingleInBox, .hiddenSingleInLine:
            return "\(digits) has no other place left in \(house)."
        case .nakedSingle:
            return "Every other digit is ruled out in \(name(step.cells[0]))."
        case .pointing, .claiming:
            return "In \(house), \(digits) can only go in \(other), so the rest of \(other) cannot have it."
        case .nakedPair, .nakedTriple, .nakedQuad:
            return "\(cells) hold only \(digits) between them, so no other cell of \(house) can."
        case .hiddenPair, .hiddenTriple, .hiddenQuad:
            return "\(digits) fit only in \(cells) in \(house), so those cells hold nothing else."
        case .xWing, .swordfish, .jellyfish:
            let base = step.base.map(\.description).joined(separator: ", ")
            let cover = step.cover.map(\.description).joined(separator: ", ")
            return
                "In \(base) (base), \(digits) can only go in \(cover) (cover); each base line takes one, "
                + "so the cover lines get theirs there and nowhere else."
        case .xyWing:
            return
                "Whichever digit the pivot \(name(step.cells[0])) takes, \(name(step.cells[1])) or "
                + "\(name(step.cells[2])) is \(target), so cells seeing both cannot be \(target)."
        case .xyzWing:
            return
                "Whichever digit the pivot \(name(step.cells[0])) takes, it, \(name(step.cells[1])) or "
                + "\(name(step.cells[2])) is \(target), so cells seeing all three cannot be \(target)."
        case .turbotFish, .xChain:
            return
                "Strong links (a house's only two \(target)s, bold) alternate with weak ones, so "
                + "\(ends(step)) is \(target): cells seeing both ends cannot be."
        case .xyChain:
            return
                "Each cell has two candidates and hands the other on, so if \(name(step.cells[0])) is not "
                + "\(target), \(name(step.cells[step.cells.count - 1])) is: cells seeing both cannot be \(target)."
        case .forcingChain:
            return forcingReason(step)
        }
    }

    private static func forcingReason(_ step: SudokuStep) -> String {
        guard let supposed = step.eliminations.first else { return "" }
        let start = "If \(name(supposed.cell)) were \(supposed.digit), "
        let end = ", so it cannot be."
        switch step.contradiction {
        case .emptyCell(let cell):
            return start + "the singles marked would leave \(name(cell)) without a digit" + end
        case .noPlace(let digit, let house):
            return start + "the singles marked would leave no place for \(digit) in \(house)" + end
        case .nested:
            return start + "singles and further forcing chains inside that supposition run into a contradiction" + end
        case .exhaustive:
            return start + "no way of filling the rest of the grid would work" + end
        case nil:
            return start + "singles and box/line reductions would run into a contradiction" + end
        }
    }

    /// "r1c1 or r5c5": a chain's two ends.
    private static func ends(_ step: SudokuStep) -> String {
        guard let first = step.cells.first, let last = step.cells.last else { return "" }
        return "\(name(first)) or \(name(last))"
    }

    /// "3", "3 and 8", "3, 5 and 8".
    static func digitList(_ digits: [Int]) -> String {
        let words = digits.map(String.init)
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
    }

    /// "r4c7": row and column, 1-based, as the engine names cells.
    static func name(_ cell: Int) -> String { "r\(cell / 9 + 1)c\(cell % 9 + 1)" }
}
