/// Settings of the text and Markdown exports.
public struct TextSettings: Sendable, Hashable {
    public init() {}
}
