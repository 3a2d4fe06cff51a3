import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Words printed as text inside UEB math are written as UEB writes words (UEB Rulebook §10):
/// where a word stands alone (§2.6) it is its wordsign or shortform, unless grade 1 mode
/// is set; a function name or a unit is not looked up.
@Suite("UEB Rulebook §10 wordsigns and shortforms in text")
struct MathBrailleUEBWordsignTests {
    static func ueb(_ markup: String) throws -> String { try MathBrailleRuleTests.ueb(markup) }

    @Test("UEB Rulebook §10.1, §10.2, §10.5, §10.7, §10.9: a word of text standing alone is its wordsign or shortform",
          arguments: [
              ("<mn>2</mn><mtext>&#xA0;but not&#xA0;</mtext><mn>3</mn>", "⠼⠃⠀⠃⠀⠝⠀⠼⠉"),             // §10.1 alphabetic
              ("<mtext>this</mtext><mo>=</mo><mn>5</mn>", "⠹⠀⠐⠶⠀⠼⠑"),                      // §10.2 strong
              ("<mn>2</mn><mtext>&#xA0;in&#xA0;</mtext><mn>3</mn>", "⠼⠃⠀⠔⠀⠼⠉"),                      // §10.5 lower
              ("<mn>1</mn><mtext>&#xA0;day</mtext>", "⠼⠁⠀⠐⠙"),                                   // §10.7 initial-letter
              ("<mtext>about&#xA0;</mtext><mn>5</mn>", "⠁⠃⠀⠼⠑"),                                  // §10.9 shortform
              ("<mtext>about</mtext><mn>5</mn>", "⠁⠃⠳⠞⠼⠑"),                                   // not alone: spelt
              ("<mtext>But</mtext><mo>=</mo><mn>1</mn>", "⠠⠃⠀⠐⠶⠀⠼⠁"),                      // capital kept
          ])
    func standingAlone(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("UEB Rulebook §10.4.2: ch, sh, th, wh, ou, st standing alone are spelt letter by letter, since their strong groupsign alone reads child, shall, this, which, out, still; inside a word the groupsign stays",
          arguments: [
              ("<mtext>st</mtext><mo>=</mo><mn>5</mn>", "⠎⠞⠀⠐⠶⠀⠼⠑"),                       // was ⠌, "still"
              ("<mtext>ch,</mtext><mn>3</mn>", "⠉⠓⠂⠀⠼⠉"),                                  // with punctuation
              ("<mtext>(wh)</mtext>", "⠐⠣⠺⠓⠐⠜"),
              ("<mn>2</mn><mtext>&#xA0;sh&#xA0;</mtext><mn>3</mn>", "⠼⠃⠀⠎⠓⠀⠼⠉"),
              ("<mtext>TH</mtext>", "⠠⠠⠞⠓"),                                               // capitals too
              ("<mtext>Ou</mtext><mo>=</mo><mn>1</mn>", "⠠⠕⠥⠀⠐⠶⠀⠼⠁"),
              ("<mtext>chest</mtext>", "⠡⠑⠌"),                                             // inside a word
              ("<mtext>ou</mtext><mi>x</mi>", "⠳⠭"),                                       // not standing alone
          ])
    func strongGroupsignsAlone(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("UEB Rulebook §10.8.2-10.8.3: no final-letter groupsign after a capital indicator, nor for ity in biscuity, dacoity, fruity, hoity-toity and rabbity; elsewhere it stays",
          arguments: [
              ("<mtext>fruity</mtext>", "⠋⠗⠥⠊⠞⠽"),                 // was ⠋⠗⠥⠰⠽
              ("<mtext>hoity-toity</mtext>", "⠓⠕⠊⠞⠽⠤⠞⠕⠊⠞⠽"),
              ("<mtext>dacoity</mtext>", "⠙⠁⠉⠕⠊⠞⠽"),
              ("<mtext>city</mtext>", "⠉⠰⠽"),                       // not in the list
              ("<mtext>xNess</mtext>", "⠭⠠⠝⠑⠎⠎"),                  // was ⠭⠠⠰⠎
              ("<mtext>kindness</mtext>", "⠅⠔⠙⠰⠎"),
          ])
    func finalLetterLimits(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("UEB Rulebook §2.6: punctuation beside a word leaves it standing alone; a lower wordsign then is spelt (§10.5)",
          arguments: [
              ("<mtext>so,</mtext><mn>3</mn>", "⠎⠂⠀⠼⠉"),
              ("<mtext>(every)</mtext>", "⠐⠣⠑⠐⠜"),
              ("<mtext>in,</mtext><mn>3</mn>", "⠊⠝⠂⠀⠼⠉"),
          ])
    func punctuationBeside(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("UEB Rulebook §7.3, §10.1.2, §10.2.2, §10.9.2: an apostrophe inside a word is ⠄; with d, ll, re, s, t, ve after it the word still stands alone",
          arguments: [
              ("<mtext>it's</mtext>", "⠭⠄⠎"),
              ("<mtext>that’ll</mtext>", "⠞⠄⠇⠇"),
              ("<mtext>which've</mtext>", "⠱⠄⠧⠑"),
              ("<mtext>it'x</mtext>", "⠊⠞⠄⠭"),            // no such ending: not standing alone
              ("<mn>3</mn><mtext>&#xA0;o’clock</mtext>", "⠼⠉⠀⠕⠉"), // the shortform with an apostrophe (§10.9)
              ("<mn>3</mn><mtext>o'clock</mtext>", "⠼⠉⠕⠄⠉⠇⠕⠉⠅"),   // grade 1 mode: spelt
          ])
    func apostrophe(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("UEB Rulebook §10.7.1: initial-letter contractions wherever their letters occur in a word of text, except those §10.7.2-10.7.9 tie to meaning or sound",
          arguments: [
              ("<mtext>birthday</mtext>", "⠃⠊⠗⠹⠐⠙"),
              ("<mtext>apart</mtext>", "⠁⠐⠏"),
              ("<mtext>bright</mtext>", "⠃⠐⠗"),
              ("<mtext>Germany</mtext>", "⠠⠛⠻⠸⠍"),
              ("<mtext>sometimes</mtext>", "⠎⠕⠍⠑⠞⠊⠍⠑⠎"),  // some, time: pronunciation decides, letters kept
              ("<mi>days</mi>", "⠙⠁⠽⠎"),                  // not a word of text
          ])
    func initialLetterInside(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("UEB Rulebook §10.6.5: the lower groupsigns ea, bb, cc, ff, gg between two letters of a word of text, not at a word's edge",
          arguments: [
              ("<mtext>rabbit</mtext>", "⠗⠁⠆⠊⠞"),
              ("<mtext>accept</mtext>", "⠁⠒⠑⠏⠞"),
              ("<mtext>effect</mtext>", "⠑⠖⠑⠉⠞"),
              ("<mtext>egg</mtext>", "⠑⠛⠛"),
              ("<mtext>mean</mtext>", "⠍⠂⠝"),
              ("<mi>arccos</mi>", "⠜⠉⠉⠕⠎"),              // a function name, as the Guidelines write it
          ])
    func lowerGroupsigns(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("UEB Rulebook §10.8.1: a final-letter groupsign after a letter anywhere in a word of text, never first",
          arguments: [
              ("<mtext>nationality</mtext>", "⠝⠁⠰⠝⠁⠇⠰⠽"),
              ("<mtext>foundation</mtext>", "⠋⠨⠙⠁⠰⠝"),
              ("<mtext>longer</mtext>", "⠇⠰⠛⠻"),
              ("<mtext>mentally</mtext>", "⠍⠢⠞⠁⠇⠇⠽"),
          ])
    func finalLetterInside(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("UEB Rulebook §2.6, §5: a word touching a letter does not stand alone; in grade 1 mode it is spelt",
          arguments: [
              ("<mtext>so</mtext><mi>x</mi>", "⠎⠕⠭"),
              ("<mn>2</mn><mtext>but</mtext>", "⠼⠃⠰⠃⠥⠞"),
          ])
    func notStandingAlone(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }

    @Test("UEB Rulebook §10.1.3: a word of capitals may be letters said one by one and keeps its letters; an identifier is no word of text",
          arguments: [
              ("<mtext>US</mtext><mo>=</mo><mn>1</mn>", "⠠⠠⠥⠎⠀⠐⠶⠀⠼⠁"),
              ("<mi>it</mi><mo>=</mo><mn>1</mn>", "⠊⠞⠀⠐⠶⠀⠼⠁"),
          ])
    func lettersKept(markup: String, braille: String) throws {
        #expect(try Self.ueb(markup) == braille)
    }
}
