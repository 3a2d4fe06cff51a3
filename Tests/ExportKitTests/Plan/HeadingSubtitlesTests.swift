import Foundation
import Testing
@testable import ExportKit
@testable import BookModel
@testable import ReadingModel

/// The plan's decision of which heading each subtitle belongs to, checked against the
/// rules' own words (docs/reading.md, "Subtitles"), not against what braille writes.
@Suite("Plan: subtitles")
struct HeadingSubtitlesTests {
    static func node(_ role: PlanRole, _ id: String, traits: BlockTraits = [], _ children: [PlanNode] = []) -> PlanNode {
        PlanNode(role: role, id: id, children: children, document: 0, language: "en", traits: traits, labels: .english)
    }

    static func subtitle(_ id: String) -> PlanNode { node(.paragraph, id, traits: .subtitle) }

    @Test("BANA Braille Formats §4.2, §4.4: subtitles straight after a heading belong to it, in order; so do those after a heading the tool adds")
    func subtitlesAfterHeading() {
        let nodes = [Self.node(.heading(level: 1), "h"), Self.subtitle("s1"), Self.subtitle("s2"), Self.node(.paragraph, "p"),
                     Self.node(.addedHeading(level: 1), "a"), Self.subtitle("s3")]
        let subtitles = ReadingPlan.subtitles(in: nodes)
        #expect(subtitles.mapValues { $0.map(\.id) } == ["h": ["s1", "s2"], "a": ["s3"]])
    }

    @Test("BANA Braille Formats §4.2: a subtitle after other text, or with no heading before it among its siblings, is a paragraph where it stands")
    func subtitleElsewhere() {
        let nodes = [Self.subtitle("s0"), Self.node(.heading(level: 2), "h"), Self.node(.paragraph, "p"), Self.subtitle("s1"),
                     Self.node(.blockquote, "q", [Self.subtitle("s2")])]
        #expect(ReadingPlan.subtitles(in: nodes).isEmpty)
    }

    @Test("HTML §4.3.7 hgroup: a heading and its subtitles grouped inside a section are found there; a subtitle holding blocks is not moved and ends the run")
    func nestedAndBlocks() {
        let section = Self.node(.blockquote, "sec", [Self.node(.heading(level: 3), "h"), Self.subtitle("s1")])
        let boxed = PlanNode(role: .paragraph, id: "s2", children: [Self.node(.paragraph, "inner")], document: 0, language: "en",
                             traits: .subtitle, labels: .english)
        let nodes = [section, Self.node(.heading(level: 2), "h2"), boxed, Self.subtitle("s3")]
        #expect(ReadingPlan.subtitles(in: nodes).mapValues { $0.map(\.id) } == ["h": ["s1"]])
    }

    @Test("HTML §4.3.7 hgroup: the planner records the decision, so every format reads the same placement")
    func plannerRecords() throws {
        let xhtml = #"""
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head><body>
            <hgroup><h1 id="h">Grouped title</h1><p id="sub">A subtitle</p></hgroup>
            <p id="p">Text.</p><p id="late" class="subtitle">Not after a heading</p>
            </body></html>
            """#
        let book = try BookLoader().loadDocument(Array(xhtml.utf8), name: "subtitles.xhtml")
        let plan = ReadingPlan(book: book)
        let placed = plan.subtitles.mapValues { $0.map(\.plainText) }
        #expect(placed.count == 1)
        #expect(placed.values.first == ["A subtitle"])
        let heading = try #require(plan.nodes.first { $0.role.headingLevel != nil })
        #expect(plan.subtitles[heading.id]?.map(\.plainText) == ["A subtitle"])
    }
}
