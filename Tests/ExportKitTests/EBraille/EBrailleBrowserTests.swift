import Foundation
import Testing
@testable import ExportKit

/// The eBraille file set unzipped and opened in headless Chromium from `index.html`, by
/// `Tests/Browser/ebraille.py` (the reader page's driver and axe-core beside it).
@Suite("eBraille in headless Chromium", .serialized,
       .enabled(if: Browser.available, "chromium and chromium-driver are not installed (scripts/install-deps.sh test installs them)"))
struct EBrailleBrowserTests {
    static let driver = TestPaths.root.appendingPathComponent("Tests/Browser/ebraille.py").path

    static func check(_ set: EBrailleFileSet, axeDocuments: Int = 0) throws -> BoundedResult {
        let directory = try Browser.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try set.unzip(into: directory)
        guard FileManager.default.isExecutableFile(atPath: Browser.python) else {
            Issue.record("no \(Browser.python): run scripts/install-deps.sh test (it installs selenium and selenium-axe-python there)")
            return BoundedResult(status: -1, stdout: Data(), stderr: Data(), timedOut: false)
        }
        return try runBounded(Browser.python, [driver, directory.path, "--axe-documents", String(axeDocuments)], timeout: 900)
    }

    @Test("the fixture: every navigation link lands on its target, the style sheet applies, no axe violation on the entry page or any content document")
    func fixture() throws {
        let result = try Self.check(try EBrailleTest.fileSet(try EBrailleTest.harbour()))
        #expect(result.status == 0, "\(Browser.report(result))")
    }

    @Test("a corpus book with notes and page breaks: navigation and axe on the entry page and its first three content documents",
          .enabled(if: Corpus.available, Corpus.skipReason))
    func wasteland() throws {
        let book = try BookLoader().load(path: Corpus.book("wasteland.epub"))
        var settings = EBrailleTest.settings
        settings.copyrightDate = "1922"
        let set = try EBrailleFileSet(try EBrailleExporter(settings: settings).export(book)[0].contents)
        let result = try Self.check(set, axeDocuments: 3)
        #expect(result.status == 0, "\(Browser.report(result))")
    }
}
