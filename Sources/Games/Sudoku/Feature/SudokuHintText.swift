import GameCore
import GameKit
import Layout
import Localization
import SudokuEngine
import SudokuVariants

/// Words for a hint in the status bar: a title naming the technique and where it applies
/// ("Hidden single in row 4"), and a detail with one sentence saying why it holds, then what it
/// gives ("5 goes in r4c7" or "Remove 3 from r1c4, r1c5"). Every sentence is one template, so
/// a translation can put its parts in its own order.
enum SudokuHintText {
    /// What the status bar says for `hint` on `state`'s board: the notes the player has decide
    /// whether striking a candidate first fills a cell's candidates in.
    static func message(for hint: SudokuHint, in state: SudokuState) -> SudokuMessage {
        switch hint {
        case .wrongDigit(let cell):
            return SudokuMessage(
                title: tr("{cell} holds a wrong digit", ["cell": SudokuWords.cell(cell, size: state.size)]),
                detail: tr("Fix it before anything else: no step is sound on top of it. H again erases it."),
                tone: .bad)
        case .missingNote(let cell):
            return SudokuMessage(
                title: tr(
                    "The notes in {cell} leave out its digit", ["cell": SudokuWords.cell(cell, size: state.size)]),
                detail: tr("A step built on them could mislead. H again pencils every candidate back in."), tone: .bad)
        case .step(let step):
            let result = detail(of: step, in: state)
            return SudokuMessage(
                title: title(of: step),
                detail: tr("{reason} {result}. H again does it.", ["reason": reason(for: step), "result": result]),
                tone: .hint,
                // The same sentence with no reason: the template keeps each language's order.
                shortDetail: String(
                    tr("{reason} {result}. H again does it.", ["reason": "", "result": result])
                        .drop { $0 == " " }))
        }
    }

    /// What the status bar says once the hint button has carried a hint out; `state` is the
    /// board before it was (which cells had no notes to strike from).
    static func doneMessage(for hint: SudokuHint, in state: SudokuState) -> SudokuMessage {
        switch hint {
        case .wrongDigit(let cell):
            return SudokuMessage(
                title: tr("Erased {cell}", ["cell": SudokuWords.cell(cell, size: state.size)]), tone: .hint)
        case .missingNote(let cell):
            return SudokuMessage(
                title: tr("Pencilled every candidate into {cell}", ["cell": SudokuWords.cell(cell, size: state.size)]),
                tone: .hint)
        case .step(let step):
            let blank = blankCells(of: step, in: state)
            var result = detail(of: step)
            if !blank.isEmpty {
                // TRANSLATORS: a hint carried out on cells that had no notes: {cells} got every candidate the digits allow, then {strikes} (like "8 from r2c8") were struck.
                result = tr(
                    "Filled in the candidates of {cells} and removed {strikes}",
                    ["cells": cellList(blank), "strikes": strikes(of: step)])
            }
            return SudokuMessage(
                title: tr(
                    "{technique}: {result}", ["technique": SudokuWords.technique(step.technique), "result": result]),
                tone: .hint)
        }
    }

    /// The cells a step strikes candidates from that hold no notes: carrying it out fills
    /// their candidates in first, which the hint must say.
    static func blankCells(of step: SudokuStep, in state: SudokuState) -> [Int] {
        guard step.placement == nil else { return [] }
        var cells: [Int] = []
        for candidate in step.eliminations
        where state.board[candidate.cell] == 0 && state.notes[candidate.cell] == 0 && !cells.contains(candidate.cell) {
            cells.append(candidate.cell)
        }
        return cells.sorted()
    }

    /// What the step gives on `state`'s board: a placement, the candidates it strikes, or, where
    /// a cell it strikes from has no notes, that its candidates are filled in first.
    static func detail(of step: SudokuStep, in state: SudokuState) -> String {
        let blank = blankCells(of: step, in: state)
        guard !blank.isEmpty else { return detail(of: step) }
        // TRANSLATORS: a hint on cells without notes: {cells} are filled with every candidate the digits allow, then {strikes} (like "8 from r2c8") are struck.
        return tr(
            "Fill in the candidates of {cells}, then remove {strikes}",
            ["cells": cellList(blank), "strikes": strikes(of: step)])
    }

    private static func cellList(_ cells: [Int]) -> String { cells.map(name).joined(separator: tr(", ")) }

    static func title(of step: SudokuStep) -> String {
        let houses = SudokuWords.list(step.houses.map(SudokuWords.house))
        let technique = SudokuWords.technique(step.technique)
        switch step.technique {
        case .hiddenSingleInBox, .hiddenSingleInLine:
            return houses.isEmpty ? tr("Hidden single") : tr("Hidden single in {houses}", ["houses": houses])
        case .nakedSingle:
            return step.placement.map { tr("Naked single in {cell}", ["cell": name($0.cell)]) } ?? tr("Naked single")
        case .xWing, .swordfish, .jellyfish:
            return tr("{technique} on {digits}", ["technique": technique, "digits": SudokuWords.digits(step.digits)])
        case .xyWing, .xyzWing:
            return tr(
                "{technique}, pivot {cell}", ["technique": technique, "cell": step.cells.first.map(name) ?? ""])
        case .turbotFish, .xChain, .xyChain:
            return trn(
                "{technique} on {digits}, {count} cell", "{technique} on {digits}, {count} cells",
                count: step.cells.count, ["technique": technique, "digits": SudokuWords.digits(step.digits)])
        case .forcingChain:
            guard let supposed = step.eliminations.first else { return technique }
            return tr(
                "Forcing chain from {digit} in {cell}", ["digit": supposed.digit, "cell": name(supposed.cell)])
        default:
            return houses.isEmpty
                ? technique : tr("{technique} in {houses}", ["technique": technique, "houses": houses])
        }
    }

    /// What the step gives: "5 goes in r4c7" or "Remove 3 from r1c4, r1c5; 8 from r2c2".
    static func detail(of step: SudokuStep) -> String {
        if let placement = step.placement {
            return tr("{digit} goes in {cell}", ["digit": placement.digit, "cell": name(placement.cell)])
        }
        // TRANSLATORS: {strikes} is a list like "3 from r1c4, r1c5; 8 from r2c2".
        return tr("Remove {strikes}", ["strikes": strikes(of: step)])
    }

    /// The candidates a step strikes, digit by digit: "3 from r1c4, r1c5; 8 from r2c2".
    static func strikes(of step: SudokuStep) -> String {
        var parts: [String] = []
        for digit in 1...9 {
            let cells = step.eliminations.filter { $0.digit == digit }.map { name($0.cell) }
            // TRANSLATORS: one digit struck from cells, part of "Remove {strikes}".
            if !cells.isEmpty {
                parts.append(tr("{digit} from {cells}", ["digit": digit, "cells": cells.joined(separator: tr(", "))]))
            }
        }
        return parts.joined(separator: tr("; "))
    }

    /// One sentence saying why the step follows, in the pattern's own cells and houses.
    static func reason(for step: SudokuStep) -> String {
        let digits = SudokuWords.digits(step.digits)
        let cells = step.cells.map(name).joined(separator: tr(", "))
        let house = step.houses.first.map(SudokuWords.house) ?? ""
        let other = step.houses.count > 1 ? SudokuWords.house(step.houses[1]) : ""
        let target = step.eliminations.first.map { $0.digit } ?? step.digits.first ?? 0
        switch step.technique {
        case .fullHouse:
            return tr("{cell} is the last empty cell of {house}.", ["cell": name(step.cells[0]), "house": house])
        case .hiddenSingleInBox, .hiddenSingleInLine:
            return tr("{digits} has no other place left in {house}.", ["digits": digits, "house": house])
        case .nakedSingle:
            return tr("Every other digit is ruled out in {cell}.", ["cell": name(step.cells[0])])
        case .pointing, .claiming:
            return tr(
                "In {house}, {digits} can only go in {other}, so the rest of {other} cannot have it.",
                ["house": house, "digits": digits, "other": other])
        case .nakedPair, .nakedTriple, .nakedQuad:
            return tr(
                "{cells} hold only {digits} between them, so no other cell of {house} can.",
                ["cells": cells, "digits": digits, "house": house])
        case .hiddenPair, .hiddenTriple, .hiddenQuad:
            return tr(
                "{digits} fit only in {cells} in {house}, so those cells hold nothing else.",
                ["digits": digits, "cells": cells, "house": house])
        case .xWing, .swordfish, .jellyfish:
            let base = step.base.map(SudokuWords.house).joined(separator: tr(", "))
            let cover = step.cover.map(SudokuWords.house).joined(separator: tr(", "))
            return tr(
                "In {base} (base), {digits} can only go in {cover} (cover); each base line takes one, so the cover lines get theirs there and nowhere else.",
                ["base": base, "digits": digits, "cover": cover])
        case .xyWing:
            return tr(
                "Whichever digit the pivot {pivot} takes, {first} or {second} is {digit}, so cells seeing both cannot be {digit}.",
                [
                    "pivot": name(step.cells[0]), "first": name(step.cells[1]), "second": name(step.cells[2]),
                    "digit": target,
                ])
        case .xyzWing:
            return tr(
                "Whichever digit the pivot {pivot} takes, it, {first} or {second} is {digit}, so cells seeing all three cannot be {digit}.",
                [
                    "pivot": name(step.cells[0]), "first": name(step.cells[1]), "second": name(step.cells[2]),
                    "digit": target,
                ])
        case .turbotFish, .xChain:
            let first = step.cells.first.map(name) ?? ""
            let last = step.cells.last.map(name) ?? ""
            return tr(
                "Strong links (a house's only two cells for {digit}, bold) alternate with weak ones, so {first} or {last} is {digit}: cells seeing both ends cannot be.",
                ["digit": target, "first": first, "last": last])
        case .xyChain:
            return tr(
                "Each cell has two candidates and hands the other on, so if {first} is not {digit}, {last} is: cells seeing both cannot be {digit}.",
                ["first": name(step.cells[0]), "last": name(step.cells[step.cells.count - 1]), "digit": target])
        case .forcingChain:
            return forcingReason(step)
        case .hiddenSingleInDiagonal, .cageSum, .cageCombination, .ruleOf45, .ruleOf45Houses:
            // Only the variants' stepper finds these, and its steps are `SudokuVariantStep`s:
            // a classic step never carries them, so there is no pattern here to explain.
            return SudokuWords.technique(step.technique)
        }
    }

    private static func forcingReason(_ step: SudokuStep) -> String {
        guard let supposed = step.eliminations.first else { return "" }
        let cell = name(supposed.cell)
        let digit = supposed.digit
        switch step.contradiction {
        case .emptyCell(let empty):
            return tr(
                "If {cell} were {digit}, the singles marked would leave {empty} without a digit, so it cannot be.",
                ["cell": cell, "digit": digit, "empty": name(empty)])
        case .noPlace(let missing, let house):
            return tr(
                "If {cell} were {digit}, the singles marked would leave no place for {missing} in {house}, so it cannot be.",
                ["cell": cell, "digit": digit, "missing": missing, "house": SudokuWords.house(house)])
        case .nested:
            return tr(
                "If {cell} were {digit}, singles and further forcing chains inside that supposition would run into a contradiction, so it cannot be.",
                ["cell": cell, "digit": digit])
        case .exhaustive:
            return tr(
                "If {cell} were {digit}, no way of filling the rest of the grid would work, so it cannot be.",
                ["cell": cell, "digit": digit])
        case nil:
            return tr(
                "If {cell} were {digit}, singles and box/line reductions would run into a contradiction, so it cannot be.",
                ["cell": cell, "digit": digit])
        }
    }

    /// "r4c7": row and column, 1-based, as players name cells.
    static func name(_ cell: Int) -> String { SudokuWords.cell(cell) }
}
