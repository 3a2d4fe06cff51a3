/// Why markup (XML, HTML, a PLS lexicon, MathML) could not be used; the parser's own
/// report is kept as it came. The line, when known, is the enclosing error's.
public enum MarkupFailure: Sendable, Equatable, Codable {
    /// The parser's message.
    case parser(String)
    /// Elements nested deeper than this limit.
    case tooDeep(limit: Int)
    /// Entity expansion over this many characters (an entity bomb).
    case entityExpansion(limit: Int)
    /// No root element.
    case noRoot
    /// No content at all (an empty document).
    case empty
    /// NUL bytes: binary data, neither XML nor HTML.
    case binary
    /// Text that is neither XML nor HTML.
    case notMarkup
    /// Not the document wanted: its root should be `expected` (a PLS `lexicon`, a MathML
    /// `math`); `found` is the root it has, nil when it is not even well-formed.
    case wrongRoot(expected: String, found: String?)
}
