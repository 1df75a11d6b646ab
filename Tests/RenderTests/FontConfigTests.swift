import Testing

@testable import SDLBackend

/// The window's start loads fontconfig's configuration without `FcInit`'s parse of every
/// template in conf.avail (`FontConfig.loadDefaultConfiguration`); fonts must be found exactly as
/// `FcInit`'s own configuration finds them.
@Suite struct FontConfigTests {
    @Test func theSystemConfigurationLoadsWithoutFcInit() throws {
        #expect(FontConfig.loadDefaultConfiguration(), "the shortcut fell back to FcInit")
    }

    @Test func fontsAreFoundAsFcInitsConfigurationFindsThem() throws {
        let ours = try FontConfig(file: nil)
        let full = try #require(FontConfig.asFcInitLoadsIt())
        let families = [FontLibrary.preferredFamily, "sans-serif", "serif", "monospace", "Liberation Sans"]
        for family in families {
            for bold in [false, true] {
                let answer = ours.match(family: family, bold: bold)
                #expect(answer != nil, "\(family) found")
                #expect(answer == full.match(family: family, bold: bold), "\(family), bold \(bold)")
            }
        }
        // Fallback for characters the family lacks: a symbol, an ideograph, a Cyrillic letter.
        for scalar: UInt32 in [0x2605, 0x4E2D, 0x0416] {
            #expect(
                ours.match(family: FontLibrary.preferredFamily, bold: false, covering: scalar)
                    == full.match(family: FontLibrary.preferredFamily, bold: false, covering: scalar),
                "U+\(String(scalar, radix: 16, uppercase: true))")
        }
    }
}
