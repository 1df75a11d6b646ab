import Layout
import Testing

@testable import GameCore
@testable import GameKit
@testable import SudokuEngine
@testable import SudokuFeature

/// What a player reaches at any size: the essential actions (on the panel or in the header's
/// menu) and every key, listed in the shortcuts overlay.
@Suite struct SudokuEssentialsTests {
    /// In a window too small for the panel (300×400 at 175 %), the header's menu carries the
    /// hint: chosen there, it shows the hint exactly as the panel's button would.
    @Test func theMenuCarriesTheHintInASmallWindow() throws {
        let game = SudokuHarness(size: Size(width: 171, height: 228))
        #expect(game.driver.list.frame(ofAction: SudokuAction.tool(.hint)) == nil)
        let menu = try #require(game.driver.tap(action: ChromeAction.menu))
        #expect(menu.contains(.redraw) || game.driver.list.frame(ofAction: ChromeAction.menu) != nil)
        let choice = EssentialChoice(action: SudokuAction.tool(.hint))
        let target = try #require(game.driver.list.frame(ofAction: choice))
        #expect(target.width >= 24 && target.height >= 24)
        game.driver.tap(action: choice)
        #expect(game.scene.hint != nil)
    }

    /// Every essential is a target of at least 24×24 px on the screen or in the menu, at the
    /// sizes the issue names.
    @Test(arguments: [
        Size(width: 300, height: 400), Size(width: 600, height: 400), Size(width: 1024, height: 720),
        Size(width: 171, height: 228), Size(width: 585, height: 411),
    ])
    func everyEssentialIsReachable(size: Size) throws {
        let game = SudokuHarness(size: size)
        let essentials = game.scene.essentials
        #expect(essentials.count == 7)
        func large(_ frame: Rect?) -> Bool { frame.map { $0.width >= 24 && $0.height >= 24 } ?? false }
        let onScreen = essentials.filter { large(game.driver.list.frame(ofAction: $0.action)) }
        game.driver.tap(action: ChromeAction.menu)
        // Every page of the menu: a small window pages it.
        var inMenu = essentials.filter { large(game.driver.list.frame(ofAction: EssentialChoice(action: $0.action))) }
        for page in 1..<8 where game.driver.tap(action: ChromeAction.sheetPage(page)) != nil {
            inMenu += essentials.filter { large(game.driver.list.frame(ofAction: EssentialChoice(action: $0.action))) }
        }
        for essential in essentials {
            #expect(
                onScreen.contains { $0.title == essential.title } || inMenu.contains { $0.title == essential.title },
                "\(size): \(essential.title)")
        }
        // The pad stays: nine digits the pointer can hit.
        game.key(.escape)
        for digit in 1...9 {
            #expect(game.driver.list.frame(ofAction: SudokuAction.pad(digit)) != nil, "\(size): pad \(digit)")
        }
    }

    /// The overlay lists every key the board answers, and every single-letter key it lists is
    /// one the board answers.
    @Test func theShortcutsListEveryKey() throws {
        let keys = SudokuHarness().scene.shortcuts.flatMap(\.shortcuts).map(\.keys)
        let listed = keys.joined(separator: " · ")
        for key in [
            "W A S D", "1–9", "Shift+1–9", "0", "Backspace", "Delete", "Enter", "Space", "Ctrl+V", "middle click",
        ] {
            #expect(listed.contains(key), "\(key) is not listed: \(listed)")
        }
        let letters = keys.filter { $0.count == 1 && $0.first!.isLetter }
        #expect(Set(letters) == ["P", "F", "H", "G", "C", "I", "E", "M", "X", "B"])
        for letter in letters {
            let game = SudokuHarness()
            game.tapCell(game.blanks[0])
            let update = game.key(.character(Character(letter.lowercased())))
            #expect(!update.isEmpty, "\(letter) does nothing")
        }
    }
}
