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
        let result = try Browser.check(fixture: "math/math.xhtml", named: "math")
        #expect(result.status == 0, "\(Browser.report(result))")
    }
}

/// MathML 3 §3.6 elementary math on the reader page: MathML Core has no `mstack`, so the
/// browser drew one as a row ("4835+83"); the page stacks it in a table of Core elements.
@Suite("Math on the reader page: elementary math")
struct MathReaderPageElementaryTests {
    @Test("MathML 3 §3.6: a stack is a right-aligned table, a separation line the top border of the row under it, carries small, partial products shifted")
    func stacked() throws {
        let page = try HTMLTest.page(HTMLTest.load(TestPaths.fixture("math/elementary.xhtml")))
        #expect(!page.contains("<mstack"))
        #expect(!page.contains("<mlongdiv"))
        let carries = #"<mtable class="computation"><mtr><mtd style="display: flex; justify-content: flex-end; font-size: 70%"><mn>1</mn><mspace width="1ch"></mspace></mtd></mtr>"#
        #expect(page.contains(carries))
        #expect(page.contains(#"<mtd style="display: flex; justify-content: flex-end; border-top: 0.08em solid"><mn>83</mn></mtd>"#))
        // §3.6.3: msgroup's shift moves each row after the first one column further left.
        #expect(page.contains(#"<mtd style="display: flex; justify-content: flex-end; border-top: 0.08em solid"><mn>46</mn></mtd></mtr><mtr><mtd style="display: flex; justify-content: flex-end; padding-right: 1ch"><mn>23</mn></mtd>"#))
        // The long division: its quotient over a line, then the divisor, ")" and the dividend.
        #expect(page.contains(#"<mtd style="display: flex; justify-content: flex-end"><mn>12</mn></mtd></mtr><mtr><mtd style="display: flex; justify-content: flex-end; border-top: 0.08em solid"><mn>4</mn><mo>)</mo><mn>48</mn></mtd>"#))
        // Named by the computation's words.
        #expect(page.contains(#"aria-label="48 divided by 4, equals, 12""#))
    }

    @Test("Chromium loads the stacked computations with no error and axe reports no violation", .enabled(if: Browser.available))
    func browser() throws {
        let result = try Browser.check(fixture: "math/elementary.xhtml", named: "elementary")
        #expect(result.status == 0, "\(Browser.report(result))")
    }
}
