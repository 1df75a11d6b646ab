import Testing

@testable import Layout

/// The seed 002 board: a GeometryReader inside `aspectRatio(1)` dividing itself into N×N cells,
/// each cell a rounded rectangle with padding inside it.
func boardView(side n: Int, padding: Double) -> some View {
    GeometryReader { size in
        let cell = size.width / Double(n)
        for row in 0..<n {
            for column in 0..<n {
                RoundedRectangle(cornerRadius: 3).fill(.gray)
                    .padding(padding)
                    .frame(width: cell, height: cell)
                    .offset(x: Double(column) * cell, y: Double(row) * cell)
                    .onTap("cell \(row) \(column)")
            }
        }
    }
    .aspectRatio(1)
}

struct LayoutTests {
    let measurer = FixedMetricTextMeasurer()

    @Test(arguments: [Size(width: 1280, height: 800), Size(width: 480, height: 640), Size(width: 300, height: 300)])
    func boardCellsAreExactlyAQuarterOfTheSide(window: Size) {
        let list = layout(boardView(side: 4, padding: 5), in: window, measurer: measurer)
        let side = min(window.width, window.height)
        let originX = (window.width - side) / 2
        let originY = (window.height - side) / 2
        #expect(list.items.count == 16)
        for row in 0..<4 {
            for column in 0..<4 {
                let item = list.items[row * 4 + column]
                let expected = Rect(
                    x: originX + Double(column) * side / 4 + 5, y: originY + Double(row) * side / 4 + 5,
                    width: side / 4 - 10, height: side / 4 - 10)
                #expect(item.frame == expected)
                #expect(item.command == .fill(.roundedRectangle(cornerRadius: 3), .gray))
            }
        }
    }

    @Test func vStackWithSpacerPushesChildrenToTheEdges() {
        let view = VStack(spacing: 0) {
            Text("Top", font: .system(12))
            Spacer()
            Text("Bottom", font: .system(12))
        }
        let list = layout(view, in: Size(width: 200, height: 300), measurer: measurer)
        // Text is 2/3 of 12 = 8 points a character wide and 15 points high.
        #expect(list.items[0].frame == Rect(x: 88, y: 0, width: 24, height: 15))
        #expect(list.items[1].frame == Rect(x: 76, y: 285, width: 48, height: 15))
    }

    @Test func overlayIsCentredOnItsBase() {
        let view = Rectangle().fill(.blue).frame(width: 100, height: 60)
            .overlay { Circle().fill(.red).frame(width: 20, height: 20) }
        let list = layout(view, in: Size(width: 400, height: 400), measurer: measurer)
        #expect(list.items[0].frame == Rect(x: 150, y: 170, width: 100, height: 60))
        #expect(list.items[1].frame == Rect(x: 190, y: 190, width: 20, height: 20))
    }

    @Test func flexibleFrameTakesTheProposalWithinItsBounds() {
        let wide = Rectangle().frame(width: 50, height: 20).frame(maxWidth: .infinity)
        #expect(
            wide.sizeThatFits(ProposedSize(width: 300, height: 100), context: .init(measurer: measurer))
                == Size(width: 300, height: 20))
        let bounded = Rectangle().frame(minWidth: 80, maxWidth: 120, minHeight: 10, maxHeight: 40)
        let context = LayoutContext(measurer: measurer)
        #expect(
            bounded.sizeThatFits(ProposedSize(width: 300, height: 5), context: context) == Size(width: 120, height: 10))
        #expect(
            bounded.sizeThatFits(ProposedSize(width: 50, height: 30), context: context) == Size(width: 80, height: 30))
        let list = layout(
            HStack(spacing: 0) {
                Rectangle().fill(.red).frame(maxWidth: .infinity)
                Rectangle().fill(.blue).frame(width: 40)
            }, in: Size(width: 200, height: 50), measurer: measurer)
        #expect(list.items[0].frame == Rect(x: 0, y: 0, width: 160, height: 50))
        #expect(list.items[1].frame == Rect(x: 160, y: 0, width: 40, height: 50))
    }

    @Test func nestedStacksWithAProposalSmallerThanTheContent() {
        let view = VStack(spacing: 10) {
            HStack(spacing: 10) {
                Rectangle().fill(.red).frame(width: 100, height: 100)
                Rectangle().fill(.red).frame(width: 100, height: 100)
            }
            Rectangle().fill(.blue)
            Text("A long label", font: .system(30))
        }
        let list = layout(view, in: Size(width: 150, height: 200), measurer: measurer)
        // Fixed frames keep their size and overflow (the stack is 210 wide in a 150 window); the
        // text shrinks to the stack's width; the flexible rectangle gets what is left.
        #expect(list.items[0].frame.size == Size(width: 100, height: 100))
        #expect(list.items[1].frame.size == Size(width: 100, height: 100))
        guard case .text(_, let font, _) = list.items[3].command else {
            Issue.record("expected text")
            return
        }
        // 12 characters at 20 points each want 240 points; the stack is 210 wide.
        #expect(font.size == 30.0 * 210 / 240)
        let textHeight = font.size * 1.25
        #expect(list.items[2].frame.height == max(0, 200 - 100 - textHeight - 20))
        #expect(list.items[3].frame.width <= 210)
        #expect(list.items[0].frame.minX == -30)
    }

    /// With a line limit, text that is too wide wraps at spaces and keeps its size; beyond the
    /// limit it shrinks on one line as before; text that fits stays one line.
    @Test func lineLimitWrapsBeforeShrinking() {
        let measurer = FixedMetricTextMeasurer()
        // 18 characters at 12 pt are 144 points wide (⅔ em each); 100 points take two lines.
        let text = Text("alpha beta gamma d", font: .system(12)).lineLimit(2)
        let list = layout(text.frame(width: 100, height: 60), in: Size(width: 100, height: 60), measurer: measurer)
        let lines = list.items.compactMap { item -> (String, Font, Rect)? in
            if case .text(let string, let font, _) = item.command { return (string, font, item.frame) }
            return nil
        }
        #expect(lines.map(\.0) == ["alpha beta", "gamma d"])
        #expect(lines.allSatisfy { $0.1.size == 12 })
        #expect(lines.count == 2 && lines[1].2.minY == lines[0].2.maxY)
        #expect(lines.allSatisfy { measurer.size(of: $0.0, font: $0.1).width <= 100 })

        // Three lines are over the limit, and 12 points is under the 13-point floor, so the text
        // cannot shrink: it keeps two lines and the second ends in an ellipsis.
        let three = layout(
            Text("alpha beta gamma d", font: .system(12)).lineLimit(2).frame(width: 50, height: 60),
            in: Size(width: 50, height: 60), measurer: measurer)
        #expect(three.texts == ["alpha", "beta…"])
        let short = layout(
            Text("alpha", font: .system(12)).lineLimit(3).frame(width: 100, height: 60),
            in: Size(width: 100, height: 60), measurer: measurer)
        #expect(short.texts == ["alpha"])
    }

    /// Text shrinks to fit, but never below its role's floor; past the floor a one-line text is
    /// cut with an ellipsis where its truncation mode says, and a text with a line limit wraps
    /// at the floor first.
    @Test func textStopsShrinkingAtItsFloor() {
        let measurer = FixedMetricTextMeasurer()
        func texts(_ text: Text, width: Double, height: Double = 100) -> [(String, Double)] {
            layout(text.frame(width: width, height: height), in: Size(width: width, height: height), measurer: measurer)
                .items.compactMap { item in
                    if case .text(let string, let font, _) = item.command { return (string, font.size) }
                    return nil
                }
        }
        // 20 characters at 30 points are 400 wide. At 260 they shrink (to 19.5 points).
        let long = Text("abcdefghij klmnopqrs", font: .system(30))
        #expect(texts(long, width: 260).map(\.1) == [19.5])
        // At 100 they would need 7.5 points: they stop at 13 (8.67 wide each) and are cut.
        let cut = texts(long, width: 100)
        #expect(cut.count == 1 && cut[0].1 == 13)
        #expect(cut[0].0.hasSuffix("…") && measurer.size(of: cut[0].0, font: .system(13)).width <= 100)
        #expect(cut[0].0 == "abcdefghij…")
        #expect(texts(long.truncationMode(.head), width: 100)[0].0 == "…klmnopqrs")
        #expect(texts(long.truncationMode(.middle), width: 100)[0].0 == "abcde…opqrs")
        // With two lines it wraps instead, at the largest size (a point apart) that fits: 15.
        #expect(texts(long.lineLimit(2), width: 100).map(\.0) == ["abcdefghij", "klmnopqrs"])
        #expect(texts(long.lineLimit(2), width: 100).allSatisfy { $0.1 == 15 })
        // A caption may go down to 11 points, a board's mark to 8.
        #expect(texts(long.role(.caption), width: 150).map(\.1) == [11.25])
        #expect(texts(long.role(.caption), width: 120).map(\.1) == [11])
        #expect(texts(long.role(.mark).minimumScaleFactor(0.1), width: 100).map(\.1) == [8])
        // A text declared under the floor keeps its size and never shrinks further.
        #expect(texts(Text("ab", font: .system(10)), width: 200).map(\.1) == [10])
        #expect(texts(Text("abcdefghij", font: .system(10)), width: 40).map(\.0) == ["abcde…"])
    }

    /// In an illustration (a miniature board) text under its floor becomes a bar of its colour;
    /// text at or above the floor is still written.
    @Test func anIllustrationGreeksTextUnderItsFloor() {
        let measurer = FixedMetricTextMeasurer()
        let view = VStack(spacing: 0) {
            Text("7", font: .system(4), color: .red)
            Text("Sudoku", font: .system(14), color: .blue)
        }
        let plain = layout(view, in: Size(width: 100, height: 60), measurer: measurer)
        #expect(plain.texts == ["7", "Sudoku"])
        let picture = layout(view.illustration(), in: Size(width: 100, height: 60), measurer: measurer)
        #expect(picture.texts == ["Sudoku"])
        let bar = picture.items.first { $0.command == .fill(.capsule, .red) }
        #expect(bar != nil && bar!.frame.width <= 3 && bar!.frame.height <= 3)
    }

    /// Chinese has no spaces: a line limit breaks it between characters.
    @Test func textWithoutSpacesBreaksBetweenCharacters() {
        let measurer = FixedMetricTextMeasurer()
        let list = layout(
            Text("数独是一种逻辑游戏规则简单", font: .system(15)).lineLimit(3).frame(width: 60, height: 100),
            in: Size(width: 60, height: 100), measurer: measurer)
        // 10 points a character: six to a line.
        #expect(list.texts == ["数独是一种逻", "辑游戏规则简", "单"])
    }

    /// `ViewThatFits` takes the first child whose ideal size fits, the last when none does.
    @Test func viewThatFitsTakesTheFirstThatFits() {
        let measurer = FixedMetricTextMeasurer()
        let choice = ViewThatFits {
            Text("Animations: on", font: .system(15))
            Text("Anim. on", font: .system(15))
            Text("✓", font: .system(15))
        }
        func shown(_ width: Double) -> [String] {
            layout(choice.frame(width: width, height: 40), in: Size(width: width, height: 40), measurer: measurer).texts
        }
        #expect(shown(200) == ["Animations: on"])
        #expect(shown(100) == ["Anim. on"])
        #expect(shown(10) == ["✓"])
    }

    /// Forms given as closures are built only when tried: on a large window the first fits and
    /// the longer panels after it cost nothing; a second pass over the same proposal builds none.
    @Test func viewThatFitsBuildsOnlyTheFormsItTries() {
        final class Count { var built: [Int] = [] }
        let count = Count()
        let labels = ["Animations: on", "Anim. on", "✓"]
        let choice = ViewThatFits(
            in: [.horizontal],
            forms: labels.indices.map { index in
                {
                    count.built.append(index)
                    return Text(labels[index], font: .system(15))
                }
            })
        func shown(_ width: Double) -> [String] {
            layout(choice.frame(width: width, height: 40), in: Size(width: width, height: 40), measurer: measurer).texts
        }
        #expect(shown(200) == ["Animations: on"])
        #expect(count.built == [0])
        #expect(shown(10) == ["✓"])
        #expect(count.built == [0, 1, 2])
        #expect(shown(200) == ["Animations: on"])
        #expect(count.built == [0, 1, 2])
    }

    /// The fitted texts a measurer remembers from frame to frame answer exactly as a fresh
    /// measurer would: the same words with another line limit, role, truncation or room are
    /// another answer, in any order they are asked.
    @Test func rememberedTextFitsMatchFreshOnes() {
        let sentence = "Naked pair: remove 2 from r4c7; 8 from r4c5, r4c7"
        let texts: [Text] = [
            Text(sentence, font: .system(16)),
            Text(sentence, font: .system(16)).lineLimit(3),
            Text(sentence, font: .system(16)).lineLimit(3).role(.caption),
            Text(sentence, font: .system(16)).truncationMode(.head),
            Text(sentence, font: .system(16)).minimumScaleFactor(0.9),
            Text("数独是一种逻辑游戏规则简单", font: .system(16)).lineLimit(2),
            Text(sentence, font: .system(9)).role(.mark),
        ]
        let shared = FixedMetricTextMeasurer()
        var sizes: [Size] = []
        for width in stride(from: 0.0, through: 420, by: 35) {
            for height in [0.0, 12, 21, 40, 80] { sizes.append(Size(width: width, height: height)) }
        }
        for size in sizes + sizes.reversed() {
            for text in texts {
                let view = text.frame(width: size.width, height: size.height)
                let remembered = layout(view, in: size, measurer: shared)
                let fresh = layout(view, in: size, measurer: FixedMetricTextMeasurer())
                #expect(remembered.items == fresh.items, "\(size)")
            }
        }
    }

    @Test func paddingAndBackgroundWrapTheChild() {
        let view = Text("Hi", font: .system(18)).padding(10).background(.red, cornerRadius: 4)
        let list = layout(view, in: Size(width: 100, height: 100), measurer: measurer)
        // "Hi": 2 × 12 = 24 wide, 22.5 high; padded 44 × 42.5.
        #expect(list.items[0].frame == Rect(x: 28, y: 28.75, width: 44, height: 42.5))
        #expect(list.items[0].command == .fill(.roundedRectangle(cornerRadius: 4), .red))
        #expect(list.items[1].frame == Rect(x: 38, y: 38.75, width: 24, height: 22.5))
    }

    @Test func gridDividesItsSpaceIntoEqualCells() {
        let view = Grid(columns: 3, spacing: 10) {
            for _ in 0..<6 { Rectangle().fill(.red) }
        }
        let list = layout(view, in: Size(width: 320, height: 210), measurer: measurer)
        #expect(list.items.count == 6)
        #expect(list.items[4].frame == Rect(x: 110, y: 110, width: 100, height: 100))
    }

    @Test func opacityAndIdentityReachEveryItemBelow() {
        let view = ZStack {
            Rectangle().fill(.red)
            Text("2")
        }
        .id("tile", transition: .scale)
        .opacity(0.5)
        let list = layout(view.frame(width: 50, height: 50), in: Size(width: 50, height: 50), measurer: measurer)
        #expect(list.items.map(\.opacity) == [0.5, 0.5])
        #expect(list.items.map { $0.identity?.part } == [0, 1])
        #expect(list.items.allSatisfy { $0.identity?.key == AnyHashable("tile") && $0.transition == .scale })
    }

    /// A canvas takes the cell it is offered, draws in its own coordinates (moved to where it is
    /// placed), and its items carry the identity, opacity and tap of the modifiers around it, as a
    /// stack of shape views would.
    @Test func canvasDrawsInItsOwnCoordinatesUnderItsModifiers() {
        let canvas = Canvas { context, size in
            context.glow(
                .circle, in: Rect(x: 2, y: 2, width: size.width - 4, height: size.height - 4), with: .red, radius: 3)
            context.fill(.circle, in: Rect(x: 2, y: 2, width: size.width - 4, height: size.height - 4), with: .red)
            context.stroke(
                .roundedRectangle(cornerRadius: 2), in: Rect(x: 0, y: 0, width: 5, height: 5), with: .white,
                lineWidth: 1)
        }
        .id("bulb", transition: .opacity)
        .opacity(0.5)
        .onTap("press")
        let view = Grid(columns: 2) {
            Rectangle().fill(.gray)
            canvas
        }
        let list = layout(view, in: Size(width: 100, height: 50), measurer: measurer)
        #expect(list.items.count == 4)
        let drawn = Array(list.items.dropFirst())
        #expect(
            drawn.map(\.frame) == [
                Rect(x: 52, y: 2, width: 46, height: 46), Rect(x: 52, y: 2, width: 46, height: 46),
                Rect(x: 50, y: 0, width: 5, height: 5),
            ])
        #expect(
            drawn.map(\.command) == [
                .glow(.circle, .red, radius: 3), .fill(.circle, .red),
                .stroke(.roundedRectangle(cornerRadius: 2), .white, lineWidth: 1),
            ])
        #expect(drawn.map(\.opacity) == [0.5, 0.5, 0.5])
        #expect(drawn.map { $0.identity?.part } == [0, 1, 2])
        #expect(list.hitTest(Point(x: 75, y: 25)) == AnyHashable("press"))
        #expect(list.hitTest(Point(x: 25, y: 25)) == nil)
    }

    /// A canvas grid is a `Grid` of canvases with `id` and `onTap` drawn without a view per cell:
    /// the same items (frames, commands, identities, group frames, opacity) and the same tap
    /// regions over the same items, at a size that does not divide evenly, with spacing, with one
    /// cell named and tappable only in part of its drawing, and under an enclosing opacity.
    @Test func canvasGridDrawsWhatAGridOfCanvasesDraws() {
        struct Key: Hashable {
            let row: Int
            let column: Int
        }
        func draw(_ context: inout GraphicsContext, row: Int, column: Int, size: Size) {
            let inset = size.width * 0.13
            let bulb = Rect(x: inset, y: inset, width: size.width - 2 * inset, height: size.height - 2 * inset)
            context.glow(.circle, in: bulb, with: .red, radius: 2)
            context.fill(.circle, in: bulb, with: .red)
            if (row + column).isMultiple(of: 2) {
                context.stroke(.circle, in: Rect(x: 1, y: 1, width: 3, height: 3), with: .white, lineWidth: 1)
            }
        }
        func cellView(row: Int, column: Int) -> any View {
            let canvas = Canvas { draw(&$0, row: row, column: column, size: $1) }
            return column == 2 ? canvas : canvas.id(Key(row: row, column: column)).onTap("\(row),\(column)")
        }
        let rows = 3
        let columns = 4
        let views = Grid(columns: columns, spacing: 1.5) {
            for row in 0..<rows {
                for column in 0..<columns { cellView(row: row, column: column) }
            }
        }
        let grid = CanvasGrid(columns: columns, rows: rows, spacing: 1.5) { context, cell in
            if cell.column == 2 {
                draw(&context, row: cell.row, column: cell.column, size: cell.size)
            } else {
                context.identified(Key(row: cell.row, column: cell.column)) {
                    draw(&$0, row: cell.row, column: cell.column, size: cell.size)
                }
                context.onTap("\(cell.row),\(cell.column)")
            }
        }
        let size = Size(width: 101.3, height: 77.7)
        let expected = layout(views.opacity(0.5).padding(3), in: size, measurer: measurer)
        let drawn = layout(grid.opacity(0.5).padding(3), in: size, measurer: measurer)
        #expect(drawn.items.count == 3 * 4 * 2 + 6)
        #expect(drawn == expected)
        #expect(drawn.tapRegions.count == 9)
        #expect(drawn.hitTest(Point(x: 10, y: 10)) == AnyHashable("0,0"))
    }
}
