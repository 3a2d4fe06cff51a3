import Foundation
import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// The braille vectors of `../shared/math-vectors` (BANA's and ICEB's UEB examples, the
/// Nemeth Code book's): MathML in, Unicode braille out, compared cell for cell.
enum MathBrailleVectors {
    /// `../shared/math-vectors` beside the repository, or beside the folder holding it
    /// (a git worktree one level down).
    static let directory: URL = {
        let beside = TestPaths.root.deletingLastPathComponent()
        let candidates = [beside, beside.deletingLastPathComponent()]
            .map { $0.appendingPathComponent("shared/math-vectors") }
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates[0]
    }()

    struct Vector: Decodable {
        var id: String
        var mathml: String
        var expected: String
    }

    static func load(_ name: String) -> [Vector]? {
        guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path)
        else { return nil }
        return try? JSONDecoder().decode([Vector].self, from: data)
    }

    static var available: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("ueb.json").path)
    }

    struct Outcome {
        var passed: [String] = []
        var failed: [(id: String, expected: String, actual: String)] = []
        var rate: Double { Double(passed.count) / Double(max(1, passed.count + failed.count)) }
    }

    /// Renders every vector of `file`; `MATH_VECTORS_REPORT=path` writes the failures there.
    static func run(_ file: String, code: MathBrailleCode) -> Outcome? {
        guard let vectors = load(file) else { return nil }
        var outcome = Outcome()
        for vector in vectors {
            let actual = MathMLReader.parse(vector.mathml).map { MathRender.braille($0.expression, code: code) }
                ?? "(unreadable MathML)"
            if actual == vector.expected {
                outcome.passed.append(vector.id)
            } else {
                outcome.failed.append((vector.id, vector.expected, actual))
            }
        }
        if let path = ProcessInfo.processInfo.environment["MATH_VECTORS_REPORT"] {
            let lines = outcome.failed.map { "\($0.id)\n  want \($0.expected)\n  got  \($0.actual)" }
            let text = "\(file): \(outcome.passed.count)/\(vectors.count)\n" + lines.joined(separator: "\n") + "\n"
            try? text.write(toFile: path + "-" + file + ".txt", atomically: true, encoding: .utf8)
        }
        return outcome
    }
}

@Suite("Math braille vectors", .enabled(if: MathBrailleVectors.available, "../shared/math-vectors is absent"))
struct MathBrailleVectorTests {
    /// Floors that only go up as rules are added (issue #25 targets UEB >= 90%, Nemeth >= 80%).
    static let uebFloor = 0.993
    static let nemethFloor = 0.974

    @Test("UEB technical vectors pass at or above the floor")
    func ueb() throws {
        let outcome = try #require(MathBrailleVectors.run("ueb.json", code: .ueb))
        #expect(outcome.rate >= Self.uebFloor, "UEB pass rate \(outcome.rate)")
    }

    @Test("Nemeth vectors pass at or above the floor")
    func nemeth() throws {
        let outcome = try #require(MathBrailleVectors.run("nemeth.json", code: .nemeth))
        #expect(outcome.rate >= Self.nemethFloor, "Nemeth pass rate \(outcome.rate)")
    }
}
