import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Nemeth Rule XI §60, cancellation: "The cancellation indicators must be used to show the
/// extent of a mathematical expression which has been cancelled in ink print", the opening
/// indicator `⠪` before it and the termination indicator `⠻` after; "items which are
/// individually cancelled in ink print must be represented as individually cancelled".
/// MathML prints a cancellation as `menclose` with a strike notation. Cases written from
/// the rule's text (the Code lays fractions with cancelled parts out spatially; the linear
/// form keeps the indicators in place).
@Suite("Nemeth Rule XI §60 cancellation")
struct MathBrailleNemethCancellationTests {
    static func nemeth(_ markup: String) throws -> String { try MathBrailleRuleTests.nemeth(markup) }

    static func cancelled(_ inner: String, _ notation: String = "updiagonalstrike") -> String {
        "<menclose notation=\"\(notation)\">\(inner)</menclose>"
    }

    @Test("§60: cancelled material is enclosed in the cancellation indicators, whatever stroke print uses",
          arguments: [
              (cancelled("<mi>x</mi>") + "<mi>y</mi>", "⠪⠭⠻⠽"),
              (cancelled("<mi>x</mi>", "downdiagonalstrike") + "<mi>y</mi>", "⠪⠭⠻⠽"),
              (cancelled("<mi>x</mi>", "horizontalstrike") + "<mi>y</mi>", "⠪⠭⠻⠽"),
              (cancelled("<mi>x</mi>", "updiagonalstrike downdiagonalstrike") + "<mi>y</mi>", "⠪⠭⠻⠽"),
          ])
    func cancelledLetter(markup: String, braille: String) throws {
        #expect(try Self.nemeth(markup) == braille)
    }

    @Test("§60: the indicators show the extent of a cancelled expression")
    func cancelledGroup() throws {
        let markup = Self.cancelled("<mo>(</mo><mi>x</mi><mo>+</mo><mi>y</mi><mo>)</mo>")
            + "<mo>(</mo><mi>y</mi><mo>+</mo><mi>z</mi><mo>)</mo>"
        #expect(try Self.nemeth(markup) == "⠪⠷⠭⠬⠽⠾⠻⠷⠽⠬⠵⠾")
    }

    @Test("§60: items cancelled one by one are cancelled one by one")
    func individually() throws {
        let markup = Self.cancelled("<mn>9</mn>", "horizontalstrike") + Self.cancelled("<mn>0</mn>", "horizontalstrike")
        #expect(try Self.nemeth(markup) == "⠪⠔⠻⠪⠴⠻")
    }

    @Test("§60: cancelled parts of a fraction keep their indicators in the linear fraction")
    func inFraction() throws {
        let markup = "<mfrac><mrow>" + Self.cancelled("<mn>2</mn>") + "<mi>x</mi></mrow>" + Self.cancelled("<mn>2</mn>") + "</mfrac>"
        #expect(try Self.nemeth(markup) == "⠹⠪⠆⠻⠭⠌⠪⠆⠻⠼")
    }
}
