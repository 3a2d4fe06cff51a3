import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Rules of *ClearSpeak Rules and Preferences* (ETS 2015), one test per section, on
/// expressions of the project's own; the section is in each test's name.
@Suite("ClearSpeak rules")
struct ClearSpeakRulesTests {
    static func say(_ markup: String, _ prefs: String = "") -> String {
        let expression = MathMLReader.parse("<math>\(markup)</math>")!.expression
        let options: MathSpeechOptions
        do {
            options = prefs.isEmpty ? MathSpeechOptions() : try MathSpeechOptions(preferences: prefs)
        } catch {
            Issue.record("preferences \(prefs) not read: \(error)")
            return ""
        }
        return MathRender.speech(expression, style: .clearSpeak, options: options)
            .replacingOccurrences(",", with: "").replacingOccurrences(";", with: "")
    }

    static let paren = "<mo>(</mo>", close = "<mo>)</mo>"

    @Test("Functions: a simple argument's parentheses are silent, others are read", arguments: [
        ("<mi>g</mi>\(paren)<mn>3</mn><mi>y</mi>\(close)", "g of 3 y"),
        ("<mi>h</mi>\(paren)<mo>-</mo><mn>4</mn><mi>t</mi>\(close)", "h of negative 4 t"),
        ("<mi>f</mi>\(paren)<mi>g</mi>\(paren)<mi>t</mi>\(close)\(close)", "f of g of t"),
        ("<mi>g</mi>\(paren)<mi>t</mi><mo>-</mo><mn>3</mn>\(close)", "g of open paren t minus 3 close paren"),
    ])
    func functionArguments(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Functions: f⁻¹ is the inverse, a power of a function is the power of its value, a prime marks it", arguments: [
        ("<msup><mi>g</mi><mrow><mo>-</mo><mn>1</mn></mrow></msup>\(paren)<mi>t</mi>\(close)", "g inverse of t"),
        ("<msup><mi>g</mi><mn>6</mn></msup>\(paren)<mi>t</mi>\(close)", "the sixth power of g of t"),
        ("<msup><mi>g</mi><mo>′</mo></msup>\(paren)<mi>t</mi>\(close)", "g prime of t"),
    ])
    func functionForms(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Trigonometric functions: no 'of' before a simple argument, 'the … of' before another, 'the inverse'", arguments: [
        ("<mi>cot</mi><mi>y</mi>", "cotangent y"),
        ("<msup><mi>tan</mi><mn>3</mn></msup><mi>y</mi>", "tangent cubed y"),
        ("<msup><mi>cos</mi><mn>5</mn></msup><mi>y</mi>", "the fifth power of cosine y"),
        ("<mi>sec</mi>\(paren)<mi>y</mi><mo>+</mo><mn>1</mn>\(close)", "the secant of open paren y plus 1 close paren"),
        ("<msup><mi>tan</mi><mrow><mo>-</mo><mn>1</mn></mrow></msup><mi>y</mi>", "the inverse tangent of y"),
        ("<mi>cosh</mi><mi>y</mi>", "hyperbolic cosine of y"),
    ])
    func trigonometry(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Exponents: 'raised to the' is followed by a function's 'the … of' without a second article", arguments: [
        ("<msup><mn>2</mn><mrow><mi>cos</mi><mo>(</mo><mi>y</mi><mo>-</mo><mn>1</mn><mo>)</mo></mrow></msup>",
         "2 raised to the cosine of open paren y minus 1 close paren power"),
        ("<msup><mi>e</mi><mrow><mi>log</mi><mo>(</mo><mi>y</mi><mo>+</mo><mn>4</mn><mo>)</mo></mrow></msup>",
         "e raised to the log of open paren y plus 4 close paren power"),
    ])
    func exponentArticle(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Multi-line entries: a line with nothing in it is read 'blank', as an empty column is", arguments: [
        ("<mtable><mtr><mtd><mi>y</mi></mtd></mtr><mtr><mtd></mtd></mtr></mtable>", "2 lines line 1 y. line 2 blank"),
        ("<mtable><mtr></mtr><mtr><mtd><mn>4</mn></mtd></mtr></mtable>", "2 lines line 1 blank. line 2 4"),
        ("<mtable><mtr><mtd><mi>y</mi></mtd><mtd></mtd></mtr><mtr><mtd></mtd><mtd><mn>3</mn></mtd></mtr></mtable>",
         "2 lines line 1 y blank. line 2 blank 3"),
    ])
    func blankLine(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Part 3 Prime (angles): one degree is singular, more are plural", arguments: [
        ("<mn>1</mn><mo>°</mo><msup><mn>5</mn><mo>′</mo></msup>", "1 degree 5 minutes"),
        ("<mn>31</mn><mo>°</mo><msup><mn>1</mn><mo>′</mo></msup>", "31 degrees 1 minute"),
    ])
    func degrees(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Named sets: a named set with a raised sign is its positive or negative part", arguments: [
        ("<msup><mi>ℚ</mi><mo>+</mo></msup>", "the positive rational numbers"),
        ("<msup><mi mathvariant=\"double-struck\">R</mi><mn>-</mn></msup>", "the negative real numbers"),
    ])
    func signedSets(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Sets: ∉ in set-builder braces is 'not in'; the small signs ∊ ∍ read as ∈ ∋", arguments: [
        ("<mo>{</mo><mi>y</mi><mo>∉</mo><mi>ℕ</mi><mo>|</mo><mi>y</mi><mo>&gt;</mo><mn>0</mn><mo>}</mo>",
         "the set of all y not in the natural numbers such that y is greater than 0"),
        ("<mo>{</mo><mi>y</mi><mo>∊</mo><mi>ℕ</mi><mo>:</mo><mi>y</mi><mo>&gt;</mo><mn>0</mn><mo>}</mo>",
         "the set of all y in the natural numbers such that y is greater than 0"),
        ("<mi>y</mi><mo>∊</mo><mi>ℕ</mi>", "y is a member of the natural numbers"),
    ])
    func membership(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Currency: Auto reads the amount first, singular for 1; Position where printed; Prefix first", arguments: [
        ("<mo>$</mo><mn>1</mn>", "", "1 dollar"),
        ("<mo>€</mo><mn>30</mn><mo>+</mo><mo>€</mo><mn>5</mn>", "", "30 euros plus 5 euros"),
        ("<mn>12</mn><mi intent=\":unit\">£</mi>", "", "12 pounds"),
        ("<mo>$</mo><mn>1</mn>", "Currency=Position", "dollars 1"),
        ("<mn>12</mn><mi intent=\":unit\">£</mi>", "Currency=Prefix", "pounds 12"),
    ])
    func currency(markup: String, prefs: String, expected: String) {
        #expect(Self.say(markup, prefs) == expected)
    }

    @Test("Fractions (mixed numbers): a whole number before a proper fraction of whole numbers is joined by 'and'", arguments: [
        ("<mn>4</mn><mfrac><mn>5</mn><mn>8</mn></mfrac>", "4 and five eighths"),
        ("<mn>7</mn><mfrac><mn>2</mn><mn>125</mn></mfrac>", "7 and 2 over 125"),
        ("<mn>7</mn><mfrac><mn>300</mn><mn>125</mn></mfrac>", "7 300 over 125"),
    ])
    func mixedNumbers(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Part 2 VerticalLine (Auto): a bar between operands divides; ｜ and ¦ are the vertical bar", arguments: [
        ("<mn>4</mn><mo>|</mo><mn>12</mn>", "4 divides 12"),
        ("<mi>k</mi><mo>｜</mo><mi>n</mi>", "k divides n"),
        ("<mo>¦</mo><mi>k</mi><mo>¦</mo>", "the absolute value of k"),
        ("<mo>|</mo><mi>k</mi><mo>|</mo><mo>+</mo><mn>1</mn>", "the absolute value of k plus 1"),
    ])
    func verticalLine(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Part 2 symbols (set membership): ∋ is the reverse of ∈, 'contains as member', worded as its negation ∌ is ('does not contain as member'), the small ∍ the same", arguments: [
        ("<mi>A</mi><mo>∋</mo><mi>z</mi>", "A contains as member z"),
        ("<mi>A</mi><mo>∍</mo><mi>z</mi>", "A contains as member z"),
        ("<mi>A</mi><mo>∌</mo><mi>z</mi>", "A does not contain as member z"),
        ("<mi>ℤ</mi><mo>∋</mo><mn>2</mn>", "the integers contains as member 2"),
    ])
    func reverseMembership(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("SetMemberSymbol: ∉ in set-builder braces negates the words for ∈ there", arguments: [
        ("Member", "the set of all k not a member of the integers such that k is less than 0"),
        ("Element", "the set of all k not an element of the integers such that k is less than 0"),
        ("Belongs", "the set of all k not belonging to the integers such that k is less than 0"),
        ("In", "the set of all k not in the integers such that k is less than 0"),
    ])
    func notMember(value: String, expected: String) {
        let markup = "<mo>{</mo><mi>k</mi><mo>∉</mo><mi>ℤ</mi><mo>|</mo><mi>k</mi><mo>&lt;</mo><mn>0</mn><mo>}</mo>"
        #expect(Self.say(markup, "SetMemberSymbol=\(value)") == expected)
    }

    @Test("Part 2 symbols (integrals): the differential ends the operand after a pause, never multiplied", arguments: [
        ("<mo>∫</mo><mi>g</mi><mo>(</mo><mi>u</mi><mo>)</mo><mi>d</mi><mi>u</mi>", "the integral of g of u d u"),
        ("<mo>∫</mo><mn>3</mn><mo>(</mo><mi>u</mi><mo>-</mo><mn>1</mn><mo>)</mo><mi>d</mi><mi>u</mi>",
         "the integral of 3 times open paren u minus 1 close paren d u"),
    ])
    func integralDifferential(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
        #expect(!Self.say(markup).hasSuffix("times d u"))
    }

    @Test("Logarithms: log and ln without 'of' before a simple argument", arguments: [
        ("<mi>log</mi><mn>7</mn><mi>y</mi>", "log 7 y"),
        ("<mi>ln</mi><mi>y</mi>", "l n y"),
        ("<mi>ln</mi>\(paren)<mi>y</mi><mo>+</mo><mn>2</mn>\(close)", "l n of open paren y plus 2 close paren"),
        ("<mi>log</mi>\(paren)<mi>y</mi><mo>+</mo><mn>2</mn>\(close)", "the log of open paren y plus 2 close paren"),
        ("<msub><mi>log</mi><mn>3</mn></msub><mi>y</mi>", "the log base 3 of y"),
    ])
    func logarithms(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Parentheses (Auto): silent around a simple expression, read on a script base or around a sum", arguments: [
        ("\(paren)<mn>5</mn><mi>y</mi>\(close)", "5 y"),
        ("<mn>4</mn><mo>+</mo>\(paren)<mo>-</mo><mn>7</mn>\(close)", "4 plus negative 7"),
        ("<msup><mrow>\(paren)<mn>5</mn><mi>y</mi>\(close)</mrow><mn>2</mn></msup>", "open paren 5 y close paren squared"),
        ("\(paren)<mi>y</mi><mo>+</mo><mn>5</mn>\(close)", "open paren y plus 5 close paren"),
    ])
    func parentheses(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Implied multiplication: 'times' after a letter before a parenthesised sum and between absolute values", arguments: [
        ("<mi>y</mi>\(paren)<mi>s</mi><mo>-</mo><mi>t</mi>\(close)", "y times open paren s minus t close paren"),
        ("<mo>|</mo><mi>s</mi><mo>|</mo><mo>|</mo><mi>t</mi><mo>|</mo>", "the absolute value of s times the absolute value of t"),
    ])
    func impliedTimes(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Roots: the negative square root; PosNegSqRoot says positive except after ±; RootEnd closes each root")
    func roots() {
        #expect(Self.say("<mo>-</mo><msqrt><mn>5</mn></msqrt>") == "the negative square root of 5")
        #expect(Self.say("<msqrt><mi>y</mi></msqrt>", "Roots=PosNegSqRoot") == "the positive square root of y")
        #expect(Self.say("<mn>1</mn><mo>±</mo><msqrt><mi>y</mi></msqrt>", "Roots=PosNegSqRoot")
            == "1 plus or minus the square root of y")
        #expect(Self.say("<msqrt><mi>y</mi></msqrt>", "Roots=RootEnd") == "the square root of y end root")
    }

    @Test("Fractions: EndFrac closes a general fraction and one holding a fraction")
    func endFraction() {
        #expect(Self.say("<mfrac><mrow><mi>y</mi><mo>+</mo><mn>1</mn></mrow><mn>4</mn></mfrac>", "Fractions=EndFrac")
            == "the fraction with numerator y plus 1 and denominator 4 end fraction")
        #expect(Self.say("<mfrac><mi>y</mi><mn>4</mn></mfrac>", "Fraction=EndFrac") == "y over 4")
    }

    @Test("Part 3, Prime: after a number, feet and inches, or minutes and seconds after degrees")
    func primeUnits() {
        #expect(Self.say("<msup><mn>6</mn><mo>′</mo></msup><msup><mn>1</mn><mo>″</mo></msup>") == "6 feet 1 inch")
        #expect(Self.say("<mn>30</mn><mo>°</mo><msup><mn>15</mn><mo>′</mo></msup>") == "30 degrees 15 minutes")
    }

    @Test("Named sets: double-struck letters are the sets; Part 3 combinations: n C r")
    func namedSetsAndCombinations() {
        #expect(Self.say("<mi mathvariant=\"double-struck\">Z</mi>") == "the integers")
        #expect(Self.say("<mmultiscripts><mi>C</mi><mi>k</mi><mprescripts/><mi>m</mi><none/></mmultiscripts>")
            == "m C k")
    }

    @Test("Part 2 symbols: a character without a word is read by its Unicode name, never raw", arguments: [
        ("<mo>⊠</mo>", "squared times"), ("<mi>■</mi>", "black square"), ("<mo>〈</mo>", "open angle bracket"),
        ("<mtext>a ◊ b</mtext>", "a lozenge b"),
        // A Greek letter alone among the words of a text is a variable; a Greek word is text
        // (`say` drops the pauses: "where lambda, mu").
        ("<mtext>for all ε &gt; 0</mtext>", "for all epsilon > 0"), ("<mtext>where λ, μ are real</mtext>", "where lambda mu are real"),
        ("<mtext>the word λόγος</mtext>", "the word λόγος"), ("<mtext>twice Δ or 2λ</mtext>", "twice Delta or 2 lambda"),
    ])
    func characterNames(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Preferences: names and values by ClearSpeak's spelling; an unknown one lists the valid ones")
    func preferences() throws {
        let options = try MathSpeechOptions(preferences: "Roots=PosNegSqRoot, Exponent=Ordinal,ClearSpeak_Trig=ArcTrig")
        #expect(options.roots == .posNegSqRoot && options.exponents == .ordinal && options.trig == .arcTrig)
        #expect(throws: MathSpeechOptions.PreferenceError.self) { try MathSpeechOptions(preferences: "Roots=Sideways") }
        do {
            _ = try MathSpeechOptions(preferences: "Colour=Red")
        } catch {
            #expect(error.message.contains("AbsoluteValue") && error.message.contains("Roots"))
        }
    }
    @Test("Preferences Trig, Functions, ImpliedTimes, Paren, Prime, Log and SetMemberSymbol change the words they name", arguments: [
        ("<msup><mi>cos</mi><mrow><mo>-</mo><mn>1</mn></mrow></msup><mi>y</mi>", "Trig=TrigInverse", "cosine inverse of y"),
        ("<msup><mi>cos</mi><mrow><mo>-</mo><mn>1</mn></mrow></msup><mi>y</mi>", "Trig=ArcTrig", "arc cosine y"),
        ("<mi>g</mi>\(paren)<mi>t</mi>\(close)", "Functions=None", "g times t"),
        ("<mi>s</mi><mi>t</mi>", "ImpliedTimes=MoreImpliedTimes", "s times t"),
        ("<mn>4</mn>\(paren)<mn>5</mn>\(close)", "ImpliedTimes=None", "4 open paren 5 close paren"),
        ("\(paren)<mn>5</mn><mi>y</mi>\(close)", "Paren=Speak", "open paren 5 y close paren"),
        ("<msup><mrow>\(paren)<mn>5</mn><mi>y</mi>\(close)</mrow><mn>2</mn></msup>", "Paren=Silent", "5 y squared"),
        ("<msup><mn>3</mn><mo>′</mo></msup>", "Prime=Angle", "3 minutes"),
        ("<msup><mi>y</mi><mo>″</mo></msup>", "Prime=Length", "y inches"),
        ("<mi>ln</mi><mi>y</mi>", "Log=LnAsNaturalLog", "natural log y"),
        ("<mi>t</mi><mo>∈</mo><mi>ℕ</mi>", "SetMemberSymbol=Belongs", "t belongs to the natural numbers"),
        ("<mi>t</mi><mo>∉</mo><mi>ℕ</mi>", "SetMemberSymbol=Element", "t is not an element of the natural numbers"),
    ])
    func preferenceWords(markup: String, prefs: String, expected: String) {
        #expect(Self.say(markup, prefs) == expected)
    }
    @Test("Part 3, Bar: repeating decimals digit by digit, a bar over capitals is a line segment; named sets with zero", arguments: [
        ("<mn>0</mn><mo>.</mo><mover><mn>6</mn><mo>¯</mo></mover>", "the repeating decimal 0 point followed by repeating digit 6"),
        ("<mn>1.5</mn><mover><mn>27</mn><mo>¯</mo></mover>", "the repeating decimal 1 point 5 followed by repeating digits 2 7"),
        ("<mover><mrow><mi>P</mi><msup><mi>Q</mi><mo>′</mo></msup></mrow><mo>¯</mo></mover>", "the line segment P Q prime"),
        ("<msub><mi mathvariant=\"double-struck\">N</mi><mn>0</mn></msub>", "the natural numbers with zero"),
        ("<msup><mi mathvariant=\"double-struck\">Q</mi><mo>+</mo></msup>", "the positive rational numbers"),
    ])
    func bars(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    static let square = "<mtable><mtr><mtd><mi>p</mi></mtd><mtd><mi>q</mi></mtd></mtr><mtr><mtd><mn>0</mn></mtd><mtd><mi>t</mi></mtd></mtr></mtable>"
    static let notSimple = "<mtable><mtr><mtd><mi>p</mi><mo>+</mo><mn>2</mn></mtd><mtd><mi>q</mi></mtd></mtr><mtr><mtd><mn>0</mn></mtd><mtd><mi>t</mi></mtd></mtr></mtable>"
    static let fourRows = "<mtable><mtr><mtd><mi>p</mi></mtd></mtr><mtr><mtd><mi>q</mi></mtd></mtr><mtr><mtd><mi>t</mi></mtd></mtr><mtr><mtd><mi>y</mi></mtd></mtr></mtable>"
    static let oneRow = "<mtable><mtr><mtd><mi>p</mi></mtd><mtd><mi>q</mi></mtd></mtr></mtable>"

    @Test("Matrices: the size first, rows numbered, columns numbered unless every entry is simple and there are three at most; bars make a determinant", arguments: [
        ("<mo>(</mo>\(square)<mo>)</mo>", "the 2 by 2 matrix. row 1 p q. row 2 0 t"),
        ("<mo>[</mo>\(notSimple)<mo>]</mo>", "the 2 by 2 matrix. row 1 column 1 p plus 2 column 2 q. row 2 column 1 0 column 2 t"),
        ("<mo>(</mo>\(fourRows)<mo>)</mo>", "the 4 by 1 column matrix. row 1 p row 2 q row 3 t row 4 y"),
        ("<mo>(</mo>\(oneRow)<mo>)</mo>", "the 1 by 2 row matrix. p q"),
        ("<mo>(</mo><mtable><mtr><mtd><mn>9</mn></mtd></mtr></mtable><mo>)</mo>", "the 1 by 1 matrix with entry 9"),
        ("<mo>|</mo>\(square)<mo>|</mo>", "the determinant of the 2 by 2 matrix. row 1 p q. row 2 0 t"),
        ("<mi>det</mi><mo>(</mo>\(square)<mo>)</mo>", "the determinant of the 2 by 2 matrix. row 1 p q. row 2 0 t"),
    ])
    func matrices(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Matrices and combinatorics: a table whose intent is MathML 4's binomial is read as the combination, another one-column table as a matrix")
    func binomialIntent() {
        let column = "<mtable><mtr><mtd><mi arg=\"n\">n</mi></mtd></mtr><mtr><mtd><mi arg=\"k\">k</mi></mtd></mtr></mtable>"
        #expect(Self.say("<mrow intent=\"binomial($n,$k)\"><mo>(</mo>" + column + "<mo>)</mo></mrow>") == "n choose k")
        #expect(Self.say("<mo>(</mo>" + column + "<mo>)</mo>").hasPrefix("the 2 by 1 column matrix"))
    }

    @Test("Matrices, Matrix preference: column numbers always or never, end words, vectors, combinations", arguments: [
        ("<mo>(</mo>\(square)<mo>)</mo>", "Matrix=SpeakColNum", "the 2 by 2 matrix. row 1 column 1 p column 2 q. row 2 column 1 0 column 2 t"),
        ("<mo>(</mo>\(oneRow)<mo>)</mo>", "Matrix=SpeakColNum", "the 1 by 2 row matrix. column 1 p column 2 q"),
        ("<mo>(</mo>\(notSimple)<mo>)</mo>", "Matrix=SilentColNum", "the 2 by 2 matrix. row 1 p plus 2 q. row 2 0 t"),
        ("<mo>(</mo>\(fourRows)<mo>)</mo>", "Matrix=SilentColNum", "the 4 by 1 column matrix. p q t y"),
        ("<mo>(</mo>\(square)<mo>)</mo>", "Matrix=EndMatrix", "the 2 by 2 matrix. row 1 p q. row 2 0 t. end matrix"),
        ("<mo>|</mo>\(square)<mo>|</mo>", "Matrix=EndMatrix", "the determinant of the 2 by 2 matrix. row 1 p q. row 2 0 t. end determinant"),
        ("<mo>(</mo>\(oneRow)<mo>)</mo>", "Matrix=Vector", "the 1 by 2 row vector. p q"),
        ("<mo>(</mo>\(oneRow)<mo>)</mo><mo>(</mo>\(square)<mo>)</mo>", "Matrix=EndVector",
         "the 1 by 2 row vector. p q. end vector. times the 2 by 2 matrix. row 1 p q. row 2 0 t. end matrix"),
        ("<mo>(</mo><mtable><mtr><mtd><mi>n</mi></mtd></mtr><mtr><mtd><mn>4</mn></mtd></mtr></mtable><mo>)</mo>", "Matrix=Combinatoric", "n choose 4"),
    ])
    func matrixPreference(markup: String, prefs: String, expected: String) {
        #expect(Self.say(markup, prefs) == expected)
    }

    static let lines = "<mtable><mtr><mtd><mi>y</mi></mtd><mtd><mo>=</mo></mtd><mtd><mn>2</mn></mtd></mtr><mtr><mtd></mtd><mtd><mo>=</mo></mtd><mtd><mi>t</mi></mtd></mtr></mtable>"
    static let cases = "<mi>g</mi><mo>=</mo><mrow><mo>{</mo><mtable><mtr><mtd><mn>1</mn><mtext> if </mtext><mi>t</mi><mo>&gt;</mo><mn>0</mn></mtd></mtr><mtr><mtd><mn>0</mn><mtext> otherwise</mtext></mtd></mtr></mtable></mrow>"

    @Test("Multi-line entries: how many lines, each labelled, an empty column is blank, a brace makes cases, a label's colon is read", arguments: [
        (lines, "", "2 lines line 1 y equals 2. line 2 blank equals t"),
        (cases, "", "g equals 2 cases case 1 1 if t is greater than 0. case 2 0 otherwise"),
        ("<mtable><mtr><mtd><mtext>Rule 1:</mtext></mtd><mtd><mi>y</mi><mo>=</mo><mn>2</mn></mtd></mtr></mtable>", "",
         "1 line line 1 rule 1 colon y equals 2"),
        (lines, "MultiLineLabel=Equation", "2 equations equation 1 y equals 2. equation 2 blank equals t"),
        (lines, "MultiLineLabel=None", "2 lines y equals 2. blank equals t"),
        (cases, "MultiLineLabel=Step,MultiLineOverview=None", "g equals step 1 1 if t is greater than 0. step 2 0 otherwise"),
        (lines, "MultiLinePausesBetweenColumns=Long", "2 lines line 1 y. equals. 2. line 2 blank. equals. t"),
    ])
    func multiLine(markup: String, prefs: String, expected: String) {
        #expect(Self.say(markup, prefs).lowercased() == expected)
    }

    @Test("Fonts: sans serif, monospace, calligraphic and bold italic are named, italic alone is not", arguments: [
        ("<mi>&#x1D5A6;</mi>", "sans serif G"),
        ("<mi>&#x1D66B;</mi>", "sans serif bold italic v"),
        ("<mi>&#x1D692;</mi>", "monospace i"),
        ("<mi>&#x1D46B;</mi>", "bold italic D"),
        ("<mi mathvariant=\"-tex-calligraphic\">G</mi>", "calligraphic G"),
        ("<mi>&#x1D444;</mi>", "Q"),
    ])
    func fonts(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Parentheses, Paren preference: nesting levels, points, intervals with their ends", arguments: [
        ("<mn>4</mn><mo>-</mo><mrow><mo>[</mo><mi>t</mi><mo>-</mo><mrow><mo>(</mo><mi>y</mi><mo>+</mo><mrow><mo>(</mo><mn>1</mn><mo>-</mo><mi>t</mi><mo>)</mo></mrow><mo>)</mo></mrow><mo>]</mo></mrow>",
         "Paren=SpeakNestingLevel",
         "4 minus open bracket t minus open paren y plus open second paren 1 minus t close second paren close paren close bracket"),
        ("<mrow><mo>(</mo><mi>t</mi><mo>,</mo><mn>5</mn><mo>)</mo></mrow>", "Paren=CoordPoint", "the point with coordinates t comma 5"),
        ("<mrow><mo>(</mo><mi>t</mi><mo>,</mo><mn>5</mn><mo>)</mo></mrow>", "Paren=Interval", "the interval from t to 5 not including t or 5"),
        ("<mrow><mo>[</mo><mn>2</mn><mo>,</mo><mn>7</mn><mo>]</mo></mrow>", "Paren=Interval", "the interval from 2 to 7 including 2 and 7"),
        ("<mrow><mo>[</mo><mn>2</mn><mo>,</mo><mn>7</mn><mo>)</mo></mrow>", "Paren=Interval", "the interval from 2 to 7 including 2 but not including 7"),
        ("<mrow><mo>[</mo><mn>2</mn><mo>,</mo><mi>∞</mi><mo>)</mo></mrow>", "Paren=Interval", "the interval from 2 to infinity including 2"),
        ("<mrow><mo>(</mo><mo>-</mo><mi>∞</mi><mo>,</mo><mo>+</mo><mi>∞</mi><mo>)</mo></mrow>", "Paren=Interval",
         "the interval from negative infinity to positive infinity"),
    ])
    func parenPreference(markup: String, prefs: String, expected: String) {
        #expect(Self.say(markup, prefs) == expected)
    }

    @Test("Part 2 symbols, preferences: × as by or cross, ⋅ as dot, a vertical line as divides, an ellipsis ending a list as and so on", arguments: [
        ("<mi>p</mi><mo>×</mo><mi>q</mi>", "MultsymbolX=By", "p by q"),
        ("<mi>u</mi><mo>×</mo><mi>v</mi>", "MultsymbolX=Cross", "u cross v"),
        ("<mi>u</mi><mo>⋅</mo><mi>v</mi>", "MultsymbolDot=Dot", "u dot v"),
        ("<mn>4</mn><mo>|</mo><mn>12</mn>", "VerticalLine=Divides", "4 divides 12"),
        ("<mn>5</mn><mo>,</mo><mn>10</mn><mo>,</mo><mo>…</mo>", "Ellipses=AndSoOn", "5 comma 10 comma and so on"),
        ("<mn>5</mn><mo>,</mo><mo>…</mo><mo>,</mo><mn>50</mn>", "Ellipses=AndSoOn", "5 comma and so on up to 50"),
        ("<mo>…</mo><mo>,</mo><mn>0</mn><mo>,</mo><mo>…</mo>", "Ellipses=AndSoOn", "dot dot dot comma 0 comma dot dot dot"),
    ])
    func symbolPreferences(markup: String, prefs: String, expected: String) {
        #expect(Self.say(markup, prefs) == expected)
    }

    @Test("Sets, Sets preference: woAll leaves out all, SilentBracket reads a listed set's members alone", arguments: [
        ("<mo>{</mo><mi>y</mi><mo>|</mo><mi>y</mi><mo>&gt;</mo><mn>4</mn><mo>}</mo>", "Sets=woAll", "the set of y such that y is greater than 4"),
        ("<mo>{</mo><mn>3</mn><mo>,</mo><mn>9</mn><mo>}</mo>", "Sets=SilentBracket", "3 comma 9"),
        ("<mo>{</mo><mi>y</mi><mo>|</mo><mi>y</mi><mo>&gt;</mo><mn>4</mn><mo>}</mo>", "Sets=SilentBracket", "the set of all y such that y is greater than 4"),
    ])
    func setPreference(markup: String, prefs: String, expected: String) {
        #expect(Self.say(markup, prefs) == expected)
    }
    @Test("Absolute value and combinations, preferences: bars as a determinant, n choose r, n permute r", arguments: [
        ("<mo>|</mo><mi>B</mi><mo>|</mo>", "AbsoluteValue=Determinant", "the determinant of B"),
        ("<mmultiscripts><mi>C</mi><mi>k</mi><none/><mprescripts/><mi>m</mi><none/></mmultiscripts>", "CombinationPermutation=ChoosePermute", "m choose k"),
        ("<mmultiscripts><mi>P</mi><mn>2</mn><none/><mprescripts/><mn>9</mn><none/></mmultiscripts>", "CombinationPermutation=ChoosePermute", "9 permute 2"),
        ("<mmultiscripts><mi>P</mi><mn>2</mn><none/><mprescripts/><mn>9</mn><none/></mmultiscripts>", "", "9 P 2"),
    ])
    func absoluteAndCombinationPreferences(markup: String, prefs: String, expected: String) {
        #expect(Self.say(markup, prefs) == expected)
    }

    @Test("Exponents: a power on an empty base after a subscript closes the subscript, as in msubsup", arguments: [
        ("<msub><mi>q</mi><mrow><msub><mi>t</mi><mn>2</mn></msub></mrow></msub><msup><mrow/><mn>5</mn></msup>", "q sub t sub 2 to the fifth power"),
        ("<msub><mi>q</mi><mrow><mi>t</mi><mo>+</mo><mn>1</mn></mrow></msub><mi>y</mi>", "q sub t plus 1 end sub y"),
    ])
    func subscriptThenPower(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Part 3, Bar preference: Conjugate reads a bar over a letter as the complex conjugate, a segment stays a segment", arguments: [
        ("<mover><mi>w</mi><mo>¯</mo></mover>", "Bar=Conjugate", "the complex conjugate of w"),
        ("<mover><mrow><mi>P</mi><mi>Q</mi></mrow><mo>¯</mo></mover>", "Bar=Conjugate", "the line segment P Q"),
        ("<mover><mi>w</mi><mo>¯</mo></mover>", "", "w bar"),
    ])
    func barPreference(markup: String, prefs: String, expected: String) {
        #expect(Self.say(markup, prefs) == expected)
    }

    @Test("Named sets: a named set to a number or letter is read as one word, r-two", arguments: [
        ("<msup><mi>ℝ</mi><mn>4</mn></msup>", "r-four"),
        ("<msup><mi mathvariant=\"double-struck\">Q</mi><mi>k</mi></msup>", "q-k"),
        ("<msup><mi>ℝ</mi><mn>12</mn></msup>", "R 12"),
    ])
    func namedSetPowers(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Implied multiplication: two roots side by side are set apart by a pause, 'times' only with MoreImpliedTimes", arguments: [
        ("", "the square root of 5 the square root of 7"),
        ("ImpliedTimes=MoreImpliedTimes", "the square root of 5 times the square root of 7"),
    ])
    func rootsSideBySide(prefs: String, expected: String) {
        #expect(Self.say("<msqrt><mn>5</mn></msqrt><msqrt><mn>7</mn></msqrt>", prefs) == expected)
    }

    @Test("Exponents: a square in an exponent of one term is heard, in a sum of terms the exponent is set apart", arguments: [
        ("<msup><mn>5</mn><mrow><mo>-</mo><mn>4</mn><msup><mi>y</mi><mn>2</mn></msup></mrow></msup>", "5 raised to the negative 4 y squared power"),
        ("<msup><mn>5</mn><mrow><msup><mi>y</mi><mn>2</mn></msup><mo>-</mo><mi>y</mi></mrow></msup>", "5 raised to the exponent y squared minus y end exponent"),
    ])
    func squaresInExponents(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Functions: f, g, h before an absolute value apply to it; another letter multiplies it (Implied multiplication)", arguments: [
        ("<mi>h</mi><mo>|</mo><mi>t</mi><mo>-</mo><mn>3</mn><mo>|</mo>", "h of the absolute value of t minus 3"),
        ("<mi>g</mi><mo>|</mo><mi>t</mi><mo>|</mo>", "g of the absolute value of t"),
        ("<mi>x</mi><mo>|</mo><mi>t</mi><mo>|</mo>", "x times the absolute value of t"),
    ])
    func functionOfAbsoluteValue(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Fonts: a single letter set upright says 'normal'; a name of several letters is upright anyway", arguments: [
        ("<mi mathvariant=\"normal\">e</mi><mo>+</mo><mi mathvariant=\"normal\">&#x3B2;</mi>", "normal e plus normal beta"),
        ("<mi mathvariant=\"normal\">sin</mi><mi>x</mi>", "sine x"),
        ("<mi>e</mi>", "e"),
    ])
    func uprightLetters(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Numbers: digits and letters together are spelled after 'number'", arguments: [
        ("<mn>3FA</mn>", "number 3 F A"),
        ("<mn>#0C</mn>", "number number sign 0 C"),
        ("<mn>#FFFF</mn>", "number number sign F F F F"),   // # is read by its name, "number sign", not "number number"
        ("<mn>3.5</mn>", "3.5"),
    ])
    func spelledNumbers(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Units: units over a unit are 'per'; a part that is no unit, or a count below, makes a fraction", arguments: [
        ("<mfrac><mrow><mn>5</mn><mi intent=\":unit\">m</mi></mrow><mi intent=\":unit\">s</mi></mfrac>", "5 meters per second"),
        ("<mfrac><mrow><mn>5</mn><mi intent=\":unit\">m</mi></mrow><mi>t</mi></mfrac>", "5 meters over t"),
        ("<mfrac><mi>n</mi><mi intent=\":unit\">s</mi></mfrac>", "n over seconds"),
    ])
    func unitFractions(markup: String, expected: String) {
        #expect(Self.say(markup) == expected)
    }

    @Test("Fractions EndFrac: nested fractions ending together say 'end fraction' once, GeneralEndFrac ends each", arguments: [
        ("Fraction=EndFrac", "the fraction with numerator 1 and denominator the fraction with numerator a and denominator 1 over b end fraction"),
        // GeneralEndFrac reads every fraction with numerator and denominator and ends each.
        ("Fraction=GeneralEndFrac", "the fraction with numerator 1 and denominator the fraction with numerator a and denominator the fraction with numerator 1 and denominator b end fraction end fraction end fraction"),
    ])
    func endFractionOnce(prefs: String, expected: String) {
        let markup = "<mfrac><mn>1</mn><mfrac><mi>a</mi><mfrac><mn>1</mn><mi>b</mi></mfrac></mfrac></mfrac>"
        #expect(Self.say(markup, prefs) == expected)
    }

    @Test("Fractions: a common fraction's numerator is a word, as its denominator is; Ordinal widens what is common", arguments: [
        ("<mfrac><mn>5</mn><mn>8</mn></mfrac>", "", "five eighths"),
        ("<mfrac><mn>1</mn><mn>4</mn></mfrac>", "", "one fourth"),
        ("<mn>2</mn><mfrac><mn>3</mn><mn>5</mn></mfrac>", "", "2 and three fifths"),
        ("<mfrac><mn>19</mn><mn>10</mn></mfrac>", "", "nineteen tenths"),
        // Auto: a numerator of 20 or more, or a denominator above 10, is no common fraction.
        ("<mfrac><mn>25</mn><mn>8</mn></mfrac>", "", "25 over 8"),
        ("<mfrac><mn>15</mn><mn>16</mn></mfrac>", "Fractions=Ordinal", "fifteen sixteenths"),
        ("<mfrac><mn>41</mn><mn>50</mn></mfrac>", "Fractions=Ordinal", "forty one fiftieths"),
        ("<mfrac><mn>5</mn><mn>8</mn></mfrac>", "Fractions=Over", "5 over 8"),
    ])
    func commonFractionWords(markup: String, prefs: String, expected: String) {
        #expect(Self.say(markup, prefs) == expected)
    }

    @Test("Fractions: SimpleSpeak keeps the numerator's digits")
    func commonFractionSimpleSpeak() {
        let expression = MathMLReader.parse("<math><mfrac><mn>5</mn><mn>8</mn></mfrac></math>")!.expression
        #expect(MathRender.speech(expression, style: .simpleSpeak) == "5 eighths")
    }

    @Test("Capital letters: Auto writes the capital alone (its pitch marks it), SayCaps says 'cap' before it", arguments: [
        ("<mi>Q</mi><mo>=</mo><mi>q</mi>", "", "Q equals q"),
        ("<mi>Q</mi><mo>=</mo><mi>q</mi>", "Caps=SayCaps", "cap Q equals q"),
        ("<mi>Γ</mi><mi>x</mi>", "", "Gamma x"),
        ("<mi>Γ</mi><mi>x</mi>", "Caps=SayCaps", "cap Gamma x"),
        ("<mi>𝐊</mi>", "", "bold K"),
        ("<mi>𝐊</mi>", "Caps=SayCaps", "bold cap K"),
        // The capital A is the letter, as is the small a after it.
        ("<mi>A</mi><mi>a</mi>", "Caps=SayCaps", "cap A a"),
    ])
    func capitalLetters(markup: String, prefs: String, expected: String) {
        #expect(Self.say(markup, prefs) == expected)
    }

    @Test("Capital letters: SimpleSpeak says 'cap' and the letter's name")
    func capitalLettersSimpleSpeak() {
        let expression = MathMLReader.parse("<math><mi>A</mi><mi>Q</mi></math>")!.expression
        #expect(MathRender.speech(expression, style: .simpleSpeak) == "cap eigh cap q")
    }

    @Test("Fractions and Functions: a fraction is simple only when read as a common fraction, so under Over a function's parentheses around it are read", arguments: [
        ("", "g of one fourth"),
        ("Fractions=Over", "g of open paren 1 over 4 close paren"),
    ])
    func simpleOnlyWhenCommon(prefs: String, expected: String) {
        #expect(Self.say("<mi>g</mi>\(Self.paren)<mfrac><mn>1</mn><mn>4</mn></mfrac>\(Self.close)", prefs) == expected)
    }

    @Test("Part 3 Prime, Angle and Length: a variable's primes are minutes or feet, a capital letter's (a point) stay primes", arguments: [
        ("<msup><mi>y</mi><mo>′</mo></msup>", "Prime=Length", "y feet"),
        ("<msup><mi>y</mi><mo>″</mo></msup>", "Prime=Angle", "y seconds"),
        ("<msup><mi>P</mi><mo>′</mo></msup>", "Prime=Length", "P prime"),
        ("<msup><mi>P</mi><mo>″</mo></msup>", "Prime=Angle", "P double prime"),
        ("<msup><mi>y</mi><mo>′</mo></msup>", "", "y prime"),
    ])
    func primesOnPoints(markup: String, prefs: String, expected: String) {
        #expect(Self.say(markup, prefs) == expected)
    }

    @Test("Logarithms, Log: the article goes with the name, 'the natural log of', not with spelled letters, 'l n of'", arguments: [
        ("", "l n of open paren y plus 2 close paren"),
        ("Log=LnAsNaturalLog", "the natural log of open paren y plus 2 close paren"),
    ])
    func naturalLogArticle(prefs: String, expected: String) {
        #expect(Self.say("<mi>ln</mi>\(Self.paren)<mi>y</mi><mo>+</mo><mn>2</mn>\(Self.close)", prefs) == expected)
    }

    @Test("Parentheses, SpeakNestingLevel: a function's parentheses are its notation, not a nesting; grouping ones are counted", arguments: [
        ("<mi>h</mi>\(paren)<mi>g</mi>\(paren)<mi>t</mi><mo>-</mo><mn>2</mn>\(close)\(close)",
         "h of open paren g of open paren t minus 2 close paren close paren"),
        ("<mn>3</mn>\(paren)<mi>t</mi><mo>-</mo>\(paren)<mn>2</mn><mo>+</mo><mi>k</mi>\(close)\(close)",
         "3 times open paren t minus open second paren 2 plus k close second paren close paren"),
    ])
    func nestingSkipsArguments(markup: String, expected: String) {
        #expect(Self.say(markup, "Paren=SpeakNestingLevel") == expected)
    }

    @Test("Functions: a function of a simple argument is simple, so parentheses around it are silent, with Functions None too", arguments: [
        ("", "h of g of negative 3 t"),
        ("Functions=None", "h times g times negative 3 t"),
    ])
    func functionOfSimpleIsSimple(prefs: String, expected: String) {
        let markup = "<mi>h</mi>\(Self.paren)<mi>g</mi>\(Self.paren)<mo>-</mo><mn>3</mn><mi>t</mi>\(Self.close)\(Self.close)"
        #expect(Self.say(markup, prefs) == expected)
    }

    @Test("Capital letters, SayCaps: a short pause after a capital before the next letter; Auto says the letters together", arguments: [
        ("Caps=SayCaps", "cap P, cap Q, r"),
        ("", "P Q r"),
    ])
    func capitalPauses(prefs: String, expected: String) throws {
        let expression = MathMLReader.parse("<math><mi>P</mi><mi>Q</mi><mi>r</mi></math>")!.expression
        let options = prefs.isEmpty ? MathSpeechOptions() : try MathSpeechOptions(preferences: prefs)
        #expect(MathRender.speech(expression, style: .clearSpeak, options: options) == expected)
    }
}
