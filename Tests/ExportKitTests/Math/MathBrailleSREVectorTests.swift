import Foundation
import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// The Speech Rule Engine's Nemeth vectors (`../shared/math-vectors/sre/nemeth.json`): tier A
/// are published transcriptions (the Nemeth Code book, its symbol list, the 1972 book, NFB's
/// *Abstract Algebra*), tier B SRE's own expectations. Compared cell for cell after the
/// trailing blank cells, as that source's README says.
enum SREBrailleVectors {
    struct Vector: Decodable {
        var id: String
        var mathml: String
        var expected: String
        var category: String
        var tier: String
    }

    static let file = MathBrailleVectors.directory.appendingPathComponent("sre/nemeth.json")

    static var available: Bool { FileManager.default.fileExists(atPath: file.path) }

    /// Pass rates by category, and over tier B as a whole (key "tier B").
    static let rates: [String: Double] = {
        guard let data = FileManager.default.contents(atPath: file.path),
              let vectors = try? JSONDecoder().decode([Vector].self, from: data) else { return [:] }
        var counts: [String: (passed: Int, total: Int)] = [:]
        func count(_ key: String, _ passed: Bool) {
            var entry = counts[key] ?? (0, 0)
            entry.total += 1
            if passed { entry.passed += 1 }
            counts[key] = entry
        }
        for vector in vectors {
            var expected = vector.expected
            // An expectation over several lines is a spatial arrangement (Rule XXV).
            let spatial = expected.contains("\n")
            var actual = MathMLReader.parse(vector.mathml).map {
                (spatial ? MathRender.brailleLines($0.expression, code: .nemeth)?.joined(separator: "\n") : nil)
                    ?? MathRender.braille($0.expression, code: .nemeth)
            } ?? ""
            while actual.last == "⠀" { actual.removeLast() }
            while expected.last == "⠀" { expected.removeLast() }
            let passed = actual == expected
            count(vector.category, passed)
            if vector.tier == "B" { count("tier B", passed) }
        }
        return counts.mapValues { Double($0.passed) / Double(max(1, $0.total)) }
    }()
}

@Suite("SRE Nemeth braille vectors", .enabled(if: SREBrailleVectors.available, "../shared/math-vectors/sre is absent"))
struct MathBrailleSREVectorTests {
    /// Floors that only go up as rules are added, except where the Code book overrules SRE's
    /// own expectations: tier B went from 0.81 to 0.76 when bold italic and sans-serif italic
    /// letters took the Code book's form (`⠸⠰⠊`, Example 8.8-8) instead of SRE's `⠸⠨⠰⠊`
    /// (302 of SRE's alphabet and font vectors; docs/math.md, §22 italic letters, nemeth15),
    /// and by 2 when letters side by side spelling a short-form word took §28's English
    /// letter indicator (`ab` `⠰⠁⠃`; SRE writes `⠁⠃`).
    static let floors: [(String, Double)] = [
        ("nemeth-book", 0.83), ("nemeth-book-symbols", 0.89), ("nemeth-1972", 0.96),
        ("nemeth-aata-nfb", 0.90), ("tier B", 0.76), ("nemeth-2d", 0.5),
    ]

    @Test("each tier-A category, and tier B as a whole, passes at or above its floor", arguments: floors)
    func floor(category: String, floor: Double) throws {
        let rate = try #require(SREBrailleVectors.rates[category])
        #expect(rate >= floor, "\(category) pass rate \(rate)")
    }
}
