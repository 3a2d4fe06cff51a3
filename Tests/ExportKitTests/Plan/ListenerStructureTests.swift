import Foundation
import Testing
@testable import ExportKit
@testable import BookModel
@testable import ReadingModel

/// The plan's decision about structures a listener skips or escapes, checked against the
/// rules' own words (docs/reading.md, "Skippable and escapable structures"), not against
/// what a format writes.
@Suite("Plan: skippable and escapable structures")
struct ListenerStructureTests {
    static func node(_ role: PlanRole, _ id: String = "x", traits: BlockTraits = [], _ children: [PlanNode] = []) -> PlanNode {
        PlanNode(role: role, id: id, children: children, document: 0, language: "en", traits: traits, labels: .english)
    }

    static let image = ImageInfo(source: "a.png", alt: "A tide chart")

    /// Every role a plan node can have, each once (every note kind).
    static let roles: [PlanRole] = [
        .heading(level: 1), .paragraph, .list(ordered: true), .list(ordered: false), .listItem(marker: .bullet),
        .listItem(marker: .ordinal(3)), .blockquote, .preformatted(code: true), .table(TableGrid(rows: [], headerRows: 0, columnCount: 0)),
        .tableRow, .tableCell(header: true, columnHeader: nil), .tableCell(header: false, columnHeader: "High"), .figure, .caption,
        .image(image), .pageBreak(PageBreak(label: "12", anchor: nil)), .sceneBreak, .definitionList,
        .definitionTerm, .definitionDescription, .lineGroup, .addedHeading(level: 1), .sectionEnd,
    ] + NoteKind.allCases.map { PlanRole.note($0) } + NoteKind.allCases.map { PlanRole.placedNote(number: 1, mark: "1", kind: $0) }

    @Test("Z39.86-2005 SMIL Files, escapable structures: a table, a row, a list, a line group, a note and a sidebar are escapable; a cell, an item, an image's text, a page number and running text are not")
    func escapableRoles() {
        for role in Self.roles {
            let expected: EscapableStructure?
            switch role {
            case .table: expected = .table
            case .tableRow: expected = .tableRow
            case .list: expected = .list
            case .lineGroup: expected = .lineGroup
            case .note(.aside): expected = .sidebar
            case .note, .placedNote: expected = .note
            default: expected = nil
            }
            #expect(role.escapableStructure == expected, "\(role)")
        }
    }

    @Test("Z39.86-2005 SMIL Files: a note and a sidebar are both skippable and escapable; a table, a row, a list and a line group only escapable; a page number and an image's text only skippable")
    func skippableAndEscapable() {
        for role in Self.roles {
            switch (role.skippableStructure, role.escapableStructure) {
            case (.note?, let escapable):
                #expect(escapable == .note, "\(role)")
            case (.sidebar?, let escapable):
                #expect(escapable == .sidebar, "\(role)")
            case (.page?, let escapable), (.prodnote?, let escapable):
                #expect(escapable == nil, "\(role)")
            case (nil, let escapable?):
                #expect([.table, .tableRow, .list, .lineGroup].contains(escapable), "\(role)")
            case (nil, nil):
                break
            }
        }
        // A placed note keeps its kind; an aside placed after its reference is still a note.
        #expect(PlanRole.placedNote(number: 1, mark: "*", kind: .aside).escapableStructure == .note)
    }
}
