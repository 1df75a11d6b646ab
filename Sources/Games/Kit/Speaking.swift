import Layout
import Localization

/// A view tree laid out and drawn in one language. Views such as `GeometryReader` build their
/// content during layout, after `body` has returned, so the language is applied around both
/// passes, not only while the tree is made.
public struct Speaking: View {
    let language: Localization.Language
    let content: any View

    public init(_ language: Localization.Language, _ content: any View) {
        self.language = language
        self.content = content
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Localization.$taskLanguage.withValue(language) { content.sizeThatFits(proposal, context: context) }
    }

    public func render(in frame: Rect, context: LayoutContext, into builder: inout DisplayListBuilder) {
        let content = self.content
        builder = Localization.$taskLanguage.withValue(language) {
            var copy = builder
            content.render(in: frame, context: context, into: &copy)
            return copy
        }
    }
}
