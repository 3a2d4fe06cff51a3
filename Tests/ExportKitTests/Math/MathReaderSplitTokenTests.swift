import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Where the MathML reader ends one number and begins the next when print's numerals come
/// in several tokens, and which tokens it reads as operators whatever element holds them:
/// decided once for every code (UEB, Nemeth, speech, linear text).
@Suite("MathML reader: split numerals and operators written as identifiers")
struct MathReaderSplitTokenTests {
    static func expression(_ markup: String) throws -> MathExpression {
        try #require(MathMLReader.parse("<math>" + markup + "</math>")).expression
    }

    @Test("Unicode §6.2 fraction slash: a whole number before a token holding a slashed fraction is a mixed number, not more digits of its numerator",
          arguments: ["<mn>1</mn><mn>3\u{2044}4</mn>", "<mn>12</mn><mn>5/8</mn>", "<mn>2</mn><mn>1\u{2215}2</mn>"])
    func mixedNumberKeptApart(markup: String) throws {
        let root = try Self.expression(markup).root
        #expect(root.children.count == 2)
        #expect(root.children.first?.kind == .mn)
        // The fraction is one token (⁄) or its numerals and slash (MathML 3 §3.2.4.4, below).
        let fraction = root.children[1]
        #expect(fraction.kind == .mn || fraction.children.map(\.kind) == [.mn, .mo, .mn], "\(fraction)")
    }

    @Test("MathML 3 §3.2.4.4 (\"ratios of numbers shown as fractions\" are no mn alone): a solidus or division slash between numerals inside one token is the operator between two numbers, in every code as the mo form",
          arguments: ["3/4", "12\u{2215}5", "0.5/2", "3/4/5"])
    func solidusInsideNumeral(text: String) throws {
        let inside = try Self.expression("<mn>\(text)</mn>")
        let pieces = text.split(omittingEmptySubsequences: false) { $0 == "/" || $0 == "\u{2215}" }
        let slashes = text.filter { $0 == "/" || $0 == "\u{2215}" }
        var markup = "<mn>\(pieces[0])</mn>"
        for (slash, piece) in zip(slashes, pieces.dropFirst()) { markup += "<mo>\(slash)</mo><mn>\(piece)</mn>" }
        let apart = try Self.expression(markup)
        for code in [MathBrailleCode.ueb, .nemeth] {
            #expect(MathRender.braille(inside, code: code) == MathRender.braille(apart, code: code), "\(code)")
        }
        #expect(MathRender.speech(inside) == MathRender.speech(apart))
        // Nemeth writes the slash (it was dropped: 3/4 read as thirty-four).
        #expect(MathRender.braille(inside, code: .nemeth).contains("⠸⠌"))
    }

    @Test("MathML 3 §3.2.4.4: a token that is no numeral on both sides of its slash (a date, a unit, a fraction slash) is left as it is",
          arguments: ["km/h", "/4", "3/", "3\u{2044}4"])
    func slashNotBetweenNumerals(text: String) throws {
        let root = try Self.expression("<mn>\(text)</mn>").root
        let token = root.kind == .mn ? root : root.children.first
        #expect(token?.kind == .mn && token?.text == text, "\(root)")
    }

    @Test("Unicode §6.2: a fraction's token is not joined to digits after it either, while digits split one by one still join")
    func fractionAndDigits() throws {
        #expect(try Self.expression("<mn>3\u{2044}4</mn><mn>5</mn>").root.children.count == 2)
        #expect(try Self.expression("<mn>1</mn><mn>3</mn><mn>4</mn>").root.children.map(\.text) == ["134"])
    }

    @Test("Guidelines §6.2: a whole number and a slashed fraction in two tokens repeat the numeric indicator, as a mixed number (it was thirteen quarters)")
    func mixedNumberUEB() throws {
        let braille = MathRender.braille(try Self.expression("<mn>1</mn><mn>3\u{2044}4</mn>"), code: .ueb)
        #expect(braille == "⠼⠁⠼⠉⠌⠙", "\(braille)")
    }

    @Test("a mixed number in two tokens reads as the same mixed number in every code as in one token with a space")
    func mixedNumberEveryCode() throws {
        let split = try Self.expression("<mn>1</mn><mn>3\u{2044}4</mn>")
        let joined = try Self.expression("<mn>13\u{2044}4</mn>")
        for code in [MathBrailleCode.ueb, .nemeth] {
            #expect(MathRender.braille(split, code: code) != MathRender.braille(joined, code: code))
        }
        #expect(MathRender.speech(split) != MathRender.speech(joined))
    }

    @Test("MathML 3 §3.2.3.1, §3.2.5.1: a bar or colon written as <mi> is the operator it prints",
          arguments: ["|", "\u{2223}", ":", "\u{2236}"])
    func operatorsAsIdentifiers(sign: String) throws {
        let root = try Self.expression("<mi>x</mi><mi>\(sign)</mi><mi>y</mi>").root
        #expect(root.children[1].kind == .mo)
        #expect(try Self.expression("<mi>x</mi><mi>a</mi>").root.children.allSatisfy { $0.kind == .mi })
    }

    @Test("Guidelines §10: set-builder's such-that bar or colon printed as <mi> is spaced as the <mo> form is",
          arguments: [
              ("<mo>{</mo><mi>x</mi><mi>|</mi><mi>x</mi><mo>&gt;</mo><mn>0</mn><mo>}</mo>", "⠀⠸⠳⠀"),
              ("<mo>{</mo><mi>x</mi><mi>∣</mi><mi>x</mi><mo>&gt;</mo><mn>0</mn><mo>}</mo>", "⠀⠸⠳⠀"),
              ("<mo>{</mo><mi>x</mi><mi>:</mi><mi>x</mi><mo>&gt;</mo><mn>0</mn><mo>}</mo>", "⠀⠒⠀"),
              ("<mo>{</mo><mrow><mi>n</mi><mi>:</mi><mn>0</mn><mo>&lt;</mo><mi>n</mi></mrow><mo>}</mo>", "⠀⠒⠀"),
          ])
    func suchThatAsIdentifier(markup: String, sign: String) throws {
        let asIdentifier = MathRender.braille(try Self.expression(markup), code: .ueb)
        let asOperator = MathRender.braille(try Self.expression(markup.replacingOccurrences(of: "<mi>|</mi>", with: "<mo>|</mo>")
            .replacingOccurrences(of: "<mi>∣</mi>", with: "<mo>∣</mo>").replacingOccurrences(of: "<mi>:</mi>", with: "<mo>:</mo>")), code: .ueb)
        #expect(asIdentifier.contains(sign), "\(asIdentifier)")
        #expect(asIdentifier == asOperator)
    }
}
