import ReadingModel

/// Bars and marks over digits and points (ClearSpeak Rules and Preferences, Part 3 "Bar":
/// a bar over a decimal's last digits marks them as repeating; a bar
/// over two capital letters names the segment between those points, "the line segment C
/// prime D prime"), and the other marks geometry writes the same way: a two-headed arrow
/// over two points names the line through them, a one-headed arrow (`→`, TeX's
/// `\overrightarrow`) the ray from the first through the second, an arc (⌒) the arc
/// between them.
extension MathSpeaker {
    /// What a mark over points names, and the words that say it.
    enum GeometricFigure {
        case line, segment, ray, arc

        init?(mark: String) {
            switch mark {
            case "↔", "⟷", "⇹": self = .line
            case "¯", "‾", "―", "_": self = .segment
            case "→", "⟶": self = .ray
            case "⌒", "⏜": self = .arc
            default: return nil
            }
        }
    }

    /// Reads `mover` over two or more points as the figure its mark names: "the line A B",
    /// "the line segment A B", "the ray A B", "arc A B" (the specification's Bar013 writes
    /// the segment with its article; an arc is named without one, as MathCAT's and SRE's
    /// readings do). Each point is a capital letter, perhaps primed or subscripted; the
    /// letters may be one identifier (`<mi>AB</mi>`) or an `mtext`. `false` when `node` is
    /// not such a mark. A bar over points stays a segment under Bar Conjugate, as it was:
    /// points have no complex conjugate.
    mutating func speakGeometricMark(_ node: MathNode) -> Bool {
        guard clearSpeak, node.kind == .mover, node.children.count == 2 else { return false }
        var mark = node.children[1]
        while mark.kind == .mrow, mark.children.count == 1 { mark = mark.children[0] }
        guard mark.kind == .mo || mark.kind == .mi || mark.kind == .mtext,
              let figure = GeometricFigure(mark: mark.text),
              let points = pointNames(node.children[0]) else { return false }
        switch figure {
        case .line:
            say(.the)
            say(.line)
        case .segment:
            say(.the)
            say(.lineSegment)
        case .ray:
            say(.the)
            say(.ray)
        case .arc:
            say(.arc)
        }
        for (index, point) in points.enumerated() {
            // Caps SayCaps pauses between capitals, as the specification writes them
            // ("cap A, cap B").
            if index > 0, options.caps == .sayCaps { pause() }
            speak(point)
        }
        return true
    }

    /// The points a mark stands over: two or more, each a capital letter with or without a
    /// prime or a subscript (A B, C′ D′, P₁ P₂); one identifier or text of capitals is its
    /// letters. Invisible operators between them say nothing. `nil` for anything else (a
    /// bar over z, x̄, over a number).
    func pointNames(_ base: MathNode) -> [MathNode]? {
        switch base.kind {
        case .mi, .mtext:
            let scalars = Array(base.text.unicodeScalars)
            guard scalars.count >= 2, scalars.allSatisfy(Self.isCapitalASCII) else { return nil }
            return scalars.map { MathNode(.mi, text: String($0)) }
        case .mrow:
            let points = base.children.filter { !($0.kind == .mo && $0.text.unicodeScalars.allSatisfy { (0x2061...0x2064).contains($0.value) }) }
            guard points.count >= 2, points.allSatisfy(isMarkedPoint) else { return nil }
            return points
        default:
            return nil
        }
    }

    /// One point: a capital letter, perhaps with a prime or a subscript.
    private func isMarkedPoint(_ node: MathNode) -> Bool {
        switch node.kind {
        case .mi:
            return node.text.onlyScalar.flatMap(Unicode.Scalar.init).map(Self.isCapitalASCII) ?? false
        case .msub:
            return isMarkedPoint(node.children[0]) && node.children[0].kind == .mi
        case .msup:
            return isMarkedPoint(node.children[0]) && node.children[0].kind == .mi && primeWord(node.children[1].text) != nil
        default:
            return false
        }
    }

    /// ClearSpeak Part 3 "Bar": a bar over the last digits of a decimal marks them as
    /// repeating: "the repeating decimal 0 point followed by repeating digits 1 2", each
    /// digit said alone. Reads `0.` `mover(3, ¯)` or `25.12` `mover(632, ¯)`.
    mutating func speakRepeatingDecimal(_ items: [MathNode], at index: Int) -> Int? {
        guard items[index].kind == .mn, items[index].text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) else {
            return nil
        }
        var whole = items[index].text
        var next = index + 1
        if next < items.count, items[next].kind == .mo, items[next].text == ".", !whole.contains(".") {
            whole += "."
            next += 1
        }
        guard whole.contains("."), next < items.count, items[next].kind == .mover,
              let bar = accentName(items[next].children[1]), bar == words.symbol("¯") else { return nil }
        let repeating = items[next].children[0]
        let digits = repeating.kind == .mn ? repeating.text
            : repeating.children.allSatisfy({ $0.kind == .mn }) ? repeating.children.map(\.text).joined() : ""
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        say(.the)
        say("repeating decimal")
        for character in whole { say(character == "." ? words.symbol(".") ?? "point" : String(character)) }
        say(digits.count == 1 ? "followed by repeating digit" : "followed by repeating digits")
        for character in digits { say(String(character)) }
        return next - index + 1
    }
}
