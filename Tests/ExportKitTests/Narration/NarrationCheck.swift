import Foundation
import Testing
import XMLTree
import ZIPFoundation
@testable import ExportKit

/// Checks of narrated outputs with real tools: epubcheck for the EPUB, sox for the audio,
/// and our own reading of the SMIL overlays against the content documents.
enum NarrationCheck {
    static let epubcheckJar = "/usr/share/java/epubcheck.jar"
    static var hasEpubcheck: Bool { FileManager.default.fileExists(atPath: epubcheckJar) && which("java") != nil }
    static var hasSox: Bool { which("sox") != nil && which("soxi") != nil }

    /// A check that could not be made (the export it needs failed), with the CLI's words.
    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// A fresh folder, removed by the caller.
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("narration-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// `exporttool export BOOK --to FORMATS --output-dir DIR ...`, bounded.
    static func export(_ book: String, formats: String, into directory: URL, extra: [String] = [],
                       timeout: Double = 600) throws -> BoundedResult {
        try runBounded(exporttoolBinary, ["export", book, "--to", formats, "--output-dir", directory.path] + extra, timeout: timeout)
    }

    /// epubcheck's report of one EPUB: its problem lines (errors, warnings, fatals).
    static func epubcheck(_ path: String) throws -> [String] {
        // epubcheck 4.2.6 checks the reading order of cross-references recursively: on a
        // long book (linear-algebra, 13,000 sentence ids) Java's default thread stack
        // overflows and it stops with no verdict. A larger stack lets it finish.
        let result = try runBounded(which("java")!, ["-Xss256m", "-jar", epubcheckJar, path], timeout: 600)
        let output = String(decoding: result.stdout + result.stderr, as: UTF8.self)
        let problems = output.split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("ERROR") || $0.hasPrefix("WARNING") || $0.hasPrefix("FATAL") }
        if problems.isEmpty && !output.contains("No errors or warnings detected") {
            return ["epubcheck did not report success (exit \(result.status)): " + output.suffix(400)]
        }
        return problems
    }

    /// The entries of a zip file.
    static func unzip(_ path: String) throws -> [String: [UInt8]] {
        let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        var files: [String: [UInt8]] = [:]
        for entry in archive where entry.type == .file {
            var data = Data()
            _ = try archive.extract(entry, skipCRC32: false) { data.append($0) }
            files[entry.path] = [UInt8](data)
        }
        return files
    }

    struct Par {
        var document: String
        var id: String
        var audio: String
        var begin: Double
        var end: Double
    }

    struct Overlay {
        var path: String
        var duration: Double
        var pars: [Par]
    }

    /// A SMIL clock value (`H:MM:SS.mmm`, `MM:SS.mmm`, `12.5s`) in seconds.
    static func seconds(_ clock: String) -> Double? {
        if clock.hasSuffix("s"), let value = Double(clock.dropLast()) { return value }
        let parts = clock.split(separator: ":").compactMap { Double($0) }
        guard !parts.isEmpty else { return nil }
        return parts.reduce(0) { $0 * 60 + $1 }
    }

    static func resolve(_ href: String, from directory: String) -> String {
        var parts = directory.split(separator: "/").map(String.init)
        for part in (href.removingPercentEncoding ?? href).split(separator: "/") {
            if part == ".." { parts.removeLast() } else if part != "." { parts.append(String(part)) }
        }
        return parts.joined(separator: "/")
    }

    static func directory(_ path: String) -> String {
        path.split(separator: "/").dropLast().joined(separator: "/")
    }

    /// The overlays the package declares, with their `media:duration`.
    static func overlays(_ files: [String: [UInt8]]) throws -> [Overlay] {
        let container = try XMLParser.parse(files["META-INF/container.xml"] ?? [])
        let opfPath = container.root.descendants(named: "rootfile").first?[attribute: "full-path"] ?? ""
        let opf = try XMLParser.parse(files[opfPath] ?? [])
        let opfDirectory = directory(opfPath)
        var durations: [String: Double] = [:]
        for meta in opf.root.descendants(named: "meta") where meta[attribute: "property"] == "media:duration" {
            if let refines = meta[attribute: "refines"], let value = seconds(meta.textContent) {
                durations[String(refines.dropFirst())] = value
            }
        }
        var overlays: [Overlay] = []
        for item in opf.root.descendants(named: "item") where item[attribute: "media-type"] == "application/smil+xml" {
            let id = item[attribute: "id"] ?? ""
            let path = resolve(item[attribute: "href"] ?? "", from: opfDirectory)
            let smil = try XMLParser.parse(files[path] ?? [])
            var pars: [Par] = []
            for par in smil.root.descendants(named: "par") {
                let text = par.first("text")?[attribute: "src"] ?? ""
                let audio = par.first("audio")
                let pieces = text.split(separator: "#", maxSplits: 1).map(String.init)
                pars.append(Par(document: resolve(pieces.first ?? "", from: directory(path)), id: pieces.count > 1 ? pieces[1] : "",
                                audio: resolve(audio?[attribute: "src"] ?? "", from: directory(path)),
                                begin: seconds(audio?[attribute: "clipBegin"] ?? "") ?? -1,
                                end: seconds(audio?[attribute: "clipEnd"] ?? "") ?? -1))
            }
            overlays.append(Overlay(path: path, duration: durations[id] ?? -1, pars: pars))
        }
        return overlays
    }

    /// A SMIL body's shape: `par`s and `seq`s with their `epub:type`, a seq's children in
    /// brackets (`par, seq list [par list-item, par list-item], par pagebreak`).
    static func overlayOutline(_ smil: [UInt8]) throws -> String {
        func outline(_ element: XMLElement) -> String {
            element.elements.filter { $0.name == "par" || $0.name == "seq" }.map { child in
                let type = child[attribute: "epub:type"].map { " " + $0 } ?? ""
                return child.name == "seq" ? "seq\(type) [\(outline(child))]" : "par\(type)"
            }.joined(separator: ", ")
        }
        let document = try XMLParser.parse(smil)
        return outline(try #require(document.root.first("body")))
    }

    /// The package document's `<meta property>` values by property, in order.
    static func packageProperties(_ files: [String: [UInt8]]) throws -> [String: [String]] {
        let container = try XMLParser.parse(files["META-INF/container.xml"] ?? [])
        let opfPath = container.root.descendants(named: "rootfile").first?[attribute: "full-path"] ?? ""
        let opf = try XMLParser.parse(files[opfPath] ?? [])
        var properties: [String: [String]] = [:]
        for meta in opf.root.descendants(named: "meta") {
            if let property = meta[attribute: "property"], meta[attribute: "refines"] == nil {
                properties[property, default: []].append(meta.textContent.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
        return properties
    }

    /// Elements by id in a content document, with their text.
    static func idTexts(_ bytes: [UInt8]) throws -> [String: String] {
        let document = try XMLParser.parse(bytes)
        var texts: [String: String] = [:]
        var stack = [document.root]
        while let element = stack.popLast() {
            if let id = element[attribute: "id"] { texts[id] = element.textContent }
            stack += element.elements
        }
        return texts
    }

    /// One sentence of `STEM.audio.json`: the words it speaks and where, in its chapter's audio.
    struct SpokenSentence {
        var text: String
        var begin: Double
        var end: Double
    }

    /// The chapters of `STEM.audio.json`, in order: each one audio file's length and sentences.
    static func spokenChapters(_ audioJSON: [UInt8]) throws -> [(duration: Double, sentences: [SpokenSentence])] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(audioJSON)) as? [String: Any])
        return ((object["chapters"] as? [[String: Any]]) ?? []).map { chapter in
            (Double(chapter["durationMs"] as? Int ?? -1) / 1000, ((chapter["sentences"] as? [[String: Any]]) ?? []).map {
                SpokenSentence(text: $0["text"] as? String ?? "", begin: Double($0["startMs"] as? Int ?? -1) / 1000,
                               end: Double($0["endMs"] as? Int ?? -1) / 1000)
            })
        }
    }

    /// The words a text is spoken as, near enough for a rate: each run of letters is one
    /// (an address like `www.math.ups.edu` is four, `TI86` two with its digits), a run of
    /// digits one for every two (`1857` is "eighteen fifty-seven"), and a symbol standing
    /// alone one (`=` and `{` in a grammar read aloud).
    static func spokenWords(_ text: String) -> Int {
        var count = 0
        for token in text.split(whereSeparator: \.isWhitespace) {
            var runs = 0, digits = 0
            var previous: Character?
            for character in token {
                let kind: Character? = character.isLetter ? "a" : character.isNumber ? "0" : nil
                if kind != previous, previous == "0" {
                    runs += (digits + 1) / 2
                    digits = 0
                }
                if kind != previous, kind == "a" { runs += 1 }
                if kind == "0" { digits += 1 }
                previous = kind
            }
            if previous == "0" { runs += (digits + 1) / 2 }
            count += max(runs, 1)
        }
        return count
    }

    /// The slowest and fastest plausible speech, in words a minute, and the pause a clip may
    /// end with beyond its words. A clip runs to the next sentence's mark, so it holds the
    /// pauses the SSML asks for after it (600 ms after a heading, 600 ms before the next);
    /// the slowest rate is below any narrator's because a table row is read cell by cell,
    /// with a pause after each.
    static let rateBand = 40.0...450.0
    static let trailingPause = 1.2

    /// Everything wrong with the sync of a narrated EPUB: pars pointing nowhere, clips out
    /// of order, overlapping, outside their file or not covering it, and, measured against
    /// `STEM.audio.json` of the same synthesis, clips of five words or more spoken at an
    /// implausible rate and spoken sentences that no clip holds. An overlay (one per content
    /// document) may play several audio files (one per chapter) and an audio file may serve
    /// several overlays: the clips of all overlays together must cover each file from 0 to
    /// its end, in order, and each overlay's `media:duration` is the time of its own clips.
    static func syncProblems(_ files: [String: [UInt8]], audioDurations: [String: Double]? = nil,
                             audioJSON: [UInt8]) throws -> [String] {
        var problems: [String] = []
        var texts: [String: [String: String]] = [:]
        var byAudio: [String: [(overlay: String, par: Par)]] = [:]
        for overlay in try overlays(files) {
            guard !overlay.pars.isEmpty else {
                problems.append("\(overlay.path): no par")
                continue
            }
            let heard = overlay.pars.reduce(0) { $0 + $1.end - $1.begin }
            if abs(heard - overlay.duration) > 0.002 {
                problems.append("\(overlay.path): its clips take \(heard) s, media:duration is \(overlay.duration)")
            }
            var previousEnd: [String: Double] = [:]
            for par in overlay.pars {
                if texts[par.document] == nil {
                    guard let bytes = files[par.document] else {
                        problems.append("\(overlay.path): \(par.document) is not in the book")
                        continue
                    }
                    texts[par.document] = try idTexts(bytes)
                }
                if texts[par.document]?[par.id] == nil {
                    problems.append("\(overlay.path): #\(par.id) is not an id of \(par.document)")
                }
                if files[par.audio] == nil { problems.append("\(overlay.path): \(par.audio) is not in the book") }
                if let end = previousEnd[par.audio], par.begin < end - 0.0015 {
                    problems.append("\(overlay.path): #\(par.id) starts at \(par.begin), before the clip before it in \(par.audio) ended (\(end))")
                }
                if par.end <= par.begin { problems.append("\(overlay.path): #\(par.id) is empty or reversed (\(par.begin)-\(par.end))") }
                previousEnd[par.audio] = par.end
                byAudio[par.audio, default: []].append((overlay.path, par))
            }
        }
        // The audio files are the chapters of the manifest, in order (`ch001`, `ch002` ...).
        let chapters = try spokenChapters(audioJSON)
        let audioFiles = byAudio.keys.sorted()
        if audioFiles.count != chapters.count {
            problems.append("\(audioFiles.count) audio files are played, the audio manifest has \(chapters.count) chapters")
        }
        for (audio, chapter) in zip(audioFiles, chapters) {
            let pars = (byAudio[audio] ?? []).sorted { $0.par.begin < $1.par.begin }
            var previousEnd = 0.0
            for (path, par) in pars {
                if abs(par.begin - previousEnd) > 0.0015 {
                    problems.append("\(path): #\(par.id) starts at \(par.begin) in \(audio), the clip before it ended at \(previousEnd)")
                }
                previousEnd = par.end
            }
            if abs(previousEnd - chapter.duration) > 0.002 {
                problems.append("\(audio): the last clip ends at \(previousEnd), the chapter's audio lasts \(chapter.duration)")
            }
            if let audioDurations, let duration = audioDurations[audio], previousEnd > duration + 0.1 {
                problems.append("\(audio): clips run to \(previousEnd) s in a file of \(duration) s")
            }
            let sentences = chapter.sentences
            var next = 0
            for (path, par) in pars {
                // The spoken sentences inside this clip (times in whole milliseconds).
                var words: [String] = []
                while next < sentences.count, sentences[next].begin >= par.begin - 0.001, sentences[next].end <= par.end + 0.001 {
                    words.append(sentences[next].text)
                    next += 1
                }
                let text = words.joined(separator: " ")
                let count = spokenWords(text)
                guard count >= 5 else { continue }
                let duration = par.end - par.begin
                let fastest = Double(count) / (duration / 60)
                let slowest = Double(count) / (max(duration - trailingPause, 0.001) / 60)
                if fastest > rateBand.upperBound || slowest < rateBand.lowerBound {
                    problems.append("\(path): #\(par.id) (\(count) words in \(duration) s: \"\(text.prefix(80))\") is read at \(Int(fastest)) words a minute")
                }
            }
            for sentence in sentences[next...] {
                problems.append("\(audio): no clip holds the sentence \"\(sentence.text.prefix(60))\" (\(sentence.begin)-\(sentence.end) s)")
            }
        }
        return problems
    }

    /// Durations of the book's audio files, by path, read by `soxi`.
    static func audioDurations(_ files: [String: [UInt8]], scratch: URL) throws -> [String: Double] {
        var durations: [String: Double] = [:]
        for (path, bytes) in files where path.hasSuffix(".mp3") {
            let file = scratch.appendingPathComponent(UUID().uuidString + ".mp3")
            try Data(bytes).write(to: file)
            durations[path] = try soxDuration(file.path)
            try? FileManager.default.removeItem(at: file)
        }
        return durations
    }

    static func soxDuration(_ path: String) throws -> Double {
        let result = try runBounded(which("soxi")!, ["-D", path], timeout: 60)
        return Double(String(decoding: result.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    /// `soxi -a`: the tags, `Title=...` lines as a dictionary.
    static func tags(_ path: String) throws -> [String: String] {
        let result = try runBounded(which("soxi")!, ["-a", path], timeout: 60)
        var tags: [String: String] = [:]
        for line in String(decoding: result.stdout, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { tags[parts[0]] = parts[1] }
        }
        return tags
    }

    /// Runs of silence (RMS of 50 ms windows under about -50 dBFS) of at least `minimum`
    /// seconds, decoded by sox, as (start, end) in seconds.
    static func silences(_ path: String, minimum: Double) throws -> (silences: [(Double, Double)], duration: Double, silent: Double) {
        let result = try runBounded(which("sox")!, [path, "-t", "raw", "-e", "signed", "-b", "16", "-c", "1", "-r", "22050", "-"], timeout: 120)
        let samples: [Int16] = result.stdout.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
        let window = 1102
        var runs: [(Double, Double)] = []
        var runStart: Int?
        var silentWindows = 0
        var index = 0
        while index + window <= samples.count {
            var sum = 0.0
            for sample in samples[index..<(index + window)] { sum += Double(sample) * Double(sample) }
            let quiet = (sum / Double(window)).squareRoot() < 100
            if quiet {
                silentWindows += 1
                if runStart == nil { runStart = index }
            } else if let start = runStart {
                runs.append((Double(start) / 22050, Double(index) / 22050))
                runStart = nil
            }
            index += window
        }
        if let start = runStart { runs.append((Double(start) / 22050, Double(index) / 22050)) }
        let duration = Double(samples.count) / 22050
        return (runs.filter { $0.1 - $0.0 >= minimum }, duration, Double(silentWindows * window) / 22050)
    }
}
