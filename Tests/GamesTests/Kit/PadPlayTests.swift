import App
import Layout
import Testing

@testable import Game2048Engine
@testable import Game2048Feature
@testable import GameKit
@testable import LightsOutEngine
@testable import LightsOutFeature
@testable import SudokuEngine
@testable import SudokuFeature
@testable import TicTacToeEngine
@testable import TicTacToeFeature

/// The whole app played with a gamepad alone, through the app's one driver (`AppDriver.pad`, as
/// the window sends SDL's controller events): the title's cards, every game to its end, the
/// menu and the help opened and closed with B, undo and redo on the shoulders, and a pad
/// plugged out and in mid-game.
final class PadPlayer {
    let model: AppModel
    let driver: AppDriver
    /// The pad's clock, in seconds: every press a little later than the last, never held long
    /// enough to repeat.
    private var time = 100.0
    var pad: Int32 = 0

    init(layout: PadLayout = .xbox) {
        model = AppModel(storage: nil, seed: 1, clock: { 0 })
        driver = AppDriver(model: model, size: Size(width: 1280, height: 800), measurer: FixedMetricTextMeasurer())
        driver.connectPad(pad, layout: layout)
    }

    /// A button pressed and let go.
    @discardableResult
    func press(_ button: PadButton) -> AppUpdate {
        time += 0.2
        var update = driver.sendPad(PadEvent(.button(button, down: true), pad: pad, time: time))
        update.formUnion(driver.sendPad(PadEvent(.button(button, down: false), pad: pad, time: time + 0.05)))
        return update
    }

    /// The left stick pushed all the way in `direction` and let go.
    @discardableResult
    func stick(_ direction: SwipeDirection) -> AppUpdate {
        time += 0.2
        let (axis, value): (PadAxis, Double) =
            switch direction {
            case .left: (.leftX, -1)
            case .right: (.leftX, 1)
            case .up: (.leftY, -1)
            case .down: (.leftY, 1)
            }
        var update = driver.sendPad(PadEvent(.axis(axis, value: value), pad: pad, time: time))
        update.formUnion(driver.sendPad(PadEvent(.axis(axis, value: 0), pad: pad, time: time + 0.05)))
        return update
    }

    /// A trigger pulled and let go.
    @discardableResult
    func pull(_ trigger: PadAxis) -> AppUpdate {
        time += 0.2
        var update = driver.sendPad(PadEvent(.axis(trigger, value: 1), pad: pad, time: time))
        update.formUnion(driver.sendPad(PadEvent(.axis(trigger, value: 0), pad: pad, time: time + 0.05)))
        return update
    }

    /// The title's focus moved card by card with the d-pad to `id`'s, and A.
    func open(_ id: String) throws {
        let index = try #require(model.catalog.games.firstIndex { $0.id == id })
        for _ in 0..<model.catalog.games.count where model.focusedCard != index { press(.right) }
        #expect(model.focusedCard == index)
        press(.south)
        #expect(model.screen == .game(id))
    }

    /// Presses the d-pad towards `target` until `position` (a game's cursor) is there; nil
    /// from `position` means no cursor is shown yet, which the first press brings.
    func steer(to target: (row: Int, col: Int), from position: () -> (row: Int, col: Int)?) throws {
        for _ in 0..<40 {
            guard let at = position() else {
                press(.up)
                continue
            }
            if at == target { return }
            if at.row != target.row {
                press(at.row < target.row ? .down : .up)
            } else {
                press(at.col < target.col ? .right : .left)
            }
        }
        Issue.record("the cursor never reached \(target)")
    }

    /// Every text the screen shows now.
    var texts: [String] { driver.list.texts }
}

struct PadPlayTests {
    @Test func theTitlesCardsFollowTheDPadAndAOpensTheFocusedOne() throws {
        let player = PadPlayer()
        let count = player.model.catalog.games.count
        #expect(player.model.focusedCard == 0)
        player.press(.right)
        #expect(player.model.focusedCard == 1)
        player.stick(.left)
        #expect(player.model.focusedCard == 0)
        player.press(.left)
        #expect(player.model.focusedCard == count - 1)
        // B, Y and the shoulders mean nothing on the title.
        for button in [PadButton.east, .north, .leftShoulder, .start] { #expect(player.press(button).isEmpty) }
        #expect(player.model.screen == .title)
        player.press(.south)
        let last = player.model.catalog.games[count - 1]
        #expect(player.model.screen == .game(last.id))
        // B leaves the game again.
        player.press(.east)
        #expect(player.model.screen == .title)
        // X opens the focused card's daily puzzle, where its game has one.
        player.press(.west)
        if last.daily != nil {
            #expect(player.model.screen == .game(last.id))
            #expect(player.model.currentScene?.dailyDate == player.model.today())
            player.press(.east)
        }
        #expect(player.model.screen == .title)
    }

    @Test func game2048IsPlayedToGameOverWithTheDPadAndTheStick() throws {
        let player = PadPlayer()
        try player.open("2048")
        let scene = try #require(player.model.scenes["2048"] as? Game2048Scene)
        let start = scene.state
        var moves = 0
        for step in 0..<20_000 where Game2048Rules.outcome(of: scene.state) != .lost {
            if scene.modal != nil {
                // The win's message: A keeps going.
                player.press(.south)
                continue
            }
            let direction = SwipeDirection.allCases[[0, 3, 1, 2][step % 4]]
            let before = scene.state
            if step % 2 == 0 {
                let button: PadButton =
                    switch direction {
                    case .left: .left
                    case .right: .right
                    case .up: .up
                    case .down: .down
                    }
                player.press(button)
            } else {
                player.stick(direction)
            }
            if scene.state != before { moves += 1 }
        }
        #expect(Game2048Rules.outcome(of: scene.state) == .lost)
        #expect(moves > 20)
        #expect(scene.state != start)
        // Game over's message takes A: a new game.
        #expect(scene.showsGameOver)
        player.press(.south)
        #expect(Game2048Rules.outcome(of: scene.state) != .lost)
    }

    @Test func lightsOutsFirstLevelIsSolvedWithTheDPadAndA() throws {
        let player = PadPlayer()
        try player.open("lightsout")
        let scene = try #require(player.model.scenes["lightsout"] as? LightsOutScene)
        #expect(scene.state.level == 1)
        let presses = try #require(LightsOutSolver.forSize(scene.state.size).shortestSolution(for: scene.state.lights))
        #expect(!presses.litCells.isEmpty)
        for cell in presses.litCells {
            try player.steer(to: (cell.row, cell.col)) { (scene.cursor.row, scene.cursor.col) }
            // The focus ring shows while the pad is in use.
            #expect(scene.cursorVisible)
            player.press(.south)
        }
        let result = try #require(scene.results.last)
        #expect(result.won && result.level == 1)
        #expect(scene.state.level == 2)
        // A tap (a mouse or a finger) hides the ring again, as after the keyboard.
        let light = try #require(player.driver.list.frame(ofAction: LightsOutAction.light(row: 0, col: 0)))
        player.driver.send(.tap(light.center, .primary))
        #expect(!scene.cursorVisible)
    }

    @Test func theShouldersUndoAndRedoAndXAndYAreTheGamesOwn() throws {
        let player = PadPlayer()
        try player.open("lightsout")
        let scene = try #require(player.model.scenes["lightsout"] as? LightsOutScene)
        let start = scene.state.lights
        player.press(.south)
        let pressed = scene.state.lights
        #expect(pressed != start)
        player.press(.leftShoulder)
        #expect(scene.state.lights == start)
        player.press(.rightShoulder)
        #expect(scene.state.lights == pressed)
        // X is Lights Out's hint, Y its restart.
        player.press(.west)
        #expect(scene.hint != nil)
        player.press(.north)
        #expect(scene.state.lights == start)
    }

    @Test func aSudokuIsSolvedWithTheTriggersChoosingEachDigitAndAPlacingIt() throws {
        let player = PadPlayer()
        try player.open("sudoku")
        let scene = try #require(player.model.scenes["sudoku"] as? SudokuScene)
        let solution = scene.state.solution
        let blanks = (0..<81).filter { scene.state.board[$0] == 0 }
        #expect(blanks.count > 20)
        let position = { scene.selected.map { (row: $0 / 9, col: $0 % 9) } }
        var held: Int? {
            if case .digit(let digit)? = scene.brush { return digit }
            return nil
        }
        for (index, cell) in blanks.enumerated() {
            try player.steer(to: (cell / 9, cell % 9), from: position)
            let digit = solution[cell]
            while held != digit {
                // The shorter way round the nine digits.
                let up = ((digit - (held ?? 0)) % 9 + 9) % 9
                player.pull(up <= 4 ? .rightTrigger : .leftTrigger)
            }
            if index == 0 {
                // X: notes mode, where A pencils the digit in; X again places it; Y erases.
                player.press(.west)
                #expect(scene.notesMode)
                player.press(.south)
                #expect(scene.state.noteDigits(at: cell) == [digit])
                player.press(.south)
                #expect(scene.state.noteDigits(at: cell).isEmpty)
                player.press(.west)
                #expect(!scene.notesMode)
                player.press(.south)
                #expect(scene.state.board[cell] == digit)
                player.press(.north)
                #expect(scene.state.board[cell] == 0)
            }
            player.press(.south)
            #expect(scene.state.board[cell] == digit)
        }
        #expect(scene.state.isSolved)
        #expect(scene.dialog == .won)
        // B closes the win's dialog, then leaves the game.
        player.press(.east)
        #expect(scene.dialog == nil)
        #expect(player.model.screen == .game("sudoku"))
        player.press(.east)
        #expect(player.model.screen == .title)
    }

    @Test func aTicTacToeRoundIsPlayedToItsEnd() throws {
        let player = PadPlayer()
        try player.open("tictactoe")
        let scene = try #require(player.model.scenes["tictactoe"] as? TicTacToeScene)
        #expect(!scene.state.isOver)
        let position = { scene.cursorVisible ? (row: scene.cursor.row, col: scene.cursor.col) : nil }
        // Two players on one pad: X takes the top row while O answers in the middle one.
        for (row, col) in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)] {
            #expect(!scene.state.isOver)
            try player.steer(to: (row, col), from: position)
            let filled = scene.state.board.markCount
            player.press(.south)
            #expect(scene.state.board.markCount == filled + 1)
            #expect(scene.state.board[row, col] != nil)
        }
        #expect(scene.state.isOver)
    }

    @Test func startOpensTheMenuAndBackTheHelpWhichNamesThePadsButtonsAndBClosesEach() throws {
        let player = PadPlayer(layout: .playStation)
        try player.open("lightsout")
        player.press(.start)
        #expect(player.model.sheet == .menu)
        player.press(.east)
        #expect(player.model.sheet == nil)
        #expect(player.model.screen == .game("lightsout"))

        // The menu's entries take the d-pad's focus (a ring, only once it is used) and A.
        let scene = try #require(player.model.scenes["lightsout"] as? LightsOutScene)
        let entries = MenuSheet.entries(scene.screen(theme: player.model.theme).essentials)
        let shortcuts = try #require(entries.firstIndex { $0.action == AnyHashable(ChromeAction.shortcuts) })
        player.press(.start)
        player.press(.down)
        #expect(player.model.sheet == .menu(page: 0, focus: 0))
        player.press(.up)
        #expect(player.model.sheet == .menu(page: 0, focus: entries.count - 1))
        for _ in entries.indices where player.model.sheet != .menu(page: 0, focus: shortcuts) { player.press(.down) }
        player.press(.south)
        #expect(player.model.sheet == .shortcuts(page: 0))
        player.press(.east)
        // An essential of the game, chosen from the menu, closes it and reaches the game.
        let restart = try #require(entries.firstIndex { $0.title == "Restart" })
        player.press(.south)
        let lights = scene.state.lights
        player.press(.start)
        for _ in entries.indices where player.model.sheet != .menu(page: 0, focus: restart) { player.press(.down) }
        player.press(.south)
        #expect(player.model.sheet == nil)
        #expect(scene.state.lights != lights)

        player.press(.back)
        #expect(player.model.sheet == .shortcuts(page: 0))
        #expect(player.texts.contains("Gamepad"))
        #expect(player.texts.contains("✕") && player.texts.contains("△"))
        player.press(.east)
        #expect(player.model.sheet == nil)

        // Without a pad the help says nothing of one; a Nintendo pad's A is its east button.
        player.driver.disconnectPad(player.pad)
        player.driver.send(.key(.function(1), []))
        #expect(player.model.sheet == .shortcuts(page: 0))
        #expect(!player.texts.contains("Gamepad"))
        player.driver.send(.key(.escape, []))
        player.pad = 9
        player.driver.connectPad(9, layout: .nintendo)
        player.press(.back)
        #expect(player.texts.contains("+") && player.texts.contains("−") && !player.texts.contains("✕"))
        player.press(.south)
        #expect(player.model.sheet == nil)
        let pressed = scene.state.lights
        player.press(.east)
        #expect(scene.state.lights != pressed)
    }

    @Test func aPadPluggedOutAndInMidGameLosesNothing() throws {
        let player = PadPlayer()
        try player.open("sudoku")
        let scene = try #require(player.model.scenes["sudoku"] as? SudokuScene)
        player.press(.south)
        player.pull(.rightTrigger)
        let cell = try #require(scene.selected)
        // The held stick's repeat is due while the pad is pulled out.
        player.driver.sendPad(PadEvent(.axis(.leftX, value: 1), pad: player.pad, time: 500))
        #expect(player.driver.padDeadline != nil)
        let saved = try scene.saveData()
        #expect(player.driver.disconnectPad(player.pad).contains(.redraw))
        #expect(player.driver.padDeadline == nil)
        #expect(try scene.saveData() == saved)
        #expect(player.model.screen == .game("sudoku"))
        // Another pad, another layout: the game goes on where it was.
        player.pad = 3
        player.driver.connectPad(3, layout: .nintendo)
        #expect(try scene.saveData() == saved)
        #expect(scene.selected == cell + 1)
        player.press(.east)
        #expect(scene.state.board[cell + 1] == 1 || scene.state.isGiven(cell + 1))
    }
}
