import ReadingModel
/// Assembles the lines of a text export: nested prefixes (list markers, quote marks,
/// note labels) and the separation between blocks.
///
/// Every container opens a ``Frame``. A block's first line takes each open frame's
/// `first` prefix that has not been used yet, later lines the `rest` prefix. Between two
/// blocks goes the separator of the innermost frame that already holds output, so the
/// first item of a list is set apart from the paragraph before it as the list itself is.
struct LineWriter {
    enum Separator { case newline, blankLine }

    struct Frame {
        var first: String
        var rest: String
        var separator: Separator
        var firstUsed = false
        var hasOutput = false
    }

    private(set) var text = ""
    private var frames: [Frame]

    init() {
        frames = [Frame(first: "", rest: "", separator: .blankLine, firstUsed: true)]
    }

    var depth: Int { frames.count }

    mutating func open(first: String = "", rest: String? = nil, separator: Separator) {
        frames.append(Frame(first: first, rest: rest ?? first, separator: separator,
                            firstUsed: first.isEmpty && (rest ?? first).isEmpty))
    }

    mutating func close() {
        precondition(frames.count > 1, "the root frame stays open")
        frames.removeLast()
    }

    /// Columns the prefixes take on the next line written, and on the lines after it.
    var prefixWidths: (first: Int, rest: Int) {
        var first = 0, rest = 0
        for frame in frames {
            first += DisplayWidth.of(frame.firstUsed ? frame.rest : frame.first)
            rest += DisplayWidth.of(frame.rest)
        }
        return (first, rest)
    }

    /// Writes one block's lines, separated from the previous block. Empty blocks write nothing.
    ///
    /// `standAlone` blocks (headings) get a blank line before and after whatever the frame's
    /// separator; `prefixed: false` writes them from the first column, outside every frame.
    mutating func write(_ lines: [String], forceBlankLine: Bool = false, standAlone: Bool = false,
                        prefixed: Bool = true) {
        guard !lines.isEmpty else { return }
        if let owner = frames.lastIndex(where: \.hasOutput) {
            if forceBlankLine || standAlone || blankLineNext || frames[owner].separator == .blankLine {
                var prefix = ""
                if prefixed { for frame in frames[...owner] { prefix += frame.rest } }
                appendLine(prefix)
            }
        }
        for line in lines {
            var prefix = ""
            for index in frames.indices {
                if prefixed {
                    prefix += frames[index].firstUsed ? frames[index].rest : frames[index].first
                    frames[index].firstUsed = true
                }
                frames[index].hasOutput = true
            }
            appendLine(prefix + line)
        }
        blankLineNext = standAlone
    }

    private var blankLineNext = false

    /// The finished text: LF line ends, exactly one newline at the end.
    var finished: String {
        var result = text
        while result.hasSuffix("\n\n") { result.removeLast() }
        if result.isEmpty { return "\n" }
        return result
    }

    private mutating func appendLine(_ line: String) {
        var line = Substring(line)
        while let last = line.last, last.isWhitespace { line.removeLast() }
        text += line
        text += "\n"
    }
}
