import ReadingModel
/// Inline content: runs, references, images and math as each dialect writes them.
extension TextRenderer {
    /// A block's inline content as one string; `\n` marks a hard line break.
    mutating func inlineText(_ inlines: [Inline]) -> String {
        var result = ""
        var index = 0
        while index < inlines.count {
            if case .text(_, let style) = inlines[index], let link = style.link {
                var end = index
                while end < inlines.count, case .text(_, let next) = inlines[end], next.link == link { end += 1 }
                var text = linkText(Array(inlines[index..<end]), target: link)
                if index > 0, Self.isObject(inlines[index - 1]), let first = text.first, !first.isWhitespace {
                    text = " " + text
                }
                result += text
                index = end
            } else {
                var end = index + 1
                while end < inlines.count {
                    if case .text(_, let style) = inlines[end], style.link != nil { break }
                    end += 1
                }
                result += spans(inlines[index..<end])
                index = end
            }
        }
        return Self.tidy(result)
    }

    /// Runs without links: Markdown merges neighbours of the same emphasis before marking them.
    private mutating func spans(_ inlines: ArraySlice<Inline>) -> String {
        var result = ""
        var index = inlines.startIndex
        while index < inlines.endIndex {
            switch inlines[index] {
            case .text(let text, let style):
                var merged = Self.collapseRuns(text)
                // The loader drops the white space that follows an inline image or math
                // element (`<img/> An`); put the word gap back unless punctuation follows.
                if index > inlines.startIndex, Self.isObject(inlines[index - 1]),
                   let first = merged.first, !first.isWhitespace && !first.isPunctuation {
                    merged = " " + merged
                }
                var end = index + 1
                while end < inlines.endIndex, case .text(let more, let next) = inlines[end],
                      next.emphasis == style.emphasis && next.code == style.code && next.script == style.script {
                    merged += Self.collapseRuns(more)
                    end += 1
                }
                result += dialect == .markdown ? Self.markdownRun(merged, style: style)
                    : style.script.map { Self.plainScript(merged, $0) } ?? merged
                index = end
                continue
            case .lineBreak:
                result += "\n"
            case .noteReference(let reference):
                result += noteReferenceText(reference)
            case .image(let image):
                result += imageText(image)
            case .math(let math):
                result += mathText(math)
            case .pageBreak(let page):
                pageBroke(page.label)
            case .lineNumber:
                // Print's margin, not the text.
                break
            }
            index += 1
        }
        return result
    }

    private static func isObject(_ inline: Inline) -> Bool {
        switch inline {
        case .image(let image): return !image.decorative
        case .math: return true
        default: return false
        }
    }

    private mutating func linkText(_ runs: [Inline], target: LinkTarget) -> String {
        let text = spans(runs[...])
        guard case .external(let url) = target, linkPlacement != .none else { return text }
        let visible = Self.tidy(text)
        // White space at the ends of the link text separates words: keep it outside the brackets.
        let outer = (leading: text.first?.isWhitespace == true ? " " : "",
                     trailing: text.last?.isWhitespace == true ? " " : "")
        switch (dialect, linkPlacement) {
        case (.plain, .inline):
            if visible == url || "mailto:" + visible == url { return text }
            return outer.leading + visible + " (" + url + ")" + outer.trailing
        case (.plain, _):
            return outer.leading + visible + " [link \(linkForEnd(url))]" + outer.trailing
        case (.markdown, .inline):
            return outer.leading + "[" + visible + "](" + Self.markdownDestination(url) + ")" + outer.trailing
        case (.markdown, _):
            return outer.leading + "[" + visible + "][\(linkForEnd(url))]" + outer.trailing
        }
    }

    /// The plan's mark for a placed note (Markdown: its number, a footnote label being unique);
    /// the book's label for a reference to nothing placed.
    private func noteReferenceText(_ reference: NoteReference) -> String {
        if let number = reference.number {
            return dialect == .markdown ? "[^\(number)]" : "[\(reference.mark ?? String(number))]"
        }
        let label = Self.collapseRuns(reference.label)
        return label.isEmpty ? "" : escaped("[" + label + "]")
    }

    /// `[Image: text]` in text, `![text](href)` in Markdown, with the text the plan gives
    /// the image; decorative images are not in the plan.
    func imageText(_ image: ImageInfo) -> String {
        if image.decorative { return "" }
        let alt = Self.collapseRuns(image.text ?? "").trimmingWhitespace()
        switch dialect {
        case .plain:
            return alt.isEmpty ? "[" + labels.image + "]" : "[" + labels.image + ": " + alt + "]"
        case .markdown:
            return "![" + escaped(alt) + "](" + Self.markdownDestination(image.source) + ")"
        }
    }

    /// Text with Markdown's special characters escaped; plain text unchanged.
    func escaped(_ text: String) -> String {
        dialect == .markdown ? Self.escapeMarkdown(text) : text
    }

    // MARK: - Whitespace

    /// Every run of white space (other than no-break spaces) as one space; ends kept.
    /// Control characters are dropped.
    static func collapseRuns(_ text: String) -> String {
        WhiteSpace.collapse(text, keepLineBreaks: false, trimAroundLineBreaks: false)
    }

    /// Collapses white space across runs and trims it around hard line breaks (`\n`).
    static func tidy(_ text: String) -> String {
        WhiteSpace.collapse(text, keepLineBreaks: true, trimAroundLineBreaks: true)
    }

    func collapse(_ text: String) -> String {
        Self.collapseRuns(text).trimmingWhitespace()
    }

    /// Lines of preformatted text: LF line ends, trailing white space removed.
    static func verbatimLines(_ text: String) -> [String] {
        var lines: [String] = []
        var line = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                lines.append(String(line))
                line = String.UnicodeScalarView()
            } else if scalar != "\r" {
                line.append(scalar)
            }
        }
        lines.append(String(line))
        return lines.map { line in
            var line = Substring(line)
            while let last = line.last, last.isWhitespace { line.removeLast() }
            return String(line)
        }
    }

    // MARK: - Markdown

    /// Backslash-escapes the characters CommonMark (and pandoc's `commonmark_x` extensions:
    /// math, sub- and superscript, attributes) could read as markup.
    static func escapeMarkdown(_ text: String) -> String {
        // Every character escaped is ASCII, so bytes will do.
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 8)
        for (index, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
                 UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: "$"), UInt8(ascii: "~"), UInt8(ascii: "^"),
                 UInt8(ascii: "{"), UInt8(ascii: "}"):
                result.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "&") where index + 1 < bytes.count:
                let next = bytes[index + 1]
                if next == UInt8(ascii: "#") || (next | 0x20) >= UInt8(ascii: "a") && (next | 0x20) <= UInt8(ascii: "z") {
                    result.append(UInt8(ascii: "\\"))
                }
            default:
                break
            }
            result.append(byte)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Escapes what would start a block at the beginning of a line: `#`, `>`, `-`, `+`,
    /// `=`, `|` and an ordered-list number such as `1852.`.
    static func escapeLineStart(_ line: String) -> String {
        guard let first = line.first else { return line }
        if "#>-+=|".contains(first) { return "\\" + line }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 9 {
            let rest = line.dropFirst(digits.count)
            if let mark = rest.first, mark == "." || mark == ")" {
                let after = rest.dropFirst()
                if after.isEmpty || after.first == " " { return String(digits) + "\\" + rest }
            }
        }
        return line
    }

    /// Wrapping must not start a line with a token that would begin a block.
    static func markdownCanStartLine(_ token: Substring) -> Bool {
        guard let first = token.first else { return true }
        if "#>-+=|".contains(first) { return false }
        let digits = token.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty && digits.count < token.count {
            let mark = token[token.index(token.startIndex, offsetBy: digits.count)]
            if mark == "." || mark == ")" { return false }
        }
        return true
    }

    /// A link destination: characters that would end it are percent-encoded.
    static func markdownDestination(_ url: String) -> String {
        var result = ""
        for character in url {
            switch character {
            case " ": result += "%20"
            case "(": result += "%28"
            case ")": result += "%29"
            case "<": result += "%3C"
            case ">": result += "%3E"
            default: result.append(character)
            }
        }
        return result
    }

    /// One run with its emphasis or code marks; white space stays outside the marks so
    /// that they open and close.
    static func markdownRun(_ text: String, style: InlineStyle) -> String {
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return text }
        // No-break spaces count as white space here too: they stay outside the marks.
        let leading = String(scalars[..<start])
        let core = String(scalars[start...last])
        let trailing = String(scalars[scalars.index(after: last)...])
        if style.code {
            var longest = 0, run = 0
            for character in core {
                run = character == "`" ? run + 1 : 0
                longest = max(longest, run)
            }
            let fence = String(repeating: "`", count: longest + 1)
            let pad = core.hasPrefix("`") || core.hasSuffix("`") ? " " : ""
            return leading + fence + pad + core + pad + fence + trailing
        }
        let italic = style.emphasis.contains(.italic), bold = style.emphasis.contains(.bold)
        let mark = bold && italic ? "***" : bold ? "**" : italic ? "*" : ""
        // Crossed-out type as GitHub Flavored Markdown's strikethrough (pandoc's too).
        let struck = style.emphasis.contains(.strikethrough) ? "~~" : ""
        var body = escapeMarkdown(core)
        if let script = style.script {
            // pandoc's `superscript` and `subscript` extensions (on in `commonmark_x`, which
            // reads spaces inside them as they are): `^2^`, `~2~`.
            let level = script == .superscript ? "^" : "~"
            body = level + body + level
        }
        return leading + struck + mark + body + mark + struck + trailing
    }

    /// A raised or lowered run in plain text, as pandoc's plain writer gives it: in
    /// Unicode's superscript or subscript characters when it is only digits and `+ - = ( )`
    /// (`mc²`, `H₂O`), else marked `^(n+1)` or `_(ab)`, so the level is never lost and the
    /// run never reads as part of the word before it. White space stays outside the marks.
    static func plainScript(_ text: String, _ script: ScriptPosition) -> String {
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return text }
        let core = scalars[start...last]
        var mapped = String.UnicodeScalarView()
        for scalar in core {
            guard let form = script.form(of: scalar) else {
                mapped = String.UnicodeScalarView(core)
                let mark = script == .superscript ? "^(" : "_("
                return String(scalars[..<start]) + mark + String(mapped) + ")" + String(scalars[scalars.index(after: last)...])
            }
            mapped.append(form)
        }
        return String(scalars[..<start]) + String(mapped) + String(scalars[scalars.index(after: last)...])
    }

}
