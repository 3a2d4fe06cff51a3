import BookModel
import ReadingModel

/// Margin-numbered paragraphs (Braille Formats 2011 §15.2.1, read; 2016 keeps the section's
/// rules as the NBA's answers quote them): "a. Follow print for blocked or indented
/// paragraphs. b. The paragraph number is inserted before the beginning of the paragraph.
/// c. Number every paragraph, even if only some paragraphs are numbered in print."
///
/// The reader sets print's number before the paragraph's words wherever print had it
/// (``printedParagraphNumber(_:)``, ``InlineBuilder/paragraphNumber``); this pass supplies
/// the numbers print left out, counting the paragraphs between the numbered ones.
extension ContentConverter {
    /// Numbers the paragraphs print did not number, in each run of paragraphs that print
    /// numbers by counting: among the paragraphs standing side by side in one container
    /// (a heading or a section break ends the run; a list, a quotation or a page break
    /// between them does not, and is not counted), the numbers print gives must each be
    /// the first's plus the paragraphs between them, as when print numbers every fifth.
    /// A run whose printed numbers do not count so (numbered by something else) is left as
    /// print has it; a supplied number is never below 1.
    static func numberEveryParagraph(_ blocks: inout [Block], printed: [String: Int]) {
        for run in paragraphRuns(blocks) { supplyNumbers(&blocks, run: run, printed: printed) }
        for index in blocks.indices where !blocks[index].children.isEmpty {
            numberEveryParagraph(&blocks[index].children, printed: printed)
        }
    }

    /// The indices of the paragraphs with words, in runs a heading or section break ends.
    private static func paragraphRuns(_ blocks: [Block]) -> [[Int]] {
        var runs: [[Int]] = []
        var run: [Int] = []
        for (index, block) in blocks.enumerated() {
            switch block.role {
            case .paragraph where !block.inlines.isEmpty: run.append(index)
            case .heading, .sceneBreak:
                if !run.isEmpty { runs.append(run) }
                run = []
            default: break
            }
        }
        if !run.isEmpty { runs.append(run) }
        return runs
    }

    private static func supplyNumbers(_ blocks: inout [Block], run: [Int], printed: [String: Int]) {
        let numbered = run.enumerated().compactMap { position, index in printed[blocks[index].id].map { (position, $0) } }
        guard let first = numbered.first, numbered.count < run.count else { return }
        let offset = first.1 - first.0
        guard numbered.allSatisfy({ $0.1 - $0.0 == offset }) else { return }
        for (position, index) in run.enumerated() where printed[blocks[index].id] == nil && offset + position >= 1 {
            let number = String(offset + position) + " "
            if case .text(let text, let style)? = blocks[index].inlines.first, style == InlineStyle() {
                blocks[index].inlines[0] = .text(number + text, style)
            } else {
                blocks[index].inlines.insert(.text(number, InlineStyle()), at: 0)
            }
        }
    }
}
