import MathRender
import ReadingModel

/// A piece of one Nemeth switch in a line of text: an expression, a comma or semicolon
/// between two expressions, or one word between them.
enum NemethPiece: Sendable, Hashable {
    case expression(MathExpression)
    case punctuation(String)
    case word(String)
}

/// Expressions side by side in a line of text share one Nemeth switch, as BANA's *Guidance
/// for Transcription Using the Nemeth Code within UEB Contexts* asks:
/// - "When a comma or semicolon occurs between items that are to be transcribed in Nemeth
///   Code, even if they could logically be regarded as belonging to the sentence
///   structure, the comma or semicolon should be transcribed in Nemeth Code" (§3b): the
///   two expressions and the mark are written as one expression (`x = 1, y = 2` is
///   `⠸⠩⠀⠭⠀⠨⠅⠀⠼⠂⠠⠀⠽⠀⠨⠅⠀⠼⠆⠀⠸⠱`, was two switches and a UEB comma);
/// - a single word between two expressions stays in the switch, after the single-word
///   switch indicator (dots 6-3), in UEB (contracted) up to the next space (the Nemeth
///   Code's example 6.2-1, `±5 means +5 and −5`: `⠬⠤⠢⠀⠠⠄⠍⠂⠝⠎⠀⠬⠢⠀⠠⠄⠯⠀⠤⠼⠢`).
extension BrailleTranslator {
    /// The single-word switch indicator.
    static let singleWordSwitch: Cells = ["⠠", "⠄"]

    /// `runs` with each switched expression joined to the next one when only a comma or
    /// semicolon, one word, or both stand between them (plain text, no typeform).
    func joiningNemethSwitches(_ runs: [BrailleRun]) throws(ExportError) -> [BrailleRun] {
        guard runs.count > 2, runs.contains(where: { $0.nemeth != nil }) else { return runs }
        var result: [BrailleRun] = []
        var index = 0
        while index < runs.count {
            guard var pieces = runs[index].nemeth else {
                result.append(runs[index])
                index += 1
                continue
            }
            var next = index + 1
            while true {
                var end = next
                var between = ""
                while end < runs.count, runs[end].cells == nil, runs[end].level == nil, runs[end].typeform.isEmpty {
                    between += runs[end].text
                    end += 1
                }
                guard end < runs.count, let right = runs[end].nemeth, let link = Self.nemethLink(between) else { break }
                pieces += link + right
                next = end + 1
            }
            if next > index + 1, let cells = try nemethCells(pieces) {
                result.append(BrailleRun(math: cells))
            } else {
                result.append(contentsOf: runs[index..<next])
            }
            index = next
        }
        return result
    }

    /// What stands between two expressions when it lets them share a switch: a comma or
    /// semicolon, one word of letters between spaces, or a mark and then a word; else `nil`.
    static func nemethLink(_ between: String) -> [NemethPiece]? {
        var rest = Substring(between)
        var pieces: [NemethPiece] = []
        let marked = rest.drop { $0 == " " }
        if let mark = marked.first, mark == "," || mark == ";" {
            pieces.append(.punctuation(String(mark)))
            rest = marked.dropFirst()
        }
        guard let space = rest.first, space.isWhitespace, let last = rest.last, last.isWhitespace else { return nil }
        let word = rest.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
        if !word.isEmpty {
            guard word.allSatisfy(\.isLetter) else { return nil }
            pieces.append(.word(String(word)))
        }
        return pieces.isEmpty ? nil : pieces
    }

    /// The cells of one switch holding `pieces`: expressions joined by their marks written
    /// as one expression, each word after the single-word switch indicator; `nil` when an
    /// expression writes nothing.
    func nemethCells(_ pieces: [NemethPiece]) throws(ExportError) -> Cells? {
        var cells = Cells()
        var row: [MathNode] = []
        func writeRow() -> Bool {
            defer { row = [] }
            guard !row.isEmpty else { return true }
            let expression = MathExpression(root: MathNode(.math, children: row), display: false)
            guard let written = BrailleTranscriber.renderedMath(expression, code: .nemeth, book: mathSymbols.cells).cells
            else { return false }
            cells += written
            return true
        }
        for piece in pieces {
            switch piece {
            case .expression(let expression):
                var node = expression.root
                while node.children.count == 1, node.children[0].kind == .mrow { node = node.children[0] }
                row += node.children
            case .punctuation(let mark):
                row.append(MathNode(.mo, text: mark))
            case .word(let word):
                guard writeRow() else { return nil }
                cells += [.blankCell] + Self.singleWordSwitch + (try translate(word)) + [.blankCell]
            }
        }
        guard writeRow() else { return nil }
        return BrailleTranscriber.switched(cells)
    }
}
