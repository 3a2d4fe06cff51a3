import ReadingModel
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
}
