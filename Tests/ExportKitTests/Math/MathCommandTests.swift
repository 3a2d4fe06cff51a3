import Foundation
import Testing
@testable import ExportKit

/// `exporttool math`, run as a program would: one expression per line in, one result per line out.
@Suite("exporttool math")
struct MathCommandTests {
    static let square = "<math><msup><mi>x</mi><mn>2</mn></msup></math>"
    static let fraction = "<math xmlns=\"http://www.w3.org/1998/Math/MathML\"><mfrac><mi>a</mi><mn>2</mn></mfrac></math>"

    @Test("an argument prints its linear form; --speech and --braille print what the renderers give")
    func argument() throws {
        let text = try run(exporttoolBinary, ["math", Self.square])
        #expect(text.status == 0)
        #expect(String(decoding: text.stdout, as: UTF8.self) == "x^2\n")
        let expression = try #require(MathMLReader.parse(Self.square)).expression
        let speech = try run(exporttoolBinary, ["math", "--speech", Self.square])
        #expect(String(decoding: speech.stdout, as: UTF8.self) == MathRender.speech(expression) + "\n")
        let nemeth = try run(exporttoolBinary, ["math", "--braille", "nemeth", Self.square])
        #expect(String(decoding: nemeth.stdout, as: UTF8.self) == MathRender.braille(expression, code: .nemeth) + "\n")
    }

    @Test("standard input: one result per line in the same order; a bad line is an empty line, an error naming it, exit 5")
    func lines() throws {
        let input = [Self.square, Self.fraction, "not math", Self.square].joined(separator: "\n") + "\n"
        let result = try run(exporttoolBinary, ["math", "--text"], input: Data(input.utf8))
        #expect(String(decoding: result.stdout, as: UTF8.self) == "x^2\na/2\n\nx^2\n")
        #expect(result.status == 5)
        #expect(String(decoding: result.stderr, as: UTF8.self) == "exporttool: error: standard input:3: not a MathML <math> element\n")
        let good = try run(exporttoolBinary, ["math"], input: Data((Self.fraction + "\n").utf8))
        #expect(good.status == 0)
        #expect(String(decoding: good.stdout, as: UTF8.self) == "a/2\n")
    }

    @Test("a bad argument or conflicting options fail with one line and a non-zero exit")
    func badInput() throws {
        let bad = try run(exporttoolBinary, ["math", "<math><mi>x</math>"])
        #expect(bad.status == 5)
        #expect(bad.stdout.isEmpty)
        #expect(String(decoding: bad.stderr, as: UTF8.self) == "exporttool: error: argument:1: not a MathML <math> element\n")
        let both = try run(exporttoolBinary, ["math", "--speech", "--braille", "ueb", Self.square])
        #expect(both.status == 2)
        #expect(both.stdout.isEmpty)
    }
}

extension MathCommandTests {
    @Test("--math-prefs sets ClearSpeak preferences; an unknown name is a one-line usage error listing the valid ones")
    func preferences() throws {
        let root = "<math><msqrt><mi>x</mi></msqrt></math>"
        let plain = try run(exporttoolBinary, ["math", "--speech", root])
        #expect(String(decoding: plain.stdout, as: UTF8.self) == "the square root of x\n")
        let positive = try run(exporttoolBinary, ["math", "--speech", "--math-prefs", "Roots=PosNegSqRoot", root])
        #expect(String(decoding: positive.stdout, as: UTF8.self) == "the positive square root of x\n")
        let bad = try run(exporttoolBinary, ["math", "--speech", "--math-prefs", "Rootz=PosNegSqRoot", root])
        #expect(bad.status == 2)
        let message = String(decoding: bad.stderr, as: UTF8.self)
        #expect(message.contains("unknown math speech preference 'Rootz'") && message.contains("Roots"))
    }

    @Test("a line with MathML's named entities is read, not refused")
    func entities() throws {
        let line = "<math><mi>f</mi><mo>&ApplyFunction;</mo><mo>(</mo><mi>x</mi><mo>)</mo><mo>&PlusMinus;</mo><mn>1</mn></math>"
        let result = try run(exporttoolBinary, ["math", line])
        #expect(result.status == 0)
        #expect(String(decoding: result.stdout, as: UTF8.self) == "f(x) ± 1\n")
    }
}

extension MathCommandTests {
    /// Issue 42: a table of a million cells was read to its 25th row and nothing said so.
    @Test("what an expression loses is a warning naming its line: past the element limit, an unknown element, a wrong number of children; the output stays one line per input line")
    func problemsAreWarnings() throws {
        let row = "<mtr>" + String(repeating: "<mtd><mn>1</mn></mtd>", count: 300) + "</mtr>"
        let huge = "<math><mtable>" + String(repeating: row, count: 100) + "</mtable></math>"
        let input = [Self.square, huge, "<math><mfoo><mi>y</mi></mfoo></math>", "<math><mfrac><mi>a</mi></mfrac></math>"]
            .joined(separator: "\n") + "\n"
        let result = try run(exporttoolBinary, ["math", "--speech"], input: Data(input.utf8))
        #expect(result.status == 0)
        #expect(String(decoding: result.stdout, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).count == 5)
        let warnings = String(decoding: result.stderr, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(warnings == [
            "exporttool: warning: standard input:2: MathML expression over 50000 elements; the rest is left out",
            "exporttool: warning: standard input:3: unknown MathML element <mfoo>; its content is read as a row",
            "exporttool: warning: standard input:4: <mfrac> has 1 children, not 2",
        ])
        let argument = try run(exporttoolBinary, ["math", "<math><mfoo><mi>y</mi></mfoo></math>"])
        #expect(String(decoding: argument.stderr, as: UTF8.self)
            == "exporttool: warning: argument: unknown MathML element <mfoo>; its content is read as a row\n")
    }
}
