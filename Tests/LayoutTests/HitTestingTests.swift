import Testing

@testable import Layout

struct HitTestingTests {
    let size = Size(width: 400, height: 400)

    @Test func aTapAtACellCentreResolvesToThatCell() {
        let list = layout(boardView(side: 4, padding: 5), in: size, measurer: FixedMetricTextMeasurer())
        for row in 0..<4 {
            for column in 0..<4 {
                let centre = Point(x: Double(column) * 100 + 50, y: Double(row) * 100 + 50)
                #expect(list.hitTest(centre) == AnyHashable("cell \(row) \(column)"))
            }
        }
    }

    @Test func aTapOnTheGapBetweenCellsResolvesToNone() {
        // Tap regions cover the padded cell views, so gaps need their own view: the cell frame
        // carries the tap, the gap is the padding *outside* it.
        let board = GeometryReader { size in
            let cell = size.width / 4
            for row in 0..<4 {
                for column in 0..<4 {
                    RoundedRectangle(cornerRadius: 3).fill(.gray)
                        .onTap("cell \(row) \(column)")
                        .padding(5)
                        .frame(width: cell, height: cell)
                        .offset(x: Double(column) * cell, y: Double(row) * cell)
                }
            }
        }.aspectRatio(1)
        let list = layout(board, in: size, measurer: FixedMetricTextMeasurer())
        #expect(list.hitTest(Point(x: 100, y: 50)) == nil)
        #expect(list.hitTest(Point(x: 50, y: 200)) == nil)
        #expect(list.hitTest(Point(x: 2, y: 2)) == nil)
        #expect(list.hitTest(Point(x: 150, y: 250)) == AnyHashable("cell 2 1"))
    }

    @Test func theTopmostRegionWinsAndAScrimBlocks() {
        let view = ZStack {
            Rectangle().fill(.red).onTap("under")
            Rectangle().fill(.clear).frame(width: 100, height: 100).onTap(nil)
            Rectangle().fill(.blue).frame(width: 20, height: 20).onTap("button")
        }
        let list = layout(view, in: Size(width: 200, height: 200), measurer: FixedMetricTextMeasurer())
        #expect(list.hitTest(Point(x: 100, y: 100)) == AnyHashable("button"))
        #expect(list.hitTest(Point(x: 60, y: 60)) == nil)
        #expect(list.hitTest(Point(x: 10, y: 10)) == AnyHashable("under"))
    }
}
