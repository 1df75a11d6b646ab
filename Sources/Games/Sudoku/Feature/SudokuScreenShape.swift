import GameCore
import GameKit
import Layout
import SudokuEngine

/// Which arrangement suits the window: the board beside a panel when it is wide, the board
/// over the pad and buttons when it is tall, and board and pad alone when it is small (every
/// action still has its key).
enum SudokuScreenShape: Equatable {
    case landscape, portrait, small

    init(size: Size) {
        if size.width >= size.height * 1.1 && size.width >= 640 && size.height >= 400 {
            self = .landscape
        } else if size.width >= 320 && size.height >= 460 {
            self = .portrait
        } else {
            self = .small
        }
    }
}

/// Fixed heights of the rows around the board, so the board can be given the rest.
enum SudokuMetrics {
    static let header = 36.0
    static let stats = 52.0
    static let landscapeStatus = 84.0
    static let portraitInfo = 54.0
    /// The landscape key legend: four caption lines.
    static let legend = 76.0
    static let panelWidthRange = 300.0...440.0
}
