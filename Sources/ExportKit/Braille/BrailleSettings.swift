/// Settings of the braille exports (BRF, PEF, Unicode braille).
public struct BrailleSettings: Sendable, Hashable {
    public init() {}
}
