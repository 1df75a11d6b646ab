import CairoPDF
import FoundationEssentials
import GameCore
import GameKit
import Localization
import SudokuEngine

#if canImport(Glibc)
    import Glibc
#endif

/// Puzzles of one level on paper, as GNOME Sudoku prints them: one, two, four or six to a page
/// (more pages for more), each a board with thin cell lines, thick box lines and its givens
/// centred, its level and id under it. The id is the seed that generates the puzzle, so
/// `tessera play sudoku --difficulty <level> --seed <id>` plays a printed puzzle again (each
/// page's foot says so).
struct SudokuPrintout {
    struct Puzzle: Equatable {
        let id: UInt64
        let givens: SudokuGrid
    }

    /// How many puzzles one printout takes (ten pages of six at most).
    static let counts = 1...60

    let difficulty: SudokuDifficulty
    let puzzles: [Puzzle]

    /// `count` puzzles of `difficulty`; puzzle i's id is the i-th number drawn from `seed`, cut
    /// to at most seven digits so a player can type it.
    init(difficulty: SudokuDifficulty, count: Int, seed: UInt64) {
        self.difficulty = difficulty
        var seeds = SeededGenerator(seed: seed)
        puzzles = (0..<max(0, count)).map { _ in
            let id = seeds.next() % 10_000_000
            return Puzzle(id: id, givens: SudokuGenerator.generate(difficulty: difficulty, seed: id).puzzle)
        }
    }

    /// Puzzles on each page: 1, 2, 4 or 6, the fewest that hold `count` on one page.
    static func perPage(_ count: Int) -> Int { count <= 2 ? max(1, count) : count <= 4 ? 4 : 6 }

    var pageCount: Int { (puzzles.count + Self.perPage(puzzles.count) - 1) / Self.perPage(puzzles.count) }

    /// Margins of the page, the room under each board for its caption and at the foot for the
    /// replay line, in points.
    static let margin = 42.0
    static let caption = 24.0
    static let foot = 22.0

    /// The boards' squares on a page of `paper` holding `perPage` puzzles, in reading order:
    /// one big board, two stacked, or two columns of two or three.
    static func boards(perPage: Int, paper: PaperSize) -> [(x: Double, y: Double, side: Double)] {
        let columns = perPage == 1 || perPage == 2 ? 1 : 2
        let rows = perPage / columns
        let slotWidth = (paper.width - 2 * margin) / Double(columns)
        let slotHeight = (paper.height - 2 * margin - foot) / Double(rows)
        let gap = perPage == 1 ? 0 : 18.0
        let side = min(slotWidth - gap, slotHeight - caption - gap)
        return (0..<perPage).map { index in
            let column = Double(index % columns)
            let row = Double(index / columns)
            return (
                x: margin + column * slotWidth + (slotWidth - side) / 2,
                y: margin + row * slotHeight + (slotHeight - caption - side) / 2, side: side
            )
        }
    }

    /// The printout as a PDF on `paper`.
    func pdf(paper: PaperSize) throws(PDFError) -> [UInt8] {
        let document = try PDFDocument(
            width: paper.width, height: paper.height,
            title: tr("Sudoku · {level}", ["level": SudokuWords.level(difficulty)]))
        let perPage = Self.perPage(puzzles.count)
        let slots = Self.boards(perPage: perPage, paper: paper)
        for (index, puzzle) in puzzles.enumerated() {
            if index > 0 && index % perPage == 0 { document.nextPage() }
            let slot = slots[index % perPage]
            draw(puzzle, in: document, x: slot.x, y: slot.y, side: slot.side)
            if index % perPage == 0 {
                document.setGrey(0.35)
                document.text(
                    tr(
                        "To play one again: tessera play sudoku --difficulty {level} --seed <its number>",
                        ["level": difficulty.rawValue]),
                    x: paper.width / 2, y: paper.height - Self.margin, size: 9)
            }
        }
        return try document.finish()
    }

    /// One board: the givens, thin grey cell lines, thick black box lines, and the caption.
    private func draw(_ puzzle: Puzzle, in document: PDFDocument, x: Double, y: Double, side: Double) {
        let cell = side / 9
        let thick = max(1.2, side / 220)
        for line in 0...9 where line % 3 != 0 {
            let offset = Double(line) * cell
            document.setGrey(0.45)
            document.line(from: (x + offset, y), to: (x + offset, y + side), lineWidth: thick / 3)
            document.line(from: (x, y + offset), to: (x + side, y + offset), lineWidth: thick / 3)
        }
        document.setGrey(0)
        for line in stride(from: 0, through: 9, by: 3) {
            let offset = Double(line) * cell
            document.line(from: (x + offset, y), to: (x + offset, y + side), lineWidth: thick)
            document.line(from: (x, y + offset), to: (x + side, y + offset), lineWidth: thick)
        }
        for index in 0..<81 where puzzle.givens[index] != 0 {
            document.text(
                String(puzzle.givens[index]), x: x + (Double(index % 9) + 0.5) * cell,
                y: y + (Double(index / 9) + 0.5) * cell, size: cell * 0.6, baseline: false)
        }
        document.text(
            tr("{level} · No. {id}", ["level": SudokuWords.level(difficulty), "id": String(puzzle.id)]),
            x: x + side / 2, y: y + side + Self.caption * 0.7, size: 11, bold: true)
    }
}

extension SudokuPrintout {
    /// The folder the new-game dialog prints into: the player's documents folder, else the
    /// downloads folder (each from `XDG_…_DIR` in the environment, else from
    /// `user-dirs.dirs`, as xdg-user-dirs writes it), else the home folder; nil without a home.
    static func folder(environment: [String: String]) -> String? {
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.config"
        let userDirs = (try? String(contentsOfFile: config + "/user-dirs.dirs", encoding: .utf8)) ?? ""
        for name in ["XDG_DOCUMENTS_DIR", "XDG_DOWNLOAD_DIR"] {
            // Lines such as `XDG_DOCUMENTS_DIR="$HOME/Documents"`.
            let listed = userDirs.split(separator: "\n").lazy.compactMap { line -> String? in
                let parts = line.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, parts[0] == name else { return nil }
                return String(parts[1].filter { $0 != "\"" })
            }.first
            guard let path = (environment[name] ?? listed)?.replacing("$HOME", with: home),
                path.hasPrefix("/"), isDirectory(path)
            else { continue }
            return path
        }
        return home
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Writes the printout to a new file in `folder` named for the level and today's date
    /// (`sudoku-hard-2026-11-27.pdf`, then `…-2.pdf`, … beside an earlier one); its path.
    func save(in folder: String, paper: PaperSize) throws -> String {
        try Self.write(pdf(paper: paper), in: folder, named: "sudoku-\(difficulty.rawValue)")
    }

    /// Writes `bytes` to a new file in `folder` named `stem` and today's date, numbered beside
    /// an earlier one of the same day; its path.
    static func write(_ bytes: [UInt8], in folder: String, named stem: String) throws -> String {
        var now = time(nil)
        var day = tm()
        localtime_r(&now, &day)
        let date = [day.tm_year + 1900, day.tm_mon + 1, day.tm_mday].map { $0 < 10 ? "0\($0)" : "\($0)" }
            .joined(separator: "-")
        let base = "\(folder)/\(stem)-\(date)"
        var path = base + ".pdf"
        var number = 1
        while access(path, F_OK) == 0 {
            number += 1
            path = "\(base)-\(number).pdf"
        }
        try Output.writeFile(bytes, to: path)
        return path
    }
}

extension SudokuScene {
    /// The new-game chooser's Print… (or P): six puzzles of `variant` at `level` on one page,
    /// saved in the player's documents folder (see `SudokuPrintout.folder`; from the window's
    /// environment, `PlayerFolders`); the path, or why nothing was written, in a message. A US or
    /// Canadian locale prints on Letter, others on A4.
    func printPuzzles(_ variant: SudokuVariant = .classic, _ level: SudokuDifficulty) -> SceneUpdate {
        printouts += 1
        let environment = printEnvironment ?? PlayerFolders.environment ?? [:]
        let seed = midEnd.seed ^ (UInt64(printouts) &* 0x9E37_79B9_7F4A_7C15)
        let locale = ["LC_ALL", "LC_PAPER", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let paper: PaperSize = locale.contains("_US") || locale.contains("_CA") ? .letter : .a4
        var message = SudokuMessage(
            title: tr("Cannot print"), detail: tr("There is no home folder to save in"), tone: .bad)
        if let folder = SudokuPrintout.folder(environment: environment) {
            do {
                let path =
                    variant == .classic
                    ? try SudokuPrintout(difficulty: level, count: 6, seed: seed).save(in: folder, paper: paper)
                    : try SudokuPrintout.write(
                        SudokuVariantPrintout(variant: variant, difficulty: level, count: 6, seed: seed).pdf(
                            paper: paper),
                        in: folder, named: "sudoku-\(variant.rawValue)-\(level.rawValue)")
                let name =
                    variant == .classic
                    ? SudokuWords.level(level)
                    : tr(
                        "{variant} · {level}",
                        ["variant": SudokuWords.variant(variant), "level": SudokuWords.level(level)])
                message = SudokuMessage(
                    title: tr("Printed six {level} puzzles to a PDF", ["level": name]),
                    detail: path,
                    tone: .good, detailFirst: true)
            } catch let error as CLIFailure {
                message.detail = error.message
            } catch let error as PDFError {
                message.detail = error.message
            } catch {
                message.detail = "\(error)"
            }
        }
        dialog = .message(message)
        return [.redraw]
    }
}
