import ArgumentParser
import GameCatalog
import GameCore
import GameKit
import Layout
import SDLBackend

/// The app icon, drawn by Tessera itself: four tiles, one per game, in the title's colours.
enum AppIcon {
    static func view() -> some View {
        let colours = [Color(hex: 0x4285F4), Color(hex: 0xEDC22E), Color(hex: 0xFF5C54), Color(hex: 0xFFD633)]
        return GeometryReader { size in
            let gap = size.width * 0.06
            let tile = (size.width - gap * 3) / 2
            RoundedRectangle(cornerRadius: size.width * 0.18).fill(Color(red: 0.13, green: 0.15, blue: 0.18))
            for index in 0..<4 {
                RoundedRectangle(cornerRadius: tile * 0.2).fill(colours[index])
                    .frame(width: tile, height: tile)
                    .offset(x: gap + Double(index % 2) * (tile + gap), y: gap + Double(index / 2) * (tile + gap))
            }
        }
        .aspectRatio(1)
    }

    /// The icon as pixels, `side` pixels square with a transparent corner.
    static func image(side: Int, fonts: FontLibrary) throws(SDLError) -> RGBAImage {
        let renderer = try HeadlessRenderer(size: Size(width: Double(side), height: Double(side)), fonts: fonts)
        return renderer.render(view(), background: .clear)
    }
}

struct IconCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "icon", abstract: "Write the application icon as a PNG (used for the .desktop file).")

    @Option(name: .shortAndLong, help: "The PNG file to write.", completion: .file(extensions: ["png"]))
    var output: String

    @Option(help: "Side in pixels.")
    var size: Int = 256

    func run() throws {
        guard (16...1024).contains(size) else { throw CLIFailure("--size must be 16 to 1024") }
        let fonts = try FontLibrary()
        try Output.writeFile([UInt8](AppIcon.image(side: size, fonts: fonts).pngData()), to: output)
    }
}
