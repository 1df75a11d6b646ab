import Foundation
import GameCatalog
import GameCore
import Layout
import Testing

@testable import App

/// Every setting is on disk right after it changes, not only when the window closes: a signal
/// that ends the process by its default action, a crash or kill -9 loses none. Window sizes,
/// which come in bursts while the window is dragged, are written at most every
/// `settingsWriteInterval`, the last of a burst always.
@Suite struct SettingsWriteTests {
    final class Clock: @unchecked Sendable {
        var now = 100.0
    }

    /// What the settings file holds now.
    func onDisk(_ home: TemporaryHome) throws -> Settings {
        let data = try #require(try AtomicFile.read(home.paths.settings), "no settings file")
        return try JSONDecoder().decode(Settings.self, from: data)
    }

    func app(_ home: TemporaryHome, clock: Clock = Clock()) -> AppModel {
        AppModel(storage: Storage(paths: home.paths), seed: 1, clock: { clock.now })
    }

    @Test func everySettingTheTitleChangesIsWrittenAtTheChange() throws {
        let home = TemporaryHome()
        let model = app(home)
        #expect(try AtomicFile.read(home.paths.settings) == nil, "nothing written before a change")

        _ = model.handle(.key(.character("t"), []), hit: nil)
        #expect(try onDisk(home).theme == .light)
        _ = model.handle(.key(.character("t"), []), hit: nil)
        #expect(try onDisk(home).theme == .highContrast)

        _ = model.handle(.tap(Point(x: 1, y: 1), .primary), hit: AnyHashable(TitleAction.toggleAnimations))
        #expect(try onDisk(home).animations == false)
        _ = model.handle(.tap(Point(x: 1, y: 1), .primary), hit: AnyHashable(TitleAction.toggleTheme))
        #expect(try onDisk(home).theme == .dark)

        _ = model.handle(.key(.character("l"), .shift), hit: nil)
        #expect(try onDisk(home).language == model.settings.language)
        #expect(model.settings.language != nil)

        _ = model.handle(.key(.character("+"), .control), hit: nil)
        #expect(try onDisk(home).zoom == 1.1)
        // In a game too.
        _ = model.handle(.key(.character("1"), []), hit: nil)
        #expect(model.screen != .title)
        _ = model.handle(.key(.character("-"), .control), hit: nil)
        #expect(try onDisk(home).zoom == 1)

        model.setMaximized(true)
        #expect(try onDisk(home).maximized)
        model.setAnimations(true)
        #expect(try onDisk(home).animations)
        // The first start's theme from the desktop style.
        model.setTheme(.dark)
        #expect(try onDisk(home).theme == .dark)
        #expect(try onDisk(home) == model.settings, "the file holds every change")
        #expect(model.settingsDue == nil)
    }

    @Test func aBurstOfWindowSizesIsWrittenAtMostEveryIntervalAndItsLastOneAlways() throws {
        let home = TemporaryHome()
        let clock = Clock()
        let model = app(home, clock: clock)
        let interval = AppModel.settingsWriteInterval

        // The first size of a burst is written at once.
        model.setWindowSize(Size(width: 800, height: 600))
        #expect(try onDisk(home).windowWidth == 800)
        #expect(model.settingsDue == nil)

        // The drag goes on: sizes within the interval wait, due one interval after that write.
        for step in 1...9 {
            clock.now += interval / 10
            model.setWindowSize(Size(width: Double(800 + step * 10), height: 600))
            if clock.now < 100 + interval {
                #expect(model.settingsDue == 100 + interval)
                #expect(try onDisk(home).windowWidth == 800, "written within the interval at step \(step)")
            }
        }
        #expect(model.writeDueSettings() == 100 + interval, "not yet due")
        #expect(try onDisk(home).windowWidth == 800)

        // The drag stops; once due, the loop's next wake writes the last size.
        clock.now = 100 + interval
        #expect(model.writeDueSettings() == nil)
        let written = try onDisk(home)
        #expect(written.windowWidth == 890 && written.windowHeight == 600)
        #expect(written == model.settings)

        // Idle: nothing is due, so the loop sleeps until the next event; nothing is written.
        try FileManager.default.removeItem(at: home.paths.settings)
        clock.now += 60
        #expect(model.settingsDue == nil)
        #expect(model.writeDueSettings() == nil)
        #expect(try AtomicFile.read(home.paths.settings) == nil, "a write while idle")
        // The same size again (SDL reports a resize twice) is no change and costs no write.
        model.setWindowSize(Size(width: 890, height: 600))
        #expect(try AtomicFile.read(home.paths.settings) == nil, "an unchanged size was written")

        // Long after the last write, a new size is written at once.
        model.setWindowSize(Size(width: 1000, height: 700))
        #expect(try onDisk(home).windowWidth == 1000 && onDisk(home).windowHeight == 700)

        // A change written at once in the middle of a burst takes the waiting size with it.
        clock.now += interval / 2
        model.setWindowSize(Size(width: 1010, height: 700))
        #expect(model.settingsDue != nil)
        model.setMaximized(true)
        #expect(model.settingsDue == nil)
        #expect(try onDisk(home).windowWidth == 1010 && onDisk(home).maximized)
    }

    @Test func aSecondModelReadsTheSettingsWithoutAQuit() throws {
        let home = TemporaryHome()
        let clock = Clock()
        let first = app(home, clock: clock)
        _ = first.handle(.key(.character("t"), []), hit: nil)
        _ = first.handle(.key(.character("="), .control), hit: nil)
        // A resize a moment later, and the last of a drag once due.
        clock.now += AppModel.settingsWriteInterval
        first.setWindowSize(Size(width: 640, height: 480))
        first.setWindowSize(Size(width: 600, height: 480))
        clock.now += AppModel.settingsWriteInterval
        first.writeDueSettings()
        // No prepareToQuit: the process ended here, as by a signal's default action.
        let second = app(home)
        #expect(second.settings == first.settings)
        #expect(second.theme.name == .light && second.settings.zoom == 1.1)
    }
}
