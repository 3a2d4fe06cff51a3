import Testing
@testable import ExportKit
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel
import XMLTree

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

    /// Lines `exporttool math` reads in place from libxml2's tree, and lines using entities,
    /// which are converted first: comments and CDATA inside tokens, attributes with and
    /// without namespaces, ignorable and unknown elements, mfenced, math below a wrapper.
    static let inPlace = [
        "<math display=\"block\" alttext=\"x\"><mi mathvariant=\"bold\" xml:lang=\"en\">x</mi><mo stretchy=\"false\">=</mo></math>",
        "<math><mtext>a<!-- split -->b<![CDATA[<c>]]></mtext><mi>\n  d  e\n</mi><mglyph/><mn>1</mn></math>",
        "<math><mfenced open=\"[\" separators=\";,\"><mi>a</mi><malignmark/><mi>b</mi><mi>c</mi></mfenced></math>",
        "<div><p>no</p><m:math xmlns:m=\"\(namespace)\" mode=\"display\"><m:mfoo><m:mi>y</m:mi></m:mfoo></m:math></div>",
        "<math><mtext>a<mglyph/>b</mtext><annotation encoding=\"TeX\"> x  </annotation><msup><mi>q</mi></msup></math>",
    ]
    static let withEntities = [
        "<math><mtext>a&nbsp;b</mtext><mo>&times;</mo></math>",
        "<!DOCTYPE math [<!ENTITY it \"&#x2062;\">]><math><mi>a</mi><mo>&it;</mo><mi mathvariant=\"&#x62;old\">b</mi></math>",
    ]

    @Test("reading in place from libxml2's tree gives the tree that reading the converted element gives",
          arguments: inPlace + withEntities)
    func inPlaceMatchesConverted(_ markup: String) throws {
        let root = try XMLParser.parse(Array(markup.utf8)).root
        let math = try #require(root.name == "math" ? root : root.descendants(named: "math").first)
        let converted = MathMLReader.read(math)
        let inPlace = try #require(MathMLReader.parse(markup))
        #expect(inPlace.expression == converted.expression)
        #expect(inPlace.problems == converted.problems)
        let viewed = try XMLParser.withRoot(Array(markup.utf8)) { root in
            if case .view = root { return true } else { return false }
        }
        #expect(viewed == Self.inPlace.contains(markup))
    }

    @Test("a line whose entities expand past the budget is refused as the converted document is")
    func entityBudget() throws {
        let markup = "<!DOCTYPE math [<!ENTITY a \"aaaaaaaaaa\">]><math><mi>"
            + String(repeating: "&a;", count: 60) + "</mi></math>"
        #expect(MathMLReader.parse(markup)?.expression.root.tokenText == String(repeating: "a", count: 600))
        let small = XMLParser.Limits(maxEntityExpansion: 500)
        #expect(throws: XMLParseError.entityExpansion(limit: 500)) {
            try XMLParser.withRoot(Array(markup.utf8), limits: small) { _ in 0 }
        }
        #expect(throws: XMLParseError.entityExpansion(limit: 500)) {
            try XMLParser.parse(Array(markup.utf8), limits: small)
        }
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
