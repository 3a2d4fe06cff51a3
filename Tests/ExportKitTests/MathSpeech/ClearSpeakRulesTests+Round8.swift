import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Rules of issue #37's second math round, each from the text of its ClearSpeak section.
extension ClearSpeakRulesTests {
    static let bar = "<mo>|</mo>"

    @Test("Implied multiplication (Auto): 'times' before a factor in absolute-value bars, as before one in parentheses", arguments: [
        ("<mn>3</mn>\(bar)<mi>y</mi>\(bar)", "3 times the absolute value of y"),
        ("<mi>k</mi>\(bar)<mi>y</mi><mo>-</mo><mn>1</mn>\(bar)", "k times the absolute value of y minus 1"),
        ("\(paren)<mi>u</mi><mo>+</mo><mn>1</mn>\(close)\(bar)<mi>v</mi>\(bar)",
         "open paren u plus 1 close paren times the absolute value of v"),
        // f, g and h are functions: applied to the absolute value, not multiplied.
        ("<mi>g</mi>\(bar)<mi>y</mi>\(bar)", "g of the absolute value of y"),
    ])
    func impliedTimesAbsoluteValue(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Implied multiplication, None: no 'times' before absolute-value bars either")
    func impliedTimesNoneAbsoluteValue() {
        #expect(Self.say("<mn>3</mn>\(Self.bar)<mi>y</mi>\(Self.bar)", "ImpliedTimes=None") == "3 the absolute value of y")
    }

    @Test("Part 3 Prime: after a degree sign primes are minutes and seconds under every value", arguments: [
        "", "Prime=Angle", "Prime=Length",
    ])
    func primeAfterDegrees(prefs: String) {
        let markup = "<mn>30</mn><mo>°</mo><msup><mn>5</mn><mo>′</mo></msup><msup><mn>1</mn><mo>″</mo></msup>"
        #expect(Self.say(markup, prefs) == "30 degrees 5 minutes 1 second")
    }
}
