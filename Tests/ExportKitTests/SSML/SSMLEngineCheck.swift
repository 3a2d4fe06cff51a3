import Foundation
import Testing
import XMLTree
@testable import ExportKit
@testable import SSMLExport

/// Checks a document against its engine's ``SSMLEngineTable``: elements, attributes, value
/// forms, request limits and locales.
enum SSMLEngineCheck {
    static func problems(_ ssml: String, profile: SSMLProfile) -> [String] {
        problems(ssml, table: SSMLEngineTable.of(profile), profile: profile)
    }

    /// The same against `table` (a profile's table for another voice).
    static func problems(_ ssml: String, table: SSMLEngineTable, profile: SSMLProfile) -> [String] {
        let document: XMLDocument
        do { document = try XMLParser.parse(Array(ssml.utf8)) } catch { return ["not well-formed: \(error)"] }
        var problems: [String] = []
        func matches(_ value: String, _ pattern: String) -> Bool {
            value.range(of: "^(\(pattern))$", options: .regularExpression) != nil
        }
        func check(_ element: XMLElement) {
            guard let allowed = table.elements[element.name] else {
                problems.append("<\(element.name)> is not in \(profile)'s table")
                return
            }
            for attribute in element.attributes {
                guard allowed.contains(attribute.name) else {
                    problems.append("<\(element.name)> has \(attribute.name), not in \(profile)'s table")
                    continue
                }
                if let pattern = table.values["\(element.name)@\(attribute.name)"], !matches(attribute.value, pattern) {
                    problems.append("<\(element.name) \(attribute.name)=\"\(attribute.value)\"> is not a form \(profile) takes")
                }
                if attribute.name == "xml:lang", !table.bareLanguages.isEmpty,
                   table.locale(for: attribute.value) != attribute.value {
                    problems.append("\(attribute.value) is not an eSpeak NG language")
                }
            }
            for child in element.elements { check(child) }
        }
        check(document.root)
        if let limit = table.maxRequestSize {
            let size = table.sizeUnit == .bytes ? ssml.utf8.count : billedCharacters(document.root)
            if size > limit { problems.append("\(size) \(table.sizeUnit) over \(limit)") }
        }
        if let total = table.maxTotalCharacters, ssml.count > total {
            problems.append("\(ssml.count) characters in all, over \(total)")
        }
        if let seconds = table.maxAudioSeconds {
            let estimate = audioSeconds(ssml, document.root)
            if estimate > Double(seconds) { problems.append("\(Int(estimate)) s of audio estimated: over \(seconds) s") }
        }
        if profile == .azure {
            if document.root.descendants(named: "voice").isEmpty { problems.append("no <voice>") }
            for lang in document.root.descendants(named: "lang")
            where !lang.descendants(named: "break").isEmpty || !lang.descendants(named: "prosody").isEmpty {
                problems.append("<lang> around <break> or <prosody>")
            }
        }
        return problems
    }

    /// The audio a document gives, read from its tree at the rates `docs/ssml.md` documents:
    /// words, Han/kana/Hangul characters, and every `<break>`'s time or strength.
    static func audioSeconds(_ ssml: String, _ root: XMLElement) -> Double {
        let spoken = SSMLTest.spokenText(ssml)
        let characters = spoken.filter(SpeechDuration.isSpokenCharacter).count
        let words = spoken.split { $0.isWhitespace || SpeechDuration.isSpokenCharacter($0) }
            .filter { $0.contains { !$0.isPunctuation } }.count
        var milliseconds = 0
        for pause in root.descendants(named: "break") {
            if let time = pause[attribute: "time"] {
                milliseconds += time.hasSuffix("ms") ? Int(Double(time.dropLast(2)) ?? 0) : Int((Double(time.dropLast()) ?? 0) * 1000)
            } else {
                milliseconds += SpeechDuration.strengthMilliseconds[pause[attribute: "strength"] ?? "medium"] ?? 750
            }
        }
        return Double(words) * 60 / Double(SpeechDuration.wordsPerMinute)
            + Double(characters) * 60 / Double(SpeechDuration.charactersPerMinute) + Double(milliseconds) / 1000
    }

    /// Polly's billed characters: the text, tags excluded.
    static func billedCharacters(_ element: XMLElement) -> Int {
        element.textContent.count
    }

    /// The schema, when the shared folder is there.
    static let schema = TestPaths.root.deletingLastPathComponent()
        .appendingPathComponent("shared/schemas/ssml-1.1/synthesis.xsd").path
    static var schemaAvailable: Bool { FileManager.default.fileExists(atPath: schema) }

    /// The document as plain SSML 1.1 for the W3C schema: what each engine needs beyond it
    /// is mapped to its SSML 1.1 equivalent first (documented in `docs/ssml.md`).
    static func asSSML11(_ ssml: String, profile: SSMLProfile, language: String = "en") -> String {
        var text = ssml
        let root = #"<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="\#(language)">"#
        switch profile {
        case .generic:
            break
        case .polly, .google:
            text = text.replacingOccurrences(of: "<speak>", with: root)
        case .azure:
            text = text.replacingOccurrences(of: #"<speak version="1.0""#, with: #"<speak version="1.1""#)
                .replacingOccurrences(of: "<bookmark mark=", with: "<mark name=")
        case .espeak:
            // eSpeak NG's language switch is SSML 1.1's <lang>.
            text = text.replacingOccurrences(of: "<voice xml:lang=", with: "<lang xml:lang=")
                .replacingOccurrences(of: "</voice>", with: "</lang>")
        }
        return text
    }

    /// xmllint's complaints about `ssml` against the SSML 1.1 schema (empty when valid).
    static func schemaProblems(_ ssml: String) throws -> [String] {
        let xmllint = try #require(which("xmllint"), "xmllint is missing: scripts/install-deps.sh test installs libxml2-utils")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ssml-\(UUID().uuidString).ssml").path
        try ssml.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try run(xmllint, ["--noout", "--nonet", "--schema", schema, path])
        guard result.status != 0 else { return [] }
        return String(decoding: result.stderr, as: UTF8.self).split(separator: "\n").map(String.init)
            .filter { !$0.hasSuffix("validates") }
    }
}
