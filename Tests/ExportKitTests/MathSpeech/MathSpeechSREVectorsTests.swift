import Foundation
import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// The Speech Rule Engine's English ClearSpeak vectors (`../shared/math-vectors/sre/speech-en.json`):
/// tier A are the ClearSpeak specification's own examples, each with the preferences it
/// assumes; tier B are SRE's own tests (one character each, for coverage). Compared as the
/// README says (lower-cased, commas and semicolons dropped, white space collapsed), and
/// leniently too (digits for number words, "equals" for "is equal to"), which tells
/// phrasing apart from wrong readings. Floors only go up.
@Suite("Math speech vectors (Speech Rule Engine)", .enabled(if: SREVectors.available, "../shared/math-vectors is absent"))
struct MathSpeechSREVectorsTests {
    /// Pass-rate floors in percent: the specification's examples word for word and
    /// leniently, and SRE's own tests.
    static let specExact = 99.2
    static let specLenient = 99.2
    static let tierB = 85.9

    @Test("the ClearSpeak specification's examples pass at least their floors")
    func specification() throws {
        let vectors = try SREVectors.load().filter { $0.tier == "A" && $0.style == "ClearSpeak" }
        #expect(!vectors.isEmpty)
        var exact = 0, lenient = 0
        var bySection: [String: (Int, Int)] = [:]
        for vector in vectors {
            let actual = SREVectors.speak(vector)
            let ok = SREVectors.normalized(actual) == SREVectors.normalized(vector.expected)
            let loose = ok || SREVectors.lenient(actual) == SREVectors.lenient(vector.expected)
            exact += ok ? 1 : 0
            lenient += loose ? 1 : 0
            let section = String(vector.id.split(separator: "/").first ?? "")
            let counts = bySection[section, default: (0, 0)]
            bySection[section] = (counts.0 + (ok ? 1 : 0), counts.1 + 1)
        }
        let exactRate = Double(exact) * 100 / Double(vectors.count)
        let lenientRate = Double(lenient) * 100 / Double(vectors.count)
        var report = "clearspeak-spec: \(exact)/\(vectors.count) exact, \(lenient) lenient\n"
        for (section, counts) in bySection.sorted(by: { $0.key < $1.key }) {
            report += "  \(section): \(counts.0)/\(counts.1)\n"
        }
        print(report)
        #expect(exactRate >= Self.specExact, "\(report)")
        #expect(lenientRate >= Self.specLenient, "\(report)")
    }

    @Test("SRE's own ClearSpeak tests pass at least their floor")
    func ownTests() throws {
        let vectors = try SREVectors.load().filter { $0.tier == "B" && $0.style == "ClearSpeak" }
        #expect(!vectors.isEmpty)
        let passed = vectors.filter { SREVectors.normalized(SREVectors.speak($0)) == SREVectors.normalized($0.expected) }
        let rate = Double(passed.count) * 100 / Double(vectors.count)
        print("clearspeak tier B: \(passed.count)/\(vectors.count)")
        #expect(rate >= Self.tierB)
    }

    @Test("periods and colons are pauses, decimal points are not")
    func pauseMarks() {
        #expect(SREVectors.normalized("the 2 by 2 matrix. Row 1: 2, 1") == SREVectors.normalized("the 2 by 2 matrix; row 1; 2, 1"))
        #expect(SREVectors.normalized("3.5 x") != SREVectors.normalized("3 5 x"))
        #expect(SREVectors.normalized("2 lines, Line 1:, 2 lines") == SREVectors.normalized("2 lines; line 1; 2 lines"))
    }

    @Test("the lenient comparison accepts digits and \"equals\" only")
    func lenientComparison() {
        #expect(SREVectors.lenient("two thirds, is equal to x") == SREVectors.lenient("2 thirds equals x"))
        #expect(SREVectors.lenient("the square root of x") != SREVectors.lenient("square root of x"))
    }
}

/// Loading and comparing SRE's speech vectors.
enum SREVectors {
    struct Vector: Decodable {
        var id: String
        var style: String
        var prefs: [String: String]
        var mathml: String
        var expected: String
        var tier: String
    }

    static let file = TestPaths.shared("math-vectors/sre/speech-en.json")

    static var available: Bool { FileManager.default.fileExists(atPath: file.path) }

    static func load() throws -> [Vector] {
        try JSONDecoder().decode([Vector].self, from: Data(contentsOf: file))
    }

    /// The README's comparison: lower-cased, pauses dropped, white space collapsed. A pause
    /// is a comma or semicolon, and a period or colon the specification writes for its long
    /// and medium pauses ("the 2 by 2 matrix. Row 1: 2, 1"; docs/math.md, "Tested against
    /// the vectors").
    static func normalized(_ text: String) -> String {
        TestPaths.normalizedSpeech(TestPaths.unifyingPauses(text, with: " "), dropping: [",", ";"])
    }

    static let numberWords: [String: String] = {
        let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                     "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
                     "eighteen", "nineteen", "twenty"]
        var table: [String: String] = [:]
        for (value, word) in words.enumerated() { table[word] = String(value) }
        return table
    }()

    /// The README's lenient comparison: digits for number words, "equals" for "is equal to".
    static func lenient(_ text: String) -> String {
        normalized(text).replacingOccurrences(of: "is equal to", with: "equals")
            .split(separator: " ").map { numberWords[String($0)] ?? String($0) }.joined(separator: " ")
    }

    static func speak(_ vector: Vector) -> String {
        guard let result = MathMLReader.parse(vector.mathml) else { return "(unparsed)" }
        let options = (try? MathSpeechOptions(preferences: vector.prefs.map { "\($0.key)=\($0.value)" }
            .sorted().joined(separator: ","))) ?? SpeechVectors.options(vector.prefs)
        return MathRender.speech(result.expression, style: .clearSpeak, language: "en", options: options)
    }
}
