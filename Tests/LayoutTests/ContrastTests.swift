import Testing

@testable import Layout

/// The WCAG arithmetic the legibility tests rely on, against published reference values.
@Suite struct ContrastTests {
    @Test func referenceRatios() {
        #expect(abs(Color.black.contrastRatio(with: .white) - 21) < 0.001)
        #expect(abs(Color.white.contrastRatio(with: .white) - 1) < 0.001)
        // #767676 on white is the lightest grey that passes 4.5:1; #777777 just fails.
        #expect(Color(hex: 0x767676).contrastRatio(with: .white) >= 4.5)
        #expect(Color(hex: 0x777777).contrastRatio(with: .white) < 4.5)
    }

    @Test func textIsReadAgainstTheFillsBeneathItsCentre() {
        var list = DisplayList(size: Size(width: 200, height: 100))
        list.items = [
            DisplayItem(command: .fill(.rectangle, .white), frame: Rect(x: 0, y: 0, width: 200, height: 100)),
            DisplayItem(
                command: .fill(.roundedRectangle(cornerRadius: 4), Color.black.opacity(0.5)),
                frame: Rect(x: 0, y: 0, width: 100, height: 100)),
            DisplayItem(command: .text("left", .system(14), .white), frame: Rect(x: 10, y: 40, width: 80, height: 20)),
            DisplayItem(
                command: .text("right", .system(14), .black), frame: Rect(x: 110, y: 40, width: 80, height: 20)),
            // Painted after the text: does not count as its background.
            DisplayItem(command: .fill(.rectangle, .black), frame: Rect(x: 100, y: 0, width: 100, height: 100)),
        ]
        let runs = list.textContrasts(over: .black)
        #expect(runs.map(\.text) == ["left", "right"])
        #expect(abs(runs[0].background.red - 0.5) < 0.001, "half-black over white")
        #expect(!runs[0].isLegible, "white on mid grey is under 4.5:1")
        #expect(runs[1].background == .white)
        #expect(runs[1].isLegible)
    }

    @Test func largeTextNeedsThreeToOne() {
        let grey = Color(hex: 0x949494)  // about 3:1 on white
        #expect(
            TextContrast(text: "8", frame: .zero, font: .system(30), foreground: grey, background: .white).isLegible)
        #expect(
            !TextContrast(text: "8", frame: .zero, font: .system(14), foreground: grey, background: .white).isLegible)
        #expect(
            TextContrast(
                text: "8", frame: .zero, font: .system(19, weight: .bold), foreground: grey, background: .white
            )
            .isLegible)
    }
}
