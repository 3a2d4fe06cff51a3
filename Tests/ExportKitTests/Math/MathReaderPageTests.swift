import Foundation
import Testing
@testable import ExportKit
@testable import HTMLExport

/// Math on the reader page: MathML the browser draws, named by its speech text.
@Suite("Math on the reader page")
struct MathReaderPageTests {
    @Test("each expression is MathML named by its speech text; its sentence reads the SSML's words")
    func markup() throws {
        let book = try HTMLTest.load(TestPaths.fixture("math/math.xhtml"))
        let page = try HTMLTest.page(book)
        let speech = MathRender.speech(try #require(MathMLReader.parse(
            "<math><msup><mi>x</mi><mn>2</mn></msup><mo>+</mo><mn>1</mn><mo>=</mo><mn>0</mn></math>")).expression)
        #expect(page.contains("<math aria-label=\"\(HTMLText.attribute(speech))\"><msup><mi>x</mi><mn>2</mn></msup><mo>+</mo>"))
        #expect(page.contains("<math display=\"block\" aria-label="))
        #expect(page.contains("<annotation encoding=\"application/x-tex\">\\frac{a+b}{2}</annotation></semantics></math>"))
        #expect(page.contains("<mrow><mo fence=\"true\">[</mo><mtable>"))
        #expect(!page.contains("Alternative text not available"))
        #expect(!page.contains("class=\"formula\""))
        // The sentence around the inline expression says it aloud in words.
        #expect(page.contains("data-say=\"The roots of \(HTMLText.attribute(speech)) are imaginary.\""))
    }

    @Test("math in another language than its paragraph's is named in that language, and says so (lang)")
    func language() throws {
        let page = try HTMLTest.page(HTMLTest.load(TestPaths.fixture("mathspeech/math-spans.xhtml")))
        #expect(page.contains(#"<math aria-label="x squared">"#))
        #expect(page.contains(#"<math lang="fr" aria-label="2 sur 3">"#))
        #expect(page.contains(#"<math lang="de" aria-label="x hoch 5">"#))
        #expect(page.contains(#"<math lang="es" aria-label="x al cuadrado">"#))
        #expect(page.contains(#"<math aria-label="x Quadrat">"#))
    }

    @Test("Chromium loads the page with no error and axe reports no violation", .enabled(if: Browser.available))
    func browser() throws {
        let directory = try Browser.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let book = try HTMLTest.load(TestPaths.fixture("math/math.xhtml"))
        let page = try Browser.writePage(book, named: "math", in: directory)
        let expect = directory.appendingPathComponent("expect.json")
        try Browser.expectation(book).write(to: expect)
        let result = try Browser.run(["check", page, "--expect", expect.path, "--checks", "load,tree,axe"], timeout: 300)
        #expect(result.status == 0, "\(Browser.report(result))")
    }
}
