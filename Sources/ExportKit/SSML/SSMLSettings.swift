/// Settings of the SSML export.
public struct SSMLSettings: Sendable, Hashable {
    public init() {}
}
