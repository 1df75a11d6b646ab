import GameCore

/// A Sudoku move in a save is a capital letter and the cell as row and column digits (0–8),
/// then the digit where there is one: `P405` places 5 at row 4, column 0; `N405` toggles the
/// note 5 there; `E40` erases; `F40` toggles the flag; `H` fills one cell from the solution;
/// `C40` fills that cell from the solution (a hint carried out); `R40` pencils its candidates
/// back; `M` pencils every blank cell's candidates, `W` wipes every note; `S405416.` strikes the notes 5 at r4c0 and 6 at r4c1 (a hint's eliminations, closed by
/// a dot).
extension SudokuMove: SaveToken {
    public var saveToken: String {
        switch self {
        case let .place(cell, digit): "P\(cell / 9)\(cell % 9)\(digit)"
        case let .toggleNote(cell, digit): "N\(cell / 9)\(cell % 9)\(digit)"
        case let .erase(cell): "E\(cell / 9)\(cell % 9)"
        case let .toggleFlag(cell): "F\(cell / 9)\(cell % 9)"
        case .fillOneCell: "H"
        case .fillNotes: "M"
        case .clearNotes: "W"
        case let .fillCell(cell): "C\(cell / 9)\(cell % 9)"
        case let .restoreNotes(cell): "R\(cell / 9)\(cell % 9)"
        case let .strikeNotes(candidates):
            "S" + candidates.map { "\($0.cell / 9)\($0.cell % 9)\($0.digit)" }.joined() + "."
        }
    }

    public static func readToken(from text: inout Substring) -> Self? {
        var rest = text
        // The letter by its ASCII code: a save of a million moves reads a million of them.
        guard let letter = rest.utf8.first else { return nil }
        rest = rest.dropFirst()
        let move: Self?
        switch letter {
        case UInt8(ascii: "H"): move = .fillOneCell
        case UInt8(ascii: "M"): move = .fillNotes
        case UInt8(ascii: "W"): move = .clearNotes
        case UInt8(ascii: "S"):
            var candidates: [SudokuCandidate] = []
            while let next = rest.first, next != "." {
                guard let (row, col) = SaveTokenDigits.pair(from: &rest), row < 9, col < 9,
                    let digit = SaveTokenDigits.digit(from: &rest), (1...9).contains(digit)
                else { return nil }
                candidates.append(SudokuCandidate(cell: row * 9 + col, digit: digit))
            }
            guard rest.popFirst() == "." else { return nil }
            move = .strikeNotes(candidates)
        case UInt8(ascii: "C"), UInt8(ascii: "R"):
            guard let (row, col) = SaveTokenDigits.pair(from: &rest), row < 9, col < 9 else { return nil }
            move = letter == UInt8(ascii: "C") ? .fillCell(row * 9 + col) : .restoreNotes(cell: row * 9 + col)
        case UInt8(ascii: "P"), UInt8(ascii: "N"), UInt8(ascii: "E"), UInt8(ascii: "F"):
            guard let (row, col) = SaveTokenDigits.pair(from: &rest), row < 9, col < 9 else { return nil }
            let cell = row * 9 + col
            switch letter {
            case UInt8(ascii: "E"): move = .erase(cell: cell)
            case UInt8(ascii: "F"): move = .toggleFlag(cell: cell)
            default:
                guard let digit = SaveTokenDigits.digit(from: &rest) else { return nil }
                move =
                    letter == UInt8(ascii: "P")
                    ? .place(cell: cell, digit: digit) : .toggleNote(cell: cell, digit: digit)
            }
        default: move = nil
        }
        if move != nil { text = rest }
        return move
    }
}
