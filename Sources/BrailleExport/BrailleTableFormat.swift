/// How the braille exports lay out a table (BANA *Braille Formats* 2016 §11; docs/braille.md).
public enum BrailleTableFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// In columns, as print has it, when every column fits the line (each row on one line,
    /// two blank cells between columns, guide dots of dot 5 across wide gaps); otherwise
    /// listed when the table has column headings to repeat, linear when it has none. A
    /// table not in columns is introduced by a transcriber's note naming its format.
    case auto
    /// Each row from cell 1, every entry on a line of its own from cell 3 after its
    /// column heading and a colon, runovers in cell 5.
    case listed
    /// Each row one paragraph (1-3): the first entry, a colon, the others separated by
    /// semicolons; the column headings first, in the same form.
    case linear
    /// Each row's entries on lines of their own, column by column two cells further in;
    /// the column headings first, in the same steps, over a line of dots 2-5.
    case stairstep
}
