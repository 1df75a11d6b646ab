import CDBus
import Foundation
import Layout
import SDLBackend
import Testing

@testable import App

/// Messages built with libdbus itself, as the portal and the bus send them, read back through
/// the same decoding the watcher's thread uses: no bus needed.
enum PortalMessage {
    /// How a value is written into a message.
    enum Value {
        case uint32(UInt32)
        case boolean(Bool)
        case string(String)
        /// `value` inside `depth` variants.
        indirect case variants(Value, depth: Int)
    }

    static func append(_ value: Value, to iterator: inout DBusMessageIter) {
        switch value {
        case .uint32(var number):
            dbus_message_iter_append_basic(&iterator, DBusType.uint32, &number)
        case .boolean(let flag):
            var number: dbus_bool_t = flag ? 1 : 0
            dbus_message_iter_append_basic(&iterator, DBusType.boolean, &number)
        case .string(let text):
            text.withCString { pointer in
                var pointer: UnsafePointer<CChar>? = pointer
                _ = dbus_message_iter_append_basic(&iterator, DBusType.string, &pointer)
            }
        case .variants(let inner, let depth):
            guard depth > 0 else { return append(inner, to: &iterator) }
            let signature =
                String(repeating: "v", count: depth - 1)
                + {
                    switch inner {
                    case .uint32: "u"
                    case .boolean: "b"
                    case .string: "s"
                    case .variants: "v"
                    }
                }()
            var sub = DBusMessageIter()
            dbus_message_iter_open_container(&iterator, DBusType.variant, signature, &sub)
            append(.variants(inner, depth: depth - 1), to: &sub)
            dbus_message_iter_close_container(&iterator, &sub)
        }
    }

    /// The arguments of a message holding `values`, as `DBusValue.arguments` reads them.
    static func decoded(_ values: [Value], signal: Bool = false) -> [DBusValue] {
        let message =
            signal
            ? dbus_message_new_signal(
                "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings", "SettingChanged")!
            : dbus_message_new(DBUS_MESSAGE_TYPE_METHOD_RETURN)!
        defer { dbus_message_unref(message) }
        var iterator = DBusMessageIter()
        dbus_message_iter_init_append(message, &iterator)
        for value in values { append(value, to: &iterator) }
        return DBusValue.arguments(of: message)
    }
}

@Suite struct DesktopPreferencesTests {
    @Test func withoutAnyPreferenceTheThemeIsLightAndAnimationsRun() {
        let none = DesktopPreferences()
        #expect(none.theme == .light)
        #expect(none.animations)
    }

    @Test func readOnesAnswerAndReadsDoubleVariantBothGiveTheColourScheme() throws {
        let readOne = PortalMessage.decoded([.variants(.uint32(1), depth: 1)])
        #expect(readOne == [.variant(.uint32(1))])
        let read = PortalMessage.decoded([.variants(.uint32(2), depth: 2)])
        #expect(read == [.variant(.variant(.uint32(2)))])
        var preferences = DesktopPreferences()
        let adopted = preferences.adopt(namespace: "org.freedesktop.appearance", key: "color-scheme", value: readOne[0])
        #expect(adopted)
        #expect(preferences.theme == .dark)
        let adoptedRead = preferences.adopt(
            namespace: "org.freedesktop.appearance", key: "color-scheme", value: read[0])
        #expect(adoptedRead)
        #expect(preferences.theme == .light)
    }

    @Test func noPreferenceAndUnknownSchemesMeanLight() {
        for scheme: UInt32 in [0, 3, .max] {
            var preferences = DesktopPreferences()
            preferences.adopt(namespace: "org.freedesktop.appearance", key: "color-scheme", value: .uint32(1))
            let adopted = preferences.adopt(
                namespace: "org.freedesktop.appearance", key: "color-scheme", value: .uint32(scheme))
            #expect(adopted)
            #expect(preferences.colorScheme == nil)
            #expect(preferences.theme == .light)
        }
    }

    /// A `SettingChanged` signal's arguments, as read from the message.
    static func change(_ namespace: String, _ key: String, _ value: PortalMessage.Value) -> [DBusValue] {
        PortalMessage.decoded([.string(namespace), .string(key), .variants(value, depth: 1)], signal: true)
    }

    @Test func aSettingChangedSignalTurnsAnimationsOffAndOn() {
        var preferences = DesktopPreferences()
        let off = preferences.adoptChange(
            Self.change("org.gnome.desktop.interface", "enable-animations", .boolean(false)))
        #expect(off && !preferences.animations)
        let on = preferences.adoptChange(
            Self.change("org.gnome.desktop.interface", "enable-animations", .boolean(true)))
        #expect(on && preferences.animations)
        let reduced = preferences.adoptChange(Self.change("org.freedesktop.appearance", "reduced-motion", .uint32(1)))
        #expect(reduced && !preferences.animations, "the portal's reduced-motion alone turns them off")
    }

    /// The portal's `contrast` (1: high) or GNOME's a11y `high-contrast` asks for the
    /// high-contrast theme over any colour scheme; either one off again gives the scheme back.
    @Test func moreContrastFromThePortalOrGnomeSelectsTheHighContrastTheme() {
        var preferences = DesktopPreferences()
        preferences.adopt(namespace: "org.freedesktop.appearance", key: "color-scheme", value: .uint32(1))
        let high = preferences.adoptChange(Self.change("org.freedesktop.appearance", "contrast", .uint32(1)))
        #expect(high && preferences.theme == .highContrast)
        let normal = preferences.adoptChange(Self.change("org.freedesktop.appearance", "contrast", .uint32(0)))
        #expect(normal && preferences.theme == .dark)
        let gnome = preferences.adoptChange(
            Self.change("org.gnome.desktop.a11y.interface", "high-contrast", .boolean(true)))
        #expect(gnome && preferences.theme == .highContrast)
        preferences.adopt(namespace: "org.gnome.desktop.a11y.interface", key: "high-contrast", value: .boolean(false))
        #expect(preferences.theme == .dark)
        #expect(DesktopPreferences.followed.contains { $0 == ("org.freedesktop.appearance", "contrast") })
        #expect(DesktopPreferences.followed.contains { $0 == ("org.gnome.desktop.a11y.interface", "high-contrast") })
        // Wrong types change nothing.
        let before = preferences
        let portalWrong = preferences.adoptChange(Self.change("org.freedesktop.appearance", "contrast", .boolean(true)))
        let gnomeWrong = preferences.adoptChange(
            Self.change("org.gnome.desktop.a11y.interface", "high-contrast", .uint32(1)))
        #expect(!portalWrong && !gnomeWrong)
        #expect(preferences == before)
    }

    @Test func valuesOfTheWrongTypeOrShapeChangeNothing() {
        var preferences = DesktopPreferences()
        preferences.adopt(namespace: "org.freedesktop.appearance", key: "color-scheme", value: .uint32(1))
        let before = preferences
        let wrong: [[PortalMessage.Value]] = [
            [.string("org.freedesktop.appearance"), .string("color-scheme"), .variants(.string("dark"), depth: 1)],
            [.string("org.freedesktop.appearance"), .string("color-scheme"), .variants(.boolean(false), depth: 1)],
            [.string("org.gnome.desktop.interface"), .string("enable-animations"), .variants(.uint32(0), depth: 1)],
            [.string("org.freedesktop.appearance"), .string("reduced-motion"), .variants(.string("1"), depth: 1)],
            [.string("org.freedesktop.appearance"), .string("accent-color"), .variants(.uint32(2), depth: 1)],
            // Not a variant, or too few arguments, or nested deeper than the decoder follows.
            [.string("org.freedesktop.appearance"), .string("color-scheme"), .uint32(2)],
            [.string("org.freedesktop.appearance"), .string("color-scheme")],
            [.string("org.freedesktop.appearance"), .string("color-scheme"), .variants(.uint32(2), depth: 40)],
            [],
        ]
        for arguments in wrong {
            let adopted = preferences.adoptChange(PortalMessage.decoded(arguments, signal: true))
            #expect(!adopted, "\(arguments)")
            #expect(preferences == before)
        }
    }

    @Test func gtkThemeInTheEnvironmentWinsOverThePortal() {
        var dark = DesktopPreferences(environment: ["GTK_THEME": "Adwaita:dark"])
        dark.adopt(namespace: "org.freedesktop.appearance", key: "color-scheme", value: .uint32(2))
        #expect(dark.theme == .dark)
        var light = DesktopPreferences(environment: ["GTK_THEME": "Adwaita"])
        light.adopt(namespace: "org.freedesktop.appearance", key: "color-scheme", value: .uint32(1))
        #expect(light.theme == .light)
        #expect(DesktopPreferences(environment: ["GTK_THEME": ""]).environmentTheme == nil)
        for name in ["HighContrast", "HighContrastInverse", "highcontrast:dark"] {
            var high = DesktopPreferences(environment: ["GTK_THEME": name])
            high.adopt(namespace: "org.freedesktop.appearance", key: "color-scheme", value: .uint32(2))
            #expect(high.theme == .highContrast, "\(name)")
        }
    }

    @Test func theBusAddressComesFromTheEnvironmentAndNeverFromAnAutolaunch() throws {
        #expect(SessionBusAddress.find(in: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/x"]) == "unix:path=/x")
        #expect(SessionBusAddress.find(in: [:]) == nil)
        let home = TemporaryHome()
        try FileManager.default.createDirectory(at: home.root, withIntermediateDirectories: true)
        #expect(SessionBusAddress.find(in: ["XDG_RUNTIME_DIR": home.root.path]) == nil, "no bus socket there")
        try home.write(Data(), to: home.root.appendingPathComponent("bus"))
        #expect(SessionBusAddress.find(in: ["XDG_RUNTIME_DIR": home.root.path]) == nil, "a file, not a socket")
    }

    @Test func aBusThatIsNotThereIsATypedErrorAndTheWatcherGivesNoPreference() throws {
        let missing = "unix:path=/nonexistent-tessera-test/bus"
        #expect {
            _ = try SessionBus(address: missing)
        } throws: { error in
            (error as? DBusFailure)?.name?.hasPrefix("org.freedesktop.DBus.Error.") == true
        }
        for environment in [[:], ["DBUS_SESSION_BUS_ADDRESS": missing]] {
            let watcher = DesktopWatcher(environment: environment)
            #expect(watcher.waitForFirstRead(timeout: 30) == DesktopPreferences())
            watcher.stop()
        }
    }
}

/// Who decides: the desktop until the player chooses, then the player, also after a restart.
@Suite struct DesktopPrecedenceTests {
    static let dark = preferences(scheme: 1, animations: true)
    static let light = preferences(scheme: 2, animations: true)
    static let reducedMotion = preferences(scheme: 0, animations: false)

    static func preferences(scheme: UInt32, animations: Bool) -> DesktopPreferences {
        var preferences = DesktopPreferences()
        preferences.adopt(namespace: "org.freedesktop.appearance", key: "color-scheme", value: .uint32(scheme))
        preferences.adopt(
            namespace: "org.gnome.desktop.interface", key: "enable-animations", value: .boolean(animations))
        return preferences
    }

    func onDisk(_ home: TemporaryHome) throws -> Settings {
        let data = try #require(try AtomicFile.read(home.paths.settings), "no settings file")
        return try JSONDecoder().decode(Settings.self, from: data)
    }

    @Test func aFreshStartFollowsTheDesktopBothWays() {
        let home = TemporaryHome()
        let model = AppModel(storage: Storage(paths: home.paths), seed: 1, clock: { 0 })
        #expect(model.followDesktop(DesktopPreferences()) == .redraw, "no preference: light")
        #expect(model.theme == .light)
        #expect(model.followDesktop(Self.dark) == .redraw)
        #expect(model.theme == .dark)
        #expect(model.followDesktop(Self.dark) == [], "the same preferences again change nothing")
        #expect(model.followDesktop(Self.reducedMotion) == .redraw)
        #expect(model.theme == .light && !model.settings.animations)
    }

    @Test func thePlayersThemeStaysWhateverTheDesktopSaysAndIsRemembered() throws {
        let home = TemporaryHome()
        let model = AppModel(storage: Storage(paths: home.paths), seed: 1, clock: { 0 })
        _ = model.followDesktop(Self.light)
        // T goes round: light, high contrast, dark.
        _ = model.handle(.key(.character("t"), []), hit: nil)
        #expect(model.theme == .highContrast)
        _ = model.handle(.key(.character("t"), []), hit: nil)
        #expect(model.theme == .dark)
        #expect(model.followDesktop(Self.light) == [])
        #expect(model.theme == .dark)
        // Animations still follow: the player chose only the theme.
        #expect(model.followDesktop(Self.reducedMotion) == .redraw)
        #expect(!model.settings.animations && model.theme == .dark)
        #expect(try onDisk(home).themeFollowsDesktop == false)

        let restarted = AppModel(storage: Storage(paths: home.paths), seed: 1, clock: { 0 })
        _ = restarted.followDesktop(Self.light)
        #expect(restarted.theme == .dark, "the choice outlives the process")
        #expect(restarted.settings.animations, "what follows the desktop is read again at the start")
    }

    @Test func thePlayersAnimationsToggleOverridesReducedMotion() throws {
        let home = TemporaryHome()
        let model = AppModel(storage: Storage(paths: home.paths), seed: 1, clock: { 0 })
        _ = model.followDesktop(Self.reducedMotion)
        #expect(!model.settings.animations)
        _ = model.handle(.tap(Point(x: 1, y: 1), .primary), hit: AnyHashable(TitleAction.toggleAnimations))
        #expect(model.settings.animations)
        #expect(model.followDesktop(Self.reducedMotion) == [])
        #expect(model.settings.animations)
        #expect(try onDisk(home).animationsFollowDesktop == false)
    }

    @Test func aSettingsFileFromBeforeKeepsItsValuesAsThePlayers() throws {
        let old = #"{"theme":"dark","animations":false,"windowWidth":800,"windowHeight":480}"#
        let settings = try JSONDecoder().decode(Settings.self, from: Data(old.utf8))
        #expect(settings.theme == .dark && !settings.animations)
        #expect(!settings.themeFollowsDesktop && !settings.animationsFollowDesktop)
        let withoutTheme = try JSONDecoder().decode(Settings.self, from: Data(#"{"zoom":1.1}"#.utf8))
        #expect(withoutTheme.themeFollowsDesktop && withoutTheme.animationsFollowDesktop)
        let bad = #"{"theme":"light","themeFollowsDesktop":"yes","animationsFollowDesktop":7}"#
        let garbled = try JSONDecoder().decode(Settings.self, from: Data(bad.utf8))
        #expect(!garbled.themeFollowsDesktop, "a theme in the file is the player's")
        #expect(garbled.animationsFollowDesktop, "no animations in the file: they follow")
        let written = try JSONDecoder().decode(Settings.self, from: JSONEncoder().encode(Settings()))
        #expect(written == Settings(), "a new file keeps following the desktop")
    }
}
