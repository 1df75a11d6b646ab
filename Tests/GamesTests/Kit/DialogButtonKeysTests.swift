import AppTestSupport
import Foundation
import GameCatalog
import Layout
import Testing

@testable import Game2048Engine
@testable import Game2048Feature
@testable import GameCore
@testable import GameKit
@testable import LightsOutEngine
@testable import LightsOutFeature
@testable import SudokuEngine
@testable import SudokuFeature

/// "Every dialog answers the keys its buttons name": every dialog of every game of the catalog
/// (those a tap or a key on the board opens, found by trying each, and those the end of a game
/// opens), and on each every button that shows a key: the key is drawn on the button, and
/// pressing it does exactly what a tap on the button does (the same game, dialog and screen
/// after), which is something.
@Suite struct DialogButtonKeysTests {
    /// A way to bring a game to one of its dialogs: a fresh app each call, always the same.
    struct Opening {
        let name: String
        let open: () -> OneGameApp
    }

    static let size = Size(width: 1280, height: 800)

    static func app(_ scene: any GameScene) -> OneGameApp {
        OneGameApp(scene: scene, size: size, theme: .dark, measurer: FixedMetricTextMeasurer())
    }

    /// Each catalog game's dialogs that one tap or one key on its fresh board opens.
    static func discovered(_ game: GameDescriptor) -> [Opening] {
        func fresh() -> OneGameApp { app(game.makeScene(GameLaunch(seed: 1, clock: { 0 }))) }
        var openings: [Opening] = []
        let probe = fresh()
        let actions = Set(probe.list.tapRegions.compactMap(\.action).filter { !($0.base is ChromeAction) })
        for action in actions {
            let app = fresh()
            guard app.tap(action: action) != nil, app.scene.modal != nil else { continue }
            openings.append(
                Opening(name: "\(game.id) tap \(action)") {
                    let app = fresh(); app.tap(action: action); return app
                })
        }
        let keys: [Key] = "abcdefghijklmnopqrstuvwxyz0123456789[].".map { Key.character($0) } + [.enter, .space]
        for key in keys {
            let app = fresh()
            app.key(key)
            guard app.scene.modal != nil, !app.leftGame else { continue }
            openings.append(
                Opening(name: "\(game.id) key \(key)") {
                    let app = fresh(); app.key(key); return app
                })
        }
        return openings
    }

    /// The dialogs the end of a game opens, which no single input on a fresh board reaches, by
    /// game id; a game of the catalog missing here fails the test until its end dialogs are added
    /// (an empty list says it has none).
    static var endings: [String: [Opening]] {
        [
            "sudoku": [
                Opening(name: "sudoku solved") {
                    let game = SudokuHarness()
                    game.solve()
                    return game.driver
                }
            ],
            "2048": [
                Opening(name: "2048 you win") {
                    let app = Scene2048.driver(Scene2048.nearWin())
                    app.key(.left)
                    return app
                },
                Opening(name: "2048 game over") {
                    let app = Scene2048.driver(Scene2048.lastMove())
                    app.key(.right)
                    return app
                },
            ],
            "tictactoe": [],
            "lightsout": [
                Opening(name: "lightsout solved") {
                    let game = LightsOutHarness(level: 5)
                    _ = game.solveBySolver()
                    return game.driver
                },
                Opening(name: "lightsout all lit") {
                    let corners = [(0, 0), (0, 2), (2, 0), (2, 2)].map { LightsOutCell(row: $0.0, col: $0.1) }
                    let game = LightsOutHarness(params: .custom(size: 3, presses: corners))
                    game.tapLight(LightsOutCell(row: 1, col: 1))
                    return game.driver
                },
            ],
        ]
    }

    /// What a player can tell apart after an input: the game's save, the dialog, the screen.
    static func state(_ app: OneGameApp) throws -> (Data, ModalDialog?, [DisplayItem]) {
        (try app.scene.saveData(), app.scene.modal, app.relayout().items)
    }

    @Test func everyDialogsButtonsAnswerTheKeysTheyShow() throws {
        var openings: [Opening] = []
        for game in Catalog.standard.games {
            let endings = try #require(Self.endings[game.id], "\(game.id)'s end-of-game dialogs are not listed")
            openings += Self.discovered(game) + endings
        }
        var pressed = 0
        var keyedDialogs = 0
        for opening in openings {
            let app = opening.open()
            let modal = try #require(app.scene.modal, "\(opening.name) opened no dialog")
            let keyed = modal.buttons.filter { $0.key != nil }
            if !keyed.isEmpty { keyedDialogs += 1 }
            for button in modal.buttons {
                // A button with no key of its own is the dialog's Escape (Close), as in every dialog.
                guard let key = button.key else {
                    #expect(button.action == modal.cancel, "\(opening.name): \"\(button.title)\" shows no key")
                    continue
                }
                // Drawn: the button's key cap is a text inside the button's own target.
                let frame = try #require(
                    app.list.frame(ofAction: button.action), "\(opening.name): \"\(button.title)\" is not on screen")
                let name = DialogButton.name(of: key)
                let shown = app.list.items.contains { item in
                    guard case .text(let text, _, _) = item.command, text == name else { return false }
                    return frame.insetBy(dx: -0.5, dy: -0.5).contains(item.frame.center)
                }
                #expect(shown, "\(opening.name): \"\(button.title)\" does not show \(name)")
                // Pressed: the same as a tap on the button, and not nothing.
                let before = try Self.state(app)
                let tapped = opening.open()
                #expect(tapped.tap(action: button.action) != nil)
                let pressedApp = opening.open()
                pressedApp.key(key)
                let afterTap = try Self.state(tapped)
                let afterKey = try Self.state(pressedApp)
                #expect(afterKey.0 == afterTap.0, "\(opening.name): \(name) did not play as \"\(button.title)\"")
                #expect(
                    afterKey.1 == afterTap.1, "\(opening.name): \(name) left another dialog than \"\(button.title)\"")
                #expect(
                    afterKey.2 == afterTap.2, "\(opening.name): \(name) drew another screen than \"\(button.title)\"")
                #expect(
                    afterKey.0 != before.0 || afterKey.1 != before.1,
                    "\(opening.name): \(name) (\"\(button.title)\") changed nothing")
                #expect(!pressedApp.leftGame)
                pressed += 1
            }
        }
        // The dialogs with buttons of their own: 2048's two (two keys each), Sudoku's win (N; its
        // Close is Escape), Lights Out's two (two keys each): nine keys at least.
        #expect(keyedDialogs >= 5, "only \(keyedDialogs) dialogs with keyed buttons found")
        #expect(pressed >= 9)
    }

    /// 2048's "You win!" shows C on "Keep going", and C keeps going (issue 32: it did nothing).
    @Test func twentyFortyEightsWinDialogShowsAndAnswersC() {
        let scene = Scene2048.nearWin()
        let app = Scene2048.driver(scene)
        app.key(.left)
        #expect(app.list.texts.contains("Keep going") && app.list.texts.contains("C"))
        app.key(.character("c"))
        #expect(scene.state.keepGoing && scene.modal == nil)
    }
}
