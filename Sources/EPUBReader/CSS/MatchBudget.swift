/// The selector-matching work one content document may cost, counted in steps (one
/// compound tested against one element, or ``bytesPerStep`` bytes of an attribute value
/// compared). Matching is linear in what it tests, but a stylesheet of many long selectors
/// against a large, deep document is still the product of the three: past the budget the
/// document's stylesheet rules stop applying (its `style` attributes still do) and the
/// reader warns, so a hostile stylesheet's cost has a bound whatever the document.
///
/// A class so that the converter's non-mutating walk can spend it; one per document, used
/// by one thread.
final class MatchBudget: @unchecked Sendable {
    /// Steps a document may spend (every corpus book reads within it, with no warning).
    static let defaultLimit = 30_000_000
    /// Bytes of attribute value compared per step.
    static let bytesPerStep = 64

    let limit: Int
    /// Steps spent so far.
    private(set) var spent = 0

    init(limit: Int = MatchBudget.defaultLimit) {
        self.limit = limit
    }

    /// Whether the budget ran out: rules are no longer matched.
    var isSpent: Bool { spent >= limit }

    func spend(_ steps: Int) {
        spent &+= steps
    }
}
