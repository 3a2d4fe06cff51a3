/// A structure a listener may skip: a player turns it off and does not hear it (DAISY 2.02
/// *Skippable Structures Recommendation*; Z39.86-2005 *SMIL Files*, skippable structures;
/// EPUB 3 Media Overlays §3.5, skippability). The plan decides which nodes are one; every
/// spoken format marks them from that decision, each in its own vocabulary.
public enum SkippableStructure: String, Sendable, Hashable {
    /// A note, placed after its reference or read where the book has it.
    case note
    /// A sidebar: an aside with no note semantics.
    case sidebar
    /// A print page number.
    case page
    /// A producer's note: an image's text (its description or alternative text).
    case prodnote
}

extension PlanRole {
    /// The skippable structure a node of this role opens, when it opens one.
    public var skippableStructure: SkippableStructure? {
        switch self {
        case .placedNote: return .note
        case .note(let kind): return kind == .aside ? .sidebar : .note
        case .pageBreak: return .page
        case .image: return .prodnote
        default: return nil
        }
    }
}
