import ReadingModel

extension MathRender {
    /// A linear form people can read and programs can parse (`x^2 + 1 = 0`, `(a + b)/2`,
    /// `√(x)`, `x_i`); the grammar is in docs/math.md.
    ///
    /// Interface placeholder: helper "math" replaces this body (issue #25 item 4).
    public static func linearText(_ expression: MathExpression) -> String {
        expression.root.tokenText
    }
}
