import Foundation

/// Outputs written to temporaries as each is rendered and renamed into place together by
/// ``commit()``: the all-or-nothing rule of ``OutputWriter`` without holding every
/// output in memory until the last is rendered. A streamed output goes to its temporary
/// piece by piece. Until ``commit()`` succeeds nothing is in place; when anything fails
/// (or the value is dropped uncommitted) every temporary, and every file already renamed
/// into place, is removed.
///
/// Devices, pipes and descriptors (`/dev/stdout`) cannot be taken back: what is meant for
/// them is kept in memory and written after every rename, as ``OutputWriter`` does.
package final class StagedOutputs {
    private let followingLinks: Bool
    private var temporaries: [(temporary: String, target: String, shown: String)] = []
    private var direct: [(contents: [UInt8], target: OutputWriter.Target, shown: String)] = []
    private var renamed: [String] = []
    private var finished = false

    /// With `followingLinks` false a symbolic link, device or pipe at a path is replaced
    /// like any file (inside an output folder nothing is followed).
    package init(followingLinks: Bool = true) {
        self.followingLinks = followingLinks
    }

    deinit {
        if !finished { discard() }
    }

    /// Writes `contents` to a temporary beside `path` now.
    package func add(_ contents: [UInt8], path: String) throws(ExportError) {
        try guarded { () throws(ExportError) in
            switch try target(path) {
            case .file(let file):
                let temporary = OutputWriter.temporaryName(for: file, index: temporaries.count)
                temporaries.append((temporary, file, path))
                LiveOutputs.insert(temporary)
                try OutputWriter.writeNew(contents, at: temporary, shown: path)
            case let special:
                direct.append((contents, special, path))
            }
        }
    }

    /// Lets `body` write the output for `path` piece by piece into a temporary beside it.
    package func stream(path: String, _ body: (any OutputSink) throws(ExportError) -> Void) throws(ExportError) {
        try guarded { () throws(ExportError) in
            switch try target(path) {
            case .file(let file):
                let temporary = OutputWriter.temporaryName(for: file, index: temporaries.count)
                temporaries.append((temporary, file, path))
                LiveOutputs.insert(temporary)
                let sink = try FileSink(creating: temporary, shown: path)
                try body(sink)
                try sink.finish()
            case let special:
                let sink = MemorySink()
                try body(sink)
                direct.append((sink.bytes, special, path))
            }
        }
    }

    /// Gives the temporaries written so far new targets, in order (a folder's file names
    /// are known only once every output's ending is).
    func retarget(_ targets: [String]) {
        for index in temporaries.indices where index < targets.count {
            temporaries[index].target = targets[index]
            temporaries[index].shown = targets[index]
        }
    }

    /// Renames every temporary into place, then writes what goes to devices and pipes.
    package func commit() throws(ExportError) {
        try guarded { () throws(ExportError) in
            for (temporary, file, shown) in temporaries {
                LiveOutputs.insert(file)
                if rename(temporary, file) != 0 {
                    LiveOutputs.remove(file)
                    throw ExportError.outputFailed(path: shown, cause: .system(errno: errno))
                }
                LiveOutputs.remove(temporary)
                renamed.append(file)
            }
            // Devices and pipes last: what is written into them cannot be taken back.
            for (contents, target, shown) in direct { try OutputWriter.writeDirectly(contents, to: target, shown: shown) }
        }
        for file in renamed { LiveOutputs.remove(file) }
        finished = true
    }

    /// Removes every temporary and every file already renamed into place.
    package func discard() {
        for (temporary, _, _) in temporaries {
            unlink(temporary)
            LiveOutputs.remove(temporary)
        }
        for file in renamed {
            unlink(file)
            LiveOutputs.remove(file)
        }
        temporaries.removeAll()
        renamed.removeAll()
        direct.removeAll()
        finished = true
    }

    private func target(_ path: String) throws(ExportError) -> OutputWriter.Target {
        followingLinks ? try OutputWriter.resolve(path) : .file(path)
    }

    private func guarded(_ body: () throws(ExportError) -> Void) throws(ExportError) {
        do throws(ExportError) {
            try body()
        } catch {
            discard()
            throw error
        }
    }
}

/// A folder of outputs named `stem<suffix>.<ext>`, written all or nothing through
/// ``StagedOutputs``: each output goes to disk as it is rendered; the names (the stem cut
/// so the longest ending fits) are settled at ``commit()``.
package final class OutputFolder {
    package let directory: String
    package let stem: String
    private let staged = StagedOutputs(followingLinks: false)
    private var endings: [String] = []
    private var extensions: Set<String> = []

    package init(directory: String, stem: String) {
        self.directory = directory
        self.stem = stem
    }

    /// Writes one rendered output to its temporary.
    package func add(_ file: OutputFile) throws(ExportError) {
        let ending = OutputWriter.sanitizedFileName(file.suffix) + "." + file.fileExtension
        endings.append(ending)
        extensions.insert(file.fileExtension)
        try staged.add(file.contents, path: provisionalPath(ending))
    }

    /// Streams one output (`stem<suffix>.<ext>`) to its temporary.
    package func stream(suffix: String = "", fileExtension: String,
                       _ body: (any OutputSink) throws(ExportError) -> Void) throws(ExportError) {
        let ending = OutputWriter.sanitizedFileName(suffix) + "." + fileExtension
        endings.append(ending)
        extensions.insert(fileExtension)
        try staged.stream(path: provisionalPath(ending), body)
    }

    /// Renames every output into place, removes what an earlier run of the same stem and
    /// format left that this run did not write (``FileSet``), and returns the paths.
    @discardableResult
    package func commit() throws(ExportError) -> [String] {
        let targets = OutputWriter.targets(endings: endings, stem: stem, directory: directory)
        staged.retarget(targets)
        try staged.commit()
        if let first = targets.first {
            // The stem as written (cut when the longest name would be too long).
            let writtenStem = String(PathText.name(of: first).dropLast(endings[0].count))
            removeEarlierSets(stem: writtenStem, keeping: Set(targets.map(PathText.name(of:))))
        }
        return targets
    }

    /// The formats that write a set of files whose count changes from run to run: SSML
    /// chunks and their manifest, MP3 chapters and theirs, braille volumes. A run that
    /// writes a format replaces the whole set an earlier run wrote for the stem, so a
    /// folder never mixes two runs' chunks (`out/*.ssml` for another engine's limit).
    struct FileSet {
        /// The extensions written together (`ssml` with `ssml.json`).
        let extensions: Set<String>
        /// What comes between the stem and the extension: `-` and this many digits or more.
        let digits: Int
        /// `v` before the digits (braille volumes: `-v01`).
        let volumeLetter: Bool

        static let all = [
            FileSet(extensions: ["ssml", "ssml.json"], digits: 4, volumeLetter: false),
            FileSet(extensions: ["mp3", "audio.json"], digits: 3, volumeLetter: false),
            FileSet(extensions: ["brf"], digits: 2, volumeLetter: true),
            FileSet(extensions: ["braille.txt"], digits: 2, volumeLetter: true),
        ]

        /// Whether `name` is `stem.EXT` or `stem-[v]NNN.EXT` of this set.
        func contains(_ name: String, stem: String) -> Bool {
            guard name.hasPrefix(stem) else { return false }
            var rest = Substring(name.dropFirst(stem.count))
            if rest.hasPrefix("-") {
                rest = rest.dropFirst()
                if volumeLetter {
                    guard rest.hasPrefix("v") else { return false }
                    rest = rest.dropFirst()
                }
                let number = rest.prefix { $0.isASCII && $0.isNumber }
                guard number.count >= digits else { return false }
                rest = rest.dropFirst(number.count)
            }
            guard rest.hasPrefix(".") else { return false }
            return extensions.contains(String(rest.dropFirst()))
        }
    }

    /// Removes the regular files and links of every ``FileSet`` this run wrote that this
    /// run did not write (`keeping`): an earlier run's sixth chunk, a one-volume BRF after
    /// a run of two volumes. Nothing is followed; what cannot be removed stays.
    private func removeEarlierSets(stem: String, keeping: Set<String>) {
        let sets = FileSet.all.filter { !$0.extensions.isDisjoint(with: extensions) }
        guard !sets.isEmpty, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where !keeping.contains(name) && sets.contains(where: { $0.contains(name, stem: stem) }) {
            let path = (directory as NSString).appendingPathComponent(name)
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let kind = info.st_mode & S_IFMT
            if kind == S_IFREG || kind == S_IFLNK { unlink(path) }
        }
    }

    /// Removes what was written.
    package func discard() { staged.discard() }

    private func provisionalPath(_ ending: String) -> String {
        OutputWriter.targets(endings: [ending], stem: stem, directory: directory)[0]
    }
}

/// Writes into a new file through a 256 KiB buffer.
final class FileSink: OutputSink {
    private let fd: Int32
    private let shown: String
    private var buffer: [UInt8] = []
    private var closed = false

    /// Creates the file (never following a link planted under its name).
    init(creating path: String, shown: String) throws(ExportError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            let directory = PathText.directory(of: path)
            throw .outputFailed(path: shown, cause: .cannotCreateFile(in: directory, errno: errno))
        }
        self.fd = fd
        self.shown = shown
        buffer.reserveCapacity(1 << 18)
    }

    deinit {
        if !closed { close(fd) }
    }

    func write(_ text: String) throws(ExportError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 18 { try flush() }
    }

    /// Writes what is buffered and closes the file.
    func finish() throws(ExportError) {
        try flush()
        closed = true
        if close(fd) != 0 { throw .outputFailed(path: shown, cause: .system(errno: errno)) }
    }

    private func flush() throws(ExportError) {
        guard !buffer.isEmpty else { return }
        try OutputWriter.writeAll(buffer, to: fd, shown: shown)
        buffer.removeAll(keepingCapacity: true)
    }
}
