import GameCore
import GameKit
import Layout
import SudokuEngine

/// The screen: header, board and controls arranged for the window's shape, and the dialog on
/// top. Sizes are worked out here from the window so the board gets all the room the
/// controls leave and the rows line up with it.
extension SudokuScene {
    public func body(size: Size, theme: Theme) -> any View {
        let palette = SudokuPalette(theme: theme)
        let content: any View
        switch SudokuScreenShape(size: size) {
        case .landscape: content = landscape(size, palette)
        case .portrait: content = portrait(size, palette)
        case .small: content = small(size, palette)
        }
        return ZStack {
            content
            if let dialog {
                dialogView(dialog, size: size, palette: palette)
            }
        }
        .frame(width: max(0, size.width), height: max(0, size.height))
    }

    public func miniature(theme: Theme) -> any View {
        SudokuBoardView(state: state, palette: SudokuPalette(theme: theme), interactive: false).view
    }

    /// The board with the highlights of the moment.
    func board(_ palette: SudokuPalette) -> any View {
        SudokuBoardView(state: state, marks: marks, palette: palette).view
    }

    var marks: SudokuBoardMarks {
        SudokuBoardMarks(
            selected: selected, selectedNumber: selectedNumber,
            conflicts: showConflicts ? SudokuRules.conflicts(in: state) : [], hint: hint)
    }

    private func header(_ theme: Theme, width: Double, compact: Bool) -> any View {
        GameHeader(
            width < 260 ? "" : "Sudoku", theme: theme, canUndo: midEnd.canUndo, canRedo: midEnd.canRedo,
            compact: compact
        )
        .frame(width: max(0, width), height: SudokuMetrics.header)
    }

    /// Board on the left, the panel (figures, status, pad, buttons) on the right.
    private func landscape(_ size: Size, _ palette: SudokuPalette) -> any View {
        let theme = palette.theme
        let margin = theme.spacing.large
        let gap = theme.spacing.large + theme.spacing.tiny
        let width = max(0, size.width - 2 * margin)
        let height = max(0, size.height - 2 * margin - SudokuMetrics.header - theme.spacing.medium)
        let range = SudokuMetrics.panelWidthRange
        let panelWidth = min(range.upperBound, max(range.lowerBound, width * 0.34))
        let side = max(0, min(height, width - panelWidth - gap))
        return VStack(spacing: theme.spacing.medium) {
            header(theme, width: width, compact: false)
            HStack(alignment: .top, spacing: gap) {
                board(palette).frame(width: side, height: side)
                panel(palette, width: panelWidth, height: side)
            }
            .frame(width: width, height: height)
        }
    }

    /// Header, figures and status, the board, the pad in one row, then two rows of buttons.
    private func portrait(_ size: Size, _ palette: SudokuPalette) -> any View {
        let theme = palette.theme
        let margin = theme.spacing.medium
        let spacing = theme.spacing.small
        let width = max(0, size.width - 2 * margin)
        let key = min((width - 8 * 5) / 9, 54)
        let toolHeight = 34.0
        let tools = 2 * toolHeight + 6
        let chrome = SudokuMetrics.header + SudokuMetrics.portraitInfo + key + tools + 4 * spacing
        let side = max(0, min(width, size.height - 2 * margin - chrome))
        return VStack(spacing: spacing) {
            header(theme, width: width, compact: true)
            infoRow(palette, width: width)
            board(palette).frame(width: side, height: side)
            padRow(palette, width: width, key: key)
            portraitTools(theme, width: width, height: toolHeight)
        }
    }

    /// Header, board and pad only; every other action keeps its key.
    private func small(_ size: Size, _ palette: SudokuPalette) -> any View {
        let theme = palette.theme
        let margin = max(0, min(theme.spacing.small, min(size.width, size.height) * 0.03))
        let spacing = theme.spacing.tiny + 2
        let width = max(0, size.width - 2 * margin)
        let showHeader = size.height >= 180 && size.width >= 150
        let showPad = size.height >= 280 && size.width >= 180
        let key = max(0, min((width - 8 * 3) / 9, 40))
        let chrome = (showHeader ? SudokuMetrics.header + spacing : 0) + (showPad ? key + spacing : 0)
        let side = max(0, min(width, size.height - 2 * margin - chrome))
        return VStack(spacing: spacing) {
            if showHeader { header(theme, width: width, compact: true) }
            board(palette).frame(width: side, height: side)
            if showPad { padRow(palette, width: width, key: key, spacing: 3) }
        }
    }
}
