import Foundation
import Testing
import XMLTree

/// Checks of DAISY filesets with the real validators: `jing` over the DAISY 2.02 RELAX NG
/// schemas and `xmllint --dtdvalid` over the Z39.86-2005 DTDs, both from
/// `../shared/schemas/` (or `EXPORTTOOL_SHARED/schemas`).
enum DAISYCheck {
    static let schemas: URL = TestPaths.shared("schemas")

    static var hasDAISY202Schemas: Bool {
        which("jing") != nil && FileManager.default.fileExists(atPath: schemas.appendingPathComponent("daisy202/d202/d202ncc.rng").path)
    }

    static var hasDAISY3Schemas: Bool {
        which("xmllint") != nil && FileManager.default.fileExists(atPath: schemas.appendingPathComponent("daisy3/dtbook-2005-3.dtd").path)
    }

    /// The problems `jing` reports for `file` against the RELAX NG schema `schema`
    /// (relative to `schemas/daisy202/d202`).
    static func jing(_ schema: String, _ file: String) throws -> [String] {
        let path = schemas.appendingPathComponent("daisy202/d202/" + schema).path
        let result = try runBounded(which("jing")!, [path, file], timeout: 120)
        let output = String(decoding: result.stdout + result.stderr, as: UTF8.self)
        return result.status == 0 ? [] : output.split(separator: "\n").map(String.init) + ["jing exit \(result.status)"]
    }

    /// The problems `xmllint --dtdvalid` reports for `file` against `dtd` (in `schemas/daisy3`).
    static func xmllint(_ dtd: String, _ file: String) throws -> [String] {
        let path = schemas.appendingPathComponent("daisy3/" + dtd).path
        let result = try runBounded(which("xmllint")!, ["--noout", "--nonet", "--dtdvalid", path, file], timeout: 120)
        let output = String(decoding: result.stdout + result.stderr, as: UTF8.self)
        return result.status == 0 ? [] : output.split(separator: "\n").map(String.init) + ["xmllint exit \(result.status)"]
    }

    /// Writes the entries of a zip into a fresh folder, for the validators. The XML files
    /// lose their `<!DOCTYPE>` line: it names the DTD by its web address, which jing would
    /// fetch (failing offline) and xmllint would try to; each is validated against the local
    /// schema named on its command line instead.
    static func extract(_ files: [String: [UInt8]]) throws -> URL {
        let directory = try NarrationCheck.scratch()
        for (name, bytes) in files {
            var contents = bytes
            if !name.hasSuffix(".mp3") {
                let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                contents = Array(lines.filter { !$0.hasPrefix("<!DOCTYPE") }.joined(separator: "\n").utf8)
            }
            try Data(contents).write(to: directory.appendingPathComponent(name))
        }
        return directory
    }

    /// Every element with an id in an XML file, by id.
    static func ids(_ bytes: [UInt8]) throws -> [String: XMLElement] {
        let document = try XMLParser.parse(bytes)
        var found: [String: XMLElement] = [:]
        var stack = [document.root]
        while let element = stack.popLast() {
            if let id = element[attribute: "id"] { found[id] = element }
            stack += element.elements
        }
        return found
    }

    /// A clip of a SMIL file.
    struct Clip {
        var smil: String
        var audio: String
        var begin: Double
        var end: Double
    }

    /// A SMIL clock value in seconds: `npt=12.5s`, `0:00:12.500`.
    static func seconds(_ clock: String) -> Double? {
        var value = clock
        if value.hasPrefix("npt=") { value.removeFirst(4) }
        return NarrationCheck.seconds(value)
    }

    /// Everything wrong with a fileset's clips: one outside its audio file (measured with
    /// soxi), ending before it begins, or starting before the clip before it in the same file.
    static func clipProblems(_ clips: [Clip], durations: [String: Double]) -> [String] {
        var problems: [String] = []
        var last: [String: Double] = [:]
        for clip in clips {
            guard let duration = durations[clip.audio] else {
                problems.append("\(clip.smil): \(clip.audio) is not in the fileset")
                continue
            }
            if clip.begin < 0 || clip.end > duration + 0.05 {
                problems.append("\(clip.smil): \(clip.audio) \(clip.begin)-\(clip.end) lies outside its \(duration) s")
            }
            if clip.end < clip.begin { problems.append("\(clip.smil): \(clip.audio) \(clip.begin)-\(clip.end) runs backwards") }
            if let previous = last[clip.audio], clip.begin < previous - 0.0005 {
                problems.append("\(clip.smil): \(clip.audio) \(clip.begin) starts before the clip before it ended (\(previous))")
            }
            last[clip.audio] = clip.end
        }
        return problems
    }

    /// The length of every MP3 of a fileset, measured by soxi.
    static func durations(_ files: [String: [UInt8]], in directory: URL) throws -> [String: Double] {
        var durations: [String: Double] = [:]
        for name in files.keys where name.hasSuffix(".mp3") {
            durations[name] = try NarrationCheck.soxDuration(directory.appendingPathComponent(name).path)
        }
        return durations
    }
}
