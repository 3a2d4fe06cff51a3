extension MathWords {
    /// English, following the wording of ClearSpeak Rules and Preferences (ETS 2015), an
    /// American document: its units are spelled the American way ("2 miles over 3 gallons",
    /// "meters", "liters"); ``englishCommonwealth`` spells them as British English does.
    static let english = MathWords(
        phrases: [
            .negative: "negative", .plus: "plus", .minus: "minus", .times: "times", .of: "of",
            .and: "and", .comma: "comma", .capital: "cap", .bold: "bold", .script: "script",
            .fraktur: "fraktur", .doubleStruck: "double struck",
            .squared: "squared", .cubed: "cubed", .toThe: "to the", .power: "power",
            .raisedToThe: "raised to the", .raisedToThePower: "raised to the power",
            .exponent: "raised to the exponent", .endExponent: "end exponent",
            .sub: "sub", .subscriptWord: "subscript", .endSub: "end sub", .superscript: "superscript",
            .superShort: "super", .base: "base",
            .squareRoot: "the square root of", .cubeRoot: "the cube root of", .rootOf: "root of",
            .endRoot: "end root", .nthSuffix: "-th",
            .fraction: "fraction", .fractionWithNumerator: "the fraction with numerator",
            .fractionWithNumeratorNoArticle: "fraction with numerator",
            .andDenominator: "and denominator", .over: "over", .per: "per", .endFraction: "end fraction",
            .theFraction: "the fraction",
            .choose: "choose", .binomial: "binomial", .endBinomial: "end binomial",
            .the: "the", .sum: "sum", .product: "product", .integral: "integral",
            .contourIntegral: "contour integral", .intersection: "intersection", .union: "union",
            .limit: "limit", .from: "from", .to: "to", .over2: "over", .approaches: "as",
            .absoluteValue: "absolute value of", .endAbsoluteValue: "end absolute value",
            .cardinality: "the cardinality of", .determinant: "determinant", .norm: "norm of", .endNorm: "end norm",
            .openParen: "open paren", .closeParen: "close paren", .openBracket: "open bracket",
            .closeBracket: "close bracket", .openBrace: "open brace", .closeBrace: "close brace",
            .emptySet: "the empty set", .theSet: "the set", .setOfAll: "the set of all",
            .suchThat: "such that", .inSet: "in", .memberOf: "is a member of",
            .matrix: "matrix", .rowMatrix: "row matrix", .columnMatrix: "column matrix", .by: "by",
            .withEntry: "with entry", .row: "row", .column: "column", .lines: "lines", .line: "line",
            .entry: "entry",
            .rowVector: "row vector", .columnVector: "column vector", .determinantOf: "the determinant of",
            .endMatrix: "end matrix", .endVector: "end vector", .endDeterminant: "end determinant", .blank: "blank",
            .open: "open", .close: "close", .paren: "paren", .bracket: "bracket", .brace: "brace",
            .pointWithCoordinates: "the point with coordinates", .intervalFrom: "the interval from",
            .including: "including", .notIncluding: "not including", .but: "but", .or: "or", .positive: "positive",
            .permute: "permute", .complexConjugateOf: "the complex conjugate of", .cross: "cross", .dot: "dot", .divides: "divides", .andSoOn: "and so on", .andSoOnUpTo: "and so on up to",
            .setOf: "the set of",
            .italic: "italic", .sansSerif: "sans serif", .monospace: "monospace", .calligraphic: "calligraphic",
            .upright: "normal", .spelledNumber: "number", .dotless: "dotless",
            .circled: "circled", .parenthesized: "parenthesized", .doubleCircled: "double circled",
            .blackCircled: "black circled", .squaredLetter: "squared", .blackSquared: "black squared",
            .period: "period", .not: "not",
            .equals: "equals", .rows: "rows", .caseWord: "case", .cases: "cases", .constraint: "constraint", .constraints: "constraints",
            .equation: "equation", .equations: "equations", .step: "step", .steps: "steps",
            .enclosing: "enclosing", .endEnclosure: "end enclosure", .lineOn: "line on",
            .crossOut: "cross out", .arrow: "arrow",
            .inverse: "inverse", .log: "log", .naturalLog: "natural log", .logBase: "base",
            .prime: "prime", .doublePrime: "double prime", .triplePrime: "triple prime",
            .transpose: "transpose", .star: "star", .dagger: "dagger", .doubleDagger: "double dagger", .perp: "perp",
            .restrictedTo: "restricted to", .evaluatedAt: "evaluated at", .evaluatedFrom: "evaluated from",
            .with: "with", .above: "above", .below: "below", .lineSegment: "line segment", .vector: "vector",
            .given: "given", .elementOf: "is an element of", .anElementOf: "an element of",
            .ray: "ray", .arc: "arc", .divergenceOf: "divergence of", .curlOf: "curl of", .gradientOf: "gradient of",
            .laplacianOf: "laplacian of", .withLabel: "with label",
        ],
        symbols: englishSymbols,
        functions: [
            "sin": "sine", "cos": "cosine", "tan": "tangent", "sec": "secant", "csc": "cosecant",
            "cot": "cotangent", "sinh": "hyperbolic sine", "cosh": "hyperbolic cosine",
            "tanh": "hyperbolic tangent", "sech": "hyperbolic secant", "csch": "hyperbolic cosecant",
            "coth": "hyperbolic cotangent", "arcsin": "arc sine", "arccos": "arc cosine",
            "arctan": "arc tangent", "exp": "exponential", "log": "log", "ln": "l n", "lg": "log",
            "det": "determinant", "dim": "dimension", "Dim": "dimension", "ker": "kernel",
            "Tr": "trace", "tr": "trace", "max": "max", "min": "min", "gcd": "g c d", "lcm": "l c m",
            "deg": "degree", "arg": "argument", "sup": "soup", "inf": "inf", "mod": "mod",
            "Cov": "covariance", "Var": "variance", "Pr": "probability", "sgn": "sign", "rank": "rank",
            "span": "span", "Re": "real part", "Im": "imaginary part", "proj": "projection",
            "lim": "limit",
        ],
        letters: ["a": "eigh"],
        greek: [
            "α": "alpha", "β": "beta", "γ": "gamma", "δ": "delta", "ε": "epsilon", "ϵ": "epsilon",
            "ζ": "zeta", "η": "eta", "θ": "theta", "ϑ": "theta", "ι": "iota", "κ": "kappa", "ϰ": "kappa",
            "λ": "lambda", "μ": "mu", "ν": "nu", "ξ": "xi", "ο": "omicron", "π": "pi", "ϖ": "pi",
            "ρ": "rho", "ϱ": "rho", "σ": "sigma", "ς": "final sigma", "τ": "tau", "υ": "upsilon",
            "φ": "phi", "ϕ": "phi", "χ": "chi", "ψ": "psi", "ω": "omega",
        ],
        ordinals: true,
        units: [
            "mi": ("mile", "miles"), "hr": ("hour", "hours"), "h": ("hour", "hours"),
            "gal": ("gallon", "gallons"), "m": ("meter", "meters"), "s": ("second", "seconds"),
            "km": ("kilometer", "kilometers"), "cm": ("centimeter", "centimeters"),
            "mm": ("millimeter", "millimeters"), "kg": ("kilogram", "kilograms"), "g": ("gram", "grams"),
            "min": ("minute", "minutes"), "ft": ("foot", "feet"), "in": ("inch", "inches"),
            "lb": ("pound", "pounds"), "l": ("liter", "liters"), "L": ("liter", "liters"),
            "N": ("newton", "newtons"), "J": ("joule", "joules"), "W": ("watt", "watts"),
            "V": ("volt", "volts"), "A": ("ampere", "amperes"), "K": ("kelvin", "kelvins"),
            "Hz": ("hertz", "hertz"), "Pa": ("pascal", "pascals"), "°": ("degree", "degrees"),
            "Ω": ("ohm", "ohms"), "°C": ("degree Celsius", "degrees Celsius"),
            "°F": ("degree Fahrenheit", "degrees Fahrenheit"), "mol": ("mole", "moles"),
            "C": ("coulomb", "coulombs"), "F": ("farad", "farads"), "T": ("tesla", "teslas"),
            "cd": ("candela", "candelas"), "yd": ("yard", "yards"), "oz": ("ounce", "ounces"),
            "t": ("tonne", "tonnes"), "d": ("day", "days"), "rad": ("radian", "radians"),
            "$": ("dollar", "dollars"), "€": ("euro", "euros"), "£": ("pound", "pounds"), "¥": ("yen", "yen"),
            "₹": ("rupee", "rupees"), "¢": ("cent", "cents"),
            // US customary units by their abbreviations (NIST Handbook 44, Appendix C).
            "li": ("link", "links"), "rd": ("rod", "rods"), "ch": ("chain", "chains"),
            "fur": ("furlong", "furlongs"), "ac": ("acre", "acres"), "dr": ("dram", "drams"),
            "gr": ("grain", "grains"), "cwt": ("hundredweight", "hundredweights"),
            "tsp": ("teaspoon", "teaspoons"), "Tbsp": ("tablespoon", "tablespoons"),
            "tbsp": ("tablespoon", "tablespoons"), "cp": ("cup", "cups"), "pt": ("pint", "pints"),
            "qt": ("quart", "quarts"), "#": ("pound", "pounds"),
        ]
    )

    /// English as the Commonwealth writes it (en-GB, en-AU, en-CA, en-IE, en-IN, en-NZ,
    /// en-ZA), and as MathCAT's English does for SimpleSpeak: the same words, the metric
    /// units spelled "metre" and "litre".
    static let englishCommonwealth: MathWords = {
        let respelled = english.units.mapValues { names in
            (commonwealthSpelling(names.0), commonwealthSpelling(names.1))
        }
        return MathWords(phrases: english.phrases, symbols: english.symbols, functions: english.functions,
                         letters: english.letters, greek: english.greek, ordinals: english.ordinals,
                         units: respelled)
    }()

    /// The regions whose English spells "metre": the Commonwealth's.
    static let commonwealthRegions: Set<String> = ["gb", "uk", "au", "ca", "ie", "in", "nz", "za"]

    /// "meter" → "metre", "kiloliters" → "kilolitres"; other words as they are.
    static func commonwealthSpelling(_ name: String) -> String {
        var out = name
        for (american, british) in [("meter", "metre"), ("liter", "litre")] {
            out = out.replacing(american, with: british)
        }
        return out
    }

    static let englishSymbols: [String: String] = [
        "+": "plus", "-": "minus", "−": "minus", "±": "plus or minus", "∓": "minus or plus",
        "×": "times", "⋅": "times", "·": "times", "∗": "times", "*": "times", "÷": "divided by",
        "/": "divided by", "=": "is equal to", "≠": "is not equal to", "<": "is less than",
        ">": "is greater than", "≤": "is less than or equal to", "≥": "is greater than or equal to",
        "≦": "is less than or equal to", "≧": "is greater than or equal to", "⩽": "is less than or equal to",
        "⩾": "is greater than or equal to",
        "≈": "is approximately equal to", "≅": "is congruent to", "≡": "is equivalent to",
        "∼": "is similar to", "~": "tilde", "∝": "is proportional to", "≪": "is much less than",
        "≫": "is much greater than", "∈": "is a member of", "∉": "is not a member of",
        "∋": "contains as member", "⊂": "is a subset of", "⊆": "is a subset of or equal to",
        "⊃": "is a superset of", "⊇": "is a superset of or equal to", "⊄": "is not a subset of",
        "∪": "union", "∩": "intersection", "∖": "set minus", "∅": "the empty set", "∀": "for all",
        "∃": "there exists", "∄": "there does not exist", "¬": "not", "∧": "and", "∨": "or",
        "⇒": "implies", "⟹": "implies", "⇔": "if and only if", "⟺": "if and only if",
        "→": "right arrow", "←": "left arrow", "↔": "left right arrow", "↦": "maps to",
        "⟶": "right arrow", "↑": "up arrow", "↓": "down arrow",
        "∞": "infinity", "∂": "partial derivative", "∇": "nabla", "′": "prime", "″": "double prime",
        "‴": "triple prime", "!": "factorial", "%": "percent", "°": "degrees", "∠": "angle",
        "△": "triangle", "⊥": "is perpendicular to", "∥": "is parallel to", "∣": "divides",
        "∤": "does not divide", "|": "vertical line", "‖": "double vertical line",
        ",": "comma", ";": "semicolon", ":": "colon", ".": "point", "…": "dot dot dot",
        "⋯": "dot dot dot", "⋮": "vertical dots", "⋱": "diagonal dots", "∘": "composed with",
        "⊕": "circle plus", "⊗": "circle times", "^": "caret", "∑": "sum", "∏": "product",
        "∫": "integral", "∬": "double integral", "∭": "triple integral", "∮": "contour integral",
        "⋂": "intersection", "⋃": "union", "ℵ": "aleph", "ℏ": "h bar", "ℓ": "script l",
        "(": "open paren", ")": "close paren", "[": "open bracket", "]": "close bracket",
        "{": "open brace", "}": "close brace", "⟨": "open angle bracket", "⟩": "close angle bracket",
        // U+2329 and U+232A are canonically these: one key serves both spellings.
        "〈": "open angle bracket", "〉": "close angle bracket",
        "⌈": "open ceiling", "⌉": "close ceiling", "⌊": "open floor", "⌋": "close floor",
        "ℂ": "the complex numbers", "ℕ": "the natural numbers", "ℚ": "the rational numbers",
        "ℝ": "the real numbers", "ℤ": "the integers", "ℙ": "the prime numbers",
        "¯": "bar", "‾": "bar", "_": "under bar", "ˆ": "hat", "̂": "hat", "˜": "tilde",
        "˙": "dot", "¨": "double dot", "\u{20DB}": "triple dot", "\u{20DC}": "quadruple dot", "⃗": "vector", "⌒": "arc", "`": "grave", "´": "acute",
        "ˇ": "check", "̌": "check", "̆": "breve", "˘": "breve", "::": "double colon", "'": "prime",
        "&": "and", "#": "number sign", "@": "at", "$": "dollars", "€": "euros", "£": "pounds", "§": "section",
        "⊤": "top", "⊢": "proves", "⊨": "models", "≺": "precedes", "≻": "succeeds", "≃": "is asymptotically equal to",
        "≔": "is defined as", "≜": "is defined as", "⟂": "is perpendicular to", "⋆": "star", "★": "star", "†": "dagger",
    ]

    private static let smallOrdinals = [
        "zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
        "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth",
        "seventeenth", "eighteenth", "nineteenth",
    ]
    private static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    private static let tensOrdinals = ["", "", "twentieth", "thirtieth", "fortieth", "fiftieth",
                                       "sixtieth", "seventieth", "eightieth", "ninetieth"]

    private static let smallCardinals = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]

    /// "two" for 2, up to ten: the power of a named set ("r-two").
    static func englishCardinal(_ value: Int) -> String? {
        (0...10).contains(value) ? smallCardinals[value] : nil
    }

    /// English cardinal words up to 99 ("twelve", "forty two"), `nil` above: the numerator
    /// of a common fraction in ClearSpeak ("twelve thirty seconds").
    static func englishCardinalWords(_ value: Int) -> String? {
        switch value {
        case 0..<20: return smallCardinals[value]
        case 20..<100:
            let ten = value / 10, unit = value % 10
            return unit == 0 ? tens[ten] : "\(tens[ten]) \(smallCardinals[unit])"
        default: return nil
        }
    }

    /// English ordinal words up to 999 ("fifth", "eighty third", "one hundredth"), `nil` above.
    static func englishOrdinal(_ value: Int) -> String? {
        switch value {
        case 0..<20: return smallOrdinals[value]
        case 20..<100:
            let ten = value / 10, unit = value % 10
            return unit == 0 ? tensOrdinals[ten] : "\(tens[ten]) \(smallOrdinals[unit])"
        case 100..<1000:
            // "x to the one hundredth power", "the two hundred first root": an ordinal above
            // 99 in words as below it (it was "to the 100 power", a number where the
            // Exponents rule says an ordinal).
            let hundreds = "\(smallCardinals[value / 100]) hundred", rest = value % 100
            guard rest > 0 else { return hundreds + "th" }
            return englishOrdinal(rest).map { "\(hundreds) \($0)" }
        default: return nil
        }
    }

    /// The denominator of a common fraction: "half", "thirds", "eighty thirds".
    static func englishDenominator(_ value: Int, plural: Bool) -> String? {
        if value == 2 { return plural ? "halves" : "half" }
        guard value > 2, let ordinal = englishOrdinal(value) else { return nil }
        return plural ? ordinal + "s" : ordinal
    }
}
