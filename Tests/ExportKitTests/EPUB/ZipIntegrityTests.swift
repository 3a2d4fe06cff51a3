import Foundation
import Testing
@testable import ExportKit
@testable import JSONExport
@testable import BookModel
@testable import ReadingModel
@testable import EPUBReader

/// Zip entries that are damaged or not plain files each get their own message (exit 4),
/// and names Info-ZIP stored in UTF-8 without the UTF-8 flag still match the package.
@Suite("Zip integrity")
struct ZipIntegrityTests {
    /// Writes the sample book with Python's zipfile, runs `extra` (Python code adding entries
    /// to `zf`, the open ZipFile), then patches header flags: `encrypt` sets bit 0 and
    /// `clearUTF8` clears bit 11 (the UTF-8 flag) of the named entries.
    private func pythonZip(_ factory: BookFactory, replace: [String: String] = [:], extra: String = "",
                           encrypt: [String] = [], clearUTF8: [String] = []) throws -> String {
        let folder = factory.directory.appendingPathComponent("src")
        try? FileManager.default.removeItem(at: folder)
        for (path, data) in try BookFactory.sampleEntries() {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (replace[path].map { Data($0.utf8) } ?? data).write(to: url)
        }
        let output = factory.directory.appendingPathComponent("book.epub").path
        let script = """
            import os, sys, struct, zipfile, json
            src, out, extra, encrypt, clear = sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4]), json.loads(sys.argv[5])
            with zipfile.ZipFile(out, "w") as zf:
                for root, dirs, files in sorted(os.walk(src)):
                    for f in sorted(files):
                        full = os.path.join(root, f); name = os.path.relpath(full, src)
                        zf.write(full, name, zipfile.ZIP_STORED if name == "mimetype" else zipfile.ZIP_DEFLATED)
                exec(extra)
            data = bytearray(open(out, "rb").read())
            def patch(sig, flag_at, name_len_at, name_at):
                i = 0
                while True:
                    i = data.find(sig, i)
                    if i < 0: return
                    n = struct.unpack_from("<H", data, i + name_len_at)[0]
                    name = bytes(data[i + name_at:i + name_at + n]).decode("utf-8", "replace")
                    flags = struct.unpack_from("<H", data, i + flag_at)[0]
                    if name in encrypt: flags |= 1
                    if name in clear: flags &= ~0x800
                    struct.pack_into("<H", data, i + flag_at, flags)
                    i += 4
            patch(b"PK\\x03\\x04", 6, 26, 30)
            patch(b"PK\\x01\\x02", 8, 28, 46)
            open(out, "wb").write(data)
            """
        let encoder = JSONEncoder()
        let result = try runBounded("/usr/bin/python3", ["-c", script, folder.path, output, extra,
                                                          String(decoding: try encoder.encode(encrypt), as: UTF8.self),
                                                          String(decoding: try encoder.encode(clearUTF8), as: UTF8.self)])
        #expect(result.status == 0, "\(result.message)")
        return output
    }

    private func expectRefused(_ path: String, _ message: String) throws {
        do {
            _ = try BookLoader().load(path: path)
            Issue.record("read without error; expected '\(message)'")
        } catch {
            // The library throws a value naming the book; its words are the CLI's (below).
            guard case .notAnEPUB(path, _) = error else {
                Issue.record("expected notAnEPUB(\(path)), got \(error)")
                return
            }
        }
        let cli = try runBounded(exporttoolBinary, ["inspect", path])
        #expect(cli.status == 4)
        #expect(cli.message == "exporttool: error: \(path): not a readable EPUB: \(message)\n")
    }

    @Test("a stored entry with one byte changed fails its CRC check, naming the entry")
    func crcMismatch() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let path = try factory.zip(try BookFactory.sampleEntries(), stored: ["mimetype", "EPUB/chapter1.xhtml"])
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let chapter = try #require(try BookFactory.sampleEntries().first { $0.0 == "EPUB/chapter1.xhtml" }?.1)
        let body = try #require(bytes.range(of: chapter.subdata(in: 200..<260)))
        bytes[body.lowerBound] ^= 0x01
        try bytes.write(to: URL(fileURLWithPath: path))
        try expectRefused(path, "zip entry EPUB/chapter1.xhtml is corrupt: its CRC does not match")
    }

    @Test("a symbolic link entry")
    func symlinkEntry() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let extra = """
            link = zipfile.ZipInfo("EPUB/chapter9.xhtml"); link.external_attr = 0o120777 << 16; link.create_system = 3
            zf.writestr(link, "chapter1.xhtml")
            """
        let path = try pythonZip(factory, replace: ["EPUB/package.opf": try opf(adding: "chapter9.xhtml")], extra: extra)
        try expectRefused(path, "zip entry EPUB/chapter9.xhtml is a symbolic link in the archive, not a file")
    }

    @Test("a directory entry where a chapter should be")
    func directoryEntry() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let extra = "zf.writestr(zipfile.ZipInfo(\"EPUB/chapter9.xhtml/\"), \"\")"
        let path = try pythonZip(factory, replace: ["EPUB/package.opf": try opf(adding: "chapter9.xhtml")], extra: extra)
        try expectRefused(path, "zip entry EPUB/chapter9.xhtml is a directory in the archive, not a file")
    }

    @Test("an entry listed twice")
    func duplicateEntry() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let extra = """
            import warnings; warnings.simplefilter("ignore")
            zf.writestr("EPUB/chapter1.xhtml", "<html xmlns='http://www.w3.org/1999/xhtml'><body><p>other</p></body></html>")
            """
        let path = try pythonZip(factory, extra: extra)
        try expectRefused(path, "zip entry EPUB/chapter1.xhtml appears more than once in the archive")
    }

    @Test("a zip-encrypted entry")
    func encryptedEntry() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let extra = "zf.writestr(\"EPUB/chapter9.xhtml\", \"scrambled\")"
        let path = try pythonZip(factory, replace: ["EPUB/package.opf": try opf(adding: "chapter9.xhtml")], extra: extra,
                                 encrypt: ["EPUB/chapter9.xhtml"])
        try expectRefused(path, "zip entry EPUB/chapter9.xhtml is encrypted with zip encryption, which cannot be read")
    }

    @Test("an encrypted entry early in the archive: what comes after it is out of reach, and the message says why")
    func encryptedEntryMidArchive() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        // Entries are written in sorted order: EPUB/chapter1.xhtml comes before the
        // package, the other chapters and META-INF/container.xml.
        let path = try pythonZip(factory, encrypt: ["EPUB/chapter1.xhtml"])
        try expectRefused(path, "zip entry META-INF/container.xml cannot be read: it comes after the encrypted entry "
                              + "EPUB/chapter1.xhtml in the archive")
    }

    @Test("UTF-8 names stored without the UTF-8 flag match the package's hrefs")
    func utf8WithoutFlag() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let chapter = "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>Chapitre été</p></body></html>"
        let extra = "zf.writestr(\"EPUB/chapitre-été.xhtml\", \(pythonString(chapter)))"
        let path = try pythonZip(factory, replace: ["EPUB/package.opf": try opf(adding: "chapitre-été.xhtml")],
                                 extra: extra, clearUTF8: ["EPUB/chapitre-été.xhtml"])
        let book = try BookLoader().load(path: path)
        #expect(book.blocks.contains { $0.plainText == "Chapitre été" })
    }

    /// The sample package document with one more spine item.
    private func opf(adding href: String) throws -> String {
        let data = try #require(try BookFactory.sampleEntries().first { $0.0 == "EPUB/package.opf" }?.1)
        return String(decoding: data, as: UTF8.self)
            .replacingOccurrences(of: "</manifest>", with: "<item id=\"extra\" href=\"\(href)\" media-type=\"application/xhtml+xml\"/></manifest>")
            .replacingOccurrences(of: "</spine>", with: "<itemref idref=\"extra\"/></spine>")
    }

    private func pythonString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
