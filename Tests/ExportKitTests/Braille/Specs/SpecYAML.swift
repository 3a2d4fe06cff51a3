/// A small YAML reader for the subset liblouis's braille spec files use (`lou_checkyaml`'s
/// format): block mappings (keys may repeat: a file has several `table:` / `tests:`
/// sections), block sequences (also at the key's own indent, `tests:` then `- - a`),
/// one-line flow sequences and mappings, plain, single-quoted and double-quoted scalars,
/// and `#` comments. Anything else is an error naming the line, never a silent guess.
enum SpecYAML {
    indirect enum Node: Equatable {
        case scalar(String)
        case sequence([Node])
        /// Key order kept, repeated keys allowed.
        case mapping([(String, Node)])

        static func == (a: Node, b: Node) -> Bool {
            switch (a, b) {
            case let (.scalar(x), .scalar(y)): x == y
            case let (.sequence(x), .sequence(y)): x == y
            case let (.mapping(x), .mapping(y)): x.map(\.0) == y.map(\.0) && x.map(\.1) == y.map(\.1)
            default: false
            }
        }

        var string: String? { if case let .scalar(text) = self { text } else { nil } }
        var items: [Node]? { if case let .sequence(items) = self { items } else { nil } }
        var pairs: [(String, Node)]? { if case let .mapping(pairs) = self { pairs } else { nil } }
    }

    struct Failure: Error, CustomStringConvertible {
        var line: Int
        var message: String
        var description: String { "line \(line): \(message)" }
    }

    /// One significant line: comment stripped, indent counted, 1-based number kept.
    struct Line {
        var number: Int
        var indent: Int
        var text: [Unicode.Scalar]
    }

    static func parse(_ source: String) throws(Failure) -> Node {
        var lines: [Line] = []
        let raws = source.split(separator: "\n", omittingEmptySubsequences: false).map { raw in
            var scalars = Array(raw.unicodeScalars)
            if scalars.last == "\r" { scalars.removeLast() }
            return scalars
        }
        var next = 0
        while next < raws.count {
            var scalars = raws[next]
            next += 1
            let number = next
            if scalars.contains("\t") { throw Failure(line: number, message: "tab character") }
            // A quoted scalar may go on over several lines: each line break folds to a
            // blank (an empty line to a line feed), the continuation's indent dropped.
            while true {
                do throws(Failure) {
                    scalars = try stripComment(scalars, line: number)
                    break
                } catch {
                    guard next < raws.count, error.message.hasPrefix("unterminated") else { throw error }
                    var continuation = raws[next].drop { $0 == " " }
                    next += 1
                    while let last = scalars.last, last == " " { scalars.removeLast() }
                    if continuation.isEmpty, next < raws.count {
                        scalars.append("\n")
                        continuation = raws[next].drop { $0 == " " }
                        next += 1
                    } else {
                        scalars.append(" ")
                    }
                    scalars += continuation
                }
            }
            while let last = scalars.last, last == " " { scalars.removeLast() }
            let indent = scalars.prefix { $0 == " " }.count
            if indent == scalars.count { continue }
            if scalars[indent...].starts(with: ["-", "-", "-"]) && indent == 0 && scalars.count == 3 { continue }
            lines.append(Line(number: number, indent: indent, text: Array(scalars[indent...])))
        }
        var reader = Reader(lines: lines)
        guard !reader.atEnd else { return .mapping([]) }
        let node = try reader.block(indent: reader.lines[0].indent)
        if !reader.atEnd {
            throw Failure(line: reader.lines[reader.index].number, message: "unexpected indentation")
        }
        return node
    }

    /// The line without its `#` comment (a `#` at the start or after a blank, outside quotes).
    static func stripComment(_ text: [Unicode.Scalar], line: Int) throws(Failure) -> [Unicode.Scalar] {
        var index = 0
        var previous: Unicode.Scalar = " "
        while index < text.count {
            let c = text[index]
            if (c == "'" || c == "\"") && opensQuote(text, at: index) {
                index = try endOfQuoted(text, from: index, line: line)
                previous = c
                continue
            }
            if c == "#" && previous == " " { return Array(text[..<index]) }
            previous = c
            index += 1
        }
        return text
    }

    /// A quote starts a quoted scalar only where a scalar can start.
    static func opensQuote(_ text: [Unicode.Scalar], at index: Int) -> Bool {
        var before = index - 1
        while before >= 0 && text[before] == " " { before -= 1 }
        if before < 0 { return true }
        let mark = text[before]
        if mark == "[" || mark == "{" { return true }
        return (mark == "-" || mark == ":" || mark == ",") && before < index - 1
    }

    /// The index just after the quoted scalar starting at `start`.
    static func endOfQuoted(_ text: [Unicode.Scalar], from start: Int, line: Int) throws(Failure) -> Int {
        let quote = text[start]
        var index = start + 1
        while index < text.count {
            let c = text[index]
            if quote == "\"" && c == "\\" { index += 2; continue }
            if c == quote {
                if quote == "'" && index + 1 < text.count && text[index + 1] == "'" { index += 2; continue }
                return index + 1
            }
            index += 1
        }
        throw Failure(line: line, message: "unterminated quoted scalar")
    }

    struct Reader {
        var lines: [Line]
        var index = 0
        var atEnd: Bool { index >= lines.count }

        /// The node whose first line is the current one, at `indent`.
        mutating func block(indent: Int) throws(Failure) -> Node {
            let line = lines[index]
            if isSequenceEntry(line.text) { return try sequence(indent: indent) }
            if SpecYAML.keySplit(line.text) != nil { return try mapping(indent: indent) }
            index += 1
            return try SpecYAML.inline(line.text, line: line.number)
        }

        func isSequenceEntry(_ text: [Unicode.Scalar]) -> Bool {
            text == ["-"] || text.starts(with: ["-", " "])
        }

        mutating func sequence(indent: Int) throws(Failure) -> Node {
            var items: [Node] = []
            while !atEnd, lines[index].indent == indent, isSequenceEntry(lines[index].text) {
                let line = lines[index]
                let rest = line.text.dropFirst().drop { $0 == " " }
                if rest.isEmpty {
                    index += 1
                    guard !atEnd, lines[index].indent > indent else { items.append(.scalar("")); continue }
                    items.append(try block(indent: lines[index].indent))
                } else {
                    // The entry's content is a line of its own at its column.
                    let column = indent + (line.text.count - rest.count)
                    lines[index] = Line(number: line.number, indent: column, text: Array(rest))
                    items.append(try block(indent: column))
                }
            }
            return .sequence(items)
        }

        mutating func mapping(indent: Int) throws(Failure) -> Node {
            var pairs: [(String, Node)] = []
            while !atEnd, lines[index].indent == indent, !isSequenceEntry(lines[index].text) {
                let line = lines[index]
                guard let (key, value) = SpecYAML.keySplit(line.text) else {
                    throw Failure(line: line.number, message: "expected 'key: value'")
                }
                index += 1
                if !value.isEmpty {
                    pairs.append((key, try SpecYAML.inline(value, line: line.number)))
                } else if !atEnd, lines[index].indent > indent
                            || (lines[index].indent == indent && isSequenceEntry(lines[index].text)) {
                    pairs.append((key, try block(indent: lines[index].indent)))
                } else {
                    pairs.append((key, .scalar("")))
                }
            }
            return .mapping(pairs)
        }
    }

    /// `key: value` (plain key), or nil when the line is not a mapping entry.
    static func keySplit(_ text: [Unicode.Scalar]) -> (String, [Unicode.Scalar])? {
        guard let first = text.first, !"'\"[{-".unicodeScalars.contains(first) || (first == "-" && text.count > 1 && text[1] != " ") else { return nil }
        var index = 0
        while index < text.count {
            if text[index] == ":" && (index + 1 == text.count || text[index + 1] == " ") {
                var key = ""
                key.unicodeScalars.append(contentsOf: text[..<index])
                let value = text[(index + 1)...].drop { $0 == " " }
                return (key.trimmingSpaces, Array(value))
            }
            index += 1
        }
        return nil
    }

    /// A value on one line: a flow collection or a scalar.
    static func inline(_ text: [Unicode.Scalar], line: Int) throws(Failure) -> Node {
        var index = 0
        let node = try flowNode(text, &index, line: line, inFlow: false)
        while index < text.count && text[index] == " " { index += 1 }
        if index != text.count { throw Failure(line: line, message: "trailing text after a value") }
        return node
    }

    static func flowNode(_ text: [Unicode.Scalar], _ index: inout Int, line: Int, inFlow: Bool) throws(Failure) -> Node {
        while index < text.count && text[index] == " " { index += 1 }
        guard index < text.count else { return .scalar("") }
        switch text[index] {
        case "[":
            index += 1
            var items: [Node] = []
            while true {
                skipBlanks(text, &index)
                guard index < text.count else { throw Failure(line: line, message: "unterminated [ (multi-line flow is not supported)") }
                if text[index] == "]" { index += 1; return .sequence(items) }
                items.append(try flowNode(text, &index, line: line, inFlow: true))
                skipBlanks(text, &index)
                if index < text.count && text[index] == "," { index += 1 }
                else if index < text.count && text[index] != "]" { throw Failure(line: line, message: "expected , or ]") }
            }
        case "{":
            index += 1
            var pairs: [(String, Node)] = []
            while true {
                skipBlanks(text, &index)
                guard index < text.count else { throw Failure(line: line, message: "unterminated {") }
                if text[index] == "}" { index += 1; return .mapping(pairs) }
                guard case let .scalar(key) = try flowNode(text, &index, line: line, inFlow: true),
                      index < text.count, text[index] == ":" else {
                    throw Failure(line: line, message: "expected key: in a flow mapping")
                }
                index += 1
                pairs.append((key, try flowNode(text, &index, line: line, inFlow: true)))
                skipBlanks(text, &index)
                if index < text.count && text[index] == "," { index += 1 }
                else if index < text.count && text[index] != "}" { throw Failure(line: line, message: "expected , or }") }
            }
        case "'", "\"":
            let end = try endOfQuoted(text, from: index, line: line)
            let body = Array(text[(index + 1)..<(end - 1)])
            index = end
            return .scalar(text[end - 1] == "'" ? singleQuoted(body) : try doubleQuoted(body, line: line))
        default:
            // Plain: in flow context up to , ] } or ': '; else to the end of the line.
            let start = index
            while index < text.count {
                let c = text[index]
                if inFlow && (c == "," || c == "]" || c == "}") { break }
                if c == ":" && (index + 1 == text.count || text[index + 1] == " " || (inFlow && text[index + 1] == ",")) { break }
                index += 1
            }
            var value = ""
            value.unicodeScalars.append(contentsOf: text[start..<index])
            return .scalar(value.trimmingSpaces)
        }
    }

    static func skipBlanks(_ text: [Unicode.Scalar], _ index: inout Int) {
        while index < text.count && text[index] == " " { index += 1 }
    }

    static func singleQuoted(_ body: [Unicode.Scalar]) -> String {
        var value = ""
        var index = 0
        while index < body.count {
            value.unicodeScalars.append(body[index])
            index += body[index] == "'" ? 2 : 1
        }
        return value
    }

    static func doubleQuoted(_ body: [Unicode.Scalar], line: Int) throws(Failure) -> String {
        var value = ""
        var index = 0
        while index < body.count {
            let c = body[index]
            index += 1
            guard c == "\\" else { value.unicodeScalars.append(c); continue }
            guard index < body.count else { throw Failure(line: line, message: "lone backslash") }
            let e = body[index]
            index += 1
            let simple: [Unicode.Scalar: Unicode.Scalar] = [
                "\\": "\\", "\"": "\"", "/": "/", "n": "\n", "t": "\t", "r": "\r", "0": "\0", " ": " ",
                "a": "\u{07}", "b": "\u{08}", "e": "\u{1B}", "f": "\u{0C}", "v": "\u{0B}",
                "N": "\u{85}", "_": "\u{A0}", "L": "\u{2028}", "P": "\u{2029}",
            ]
            if let s = simple[e] { value.unicodeScalars.append(s); continue }
            let digits = e == "x" ? 2 : e == "u" ? 4 : e == "U" ? 8 : 0
            guard digits > 0, index + digits <= body.count else {
                throw Failure(line: line, message: "unknown escape \\\(e)")
            }
            var hex = ""
            hex.unicodeScalars.append(contentsOf: body[index..<(index + digits)])
            index += digits
            guard let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else {
                throw Failure(line: line, message: "bad escape \\\(e)\(hex)")
            }
            value.unicodeScalars.append(scalar)
        }
        return value
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var scalars = Substring(self).unicodeScalars
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        return String(scalars)
    }
}
