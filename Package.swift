// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Tessera",
    products: [
        .executable(name: "tessera", targets: ["Launcher"]),
        .library(name: "Render", targets: ["Render"]),
        .library(name: "Games", targets: ["Games"]),
    ],
    dependencies: [
        // Command-line parsing with generated help and typed errors, kept by Apple.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Reference-image snapshots (record mode, artifact paths); we plug in a PNG strategy.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL",
            path: "Sources/CSDL",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        .target(name: "Render", dependencies: ["CSDL"]),
        .target(name: "Games", dependencies: ["Render"]),
        .executableTarget(
            name: "Launcher",
            dependencies: [
                "Games", "Render", "CSDL",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "SnapshotSupport",
            dependencies: [
                "Render",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Tests/SnapshotSupport"
        ),
        .testTarget(name: "RenderTests", dependencies: ["Render", "SnapshotSupport"], exclude: ["__Snapshots__"]),
        .testTarget(
            name: "GamesTests", dependencies: ["Games", "Render", "SnapshotSupport"],
            exclude: [
                "Game2048/__Snapshots__", "LightsOut/__Snapshots__", "Sudoku/__Snapshots__", "TicTacToe/__Snapshots__",
            ]
        ),
        .testTarget(
            name: "LauncherTests", dependencies: ["Launcher", "Games", "Render", "SnapshotSupport"],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
