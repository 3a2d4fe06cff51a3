import Foundation
import Testing
@testable import ExportKit
@testable import BrailleExport

/// `make install` and what it installs (issue 39, part 1): the binary, the tables, the man
/// page and the completions under a temporary prefix, run from another folder with the
/// build tree out of reach, and `make uninstall` after it.
@Suite("Install")
struct InstallTests {
    @Test("the man page names every subcommand and every option the command line has, each in its command's section")
    func manPageCoversTheCommandLine() throws {
        let page = try String(contentsOf: TestPaths.root.appendingPathComponent("docs/exporttool.1"), encoding: .utf8)
        let dump = try run(exporttoolBinary, ["--experimental-dump-help"])
        #expect(dump.status == 0)
        let root = try #require(try JSONSerialization.jsonObject(with: dump.stdout) as? [String: Any])
        let commands = ManPage.commands(try #require(root["command"] as? [String: Any]), path: [])
        #expect(commands.count >= 6)
        let sections = ManPage.sections(page)
        for command in commands where !command.path.isEmpty && command.isLeaf {
            #expect(sections[command.path.joined(separator: " ")] != nil,
                    "docs/exporttool.1 has no section '.SS \"exporttool \(command.path.joined(separator: " "))\"'")
        }
        // An option shared by several commands (batch takes export's) may be described once,
        // in the section of any command that has it.
        for command in commands {
            for option in command.options {
                let owners = commands.filter { $0.options.contains(option) }.map { $0.path.joined(separator: " ") }
                let found = owners.contains { ManPage.mentions(sections[$0] ?? "", option) }
                    || (["--help", "--version", "-h"].contains(option) && ManPage.mentions(ManPage.plain(page), option))
                #expect(found, "docs/exporttool.1 does not describe \(option) of exporttool \(command.path.joined(separator: " "))")
            }
        }
    }

    @Test("the tables are looked for in EXPORTTOOL_TABLES alone when it is set, else installed, beside, in the repository of a build folder, then the source tree")
    func tableSearchOrder() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("locate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        func tables(_ path: String) throws -> String {
            let folder = base.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: folder.appendingPathComponent(TableLocator.marker).path, contents: Data())
            return folder.path
        }
        let noSource = base.appendingPathComponent("nowhere/Sources/BrailleExport/TableLocator.swift").path
        let installed = try tables("prefix/share/exporttool/tables")
        let beside = try tables("prefix/bin/tables")
        let binary = base.appendingPathComponent("prefix/bin/exporttool")
        var search = TableLocator.locate(environment: [:], executable: binary, sourceFile: noSource)
        #expect(search.found == installed)
        try FileManager.default.removeItem(atPath: installed)
        search = TableLocator.locate(environment: [:], executable: binary, sourceFile: noSource)
        #expect(search.found == beside)

        let repository = try tables("repo/tables")
        search = TableLocator.locate(environment: [:], executable: base.appendingPathComponent("repo/.build/x86_64-unknown-linux-gnu/debug/exporttool"),
                                     sourceFile: noSource)
        #expect(search.found == repository)
        search = TableLocator.locate(environment: [:], executable: base.appendingPathComponent("elsewhere/exporttool"),
                                     sourceFile: base.appendingPathComponent("repo/Sources/BrailleExport/TableLocator.swift").path)
        #expect(search.found == repository)

        search = TableLocator.locate(environment: ["EXPORTTOOL_TABLES": beside], executable: binary, sourceFile: noSource)
        #expect(search == .init(found: beside, looked: [beside], fromEnvironment: true))
        let missing = base.appendingPathComponent("missing").path
        search = TableLocator.locate(environment: ["EXPORTTOOL_TABLES": missing], executable: binary, sourceFile: noSource)
        #expect(search == .init(found: nil, looked: [missing], fromEnvironment: true))

        search = TableLocator.locate(environment: [:], executable: base.appendingPathComponent("lonely/exporttool"), sourceFile: noSource)
        #expect(search.found == nil)
        #expect(search.looked == [base.appendingPathComponent("share/exporttool/tables").path,
                                  base.appendingPathComponent("lonely/tables").path,
                                  base.appendingPathComponent("nowhere/tables").path])
    }

    @Test("EXPORTTOOL_TABLES naming a missing folder is a one-line error naming it, exit 9, no output")
    func missingTablesFolder() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("no-tables-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let output = base.appendingPathComponent("book.brf").path
        let missing = base.appendingPathComponent("missing").path
        let result = try run(exporttoolBinary, ["export", TestPaths.sampleBook.path, "--to", "brf", "-o", output],
                             environment: ["EXPORTTOOL_TABLES": missing, "PATH": "/usr/bin:/bin"])
        let message = String(decoding: result.stderr, as: UTF8.self)
        #expect(result.status == 9)
        #expect(message == "exporttool: error: braille: EXPORTTOOL_TABLES=\(missing) is not a folder holding "
                    + "exporttool-fixes.uti (exporttool's braille tables)\n")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test("make install into a temporary prefix: the moved tree writes the same braille as the build, with the build tree hidden; make uninstall leaves no file",
          .enabled(if: which("make") != nil, "make is missing"),
          .timeLimit(.minutes(5)))
    func installMoveAndUninstall() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("install-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let stage = base.appendingPathComponent("stage")
        let prefix = "/opt/exporttool"
        let install = try run(try #require(which("make")),
                              ["-C", TestPaths.root.path, "--no-print-directory", "install", "BIN=\(exporttoolBinary)",
                               "DESTDIR=\(stage.path)", "PREFIX=\(prefix)"])
        #expect(install.status == 0, "\(String(decoding: install.stderr, as: UTF8.self))")
        let staged = stage.path + prefix
        let expected = ["bin/exporttool", "share/man/man1/exporttool.1",
                        "share/bash-completion/completions/exporttool", "share/zsh/site-functions/_exporttool",
                        "share/fish/vendor_completions.d/exporttool.fish"]
            + (try FileManager.default.contentsOfDirectory(atPath: TestPaths.root.appendingPathComponent("tables").path))
            .map { "share/exporttool/tables/" + $0 }
        #expect(Installed.files(below: staged) == Set(expected))
        for completion in expected where completion.contains("completion") {
            let size = (try FileManager.default.attributesOfItem(atPath: staged + "/" + completion)[.size] as? Int) ?? 0
            #expect(size > 1000, "\(completion) is \(size) bytes")
        }
        let bash = try run("/bin/bash", ["-n", staged + "/share/bash-completion/completions/exporttool"])
        #expect(bash.status == 0, "\(String(decoding: bash.stderr, as: UTF8.self))")
        if let groff = which("groff") {
            let rendered = try run(groff, ["-man", "-Tutf8", "-ww", "-z", staged + "/share/man/man1/exporttool.1"])
            #expect(rendered.status == 0 && rendered.stderr.isEmpty, "\(String(decoding: rendered.stderr, as: UTF8.self))")
        }
        if let man = which("man") {
            let page = try run(man, ["-l", staged + "/share/man/man1/exporttool.1"], environment: ["MANPAGER": "cat", "PATH": "/usr/bin:/bin"])
            #expect(String(decoding: page.stdout, as: UTF8.self).contains("EXPORTTOOL_TABLES"))
        }

        // The installed tree, moved: nothing in it may depend on where it was installed.
        let moved = base.appendingPathComponent("moved/somewhere-else")
        try FileManager.default.createDirectory(at: moved.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Copied by `cp`, not in this process: a file this process holds open for writing is
        // inherited by every child another test starts meanwhile (a server lives for
        // seconds), and exec of the copied binary then fails with "Text file busy".
        let copy = try run("/bin/cp", ["-a", staged, moved.path])
        try #require(copy.status == 0, "\(String(decoding: copy.stderr, as: UTF8.self))")
        let binary = moved.appendingPathComponent("bin/exporttool").path
        let books = base.appendingPathComponent("books")
        try FileManager.default.createDirectory(at: books, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TestPaths.sampleBook, to: books.appendingPathComponent("sample-book"))
        // Long enough (over 100,000 characters) for braille to go to worker processes.
        try Installed.longBook().write(to: books.appendingPathComponent("long.xhtml"), atomically: true, encoding: .utf8)
        let hidden = Installed.canHide(TestPaths.root.path)

        let tables = try Installed.launch(binary, ["tables", "--language", "en"], hiding: hidden ? TestPaths.root.path : nil)
        #expect(String(decoding: tables.stdout, as: UTF8.self)
                    .contains("project tables: \(moved.path)/share/exporttool/tables\n"))
        let space = try Installed.launch(binary, ["translate", "--ascii", "a\u{00A0}b"], hiding: hidden ? TestPaths.root.path : nil)
        #expect(String(decoding: space.stdout, as: UTF8.self) == "A ;B\n", "\(String(decoding: space.stderr, as: UTF8.self))")

        for (book, stem) in [("sample-book", "sample"), ("long.xhtml", "long")] {
            let input = books.appendingPathComponent(book).path
            let ours = base.appendingPathComponent("installed-\(stem)").path
            let reference = base.appendingPathComponent("reference-\(stem)").path
            let installed = try Installed.launch(binary, ["export", input, "--to", "brf,pef", "--jobs", "2",
                                                       "--output-dir", ours, "--stem", stem],
                                              hiding: hidden ? TestPaths.root.path : nil)
            #expect(installed.status == 0, "\(String(decoding: installed.stderr, as: UTF8.self))")
            let built = try run(exporttoolBinary, ["export", input, "--to", "brf,pef", "--jobs", "1",
                                                   "--output-dir", reference, "--stem", stem])
            #expect(built.status == 0)
            for name in ["\(stem).brf", "\(stem).pef"] {
                let mine = FileManager.default.contents(atPath: ours + "/" + name)
                #expect(mine != nil && mine == FileManager.default.contents(atPath: reference + "/" + name),
                        "\(name) from the installed binary differs from the build's")
            }
        }
        let batchOut = base.appendingPathComponent("batch").path
        let batch = try Installed.launch(binary, ["batch", books.path, "--to", "brf", "--jobs", "2", "--output-dir", batchOut, "--quiet"],
                                      hiding: hidden ? TestPaths.root.path : nil)
        #expect(batch.status == 0, "\(String(decoding: batch.stderr, as: UTF8.self))")
        #expect(FileManager.default.contents(atPath: batchOut + "/sample-book.brf")
                    == FileManager.default.contents(atPath: base.appendingPathComponent("reference-sample/sample.brf").path))

        // Without its tables (and with the build tree hidden) the error says where it looked.
        if hidden {
            try FileManager.default.removeItem(at: moved.appendingPathComponent("share/exporttool"))
            let lost = try Installed.launch(binary, ["export", books.appendingPathComponent("sample-book").path, "--to", "brf",
                                                  "-o", base.appendingPathComponent("lost.brf").path],
                                         hiding: TestPaths.root.path)
            let message = String(decoding: lost.stderr, as: UTF8.self)
            #expect(lost.status == 9)
            #expect(message.hasPrefix("exporttool: error: braille: exporttool's braille tables (a folder holding exporttool-fixes.uti) were not found; looked in \(moved.path)/share/exporttool/tables, \(moved.path)/bin/tables"))
            #expect(message.hasSuffix("; set EXPORTTOOL_TABLES to that folder\n") && message.split(separator: "\n").count == 1)
        }

        let uninstall = try run(try #require(which("make")),
                                ["-C", TestPaths.root.path, "--no-print-directory", "uninstall",
                                 "DESTDIR=\(stage.path)", "PREFIX=\(prefix)"])
        #expect(uninstall.status == 0, "\(String(decoding: uninstall.stderr, as: UTF8.self))")
        #expect(Installed.files(below: staged).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: staged + "/share/exporttool"))
    }
}

/// Reading the man page by section, and the command line's own description of itself.
enum ManPage {
    struct Command {
        var path: [String]
        var options: Set<String>
        /// A command without subcommands (`report` only groups `report merge`).
        var isLeaf: Bool
    }

    /// Every command shown in help (`help` and the hidden worker commands left out) with
    /// the option names it shows, from `--experimental-dump-help`.
    static func commands(_ command: [String: Any], path: [String]) -> [Command] {
        var options: Set<String> = []
        for argument in command["arguments"] as? [[String: Any]] ?? [] where argument["shouldDisplay"] as? Bool != false {
            for name in argument["names"] as? [[String: Any]] ?? [] {
                guard let text = name["name"] as? String else { continue }
                options.insert((name["kind"] as? String == "short" ? "-" : "--") + text)
            }
        }
        let subcommands = command["subcommands"] as? [[String: Any]] ?? []
        var result = [Command(path: path, options: options, isLeaf: subcommands.isEmpty)]
        for sub in subcommands {
            guard sub["shouldDisplay"] as? Bool != false, let name = sub["commandName"] as? String, name != "help" else { continue }
            result += commands(sub, path: path + [name])
        }
        return result
    }

    /// Whether `text` names `option` as a whole word (`--to` is not found in `--toc`).
    static func mentions(_ text: String, _ option: String) -> Bool {
        var rest = text[...]
        while let range = rest.range(of: option) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            func isNamePart(_ character: Character?) -> Bool {
                guard let character else { return false }
                return character.isLetter || character.isNumber || character == "-"
            }
            if !isNamePart(before) && !isNamePart(after) { return true }
            rest = text[range.upperBound...]
        }
        return false
    }

    /// The page's text with roff's escapes for hyphens and fonts taken out.
    static func plain(_ roff: String) -> String {
        var text = roff.replacingOccurrences(of: "\\-", with: "-")
        for font in ["\\fB", "\\fI", "\\fR", "\\fP", "\\&"] { text = text.replacingOccurrences(of: font, with: "") }
        return text
    }

    /// Each `.SS "exporttool COMMAND …"` section's text, by command path ("export", "report merge").
    static func sections(_ roff: String) -> [String: String] {
        var result: [String: String] = [:]
        var current: String?
        for line in plain(roff).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(".SH") { current = nil; continue }
            if line.hasPrefix(".SS") {
                let words = line.dropFirst(3).replacingOccurrences(of: "\"", with: " ").split(separator: " ")
                guard words.first == "exporttool" else { current = nil; continue }
                current = words.dropFirst().prefix { $0.allSatisfy { $0.isLowercase || $0 == "-" } }.joined(separator: " ")
                continue
            }
            if let current { result[current, default: ""] += line + "\n" }
        }
        return result
    }
}

/// Running an installed binary as a user would: from `/`, with an environment that names
/// nothing of the repository, and, where this process may (root, `unshare`), with the
/// repository hidden under an empty tmpfs in a private mount namespace, so that neither
/// the binary nor the worker processes it starts can find the build tree.
enum Installed {
    static let environment = ["PATH": "/usr/bin:/bin", "HOME": "/", "LANG": "C.UTF-8"]

    static func canHide(_ folder: String) -> Bool {
        guard getuid() == 0, let unshare = which("unshare"),
              let probe = try? run(unshare, ["--mount", "--propagation", "private", "--", "/bin/sh", "-c",
                                            "mount -t tmpfs tmpfs \"$0\" && test ! -e \"$0/Package.swift\"", folder]) else { return false }
        return probe.status == 0
    }

    static func launch(_ binary: String, _ arguments: [String], hiding folder: String?) throws -> (status: Int32, stdout: Data, stderr: Data) {
        let process = Process()
        if let folder, let unshare = which("unshare") {
            process.executableURL = URL(fileURLWithPath: unshare)
            process.arguments = ["--mount", "--propagation", "private", "--", "/bin/sh", "-c",
                                 "mount -t tmpfs tmpfs \"$0\" && cd / && exec \"$@\"", folder, binary] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
        }
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("installed-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: out.path + ".out", contents: nil)
        _ = FileManager.default.createFile(atPath: out.path + ".err", contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: out.path + ".out")
            try? FileManager.default.removeItem(atPath: out.path + ".err")
        }
        let stdout = try FileHandle(forWritingTo: URL(fileURLWithPath: out.path + ".out"))
        let stderr = try FileHandle(forWritingTo: URL(fileURLWithPath: out.path + ".err"))
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try? stdout.close()
        try? stderr.close()
        return (process.terminationStatus, FileManager.default.contents(atPath: out.path + ".out") ?? Data(),
                FileManager.default.contents(atPath: out.path + ".err") ?? Data())
    }

    /// Regular files below `folder`, as paths relative to it.
    static func files(below folder: String) -> Set<String> {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: Set<String> = []
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.insert(relative)
            }
        }
        return files
    }

    /// An XHTML book of 400 paragraphs, about 120,000 characters.
    static func longBook() -> String {
        let sentence = "The whale, the sea and the knowledge of the world were the first things the sailors spoke of. "
        let paragraphs = (1...400).map { "<p>\($0). \(String(repeating: sentence, count: 3))</p>" }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="en"><head><title>Long</title></head><body>
            <h1>Long</h1>
            \(paragraphs.joined(separator: "\n"))
            </body></html>
            """
    }
}
