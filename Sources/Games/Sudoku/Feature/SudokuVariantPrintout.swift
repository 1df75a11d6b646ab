import CairoPDF
import GameCore
import GameKit
import Localization
import SudokuEngine
import SudokuVariants

/// `tessera sudoku print --variant V`: variant puzzles on paper, laid out as the classic
/// printout lays them (`SudokuPrintout.boards`). A board draws its own houses: thick lines
/// between cells of different regions (boxes, or a jigsaw's pieces), the two diagonals of an
/// X-Sudoku in grey, a killer's cages as dashed outlines inside their cells with the sum in the
/// cage's first cell. The foot names the command that prints the same sheet again. The new-game
/// dialog's Print… prints six of the rule set and level it shows.
struct SudokuVariantPrintout {
    let variant: SudokuVariant
    let difficulty: SudokuDifficulty
    let seed: UInt64
    let puzzles: [SudokuVariantPuzzle]

    /// `count` puzzles, puzzle i from the i-th number drawn from `seed`: the puzzles
    /// `tessera sudoku generate --variant V --difficulty L --count N --seed S` prints.
    init(variant: SudokuVariant, difficulty: SudokuDifficulty, count: Int, seed: UInt64) throws {
        self.variant = variant
        self.difficulty = difficulty
        self.seed = seed
        var seeds = SeededGenerator(seed: seed)
        var puzzles: [SudokuVariantPuzzle] = []
        for _ in 0..<max(0, count) {
            puzzles.append(
                try SudokuVariantGenerator.generate(variant: variant, difficulty: difficulty, seed: seeds.next()))
        }
        self.puzzles = puzzles
    }

    func pdf(paper: PaperSize) throws(PDFError) -> [UInt8] {
        let name = SudokuWords.variant(variant)
        let level = SudokuWords.level(difficulty)
        let document = try PDFDocument(
            width: paper.width, height: paper.height,
            title: tr("Sudoku · {variant} · {level}", ["variant": name, "level": level]))
        let perPage = SudokuPrintout.perPage(puzzles.count)
        let slots = SudokuPrintout.boards(perPage: perPage, paper: paper)
        for (index, puzzle) in puzzles.enumerated() {
            if index > 0 && index % perPage == 0 { document.nextPage() }
            let slot = slots[index % perPage]
            draw(puzzle, in: document, x: slot.x, y: slot.y, side: slot.side)
            document.setGrey(0)
            document.text(
                tr("{variant} · {level} · No. {number}", ["variant": name, "level": level, "number": "\(index + 1)"]),
                x: slot.x + slot.side / 2, y: slot.y + slot.side + SudokuPrintout.caption * 0.7, size: 11,
                bold: true)
            if index % perPage == 0 {
                document.setGrey(0.35)
                document.text(
                    tr(
                        "The same sheet again: tessera sudoku print --variant {variant} --difficulty {level} --count {count} --seed {seed}",
                        [
                            "variant": variant.rawValue, "level": difficulty.rawValue, "count": "\(puzzles.count)",
                            "seed": "\(seed)",
                        ]),
                    x: paper.width / 2, y: paper.height - SudokuPrintout.margin, size: 9)
            }
        }
        return try document.finish()
    }

    /// One board of `shape.size` cells a side.
    private func draw(_ puzzle: SudokuVariantPuzzle, in document: PDFDocument, x: Double, y: Double, side: Double) {
        let shape = puzzle.shape
        let size = shape.size
        let cell = side / Double(size)
        // Heavier than the classic sheet's box lines: a jigsaw's regions are read from them alone.
        let thick = max(1.8, side / 150)
        if shape.diagonals {
            document.setGrey(0.7)
            document.line(from: (x, y), to: (x + side, y + side), lineWidth: thick / 2)
            document.line(from: (x + side, y), to: (x, y + side), lineWidth: thick / 2)
        }
        // Every inner edge: thin and grey inside a region, thick and black between two.
        for row in 0..<size {
            for column in 0..<size {
                let here = row * size + column
                let top = y + Double(row) * cell
                let left = x + Double(column) * cell
                if column + 1 < size {
                    let apart = shape.regions[here] != shape.regions[here + 1]
                    document.setGrey(apart ? 0 : 0.45)
                    document.line(
                        from: (left + cell, top), to: (left + cell, top + cell), lineWidth: apart ? thick : thick / 3)
                }
                if row + 1 < size {
                    let apart = shape.regions[here] != shape.regions[here + size]
                    document.setGrey(apart ? 0 : 0.45)
                    document.line(
                        from: (left, top + cell), to: (left + cell, top + cell), lineWidth: apart ? thick : thick / 3)
                }
            }
        }
        document.setGrey(0)
        for (from, to) in [((x, y), (x + side, y)), ((x, y + side), (x + side, y + side))] {
            document.line(from: from, to: to, lineWidth: thick)
        }
        for (from, to) in [((x, y), (x, y + side)), ((x + side, y), (x + side, y + side))] {
            document.line(from: from, to: to, lineWidth: thick)
        }
        drawCages(shape, in: document, x: x, y: y, cell: cell)
        document.setGrey(0)
        for index in 0..<shape.cellCount where puzzle.puzzle[index] != 0 {
            document.text(
                String(puzzle.puzzle[index]), x: x + (Double(index % size) + 0.5) * cell,
                y: y + (Double(index / size) + 0.5) * cell, size: cell * 0.6, baseline: false)
        }
    }

    /// Each cage's outline, dashed, an eighth of a cell inside its cells, and its sum in the
    /// top-left corner of its first cell (reading order), above the dashes.
    private func drawCages(_ shape: SudokuShape, in document: PDFDocument, x: Double, y: Double, cell: Double) {
        guard !shape.cages.isEmpty else { return }
        let size = shape.size
        let inset = cell / 8
        let width = max(0.5, cell / 60)
        let dash = cell / 12
        document.setGrey(0.2)
        for (number, cage) in shape.cages.enumerated() {
            let inCage = { (row: Int, column: Int) -> Bool in
                (0..<size).contains(row) && (0..<size).contains(column)
                    && shape.cageIndex[row * size + column] == number
            }
            for index in cage.cells {
                let row = index / size
                let column = index % size
                let left = x + Double(column) * cell
                let top = y + Double(row) * cell
                // The outline runs an inset from every side the cage does not continue over,
                // and reaches the cell's edge where it does, so neighbouring cells' lines meet.
                let open = (
                    up: inCage(row - 1, column), down: inCage(row + 1, column), left: inCage(row, column - 1),
                    right: inCage(row, column + 1)
                )
                let x0 = open.left ? left : left + inset
                let x1 = open.right ? left + cell : left + cell - inset
                let y0 = open.up ? top : top + inset
                let y1 = open.down ? top + cell : top + cell - inset
                if !open.up {
                    document.line(from: (x0, top + inset), to: (x1, top + inset), lineWidth: width, dash: dash)
                }
                if !open.down {
                    document.line(
                        from: (x0, top + cell - inset), to: (x1, top + cell - inset), lineWidth: width, dash: dash)
                }
                if !open.left {
                    document.line(from: (left + inset, y0), to: (left + inset, y1), lineWidth: width, dash: dash)
                }
                if !open.right {
                    document.line(
                        from: (left + cell - inset, y0), to: (left + cell - inset, y1), lineWidth: width, dash: dash)
                }
            }
            // Where the cage turns an inner corner (both sides continue, the cell across the
            // corner is not in it), the two outlines meet in a short L.
            for index in cage.cells {
                let row = index / size
                let column = index % size
                for (down, right) in [(-1, -1), (-1, 1), (1, -1), (1, 1)]
                where inCage(row + down, column) && inCage(row, column + right) && !inCage(row + down, column + right) {
                    let cornerX = x + Double(column) * cell + (right < 0 ? inset : cell - inset)
                    let cornerY = y + Double(row) * cell + (down < 0 ? inset : cell - inset)
                    let edgeX = x + Double(column) * cell + (right < 0 ? 0 : cell)
                    let edgeY = y + Double(row) * cell + (down < 0 ? 0 : cell)
                    document.line(from: (cornerX, cornerY), to: (edgeX, cornerY), lineWidth: width, dash: dash)
                    document.line(from: (cornerX, cornerY), to: (cornerX, edgeY), lineWidth: width, dash: dash)
                }
            }
            guard let first = cage.cells.min() else { continue }
            document.setGrey(1)
            let label = String(cage.sum)
            let labelSize = cell * 0.24
            let labelLeft = x + Double(first % size) * cell + inset * 0.6
            let labelTop = y + Double(first / size) * cell + inset * 0.4
            document.rectangle(
                x: labelLeft, y: labelTop, width: labelSize * 0.62 * Double(label.count) + inset * 0.4,
                height: labelSize * 1.05)
            document.setGrey(0)
            document.text(
                label, x: labelLeft + inset * 0.2, y: labelTop + labelSize * 0.85, size: labelSize, alignLeft: true)
            document.setGrey(0.2)
        }
    }
}
