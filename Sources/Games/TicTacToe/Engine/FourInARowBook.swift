/// Four in a row's opening book: the first player's first moves, each proven to win by the
/// engine's own solver, for the positions it meets when it follows the book whatever the other
/// side replies. The solver needs tens of seconds to minutes for these first positions and well
/// under a second from a few moves later on.
///
/// Origin: written by `scripts/four-in-a-row-book.sh` (the engine's `FourInARowSolver` compiled
/// with a small driver, `scripts/four-in-a-row-book/main.swift`). Each entry is `<moves>:<column>`,
/// the moves so far as 1-based columns (`-` for none) and the column to play, also 1-based.
package enum FourInARowBook {
    static let entries = """
        41:4 42:2 43:6 44:4 45:2 46:2 47:4 4141:4 4142:4 4143:4 4144:4 4145:4 4146:4 4147:4
        4221:3 4222:4
        """

    /// The book's column for a position (0-based), or nil when the book does not hold it. A
    /// position's mirror image takes the mirror of its mirror's column, so the book holds one
    /// of each pair.
    package static func column(for position: FourInARowPosition) -> Int? {
        if let column = table[position.key] { return column }
        return table[position.mirrored.key].map { FourInARowPosition.width - 1 - $0 }
    }

    private static let table: [UInt64: Int] = {
        var table: [UInt64: Int] = [:]
        for entry in entries.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            let parts = entry.split(separator: ":")
            var position = FourInARowPosition()
            for character in parts[0] where character != "-" { position.play(Int(String(character))! - 1) }
            table[position.key] = Int(parts[1])! - 1
        }
        return table
    }()
}
