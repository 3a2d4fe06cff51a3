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

/// The JSON export carries each expression's tree (docs/json.md, "Math").
@Suite("Math in JSON")
struct MathJSONTests {
    @Test("a math block and a math run carry alttext, linear text, display, TeX and the tree")
    func tree() throws {
        let book = try MathTextTests.book
        let data = Data(try JSONExporter().export(book)[0].contents)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let blocks = try #require(object["blocks"] as? [[String: Any]])
        let display = try #require(blocks.first { $0["role"] as? String == "math" })
        #expect(display["alttext"] is NSNull, "the placeholder alttext 'equation' is not repeated")
        #expect(display["text"] as? String == "(a + b)/2")
        #expect(display["display"] as? Bool == true)
        #expect(display["tex"] as? String == "\\frac{a+b}{2}")
        let root = try #require(display["tree"] as? [String: Any])
        #expect(root["kind"] as? String == "math")
        let semantics = try #require((root["children"] as? [[String: Any]])?.first)
        #expect(semantics["kind"] as? String == "semantics")
        let runs = blocks.flatMap { $0["inlines"] as? [[String: Any]] ?? [] }
        let math = try #require(runs.first { $0["type"] as? String == "math" })
        #expect(math["text"] as? String == "x^2 + 1 = 0")
        #expect(math["display"] as? Bool == false)
        let msup = try #require(((math["tree"] as? [String: Any])?["children"] as? [[String: Any]])?.first)
        #expect(msup["kind"] as? String == "msup")
        let parts = try #require(msup["children"] as? [[String: Any]])
        #expect(parts.map { $0["text"] as? String } == ["x", "2"])
        #expect(parts.map { $0["kind"] as? String } == ["mi", "mn"])
        #expect(math["language"] == nil, "math in its paragraph's language names none")
    }

    @Test("a math run in another language than its paragraph's names it, as a text run does")
    func language() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("mathspeech/math-spans.xhtml"))
        let data = Data(try JSONExporter().export(book)[0].contents)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let blocks = try #require(object["blocks"] as? [[String: Any]])
        let runs = blocks.flatMap { $0["inlines"] as? [[String: Any]] ?? [] }.filter { $0["type"] as? String == "math" }
        #expect(runs.map { $0["language"] as? String } == [nil, "fr", "de", "es", nil, "nl"])
    }
}
