/// A path's folder and name, split as `dirname` and `basename` do. Foundation's
/// `NSString.deletingLastPathComponent` traps on a one-character name (`-o a`, `a/`) on
/// Linux, and every path here comes from the user, so the split is done by hand.
package enum PathText {
    /// The folder part: `""` for a bare name (`a`), `/` for a name in the root (`/a`),
    /// else everything before the last `/`, trailing slashes dropped.
    package static func directory(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let folder = withoutTrailingSlashes(String(trimmed[..<slash]))
        return folder.isEmpty ? "/" : folder
    }

    /// The last component (`b` for `a/b/`); `/` for the root itself.
    package static func name(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        return String(text)
    }
}
