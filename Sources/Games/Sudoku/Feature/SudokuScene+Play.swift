import GameCore
import GameKit
import Layout
import Localization
import SudokuEngine

/// The verbs a tap or a key comes down to. Each asks the mid-end to apply an engine move and
/// then does the scene's bookkeeping (selection, message, statistics, the win dialog).
extension SudokuScene {
    func select(_ cell: Int) -> SceneUpdate {
        guard state.contains(cell) else { return [] }
        selected = cell
        selectedNumber = state.board[cell]
        message = nil
        return [.redraw, .save]
    }

    /// Moves the selection, wrapping at the edges; the first arrow selects the centre.
    func moveSelection(rows: Int, columns: Int) -> SceneUpdate {
        let n = state.size
        guard let current = selected else { return select(n / 2 * n + n / 2) }
        let row = (current / n + rows % n + n) % n
        let column = (current % n + columns % n + n) % n
        return select(row * n + column)
    }

    /// Wrong digits placed on this puzzle so far, undone ones included.
    var mistakes: Int { max(mistakesMade ?? 0, state.mistakes) }

    /// A digit from the pad or the keyboard. Seed 000's order: with a cell chosen (and no
    /// brush), it goes in that cell. Seed 001's order: with no cell chosen, with a given chosen
    /// or with a brush already held, it becomes the brush every clicked cell takes; the same
    /// digit again puts the brush down.
    func padDigit(_ digit: Int) -> SceneUpdate {
        guard (1...state.size).contains(digit) else { return [] }
        if brush == nil, let cell = selected, !state.isGiven(cell) { return enter(digit) }
        return hold(.digit(digit))
    }

    /// A digit key: the keyboard moves a selection, so with a cell selected the digit goes in
    /// it (or says why it cannot), whatever is held; with none it is held like a pad digit.
    func keyDigit(_ digit: Int) -> SceneUpdate {
        guard (1...state.size).contains(digit) else { return [] }
        return selected == nil ? hold(.digit(digit)) : enter(digit)
    }

    /// [ and ] (a gamepad's triggers): the digit held steps down or up, 1 to 9 round; with none
    /// held the first step takes 1 (or 9). A pad has no digit keys, so this is how it chooses
    /// the digit its A places (`padPress`); the brush is the one a tap would take, shown as such.
    func stepHeldDigit(by step: Int) -> SceneUpdate {
        let current: Int
        let n = state.size
        if case .digit(let digit)? = brush { current = digit } else { current = step > 0 ? 0 : n + 1 }
        return hold(.digit((current - 1 + step % n + 2 * n) % n + 1))
    }

    /// What a gamepad's A sends: the held digit's key, which places it in the selected cell (a
    /// note in notes mode), or the held eraser's or flag's; with no cell selected an arrow,
    /// which selects the centre; with nothing held ], which takes 1.
    public var padPress: InputEvent {
        guard selected != nil else { return .key(.up, []) }
        return switch brush {
        case .digit(let digit)?: .key(.character(Character("\(digit)")), [])
        case .erase?: .key(.backspace, [])
        case .flag?: .key(.character("f"), [])
        case nil: .key(.character("]"), [])
        }
    }

    /// The eraser or the flag from its button or key: a tool for the chosen cell in seed 000's
    /// order, nil then (the caller acts on the cell); otherwise held as the brush like a digit.
    /// From the keyboard a selected cell always takes the tool.
    func choose(_ tool: SudokuBrush, keyboard: Bool = false) -> SceneUpdate? {
        if keyboard, selected != nil { return nil }
        if brush == nil, let cell = selected, !state.isGiven(cell) { return nil }
        return hold(tool)
    }

    /// Takes up `brush` (or puts it down when it is the one held).
    private func hold(_ chosen: SudokuBrush) -> SceneUpdate {
        guard playing else { return [] }
        if brush == chosen {
            // Put down with nothing selected, so the next digit or tool is chosen afresh.
            brush = nil
            selected = nil
            message = SudokuMessage(
                title: tr("Nothing held"), detail: tr("Click a cell, then a digit; or a digit, then cells"))
        } else {
            brush = chosen
            if case .digit(let digit) = chosen { selectedNumber = digit }
            message = brushMessage(chosen)
        }
        return [.redraw, .save]
    }

    func brushMessage(_ brush: SudokuBrush) -> SudokuMessage {
        switch brush {
        case .digit(let digit):
            let detail =
                notesMode
                ? tr("Cells you click pencil {digit} in or out · {digit} again to stop", ["digit": digit])
                : tr("Cells you click take {digit} · {digit} again to stop", ["digit": digit])
            return SudokuMessage(title: tr("{digit} chosen", ["digit": digit]), detail: detail)
        case .erase:
            return SudokuMessage(
                title: tr("Eraser chosen"), detail: tr("Cells you click are erased · Erase again to stop"))
        case .flag:
            return SudokuMessage(
                title: tr("Flag chosen"), detail: tr("Cells you click are flagged or unflagged · Flag again to stop"))
        }
    }

    /// A click on a cell while a brush is held: the cell takes it.
    func paint(_ cell: Int, with brush: SudokuBrush) -> SceneUpdate {
        selected = cell
        guard !state.isGiven(cell) else {
            message = SudokuMessage(
                title: tr("{cell} is a given", ["cell": cellName(cell)]), detail: tr("Givens cannot change"), tone: .bad
            )
            return [.redraw, .save]
        }
        let update: SceneUpdate
        switch brush {
        case .digit(let digit): update = enter(digit)
        case .erase: update = erase()
        case .flag: update = toggleFlag()
        }
        if case .digit(let digit) = brush { selectedNumber = digit }
        return update.union(.save)
    }

    /// A digit from the pad or the keyboard: placed, or pencilled in notes mode.
    func enter(_ digit: Int) -> SceneUpdate {
        if notesMode { return note(digit) }
        guard let cell = editableCell() else { return [.redraw] }
        let (recorded, inState) = (mistakes, state.mistakes)
        guard play(.place(cell: cell, digit: digit)) else { return [.redraw] }
        if state.mistakes > inState { mistakesMade = min(recorded + 1, SudokuState.maximumCount) }
        selectedNumber = state.board[cell]
        return moved()
    }

    /// Toggles a pencil mark in the selected cell.
    func note(_ digit: Int) -> SceneUpdate {
        guard let cell = editableCell() else { return [.redraw] }
        guard state.board[cell] == 0 else {
            message = SudokuMessage(
                title: tr("{cell} holds a digit", ["cell": cellName(cell)]),
                detail: tr("Erase it first to pencil notes in"))
            return [.redraw]
        }
        guard play(.toggleNote(cell: cell, digit: digit)) else { return [.redraw] }
        selectedNumber = digit
        return moved()
    }

    /// Right-click on a cell: selects it and pencils the selected number in or out there.
    func noteWithSelectedNumber(at cell: Int) -> SceneUpdate {
        selected = cell
        guard selectedNumber != 0 else {
            message = SudokuMessage(
                title: tr("No number chosen"), detail: tr("Type or pick a number, then right-click cells to note it"))
            return [.redraw, .save]
        }
        return note(selectedNumber).union(.save)
    }

    func erase() -> SceneUpdate {
        guard let cell = editableCell() else { return [.redraw] }
        guard play(.erase(cell: cell)) else {
            message = SudokuMessage(title: tr("{cell} is already empty", ["cell": cellName(cell)]))
            return [.redraw]
        }
        selectedNumber = state.board[cell]
        return moved()
    }

    func toggleFlag() -> SceneUpdate {
        guard let cell = editableCell() else { return [.redraw] }
        guard play(.toggleFlag(cell: cell)) else { return [] }
        return moved()
    }

    /// The hint button: the first press shows the next hint (a wrong entry first, then the
    /// next step from the player's own notes), a second press on the same hint carries it out
    /// (erases the wrong digit, places the digit, or strikes the notes), so a player can walk
    /// a whole puzzle through, one lesson at a time.
    func showHint() -> SceneUpdate {
        guard playing else { return [] }
        guard let next = SudokuRules.hint(for: state) ?? variantHint() else { return [] }
        // A hint is help: the puzzle is recorded as solved with help.
        let helped = session.markAssisted().update
        if let shown = hint, shown == next { return carryOut(shown).union(helped) }
        hint = next
        message = hintMessage(next)
        if let cell = next.correctedCell {
            selected = cell
            selectedNumber = state.board[cell]
        }
        return helped.union([.redraw, .save])
    }

    /// Applies a shown hint as one undoable move, and says what it did (read from the board
    /// before: which cells had their candidates filled in).
    private func carryOut(_ shown: SudokuHint) -> SceneUpdate {
        let done = hintDoneMessage(shown)
        let (recorded, inState) = (mistakes, state.mistakes)
        guard play(shown.move) else { return [.redraw] }
        if state.mistakes > inState { mistakesMade = min(recorded + 1, SudokuState.maximumCount) }
        if let placement = shown.step?.placement {
            selected = placement.cell
            selectedNumber = placement.digit
        }
        let update = moved()
        if playing { message = done }
        return update
    }

    /// "Fill one cell": the cell the hint on screen names, else a wrong entry is pointed out
    /// (selected, with a message; a second press puts the right digit there), else the cell the
    /// next step from the player's notes places, else the first blank. Never a cell the player
    /// was not shown.
    func fillOneCell() -> SceneUpdate {
        guard playing else { return [] }
        let helped = session.markAssisted().update
        let target: Int
        if let placement = hint?.step?.placement {
            target = placement.cell
        } else if let wrong = (0..<state.cellCount).first(where: { state.isWrong($0) }) {
            guard hint == .wrongDigit(cell: wrong) else {
                hint = .wrongDigit(cell: wrong)
                selected = wrong
                selectedNumber = state.board[wrong]
                message = SudokuHintText.message(for: .wrongDigit(cell: wrong), in: state)
                return helped.union([.redraw, .save])
            }
            target = wrong
        } else if let cell = SudokuRules.cellToFill(in: state) {
            target = cell
        } else {
            return []
        }
        guard play(.fillCell(target)) else { return [] }
        selected = target
        selectedNumber = state.board[target]
        let update = moved().union(helped)
        if playing {
            message = SudokuMessage(
                title: tr("Filled {cell} with {digit}", ["cell": cellName(target), "digit": state.board[target]]),
                tone: .hint)
        }
        return update
    }

    /// Solo's M: pencils every blank cell's candidates as the board's digits allow, one undo
    /// step. Not help: it reads only what is on the board, as a careful player would.
    func fillNotes() -> SceneUpdate {
        guard playing else { return [] }
        guard play(.fillNotes) else {
            message = SudokuMessage(
                // TRANSLATORS: Sudoku: "fill notes" found every blank cell already noted with its candidates.
                title: tr("Notes already filled"), detail: tr("Every empty cell holds its candidates"))
            return [.redraw]
        }
        let update = moved()
        message = SudokuMessage(
            // TRANSLATORS: Sudoku: every empty cell now holds the digits its row, column and box allow.
            title: tr("Notes filled"), detail: tr("Candidates from the digits on the board · Ctrl+Z takes them back"))
        return update
    }

    /// Rubs out every pencil mark, one undo step.
    func clearNotes() -> SceneUpdate {
        guard playing else { return [] }
        guard play(.clearNotes) else {
            message = SudokuMessage(title: tr("No notes to clear"))
            return [.redraw]
        }
        let update = moved()
        message = SudokuMessage(title: tr("Notes cleared"), detail: tr("Ctrl+Z brings them back"))
        return update
    }

    /// Hides the board behind a card and holds the clock (the app holds it too while a dialog
    /// is open); saved, so the time played so far survives whatever happens while away.
    func pause() -> SceneUpdate {
        guard playing, dialog == nil else { return [] }
        dialog = .paused
        session.hold(true)
        return [.redraw, .save]
    }

    /// Any key or click while paused: the board comes back and the clock goes on.
    func resume() -> SceneUpdate {
        guard dialog == .paused else { return [] }
        dialog = nil
        session.hold(false)
        return [.redraw]
    }

    func toggleBoxShading() -> SceneUpdate {
        shadesBox.toggle()
        message = SudokuMessage(title: shadesBox ? tr("Box shading on") : tr("Box shading off"))
        return [.redraw, .statistics]
    }

    /// Seed 001's submit: the percentage of the puzzle's blanks filled correctly.
    func submit() -> SceneUpdate {
        let score = SudokuRules.score(of: state)
        if state.isSolved {
            message = SudokuMessage(title: tr("You win!"), detail: tr("Score: 100%"), tone: .good)
        } else {
            let blanks = (0..<state.cellCount).filter { !state.isGiven($0) }
            let right = blanks.filter { state.board[$0] == state.solution[$0] }.count
            message = SudokuMessage(
                title: tr("Score: {score}%", ["score": score]),
                detail: tr(
                    "{right} of {blanks} empty cells filled correctly", ["right": right, "blanks": blanks.count]),
                tone: score >= 50 ? .info : .bad)
        }
        return [.redraw]
    }

    func toggleNotesMode() -> SceneUpdate {
        notesMode.toggle()
        message = SudokuMessage(
            title: notesMode ? tr("Notes mode on") : tr("Notes mode off"),
            detail: notesMode ? tr("Digits pencil notes in; P switches back") : tr("Digits go on the board"))
        return [.redraw, .save]
    }

    func toggleConflicts() -> SceneUpdate {
        showConflicts.toggle()
        let count = SudokuRules.conflicts(in: state).count
        if showConflicts {
            message = SudokuMessage(
                title: tr("Conflicts shown"),
                detail: count == 0
                    ? tr("No digit repeats in a row, column or box")
                    : trn("{count} cell clashes", "{count} cells clash", count: count),
                tone: count == 0 ? .good : .bad)
        } else {
            message = SudokuMessage(title: tr("Conflicts hidden"))
        }
        return [.redraw, .save]
    }

    /// Shows the puzzle's 81 characters and puts them on the clipboard when there is one.
    func export() -> SceneUpdate {
        if let port = clipboardPort {
            port.copy(exportLine)
            message = SudokuMessage(title: tr("Puzzle copied to the clipboard"), detail: exportLine, detailFirst: true)
        } else {
            let title =
                variant == .classic
                ? tr("Puzzle, 81 characters")
                // TRANSLATORS: Sudoku's export on a variant grid: the line `tessera sudoku solve --variant` reads.
                : tr("{variant} puzzle in one line", ["variant": SudokuWords.variant(variant)])
            message = SudokuMessage(title: title, detail: exportLine, detailFirst: true)
        }
        return [.redraw]
    }

    /// Ctrl+V (the clipboard) or a middle click (the primary selection): the import dialog
    /// opens with the pasted text and imports it at once, or says why it cannot.
    func paste(selection: Bool) -> SceneUpdate {
        guard let port = clipboardPort else { return [] }
        guard let text = selection ? port.pasteSelection() : port.paste() else {
            dialog = .importing(
                text: "", error: selection ? tr("nothing is selected to paste") : tr("the clipboard is empty"))
            return [.redraw]
        }
        do throws(InputError) {
            let grid = try SudokuGrid(pasted: text)
            dialog = .importing(text: grid.line, error: nil)
            return confirmImport()
        } catch {
            dialog = .importing(text: "", error: SudokuWords.importFailure(text, error))
            return [.redraw]
        }
    }

    /// Starts a fresh puzzle, a step undo takes back; the seed follows from the last one, so a
    /// run replays.
    func startNewGame(_ difficulty: SudokuDifficulty) -> SceneUpdate {
        var seeds = SeededGenerator(seed: midEnd.seed)
        let update = settle(
            session.replace(
                params: SudokuParams(difficulty: difficulty), seed: seeds.next(), extras: SudokuExtras()
            ))
        session.begin()
        message = SudokuMessage(
            title: tr("New puzzle: {level}", ["level": SudokuWords.level(difficulty)]), detail: tr("Good luck!"))
        return update
    }

    /// Installs a pasted puzzle as a new game, a step undo takes back (81 characters: digits,
    /// `.` or `0` for blanks). Throws `InputError` saying what is wrong (malformed, no
    /// solution, several) and then changes nothing.
    public func importPuzzle(_ text: String) throws {
        let imported = try SudokuRules.importState(from: SudokuGrid(pasted: text).line)
        _ = settle(
            session.replace(
                params: SudokuParams(difficulty: imported.difficulty ?? .extreme), seed: midEnd.seed,
                extras: SudokuExtras(), start: imported))
        session.begin()
        message = SudokuMessage(
            title: tr("Imported puzzle: {level}", ["level": levelName]), detail: exportLine, detailFirst: true)
    }

    // MARK: Helpers

    /// After a move: the hint is stale; the session has counted the game and its win, which is
    /// announced.
    func moved() -> SceneUpdate {
        var update = lastChange.update.union(.moved)
        lastChange = []
        hint = nil
        message = nil
        if midEnd.outcome == .won {
            dialog = .won
            message = SudokuMessage(
                title: tr("You win!"), detail: tr("Solved in {time}", ["time": formatDuration(midEnd.elapsed)]),
                tone: .good)
            update.insert(.redraw)
        }
        return update
    }

    /// The selected cell if it may be edited, else nil with a message saying why not.
    private func editableCell() -> Int? {
        guard playing else { return nil }
        guard let cell = selected else {
            _ = noSelection()
            return nil
        }
        guard !state.isGiven(cell) else {
            message = SudokuMessage(
                title: tr("{cell} is a given", ["cell": cellName(cell)]), detail: tr("Givens cannot change"), tone: .bad
            )
            return nil
        }
        return cell
    }

    private func noSelection() -> SceneUpdate {
        message = SudokuMessage(title: tr("Select a cell first"), detail: tr("Click one or use the arrow keys"))
        return [.redraw]
    }

    func cellName(_ cell: Int) -> String { SudokuWords.cell(cell, size: state.size) }
}

extension SudokuScene {
    /// The day's puzzle (`SudokuDaily`) as a new game: the game left is one undo away.
    public func startDaily(_ date: DailyDate) -> SceneUpdate? {
        let daily = SudokuDaily.game(on: date)
        dialog = nil
        let update = settle(
            session.replace(params: daily.params, seed: daily.seed, extras: SudokuExtras(), daily: date))
        session.begin()
        message = SudokuMessage(
            // TRANSLATORS: Sudoku: shown when the daily puzzle starts; {date} is 2026-11-27.
            title: tr("Daily puzzle of {date}", ["date": date.description]),
            detail: SudokuWords.level(daily.params.difficulty))
        return update
    }
}
