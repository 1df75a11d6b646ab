/// Four in a row's opening book: the first player's first moves, each proven to win by the
/// engine's own solver, for the positions it meets when it follows the book whatever the other
/// side replies (one of each mirror pair). The solver needs minutes for these first positions
/// (the empty board's proof, that the centre wins, took 1.6 billion positions) and well under a
/// second from a few moves later on.
///
/// Origin: written by `scripts/four-in-a-row-book.sh` (the engine's `FourInARowSolver` compiled
/// with a small driver, `scripts/four-in-a-row-book/main.swift`) in three runs: `0` (the empty
/// board), `4 4` (the replies to the centre, four plies deep) and `6 4 "<those entries>"` (six
/// plies). Each entry is `<moves>:<column>`, the moves so far as 1-based columns (`-` for none)
/// and the column to play, also 1-based.
package enum FourInARowBook {
    static let entries = """
        -:4 41:4 42:2 43:6 44:4 45:2 46:2 47:4 4141:4 4142:4 4143:4 4144:4 4145:4 4146:4 4147:4
        4221:3 4222:4 4223:5 4224:4 4225:4 4226:4 4227:4 4361:4 4362:4 4363:3 4364:4 4365:4
        4366:7 4367:6 4441:4 4442:4 4443:4 4444:4 4445:4 4446:4 4447:4 4521:2 4522:1 4523:4
        4524:4 4525:5 4526:4 4527:4 4621:4 4622:4 4623:2 4624:4 4625:4 4626:4 4627:4 4741:4
        4742:4 4743:4 4744:4 4745:4 4746:4 4747:4 414141:4 414142:4 414143:4 414144:4 414145:4
        414146:4 414147:4 414242:4 414243:4 414244:4 414245:4 414246:4 414247:4 414343:4
        414344:4 414345:4 414346:4 414347:4 414441:4 414442:4 414443:4 414444:5 414445:4
        414446:4 414447:4 414544:4 414545:4 414546:4 414644:4 414646:4 414744:4 422131:3
        422132:4 422133:3 422134:4 422135:4 422136:3 422137:4 422241:4 422242:4 422243:4
        422244:4 422245:4 422246:4 422247:4 422351:4 422352:4 422353:3 422354:4 422355:4
        422356:3 422357:3 422441:4 422442:4 422443:4 422444:4 422445:4 422446:4 422447:4
        422541:4 422543:4 422544:4 422545:4 422546:4 422547:4 422641:4 422643:4 422644:4
        422646:4 422647:4 422741:4 422743:4 422744:4 422747:4 436141:4 436142:4 436143:4
        436144:4 436145:4 436146:4 436147:4 436242:4 436243:4 436244:4 436245:4 436246:4
        436247:4 436331:4 436332:4 436333:4 436334:4 436335:4 436336:5 436337:6 436441:4
        436442:4 436443:4 436444:4 436445:4 436446:4 436447:4 436543:4 436544:4 436545:4
        436546:4 436547:4 436671:4 436672:4 436673:4 436674:4 436675:3 436676:4 436677:4
        436761:4 436762:4 436763:3 436764:4 436765:4 436766:4 436767:3 444141:4 444142:4
        444143:4 444144:3 444145:4 444146:4 444147:4 444242:4 444243:4 444244:4 444245:4
        444246:4 444343:4 444344:3 444345:4 444441:3 444442:2 444443:3 444444:3
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
