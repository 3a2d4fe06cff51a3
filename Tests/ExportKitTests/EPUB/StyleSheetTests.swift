import Testing
@testable import ExportKit
@testable import JSONExport
@testable import BookModel
@testable import ReadingModel
@testable import EPUBReader
import XMLTree

@Suite("The book's own stylesheets")
struct StyleSheetTests: FixtureBookSuite {
    static let fixture = "wild"
    let book: Book
    let index: [String: Block]

    @Test("display:none and visibility:hidden from linked and <style> sheets leave content out",
          arguments: ["by-class", "by-id", "by-element", "by-attribute", "by-descendant", "by-child", "important"])
    func hidden(id: String) {
        #expect(index["OEBPS/styled.xhtml#" + id] == nil)
    }

    @Test("what the cascade shows is read: source order, specificity, style attribute, unsupported selectors",
          arguments: ["visible", "not-child", "source-order", "specificity", "inline-wins", "unsupported"])
    func shown(id: String) {
        #expect(index["OEBPS/styled.xhtml#" + id] != nil)
    }

    @Test("CSS Speech properties from a stylesheet apply to the runs")
    func speech() {
        let runs: [(String, InlineStyle)] = (index["OEBPS/styled.xhtml#spelled"]?.inlines ?? []).compactMap {
            if case .text(let text, let style) = $0 { return (text, style) }
            return nil
        }
        #expect(runs.first { $0.0 == "ISBN" }?.1.speakAs == .spellOut)
        #expect(runs.first { $0.0 == "not this" }?.1.spoken == false)
        #expect(runs.first { $0.0 == "Spell " }?.1.speakAs == nil)
    }

    @Test("a broken stylesheet is a warning, never a refusal")
    func broken() {
        let messages = book.warnings.filter { $0.file == "OEBPS/css/broken.css" }.map(\.message)
        #expect(messages.contains { $0.contains("unterminated string") })
        #expect(messages.contains { $0.contains("not closed") })
        #expect(index["OEBPS/styled.xhtml#visible"] != nil)
    }

    @Test("a stylesheet over the compression-ratio limit is named as such, not as missing")
    func overCompressionLimit() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        var entries = try BookFactory.sampleEntries()
        let chapter = try #require(entries.first { $0.0 == "EPUB/chapter1.xhtml" }).1
        let linked = String(decoding: chapter, as: UTF8.self)
            .replacingOccurrences(of: "</head>", with: "<link rel=\"stylesheet\" href=\"bomb.css\"/></head>")
        // 4 MiB of spaces deflates about a thousand to one, past the default 400.
        entries = entries.replacing("EPUB/chapter1.xhtml", with: linked)
            .replacing("EPUB/bomb.css", with: String(repeating: " ", count: 4 << 20))
        let book = try BookLoader().load(path: try factory.zip(entries))
        let messages = book.warnings.filter { $0.file == "EPUB/chapter1.xhtml" }.map(\.message)
        #expect(messages.contains { $0.hasPrefix("stylesheet EPUB/bomb.css exceeds a reading limit (compression ratio") }, "\(messages)")
        #expect(!messages.contains { $0.contains("missing") }, "\(messages)")
    }

    @Test("deep nesting in a style attribute or a stylesheet is bounded: a parse error, no stack overflow",
          arguments: ["{", "(", "[", "f("])
    func deepNesting(_ opener: String) throws {
        let deep = String(repeating: opener, count: 50_000)
        let declarations = CSSParser.parseDeclarations("color: red; x: " + deep)
        #expect(declarations.first?.name == "color")
        let sheet = StyleSheet("p { display: none } q { y: " + deep + " }")
        #expect(sheet.errors.contains { $0.message.contains("nested deeper than") })
    }

    @Test("200,000 nested @media rules are read without a stack overflow (skipped unbuilt: never applied)")
    func deepMedia() {
        let sheet = StyleSheet(String(repeating: "@media screen {", count: 200_000) + "p { display: none }"
                               + String(repeating: "}", count: 200_000) + " h1 { display: none }")
        #expect(sheet.rules.map(\.selector.compounds[0].element) == ["h1"])
        #expect(CSSParser.parseStyleSheet(String(repeating: "@media screen {", count: 200_000))
            .errors.contains { $0.message.contains("nested deeper than") })
    }

    @Test("the tokenizer follows CSS Syntax 3")
    func tokens() {
        let tokens = CSSTokenizer.tokenize(#"a#b.c>d[x~="y"]{--w:-1.5e2px 50% url( u.png ) "s\"t" \41 !important}/*c*/@m"#)
            .tokens.map(\.0)
        #expect(tokens == [
            .ident("a"), .hash("b", isID: true), .delim("."), .ident("c"), .delim(">"), .ident("d"), .openSquare,
            .ident("x"), .delim("~"), .delim("="), .string("y"), .closeSquare, .openCurly, .ident("--w"), .colon,
            .dimension(-150, unit: "px"), .whitespace, .percentage(50), .whitespace, .url("u.png"), .whitespace,
            .string("s\"t"), .whitespace, .ident("A"), .delim("!"), .ident("important"), .closeCurly, .atKeyword("m"),
        ])
    }

    @Test("selectors: supported ones parse with their specificity, others are refused")
    func selectors() {
        func parse(_ text: String) -> ComplexSelector? {
            guard case .qualified(let prelude, _, _)? = CSSParser.parseStyleSheet(text + "{}").rules.first else { return nil }
            return ComplexSelector(prelude[...])
        }
        #expect(parse("div.chapter > p#n[data-x]")?.specificity == (1 << 20 | 2 << 10 | 2))
        #expect(parse("div  p ")?.combinators == [.descendant])
        #expect(parse("div > ") == nil)
        #expect(parse("p:focus") == nil)
        #expect(parse("h1 + p")?.combinators == [.nextSibling])
        #expect(parse("h1 ~ div > p")?.combinators == [.subsequentSibling, .child])
        #expect(parse("h1 + ") == nil)
        #expect(parse("epub|type") == nil)
        #expect(parse("p::before") == nil)
    }

    @Test("sibling selectors: + matches the element right after, ~ any after, by the element's place among its parent's children")
    func siblings() {
        let heading = XMLElement(name: "h1")
        let first = XMLElement(name: "p", attributes: [XMLAttribute(name: "class", value: "a")])
        let second = XMLElement(name: "p", attributes: [XMLAttribute(name: "class", value: "a")])
        let parent = StyledElement(XMLElement(name: "div", children: [.element(heading), .text(" "), .element(first), .element(second)]),
                                   parent: nil)
        let sheet = StyleSheet("h1 + p { text-indent: 0 } h1 ~ p { margin-top: 1em } p + p.a { margin-bottom: 2em }")
        func css(_ element: XMLElement, _ index: Int?) -> [String: String] {
            sheet.cascaded(StyledElement(element, parent: parent, index: index), budget: MatchBudget())
        }
        #expect(css(first, 2)["text-indent"] == "0")
        #expect(css(first, 2)["margin-bottom"] == nil)
        #expect(css(second, 3)["text-indent"] == nil)
        #expect(css(second, 3)["margin-top"] == "1em")
        #expect(css(second, 3)["margin-bottom"] == "2em")
        // An element whose place is not known matches no sibling selector.
        #expect(css(second, nil).isEmpty)
    }

    @Test("the style attribute is parsed by the same tokenizer")
    func styleAttribute() {
        let declarations = CSSParser.parseDeclarations("display : none ! important; speak-as: spell-out; content: ';'")
        #expect(declarations.map(\.name) == ["display", "speak-as", "content"])
        #expect(declarations[0].important && declarations[0].keywords == "none")
        #expect(declarations[1].keywords == "spell-out")
    }
}

/// CSS Namespaces §6.4 in attribute selectors: publishers write `[epub|type~=…]` after an
/// `@namespace epub` rule (childrens-literature's stylesheets); those rules were ignored
/// with a warning on every export.
@Suite("The book's own stylesheets: namespaced attribute selectors")
struct StyleSheetNamespaceTests {
    @Test("[prefix|name] matches the attribute of the declared namespace, [|name] one of none; an undeclared prefix is refused")
    func namespaced() throws {
        let result = try run(exporttoolBinary, ["export", TestPaths.fixture("css/namespaces.xhtml"), "--to", "text"])
        #expect(result.status == 0)
        let text = String(decoding: result.stdout, as: UTF8.self)
        for hidden in ["the author line", "an attribute in no namespace", "the dash match"] {
            #expect(!text.contains(hidden), "\(hidden) should be hidden:\n\(text)")
        }
        for shown in ["another namespace's type", "an undeclared prefix", "the last line"] {
            #expect(text.contains(shown), "\(shown) should be read:\n\(text)")
        }
        let warnings = String(decoding: result.stderr, as: UTF8.self).split(separator: "\n").filter { $0.contains("selector(s)") }
        #expect(warnings.count == 1 && warnings.first?.contains(": 1 selector(s) that hide content") == true, "\(warnings)")
    }

    @Test("a | followed by = is the dash-match operator; prefix|name takes every operator")
    func parsing() {
        func parse(_ text: String) -> ComplexSelector? {
            guard case .qualified(let prelude, _, _)? = CSSParser.parseStyleSheet(text + "{}").rules.first else { return nil }
            return ComplexSelector(prelude[...], namespaces: ["epub": "http://www.idpf.org/2007/ops", "o": "urn:o"])
        }
        #expect(parse("p[lang|=en]")?.compounds.first?.attributes.first?.0 == "lang")
        #expect(parse("p[epub|type~=toc]")?.compounds.first?.attributes.first?.0 == "epub:type")
        #expect(parse("p[o|Type^=a]")?.compounds.first?.attributes.first?.0 == "{urn:o}Type")
        #expect(parse("p[*|type]") == nil)
        #expect(parse("p[x|type]") == nil)
    }
}

/// Structural pseudo-classes (Selectors Level 3, §6.6.5.7-8, 6.6.5.10): childrens-literature
/// writes `ol > li:first-child`, which was ignored with a warning on every export.
@Suite("The book's own stylesheets: :first-child, :last-child, :only-child")
struct StyleSheetPositionTests {
    @Test(":first-child, :last-child and :only-child match by the element's place among element siblings (text between does not count); other pseudo-classes and pseudo-elements are refused with a warning")
    func positions() throws {
        let result = try run(exporttoolBinary, ["export", TestPaths.fixture("css/positions.xhtml"), "--to", "text"])
        #expect(result.status == 0)
        let text = String(decoding: result.stdout, as: UTF8.self)
        #expect(!text.contains("Hidden"), "\(text)")
        for shown in ["the second item", "the first paragraph", "one of two", "two of two", "the end"] {
            #expect(text.contains(shown), "\(shown) should be read:\n\(text)")
        }
        let warnings = String(decoding: result.stderr, as: UTF8.self).split(separator: "\n").filter { $0.contains("selector(s)") }
        #expect(warnings.count == 1 && warnings.first?.contains(": 2 selector(s) that hide content") == true, "\(warnings)")
    }

    @Test("a structural pseudo-class counts as a class in specificity; :: is not a pseudo-class")
    func parsing() {
        func parse(_ text: String) -> ComplexSelector? {
            guard case .qualified(let prelude, _, _)? = CSSParser.parseStyleSheet(text + "{}").rules.first else { return nil }
            return ComplexSelector(prelude[...])
        }
        #expect(parse("li:first-child")?.specificity == (1 << 10 | 1))
        #expect(parse(":only-child")?.compounds.first?.positions == [.onlyChild])
        #expect(parse("p::first-line") == nil)
        #expect(parse("p:nth-child(2)") == nil)
        #expect(parse("p:first-child:last-child")?.compounds.first?.positions == [.firstChild, .lastChild])
    }
}
