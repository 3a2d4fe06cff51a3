import Foundation
import Testing
@testable import ExportKit
@testable import HTMLExport

/// Headless Chromium, driven by `Tests/Browser/reader_page.py` (selenium through
/// chromedriver), with the Python environment `scripts/install-deps.sh test` makes in
/// `.build/browser-venv`.
enum Browser {
    static let chromium = ProcessInfo.processInfo.environment["CHROMIUM"] ?? "/usr/bin/chromium"
    static let chromedriver = ProcessInfo.processInfo.environment["CHROMEDRIVER"] ?? "/usr/bin/chromedriver"
    static let python = TestPaths.root.appendingPathComponent(".build/browser-venv/bin/python3").path
    static let driver = TestPaths.root.appendingPathComponent("Tests/Browser/reader_page.py").path

    /// Chromium and its driver are installed (the test dependencies install them).
    static var available: Bool {
        FileManager.default.isExecutableFile(atPath: chromium) && FileManager.default.isExecutableFile(atPath: chromedriver)
    }

    /// Runs the driver in a process group of its own, killed with its browser past the timeout.
    static func run(_ arguments: [String], timeout: Double) throws -> BoundedResult {
        guard FileManager.default.isExecutableFile(atPath: python) else {
            Issue.record("no \(python): run scripts/install-deps.sh test (it installs selenium and selenium-axe-python there)")
            return BoundedResult(status: -1, stdout: Data(), stderr: Data(), timedOut: false)
        }
        return try runBounded(python, [driver] + arguments, timeout: timeout)
    }

    /// A scratch folder for pages, removed by the caller.
    static func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reader-page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Writes `book`'s page and returns its path.
    static func writePage(_ book: Book, named name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name + ".html")
        try Data(try HTMLExporter().export(book)[0].contents).write(to: url)
        return url.path
    }

    /// What the accessibility tree must show: the plan's headings with their levels, the
    /// landmarks and the controls by name.
    static func expectation(_ book: Book) throws -> Data {
        let plan = ReadingPlan(book: book, defaultNotes: .endOfSection)
        var headings: [[Any]] = []
        func collect(_ nodes: [PlanNode]) {
            for node in nodes {
                if let level = node.role.headingLevel { headings.append([min(level, 6), node.inlines.plainText.collapsingWhitespace()]) }
                collect(node.children)
            }
        }
        collect(plan.nodes)
        let expectation: [String: Any] = [
            "headings": headings,
            "landmarks": ["banner", "navigation", "main"],
            "controls": [
                "button": ["Play", "Previous sentence", "Next sentence", "Previous paragraph", "Next paragraph", "Reset settings"],
                "combobox": ["Font", "Colours", "Voice"],
                "slider": ["Text size", "Line spacing", "Letter spacing", "Word spacing", "Column width", "Speed"],
                "checkbox": ["Read page numbers", "Read notes"],
            ],
        ]
        return try JSONSerialization.data(withJSONObject: expectation)
    }

    /// Writes `fixture`'s reader page in a scratch folder and runs the driver's `checks` on it
    /// (`load,tree,axe`: it loads with no error, its tree is the book's, axe reports nothing).
    static func check(fixture: String, named name: String, checks: String = "load,tree,axe") throws -> BoundedResult {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let book = try HTMLTest.load(TestPaths.fixture(fixture))
        let page = try writePage(book, named: name, in: directory)
        let expect = directory.appendingPathComponent("expect.json")
        try expectation(book).write(to: expect)
        return try run(["check", page, "--expect", expect.path, "--checks", checks], timeout: 300)
    }

    static func report(_ result: BoundedResult) -> String {
        String(decoding: result.stdout, as: UTF8.self) + result.message + (result.timedOut ? "\n(timed out: killed)" : "")
    }
}

@Suite("Reader page in headless Chromium", .serialized,
       .enabled(if: Browser.available, "chromium and chromium-driver are not installed (scripts/install-deps.sh test installs them)"))
struct ReaderPageBrowserTests {
    @Test("the sample book's page: no console error or request, headings, landmarks and named controls in the accessibility tree, every setting kept over a reload, the highlight following speech across a chapter, notes and page numbers read or skipped as chosen, no axe violation")
    func samplePage() throws {
        let directory = try Browser.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let book = try HTMLTest.load(TestPaths.sampleBook.path)
        let page = try Browser.writePage(book, named: "sample-book", in: directory)
        let expect = directory.appendingPathComponent("expect.json")
        try Browser.expectation(book).write(to: expect)
        let result = try Browser.run(["check", page, "--expect", expect.path], timeout: 300)
        let output = Browser.report(result)
        #expect(result.status == 0, "\(output)")
        for check in ["no network request", "headings with their levels", "named controls", "survives a reload",
                      "across a chapter boundary", "Alt+Shift+Right goes to the next sentence",
                      "notes off: the note is skipped", "page numbers on: the page marker is read", "reports no violation"] {
            #expect(output.contains(check), "no '\(check)' in the driver's report:\n\(output)")
        }
    }

    @Test("a fixture with notes, tables, lists and languages passes the same checks")
    func fixturePage() throws {
        let result = try Browser.check(fixture: "plan/edge-cases", named: "edge-cases", checks: "load,tree,speech,axe")
        #expect(result.status == 0, "\(Browser.report(result))")
    }

    /// A font file Debian ships wherever Chromium is installed, standing in for a
    /// dyslexia-friendly one (the page does not look at the font's design).
    static let systemFont = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    @Test("the sliders show their values, the dyslexia-friendly choice is greyed with a note when no such font is here and used when the page embeds one (--reader-font), and the open settings do not cover a small screen")
    func controls() throws {
        let directory = try Browser.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let book = try HTMLTest.load(TestPaths.sampleBook.path)
        let plain = try Browser.writePage(book, named: "plain", in: directory)
        var pages = [plain]
        if let bytes = FileManager.default.contents(atPath: Self.systemFont), let font = ReaderFont(bytes: Array(bytes)) {
            var settings = HTMLSettings()
            settings.readerFont = font
            let url = directory.appendingPathComponent("embedded.html")
            try Data(try HTMLExporter(settings: settings).export(book)[0].contents).write(to: url)
            pages.append(url.path)
        }
        let result = try Browser.run(["check"] + pages + ["--checks", "controls,axe"], timeout: 300)
        let output = Browser.report(result)
        #expect(result.status == 0, "\(output)")
        for check in ["set-size shows its value", "set-rate shows its value", "the open settings scroll away", "reports no violation"] {
            #expect(output.contains(check), "no '\(check)' in the driver's report:\n\(output)")
        }
        #expect(pages.count == 1 || output.contains("the embedded dyslexia-friendly font is offered and used"), "\(output)")
    }

    @Test("hostile values in localStorage (a 10000px font, a theme holding markup, a font holding CSS, wrong types, broken JSON) are refused: the page loads with its default settings, no markup, request or console error")
    func hostileStoredSettings() throws {
        let directory = try Browser.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = try Browser.writePage(try HTMLTest.load(TestPaths.sampleBook.path), named: "sample-book", in: directory)
        let result = try Browser.run(["check", page, "--checks", "storage"], timeout: 300)
        let output = Browser.report(result)
        #expect(result.status == 0, "\(output)")
        for name in ["a 10000px font", "a theme holding markup", "a font holding CSS", "settings of the wrong types",
                     "a voice name of a megabyte", "broken JSON"] {
            #expect(output.contains("stored \(name) is refused"), "no '\(name)' in the driver's report:\n\(output)")
        }
    }

    @Test("axe-core reports no violation on the pages of the corpus books, which load with no error or request",
          .enabled(if: Corpus.available, Corpus.skipReason))
    func corpusPages() throws {
        let directory = try Browser.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        var pages: [String] = []
        for name in Corpus.booksForSlowSuites {
            let book = try HTMLTest.load(Corpus.book(name))
            pages.append(try Browser.writePage(book, named: String(name.dropLast(5)), in: directory))
        }
        #expect(pages.count == Corpus.booksForSlowSuites.count)
        let result = try Browser.run(["check", "--checks", "load,axe"] + pages, timeout: 1500)
        let output = Browser.report(result)
        #expect(result.status == 0, "\(output)")
        #expect(output.components(separatedBy: "reports no violation").count - 1 == pages.count, "\(output)")
    }
}
