import Foundation
import SnapshotSupport
import Testing

@testable import Localization

/// The lookup: which language the environment asks for, the pseudo-locale, placeholders and
/// plurals, and the real catalogs compiled from `po/`.
@Suite struct LocalizationTests {
    static let installed: [Localization.Language] = [.english, .german, .simplifiedChinese]

    func preferred(_ environment: [String: String]) -> String {
        Localization.preferred(environment: environment, installed: Self.installed).code
    }

    @Test func theEnvironmentChoosesTheLanguageTheWayGettextDoes() {
        #expect(preferred([:]) == "en")
        #expect(preferred(["LANG": "zh_CN.UTF-8"]) == "zh_CN")
        #expect(preferred(["LANG": "de_DE.UTF-8"]) == "de")
        #expect(preferred(["LANG": "de_AT.UTF-8@euro"]) == "de")
        #expect(preferred(["LANG": "zh"]) == "zh_CN")
        // Traditional Chinese is not Simplified Chinese: English rather than the wrong script.
        #expect(preferred(["LANG": "zh_TW.UTF-8"]) == "en")
        #expect(preferred(["LANG": "fr_FR.UTF-8"]) == "en")
        // LC_ALL wins over LC_MESSAGES, which wins over LANG.
        #expect(preferred(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8"]) == "zh_CN")
        #expect(preferred(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8", "LC_ALL": "en_US.UTF-8"]) == "en")
        #expect(preferred(["LC_ALL": "", "LANG": "de_DE.UTF-8"]) == "de")
        // LANGUAGE is a list tried in order, and ignored under the C locale, as glibc does.
        #expect(preferred(["LANG": "en_US.UTF-8", "LANGUAGE": "fr:zh_CN:de"]) == "zh_CN")
        #expect(preferred(["LANG": "C", "LANGUAGE": "de"]) == "en")
        #expect(preferred(["LANG": "de_DE.UTF-8", "LANGUAGE": "fr"]) == "de")
        // The developers' switch.
        #expect(preferred(["TESSERA_LANG": "pseudo", "LANG": "de_DE.UTF-8"]) == "pseudo")
        #expect(preferred(["TESSERA_LANG": "zh_CN"]) == "zh_CN")
    }

    @Test func thePseudoLocaleBracketsAccentsAndLengthensButKeepsPlaceholders() {
        let text = Pseudo.expand("Level {level} of {count}")
        #expect(text.hasPrefix("⟦") && text.hasSuffix("⟧"))
        #expect(text.contains("{level}") && text.contains("{count}"))
        #expect(!text.contains("Level"))
        let letters = "Level of".filter(\.isLetter).count
        #expect(text.filter { $0 == "~" }.count * 5 >= letters * 2)
        #expect(Localization.isPseudoTranslated(text))
        #expect(Localization.isPseudoTranslated("12 · 4×4 +8"))
        #expect(!Localization.isPseudoTranslated("New game"))
        #expect(!Localization.isPseudoTranslated("⟦Ñéŵ⟧ game"))
    }

    @Test func placeholdersAndPluralsInEnglishAndPseudo() {
        Localization.$taskLanguage.withValue(.english) {
            #expect(tr("Level {level} of {count}", ["level": 3, "count": 9]) == "Level 3 of 9")
            #expect(trn("{count} move", "{count} moves", count: 1) == "1 move")
            #expect(trn("{count} move", "{count} moves", count: 0) == "0 moves")
        }
        Localization.$taskLanguage.withValue(.pseudo) {
            let text = tr("Level {level}", ["level": 3])
            #expect(text.contains("3") && text.hasPrefix("⟦") && !text.contains("{level}"))
        }
    }

    /// The real catalogs: German and Chinese differ from English, plural forms follow each
    /// catalog's rule, and a message no catalog has comes back as the English source.
    @Test func theCompiledCatalogsTranslate() throws {
        Localization.use(.english, catalogs: try TestCatalogs.folder())
        let installed = Localization.installedLanguages().map(\.code)
        #expect(installed.contains("de") && installed.contains("zh_CN"), "\(installed)")
        for language in [Localization.Language.german, .simplifiedChinese] {
            Localization.$taskLanguage.withValue(language) {
                #expect(tr("New game") != "New game", "\(language)")
                #expect(tr("A message no catalog has") == "A message no catalog has")
                let one = trn("{count} cell clashes", "{count} cells clash", count: 1)
                let two = trn("{count} cell clashes", "{count} cells clash", count: 2)
                #expect(one.contains("1") && two.contains("2") && !one.contains("{count}"), "\(language)")
                if language == .german { #expect(one.replacingOccurrences(of: "1", with: "2") != two) }
                if language == .simplifiedChinese {
                    #expect(one.replacingOccurrences(of: "1", with: "2") == two)
                    #expect(tr("Sudoku").unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF })
                }
            }
        }
        // A message the catalog lacks comes back whole, however long (gettext hands back the very
        // C string it was given, which must still be alive when it is copied).
        Localization.$taskLanguage.withValue(.german) {
            for length in stride(from: 1, through: 600, by: 7) {
                let text = "Missing \(length) " + String(repeating: "x", count: length)
                #expect(tr(text) == text)
                #expect(trn(text, text + "s", count: 2) == text + "s")
            }
        }
        // Alternating languages on one thread never mixes them up.
        let german = Localization.$taskLanguage.withValue(.german) { tr("New game") }
        let chinese = Localization.$taskLanguage.withValue(.simplifiedChinese) { tr("New game") }
        #expect(german != chinese)
        #expect(Localization.$taskLanguage.withValue(.german) { tr("New game") } == german)
    }
}
