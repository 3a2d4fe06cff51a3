internal import CSentence

/// ICU's sentence break iterator for one locale, opened once and reused.
///
/// This target never imports Foundation, and ExportKit never imports `CSentence` itself:
/// importing a C module into a Swift module that also sees Foundation's bundled ICU (and
/// libxml2's system ICU through XMLTree) fails the build with "UErrorCode has different
/// definitions". Only Swift arrays of offsets cross this boundary.
///
/// Not thread-safe: one breaker serves one export at a time.
public final class SentenceBreaker {
    /// The ICU locale, e.g. `en@ss=standard`.
    public let locale: String
    private let handle: UnsafeMutableRawPointer

    /// `nil` when ICU has no sentence rules for the locale.
    public init?(locale: String) {
        guard let handle = csentence_open(locale) else { return nil }
        self.locale = locale
        self.handle = handle
    }

    deinit {
        csentence_close(handle)
    }

    /// The UTF-16 offset just past each sentence of `units`, as ICU places them; empty on
    /// failure or for empty text.
    public func ends(_ units: [UInt16]) -> [Int] {
        guard !units.isEmpty else { return [] }
        var raw = [CInt](repeating: 0, count: units.count + 1)
        let count = units.withUnsafeBufferPointer { text in
            raw.withUnsafeMutableBufferPointer { ends in
                csentence_ends(handle, text.baseAddress, units.count, ends.baseAddress, ends.count)
            }
        }
        return count > 0 ? raw.prefix(count).map(Int.init) : []
    }
}
