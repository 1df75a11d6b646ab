import GameKit
import Layout

/// A message's title and detail set in the box they are given, at their own sizes: wrapped with
/// the layout's measurer (so the lines are the ones drawn), never shrunk, and cut with "…" when
/// they still do not fit. The status bar keeps one height whatever it says, so the board and the
/// pad never move; a cut message becomes a tap target (`whole`) that shows all of it.
struct SudokuStatusText: View {
    let title: String
    let titleFont: Font
    let titleColor: Color
    let detail: String
    /// The detail without its reason, used when the whole detail has no room.
    var shortDetail: String?
    let detailFont: Font
    /// The detail's colour on one line, and on several (a long explanation reads in the
    /// primary colour).
    let detailColor: Color
    var longDetailColor: Color?
    /// The most lines the title may take before the detail gets any.
    var titleLines = 2
    /// Whether the title gives way when that lets the whole detail in (an exported puzzle,
    /// whose 81 characters are the message); otherwise the title always stays.
    var titleGivesWay = false
    /// What a tap on the text does when some of it was cut; nil when there is nowhere to show
    /// the rest (the dialog's own copy).
    var whole: AnyHashable?
    /// Takes the whole height it is offered (the status bar's box), so the tap target for the
    /// whole text is the box, not just the lines.
    var fillsHeight = false

    /// The lines as set: each with its font, colour and role (the title is body text, the
    /// detail a caption).
    struct Setting {
        var lines: [(text: String, font: Font, color: Color, role: TextRole)] = []
        var height = 0.0
        /// Whether some of the message is not shown (a line cut, the detail's short form).
        var cut = false
    }

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let width = proposal.width ?? context.measurer.size(of: title + " " + detail, font: detailFont).width
        if fillsHeight, let height = proposal.height, height.isFinite { return Size(width: width, height: height) }
        let setting = set(width: width, height: proposal.height ?? .infinity, measurer: context.measurer)
        return Size(width: width, height: min(proposal.height ?? .infinity, setting.height))
    }

    func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        let measurer = context.measurer
        let setting = set(width: frame.width, height: frame.height, measurer: measurer)
        let first = builder.items.count
        var y = frame.minY + max(0, (frame.height - setting.height) / 2)
        for line in setting.lines {
            let size = measurer.size(of: line.text, font: line.font)
            builder.addText(
                line.text, font: line.font, color: line.color, role: line.role,
                frame: Rect(x: frame.minX, y: y, width: min(size.width, frame.width), height: size.height))
            y += size.height
        }
        if setting.cut, let whole { builder.addControl(frame, action: whole, painted: first, context: context) }
    }

    /// The title first (up to `titleLines`), then as much of the detail as the height leaves:
    /// the whole detail, else its short form, else its first lines ending in "…". With
    /// `titleGivesWay` (an exported puzzle) the title goes when that lets the whole detail in.
    func set(width: Double, height: Double, measurer: any TextMeasurer) -> Setting {
        let detailHeight = measurer.size(of: "Ag", font: detailFont).height
        let full = set(title: title, width: width, height: height, measurer: measurer)
        let detailLines = Self.wrap(detail, width: width, font: detailFont, measurer: measurer).count
        guard titleGivesWay, full.cut, !title.isEmpty, detailLines > 0,
            Double(detailLines) * detailHeight <= height + 1e-6
        else { return full }
        var untitled = set(title: "", width: width, height: height, measurer: measurer)
        untitled.cut = true
        return untitled
    }

    private func set(title: String, width: Double, height: Double, measurer: any TextMeasurer) -> Setting {
        var setting = Setting()
        let titleHeight = measurer.size(of: "Ag", font: titleFont).height
        let detailHeight = measurer.size(of: "Ag", font: detailFont).height
        var titleRoom = titleLines
        if height.isFinite, titleHeight > 0 { titleRoom = min(titleRoom, max(1, Int(height / titleHeight + 1e-6))) }
        var heading = Self.wrap(title, width: width, font: titleFont, measurer: measurer)
        if heading.count > titleRoom {
            heading = Self.cut(heading, to: titleRoom, width: width, font: titleFont, measurer: measurer)
            setting.cut = true
        }
        for line in heading { setting.lines.append((line, titleFont, titleColor, .body)) }
        setting.height = Double(heading.count) * titleHeight
        let left = height - setting.height
        let room = left.isFinite ? max(0, Int(left / detailHeight + 1e-6)) : Int.max
        var lines = Self.wrap(detail, width: width, font: detailFont, measurer: measurer)
        if lines.count > room, let shortDetail {
            lines = Self.wrap(shortDetail, width: width, font: detailFont, measurer: measurer)
            setting.cut = true
        }
        if lines.count > room {
            lines = Self.cut(lines, to: room, width: width, font: detailFont, measurer: measurer)
            setting.cut = true
        }
        let color = lines.count > 1 ? longDetailColor ?? detailColor : detailColor
        for line in lines { setting.lines.append((line, detailFont, color, .caption)) }
        setting.height += Double(lines.count) * detailHeight
        return setting
    }

    /// The first `count` lines, the last ending in "…" and shortened until it fits `width`.
    static func cut(_ lines: [String], to count: Int, width: Double, font: Font, measurer: any TextMeasurer)
        -> [String]
    {
        guard count > 0 else { return [] }
        var kept = Array(lines.prefix(count))
        var last = kept[count - 1]
        while !last.isEmpty, measurer.size(of: last + "…", font: font).width > width {
            last.removeLast()
        }
        while last.last == " " { last.removeLast() }
        kept[count - 1] = last + "…"
        return kept
    }

    /// Breaks `text` into lines no wider than `width` as the measurer sets them: at spaces where
    /// there are some, between any two ideographs (Chinese has no spaces), and through a word
    /// wider than a line (an exported puzzle's 81 characters).
    static func wrap(_ text: String, width: Double, font: Font, measurer: any TextMeasurer) -> [String] {
        guard !text.isEmpty else { return [] }
        func fits(_ line: String) -> Bool { measurer.size(of: line, font: font).width <= width }
        if fits(text) { return [text] }
        var lines: [String] = []
        var current = ""
        for (piece, spaced) in breakable(text) {
            let joined = current.isEmpty ? piece : current + (spaced ? " " : "") + piece
            if fits(joined) {
                current = joined
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = ""
            for character in piece {
                let longer = current + String(character)
                if current.isEmpty || fits(longer) {
                    current = longer
                } else {
                    lines.append(current)
                    current = String(character)
                }
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The pieces a line may break between: words, and single ideographs (with the punctuation
    /// that must not start a line kept on them), each with whether a space came before it.
    static func breakable(_ text: String) -> [(String, Bool)] {
        var pieces: [(String, Bool)] = []
        var word = ""
        var spaced = false
        var pendingSpace = false
        for character in text {
            if character == " " {
                if !word.isEmpty { pieces.append((word, spaced)) }
                word = ""
                pendingSpace = true
                continue
            }
            if isWide(character) {
                if "，。、：；！？）」』".contains(character), !word.isEmpty || !pieces.isEmpty, !pendingSpace {
                    if word.isEmpty { pieces[pieces.count - 1].0.append(character) } else { word.append(character) }
                    continue
                }
                if !word.isEmpty { pieces.append((word, spaced)) }
                pieces.append((String(character), pendingSpace))
                word = ""
                pendingSpace = false
                continue
            }
            if word.isEmpty {
                spaced = pendingSpace
                pendingSpace = false
            }
            word.append(character)
        }
        if !word.isEmpty { pieces.append((word, spaced)) }
        return pieces
    }

    /// East Asian wide characters: ideographs, kana, hangul and full-width punctuation.
    private static func isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        return (0x1100...0x115F).contains(scalar) || (0x2E80...0xA4CF).contains(scalar)
            || (0xAC00...0xD7A3).contains(scalar) || (0xF900...0xFAFF).contains(scalar)
            || (0xFE30...0xFE4F).contains(scalar) || (0xFF00...0xFF60).contains(scalar)
            || (0xFFE0...0xFFE6).contains(scalar) || (0x20000...0x3FFFD).contains(scalar)
    }
}
