import Foundation
import Testing
@testable import ExportKit

/// Hostile MathML for speech (issue 42, round four): run in a child process with a time
/// limit, since what failed was a hang or a crash of the whole process.
@Suite("Math speech: hostile nesting and long rows")
struct MathSpeechHostileTests {
    static func speak(_ math: String) throws -> BoundedResult {
        try runBounded(exporttoolBinary, ["math", "--speech", math], timeout: 60)
    }

    @Test("forty nested square roots are read in full (each level was cleaned twice: 2^40 steps)")
    func nestedRoots() throws {
        let math = "<math>" + String(repeating: "<msqrt>", count: 40) + "<mi>x</mi>" + String(repeating: "</msqrt>", count: 40) + "</math>"
        let result = try Self.speak(math)
        #expect(result.status == 0, "\(result.message)")
        let spoken = String(decoding: result.stdout, as: UTF8.self)
        #expect(spoken.components(separatedBy: "square root of").count - 1 == 40)
    }

    @Test("two hundred levels of mixed roots, fractions, enclosures and powers are read in full")
    func mixedNesting() throws {
        var inner = "<mi>x</mi>"
        for level in 1...200 {
            switch level % 4 {
            case 0: inner = "<msqrt>\(inner)</msqrt>"
            case 1: inner = "<mfrac>\(inner)<mn>1</mn></mfrac>"
            case 2: inner = "<menclose notation=\"box\">\(inner)</menclose>"
            default: inner = "<msup>\(inner)<mn>2</mn></msup>"
            }
        }
        let result = try Self.speak("<math>\(inner)</math>")
        #expect(result.status == 0, "\(result.message)")
        #expect(String(decoding: result.stdout, as: UTF8.self).contains("x"))
    }

    @Test("eight thousand large operators in one row: every one is read, no stack overflow")
    func manyLargeOperators() throws {
        let result = try Self.speak("<math>" + String(repeating: "<mo>∑</mo>", count: 8000) + "</math>")
        #expect(result.status == 0, "\(result.message.prefix(300))")
        let spoken = String(decoding: result.stdout, as: UTF8.self)
        #expect(spoken.components(separatedBy: "sum").count - 1 == 8000)
    }
}
