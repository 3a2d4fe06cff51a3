import Foundation
import Testing
@testable import ExportKit
import NarrationExport

/// Round three of hostile input on the command line (issue 29): options naming files or
/// voices, standard output on a full disk, signals during an export, and what a book
/// prints on a terminal. Every hostile input is made here.
@Suite("Command-line hardening")
struct CommandLineHardeningTests {
    private var sample: String { TestPaths.sampleBook.path }

    @Test("a full disk on standard output is a one-line error with exit 8, not a crash",
          arguments: [["export", "SAMPLE", "--to", "text"], ["inspect", "SAMPLE"], ["tables"]])
    func fullStandardOutput(_ arguments: [String]) throws {
        let result = try runBounded(exporttoolBinary, arguments.map { $0 == "SAMPLE" ? sample : $0 },
                                    timeout: 60, standardOutput: "/dev/full")
        #expect(!result.timedOut)
        #expect(result.status == 8)
        #expect(result.message == "exporttool: error: standard output: cannot write output: no space left on device\n")
    }

    @Test("--voice takes a name from eSpeak NG's list, never a path",
          arguments: ["../../../../../etc/passwd", "/etc/passwd", "gmw/../../../../etc/passwd", "en+../../x", "no-such-voice"])
    func voicePaths(_ voice: String) throws {
        _ = try #require(which("espeak-ng"), "espeak-ng is missing: scripts/install-deps.sh test installs it")
        let factory = try BookFactory()
        defer { factory.remove() }
        let out = factory.directory.appendingPathComponent("out").path
        for jobs in ["1", "2"] {
            let result = try runBounded(exporttoolBinary, ["export", sample, "--to", "mp3", "--voice", voice,
                                                           "--jobs", jobs, "--output-dir", out], timeout: 60)
            #expect(result.status == 2, "\(result.message)")
            #expect(result.message == "exporttool: error: --voice '\(voice)' is not an eSpeak NG voice name "
                        + "(see `espeak-ng --voices`; a variant as NAME+VARIANT)\n")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    @Test("voices and variants eSpeak NG lists are accepted, by name, file or language, any case",
          arguments: ["en", "Afrikaans", "en-US", "fr+f3", "EN+Klatt"])
    func knownVoices(_ voice: String) throws {
        _ = try #require(which("espeak-ng"), "espeak-ng is missing: scripts/install-deps.sh test installs it")
        #expect(try SpeechSynthesizer.isKnownVoice(voice))
    }
}

extension CommandLineHardeningTests {
    @Test("options naming files read only regular files: a device is refused with exit 3, nothing written",
          arguments: [["export", "SAMPLE", "--to", "brf", "--table", "/dev/zero", "-o", "OUT"],
                      ["export", "SAMPLE", "--to", "brf", "--table", "en-ueb-g2.ctb,/dev/zero", "-o", "OUT"],
                      ["export", "SAMPLE", "--to", "ssml", "--lexicon", "/dev/zero", "-o", "OUT"],
                      ["translate", "--table", "/dev/zero", "hello"],
                      ["batch", "--manifest", "/dev/zero", "--to", "text", "--output-dir", "OUT"]])
    func deviceAsNamedFile(_ arguments: [String]) throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let out = factory.directory.appendingPathComponent("out").path
        let result = try runBounded(exporttoolBinary, arguments.map { $0 == "SAMPLE" ? sample : $0 == "OUT" ? out : $0 },
                                    timeout: 60)
        #expect(!result.timedOut, "exporttool read /dev/zero on")
        #expect(result.status == 3)
        #expect(result.message == "exporttool: error: /dev/zero: cannot be read: not a regular file\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("a FIFO named by --table in the current folder is refused, unopened")
    func fifoTable() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let fifo = factory.directory.appendingPathComponent("fifo.ctb").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let out = factory.directory.appendingPathComponent("out.brf").path
        for arguments in [["translate", "--table", fifo, "hello"], ["export", sample, "--to", "brf", "--table", fifo, "-o", out]] {
            let result = try runBounded(exporttoolBinary, arguments, timeout: 60)
            #expect(!result.timedOut)
            #expect(result.status == 3)
            #expect(result.message.hasSuffix("fifo.ctb: cannot be read: not a regular file\n"))
        }
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}

extension CommandLineHardeningTests {
    /// An XHTML book of `paragraphs` paragraphs, long enough that its export is seen writing.
    static func longBook(_ factory: BookFactory, paragraphs: Int) throws -> String {
        var body = ""
        for index in 0..<paragraphs { body += "<p>Paragraph \(index) says a little about the matter at hand.</p>\n" }
        let page = "<?xml version=\"1.0\"?><html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>Long</title></head><body>"
            + body + "</body></html>"
        return try factory.file("long.xhtml", Data(page.utf8))
    }

    @Test("SIGINT or SIGTERM during a streaming export removes its temporaries and exits 128 + the signal",
          arguments: [SIGTERM, SIGINT])
    func signalDuringExport(_ number: Int32) throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let book = try Self.longBook(factory, paragraphs: 20_000)
        let out = factory.directory.appendingPathComponent("out").path
        let pid = try spawnInOwnGroup(exporttoolBinary, ["export", book, "--to", "json,text,ssml,markdown", "--output-dir", out]) { actions in
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        defer { kill(-pid, SIGKILL) }
        // Waits (bounded) until a temporary is being written, then stops the export.
        var seen = false
        for _ in 0..<12_000 where !seen {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
            seen = names.contains { $0.contains(OutputWriter.partialMarker) }
            if !seen { usleep(10_000) }
        }
        #expect(seen, "no temporary was ever seen")
        kill(pid, number)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        #expect((status & 0x7F) == 0 && (status >> 8) & 0xFF == 128 + number, "status \(status)")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []) == [])
    }
}

extension CommandLineHardeningTests {
    @Test("-o with a one-character name in the current folder writes that file (Foundation's path split traps on it), and -o - is standard output",
          arguments: ["brf", "text"])
    func shortOutputNames(_ format: String) throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let folder = factory.directory.path
        let named = try Self.exporttool(in: folder, ["export", sample, "--to", format, "-o", "a"])
        #expect(!named.timedOut)
        #expect(named.status == 0, "\(named.message)")
        let written = try Data(contentsOf: factory.directory.appendingPathComponent("a"))
        #expect(!written.isEmpty)
        let piped = try Self.exporttool(in: folder, ["export", sample, "--to", format, "-o", "-"])
        #expect(piped.status == 0, "\(piped.message)")
        #expect(piped.stdout == written)
        #expect(!FileManager.default.fileExists(atPath: factory.directory.appendingPathComponent("-").path))
    }

    @Test("--output-dir naming a missing folder relative to the current one (one character, nested, ./) is made and written into (Foundation's path split trapped on 'w')",
          arguments: ["w", "out/b/c", "./d"])
    func relativeOutputFolders(_ name: String) throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let run = try Self.exporttool(in: factory.directory.path, ["export", sample, "--to", "text", "--output-dir", name])
        #expect(!run.timedOut)
        #expect(run.status == 0, "\(run.message)")
        let made = factory.directory.appendingPathComponent(name)
        let written = try FileManager.default.contentsOfDirectory(atPath: made.path)
        #expect(written.contains { $0.hasSuffix(".txt") }, "\(written)")
    }

    @Test("export . (a book's own folder as the current one) names its files after the folder, not a hidden '.txt'")
    func currentFolderAsBook() throws {
        let factory = try BookFactory()
        defer { factory.remove() }
        let book = factory.directory.appendingPathComponent("harbour-book")
        try FileManager.default.copyItem(at: TestPaths.sampleBook, to: book)
        let run = try Self.exporttool(in: book.path, ["export", ".", "--to", "text", "--output-dir", "../out"])
        #expect(run.status == 0, "\(run.message)")
        let written = try FileManager.default.contentsOfDirectory(atPath: factory.directory.appendingPathComponent("out").path)
        #expect(written == ["harbour-book.txt"])
    }

    /// `exporttool ARGUMENTS` run with `folder` as the current folder.
    static func exporttool(in folder: String, _ arguments: [String]) throws -> BoundedResult {
        try runBounded("/bin/sh", ["-c", "cd \"$0\" && exec \"$@\"", folder, exporttoolBinary] + arguments, timeout: 120)
    }

    @Test("a path's folder and name are split as dirname and basename split them")
    func pathSplit() {
        let cases: [(String, String, String)] = [("a", "", "a"), ("a/", "", "a"), ("-", "", "-"), ("x/a", "x", "a"),
                                                 ("/a", "/", "a"), ("x//a", "x", "a"), ("/x/y/", "/x", "y"), ("/", "/", "/")]
        for (path, folder, name) in cases {
            #expect(PathText.directory(of: path) == folder, "\(path)")
            #expect(PathText.name(of: path) == name, "\(path)")
        }
    }
}
