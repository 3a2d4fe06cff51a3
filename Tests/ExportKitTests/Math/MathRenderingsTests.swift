import Synchronization
import Testing
@testable import ExportKit

/// Math rendered ahead of a renderer's walk, on two threads (``MathRenderings``).
@Suite("Math rendered ahead")
struct MathRenderingsTests {
    static func plan() throws -> ReadingPlan {
        ReadingPlan(book: try BookLoader().load(path: TestPaths.fixture("math/math.xhtml")))
    }

    @Test("every expression of the plan, in text and as a block, is rendered once and found with its own rendering")
    func rendersEachOnce() throws {
        let plan = try Self.plan()
        let expressions = MathRenderings<String>.expressions(in: plan).map(\.expression)
        // Three in paragraphs, one display formula that is a block of its own.
        #expect(expressions.count == 4)
        #expect(expressions.contains { $0.display })
        let calls = Mutex(0)
        let renderings = MathRenderings(plan) { expression, _ in
            calls.withLock { $0 += 1 }
            return MathRender.linearText(expression)
        }
        #expect(renderings.count == 4)
        #expect(calls.withLock { $0 } == 4)
        for expression in expressions {
            #expect(renderings.value(for: expression) == MathRender.linearText(expression))
        }
    }

    @Test("each expression is rendered with the node it stands in (SSML speaks it in that node's language)")
    func withItsNode() throws {
        let plan = try Self.plan()
        let renderings = MathRenderings(plan) { _, node in node.id }
        let found = MathRenderings<String>.expressions(in: plan)
        #expect(found.map { renderings.value(for: $0.expression) } == found.map(\.node.id))
        // The inline x² + 1 = 0 stands in the paragraph "inline".
        #expect(found.first?.node.id.hasSuffix("#inline") == true)
    }

    @Test("an expression that was not rendered ahead is not found, even one written the same")
    func othersNotFound() throws {
        let renderings = MathRenderings(try Self.plan()) { expression, _ in MathRender.linearText(expression) }
        let again = try #require(MathMLReader.parse("<math><msqrt><msub><mi>x</mi><mi>i</mi></msub></msqrt></math>"))
        #expect(renderings.value(for: again.expression) == nil)
        let other = try #require(MathMLReader.parse("<math><mi>y</mi></math>"))
        #expect(renderings.value(for: other.expression) == nil)
    }
}
