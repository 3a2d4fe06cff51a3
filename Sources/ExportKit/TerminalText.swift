/// Text about to reach a terminal, with what could drive it escaped: a file or entry name
/// can hold ESC, newlines, NUL or bidirectional overrides, and printed raw they would
/// recolour the screen, forge extra lines or hide text. Escapes are C-like, as `ls -b`
/// and git write them (`\n`, `\t`, `\x1b`, `\u202e`); a backslash doubles.
package enum TerminalText {
    package static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\x" + hex(scalar.value, width: 2)
            case _ where drivesTerminal(scalar):
                result += "\\u" + hex(scalar.value, width: 4)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Serialized JSON with the characters JSON leaves raw but a terminal obeys (DEL, C1
    /// controls, line and paragraph separators, bidirectional overrides and isolates) written
    /// as `\uXXXX`: the same JSON value, safe to print. They can only occur inside strings,
    /// where the escape means the same character.
    package static func escapedJSON(_ json: String) -> String {
        var result = ""
        for scalar in json.unicodeScalars {
            if drivesTerminal(scalar) { result += "\\u" + hex(scalar.value, width: 4) } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    private static func drivesTerminal(_ scalar: Unicode.Scalar) -> Bool {
        (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    private static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
