import Testing
@testable import ExportKit
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Bad, unknown and oversized MathML: read what can be read, warn once per document,
/// never crash, bounded depth and size.
@Suite("MathML reader robustness")
struct MathReaderTests {
    static let namespace = "http://www.w3.org/1998/Math/MathML"

    @Test("markup that is not XML, or has no <math>, is not an expression")
    func notMathML() {
        #expect(MathMLReader.parse("<math><mi>x</math>") == nil)
        #expect(MathMLReader.parse("x + 1") == nil)
        #expect(MathMLReader.parse("<p>x</p>") == nil)
        #expect(MathMLReader.parse("") == nil)
    }

    @Test("nesting past the depth bound is left out and reported once")
    func depth() throws {
        let depth = 200
        let markup = "<math xmlns=\"\(Self.namespace)\">" + String(repeating: "<mrow>", count: depth) + "<mi>deep</mi>"
            + String(repeating: "</mrow>", count: depth) + "<mi>y</mi></math>"
        let result = try #require(MathMLReader.parse(markup, limits: .init(maxDepth: 50)))
        #expect(result.problems.count == 1)
        #expect(result.problems[0].contains("deeper than 50"))
        #expect(MathRender.linearText(result.expression) == "y")
    }

    @Test("elements past the size bound are left out and reported once")
    func size() throws {
        let markup = "<math xmlns=\"\(Self.namespace)\">" + String(repeating: "<mi>x</mi><mo>+</mo>", count: 500) + "<mn>1</mn></math>"
        let result = try #require(MathMLReader.parse(markup, limits: .init(maxNodes: 21)))
        #expect(result.problems == ["MathML expression over 21 elements; the rest is left out"])
        #expect(result.expression.root.nodeCount <= 21)
        #expect(MathRender.linearText(result.expression) == "x + x + x + x + x + x + x + x + x + x +")
    }

    @Test("unknown elements keep their content; schemata with the wrong number of children are fitted")
    func unknownAndMisshapen() throws {
        let unknown = try #require(MathMLReader.parse("<math><mfoo><mi>x</mi><mo>+</mo><mn>1</mn></mfoo></math>"))
        #expect(unknown.problems == ["unknown MathML element <mfoo>; its content is read as a row"])
        #expect(MathRender.linearText(unknown.expression) == "x + 1")
        let short = try #require(MathMLReader.parse("<math><mfrac><mi>a</mi></mfrac></math>"))
        #expect(short.problems == ["<mfrac> has 1 children, not 2"])
        #expect(MathRender.linearText(short.expression) == "a/()")
        let long = try #require(MathMLReader.parse("<math><msup><mi>a</mi><mi>b</mi><mi>c</mi></msup></math>"))
        #expect(MathRender.linearText(long.expression) == "a^(bc)")
    }

    @Test("a document's MathML problems are one warning, naming the file and line; the content is still read")
    func warnsOncePerDocument() throws {
        let book = try BookLoader().load(path: TestPaths.fixture("math/bad.xhtml"))
        let warnings = book.warnings.filter { $0.message.contains("MathML") || $0.message.contains("<mfrac>") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("unknown MathML element <mfoo>") == true)
        #expect(warnings.first?.file.hasSuffix("bad.xhtml") == true)
        let text = try TextTests.text(book)
        #expect(text.contains("An unknown element x + 1 keeps its content."))
        #expect(text.contains("without a denominator a/() and one with three parts a/(bc)."))
        #expect(text.contains("Empty math says nothing."))
        #expect(!text.contains("image"))
    }
}
