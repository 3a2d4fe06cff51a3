/// The ClearSpeak preferences by name, as a reader sets them (`--math-prefs
/// Roots=PosNegSqRoot,Exponents=Ordinal`): the names and values of ClearSpeak Rules and
/// Preferences, Part 2, matched without regard to case. The singular spellings
/// `Fraction` and `Exponent` (the Speech Rule Engine's) name the same preferences.
extension MathSpeechOptions {
    /// A preference name or value that is not ClearSpeak's (or not one this renderer
    /// honours); the message lists the valid ones.
    public struct PreferenceError: Error, Sendable, Hashable {
        public var message: String
    }

    /// Each preference's name and its values, the default ("Auto") first.
    public static let preferenceValues: [(name: String, values: [String])] = [
        ("AbsoluteValue", names(AbsoluteValue.self)), ("Bar", names(Bar.self)), ("Caps", names(Caps.self)),
        ("CombinationPermutation", names(CombinationPermutation.self)), ("Currency", names(Currency.self)),
        ("Exponents", names(Exponents.self)), ("Fractions", names(Fractions.self)),
        ("Functions", names(Functions.self)), ("ImpliedTimes", names(ImpliedTimes.self)),
        ("Ellipses", names(Ellipses.self)), ("Log", names(Log.self)), ("Matrix", names(Matrix.self)),
        ("MultsymbolDot", names(MultsymbolDot.self)), ("MultsymbolX", names(MultsymbolX.self)),
        ("MultiLineLabel", names(MultiLineLabel.self)), ("MultiLineOverview", names(MultiLineOverview.self)),
        ("MultiLinePausesBetweenColumns", names(MultiLinePausesBetweenColumns.self)),
        ("Paren", names(Paren.self)), ("Prime", names(Prime.self)),
        ("Roots", names(Roots.self)),
        ("SetMemberSymbol", names(SetMemberSymbol.self)), ("Sets", names(Sets.self)), ("TriangleSymbol", names(TriangleSymbol.self)),
        ("Trig", names(Trig.self)),
        ("VerticalLine", names(VerticalLine.self)),
        ("Verbosity", MathSpeechVerbosity.allCases.map { capitalized($0.rawValue) }),
    ]

    /// Options with `Name=Value` pairs separated by commas applied over the defaults.
    public init(preferences: String, over defaults: MathSpeechOptions = MathSpeechOptions()) throws(PreferenceError) {
        self = defaults
        for pair in preferences.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).trimmed }
            guard parts.count == 2, !parts[0].isEmpty else {
                throw PreferenceError(message: "'\(pair)' is not Name=Value; preferences: \(Self.preferenceNames)")
            }
            try set(parts[0], to: parts[1])
        }
    }

    /// Sets one preference by its ClearSpeak name and value.
    public mutating func set(_ name: String, to value: String) throws(PreferenceError) {
        var key = name.lowercased()
        if key.hasPrefix("clearspeak_") { key.removeFirst("clearspeak_".count) }
        switch key {
        case "absolutevalue": absoluteValue = try Self.value(value, of: name)
        case "caps": caps = try Self.value(value, of: name)
        case "currency": currency = try Self.value(value, of: name)
        case "exponents", "exponent": exponents = try Self.value(value, of: name)
        case "fractions", "fraction": fractions = try Self.value(value, of: name)
        case "functions": functions = try Self.value(value, of: name)
        case "impliedtimes": impliedTimes = try Self.value(value, of: name)
        case "log": log = try Self.value(value, of: name)
        case "matrix": matrix = try Self.value(value, of: name)
        case "bar": bar = try Self.value(value, of: name)
        case "combinationpermutation": combinationPermutation = try Self.value(value, of: name)
        case "multsymbolx": multsymbolX = try Self.value(value, of: name)
        case "multsymboldot": multsymbolDot = try Self.value(value, of: name)
        case "ellipses": ellipses = try Self.value(value, of: name)
        case "verticalline": verticalLine = try Self.value(value, of: name)
        case "sets": sets = try Self.value(value, of: name)
        case "multilinelabel": multiLineLabel = try Self.value(value, of: name)
        case "multilineoverview": multiLineOverview = try Self.value(value, of: name)
        case "multilinepausesbetweencolumns": multiLinePausesBetweenColumns = try Self.value(value, of: name)
        case "paren": paren = try Self.value(value, of: name)
        case "prime": prime = try Self.value(value, of: name)
        case "roots": roots = try Self.value(value, of: name)
        case "setmembersymbol": setMemberSymbol = try Self.value(value, of: name)
        case "trianglesymbol": triangleSymbol = try Self.value(value, of: name)
        case "trig": trig = try Self.value(value, of: name)
        case "verbosity": verbosity = try Self.value(value, of: name)
        default:
            throw PreferenceError(message: "unknown math speech preference '\(name)'; preferences: \(Self.preferenceNames)")
        }
    }

    static var preferenceNames: String { preferenceValues.map(\.name).joined(separator: ", ") }

    private static func value<Value: CaseIterable & RawRepresentable<String>>(_ text: String, of name: String)
        throws(PreferenceError) -> Value {
        let wanted = text.lowercased()
        if let match = Value.allCases.first(where: { $0.rawValue.lowercased() == wanted }) { return match }
        let valid = Value.allCases.map { capitalized($0.rawValue) }.joined(separator: ", ")
        throw PreferenceError(message: "'\(text)' is not a value of \(name); values: \(valid)")
    }

    private static func names<Value: CaseIterable & RawRepresentable<String>>(_ type: Value.Type) -> [String] {
        type.allCases.map { capitalized($0.rawValue) }
    }

    /// "posNegSqRoot" as ClearSpeak writes it: "PosNegSqRoot".
    private static func capitalized(_ raw: String) -> String { raw.prefix(1).uppercased() + raw.dropFirst() }
}

extension String {
    fileprivate var trimmed: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
