/// Code-point substring search for `[attr*="…"]` in time linear in both lengths
/// (Knuth–Morris–Pratt over UTF-8 bytes, which for exact matching is the same as over code
/// points). `String.contains` compares characters with canonical equivalence and restarts
/// at every position: a 10,000-character value over large attributes took minutes.
enum SubstringSearch {
    /// Whether `pattern` occurs in `text`; `comparisons` grows by the byte comparisons
    /// made, at most twice the two lengths together.
    static func contains(_ text: String, _ pattern: String, comparisons: inout Int) -> Bool {
        // Native strings (all the parser makes) are searched in place; others are copied once.
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { haystack in
            search(haystack, Array(pattern.utf8), &comparisons)
        } ?? false
    }

    private static func search(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8], _ comparisons: inout Int) -> Bool {
        if needle.isEmpty { return true }
        if needle.count > haystack.count { return false }
        // failure[i]: the length of the longest proper prefix of needle[0...i] that is also its suffix.
        var failure = [Int](repeating: 0, count: needle.count)
        var length = 0
        for index in 1..<needle.count {
            while length > 0 && needle[index] != needle[length] {
                comparisons += 1
                length = failure[length - 1]
            }
            comparisons += 1
            if needle[index] == needle[length] { length += 1 }
            failure[index] = length
        }
        var matched = 0
        for byte in haystack {
            while matched > 0 && byte != needle[matched] {
                comparisons += 1
                matched = failure[matched - 1]
            }
            comparisons += 1
            if byte == needle[matched] { matched += 1 }
            if matched == needle.count { return true }
        }
        return false
    }
}
