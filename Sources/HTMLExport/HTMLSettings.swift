import ReadingModel
/// Settings of the reader page (`--to html`).
public struct HTMLSettings: Sendable, Hashable, Codable {
    /// Whether the page reads note bodies aloud at first (the reader can change it).
    public var readNotes = true
    /// The most image bytes the page embeds (see ``BookImages/Limits``); images past the
    /// limits are left out and their alt text shown.
    public var images = BookImages.Limits()
    /// A font the page embeds for its dyslexia-friendly setting (`--reader-font`); without
    /// one the setting uses such a font when the reader's device has one installed.
    public var readerFont: ReaderFont?

    public init() {}
}
