import Testing
@testable import EPUBReader
@testable import MathRender
@testable import ReadingModel

/// UEB Rulebook §3.22 (ueb15's enclosures) where it stops: a shape with nothing inside.
@Suite("UEB §3.22 enclosures: an empty shape")
struct MathBrailleUEBEnclosureScopeTests {
    @Test("Rulebook §3.22: a box around a blank, a phantom or a no-break space (an answer blank) is the shape alone, no interior indicator, no empty group, no grade 1 passage", arguments: [
        "<menclose notation=\"box\"><mspace width=\"1em\"/></menclose><mo>+</mo><mn>3</mn><mo>=</mo><mn>5</mn>",
        "<menclose notation=\"box\"><mphantom><mn>0</mn></mphantom></menclose>",
        "<menclose notation=\"box\"><mtext>\u{A0}</mtext></menclose>",
    ])
    func emptyShape(markup: String) throws {
        let cells = MathRender.braille(try #require(MathMLReader.parse("<math>" + markup + "</math>")).expression, code: .ueb)
        #expect(cells.contains("⠫⠼⠙"), "\(cells)")
        #expect(!cells.contains("⠪") && !cells.contains("⠣⠜") && !cells.contains("⠰⠰⠰"), "\(cells)")
    }
}
