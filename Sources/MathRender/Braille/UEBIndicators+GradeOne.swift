/// The choice between grade 1 symbol, word and passage indicators for a whole expression.
///
/// UEB Rulebook §5 (the NIU *UEB Rulebook* glossary): a passage "is three or more
/// symbols-sequences", and the grade 1 passage indicator sets grade 1 mode until the grade 1
/// terminator `⠰⠄`; APH's *UEB Math* lesson 4.0: "Grade 1 word and passage indicators are
/// used to set an entire mathematical expression in grade 1 mode. The use of grade 1 word and
/// passage indicators is often preferred over the use of multiple grade 1 symbol indicators
/// within an expression." BANA's *Guidance for Transcription Using the UEB Technical
/// Material* (2019) says when: "unless a math expression can be correctly represented with
/// only a grade 1 symbol indicator in the first three cells or before a single letter
/// standing alone anywhere in the expression, begin the expression with a grade 1 word
/// indicator (or a passage indicator …)".
extension UEBIndicators {
    /// Whether the expression is a grade 1 passage `⠰⠰⠰ … ⠰⠄`: two or more of its
    /// symbols-sequences need grade 1 mode, and the symbol indicators they would take are
    /// more than the Guidance allows. It allows one symbol indicator in the first three cells
    /// of the expression and one more before a single letter standing alone (`⠭⠰⠔⠼⠃⠐⠖⠽⠔⠼⠃
    /// ⠐⠶ ⠰⠠⠉`, `⠰⠽ ⠸⠐⠶ ⠰⠭`); an expression whose only symbol indicator falls past its
    /// first three cells keeps it there when it is in the first three cells of its own
    /// sequence (`3x−4y+y² = x²`, Guidelines §1.7). Two letters standing alone past the
    /// first three cells (`∀y ∈ Y ∃x ∈ X`, Guidelines §11.5.5), or a letter standing alone
    /// and a sign (`x+y = z = t²`, §1.7), or any sequence needing a word indicator beside
    /// another needing grade 1, make a passage.
    ///
    /// A unit of measure after a quantity is judged apart, as BANA's own examples of units
    /// write it (`6 m s⁻¹` `⠼⠋⠀⠰⠍⠀⠰⠰⠎⠔⠣⠐⠤⠼⠁⠜`, `25 km²` `⠼⠃⠑⠀⠅⠍⠰⠔⠼⠃`): each
    /// symbols-sequence beginning with a unit is an expression of its own for this choice.
    func gradeOnePassage(_ sequences: [Sequence]) -> Bool {
        let units = sequences.filter { beginsWithUnit($0) }
        let rest = sequences.filter { !beginsWithUnit($0) }
        return ([rest] + units.map { [$0] }).contains { needsPassage($0) }
    }

    private func beginsWithUnit(_ sequence: Sequence) -> Bool {
        guard let first = sequence.range.first(where: { !pieces[$0].punctuation }) else { return false }
        return pieces[first].unit
    }

    /// The choice for one expression, its symbols-sequences in order.
    private func needsPassage(_ expression: [Sequence]) -> Bool {
        let needing = expression.filter { $0.mode != .none }
        guard needing.count >= 2, let start = expression.first?.range.lowerBound else { return false }
        if needing.contains(where: { $0.mode == .word }) { return true }
        // Each needing sequence now holds one symbol needing grade 1 mode.
        let later = needing.filter { cellsBefore($0.needs[0], from: start) >= 3 }
        // With two or more needing sequences, one of them is in the first three cells when
        // only one is later; that later one must stand alone as a single letter.
        switch later.count {
        case 0: return false
        case 1: return !isLetterStandingAlone(later[0])
        default: return true
        }
    }

    /// Whether the one symbol needing grade 1 in the sequence is a single letter standing
    /// alone in it.
    private func isLetterStandingAlone(_ sequence: Sequence) -> Bool {
        let content = sequence.range.filter { !pieces[$0].punctuation }
        return content == sequence.needs && pieces[sequence.needs[0]].role == .letter
    }
}
