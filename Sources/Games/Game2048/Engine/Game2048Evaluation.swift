import GameCore

/// How the coach judges a board it stops searching at. The board is scored line by line (every
/// row and every column) and the lines are summed, so the 4×4 search can read each line's score
/// from a table. What a line earns or pays, all on tile ranks (log2 of the value, 0 for empty):
///
/// - free cells earn, because space is what keeps a game alive;
/// - neighbours of equal rank (gaps ignored) earn, because they are merges waiting to happen: a
///   run of n equal tiles counts n (a pair 2, three in a row 3), as the published weights expect;
/// - disorder pays: a line should rise or fall steadily so big tiles pile up at one end, and a
///   step the wrong way costs the difference of `rank⁴`, so misplacing a big tile hurts far more
///   than misplacing a small one (only the cheaper of the two directions is charged);
/// - the tiles' mass pays `rank^3.5`, which rewards merging now over merging later;
/// - a line whose largest tile sits at one of its ends earns, which (counted over rows and
///   columns) pulls the largest tile into a corner.
///
/// The terms and their weights follow the ones published with a well-known expectimax 2048 AI
/// (nneonneo's: empty 270, merges 700, monotonicity 47 on `rank⁴`, sum 11 on `rank^3.5`); the
/// end-of-line term is this coach's own. They are proven on many games, which mattered more
/// here than tuning a new set.
package enum Game2048Evaluation {
    /// Added to every line so that ordinary boards score well above zero.
    static let lineBase = 200_000.0
    static let emptyWeight = 270.0
    static let mergeWeight = 700.0
    static let disorderWeight = 47.0
    static let massWeight = 11.0
    /// Earned (times `rank⁴`) when a line's largest tile is at one of its ends.
    static let edgeWeight = 2.0

    /// `rank⁴`: what a tile weighs when the order of a line is judged.
    @inline(__always)
    static func orderWeight(_ rank: Int) -> Double {
        let value = Double(rank)
        return value * value * value * value
    }

    /// `rank^3.5`: what a tile weighs in the board's mass.
    @inline(__always)
    static func massOf(_ rank: Int) -> Double {
        let value = Double(rank)
        return value * value * value * value.squareRoot()
    }

    /// The score of one line of `count` cells whose ranks `rank(i)` gives, cell 0 first.
    @inline(__always)
    package static func lineScore(count: Int, rank: (Int) -> Int) -> Double {
        var empty = 0
        var merges = 0
        var mass = 0.0
        var rising = 0.0
        var falling = 0.0
        var previousTile = 0
        var previousWeight = 0.0
        var largest = 0
        var largestAtEnd = false
        // Equal neighbours so far in the current run of equal tiles.
        var run = 0
        for index in 0..<count {
            let current = rank(index)
            let weight = orderWeight(current)
            if current == 0 {
                empty += 1
            } else {
                mass += massOf(current)
                if current == previousTile {
                    run += 1
                } else if run > 0 {
                    merges += 1 + run
                    run = 0
                }
                previousTile = current
                if current > largest {
                    largest = current
                    largestAtEnd = index == 0 || index == count - 1
                } else if current == largest, index == count - 1 {
                    largestAtEnd = true
                }
            }
            if index > 0 {
                if weight > previousWeight {
                    rising += weight - previousWeight
                } else {
                    falling += previousWeight - weight
                }
            }
            previousWeight = weight
        }
        if run > 0 { merges += 1 + run }
        var score = lineBase + emptyWeight * Double(empty) + mergeWeight * Double(merges)
        score -= disorderWeight * min(rising, falling) + massWeight * mass
        if largestAtEnd, largest > 0 {
            score += edgeWeight * orderWeight(largest)
        }
        return score
    }

    /// A value below every board that still has a move: the most any line can pay, on all the
    /// board's lines (`rows` rows of `columns` cells and `columns` columns of `rows` cells) with
    /// ranks up to `maximumRank`, minus one. The search gives it to a board with no move, so
    /// losing is always the worst outcome, while the average over spawns still weighs a small
    /// risk of losing against a large gain elsewhere.
    package static func lostValue(rows: Int, columns: Int, maximumRank: Int) -> Double {
        let top = max(maximumRank, 1)
        let worstLine = { (length: Int) in
            lineBase - disorderWeight * Double(length - 1) * orderWeight(top) - massWeight * Double(length)
                * massOf(top)
        }
        return Double(rows) * worstLine(columns) + Double(columns) * worstLine(rows) - 1
    }
}
