import MathRender
import ReadingModel

extension TextRenderer {
    /// An expression as text. Plain text writes the linear form (docs/math.md); Markdown
    /// writes the book's TeX when a `semantics` annotation gives it, else the linear form,
    /// inside `$…$` (`$$…$$` for display math), as pandoc's `tex_math_dollars` reads it.
    /// With no readable MathML, the alt text stands in, as it always did.
    func mathText(_ math: MathInfo) -> String {
        let linear = math.expression.map { linearMath.value(for: $0) ?? MathRender.linearText($0) } ?? ""
        if dialect == .markdown, let expression = math.expression {
            let body = expression.tex.map { collapse($0) } ?? linear
            if !body.isEmpty {
                let delimiter = expression.display ? "$$" : "$"
                // A `$` inside would close the math early; TeX writes a dollar sign `\$`.
                return delimiter + Self.escapingDollars(body) + delimiter
            }
        }
        return linear.isEmpty ? escaped(collapse(math.spokenText)) : escaped(linear)
    }

    private static func escapingDollars(_ text: String) -> String {
        guard text.contains("$") else { return text }
        var result = ""
        var previous: Character = " "
        for character in text {
            if character == "$" && previous != "\\" { result += "\\" }
            result.append(character)
            previous = character
        }
        return result
    }
}
