/// The border a style sheet draws around a box with braille cells: a CSS border image
/// (CSS Backgrounds 3 §6) whose eight outer slices are braille cells, as the eBraille
/// styling best practices make them (§2.9.1 "Border images": the image is named after
/// its eight cells, clockwise from the top-left corner), and the sides the box's
/// `border-width` draws (a width above zero: a line above or below, a cell at the left or
/// right); and the lines of braille the style sheet generates at the box's start and end
/// (`::before`/`::after` `content`, best practices §2.9.2 "Line of characters").
public struct BoxBorder: Sendable, Hashable {
    /// Top-left corner, top, top-right corner, right, bottom-right corner, bottom,
    /// bottom-left corner, left: eight braille cells (U+2800 to U+28FF); empty when the
    /// box has no border image.
    public var cells: [Unicode.Scalar]
    public var top: Bool
    public var right: Bool
    public var bottom: Bool
    public var left: Bool
    /// The braille line generated before the box's content (`::before`) and after it
    /// (`::after`), blanks as U+2800; `nil` when none.
    public var before: [Unicode.Scalar]?
    public var after: [Unicode.Scalar]?
    /// Whether the generated line is set at the end of the row (`justify-content:
    /// flex-end`): cut at its start when longer than the row, not at its end.
    public var beforeAtEnd = false
    public var afterAtEnd = false

    /// A border from a border image's eight cells; `nil` when they are not eight braille cells.
    public init?(cells: [Unicode.Scalar], top: Bool, right: Bool, bottom: Bool, left: Bool) {
        guard cells.count == 8, cells.allSatisfy({ (0x2800...0x28FF).contains($0.value) }) else { return nil }
        self.cells = cells
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// A box with generated lines only.
    public init(before: [Unicode.Scalar]?, after: [Unicode.Scalar]?) {
        cells = []
        top = false
        right = false
        bottom = false
        left = false
        self.before = before
        self.after = after
    }

    public var topLeft: Unicode.Scalar { cells[0] }
    public var topLine: Unicode.Scalar { cells[1] }
    public var topRight: Unicode.Scalar { cells[2] }
    public var rightSide: Unicode.Scalar { cells[3] }
    public var bottomRight: Unicode.Scalar { cells[4] }
    public var bottomLine: Unicode.Scalar { cells[5] }
    public var bottomLeft: Unicode.Scalar { cells[6] }
    public var leftSide: Unicode.Scalar { cells[7] }
}
