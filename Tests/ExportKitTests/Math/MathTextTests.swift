import Foundation
import Testing
@testable import ExportKit

/// Math in the text and Markdown exports: the linear form, and TeX in `$…$` / `$$…$$`.
@Suite("Math in text and Markdown")
struct MathTextTests {
    static var book: Book {
        get throws { try BookLoader().load(path: TestPaths.fixture("math/math.xhtml")) }
    }

    @Test("plain text writes the linear form, never a placeholder alttext")
    func plainText() throws {
        let text = try TextTests.text(try Self.book)
        #expect(text.contains("The roots of x^2 + 1 = 0 are imaginary."))
        #expect(text.contains("\n(a + b)/2\n"))
        #expect(text.contains("The matrix A = [1, -2; 0, 1] and the root √(x_i) cost $5."))
        #expect(!text.contains("Alternative text not available"))
        #expect(!text.contains("equation"))
    }

    @Test("Markdown writes the book's TeX when it has it, else the linear form, between dollars pandoc reads as math")
    func markdown() throws {
        let markdown = try TextTests.markdown(try Self.book)
        #expect(markdown.contains("The roots of $x^2 + 1 = 0$ are imaginary."))
        #expect(markdown.contains("\n$$\\frac{a+b}{2}$$\n"))
        #expect(markdown.contains("The matrix $A = [1, -2; 0, 1]$ and the root $√(x_i)$ cost \\$5."))
    }

    @Test("pandoc reads each $…$ and $$…$$ of the Markdown export as math", .enabled(if: which("pandoc") != nil))
    func pandocReadsMath() throws {
        let markdown = try TextTests.markdown(try Self.book)
        let html = try MarkdownRoundTrip.pandoc(markdown, to: "html")
        #expect(html.components(separatedBy: "class=\"math inline\"").count - 1 == 3)
        #expect(html.components(separatedBy: "class=\"math display\"").count - 1 == 1)
        #expect(html.contains("cost $5."))
    }
}
