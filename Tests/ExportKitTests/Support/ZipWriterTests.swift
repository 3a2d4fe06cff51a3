import Foundation
import Testing
@testable import ZipWriter

/// The zip writer of every zipped output, written from PKWARE's APPNOTE with zlib's raw
/// deflate: what it writes is read back by the real tools (Python's `zipfile`, Info-ZIP's
/// `unzip -t`), entry for entry, and the same entries give the same bytes.
@Suite("Zip writer")
struct ZipWriterTests {
    /// Entries of every kind the outputs add: stored and deflated, empty, a name outside
    /// ASCII, one large enough to take zlib many blocks, one that does not compress.
    static func entries() -> [(name: String, bytes: [UInt8], compress: Bool)] {
        var random = SystemRandomNumberGenerator()
        let noise = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        let text = Array(String(repeating: "⠠⠉⠁⠇⠇ ⠍⠑ ⠠⠊⠱⠍⠁⠑⠇⠲\n", count: 40_000).utf8)
        return [("mimetype", Array("application/epub+zip".utf8), false),
                ("META-INF/container.xml", Array("<container/>".utf8), true),
                ("empty.txt", [], true),
                ("empty-stored.txt", [], false),
                ("ebraille/chapter-1.xhtml", text, true),
                ("audio/noise.mp3", noise, false),
                ("noise-deflated.bin", noise, true),
                ("Übersicht/kapitel ä.xhtml", Array("<p>ä</p>".utf8), true)]
    }

    static func archive(_ entries: [(name: String, bytes: [UInt8], compress: Bool)]) throws -> [UInt8] {
        let writer = try ZipWriter()
        for entry in entries { try writer.add(entry.name, entry.bytes, compress: entry.compress) }
        return try writer.bytes()
    }

    @Test("Python's zipfile reads every entry back as written, in order, stored or deflated as asked, and unzip -t finds no error")
    func readBack() throws {
        let entries = Self.entries()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zipwriter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let zip = folder.appendingPathComponent("out.zip")
        try Data(Self.archive(entries)).write(to: zip)
        let script = """
            import sys, zipfile, hashlib, json
            with zipfile.ZipFile(sys.argv[1]) as z:
                bad = z.testzip()
                print(json.dumps({"bad": bad, "entries": [[i.filename, i.compress_type, i.file_size,
                    hashlib.sha256(z.read(i)).hexdigest(), i.date_time[:3], len(i.extra)] for i in z.infolist()]}))
            """
        let run = try runBounded("/usr/bin/python3", ["-c", script, zip.path])
        #expect(run.status == 0, "\(String(decoding: run.stderr, as: UTF8.self))")
        let object = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        #expect(object["bad"] is NSNull)
        let read = try #require(object["entries"] as? [[Any]])
        #expect(read.map { $0[0] as? String } == entries.map(\.name))
        #expect(read.map { $0[1] as? Int } == entries.map { $0.compress ? 8 : 0 })
        #expect(read.map { $0[2] as? Int } == entries.map(\.bytes.count))
        #expect(read.map { $0[3] as? String } == entries.map { Self.sha256($0.bytes) })
        #expect(read.allSatisfy { ($0[4] as? [Int]) == [2020, 1, 1] && ($0[5] as? Int) == 0 })
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/unzip") {
            let test = try runBounded("/usr/bin/unzip", ["-t", zip.path])
            #expect(test.status == 0, "\(String(decoding: test.stdout, as: UTF8.self))")
        }
    }

    @Test("the same entries give the same bytes, however the deflating threads finish; an OCF container starts with its stored mimetype")
    func deterministic() throws {
        let entries = Self.entries()
        let first = try Self.archive(entries)
        for _ in 0..<3 { #expect(try Self.archive(entries) == first) }
        let ocf = try ZipWriter.ocf()
        try ocf.add("a.xhtml", Array("<p/>".utf8), compress: true)
        let bytes = try ocf.bytes()
        // Local header, method 0 (stored), name "mimetype", no extra field, then the type
        // at byte 38 (EPUB 3.3 OCF §4.2.3).
        #expect(Array(bytes[0..<4]) == [0x50, 0x4b, 0x03, 0x04])
        #expect(bytes[8] == 0 && bytes[9] == 0)
        #expect(bytes[26] == 8 && bytes[28] == 0 && bytes[29] == 0)
        #expect(String(decoding: bytes[30..<38], as: UTF8.self) == "mimetype")
        #expect(String(decoding: bytes[38..<58], as: UTF8.self) == "application/epub+zip")
    }

    @Test("an entry without a name is refused")
    func refused() throws {
        let writer = try ZipWriter()
        #expect(throws: ZipWriter.Failure.self) { try writer.add("", [1], compress: true) }
    }

    static func sha256(_ bytes: [UInt8]) -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sha-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try? Data(bytes).write(to: file)
        let run = try? runBounded("/usr/bin/sha256sum", [file.path])
        return run.map { String(decoding: $0.stdout, as: UTF8.self).split(separator: " ").first.map(String.init) ?? "" } ?? ""
    }
}
