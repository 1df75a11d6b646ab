// Writes four in a row's opening book with the engine's own solver (see ../four-in-a-row-book.sh).
//
// The book is a first player's strategy: for every position the first player meets after
// following the book against any reply, up to `plies` stones, a column proven to win (its child
// proven lost for the side that replies). Each line is `<moves> <column>`: the moves so far as
// 1-based columns (`-` at the start), then the column to play, also 1-based. Lines are printed
// as they are proven, so a stopped run keeps what it found.
import Glibc

setvbuf(stdout, nil, _IOLBF, 0)
let plies = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1])! : 4
/// A first move taken as given (`4`, the centre) starts the book at the replies to it, so the
/// deeper lines can be proven before the costly first one.
let firstMove = CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : nil
let solver = FourInARowSolver(tableBits: 24)

func position(_ moves: String) -> FourInARowPosition {
    var position = FourInARowPosition()
    for character in moves { position.play(Int(String(character))! - 1) }
    return position
}

/// The first column (from the centre out) whose child is proven lost for the side that replies.
func winningColumn(_ moves: String) -> Int? {
    let here = position(moves)
    for column in FourInARowSolver.columnOrder where here.canPlay(column) {
        if here.winsAt(column) { return column }
        var child = here
        child.play(column)
        if solver.isLost(child) == true { return column }
    }
    return nil
}

/// Lines already proven (`moves:column …`, as the book holds them), taken as given so a run can
/// go on where an earlier one stopped.
let known: [String: Int] = Dictionary(
    uniqueKeysWithValues: (CommandLine.arguments.count > 3 ? CommandLine.arguments[3] : "")
        .split(separator: " ").map { entry in
            let parts = entry.split(separator: ":")
            return (String(parts[0]), Int(parts[1])! - 1)
        })
/// Keys of the positions answered, with their mirror images: the book looks a position's mirror
/// up, so one of each pair is enough.
var answered: Set<UInt64> = []

/// Breadth first, so the shallow positions (the ones play meets first) are proven first.
var frontier = firstMove.map { first in (1...FourInARowPosition.width).map { first + String($0) } } ?? [""]
while let moves = frontier.first, moves.count <= plies {
    frontier.removeFirst()
    let before = solver.nodes
    let here = position(moves)
    if answered.contains(here.key) { continue }
    answered.formUnion([here.key, here.mirrored.key])
    guard let column = known[moves] ?? winningColumn(moves) else {
        print("# \(moves): no winning column")
        continue
    }
    print("\(moves.isEmpty ? "-" : moves) \(column + 1) # \(solver.nodes - before) nodes")
    var after = position(moves)
    after.play(column)
    guard !FourInARowPosition.hasFour(after.current ^ after.mask) else { continue }
    for reply in 0..<FourInARowPosition.width where after.canPlay(reply) {
        frontier.append(moves + String(column + 1) + String(reply + 1))
    }
}
