/// The pseudo-locale: English made visibly foreign and longer, so a developer sees at a glance
/// which text skipped the lookup (plain English) and which does not fit (German runs about 30 %,
/// some languages 40 % longer than English).
enum Pseudo {
    /// Where a pseudo-translated string starts and ends; a text run holding letters outside
    /// these brackets did not come through `tr`.
    static let open: Character = "⟦"
    static let close: Character = "⟧"

    private static let accented: [Character: Character] = [
        "a": "á", "c": "ç", "e": "é", "i": "í", "n": "ñ", "o": "ö", "u": "ü", "y": "ý",
        "A": "Å", "C": "Ç", "E": "É", "I": "Î", "N": "Ñ", "O": "Ø", "U": "Ü", "Y": "Ý",
    ]

    /// `text` with its letters accented, `{placeholders}` kept as they are, padded with `~` to
    /// 140 % of its length and bracketed.
    static func expand(_ text: String) -> String {
        var result = String(open)
        var inPlaceholder = false
        var letters = 0
        for character in text {
            if character == "{" { inPlaceholder = true }
            if inPlaceholder {
                result.append(character)
            } else {
                if character.isLetter { letters += 1 }
                result.append(accented[character] ?? character)
            }
            if character == "}" { inPlaceholder = false }
        }
        let padding = (letters * 2 + 4) / 5
        if padding > 0 { result += String(repeating: "~", count: padding) }
        result.append(close)
        return result
    }

    /// Whether every letter of `run` lies inside pseudo brackets: the text came through the
    /// lookup (digits, symbols and punctuation need no translation).
    static func isTranslated(_ run: String) -> Bool {
        var depth = 0
        for character in run {
            if character == open {
                depth += 1
            } else if character == close {
                depth = max(0, depth - 1)
            } else if depth == 0, character.isLetter {
                return false
            }
        }
        return true
    }
}

extension Localization {
    /// Whether `run` (a text run of a screen drawn in the pseudo-locale) came through the
    /// lookup: every letter in it lies inside the pseudo-locale's brackets.
    public static func isPseudoTranslated(_ run: String) -> Bool { Pseudo.isTranslated(run) }
}
