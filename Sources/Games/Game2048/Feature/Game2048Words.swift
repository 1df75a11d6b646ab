import Game2048Engine
import Localization

/// The player's words for what the engine hands over as data: the hint's direction and the
/// coach's reason. The engine keeps its English for the command line.
enum Game2048Words {
    /// The hint's first line: which way to slide.
    static func hint(_ direction: Game2048Direction) -> String {
        switch direction {
        // TRANSLATORS: the coach's hint, over the reason for it ("Hint: slide left").
        case .left: tr("Hint: slide left")
        case .right: tr("Hint: slide right")
        case .up: tr("Hint: slide up")
        case .down: tr("Hint: slide down")
        }
    }

    /// The hint's second line: why the coach chose the slide, a phrase with no capital (it reads
    /// as the end of "Hint: slide left …").
    static func reason(_ reason: Game2048Reason) -> String {
        switch reason {
        // TRANSLATORS: the coach's reason for its hint, shown under "Hint: slide left".
        case .onlyMove: return tr("the only move the board allows")
        // TRANSLATORS: the coach's reason: whatever the player does, the game is lost in a few moves.
        case .everyMoveLoses: return tr("every move loses soon, whatever tiles come")
        // TRANSLATORS: the coach's reason for its hint.
        case .onlyMoveNotLosing: return tr("the only move that does not lose soon")
        case .newLargest(let merged, let made):
            // TRANSLATORS: the coach's reason; {merged} and {made} are tile values ("merges two
            // 512s into a 1024, the new largest tile").
            return tr("merges two {merged}s into a {made}, the new largest tile", ["merged": merged, "made": made])
        case .opensBoard(let merges):
            return trn(
                // TRANSLATORS: the coach's reason; {count} merges leave {count} cells free (2 or more).
                "opens the board: {count} merge frees {count} cell",
                "opens the board: {count} merges free {count} cells", count: merges)
        case .keepsInCorner(let tile):
            // TRANSLATORS: the coach's reason; {tile} is the largest tile's value.
            return tr("keeps the {tile} in its corner", ["tile": tile])
        case .movesIntoCorner(let tile):
            // TRANSLATORS: the coach's reason; {tile} is the largest tile's value.
            return tr("moves the {tile} into a corner", ["tile": tile])
        case .merges(let value):
            // TRANSLATORS: the coach's reason; {tile} is the value of the two tiles merged ("merges two 8s").
            return tr("merges two {tile}s", ["tile": value])
        // TRANSLATORS: the coach's reason for its hint.
        case .keepsOrder: return tr("keeps the rows and columns in order")
        }
    }
}
