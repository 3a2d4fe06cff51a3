import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// Guidelines §12.1 modifiers, as APH's *BrailleBrain* UEB Advanced unit 8 ("Directly
/// Under/Directly Over") states the rule: the accents "apply to the previous item only. Any
/// exception to the "item" rule requires braille grouping symbols"; arc over `⠨⠸⠱`, arrow
/// `⠘⠱` / `⠠⠘⠱`, bar `⠱` / `⠠⠱`, tilde `⠸⠱` / `⠠⠸⠱`, dot `⠘⠲` / `⠠⠘⠲`, hat `⠐⠱` / `⠠⠐⠱`.
@Suite("UEB Guidelines §12.1: accents over and under an item")
struct MathBrailleUEBAccentTests {
    func ueb(_ markup: String) throws -> String {
        MathRender.braille(try #require(MathMLReader.parse("<math>" + markup + "</math>")).expression, code: .ueb)
    }

    @Test("Guidelines §12.1: an accent over more than one item follows them grouped (arrow, hat, tilde, arc over two letters or a sum)", arguments: [
        ("<mover><mrow><mi>A</mi><mi>B</mi></mrow><mo>→</mo></mover>", "⠣⠠⠠⠁⠃⠜⠘⠱"),
        ("<mover><mi>PQ</mi><mo>→</mo></mover>", "⠣⠠⠠⠏⠟⠜⠘⠱"),
        ("<mover><mrow><mi>x</mi><mo>+</mo><mi>y</mi></mrow><mo>→</mo></mover>", "⠣⠭⠐⠖⠽⠜⠘⠱"),
        ("<mover><mrow><mi>a</mi><mi>b</mi></mrow><mo>^</mo></mover>", "⠣⠁⠃⠜⠐⠱"),
        ("<mover><mrow><mi>m</mi><mi>n</mi></mrow><mo>~</mo></mover>", "⠣⠍⠝⠜⠸⠱"),
        ("<mover><mrow><mi>C</mi><mi>D</mi></mrow><mo>⌢</mo></mover>", "⠣⠠⠠⠉⠙⠜⠨⠸⠱"),
    ])
    func groupedItem(markup: String, expected: String) throws {
        let cells = try ueb(markup)
        #expect(cells.contains(expected), "\(cells)")
    }

    @Test("Guidelines §12.1: an accent over one letter follows it ungrouped; the tilde is ⠸⠱, not a directly-over sign", arguments: [
        ("<mover><mi>v</mi><mo>→</mo></mover>", "⠧⠰⠘⠱"),
        ("<mover><mi>x</mi><mo>~</mo></mover>", "⠭⠸⠱"),
        ("<mi>y\u{303}</mi>", "⠽⠸⠱"),
        ("<mover><mi>k</mi><mo>˜</mo></mover><mo>+</mo><mn>1</mn>", "⠅⠸⠱⠐⠖⠼⠁"),
    ])
    func singleItem(markup: String, expected: String) throws {
        #expect(try ueb(markup) == expected)
    }

    @Test("Guidelines §12.1: marks under an item: tilde ⠠⠸⠱, dot ⠠⠘⠲, hat ⠠⠐⠱, after the item, grouped over more than one", arguments: [
        ("<munder><mi>x</mi><mo>~</mo></munder>", "⠭⠠⠸⠱"),
        ("<munder><mi>y</mi><mo>˙</mo></munder>", "⠽⠠⠘⠲"),
        ("<munder><mi>p</mi><mo>^</mo></munder>", "⠏⠰⠠⠐⠱"),
        ("<munder><mrow><mi>r</mi><mi>s</mi></mrow><mo>~</mo></munder>", "⠣⠗⠎⠜⠠⠸⠱"),
    ])
    func under(markup: String, expected: String) throws {
        let cells = try ueb(markup)
        #expect(cells.contains(expected), "\(cells)")
        #expect(!cells.contains("⠨⠢"), "no directly-under indicator: \(cells)")
    }

    @Test("Guidelines §12.1: a modified capital is its own item, not part of a capitalised word (bar, arrow, tilde)", arguments: [
        ("<mi>A</mi><mover><mi>B</mi><mo>¯</mo></mover><mi>C</mi>", "⠠⠁⠠⠃"),
        ("<mi>P</mi><mover><mi>Q</mi><mo>→</mo></mover>", "⠠⠏⠠⠟"),
        ("<mover><mi>M</mi><mo>~</mo></mover><mi>N</mi>", "⠠⠍⠸⠱⠠⠝"),
    ])
    func ownCapital(markup: String, expected: String) throws {
        let cells = try ueb(markup)
        #expect(cells.contains(expected), "\(cells)")
        #expect(!cells.contains("⠠⠠"), "\(cells)")
    }

    @Test("Guidelines §12.1: a sign of comparison with a tilde over it stays a spaced sign, not a modified item")
    func comparisonKeepsSpacing() throws {
        let cells = try ueb("<mi>a</mi><mover><mo>=</mo><mo>~</mo></mover><mi>b</mi>")
        #expect(cells.contains("⠀⠐⠶") && !cells.contains("⠸⠱"), "\(cells)")
    }
}
