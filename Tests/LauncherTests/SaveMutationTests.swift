import AppTestSupport
import Foundation
import GameCatalog
import GameCore
import GameKit
import Layout
import Testing

@testable import App

/// A seeded mutation fuzzer over real saves: digits changed, characters dropped or doubled,
/// numbers swapped. Every mutant is either refused (kept aside, with a notice) or restores to a
/// game whose own invariants hold and that plays on; none traps.
@Suite struct SaveMutationTests {
    static let mutantsPerGame = 250

    static func mutate(_ text: String, using generator: inout SeededGenerator) -> String {
        var characters = Array(text)
        guard characters.count > 2 else { return text }
        let digits = characters.indices.filter { characters[$0].isASCII && characters[$0].isNumber }
        switch Int.random(in: 0..<5, using: &generator) {
        case 0, 1:
            // A digit becomes another digit: the mutation most likely to pass the parser.
            guard let index = digits.randomElement(using: &generator) else { break }
            characters[index] = Character(String(Int.random(in: 0...9, using: &generator)))
        case 2:
            characters.remove(at: Int.random(in: 0..<characters.count, using: &generator))
        case 3:
            let index = Int.random(in: 0..<characters.count, using: &generator)
            characters.insert(characters[index], at: index)
        default:
            // Two digits trade places.
            guard let a = digits.randomElement(using: &generator), let b = digits.randomElement(using: &generator)
            else { break }
            characters.swapAt(a, b)
        }
        return String(characters)
    }

    @Test(arguments: GameDescriptor.all)
    func acceptedMutantsHoldTheGamesInvariants(_ game: GameDescriptor) throws {
        let original = String(decoding: try HostileInputTests.gameInProgress(game), as: UTF8.self)
        var generator = SeededGenerator(seed: 0x5EED ^ UInt64(game.id.utf8.count))
        var accepted = 0
        var refused = 0
        for _ in 0..<Self.mutantsPerGame {
            var mutant = Self.mutate(original, using: &generator)
            if Bool.random(using: &generator) { mutant = Self.mutate(mutant, using: &generator) }
            guard mutant != original else { continue }
            let home = TemporaryHome()
            try home.write(Data(mutant.utf8), to: home.paths.save(for: game.id))
            let storage = Storage(paths: home.paths)
            let scene = game.makeScene(GameLaunch(seed: 1, clock: { 0 }))
            storage.restore(scene, of: game)
            if storage.takeNotices().isEmpty {
                accepted += 1
                if let problem = scene.invariantViolation() {
                    Issue.record("\(game.title): an accepted mutant breaks the game: \(problem)")
                    continue
                }
                let driver = OneGameApp(
                    scene: scene, size: Size(width: 800, height: 600), theme: .dark,
                    measurer: FixedMetricTextMeasurer())
                for event in game.fixtures.moves { driver.send(event) }
                if let problem = scene.invariantViolation() {
                    Issue.record("\(game.title): an accepted mutant broke after playing: \(problem)")
                }
            } else {
                refused += 1
                #expect(home.files(in: home.paths.data).contains { $0.hasPrefix("\(game.id).json.corrupt-") })
            }
        }
        #expect(refused > 0 && accepted + refused > Self.mutantsPerGame / 2, "\(accepted) accepted, \(refused) refused")
        print("\(game.title): \(accepted) mutants accepted, \(refused) refused")
    }
}
