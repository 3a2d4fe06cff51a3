import Foundation
import Testing
import XMLTree
@testable import DAISYExport
@testable import ExportKit
@testable import ReadingModel

/// DAISY 3's SMIL nests in a `seq` the structures the plan makes escapable, and no others
/// (Z39.86-2005, *SMIL Files*, escapable structures), on the structures fixture.
@Suite("DAISY escapable structures")
struct DAISYEscapableTests {
    @Test("Z39.86-2005 SMIL Files, escapable structures: every seq's class names a structure the plan made escapable, and every escapable structure heard is a seq")
    func seqsAreThePlansDecision() throws {
        let (plan, narration) = try TalkingBookTests.planAndNarration("structures.xhtml")
        let files = try DAISYExporter(version: .daisy3).fileset(plan: plan, narration: narration)
        var classes: Set<String> = []
        for file in files where file.name.hasSuffix(".smil") {
            let smil = try XMLParser.parse(file.bytes).root
            classes.formUnion(smil.descendants(named: "seq").compactMap { $0[attribute: "class"] })
        }
        let heard = Set(narration.chapters.flatMap { $0.clips.map(\.sentence.blockID) })
        var decided: Set<String> = []
        func walk(_ nodes: [PlanNode]) -> Bool {
            var holdsHeard = false
            for node in nodes {
                let inner = walk(node.children) || heard.contains(node.id)
                if inner, let escapable = node.role.escapableStructure { decided.insert(DAISY3Writer.smilClass(escapable)) }
                holdsHeard = holdsHeard || inner
            }
            return holdsHeard
        }
        _ = walk(plan.nodes)
        #expect(decided.isSuperset(of: ["table", "tr", "list", "linegroup", "note", "sidebar"]))
        #expect(classes == decided)
    }

    @Test("Z39.86-2005 SMIL Files: each escapable structure has its DTBook element's name, and no two share one")
    func classNames() {
        let names = EscapableStructure.allCases.map(DAISY3Writer.smilClass)
        #expect(names == ["table", "tr", "list", "linegroup", "note", "sidebar"])
        #expect(Set(names).count == names.count)
    }
}
