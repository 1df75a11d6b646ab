import GameCore
import Localization
import SudokuEngine
import SudokuVariants

/// The player's words for the engine's names — techniques, levels, houses and cells — in the
/// current language. The engine keeps its English names for the command line and its tests.
enum SudokuWords {
    static func technique(_ technique: SudokuTechnique) -> String {
        switch technique {
        case .fullHouse: return tr("Full house")
        case .hiddenSingleInBox: return tr("Hidden single in a box")
        case .hiddenSingleInLine: return tr("Hidden single in a line")
        case .nakedSingle: return tr("Naked single")
        case .pointing: return tr("Pointing")
        case .claiming: return tr("Claiming (box/line reduction)")
        case .nakedPair: return tr("Naked pair")
        case .hiddenPair: return tr("Hidden pair")
        case .nakedTriple: return tr("Naked triple")
        case .hiddenTriple: return tr("Hidden triple")
        case .xWing: return tr("X-wing")
        case .swordfish: return tr("Swordfish")
        case .xyWing: return tr("XY-wing")
        case .xyzWing: return tr("XYZ-wing")
        case .turbotFish: return tr("Turbot fish (skyscraper, kite)")
        case .nakedQuad: return tr("Naked quad")
        case .jellyfish: return tr("Jellyfish")
        case .hiddenQuad: return tr("Hidden quad")
        case .xChain: return tr("X-chain")
        case .xyChain: return tr("XY-chain")
        case .forcingChain: return tr("Forcing chain")
        // The variants' techniques (X-Sudoku's diagonals, killer cages).
        case .hiddenSingleInDiagonal: return tr("Hidden single in a diagonal")
        case .cageSum: return tr("Cage sum")
        case .cageCombination: return tr("Cage combinations")
        case .ruleOf45: return tr("Rule of 45 (innies and outies)")
        case .ruleOf45Houses: return tr("Rule of 45 over several houses")
        }
    }

    /// A level's name as a title ("Medium").
    static func level(_ difficulty: SudokuDifficulty) -> String {
        switch difficulty {
        // TRANSLATORS: Sudoku difficulty levels, as titles (a panel box, the new-game menu).
        case .trivial: return tr("Trivial")
        case .easy: return tr("Easy")
        case .medium: return tr("Medium")
        case .hard: return tr("Hard")
        case .extreme: return tr("Extreme")
        }
    }

    /// A variant's name, as a title (the printout's captions).
    static func variant(_ variant: SudokuVariant) -> String {
        switch variant {
        // TRANSLATORS: Sudoku rule sets: classic 9×9, X (both diagonals are houses too), jigsaw
        // (irregular regions), killer (cages with sums), and the small grids.
        case .classic: return tr("Classic")
        case .x: return tr("X-Sudoku")
        case .jigsaw: return tr("Jigsaw")
        case .killer: return tr("Killer")
        case .mini4: return tr("4×4")
        case .mini6: return tr("6×6")
        }
    }

    /// "row 3", "column 2", "box 9".
    /// A variant grid's house: rows, columns and boxes as on the classic grid, and a jigsaw's
    /// regions and X-Sudoku's diagonals.
    static func house(_ house: SudokuVariantHouse) -> String {
        switch house.kind {
        case .row: return tr("row {number}", ["number": house.index + 1])
        case .column: return tr("column {number}", ["number": house.index + 1])
        case .box: return tr("box {number}", ["number": house.index + 1])
        // TRANSLATORS: a jigsaw Sudoku's irregular region, by its number.
        case .region: return tr("region {number}", ["number": house.index + 1])
        // TRANSLATORS: X-Sudoku's diagonal from the top-left corner to the bottom-right one.
        case .diagonal: return tr("the main diagonal")
        // TRANSLATORS: X-Sudoku's diagonal from the top-right corner to the bottom-left one.
        case .antiDiagonal: return tr("the anti-diagonal")
        }
    }

    static func house(_ house: SudokuHouse) -> String {
        switch house {
        case .row(let r): return tr("row {number}", ["number": r + 1])
        case .column(let c): return tr("column {number}", ["number": c + 1])
        case .box(let b): return tr("box {number}", ["number": b + 1])
        }
    }

    /// "r4c7": row and column, 1-based, as Sudoku players write cells.
    static func cell(_ cell: Int, size: Int = 9) -> String {
        // TRANSLATORS: a Sudoku cell by row and column, as players write it (r4c7).
        tr("r{row}c{column}", ["row": cell / size + 1, "column": cell % size + 1])
    }

    /// "3", "3 and 8", "3, 5 and 8" — digits, cells or houses.
    static func list(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        // TRANSLATORS: separates items of a list but the last two ("3, 5 and 8").
        let head = words.dropLast().joined(separator: tr(", "))
        // TRANSLATORS: joins the last item to a list ("3, 5 and 8").
        return tr("{list} and {last}", ["list": head, "last": words[words.count - 1]])
    }

    static func digits(_ digits: [Int]) -> String { list(digits.map(String.init)) }
}

extension SudokuWords {
    /// Why `text` could not be imported, in the player's language: the engine's reasons are
    /// English for the command line, so the window says them again from what went wrong.
    static func importFailure(_ text: String, _ error: any Error) -> String {
        let message = (error as? InputError)?.message ?? ""
        if message == "no solution" { return tr("the puzzle has no solution") }
        if message == "multiple solutions" { return tr("the puzzle has more than one solution") }
        let blanks: Set<Character> = [".", "0", "-", "_", "*", "x", "X"]
        let separators: Set<Character> = ["|", "+", ",", ";", "="]
        if let bad = text.first(where: {
            !($0.isASCII && $0.isNumber) && !blanks.contains($0) && !separators.contains($0) && !$0.isWhitespace
        }) {
            return tr("“{character}” is not a cell (1–9, or . or 0 for a blank)", ["character": bad])
        }
        let cells = text.filter { ($0.isASCII && $0.isNumber) || blanks.contains($0) }.count
        if cells != 81 {
            return trn(
                "found {count} cell; a puzzle has 81 (1–9, and . or 0 for blanks)",
                "found {count} cells; a puzzle has 81 (1–9, and . or 0 for blanks)", count: cells)
        }
        return tr("the digits break the rules of Sudoku")
    }
}
