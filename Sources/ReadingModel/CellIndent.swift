/// The cells a style sheet written for braille starts a paragraph's lines in: its first
/// line at its `margin-left` plus its `text-indent`, its runovers at its `margin-left`
/// (and the margins of the blocks around it), each in `ch`, one cell (eBraille styling
/// best practices, examples 1 and 6: `h2 { margin-left: 4ch }` a cell-5 line,
/// `li { margin-left: 2ch; text-indent: -2ch }` a hanging 1-3). 0-based cells.
public struct CellIndent: Sendable, Hashable {
    public var first: Int
    public var runover: Int
    public init(first: Int, runover: Int) {
        self.first = first
        self.runover = runover
    }
}
