import GameCore

/// Gauss-Jordan elimination of the press matrix `A` alongside an identity matrix, both as
/// flat arrays of packed rows. Afterwards `reduced = transform · A` is in reduced row echelon
/// form, which is all the solver needs: the transform's first `rank` rows give a
/// pseudo-inverse, its other rows the solvability constraints, and the reduced rows the null
/// space.
package struct PressMatrixElimination {
    package let cells: Int
    package let width: Int
    private(set) var reduced: [UInt64]
    private(set) var transform: [UInt64]
    private(set) var pivotColumns: [Int] = []

    package var rank: Int { pivotColumns.count }

    package init(size: Int, width: Int) {
        cells = size * size
        self.width = width
        reduced = [UInt64](repeating: 0, count: cells * width)
        transform = [UInt64](repeating: 0, count: cells * width)
        // Row i of A: the lights that press i toggles (A is symmetric, so also its column i).
        for row in 0..<size {
            for col in 0..<size {
                let index = row * size + col
                var toggled = [index]
                if row > 0 { toggled.append(index - size) }
                if row < size - 1 { toggled.append(index + size) }
                if col > 0 { toggled.append(index - 1) }
                if col < size - 1 { toggled.append(index + 1) }
                for light in toggled {
                    reduced[index * width + light >> 6] |= 1 << UInt64(light & 63)
                }
                transform[index * width + index >> 6] |= 1 << UInt64(index & 63)
            }
        }
    }

    /// The matrix of any toggle pattern: row `light` holds the presses that toggle it (the
    /// pattern's transpose, since a pattern need not be symmetric), beside an identity.
    package init(pattern: LightsOutPattern, width: Int) {
        cells = pattern.size * pattern.size
        self.width = width
        reduced = [UInt64](repeating: 0, count: cells * width)
        transform = [UInt64](repeating: 0, count: cells * width)
        for press in 0..<cells {
            pattern.toggles[press].forEachSetIndex { light in
                reduced[light * width + press >> 6] |= 1 << UInt64(press & 63)
            }
            transform[press * width + press >> 6] |= 1 << UInt64(press & 63)
        }
    }

    package func reducedBit(row: Int, column: Int) -> Bool {
        reduced[row * width + column >> 6] >> UInt64(column & 63) & 1 == 1
    }

    package func transformBit(row: Int, column: Int) -> Bool {
        transform[row * width + column >> 6] >> UInt64(column & 63) & 1 == 1
    }

    package func transformRow(_ row: Int) -> ArraySlice<UInt64> {
        transform[row * width..<(row + 1) * width]
    }

    package mutating func reduceToEchelonForm() {
        for column in 0..<cells {
            let word = column >> 6
            let mask: UInt64 = 1 << UInt64(column & 63)
            let pivotRow = rank
            guard let found = (pivotRow..<cells).first(where: { reduced[$0 * width + word] & mask != 0 }) else {
                continue
            }
            swapRows(found, pivotRow)
            for row in 0..<cells where row != pivotRow && reduced[row * width + word] & mask != 0 {
                // Columns left of `column` are already zero in the pivot row, so start at its word.
                addRow(pivotRow, into: row, fromWord: word)
            }
            pivotColumns.append(column)
        }
    }

    private mutating func swapRows(_ first: Int, _ second: Int) {
        guard first != second else { return }
        for word in 0..<width {
            reduced.swapAt(first * width + word, second * width + word)
            transform.swapAt(first * width + word, second * width + word)
        }
    }

    private mutating func addRow(_ source: Int, into target: Int, fromWord firstWord: Int) {
        for word in firstWord..<width {
            reduced[target * width + word] ^= reduced[source * width + word]
        }
        for word in 0..<width {
            transform[target * width + word] ^= transform[source * width + word]
        }
    }
}
