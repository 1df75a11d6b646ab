import GameKit
import Localization

/// Which language the window speaks: a choice made on the title screen wins, then the
/// environment (`TESSERA_LANG`, `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`), then English.
enum AppLanguage {
    /// The languages the title screen's language button steps through: English and every
    /// installed catalog.
    static var choices: [Localization.Language] { Localization.installedLanguages() }

    /// Every language `--lang` can name where all catalogs are installed, pseudo last: what the
    /// shell completions offer (fixed when the completion script is written, so not read from
    /// the catalog folder).
    static let known: [Localization.Language] = [.english, .german, .simplifiedChinese, .pseudo]

    /// Speaks the language `forced` names (a command-line option), else the environment's; the
    /// player's choice in the settings is applied by `AppModel` over this.
    static func start(forced: String? = nil) throws(CLIFailure) {
        let installed = choices
        if let forced {
            if forced == "pseudo" {
                Localization.use(.pseudo)
                return
            }
            guard let language = Localization.match(forced, in: installed) else {
                throw CLIFailure(
                    "no catalog for language '\(forced)'; use \((installed.map(\.code) + ["pseudo"]).joined(separator: ", "))"
                )
            }
            Localization.use(language)
            return
        }
        Localization.use(Localization.preferred(installed: installed))
    }
}
