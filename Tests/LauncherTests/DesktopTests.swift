import CSDL
import Foundation
import GameCatalog
import GameCore
import GameKit
import Layout
import SnapshotSupport
import SnapshotTesting
import Testing

@testable import App
@testable import SDLBackend

/// A private fontconfig configuration over the given font folders (or files copied into one),
/// as a desktop without DejaVu would have.
struct PrivateFontconfig {
    let folder: URL
    var file: String { folder.appendingPathComponent("fonts.conf").path }

    init(directories: [String] = [], copying files: [String] = []) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-fc-\(UUID().uuidString)")
        let fonts = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for file in files {
            try FileManager.default.copyItem(
                atPath: file, toPath: fonts.appendingPathComponent((file as NSString).lastPathComponent).path)
        }
        let dirs = ([fonts.path] + directories).map { "<dir>\($0)</dir>" }.joined()
        let config = """
            <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig>\(dirs)<cachedir>\(folder.path)/cache</cachedir></fontconfig>
            """
        try Data(config.utf8).write(to: URL(fileURLWithPath: file))
    }
}

/// SDL_ttf and FreeType are not thread-safe: these tests open fonts one at a time.
@Suite(.serialized)
struct DesktopFontTests {
    static let liberation = "/usr/share/fonts/truetype/liberation2"
    static let dejavu = "/usr/share/fonts/truetype/dejavu"
    static let wqy = "/usr/share/fonts/truetype/wqy"

    @Test func withoutDejaVuTheFontFontconfigPicksIsUsedWithItsBoldFace() throws {
        let config = try PrivateFontconfig(copying: [
            "\(Self.liberation)/LiberationSans-Regular.ttf", "\(Self.liberation)/LiberationSans-Bold.ttf",
        ])
        let fonts = try FontLibrary(fontconfigFile: config.file)
        #expect(fonts.regularPath.hasSuffix("/LiberationSans-Regular.ttf"))
        #expect(fonts.boldPath.hasSuffix("/LiberationSans-Bold.ttf"))
        #expect(fonts.family == "Liberation Sans")
    }

    @Test func noFontAtAllNamesWhatWasLookedFor() throws {
        let config = try PrivateFontconfig()
        #expect {
            _ = try FontLibrary(fontconfigFile: config.file)
        } throws: { error in
            "\(error)".contains("DejaVu Sans") && "\(error)".contains("fontconfig")
        }
    }

    @Test func oneFontFileKeepsFallbackForWhatItLacks() throws {
        let config = try PrivateFontconfig(directories: [Self.dejavu])
        // Liberation Sans has no ⚑; DejaVu, found through fontconfig, draws it.
        let fonts = try FontLibrary(
            regular: "\(Self.liberation)/LiberationSans-Regular.ttf",
            fontconfigFile: config.file)
        #expect(fonts.boldPath == fonts.regularPath)
        let runs = fonts.runs("⚑ Flag", bold: true)
        #expect(runs.map(\.text) == ["⚑", " Flag"])
        #expect(runs.first?.face.path.hasPrefix(Self.dejavu) == true)
        #expect(runs.last?.face.emboldened == true)
    }

    /// A notice naming a folder in Chinese: the CJK characters come from the CJK font
    /// fontconfig finds, on the DejaVu text's baseline.
    @Test func aNoticeWithCJKCharactersRendersThem() throws {
        let config = try PrivateFontconfig(directories: [Self.dejavu, Self.wqy])
        let fonts = try FontLibrary(fontconfigFile: config.file)
        let message = "The save /home/李明/游戏/2048.json could not be read; the game starts fresh."
        let runs = fonts.runs(message, bold: false)
        #expect(
            runs.map(\.text) == [
                "The save /home/", "李明", "/", "游戏", "/2048.json could not be read; the game starts fresh.",
            ])
        #expect(runs[1].face.path.hasSuffix("wqy-microhei.ttc") && runs[3].face == runs[1].face)
        #expect(runs[0].face.path.hasSuffix("DejaVuSans.ttf") && runs[2].face == runs[0].face)
        let withCJK = fonts.measure("李明", bold: false, pixelSize: 20)
        #expect(withCJK.width > 30)

        let size = Size(width: 640, height: 400)
        let model = AppModel(storage: nil, seed: 1, clock: { 0 }, notices: [message])
        let renderer = try HeadlessRenderer(size: size, fonts: fonts)
        let image = renderer.render(model.view(size: size), background: model.theme.background)
        assertSnapshot(of: image, as: .png(), named: "cjk-notice")
    }
}

@Suite struct DesktopScaleTests {
    @Test func xftDPIAndGDKScale() {
        #expect(DesktopScale.resolve(environment: [:], resources: "Xft.dpi:\t192\nXft.antialias:\t1\n") == 2)
        #expect(DesktopScale.resolve(environment: [:], resources: "Xft.dpi:\t144\n") == 1.5)
        #expect(DesktopScale.resolve(environment: [:], resources: "Xft.antialias:\t1\n") == 1)
        #expect(DesktopScale.resolve(environment: [:], resources: nil) == 1)
        #expect(DesktopScale.resolve(environment: ["GDK_SCALE": "2"], resources: "Xft.dpi:\t96\n") == 2)
        #expect(DesktopScale.resolve(environment: ["GDK_SCALE": "two"], resources: "Xft.dpi:\t192\n") == 2)
        #expect(DesktopScale.resolve(environment: ["GDK_SCALE": "0"], resources: nil) == 1)
        #expect(DesktopScale.resolve(environment: [:], resources: "Xft.dpi:\tnan\n") == 1)
        #expect(DesktopScale.resolve(environment: [:], resources: "Xft.dpi:\t100000\n") == 4)
    }

    @Test func aWindowLargerThanTheScreenIsFittedToIt() {
        let screen = SDL_Rect(x: 0, y: 0, w: 1600, h: 1000)
        #expect(Window.fitted(width: 2560, height: 1440, within: screen) == (1600, 1000))
        #expect(Window.fitted(width: 1024, height: 720, within: screen) == (1024, 720))
        #expect(Window.fitted(width: .infinity, height: -5, within: nil) == (1, 1))
    }
}

@Suite struct LayoutIndependentKeyTests {
    func key(_ sym: UInt32, _ scancode: SDL_Scancode) -> Key? {
        SDLInput.key(SDL_Keycode(bitPattern: sym), scancode: scancode)
    }

    @Test func lettersOnANonLatinLayoutUseThePhysicalKey() {
        // Russian layout: the Z key types я (U+044F), the N key т (U+0442).
        #expect(key(0x44F, SDL_SCANCODE_Z) == .character("z"))
        #expect(key(0x442, SDL_SCANCODE_N) == .character("n"))
        // A Latin layout keeps its own letters: German Z sits where US has Y.
        #expect(key(UInt32(UInt8(ascii: "z")), SDL_SCANCODE_Y) == .character("z"))
        // Digits and arrows are as before; a non-Latin symbol off the letter keys means nothing.
        #expect(key(UInt32(UInt8(ascii: "7")), SDL_SCANCODE_7) == .character("7"))
        #expect(key(SDLK_LEFT.rawValue, SDL_SCANCODE_LEFT) == .left)
        #expect(key(0x451, SDL_SCANCODE_GRAVE) == nil)
    }

    /// What a Russian (ЙЦУКЕН) and a Greek layout type on each Latin letter key, A to Z.
    static let russian: [Character: UInt32] = [
        "q": 0x439, "w": 0x446, "e": 0x443, "r": 0x43A, "t": 0x435, "y": 0x43D, "u": 0x433, "i": 0x448,
        "o": 0x449, "p": 0x437, "a": 0x444, "s": 0x44B, "d": 0x432, "f": 0x430, "g": 0x43F, "h": 0x440,
        "j": 0x43E, "k": 0x43B, "l": 0x434, "z": 0x44F, "x": 0x447, "c": 0x441, "v": 0x43C, "b": 0x438,
        "n": 0x442, "m": 0x44C,
    ]
    /// Greek's Q key types an ASCII semicolon, which is read as itself (so Ctrl+Q does not quit
    /// there); every other letter key types a Greek letter.
    static let greek: [Character: UInt32] = [
        "w": 0x3C2, "e": 0x3B5, "r": 0x3C1, "t": 0x3C4, "y": 0x3C5, "u": 0x3B8, "i": 0x3B9, "o": 0x3BF,
        "p": 0x3C0, "a": 0x3B1, "s": 0x3C3, "d": 0x3B4, "f": 0x3C6, "g": 0x3B3, "h": 0x3B7, "j": 0x3BE,
        "k": 0x3BA, "l": 0x3BB, "z": 0x3B6, "x": 0x3C7, "c": 0x3C8, "v": 0x3C9, "b": 0x3B2, "n": 0x3BD,
        "m": 0x3BC,
    ]

    /// Every letter key on both layouts reads as its Latin letter, so every letter shortcut of
    /// the key table in docs/playing.md (R, H, S, N, WASD, HJKL…) works there.
    @Test(arguments: [("ru", russian), ("el", greek)])
    func everyLetterKeyOfANonLatinLayoutIsItsLatinLetter(layout: String, symbols: [Character: UInt32]) {
        for (letter, symbol) in symbols {
            let scancode = SDL_Scancode(SDL_SCANCODE_A.rawValue + UInt32(letter.asciiValue! - UInt8(ascii: "a")))
            #expect(key(symbol, scancode) == .character(letter), "\(layout): \(letter)")
        }
        #expect(symbols.count >= 25)
    }

    /// Through the app, as the window sends them: on a Russian layout Y (н) opens Lights Out's
    /// history and the same key again closes it; R (к) restarts; L (д) opens the level picker.
    @Test func aGameAnswersItsLettersOnARussianLayout() throws {
        let model = AppModel(storage: nil, seed: 1, clock: { 0 })
        let game = try #require(model.catalog.game(id: "lightsout"))
        model.open(game)
        func press(_ letter: Character) {
            let scancode = SDL_Scancode(SDL_SCANCODE_A.rawValue + UInt32(letter.asciiValue! - UInt8(ascii: "a")))
            if let typed = key(Self.russian[letter]!, scancode) { _ = model.handle(.key(typed, []), hit: nil) }
        }
        let scene = try #require(model.scenes["lightsout"])
        press("y")
        #expect(scene.modal != nil, "Y on a Russian layout did not open the history")
        press("y")
        #expect(scene.modal == nil)
        press("l")
        #expect(scene.modal != nil, "L on a Russian layout did not open the level picker")
    }
}

@Suite struct ZoomTests {
    @Test func controlPlusMinusAndZeroStepTheZoomAndSaveIt() throws {
        let home = TemporaryHome()
        let model = AppModel(storage: Storage(paths: home.paths), seed: 1, clock: { 0 })
        #expect(model.settings.zoom == 1)
        #expect(model.handle(.key(.character("="), [.control, .shift]), hit: nil).contains(.zoomChanged))
        #expect(model.settings.zoom == 1.1)
        _ = model.handle(.key(.character("+"), .control), hit: nil)
        #expect(model.settings.zoom == 1.25)
        let saved = try JSONDecoder().decode(Settings.self, from: Data(contentsOf: home.paths.settings))
        #expect(saved.zoom == 1.25)
        _ = model.handle(.key(.character("0"), .control), hit: nil)
        #expect(model.settings.zoom == 1)
        for _ in 0..<20 { _ = model.handle(.key(.character("-"), .control), hit: nil) }
        #expect(model.settings.zoom == Settings.zoomSteps.first)
        #expect(model.handle(.key(.character("-"), .control), hit: nil).isEmpty)
        // Without Ctrl the keys are the game's (2048's size) and the title's.
        #expect(AppModel.zoomStep(for: .key(.character("+"), []), from: 1) == nil)
    }

    @Test func aSavedZoomOutsideTheStepsIsBroughtWithinThem() throws {
        for (json, zoom) in [(#"{"zoom":100}"#, 3.0), (#"{"zoom":-1}"#, 0.5), (#"{"zoom":"x"}"#, 1.0)] {
            #expect(try JSONDecoder().decode(Settings.self, from: Data(json.utf8)).zoom == zoom)
        }
    }
}
