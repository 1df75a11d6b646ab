// swift-tools-version:6.0
import Foundation
import PackageDescription

// The layers are compiler facts (see the README's Architecture section):
//
//   Tessera ─► App ─► GameCatalog ─► <Game>Feature ─► GameKit ─► Layout
//               │                         │              │
//               └─► SDLBackend ─► Raster  └─► <Game>Engine ─► GameCore
//
//   DevTool (tessera-dev) ─► App, BenchCatalog ─► <Game>Bench ─► <Game>Feature
//
// An engine depends on GameCore alone (no Layout, no SDL); Layout builds without SDL or pixels
// (Raster, over the C loops in CPixelStore, turns its display lists into pixels); only
// SDLBackend and the App import CSDL. A game is a folder `Sources/Games/<Game>` holding
// `Engine` and `Feature`; its targets are found here from the folders, so adding a game means
// its folder plus one line in `Sources/Games/Catalog/Catalog.swift`.

let gamesFolder = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent("Sources/Games")
let games: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: gamesFolder.path)) ?? [])
    .filter { FileManager.default.fileExists(atPath: gamesFolder.appendingPathComponent("\($0)/Engine").path) }
    .sorted()

let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")

// `TESSERA_PRODUCT_ONLY=1` (set by scripts/install.sh and scripts/package.sh) leaves out the
// test targets, their support targets and the package only they use (swift-snapshot-testing,
// and swift-syntax through it): a packager's release build resolves, fetches and compiles none
// of them.
let productOnly = Context.environment["TESSERA_PRODUCT_ONLY"] == "1"
let testSupportTargets: Set<String> = ["SnapshotSupport", "AppTestSupport"]
let testPackages: [Package.Dependency] = [
    // Reference-image snapshots (record mode, artifact paths); we plug in a PNG strategy.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7")
]

// A game may build hot engine files a second time for x86-64-v3 (AVX2, BMI, POPCNT, LZCNT):
// `Sources/Games/<Game>/EngineV3` holds links to them, and the engine picks that copy at run time
// when the processor has those instructions. Swift has no per-function target attributes, so a
// second module with its own -target-cpu is the way to carry both builds in one binary. That
// module is compiled with `ENGINE_V3` defined, for code that picks instructions only it has
// (POPCNT, where the baseline build counts bits by a SWAR sum).
func hasV3(_ game: String) -> Bool {
    #if arch(x86_64)
        return FileManager.default.fileExists(atPath: gamesFolder.appendingPathComponent("\(game)/EngineV3").path)
    #else
        return false
    #endif
}

/// A game's rule variants that its window does not play in a hot loop (Sudoku's jigsaw, killer, X
/// and small grids) live in `Sources/Games/<Game>/Variants`, a target of their own built small
/// like the screens (`sizeOptimised`): their generation stays far inside its 200 ms budget.
func hasVariants(_ game: String) -> Bool {
    FileManager.default.fileExists(atPath: gamesFolder.appendingPathComponent("\(game)/Variants").path)
}

/// An engine with no loop a player waits on marks itself with a `.size-optimised` file in its
/// folder and is built small like the screens; the others keep `-O` (and their own value
/// witnesses) in the installed build too.
func engineBuiltSmall(_ game: String) -> Bool {
    FileManager.default.fileExists(atPath: gamesFolder.appendingPathComponent("\(game)/Engine/.size-optimised").path)
}

/// A game's workloads for `tessera-dev bench` live in `Sources/Games/<Game>/Bench`, linked by the
/// developer tool only.
func hasBench(_ game: String) -> Bool {
    FileManager.default.fileExists(atPath: gamesFolder.appendingPathComponent("\(game)/Bench").path)
}

/// The bench targets as dependencies, for the bench catalog and the engine and game tests.
let benchDependencies: [Target.Dependency] = games.filter(hasBench).map { .target(name: "\($0)Bench") }
let engineDependencies: [Target.Dependency] =
    games.map { .target(name: "\($0)Engine") } + games.filter(hasVariants).map { .target(name: "\($0)Variants") }
let featureDependencies: [Target.Dependency] = games.map { .target(name: "\($0)Feature") }

let benchTargets: [Target] = games.filter(hasBench).map { game in
    .target(
        name: "\(game)Bench",
        dependencies: [
            .target(name: "\(game)Engine"), .target(name: "\(game)Feature"), "BenchKit", "GameCore", "GameKit", "Layout",
        ] + (hasVariants(game) ? [.target(name: "\(game)Variants")] : []),
        path: "Sources/Games/\(game)/Bench")
}

/// Screens, scenes and the app's plumbing are built small: they run once per frame or per event,
/// far from the hot loops (layout, painting, the engines and what they share keep `-O` and a
/// value-witness function per type), and this is what keeps the installed, static binary under
/// 16 MiB as the games grow (issue 31; `benchmarks/binary.sh` checks it).
/// - `-Osize`, in release builds.
/// - No run-time exclusivity checks, in release builds (each is a call with its own buffer at
///   every access to a class's property); debug builds, which the tests run, keep them.
/// - Value witnesses (how a type is copied, moved and destroyed) read by the runtime from a
///   layout string instead of a function per type: the many small view, action and save
///   structs each had their own; about 100 KB. In debug builds too, so the whole test suite
///   runs the witnesses the player's program does.
let sizeOptimised: [SwiftSetting] = [
    .unsafeFlags(["-Osize", "-enforce-exclusivity=unchecked"], .when(configuration: .release)),
    .unsafeFlags([
        "-enable-experimental-feature", "LayoutStringValueWitnesses", "-Xfrontend",
        "-enable-layout-string-value-witnesses",
    ]),
]

/// The hot targets' level, `-O`, held in the installed build too: scripts/install.sh builds with
/// `-Xswiftc -Osize`, the one setting that reaches the dependencies' code (swift-argument-parser,
/// half a megabyte), and the frontend takes the last level it is given, which is this one.
/// Their run-time exclusivity checks are left out of release builds too, as Layout's are (debug
/// builds, which the tests run, keep them): a call with its own buffer at every access to a
/// class's property or a global, in the loops that paint and search.
let fastInRelease: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-O", "-enforce-exclusivity=unchecked"], .when(configuration: .release))
]

/// The hot leaves (layout, painting, the engines, the snapshot comparison) are optimised in debug
/// builds too: the tests, the monkey and the end-to-end scripts run them millions of times, and
/// unoptimised they spent most of the test run in generic metadata lookups and reference
/// counting. What they lose is only stepping line by line in a debugger; `assert` is not used
/// (`precondition` and overflow checks stay in -O).
let optimisedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let gameTargets: [Target] = games.flatMap { game -> [Target] in
    var targets: [Target] = []
    if hasV3(game) {
        targets.append(
            .target(
                name: "\(game)EngineV3", dependencies: ["GameCore"], path: "Sources/Games/\(game)/EngineV3",
                swiftSettings: [.unsafeFlags(["-target-cpu", "haswell"]), .define("ENGINE_V3")] + optimisedInDebug
                    + fastInRelease))
    }
    let engineDependencies: [Target.Dependency] =
        ["GameCore"] + (hasV3(game) ? [.target(name: "\(game)EngineV3")] : [])
    targets.append(
        .target(
            name: "\(game)Engine", dependencies: engineDependencies, path: "Sources/Games/\(game)/Engine",
            swiftSettings: optimisedInDebug + (engineBuiltSmall(game) ? sizeOptimised : fastInRelease)))
    var featureDependencies: [Target.Dependency] = [
        .target(name: "\(game)Engine"), "CairoPDF", "GameCore", "GameKit", "Layout", "Localization", argumentParser,
    ]
    if hasVariants(game) {
        targets.append(
            .target(
                name: "\(game)Variants", dependencies: ["GameCore", .target(name: "\(game)Engine")],
                path: "Sources/Games/\(game)/Variants", swiftSettings: sizeOptimised + optimisedInDebug))
        featureDependencies.append(.target(name: "\(game)Variants"))
    }
    targets.append(
        .target(
            name: "\(game)Feature", dependencies: featureDependencies, path: "Sources/Games/\(game)/Feature",
            swiftSettings: sizeOptimised))
    return targets
}

let package = Package(
    name: "Tessera",
    products: [
        // The player's program: the only one `scripts/install.sh` installs.
        .executable(name: "tessera", targets: ["Tessera"]),
        // The developers' program: benchmarks and the monkey, with what only they need.
        .executable(name: "tessera-dev", targets: ["DevTool"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "GameKit", targets: ["GameKit"]),
    ],
    dependencies: [
        // Command-line parsing with generated help and typed errors, kept by Apple.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ] + (productOnly ? [] : testPackages),
    targets: ([
        .systemLibrary(
            name: "CSDL",
            path: "Sources/CSDL",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        // libdbus, for the desktop's settings portal (its colour scheme and reduced motion).
        .systemLibrary(
            name: "CDBus",
            path: "Sources/Launcher/CDBus",
            pkgConfig: "dbus-1",
            providers: [.apt(["libdbus-1-dev"])]
        ),
        // cairo, for printing: its PDF surface and toy text API.
        .systemLibrary(
            name: "CCairo",
            path: "Sources/Render/CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // Pages of lines and text drawn into a PDF through cairo, owned and checked in Swift.
        .target(name: "CairoPDF", dependencies: ["CCairo"], path: "Sources/Render/CairoPDF"),
        // Geometry, views, two-pass layout, display list, hit testing, animation: no pixels.
        // Its memo classes (a text's measured size, a stack's answers) are only touched by the one
        // layout pass that made them, so the run-time exclusivity checks on them (3 % of a
        // layout's instructions) are left out of release builds.
        .target(
            name: "Layout", path: "Sources/Render/Layout",
            swiftSettings: optimisedInDebug + fastInRelease + [
                .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))
            ]),
        // Display list to pixels: shapes, glyph masks, damage, tiles painted on threads.
        .target(
            name: "Raster", dependencies: ["Layout", "CPixelStore"], path: "Sources/Render/Raster",
            swiftSettings: optimisedInDebug + fastInRelease),
        // Pixel loops Swift cannot express: cache-bypassing stores for large frames, blends in
        // 16-bit lanes, and an AVX2 build of the block blend chosen at run time.
        .target(
            name: "CPixelStore", path: "Sources/Render/CPixelStore",
            cSettings: [.unsafeFlags(["-O2"], .when(configuration: .debug))]),
        // The SDL window, SDL_ttf glyphs and text metrics, PNG output.
        .target(
            name: "SDLBackend", dependencies: ["Layout", "Raster", "CSDL"], path: "Sources/Render/Backend",
            swiftSettings: optimisedInDebug + fastInRelease),
        // Rules protocol, mid-end, seeded generator, statistics: what every engine shares.
        .target(
            name: "GameCore", path: "Sources/Games/Core",
            swiftSettings: optimisedInDebug + [.unsafeFlags(["-Osize"], .when(configuration: .release))]),
        // The one lookup for every string a player sees: gettext catalogs, language choice.
        .target(
            name: "Localization", dependencies: ["CGettext"], path: "Sources/Games/Localization/Gettext",
            swiftSettings: sizeOptimised),
        .systemLibrary(name: "CGettext", path: "Sources/Games/Localization/CGettext"),
        // One game screen, dialogs, pointer states, the input driver, the game descriptor.
        .target(
            name: "GameKit", dependencies: ["GameCore", "Layout", "Localization", argumentParser],
            path: "Sources/Games/Kit", swiftSettings: sizeOptimised),
        .target(
            name: "GameCatalog",
            dependencies: ["GameKit"] + games.map { .target(name: "\($0)Feature") },
            path: "Sources/Games/Catalog", exclude: ["Benchmarks"]),
        // What the games' benchmarks share and the player's program does without (Foundation's
        // JSONSerialization), for the developer tool alone.
        .target(name: "BenchKit", dependencies: ["GameCore", "GameKit"], path: "Sources/Games/BenchKit"),
        // Each game's benchmark beside the catalog, for the developer tool alone.
        .target(
            name: "BenchCatalog",
            dependencies: ["GameKit"] + benchDependencies,
            path: "Sources/Games/Catalog/Benchmarks"),
        // The app without its entry point: the model, the window loop, storage and the player's
        // commands, shared by both programs.
        .target(
            name: "App",
            dependencies: [
                "GameCatalog", "GameKit", "GameCore", "Layout", "Localization", "SDLBackend", "CSDL", "CDBus",
                argumentParser,
            ],
            path: "Sources/Launcher/App", swiftSettings: sizeOptimised
        ),
        // The installed program is linked by lld with its relative relocations packed (DT_RELR,
        // glibc 2.36) and without exporting its own symbols (the static Swift runtime's link
        // asks for -export-dynamic; nothing looks them up), about 1.6 MB less than gold's
        // output: with FoundationEssentials in place of Foundation, what keeps the static,
        // stripped binary under 16 MiB (issue 31; benchmarks/binary.sh checks it). lld folds
        // identical functions (`--icf=all`: the generic specialisations Swift emits per type,
        // 250 KB). It folds code only, never data (metadata, witness tables); `safe` keeps
        // every function whose address is taken, which in Swift is nearly all (12 KB). `-O2`
        // merges strings that end another string. Folding read-only data too
        // (`--ignore-data-address-equality`, 16 KB) is left off: Swift tells types apart by the
        // addresses of their descriptors.
        .executableTarget(
            name: "Tessera", dependencies: ["App"], path: "Sources/Launcher/Tessera",
            linkerSettings: [
                .unsafeFlags(
                    ["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker", "--no-export-dynamic", "-Xlinker", "--icf=all", "-Xlinker", "-O2"],
                    .when(platforms: [.linux], configuration: .release))
            ]),
        .executableTarget(
            name: "DevTool",
            dependencies: [
                "App", "BenchCatalog", "GameCatalog", "GameKit", "GameCore", "Layout", "Localization", "SDLBackend",
                argumentParser,
            ],
            path: "Sources/Launcher/DevTool"
        ),
        .target(
            name: "SnapshotSupport",
            dependencies: [
                "Layout", "SDLBackend",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Tests/SnapshotSupport", swiftSettings: optimisedInDebug
        ),
        // The app holding one game scene, for the scenario tests of the games and the app.
        .target(
            name: "AppTestSupport", dependencies: ["App", "GameCatalog", "GameCore", "GameKit", "Layout"],
            path: "Tests/AppTestSupport"),
        .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "SnapshotSupport"]),
        .testTarget(
            name: "RenderTests", dependencies: ["Layout", "Raster", "SDLBackend", "SnapshotSupport"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "EngineTests",
            dependencies: ["GameCore"] + engineDependencies
                + games.filter(hasV3).map { .target(name: "\($0)EngineV3") } + benchDependencies,
            swiftSettings: optimisedInDebug),
        .testTarget(
            name: "GamesTests",
            dependencies: [
                "App", "AppTestSupport", "CairoPDF", "GameCore", "GameKit", "Layout", "Localization", "SDLBackend",
                "SnapshotSupport", "GameCatalog",
            ] + engineDependencies + featureDependencies + benchDependencies,
            exclude: games.map { "\($0)/__Snapshots__" }.filter {
                FileManager.default.fileExists(atPath: "\(Context.packageDirectory)/Tests/GamesTests/\($0)")
            }
                + ["Kit/__Snapshots__"].filter {
                    FileManager.default.fileExists(atPath: "\(Context.packageDirectory)/Tests/GamesTests/\($0)")
                }
        ),
        .testTarget(
            name: "LauncherTests",
            dependencies: [
                "App", "AppTestSupport", "DevTool", "GameCatalog", "GameKit", "GameCore", "Layout", "Localization", "SDLBackend",
                "SnapshotSupport", "CSDL", "CDBus", "SudokuFeature",
            ],
            exclude: ["__Snapshots__", "FifthGame/__Snapshots__", "Fixtures"]
        ),
    ] + gameTargets + benchTargets).filter { !productOnly || ($0.type != .test && !testSupportTargets.contains($0.name)) },
    swiftLanguageModes: [.v6]
)
