import BookModel
import ReadingModel
/// Book-relative paths and fragment references.
enum Href {
    /// `true` when the reference has a URL scheme (`https:`, `mailto:`): it leaves the book.
    static func isExternal(_ reference: String) -> Bool {
        guard let colon = reference.firstIndex(of: ":") else { return false }
        let scheme = reference[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }

    /// Resolves `reference` (relative to the document at `base`) to a normalised
    /// book-relative path and an optional fragment. Percent escapes are decoded.
    static func resolve(_ reference: String, against base: String) -> (path: String, fragment: String?) {
        var reference = Substring(reference.trimmingWhitespace())
        var fragment: String?
        if let hash = reference.firstIndex(of: "#") {
            fragment = String(reference[reference.index(after: hash)...]).removingPercentEscapes()
            reference = reference[..<hash]
        }
        if let query = reference.firstIndex(of: "?") {
            reference = reference[..<query]
        }
        if reference.isEmpty {
            return (base, fragment)
        }
        var components: [Substring]
        if reference.hasPrefix("/") {
            components = []
        } else {
            components = base.split(separator: "/", omittingEmptySubsequences: true)
            if !components.isEmpty { components.removeLast() }  // the document's own name
        }
        for part in reference.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(part)
            }
        }
        let path = components.joined(separator: "/").removingPercentEscapes()
        return (path, fragment?.isEmpty == true ? nil : fragment)
    }

    /// `path#fragment`, or the path alone.
    static func join(_ path: String, _ fragment: String?) -> String {
        guard let fragment, !fragment.isEmpty else { return path }
        return path + "#" + fragment
    }
}

extension String {
    /// Decodes `%XX` escapes; invalid escapes are kept as written.
    func removingPercentEscapes() -> String {
        guard contains("%") else { return self }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var iterator = Array(utf8)[...]
        while let byte = iterator.popFirst() {
            if byte == UInt8(ascii: "%"), iterator.count >= 2,
               let high = hexValue(iterator[iterator.startIndex]),
               let low = hexValue(iterator[iterator.startIndex + 1]) {
                bytes.append(high << 4 | low)
                iterator = iterator.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

private func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
}
