import Foundation
import Testing
@testable import ExportKit
@testable import JSONExport
@testable import BookModel
@testable import ReadingModel
@testable import EPUBReader

/// Inputs kept from fuzzing (Tests/ExportKitTests/Fixtures/fuzz/TARGET-name), replayed
/// through the same entry points as the fuzz targets in Fuzz/.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let inputs: [String] = {
        let folder = TestPaths.fixtures.appendingPathComponent("fuzz").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }()

    @Test("every kept input is read without crashing", arguments: inputs)
    func replay(_ name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("fuzz/" + name)))
        switch name.prefix(while: { $0 != "-" }) {
        case "FuzzPackageDocument":
            _ = try? DocumentReader.readPackageDocument(bytes)
        case "FuzzNavigation":
            _ = try? DocumentReader.readNavigation(bytes)
        case "FuzzContentDocument":
            if let book = try? BookLoader().loadDocument(bytes, name: "fuzz.xhtml") {
                _ = JSONExporter().value(of: book).serialized()
                _ = BookSummary(book).text
            }
        default:
            Issue.record("\(name) does not start with a fuzz target's name")
        }
    }

    @Test("the edge values stay sane")
    func edgeValues() throws {
        let bytes = [UInt8](try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("fuzz/FuzzContentDocument-edge-values")))
        let book = try BookLoader().loadDocument(bytes, name: "edge.html")
        #expect(book.headings.map(\.role) == [.heading(level: 1)])
    }
}
