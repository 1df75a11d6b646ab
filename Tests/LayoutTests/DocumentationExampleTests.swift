import Testing

@testable import Layout

/// The examples of the Layout documentation (`Sources/Render/Layout/Layout.docc`): every
/// proposal, size, frame, display item and hit the overview and the article "Layout and the
/// display list" name is asserted here, so the documentation cannot drift from what the code does.
struct DocumentationExampleTests {
    /// What each child was asked and answered, in order, as the article's table lists it.
    final class ProposalLog {
        var entries: [String] = []
    }

    /// Passes both passes through to `child` and writes them down.
    struct Recording: View {
        let name: String
        let child: any View
        let log: ProposalLog

        func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
            let size = child.sizeThatFits(proposal, context: context)
            log.entries.append("\(name) asked \(proposal) → \(size)")
            return size
        }

        func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
            log.entries.append("\(name) rendered in \(frame)")
            child.render(in: frame, context: context, into: &builder)
        }
    }

    enum Action: Hashable {
        case go
    }

    @Test func theArticlesStackProposesAndRendersWhatItSays() {
        let log = ProposalLog()
        let view = VStack {
            Recording(name: "text", child: Text("Score", font: .system(24)), log: log)
            Recording(name: "rectangle", child: Rectangle().fill(.blue).onTap(Action.go), log: log)
        }
        let list = layout(view, in: Size(width: 200, height: 100), measurer: FixedMetricTextMeasurer())

        #expect(
            log.entries == [
                // Pass one: each child probed with no height and with unlimited height, the less
                // flexible text first offered half of the 92 points left after the spacing.
                "text asked 200.0×0.0 → 43.333333333333336×16.25",
                "text asked 200.0×inf → 80.0×30.0",
                "rectangle asked 200.0×0.0 → 200.0×0.0",
                "rectangle asked 200.0×inf → 200.0×inf",
                "text asked 200.0×46.0 → 80.0×30.0",
                "rectangle asked 200.0×62.0 → 200.0×62.0",
                // Pass two: the stack reuses its answers and places each child in its slot.
                "text rendered in (60.0, 0.0, 80.0, 30.0)",
                "rectangle rendered in (0.0, 38.0, 200.0, 62.0)",
            ])

        var text = DisplayItem(
            command: .text("Score", .system(24), .black), frame: Rect(x: 60, y: 0, width: 80, height: 30))
        text.textRole = .body
        let rectangle = DisplayItem(command: .fill(.rectangle, .blue), frame: Rect(x: 0, y: 38, width: 200, height: 62))
        #expect(list.size == Size(width: 200, height: 100))
        #expect(list.items == [text, rectangle])
        #expect(list.tapRegions.map(\.frame) == [Rect(x: 0, y: 38, width: 200, height: 62)])
        #expect(list.tapRegions.first?.items == 1..<2)
        #expect(list.hitTest(Point(x: 100, y: 60)) == AnyHashable(Action.go))
        #expect(list.hitTest(Point(x: 100, y: 10)) == nil)
        #expect(list.texts == ["Score"])
    }

    /// The overview's board: a click in the middle of the window lands on the middle light.
    @Test func theOverviewsClickLandsOnTheMiddleLight() {
        let screen = VStack(spacing: 12) {
            Text("Lights Out", font: .system(28, weight: .bold))
            Grid(columns: 5, spacing: 4) {
                for index in 0..<25 {
                    RoundedRectangle(cornerRadius: 5).fill(.yellow).onTap(index)
                }
            }
            .aspectRatio(1)
        }
        let size = Size(width: 480, height: 640)
        let list = layout(screen, in: size, measurer: FixedMetricTextMeasurer())
        #expect(list.hitTest(Point(x: 240, y: 320)) == AnyHashable(12))
        #expect(list.tapRegions.count == 25)
    }
}
