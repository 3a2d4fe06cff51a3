import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Units of measure (issue #37, round two): the reader takes the converters' mark
/// `class="MathML-Unit"` as MathML 4's `intent=":unit"`; speech reads a unit by its name,
/// braille writes it as an abbreviation.
@Suite("Math units of measure")
struct MathUnitTests {
    static func expression(_ markup: String) throws -> MathExpression {
        try #require(MathMLReader.parse("<math>" + markup + "</math>")).expression
    }

    static func say(_ markup: String) throws -> String {
        MathRender.speech(try expression(markup), style: .clearSpeak, language: "en")
    }

    @Test("The reader: class MathML-Unit is intent :unit, among other classes and in any case; an intent of the token's own is kept; other classes are dropped")
    func readerUnitClass() throws {
        func token(_ markup: String) throws -> MathNode {
            var node = try Self.expression(markup).root
            while node.kind != .mi, let first = node.children.first { node = first }
            return node
        }
        #expect(try token("<mi class=\"MathML-Unit\">cm</mi>")[attribute: "intent"] == ":unit")
        #expect(try token("<mi class=\"big mathml-unit\">cm</mi>")[attribute: "intent"] == ":unit")
        #expect(try token("<mi class=\"MathML-Unit\" intent=\"centimetre\">cm</mi>")[attribute: "intent"] == "centimetre")
        #expect(try token("<mi class=\"MathML-Units\">cm</mi>")[attribute: "intent"] == nil)
        let plain = try token("<mi class=\"MJX-variant\">x</mi>")
        #expect(plain[attribute: "intent"] == nil)
        #expect(plain[attribute: "class"] == nil)
    }

    @Test("Speech: a unit is read by its name, singular after the number 1; an SI prefix joins the unit's name",
          arguments: [
              ("<mn>1</mn><mi class=\"MathML-Unit\">mm</mi>", "1 millimeter"),
              ("<mn>4</mn><mi class=\"MathML-Unit\">mm</mi>", "4 millimeters"),
              ("<mn>5</mn><mi class=\"MathML-Unit\">kΩ</mi>", "5 kilohms"),
              ("<mn>2</mn><mi class=\"MathML-Unit\">μs</mi>", "2 microseconds"),
              ("<mn>12</mn><mi class=\"MathML-Unit\">in.</mi>", "12 inches"),
              ("<mi class=\"MathML-Unit\">km</mi><mo>+</mo><mi class=\"MathML-Unit\">s</mi>", "kilometers plus seconds"),
              ("<mn>3</mn><mi>m</mi>", "3 m"),   // a letter, not marked as a unit
          ])
    func speechUnitNames(markup: String, expected: String) throws {
        #expect(try Self.say(markup) == expected)
    }

    @Test("Speech: English units are spelled as the block's region writes them, 'metre' in the Commonwealth's English, 'meter' in en-US; without a region ClearSpeak spells as its American specification ('miles', 'gallons', 'meters'), SimpleSpeak as MathCAT's English ('metres')",
          arguments: [
              (MathSpeechStyle.clearSpeak, "en", "<mn>3</mn><mi class=\"MathML-Unit\">km</mi>", "3 kilometers"),
              (.clearSpeak, "en-US", "<mn>1</mn><mi class=\"MathML-Unit\">L</mi>", "1 liter"),
              (.clearSpeak, "en", "<mn>2</mn><mi class=\"MathML-Unit\">mL</mi>", "2 milliliters"),
              (.clearSpeak, "en-GB", "<mn>3</mn><mi class=\"MathML-Unit\">km</mi>", "3 kilometres"),
              (.clearSpeak, "en-AU", "<mn>2</mn><mi class=\"MathML-Unit\">mL</mi>", "2 millilitres"),
              (.clearSpeak, "en_CA", "<msup><mi class=\"MathML-Unit\">m</mi><mn>2</mn></msup>", "square metres"),
              (.clearSpeak, "en-GB", "<mn>4</mn><mi class=\"MathML-Unit\">ft</mi>", "4 feet"),
              (.clearSpeak, "en-Latn-GB", "<mn>4</mn><mi class=\"MathML-Unit\">cm</mi>", "4 centimetres"),
              (.simpleSpeak, "en", "<mn>4</mn><mi class=\"MathML-Unit\">cm</mi>", "4 centimetres"),
              (.simpleSpeak, "en-US", "<mn>4</mn><mi class=\"MathML-Unit\">cm</mi>", "4 centimeters"),
          ])
    func speechUnitSpellingByRegion(style: MathSpeechStyle, language: String, markup: String, expected: String) throws {
        #expect(MathRender.speech(try Self.expression(markup), style: style, language: language) == expected)
    }

    @Test("Speech, SI Brochure §3 and Table 8: a prefix joins an SI unit, the gram or the litre, and the tonne only as a multiple; minute, hour, day and the imperial units take none",
          arguments: [
              ("<mn>5</mn><mi class=\"MathML-Unit\">MHz</mi>", "5 megahertz"),
              ("<mn>5</mn><mi class=\"MathML-Unit\">mg</mi>", "5 milligrams"),
              ("<mn>5</mn><mi class=\"MathML-Unit\">kPa</mi>", "5 kilopascals"),
              ("<mn>5</mn><mi class=\"MathML-Unit\">Mt</mi>", "5 megatonnes"),
              ("<mn>5</mn><mi class=\"MathML-Unit\">pt</mi>", "5 pints"),  // a pint, no picotonne
              ("<mn>5</mn><mi class=\"MathML-Unit\">ch</mi>", "5 chains"), // a chain, no centihour
              ("<mn>5</mn><mi class=\"MathML-Unit\">kmi</mi>", "5 kmi"),    // no kilomile
              ("<mn>5</mn><mi class=\"MathML-Unit\">md</mi>", "5 md"),     // no millidays
          ])
    func speechPrefixesJoinSIUnitsOnly(markup: String, expected: String) throws {
        #expect(try Self.say(markup) == expected)
    }

    @Test("Speech, NIST Handbook 44 Appendix C: US customary units by their abbreviations; a unit of several words is read word by word, sq, cu and fl before it 'square', 'cubic', 'fluid', the last word in the count's number",
          arguments: [
              ("<mn>8000</mn><mi class=\"MathML-Unit\">li</mi>", "8000 links"),
              ("<mn>1</mn><mi class=\"MathML-Unit\">rd.</mi>", "1 rod"),
              ("<mn>3</mn><mi class=\"MathML-Unit\">Tbsp</mi>", "3 tablespoons"),
              ("<mn>2</mn><mi class=\"MathML-Unit\">qt</mi>", "2 quarts"),
              ("<mn>1</mn><mi class=\"MathML-Unit\">#</mi>", "1 pound"),      // the pound sign as a unit
              ("<mn>9</mn><mi class=\"MathML-Unit\">sq ft</mi>", "9 square feet"),
              ("<mn>1</mn><mi class=\"MathML-Unit\">sq. mi.</mi>", "1 square mile"),
              ("<mn>27</mn><mi class=\"MathML-Unit\">cu in</mi>", "27 cubic inches"),
              ("<mn>12</mn><mi class=\"MathML-Unit\">fl oz</mi>", "12 fluid ounces"),
              ("<mn>4</mn><mi class=\"MathML-Unit\">square yards</mi>", "4 square yards"),
              ("<mn>2</mn><mi class=\"MathML-Unit\">fluid drams</mi>", "2 fluid drams"),
          ])
    func speechCustomaryAndWordedUnits(markup: String, expected: String) throws {
        #expect(try Self.say(markup) == expected)
    }

    @Test("Speech: a unit squared is square, cubed cubic; to the power -1 it is per after a unit, else reciprocal",
          arguments: [
              ("<mn>7</mn><msup><mi class=\"MathML-Unit\">m</mi><mn>2</mn></msup>", "7 square meters"),
              ("<mn>1</mn><msup><mi class=\"MathML-Unit\">in</mi><mn>3</mn></msup>", "1 cubic inch"),
              ("<mn>9</mn><mi class=\"MathML-Unit\">m</mi><msup><mi class=\"MathML-Unit\">s</mi><mrow><mo>-</mo><mn>1</mn></mrow></msup>",
               "9 meters per second"),
              ("<msup><mi class=\"MathML-Unit\">m</mi><mrow><mo>-</mo><mn>1</mn></mrow></msup>", "reciprocal meters"),
          ])
    func speechUnitPowers(markup: String, expected: String) throws {
        #expect(try Self.say(markup) == expected)
    }

    @Test("Speech, units and ClearSpeak Exponents: only a unit of length squared or cubed is an area or volume; another unit's power is read as a power of its name",
          arguments: [
              ("<msup><mi class=\"MathML-Unit\">km</mi><mn>2</mn></msup>", "", "square kilometers"),
              ("<mn>3</mn><msup><mi class=\"MathML-Unit\">ft</mi><mn>3</mn></msup>", "", "3 cubic feet"),
              ("<msup><mi class=\"MathML-Unit\">μm</mi><mn>2</mn></msup>", "", "square micrometers"),
              ("<msup><mi class=\"MathML-Unit\">s</mi><mn>2</mn></msup>", "", "seconds squared"),
              ("<mn>1</mn><msup><mi class=\"MathML-Unit\">s</mi><mn>3</mn></msup>", "", "1 second cubed"),
              ("<msup><mi class=\"MathML-Unit\">kg</mi><mn>2</mn></msup>", "", "kilograms squared"),
              ("<msup><mi class=\"MathML-Unit\">s</mi><mn>2</mn></msup>", "Exponents=OrdinalPower", "seconds to the second power"),
              ("<msup><mi class=\"MathML-Unit\">m</mi><mn>2</mn></msup>", "Exponents=OrdinalPower", "square meters"),
          ])
    func speechUnitPowersByDimension(markup: String, prefs: String, expected: String) throws {
        let options = try MathSpeechOptions(preferences: prefs)
        #expect(MathRender.speech(try Self.expression(markup), style: .clearSpeak, language: "en", options: options) == expected)
    }

    @Test("Nemeth §26 (abbreviations): a unit is spaced from its number, a one-letter unit takes the English letter indicator, the period of an abbreviation is the literary period",
          arguments: [
              ("<mn>3</mn><mi class=\"MathML-Unit\">cm</mi>", "⠼⠒⠀⠉⠍"),
              ("<mn>7</mn><msup><mi class=\"MathML-Unit\">m</mi><mn>2</mn></msup>", "⠼⠶⠀⠰⠍⠘⠆"),
              ("<mn>12</mn><mi class=\"MathML-Unit\">in.</mi>", "⠼⠂⠆⠀⠊⠝⠲"),
              ("<mn>2.5</mn><mi>x</mi>", "⠼⠆⠨⠢⠭"),   // a variable after a number is not spaced
          ])
    func nemethUnits(markup: String, braille: String) throws {
        #expect(MathRender.braille(try Self.expression(markup), code: .nemeth) == braille)
    }
}
