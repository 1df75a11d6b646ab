import CSDL

/// The few fontconfig queries Tessera makes: the best font for a family and weight, and the
/// best font of that family's kind for one character it lacks.
final class FontConfig {
    /// Nil: the process's default configuration (`FONTCONFIG_FILE`, the system's fonts.conf).
    private let config: OpaquePointer?

    struct Match: Equatable {
        let path: String
        let index: Int
        let family: String
        let isBold: Bool
    }

    init(file: String?) throws(SDLError) {
        guard let file else {
            if !Self.loadDefaultConfiguration() {
                guard FcInit() != 0 else { throw SDLError.fontMissing("fontconfig could not load its configuration") }
            }
            config = nil
            return
        }
        guard let config = FcConfigCreate() else { throw SDLError.fontMissing("fontconfig could not start") }
        guard FcConfigParseAndLoad(config, file, 1) != 0, FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            throw SDLError.fontMissing("the fontconfig configuration \(file) could not be loaded")
        }
        self.config = config
    }

    /// `FcInit`'s own configuration, loaded its whole way (conf.avail included) but not made
    /// current: what a test compares `loadDefaultConfiguration`'s answers with.
    static func asFcInitLoadsIt() -> FontConfig? {
        FcInitLoadConfigAndFonts().map(FontConfig.init(owning:))
    }

    private init(owning config: OpaquePointer) {
        self.config = config
    }

    deinit {
        if let config { FcConfigDestroy(config) }
    }

    /// Loads the configuration `FcInit` would (`FONTCONFIG_FILE`, else the system's fonts.conf,
    /// with everything it includes) and builds its font list, as the process's current one; false
    /// when that fails or names no cache folder, and `FcInit` then takes over with its fallbacks.
    /// `FcInit` itself also parses every template in fontconfig's conf.avail folder, only to
    /// collect their descriptions for `fc-conflist`, which matching never reads: on Debian 12 that
    /// was about 16 of the 102 million instructions from exec to the first frame (callgrind).
    /// Other users of fontconfig in the process (cairo, for a printout) find this configuration
    /// current, and their `FcInit` does nothing more.
    static func loadDefaultConfiguration() -> Bool {
        guard let config = FcConfigCreate() else { return false }
        defer { FcConfigDestroy(config) }
        guard FcConfigParseAndLoad(config, nil, 1) != 0 else { return false }
        guard let folders = FcConfigGetCacheDirs(config) else { return false }
        let hasCacheFolder = FcStrListNext(folders) != nil
        FcStrListDone(folders)
        guard hasCacheFolder, FcConfigBuildFonts(config) != 0 else { return false }
        // The current configuration holds a reference of its own.
        return FcConfigSetCurrent(config) != 0
    }

    /// fontconfig's answer for `family` at a regular or bold weight, restricted to scalable
    /// fonts, and when `covering` is given, to fonts that have that character.
    func match(family: String, bold: Bool, covering scalar: UInt32? = nil) -> Match? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
        FcPatternAddBool(pattern, FC_SCALABLE, 1)
        if let scalar, let charset = FcCharSetCreate() {
            FcCharSetAddChar(charset, scalar)
            FcPatternAddCharSet(pattern, FC_CHARSET, charset)
            FcCharSetDestroy(charset)
        }
        guard FcConfigSubstitute(config, pattern, FcMatchPattern) != 0 else { return nil }
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let font = FcFontMatch(config, pattern, &result), result == FcResultMatch else { return nil }
        defer { FcPatternDestroy(font) }
        if let scalar {
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset,
                FcCharSetHasChar(charset, scalar) != 0
            else { return nil }
        }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var name: UnsafeMutablePointer<FcChar8>?
        let familyName =
            FcPatternGetString(font, FC_FAMILY, 0, &name) == FcResultMatch && name != nil
            ? String(cString: name!) : family
        var weight: Int32 = 0
        let isBold = FcPatternGetInteger(font, FC_WEIGHT, 0, &weight) == FcResultMatch && weight >= FC_WEIGHT_DEMIBOLD
        var index: Int32 = 0
        if FcPatternGetInteger(font, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        return Match(path: String(cString: file), index: Int(index), family: familyName, isBold: isBold)
    }
}
