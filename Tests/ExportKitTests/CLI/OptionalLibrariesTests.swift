import Foundation
import Testing

/// eSpeak NG's library and libpq are loaded when narration or a PostgreSQL job store first
/// needs them (the `CEspeak` and `CPostgres` targets), not when the program starts: a
/// machine without them converts to every other format, and saying which package is missing
/// is the program's to do, not the dynamic loader's. Shown by running the real binary with the
/// real libraries made unreadable (an empty file mounted over each, in a private mount
/// namespace: root and `unshare` are needed, as for the install tests).
@Suite("Libraries loaded when needed", .serialized,
       .enabled(if: HiddenLibraries.available, "needs root, unshare and ldconfig to hide a library from one process"))
struct OptionalLibrariesTests {
    static let page = TestPaths.fixture("narration/single/page.xhtml")

    @Test("without eSpeak NG's library and libpq, a book still converts to text, braille and SSML")
    func convertsWithoutThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hidden-libs-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try HiddenLibraries.running(["libespeak-ng.so.1", "libpq.so.5"],
                                          [exporttoolBinary, "export", Self.page, "--to", "text,brf,ssml", "--output-dir", folder])
        #expect(run.status == 0, "\(run.message)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        #expect(Set(names) == ["page.txt", "page.brf", "page.ssml"], "\(names)")
    }

    @Test("without eSpeak NG's library, narration is one line naming the Debian package, and no audio is written")
    func narrationSaysWhatIsMissing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hidden-espeak-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try HiddenLibraries.running(["libespeak-ng.so.1"],
                                          [exporttoolBinary, "export", Self.page, "--to", "mp3", "--output-dir", folder])
        #expect(run.status != 0)
        let lines = run.message.split(separator: "\n")
        #expect(lines.count == 1, "\(run.message)")
        #expect(run.message.contains("eSpeak NG cannot start") && run.message.contains("libespeak-ng1"), "\(run.message)")
        #expect(run.message.components(separatedBy: "exporttool: error:").count == 2,
                "a worker's own error prefix is not repeated: \(run.message)")
        #expect(!FileManager.default.fileExists(atPath: folder), "no output folder is left for a narration that failed")
    }

    @Test("without libpq, serve on a PostgreSQL store stops in one line naming the Debian package, before it listens")
    func postgresSaysWhatIsMissing() throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("hidden-pq-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: store) }
        let run = try HiddenLibraries.running(["libpq.so.5"],
                                          [exporttoolBinary, "serve", "--listen", "127.0.0.1:0", "--store", store,
                                           "--database", "postgres://jobs:s3cret@127.0.0.1:1/jobs"])
        #expect(run.status != 0)
        let lines = run.message.split(separator: "\n")
        #expect(lines.count == 1, "\(run.message)")
        #expect(run.message.contains("libpq cannot be loaded") && run.message.contains("libpq5"), "\(run.message)")
        #expect(!run.message.contains("s3cret"))
        #expect(!String(decoding: run.stdout, as: UTF8.self).contains("listening"))
    }
}

/// Runs a command with shared libraries made unreadable for it alone.
enum HiddenLibraries {
    /// Where the dynamic loader finds `soname` (`ldconfig -p`), symbolic links resolved.
    static func path(of soname: String) -> String? {
        guard let ldconfig = ["/sbin/ldconfig", "/usr/sbin/ldconfig"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }),
              let listing = try? run(ldconfig, ["-p"]) else { return nil }
        for line in String(decoding: listing.stdout, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "=>", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).hasPrefix(soname + " ") else { continue }
            return URL(fileURLWithPath: parts[1].trimmingCharacters(in: .whitespaces)).resolvingSymlinksInPath().path
        }
        return nil
    }

    static let available: Bool = {
        guard getuid() == 0, let unshare = which("unshare"),
              let espeak = path(of: "libespeak-ng.so.1"), let pq = path(of: "libpq.so.5"),
              let probe = try? run(unshare, ["--mount", "--propagation", "private", "--", "/bin/sh", "-c",
                                            "mount --bind /dev/null \"$0\" && mount --bind /dev/null \"$1\" && test ! -s \"$0\"",
                                            espeak, pq]) else { return false }
        return probe.status == 0
    }()

    /// `command` run in a private mount namespace where each of `sonames` is an empty file.
    static func running(_ sonames: [String], _ command: [String], timeout: Double = 120) throws -> BoundedResult {
        let paths = try sonames.map { soname in try #require(path(of: soname), "\(soname) is not installed") }
        let unshare = try #require(which("unshare"))
        let script = #"n=$1; shift; while [ "$n" -gt 0 ]; do mount --bind /dev/null "$1" || exit 97; shift; n=$((n-1)); done; exec "$@""#
        return try runBounded(unshare, ["--mount", "--propagation", "private", "--", "/bin/sh", "-c", script, "sh",
                                        String(paths.count)] + paths + command, timeout: timeout)
    }
}
