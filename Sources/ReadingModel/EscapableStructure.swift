/// A structure a listener may escape: leave it in the middle and go on with what follows it
/// (Z39.86-2005 *SMIL Files*, escapable structures: the `par`s of a table, a list, a note ...
/// are nested in a `seq` a player can end early; EPUB Media Overlays 3.2 "Escapability": a
/// `seq` a reading system can leave). The plan decides which nodes open one; every spoken
/// format that nests them reads that decision, each in its own vocabulary (DAISY 3 the
/// `class` named after the DTBook element, the narrated EPUB an `epub:type`).
///
/// A note or a sidebar is skippable (``SkippableStructure``) as well as escapable: a
/// listener may turn it off, or leave it once in it. A table cell, a list item and an
/// image's text are single elements, whose parts a listener has nothing to escape to.
public enum EscapableStructure: String, Sendable, Hashable, CaseIterable {
    /// A table read row by row.
    case table
    /// A row of a table.
    case tableRow
    /// A list, ordered or not.
    case list
    /// Lines kept as lines (a poem, a stanza, an address).
    case lineGroup
    /// A note, placed after its reference or read where the book has it.
    case note
    /// A sidebar: an aside with no note semantics.
    case sidebar
}

extension PlanRole {
    /// The escapable structure a node of this role opens, when it opens one.
    public var escapableStructure: EscapableStructure? {
        switch self {
        case .table: return .table
        case .tableRow: return .tableRow
        case .list: return .list
        case .lineGroup: return .lineGroup
        case .placedNote: return .note
        case .note(let kind): return kind == .aside ? .sidebar : .note
        default: return nil
        }
    }
}
