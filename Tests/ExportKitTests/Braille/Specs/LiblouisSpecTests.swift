import Foundation
import Testing
@testable import BrailleExport

/// liblouis's own UEB spec files (`../shared/liblouis-specs-3.24/en-ueb-*.yaml`, the tests of
/// the installed liblouis version) run through the project's binding (``Louis/translate``)
/// and table layer: every test not marked `xfail` must give the expected braille, except the
/// ``knownDifferences`` below, each with its reason.
///
/// Tables: each file names its table by metadata (`language: en, grade: 2, system: ueb`) with
/// `__assert-match: en-ueb-g2.ctb`, or by file name; the test uses that table with the layers
/// exporttool puts in front of it (``BrailleTables/layers(for:)``: `exporttool-fixes.uti`
/// and `exporttool-ueb-levels.uti`), i.e. the list exporttool translates English with. A
/// file's `display:` table comes first, as `lou_checkyaml` puts it. Typeform kinds are the
/// table's emphasis classes (italic, underline, bold, script, transnote ...) or
/// `computer_braille`, `no_translate`, `no_contract`. Only forward translation is checked
/// (a `testmode: bothDirections` section is checked forward too).
@Suite("liblouis UEB spec files", .enabled(if: LiblouisSpecs.available, "no ../shared/liblouis-specs-3.24 beside the repository"))
struct LiblouisSpecTests {
    /// Tests our layer changes, by file and input, with why. Empty: no difference found.
    static let knownDifferences: [String: [String: String]] = [:]

    @Test("every non-xfail test of each spec file gives the expected braille with exporttool's table list",
          arguments: LiblouisSpecs.files)
    func specFile(name: String) throws {
        let file = try LiblouisSpecs.load(name)
        var failures: [String] = []
        var counts = (total: 0, xfail: 0, ran: 0, passed: 0, known: 0)
        let known = Self.knownDifferences[name] ?? [:]
        for test in file.tests {
            counts.total += 1
            if test.xfail { counts.xfail += 1; continue }
            counts.ran += 1
            let typeforms = try test.typeforms.isEmpty ? nil : LiblouisSpecs.typeforms(test, tables: test.tables)
            let output = try Louis.translate(test.input, tables: test.tables, typeforms: typeforms, mode: test.mode).string
            if output == test.expected {
                counts.passed += 1
                #expect(known[test.input] == nil, "\(name) test \(test.number): listed as a known difference but passes: \(test.input)")
            } else if known[test.input] != nil {
                counts.known += 1
            } else {
                failures.append("\(name) test \(test.number): \(test.input.debugDescription) gave \(output.debugDescription), expected \(test.expected.debugDescription) (tables \(test.tables.joined(separator: ",")))")
            }
        }
        print("liblouis specs \(name): \(counts.total) tests, \(counts.xfail) xfail, \(counts.ran) ran, \(counts.passed) passed, \(counts.known) known differences")
        #expect(counts.total > 0)
        #expect(failures.isEmpty, Comment(rawValue: "\(failures.count) of \(counts.ran) failed:\n" + failures.prefix(40).joined(separator: "\n")))
    }

    @Test("the YAML reader: flow and block tests, quoting, escapes, comments, repeated keys")
    func reader() throws {
        let source = """
        # comment
        display: unicode.dis
        table:
          language: en
          __assert-match: en-ueb-g2.ctb
        tests:
        - - 'it''s' # a comment
          - "a\\\\b\\u00e9#"
          - {xfail: a reason}
        - - 'a multi-line
            ''quoted'' scalar,'
          - plain, 'ending in a quote,'
          - {xfail: false}
        - [child's?), '#ab "6']
        table: en-ueb-g1.ctb
        flags: {testmode: forward}
        tests:
          - - plain text #1 is a comment
            - x
            - typeform:
                italic: '++ '
              xfail: true
        """
        let node = try SpecYAML.parse(source)
        let pairs = try #require(node.pairs)
        #expect(pairs.map(\.0) == ["display", "table", "tests", "table", "flags", "tests"])
        let first = try #require(pairs[2].1.items?.first?.items)
        #expect(first[0] == .scalar("it's"))
        #expect(first[1] == .scalar("a\\bé#"))
        #expect(first[2] == .mapping([("xfail", .scalar("a reason"))]))
        #expect(pairs[2].1.items?[1] == .sequence([.scalar("a multi-line 'quoted' scalar,"), .scalar("plain, 'ending in a quote,'"),
                                                    .mapping([("xfail", .scalar("false"))])]))
        #expect(pairs[2].1.items?[2] == .sequence([.scalar("child's?)"), .scalar("#ab \"6")]))
        let last = try #require(pairs[5].1.items?.first?.items)
        #expect(last[0] == .scalar("plain text"))
        #expect(last[2] == .mapping([("typeform", .mapping([("italic", .scalar("++ "))])), ("xfail", .scalar("true"))]))
    }
}

/// The spec files and their tests.
enum LiblouisSpecs {
    static let folder = TestPaths.root.deletingLastPathComponent().appendingPathComponent("shared/liblouis-specs-3.24")
    static var available: Bool { FileManager.default.fileExists(atPath: folder.path) }
    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".yaml") }.sorted()
    }

    struct Test {
        /// 1-based, counting the file's tests in order.
        var number: Int
        var input: String
        var expected: String
        var tables: [String]
        /// Kind (emphasis class name or computer_braille ...) to its `+` mask.
        var typeforms: [(String, String)]
        var mode: TranslationMode
        var xfail: Bool
    }

    struct File {
        var tests: [Test]
    }

    struct SpecError: Error, CustomStringConvertible {
        var description: String
    }

    static func load(_ name: String) throws -> File {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        let root = try SpecYAML.parse(text)
        guard let sections = root.pairs else { throw SpecError(description: "\(name): not a mapping") }
        var display: String?
        var table: String?
        var tests: [Test] = []
        for (key, value) in sections {
            switch key {
            case "display":
                display = value.string
            case "table":
                if let name = value.string { table = name }
                else if let fields = value.pairs, let match = fields.first(where: { $0.0 == "__assert-match" })?.1.string {
                    table = match
                } else {
                    throw SpecError(description: "\(name): a table: block without __assert-match")
                }
            case "flags":
                guard let flags = value.pairs, flags.allSatisfy({ $0.0 == "testmode" }),
                      flags.allSatisfy({ ["forward", "bothDirections"].contains($0.1.string ?? "") }) else {
                    throw SpecError(description: "\(name): flags other than testmode forward/bothDirections")
                }
            case "tests":
                guard let table else { throw SpecError(description: "\(name): tests before a table") }
                let translation = BrailleTables.layers(for: [table]) + [table]
                let tables = (display.map { [$0] } ?? []) + translation
                for item in value.items ?? [] {
                    var parsed = try test(item, tables: tables, where: "\(name) test \(tests.count + 1)")
                    parsed.number = tests.count + 1
                    tests.append(parsed)
                }
            default:
                throw SpecError(description: "\(name): unknown section \(key)")
            }
        }
        return File(tests: tests)
    }

    static func test(_ node: SpecYAML.Node, tables: [String], where place: String) throws -> Test {
        guard let parts = node.items, parts.count == 2 || parts.count == 3,
              let rawInput = parts[0].string, let rawExpected = parts[1].string else {
            throw SpecError(description: "\(place): not [input, expected, options?]")
        }
        let input = try unescape(rawInput, where: place)
        let expected = try unescape(rawExpected, where: place)
        var test = Test(number: 0, input: input, expected: expected, tables: tables, typeforms: [], mode: [], xfail: false)
        if parts.count == 3 {
            guard let options = parts[2].pairs else { throw SpecError(description: "\(place): options are not a mapping") }
            for (key, value) in options {
                switch key {
                case "xfail":
                    test.xfail = value.string.map { $0 != "false" && $0 != "no" } ?? true
                case "typeform":
                    guard let kinds = value.pairs, kinds.allSatisfy({ $0.1.string != nil }) else {
                        throw SpecError(description: "\(place): typeform is not kind: mask")
                    }
                    test.typeforms = kinds.map { ($0.0, $0.1.string!) }
                case "mode":
                    let names = value.items?.compactMap(\.string) ?? value.string.map { [$0] } ?? []
                    for mode in names {
                        guard let flag = modes[mode] else { throw SpecError(description: "\(place): mode \(mode)") }
                        test.mode.insert(flag)
                    }
                default:
                    throw SpecError(description: "\(place): option \(key) is not supported")
                }
            }
        }
        return test
    }

    /// liblouis's own escapes, which `lou_checkyaml` applies to input and expected after
    /// YAML's (`_lou_extParseChars`): `\\`, `\e \f \n \r \s \t \v`, `\xhhhh`, `\yhhhhh`,
    /// `\zhhhhhhhh`; any other is an error there, and here.
    static func unescape(_ text: String, where place: String) throws -> String {
        let scalars = Array(text.unicodeScalars)
        var value = ""
        var index = 0
        while index < scalars.count {
            let c = scalars[index]
            index += 1
            guard c == "\\" else { value.unicodeScalars.append(c); continue }
            guard index < scalars.count else { throw SpecError(description: "\(place): a lone \\ at the end") }
            let e = scalars[index]
            index += 1
            let simple: [Unicode.Scalar: Unicode.Scalar] = [
                "\\": "\\", "e": "\u{1B}", "f": "\u{0C}", "n": "\n", "r": "\r", "s": " ", "t": "\t", "v": "\u{0B}",
            ]
            if let s = simple[e] { value.unicodeScalars.append(s); continue }
            let digits = e == "x" ? 4 : e == "y" ? 5 : e == "z" ? 8 : 0
            var hex = ""
            if digits > 0 && index + digits <= scalars.count { hex.unicodeScalars.append(contentsOf: scalars[index..<(index + digits)]) }
            guard digits > 0, let code = UInt32(hex, radix: 16), hex.count == digits, let scalar = Unicode.Scalar(code) else {
                throw SpecError(description: "\(place): escape \\\(e) that liblouis rejects in \(text.debugDescription)")
            }
            index += digits
            value.unicodeScalars.append(scalar)
        }
        return value
    }

    static let modes: [String: TranslationMode] = [
        "noContractions": .noContractions, "compbrlAtCursor": .compbrlAtCursor, "dotsIO": .dotsIO,
        "ucBrl": .ucBrl, "noUndefined": .noUndefined, "partialTrans": .partialTrans,
    ]

    /// The typeform array of a test: per input character, the kinds whose mask has `+` there.
    static func typeforms(_ test: Test, tables: [String]) throws -> [Typeform] {
        let count = test.input.unicodeScalars.count
        var forms = [Typeform](repeating: [], count: count)
        for (kind, mask) in test.typeforms {
            let form = try typeform(kind, tables: tables)
            for (index, mark) in mask.unicodeScalars.enumerated() {
                guard mark == "+" || mark == " " else { throw SpecError(description: "typeform mask with \(mark)") }
                guard index < count else {
                    if mark == "+" { throw SpecError(description: "typeform mask longer than the input") }
                    continue
                }
                if mark == "+" { forms[index].insert(form) }
            }
        }
        return forms
    }

    static func typeform(_ kind: String, tables: [String]) throws -> Typeform {
        let fixed: [String: Typeform] = [
            "computer_braille": .computerBraille, "no_translate": .noTranslate, "no_contract": .noContract,
        ]
        if let form = fixed[kind] { return form }
        let form = Louis.typeform(forEmphasisClass: kind, tables: tables)
        guard !form.isEmpty else { throw SpecError(description: "no emphasis class \(kind) in \(tables)") }
        let named: [String: Typeform] = [
            "italic": .italic, "underline": .underline, "bold": .bold, "script": .script, "transnote": .transNote,
        ]
        if let expected = named[kind], expected != form {
            throw SpecError(description: "emphasis class \(kind) is \(form.rawValue), Typeform.\(kind) says \(expected.rawValue)")
        }
        return form
    }
}
