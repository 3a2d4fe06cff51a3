@testable import BookModel
@testable import ReadingModel

extension Book {
    /// The book with every expression emptied, so that formats can be compared word for word
    /// on everything else: each renders math its own way by design (symbols in text, TeX in
    /// Markdown, words in speech, cells in braille), and the math suites test those.
    /// Whether any block holds an expression.
    var containsMath: Bool {
        func holds(_ block: Block) -> Bool {
            if case .math = block.role { return true }
            if block.inlines.contains(where: { if case .math = $0 { return true } else { return false } }) { return true }
            return block.children.contains(where: holds)
        }
        return blocks.contains(where: holds)
    }

    func withoutMath() -> Book {
        let nothing = MathInfo(alt: nil, linearText: "")
        func strip(_ inlines: [Inline]) -> [Inline] {
            inlines.map { inline in
                if case .math = inline { return .math(nothing) }
                return inline
            }
        }
        func strip(_ block: Block) -> Block {
            var block = block
            if case .math = block.role { block.role = .math(nothing) }
            if block.inlines.contains(where: { if case .math = $0 { return true } else { return false } }) {
                block.inlines = strip(block.inlines)
            }
            if !block.children.isEmpty { block.children = block.children.map(strip) }
            return block
        }
        var book = self
        book.blocks = blocks.map(strip)
        return book
    }
}
