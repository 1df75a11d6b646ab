import AppTestSupport
import Layout
import Localization
import SnapshotSupport
import Testing

@testable import GameCore
@testable import GameKit
@testable import TicTacToeEngine
@testable import TicTacToeFeature

/// Tic-tac-toe's board screen at every window size of issue #29, at zoom 1 and 175 %, in
/// English, German, Chinese and the pseudo-locale: every text at or above its floor and whole in
/// its frame, every control a target of 24×24 points inside the window, none overlapping; every
/// essential action in the header's menu, which opens at every size.
@Suite(.serialized)
struct TicTacToeReachTests {
    typealias Fixture = TicTacToeSceneFixture

    static let languages: [Localization.Language] = [.english, .german, .simplifiedChinese, .pseudo]

    /// A round between two people, one against the computer (its first-move choice enabled) and
    /// a round over (Play again instead of New game).
    static func scenes() -> [(String, TicTacToeScene)] {
        let won = Fixture.scene()
        Fixture.play([(0, 0), (0, 1), (1, 1), (0, 2), (2, 2)], on: won)
        return [
            ("friend", Fixture.scene()), ("medium", Fixture.scene(opponent: .computer(.medium))), ("won", won),
        ]
    }

    @Test(arguments: languages)
    func everyLabelLegibleAndEveryControlInReach(_ language: Localization.Language) throws {
        try TestRenderer.withMeasurer { measurer in
            for (name, scene) in Self.scenes() {
                let app = Localization.$taskLanguage.withValue(language) {
                    OneGameApp(scene: scene, size: Fixture.landscape, theme: .dark, measurer: measurer)
                }
                let essentials = Localization.$taskLanguage.withValue(language) { scene.essentials }
                for size in ReachAudit.zoomedWindows {
                    app.size = size
                    let board = app.relayout()
                    let where_ = "\(name), \(language), \(size)"
                    #expect(ReachAudit.problems(in: board, measurer: measurer) == [], "\(where_)")
                    #expect(board.frame(ofAction: TicTacToeAction.cell(row: 1, col: 1)) != nil, "\(where_)")
                    // The menu opens over the board and lists every essential action.
                    #expect(app.tap(action: ChromeAction.menu) != nil, "\(where_)")
                    let menu = app.list
                    // The sheet's own buttons; the board's regions lie under its scrim.
                    let problems = ReachAudit.problems(in: menu, measurer: measurer) { action in
                        action.base is EssentialChoice || action == AnyHashable(ChromeAction.shortcuts)
                    }
                    #expect(problems == [], "menu, \(where_)")
                    // Every page of the menu: a small window pages it.
                    var pages = [menu]
                    for page in 1..<8 where app.tap(action: ChromeAction.sheetPage(page)) != nil {
                        pages.append(app.list)
                        #expect(
                            ReachAudit.problems(in: app.list, measurer: measurer) { $0.base is EssentialChoice } == [],
                            "menu page \(page + 1), \(where_)")
                    }
                    for essential in essentials {
                        #expect(
                            pages.contains { $0.frame(ofAction: EssentialChoice(action: essential.action)) != nil },
                            "\(essential.title) in the menu, \(where_)")
                    }
                    app.key(.escape)
                    #expect(app.list.frame(ofAction: ChromeAction.menu) != nil, "menu closed, \(where_)")
                }
            }
        }
    }

    /// The panel's buttons are the essentials: each one on screen in the roomy landscape panel
    /// is also in the menu, so a window without the panel loses none of them.
    @Test func theMenuHoldsWhatThePanelsButtonsDo() throws {
        let scene = Fixture.scene(opponent: .computer(.easy))
        let app = Fixture.driver(scene, size: Fixture.portrait)
        let menuActions = Set(scene.essentials.map(\.action))
        let panelActions = app.list.tapRegions.compactMap(\.action).filter { action in
            if case .cell? = action.base as? TicTacToeAction { return false }
            if let chrome = action.base as? ChromeAction { return chrome == .command(.newGame) }
            return action.base is TicTacToeAction
        }
        #expect(!panelActions.isEmpty)
        #expect(Set(panelActions).isSubset(of: menuActions), "\(panelActions) in \(menuActions)")
    }

    /// Every letter and digit the scene answers is listed in the shortcuts overlay.
    @Test func everyKeyTheSceneAnswersIsListed() {
        let listed = Fixture.scene().shortcuts.flatMap(\.shortcuts).map(\.keys)
        let tokens = Set(
            listed.flatMap { $0.uppercased().split(whereSeparator: { " /".contains($0) }).map(String.init) })
        for character in "abcdefghijklmnopqrstuvwxyz?" {
            let scene = Fixture.scene(opponent: .computer(.easy))
            guard scene.handle(.key(.character(character), []), hit: nil) != [] else { continue }
            #expect(tokens.contains(String(character).uppercased()), "\(character) in \(listed)")
        }
        for digit in 1...9 {
            let scene = Fixture.scene()
            guard scene.handle(.key(.character(Character("\(digit)")), []), hit: nil) != [] else { continue }
            #expect(listed.contains("1–9"), "\(digit) in \(listed)")
        }
    }

    /// F1 opens the shortcuts overlay on Tic-tac-toe's own keys first, legible at the smallest
    /// window and a desktop one; its page buttons (when it has pages) are in reach.
    @Test func f1ListsTheGamesKeysFirst() throws {
        try TestRenderer.withMeasurer { measurer in
            for size in [Size(width: 300, height: 400), Size(width: 1024, height: 720)] {
                let app = OneGameApp(scene: Fixture.scene(), size: size, theme: .dark, measurer: measurer)
                app.key(.function(1))
                let texts = app.list.texts
                #expect(texts.contains("Playing"), "\(size): \(texts)")
                #expect(texts.contains("Move the cursor"), "\(size): \(texts)")
                let problems = ReachAudit.problems(in: app.list, measurer: measurer) { action in
                    if case .sheetPage? = action.base as? ChromeAction { return true }
                    return false
                }
                #expect(problems == [], "\(size)")
            }
        }
    }
}
