import Foundation
import XMLTree

/// Checks an SSML document against SSML 1.1: well-formed, only SSML 1.1 elements and
/// attributes with valid values, no empty elements that engines reject, unique marks.
/// Returns the problems found (empty when valid).
enum SSMLValidator {
    /// Attributes each SSML 1.1 element may carry (`xmlns` is a declaration, not one).
    static let attributes: [String: Set<String>] = [
        "speak": ["version", "xml:lang", "xml:base", "onlangfailure"],
        "p": ["xml:lang", "onlangfailure"],
        "s": ["xml:lang", "onlangfailure"],
        "lang": ["xml:lang", "onlangfailure"],
        "mark": ["name"],
        "break": ["time", "strength"],
        "prosody": ["pitch", "contour", "range", "rate", "duration", "volume"],
        "emphasis": ["level"],
        "say-as": ["interpret-as", "format", "detail"],
        "sub": ["alias"],
        "phoneme": ["ph", "alphabet"],
        "voice": ["gender", "age", "variant", "name", "languages", "required", "ordering", "onvoicefailure"],
        "audio": ["src", "fetchtimeout", "fetchhint", "maxage", "maxstale", "clipBegin", "clipEnd", "repeatCount", "repeatDur", "soundLevel", "speed"],
        "token": ["xml:lang", "role"],
        "w": ["xml:lang", "role"],
    ]
    /// Elements that must hold words.
    static let needsText: Set<String> = ["p", "s", "lang", "prosody", "emphasis", "say-as", "sub", "phoneme"]
    /// Elements that hold only text.
    static let textOnly: Set<String> = ["say-as", "sub", "phoneme"]
    static let required: [String: [String]] = [
        "mark": ["name"], "sub": ["alias"], "phoneme": ["ph"], "say-as": ["interpret-as"], "lang": ["xml:lang"],
    ]

    /// `espeak`: also allow eSpeak NG's documented `<voice xml:lang>` language switch.
    static func problems(_ ssml: String, espeak: Bool = false) -> [String] {
        let document: XMLDocument
        do {
            document = try XMLParser.parse(Array(ssml.utf8))
        } catch {
            return ["not well-formed: \(error)"]
        }
        var problems: [String] = []
        var marks: Set<String> = []
        let root = document.root
        if root.name != "speak" || root.namespace != XMLNamespace.ssml {
            problems.append("root is \(root.name) in \(root.namespace ?? "no namespace"), not SSML's speak")
        }
        if root[attribute: "version"] != "1.1" { problems.append("speak version is not 1.1") }
        if (root[attribute: "xml:lang"] ?? "").isEmpty { problems.append("speak has no xml:lang") }
        func check(_ element: XMLElement, ancestors: [String]) {
            let name = element.name
            guard element.namespace == XMLNamespace.ssml, var allowed = attributes[name] else {
                problems.append("line \(element.line): <\(name)> is not an SSML 1.1 element")
                return
            }
            if espeak, name == "voice" { allowed.insert("xml:lang") }
            for attribute in element.attributes where !allowed.contains(attribute.name) {
                problems.append("line \(element.line): <\(name)> has no attribute \(attribute.name)")
            }
            for attribute in required[name] ?? [] where (element[attribute: attribute] ?? "").isEmpty {
                problems.append("line \(element.line): <\(name)> needs \(attribute)")
            }
            if let problem = invalidValue(element) { problems.append("line \(element.line): \(problem)") }
            if needsText.contains(name), element.textContent.allSatisfy(\.isWhitespace) {
                problems.append("line \(element.line): empty <\(name)>")
            }
            if textOnly.contains(name), !element.elements.isEmpty {
                problems.append("line \(element.line): <\(name)> holds elements")
            }
            if name == "s", ancestors.contains("s") { problems.append("line \(element.line): <s> inside <s>") }
            if name == "p", ancestors.contains("s") || ancestors.contains("p") {
                problems.append("line \(element.line): <p> inside <s> or <p>")
            }
            if name == "mark", let mark = element[attribute: "name"] {
                if mark.contains(where: \.isWhitespace) { problems.append("mark name with spaces: \(mark)") }
                if !marks.insert(mark).inserted { problems.append("duplicate mark \(mark)") }
            }
            if (name == "mark" || name == "break"), !element.children.isEmpty {
                problems.append("line \(element.line): <\(name)> is not empty")
            }
            for child in element.elements { check(child, ancestors: ancestors + [name]) }
        }
        for child in root.elements { check(child, ancestors: ["speak"]) }
        return problems
    }

    private static func invalidValue(_ element: XMLElement) -> String? {
        func matches(_ value: String, _ pattern: String) -> Bool {
            value.range(of: "^(\(pattern))$", options: .regularExpression) != nil
        }
        let number = #"[0-9]+(\.[0-9]+)?"#
        switch element.name {
        case "break":
            if let time = element[attribute: "time"], !matches(time, "\(number)(s|ms)") { return "break time \(time)" }
            if let strength = element[attribute: "strength"],
               !["none", "x-weak", "weak", "medium", "strong", "x-strong"].contains(strength) { return "break strength \(strength)" }
        case "prosody":
            if let pitch = element[attribute: "pitch"],
               !matches(pitch, "x-low|low|medium|high|x-high|default|[+-]\(number)(Hz|st|%)|\(number)Hz") { return "pitch \(pitch)" }
            if let rate = element[attribute: "rate"], !matches(rate, "x-slow|slow|medium|fast|x-fast|default|\(number)%") { return "rate \(rate)" }
            if let volume = element[attribute: "volume"],
               !matches(volume, "silent|x-soft|soft|medium|loud|x-loud|default|[+-]?\(number)dB") { return "volume \(volume)" }
        case "emphasis":
            if let level = element[attribute: "level"], !["strong", "moderate", "none", "reduced"].contains(level) { return "emphasis level \(level)" }
        case "phoneme":
            if let alphabet = element[attribute: "alphabet"], !(alphabet == "ipa" || alphabet.hasPrefix("x-")) { return "alphabet \(alphabet)" }
        case "lang", "p", "s", "speak":
            if let lang = element[attribute: "xml:lang"], !matches(lang, "[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*") { return "xml:lang \(lang)" }
        default:
            break
        }
        return nil
    }
}
