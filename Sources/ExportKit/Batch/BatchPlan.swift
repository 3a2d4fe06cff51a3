import Foundation

/// One book of a batch and where its outputs go.
package struct BatchItem: Sendable, Hashable {
    /// The book as the user named it (or as found below a folder).
    package var input: String
    /// Output path below the output folder, without extension: `sub/book`. Each component
    /// is sanitised, so it can never leave the output folder.
    package var relativeStem: String

    package init(input: String, relativeStem: String) {
        self.input = input
        self.relativeStem = relativeStem
    }
}

/// Finds the books of a batch and maps them to output names.
package enum BatchPlan {
    /// Extensions of book files found when searching folders.
    package static let bookExtensions: Set<String> = ["epub", "xhtml", "html", "htm", "docx", "odt", "md", "markdown"]
    /// Extensions whose files are books when their content says so (``InputDetector``): a
    /// DTBook, or the package of a NIMAS or DAISY 3 fileset.
    package static let dtbookExtensions: Set<String> = ["xml", "opf"]

    /// Largest manifest read: a million paths of 64 bytes.
    package static let manifestLimit = 64 * 1024 * 1024

    /// Expands inputs (books, folders searched recursively, and manifest lines) into a
    /// sorted, de-duplicated list of items with unique, safe output stems.
    ///
    /// With `outputDirectory`, the plan keeps a batch off its own files: folders are searched
    /// without entering the output folder (or any folder holding a batch state file), so a
    /// run never reads its outputs back as books; a stem whose outputs could take the name
    /// of another book's output in the same folder (`x.braille` beside `x`, whose braille is
    /// `x.braille.html`; `z.audio` beside `z`) gets `_` for that `.` or `-`; and a run whose
    /// outputs could replace one of its own inputs is refused.
    package static func items(inputs: [String], manifest: String? = nil,
                             outputDirectory: String? = nil) throws(ExportError) -> [BatchItem] {
        var passedOver: [String] = []
        return try items(inputs: inputs, manifest: manifest, outputDirectory: outputDirectory, passedOver: &passedOver)
    }

    /// ``items(inputs:manifest:outputDirectory:)``, with what the folder search had to pass
    /// over and why, one line each (`PATH: problem`): a folder it could not list, a name
    /// that is not UTF-8 (no path in Swift or in the report can name it).
    package static func items(inputs: [String], manifest: String?, outputDirectory: String?,
                             passedOver: inout [String]) throws(ExportError) -> [BatchItem] {
        var found: [(path: String, relative: String)] = []
        var all = inputs.map { ($0, FileManager.default.currentDirectoryPath) }
        if let manifest {
            // Only a regular file, and a bounded one: `--manifest /dev/zero` would read forever.
            let bytes = try RegularFile.read(manifest, displayPath: manifest, limit: manifestLimit)
            guard var text = String(validating: bytes, as: UTF8.self) else {
                throw .unreadable(path: manifest, cause: .notUTF8)
            }
            // A byte-order mark (Windows editors write one) is not part of the first line;
            // CRLF line ends split like LF ("\r\n" is one newline character).
            if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
            let base = PathText.directory(of: manifest)
            for rawLine in text.split(whereSeparator: \.isNewline) {
                let line = String(rawLine).trimmingWhitespace()
                if line.isEmpty || line.hasPrefix("#") { continue }
                let path = line.hasPrefix("/") || base.isEmpty ? line : (base as NSString).appendingPathComponent(line)
                all.append((path, base.isEmpty ? FileManager.default.currentDirectoryPath : base))
            }
        }
        for (input, base) in all {
            if try RegularFile.isDirectory(input, displayPath: input) && !isUnpackedEPUB(input) {
                for relative in searchFolder(input, skipping: outputDirectory.map(canonical), passedOver: &passedOver) {
                    found.append(((input as NSString).appendingPathComponent(relative), relative))
                }
            } else {
                found.append((input, relativeName(of: input, base: base)))
            }
        }
        var seenInputs: Set<String> = []
        var usedStems: Set<String> = []
        var items: [BatchItem] = []
        for entry in found.sorted(by: { $0.relative < $1.relative || ($0.relative == $1.relative && $0.path < $1.path) }) {
            let canonical = URL(fileURLWithPath: entry.path).standardizedFileURL.path
            guard seenInputs.insert(canonical).inserted else { continue }
            let base = safeStem(entry.relative)
            var stem = base
            var counter = 2
            while !usedStems.insert(stem).inserted {
                stem = base + "-\(counter)"
                counter += 1
            }
            items.append(BatchItem(input: entry.path, relativeStem: stem))
        }
        items = apart(items)
        if let outputDirectory { try refuseWritingOntoInputs(items, outputDirectory: outputDirectory) }
        return items
    }

    /// Whether a file named `name` could be an output of `stem` (both in one folder): every
    /// output is `STEM.EXT`, `STEM.audio.json`, a volume `STEM-vNN.EXT` or a chapter
    /// `STEM-NNN.EXT`.
    static func couldBeOutput(_ name: String, of stem: String) -> Bool {
        guard name.count > stem.count, name.hasPrefix(stem) else { return false }
        let rest = name.dropFirst(stem.count)
        if rest.hasPrefix(".") { return true }
        guard rest.hasPrefix("-") else { return false }
        let tail = rest.dropFirst().prefix { $0 != "." }
        let digits = tail.hasPrefix("v") ? tail.dropFirst() : tail
        return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }

    /// Stems renamed until no stem's outputs can take another's names: `x.braille` beside
    /// `x` becomes `x_braille`, `x-v01` beside `x` becomes `x_v01`.
    static func apart(_ items: [BatchItem]) -> [BatchItem] {
        var result = items
        var stems = Set(items.map(\.relativeStem))
        for index in result.indices {
            var stem = result[index].relativeStem
            while let other = stems.first(where: { $0 != stem && sameFolder($0, stem) && couldBeOutput(stem, of: $0) }) {
                stems.remove(stem)
                var renamed = other + "_" + stem.dropFirst(other.count + 1)
                var counter = 2
                while stems.contains(renamed) {
                    renamed = other + "_" + stem.dropFirst(other.count + 1) + "_\(counter)"
                    counter += 1
                }
                stem = renamed
                stems.insert(stem)
            }
            result[index].relativeStem = stem
        }
        return result
    }

    private static func lastComponent(_ path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    private static func sameFolder(_ first: String, _ second: String) -> Bool {
        func folder(_ stem: String) -> Substring { stem.lastIndex(of: "/").map { stem[..<$0] } ?? "" }
        return folder(first) == folder(second)
    }

    /// Refuses a plan in which an input file lies where an output could be written.
    static func refuseWritingOntoInputs(_ items: [BatchItem], outputDirectory: String) throws(ExportError) {
        let root = canonical(outputDirectory) + "/"
        let stems = Set(items.map(\.relativeStem))
        for item in items {
            let input = canonical(item.input)
            guard input.hasPrefix(root) else { continue }
            let relative = String(input.dropFirst(root.count))
            if stems.contains(where: { sameFolder($0, relative) && couldBeOutput(lastComponent(relative), of: lastComponent($0)) }) {
                throw .invalidSetting(InvalidSetting(.outputDirectory, value: outputDirectory, requirement: .notOntoInput(item.input)))
            }
        }
    }

    /// Refuses a `--report` path that is one of the books (or inside an unpacked one) or
    /// that an output of a book could take (`book01.txt` beside `book01`'s outputs): the
    /// report is written after every book, and must lose neither a book nor an output.
    package static func refuseReport(_ report: String, items: [BatchItem], outputDirectory: String) throws(ExportError) {
        let target = canonical(report)
        for item in items {
            let input = canonical(item.input)
            if target == input || target.hasPrefix(input + "/") {
                throw .invalidSetting(InvalidSetting(.report, value: report, requirement: .notAnInput(item.input)))
            }
        }
        let root = canonical(outputDirectory) + "/"
        guard target.hasPrefix(root) else { return }
        let relative = String(target.dropFirst(root.count))
        if let item = items.first(where: { sameFolder($0.relativeStem, relative)
                                       && couldBeOutput(lastComponent(relative), of: lastComponent($0.relativeStem)) }) {
            throw .invalidSetting(InvalidSetting(.report, value: report, requirement: .notAnOutput(item.input)))
        }
    }

    /// The absolute path with `.`, `..` and symbolic links resolved.
    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// The K-th (1-based) of N deterministic slices: every N-th item starting at K.
    package static func shard(_ items: [BatchItem], index: Int, count: Int) -> [BatchItem] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    /// The order to start books in: largest input first (longest-processing-time first), so
    /// one very long book starts at once instead of last, leaving the other workers idle at
    /// the end. Equal sizes keep their order; this orders within a shard, never across.
    package static func longestFirst<Element>(_ elements: [Element], input: (Element) -> String) -> [Element] {
        let sizes = elements.map { inputSize(input($0)) }
        return elements.indices.sorted { sizes[$0] > sizes[$1] || (sizes[$0] == sizes[$1] && $0 < $1) }
            .map { elements[$0] }
    }

    /// Bytes of a book file, or of every file below an unpacked book folder (links not followed).
    static func inputSize(_ path: String) -> Int {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return 0 }
        guard isDirectory.boolValue else {
            return ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
        }
        var total = 0
        let enumerator = FileManager.default.enumerator(at: URL(fileURLWithPath: path),
                                                        includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            let values = try? url.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey])
            if values?.isRegularFile == true { total += values?.fileSize ?? 0 }
        }
        return total
    }

    /// Parses `K/N` with 1 ≤ K ≤ N.
    package static func parseShard(_ text: String) throws(ExportError) -> (index: Int, count: Int) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
              (1...count).contains(index) else {
            throw .invalidSetting(InvalidSetting(.shard, value: text, requirement: .shard))
        }
        return (index, count)
    }

    static func isUnpackedEPUB(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent("META-INF/container.xml"))
    }

    /// Book files and unpacked EPUB folders below `folder`, as relative paths.
    private static func searchFolder(_ folder: String, skipping outputFolder: String?, passedOver: inout [String]) -> [String] {
        var results: [String] = []
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? folder : (folder as NSString).appendingPathComponent(relative)
            let listing = DirectoryListing(directory)
            if let problem = listing.problem {
                passedOver.append("\(directory): cannot list the folder (\(problem)); its books are not in the batch")
                continue
            }
            for (bytes, isFolder) in listing.undecodable where bytes.first != UInt8(ascii: ".") {
                // Only what could be a book, or hold books.
                let suffix = String(decoding: bytes.reversed().prefix { $0 != UInt8(ascii: ".") }.reversed(), as: UTF8.self).lowercased()
                guard isFolder || bookExtensions.contains(suffix) || dtbookExtensions.contains(suffix) else { continue }
                passedOver.append("\((directory as NSString).appendingPathComponent(DirectoryListing.escaped(bytes))): "
                                  + "the name is not UTF-8, so it cannot be read or named in the outputs; rename it to export it")
            }
            for name in listing.names where !name.hasPrefix(".") {
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                let child = (folder as NSString).appendingPathComponent(childRelative)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    // Symbolic links to folders are not followed: no loops, no escapes.
                    let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: child)) != nil
                    if isLink { continue }
                    // A batch's outputs are never books of a batch: this run's, or any run's.
                    if let outputFolder, canonical(child) == outputFolder { continue }
                    if FileManager.default.fileExists(atPath: (child as NSString).appendingPathComponent(BatchState.fileName)) {
                        continue
                    }
                    if isUnpackedEPUB(child) { results.append(childRelative) } else { pending.append(childRelative) }
                } else if bookExtensions.contains((name as NSString).pathExtension.lowercased()) {
                    results.append(childRelative)
                } else if dtbookExtensions.contains((name as NSString).pathExtension.lowercased()),
                          let format = try? InputDetector.detect(path: child), format == .dtbook || format == .dtbookFileset {
                    results.append(childRelative)
                }
            }
        }
        // A fileset is one book: its package is read, not its DTBook a second time.
        let packageFolders = Set(results.filter { $0.lowercased().hasSuffix(".opf") }.map { ($0 as NSString).deletingLastPathComponent })
        return results.filter { !$0.lowercased().hasSuffix(".xml") || !packageFolders.contains(($0 as NSString).deletingLastPathComponent) }
    }

    /// The input's path relative to `base` when it lies below it, else its file name.
    private static func relativeName(of input: String, base: String) -> String {
        let path = URL(fileURLWithPath: input, relativeTo: URL(fileURLWithPath: base, isDirectory: true))
            .standardizedFileURL.path
        let prefix = URL(fileURLWithPath: base).standardizedFileURL.path + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        return (input as NSString).lastPathComponent
    }

    /// `sub/dir/book.epub` → `sub/dir/book`, every component made safe.
    static func safeStem(_ relative: String) -> String {
        var components = relative.split(separator: "/").map(String.init).filter { $0 != "." && $0 != ".." && !$0.isEmpty }
        if let last = components.popLast() {
            let extensionLess = (last as NSString).deletingPathExtension
            components.append(extensionLess.isEmpty ? last : extensionLess)
        }
        let safe = components.map(OutputWriter.sanitizedFileName).filter { !$0.isEmpty }
        return safe.isEmpty ? "book" : safe.joined(separator: "/")
    }
}

/// A folder's entries as the kernel lists them (`readdir`), so that a name that is not
/// UTF-8 is seen, not silently dropped as `FileManager.contentsOfDirectory` drops it.
struct DirectoryListing {
    var names: [String] = []
    /// Names that are not UTF-8, as their bytes, and whether each is a folder.
    var undecodable: [(bytes: [UInt8], isFolder: Bool)] = []
    /// Why the folder could not be listed (`strerror`), if it could not.
    var problem: String?

    init(_ path: String) {
        guard let directory = opendir(path) else {
            problem = String(cString: strerror(errno))
            return
        }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes == Array(".".utf8) || bytes == Array("..".utf8) { continue }
            if let name = String(validating: bytes, as: UTF8.self) {
                names.append(name)
            } else {
                undecodable.append((bytes, entry.pointee.d_type == UInt8(DT_DIR)))
            }
        }
        names.sort()
    }

    /// `bytes` with each byte that is not printable ASCII written `\xNN`.
    static func escaped(_ bytes: [UInt8]) -> String {
        bytes.map { (0x20..<0x7F).contains($0) && $0 != UInt8(ascii: "\\") ? String(UnicodeScalar($0)) : String(format: "\\x%02X", $0) }.joined()
    }
}
