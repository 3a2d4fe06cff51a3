/// The border a style sheet draws around a box with braille cells: a CSS border image
/// (CSS Backgrounds 3 §6) whose eight outer slices are braille cells, as the eBraille
/// styling best practices make them (§2.9.1 "Border images": the image is named after
/// its eight cells, clockwise from the top-left corner), and the sides the box's
/// `border-width` draws (a width above zero: a line above or below, a cell at the left or
/// right).
public struct BoxBorder: Sendable, Hashable {
    /// Top-left corner, top, top-right corner, right, bottom-right corner, bottom,
    /// bottom-left corner, left: eight braille cells (U+2800 to U+28FF).
    public var cells: [Unicode.Scalar]
    public var top: Bool
    public var right: Bool
    public var bottom: Bool
    public var left: Bool

    public init?(cells: [Unicode.Scalar], top: Bool, right: Bool, bottom: Bool, left: Bool) {
        guard cells.count == 8, cells.allSatisfy({ (0x2800...0x28FF).contains($0.value) }) else { return nil }
        self.cells = cells
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
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
