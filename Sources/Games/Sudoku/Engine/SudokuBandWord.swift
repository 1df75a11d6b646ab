/// Bit tricks on a band word, shared by the generator's two bitboard engines
/// (`SudokuSinglesCheck`, `SudokuRandomGrid`). A band word holds one digit's 27 cells of a band,
/// nine bits a row, row after row; a box is three bits in each of the three rows.
enum SudokuBandWord {
    /// The first row of a band word.
    static let rowMask: UInt32 = 0x1FF
    /// The first box of a band word.
    static let boxMask: UInt32 = 7 | 7 << 9 | 7 << 18
    /// One bit in each row: multiplying a row's nine bits by it copies them into all three.
    static let spread: UInt32 = 1 | 1 << 9 | 1 << 18

    /// The cells of `word` alone in their part of the band (`part`: a row or a box mask, shifted
    /// by `step` for the next two).
    @inline(__always)
    static func loneCells(_ word: UInt32, _ part: UInt32, _ step: UInt32) -> UInt32 {
        let x0 = word & part
        let x1 = word & (part &<< step)
        let x2 = word & (part &<< (2 &* step))
        return (x0 & (x0 &- 1) == 0 ? x0 : 0) | (x1 & (x1 &- 1) == 0 ? x1 : 0) | (x2 & (x2 &- 1) == 0 ? x2 : 0)
    }

    /// The cells of three band words (a stack's three bands) alone in their column: one bit
    /// among the nine rows.
    @inline(__always)
    static func loneInColumns(_ w0: UInt32, _ w1: UInt32, _ w2: UInt32) -> (UInt32, UInt32, UInt32) {
        var once = (w0 | w0 &>> 9 | w0 &>> 18) & rowMask
        var twice = (w0 & w0 &>> 9 | w0 & w0 &>> 18 | w0 &>> 9 & w0 &>> 18) & rowMask
        let once1 = (w1 | w1 &>> 9 | w1 &>> 18) & rowMask
        twice |= (w1 & w1 &>> 9 | w1 & w1 &>> 18 | w1 &>> 9 & w1 &>> 18 | once & once1) & rowMask
        once |= once1
        let once2 = (w2 | w2 &>> 9 | w2 &>> 18) & rowMask
        twice |= (w2 & w2 &>> 9 | w2 & w2 &>> 18 | w2 &>> 9 & w2 &>> 18 | once & once2) & rowMask
        once |= once2
        let lone = (once & ~twice) &* spread
        return (w0 & lone, w1 & lone, w2 & lone)
    }
}
