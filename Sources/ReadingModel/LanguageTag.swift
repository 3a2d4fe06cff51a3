/// Checks on BCP 47 language tags (RFC 5646, §2.1 "Syntax"), enough to tell a language a
/// reader can use from what books write instead: pandoc's `C` (a POSIX locale name),
/// `und` (undetermined), an empty `dc:language`.
public enum LanguageTag {
    /// `true` for a well-formed tag that names a language: a 2-3 letter primary subtag
    /// (or a registered 5-8 letter one), or a private-use `x-` / grandfathered `i-` tag,
    /// followed by 1-8 character alphanumeric subtags. `und`, `mul` and `zxx` name no
    /// language a reader can speak, so they are not usable.
    public static func isUsable(_ tag: String?) -> Bool {
        guard let tag = tag?.trimmingWhitespace(), !tag.isEmpty, tag.count <= 64 else { return false }
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let primary = subtags.first else { return false }
        let lowered = primary.lowercased()
        if ["und", "mul", "zxx"].contains(lowered) { return false }
        let letters = primary.allSatisfy { $0.isASCII && $0.isLetter }
        if lowered == "x" || lowered == "i" {
            guard subtags.count > 1 else { return false }
        } else if !(letters && (2...3).contains(primary.count) || letters && (5...8).contains(primary.count)) {
            return false
        }
        for subtag in subtags.dropFirst() {
            guard (1...8).contains(subtag.count), subtag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                return false
            }
        }
        return true
    }

    /// The tag in BCP 47's canonical form (RFC 5646 §2.1.1 "Formatting of Language Tags"):
    /// subtags joined by hyphens, not underscores (`en_US` is a POSIX locale name, and an
    /// `xml:lang` holding it fails the SSML 1.1 schema), the language lower case, a
    /// four-letter script title case (`Hant`), a region upper case (`US`), the rest lower
    /// case. `nil` when the result is not a usable tag (``isUsable(_:)``).
    public static func normalized(_ tag: String?) -> String? {
        guard let trimmed = tag?.trimmingWhitespace(), !trimmed.isEmpty else { return nil }
        let subtags = trimmed.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
        var result: [String] = []
        // After a singleton (`x-`, `u-`) every subtag is an extension's, kept lower case.
        var afterSingleton = false
        for (index, subtag) in subtags.enumerated() {
            let lower = subtag.lowercased()
            if index == 0 || afterSingleton {
                result.append(lower)
            } else if subtag.count == 1 {
                afterSingleton = true
                result.append(lower)
            } else if subtag.count == 2, subtag.allSatisfy({ $0.isLetter }) {
                result.append(lower.uppercased())
            } else if subtag.count == 4, subtag.allSatisfy({ $0.isLetter }) {
                result.append(lower.prefix(1).uppercased() + lower.dropFirst())
            } else {
                result.append(lower)
            }
        }
        let normalized = result.joined(separator: "-")
        return isUsable(normalized) ? normalized : nil
    }
}
