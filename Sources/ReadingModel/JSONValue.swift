/// A JSON value with ordered object keys, so outputs are stable and diffable.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    /// Serialises the value; `indent` > 0 pretty-prints with that many spaces a level.
    public func serialized(indent: Int = 0) -> String {
        var output = ""
        write(to: &output, indent: indent, level: 0)
        return output
    }

    /// Appends the value as it stands `level` levels deep in a larger document, so a
    /// writer can serialise a long array one element at a time.
    public func write(to output: inout String, indent: Int, level: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value): output += String(value)
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array(let values):
            if values.isEmpty { output += "[]"; return }
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                newline(&output, indent: indent, level: level + 1)
                value.write(to: &output, indent: indent, level: level + 1)
            }
            newline(&output, indent: indent, level: level)
            output += "]"
        case .object(let members):
            if members.isEmpty { output += "{}"; return }
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += "," }
                newline(&output, indent: indent, level: level + 1)
                JSONValue.writeString(key, to: &output)
                output += indent > 0 ? ": " : ":"
                value.write(to: &output, indent: indent, level: level + 1)
            }
            newline(&output, indent: indent, level: level)
            output += "}"
        }
    }

    private func newline(_ output: inout String, indent: Int, level: Int) {
        guard indent > 0 else { return }
        output += "\n"
        output += String(repeating: " ", count: indent * level)
    }

    /// Appends `value` as a JSON string: `"` and `\` escaped, control characters as
    /// `JSONSerialization` writes them (`\n`, `\r`, `\t`, `\b`, `\f`, else `\u00XX`).
    public static func writeString(_ value: String, to output: inout String) {
        output += "\""
        // Most strings need no escape: appended whole, not a scalar at a time.
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output += value
            output += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

extension JSONValue {
    /// `.string` or `.null`.
    public static func optional(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }
}
