/// The discovery metadata an EPUB the tool writes carries (EPUB Accessibility 1.1,
/// "Discoverability: Package metadata"; schema.org's `accessMode`,
/// `accessModeSufficient`, `accessibilityFeature`, `accessibilityHazard`,
/// `accessibilitySummary`): the book's own statements first, then what the tool knows of
/// the book and of what it adds. Nothing is claimed that the tool did not check: in
/// particular no `dcterms:conformsTo`, since no WCAG evaluation is made (see
/// `docs/narration.md`).
public struct AccessibilityMetadata: Sendable, Equatable {
    /// `schema:accessMode` values, each once.
    public var accessModes: [String] = []
    /// `schema:accessModeSufficient` values (each a comma-separated set of modes).
    public var accessModesSufficient: [String] = []
    /// `schema:accessibilityFeature` values.
    public var features: [String] = []
    /// `schema:accessibilityHazard` values.
    public var hazards: [String] = []
    /// `schema:accessibilitySummary`.
    public var summary: String?

    /// Starts from the book's own statements (``Metadata/accessibility``), in their order.
    public init(book metadata: Metadata) {
        let own = metadata.accessibility
        accessModes = Self.unique(own["accessMode"] ?? [])
        accessModesSufficient = Self.unique(own["accessModeSufficient"] ?? [])
        features = Self.unique(own["accessibilityFeature"] ?? [])
        hazards = Self.unique(own["accessibilityHazard"] ?? [])
        summary = metadata.accessibilitySummary
    }

    /// Adds values the book did not state (kept in order, each once).
    public mutating func add(modes: [String] = [], sufficient: [String] = [], features more: [String] = []) {
        accessModes = Self.unique(accessModes + modes)
        accessModesSufficient = Self.unique(accessModesSufficient + sufficient)
        features = Self.unique(features + more)
    }

    /// The `(property, value)` pairs, in the order they are written.
    public var properties: [(property: String, value: String)] {
        var pairs: [(String, String)] = []
        pairs += accessModes.map { ("schema:accessMode", $0) }
        pairs += accessModesSufficient.map { ("schema:accessModeSufficient", $0) }
        pairs += features.map { ("schema:accessibilityFeature", $0) }
        pairs += hazards.map { ("schema:accessibilityHazard", $0) }
        if let summary { pairs.append(("schema:accessibilitySummary", summary)) }
        return pairs
    }

    /// EPUB 3 `<meta property>` elements for the pairs not in `present` (a package that
    /// already states some of them keeps its own; each appears once). `prefix` is the
    /// package's namespace prefix for its elements, with its colon, or empty.
    public func metaElements(prefix: String = "", excluding present: Set<String> = []) -> [String] {
        properties.filter { !present.contains(Self.key($0.property, $0.value)) }.map { pair in
            var out = XMLWriter()
            out.element(prefix + "meta", ["property": pair.property], text: pair.value)
            return out.finish()
        }
    }

    /// The key ``metaElements(prefix:excluding:)`` compares: a property and its value.
    public static func key(_ property: String, _ value: String) -> String { property + "\u{0}" + value }

    private static func unique(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty && seen.insert($0).inserted }
    }
}
