import Testing
@testable import ExportKit

/// What each format declares it is made from (issue 41: the export pipeline reads these
/// declarations; no exporter is downcast). The sharing itself is checked on outputs
/// elsewhere: one synthesis gives every audio format the same MP3 bytes (DAISY), the paged
/// braille formats hold the same rows (BRF and PEF), eBraille and BRF one translation.
@Suite("Format work declarations")
struct FormatWorkTests {
    @Test("every paged braille format takes the run's pages, eBraille its translation, JSON the model")
    func brailleAndModel() throws {
        let settings = ExportSettings()
        for format in [ExportFormat.brf, .pef, .braille, .proof] {
            #expect(try format.work(settings).isPaged, "\(format)")
        }
        guard case .ebraille = try ExportFormat.ebrl.work(settings) else {
            Issue.record("eBraille is not declared as eBraille")
            return
        }
        #expect(!(try ExportFormat.ebrl.work(settings).isPaged))
        guard case .model = try ExportFormat.json.work(settings) else {
            Issue.record("JSON is not declared as the model")
            return
        }
        #expect(try ExportFormat.json.work(settings).planSettings == nil)
        #expect(try ExportFormat.json.makeExporter(settings) == nil)
    }

    @Test("the four audio formats share one synthesis and each names its own files")
    func spoken() throws {
        let settings = ExportSettings()
        var outputs: [String] = []
        for format in [ExportFormat.mp3, .narratedEPUB, .daisy202, .daisy3] {
            guard case .spoken(_, let output) = try format.work(settings) else {
                Issue.record("\(format) is not declared as spoken")
                continue
            }
            switch output {
            case .mp3: outputs.append("mp3")
            case .narratedEPUB: outputs.append("narrated-epub")
            case .daisy(let version): outputs.append(version.rawValue)
            }
        }
        #expect(outputs == ["mp3", "narrated-epub", "daisy202", "daisy3"])
    }

    @Test("SSML streams its one file, and is rendered in memory when it is chunked")
    func ssml() throws {
        var settings = ExportSettings()
        guard case .streamed = try ExportFormat.ssml.work(settings) else {
            Issue.record("one-file SSML does not stream")
            return
        }
        settings.ssml.maxChars = 2000
        guard case .rendered = try ExportFormat.ssml.work(settings) else {
            Issue.record("chunked SSML is not rendered in memory")
            return
        }
    }

    @Test("formats whose plan settings agree share one plan: text and Markdown, not braille")
    func planSettings() throws {
        let settings = ExportSettings()
        let text = try ExportFormat.text.work(settings).planSettings
        #expect(text != nil)
        #expect(text == (try ExportFormat.markdown.work(settings).planSettings))
        #expect(text != (try ExportFormat.brf.work(settings).planSettings))
        #expect((try ExportFormat.brf.work(settings).planSettings) == (try ExportFormat.ebrl.work(settings).planSettings))
    }
}
