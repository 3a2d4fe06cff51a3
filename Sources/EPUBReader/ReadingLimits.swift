import ReadingModel
/// Resource limits applied while reading a book. Every limit can be raised from the CLI.
public struct ReadingLimits: Sendable, Hashable, Codable {
    /// Largest uncompressed size of one zip entry, in bytes.
    public var maxEntrySize: Int = 256 * 1024 * 1024
    /// Largest ratio of uncompressed to compressed size for entries over 1 MiB.
    public var maxCompressionRatio: Int = 400
    /// Most entries an archive may have.
    public var maxEntries: Int = 20_000
    /// Deepest element nesting in a document.
    public var maxDepth: Int = 256
    /// Longest text of a single block, in UTF-8 bytes.
    public var maxBlockLength: Int = 16 * 1024 * 1024
    /// Most characters that entity references may add to one document.
    public var maxEntityExpansion: Int = 1_000_000
    /// Most `itemref`s a spine may list.
    public var maxSpineItems: Int = 10_000
    /// Most bytes of content documents read across the whole spine.
    public var maxSpineBytes: Int = 512 * 1024 * 1024
    /// The language assumed, with a warning, when neither the package (`dc:language`) nor
    /// the content documents (`xml:lang`, `lang`) name a usable BCP 47 language.
    public var defaultLanguage: String = "en"

    public init() {}

    public static let `default` = ReadingLimits()
}
