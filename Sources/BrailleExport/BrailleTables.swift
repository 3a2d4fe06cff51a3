import ReadingModel
import Foundation

/// One liblouis translation table as `exporttool tables` lists it.
package struct BrailleTableInfo: Sendable, Hashable {
    /// File name, usable in a table list (`en-ueb-g2.ctb`).
    package var name: String
    /// Languages from the table's metadata (`#+language:`).
    package var languages: [String]
    /// `#+grade:` (0, 1, 2 ...), or `nil` when the table does not say.
    package var grade: String?
    /// `#+contraction:` (`no`, `partial`, `full`), or `nil`.
    package var contraction: String?
    /// `#+type:` (`literary`, `computer` ...), or `nil`.
    package var type: String?
    /// `true` for a table from the project's `tables/` folder.
    package var isProjectTable: Bool
    /// `true` when this is the table `exporttool` picks by default for its language.
    package var isDefault: Bool
}

/// Which tables to use: defaults by language, and the catalogue of installed tables.
package enum BrailleTables {
    /// Tables the project layers in front of every table list.
    package static let projectLayer = [TableLocator.marker]

    /// Default tables by primary language subtag: grade 2 where liblouis ships a
    /// maintained contracted table, grade 1 (or uncontracted) otherwise.
    package static let defaults: [String: String] = [
        "en": "en-ueb-g2.ctb",
        "af": "afr-za-g2.ctb", "ar": "ar-ar-g1.utb", "bg": "bg.ctb", "ca": "ca-g1.ctb",
        "cs": "cs-g1.ctb", "cy": "cy-cy-g2.ctb", "da": "da-dk-g26.ctb", "de": "de-g2.ctb",
        "el": "el.ctb", "es": "es-g2.ctb", "et": "et.ctb", "fi": "fi.utb", "fr": "fr-bfu-g2.ctb",
        "ga": "ga-g2.ctb", "he": "he-IL.utb", "hi": "hi-in-g1.utb", "hr": "hr-g1.ctb",
        "hu": "hu-hu-g2.ctb", "is": "is.ctb", "it": "it-it-comp6.utb", "ja": "ja-kantenji.utb",
        "ko": "ko-g2.ctb", "lt": "lt.ctb", "ms": "ms-my-g2.ctb", "nb": "no-no-g2.ctb",
        "nl": "nl-NL-g0.utb", "nn": "no-no-g2.ctb", "no": "no-no-g2.ctb", "pl": "Pl-Pl-g1.utb",
        "pt": "pt-pt-g2.ctb", "ro": "ro.ctb", "ru": "ru-litbrl.ctb", "sk": "sk-g1.ctb",
        "sl": "sl-si-g1.utb", "sr": "sr-g1.ctb", "sv": "sv-g2.ctb", "tr": "tr-g2.ctb",
        "uk": "uk.utb", "vi": "vi-vn-g2.ctb",
    ]

    /// The project's layer for Unified English Braille tables: superscript and subscript
    /// digits written with UEB level indicators (docs/braille.md).
    package static let uebLayer = "exporttool-ueb-levels.uti"

    /// The table list for a book: `explicit` when given, else the default for `language`.
    /// The project's layer (``projectLayer``) always comes first.
    package static func tableList(explicit: [String]?, language: String?) throws(ExportError) -> [String] {
        try choose(explicit: explicit, language: language).tables
    }

    /// A table list and what choosing it had to work around.
    package struct Choice: Sendable, Hashable {
        /// The project's layers, then the translation tables.
        package var tables: [String]
        /// Why the list is not the curated default (a default that does not compile or
        /// is 8-dot, a table found through liblouis's metadata index ...).
        package var warnings: [ExportWarning]
    }

    /// Chooses the table list for a book: `explicit` when given; else the curated default
    /// for the language's primary subtag; else, for a language the curated map lacks
    /// (Sanskrit and many more), the best table liblouis's metadata index finds for
    /// `language:<subtag>`, preferring literary tables, then contracted ones. A candidate
    /// that does not compile gives way to the next, with a warning; an 8-dot table
    /// (`#+dots: 8`) is kept, with a warning, since BRF cannot show dots 7 and 8.
    package static func choose(explicit: [String]?, language: String?) throws(ExportError) -> Choice {
        // Without the project's layer every candidate would fail to compile, and the error
        // would blame the language's table instead of the missing folder.
        if let missing = TableLocator.missingTables() { throw missing }
        if let explicit, !explicit.isEmpty { return Choice(tables: layers(for: explicit) + explicit, warnings: []) }
        let tag = (language ?? "").trimmingWhitespace()
        let primary = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        guard !primary.isEmpty else {
            throw .invalidSetting(InvalidSetting(.tables, value: "", requirement: .tableForLanguage(nil, uncompiled: [])))
        }
        var warnings: [ExportWarning] = []
        var uncompiled: [String] = []
        var candidates: [String] = []
        if let curated = defaults[primary] { candidates.append(curated) }
        // liblouis's metadata index reads every table file on the path (about 1% of a
        // novel's braille export), so it is built only when the curated table cannot serve.
        var searched = false
        var index = 0
        while true {
            if index == candidates.count && !searched {
                searched = true
                candidates += discovered(language: primary).filter { !candidates.contains($0) }
            }
            guard index < candidates.count else { break }
            let table = candidates[index]
            defer { index += 1 }
            if !compiles(table) {
                warnings.append(.brailleTableDoesNotCompile(table: table, language: tag))
                uncompiled.append(table)
                continue
            }
            if index > 0 || defaults[primary] == nil {
                warnings.append(.brailleTableFromMetadata(table: table, language: tag))
            }
            if Louis.tableInfo(table, key: "dots") == "8" {
                warnings.append(.eightDotBrailleTable(table: table))
            }
            return Choice(tables: layers(for: [table]) + [table], warnings: warnings)
        }
        throw .invalidSetting(InvalidSetting(.tables, value: "", requirement: .tableForLanguage(tag, uncompiled: uncompiled)))
    }

    /// The project's layer for 8-dot tables: a display character for every cell.
    package static let eightDotLayer = "exporttool-8dot.dis"

    /// The project's layers in front of `tables`: the fixes always, the UEB levels for UEB
    /// tables, display characters for 8-dot tables.
    package static func layers(for tables: [String]) -> [String] {
        var layers = projectLayer
        if tables.contains(where: { $0.hasPrefix("en-ueb") }) { layers.append(uebLayer) }
        if tables.contains(where: { Louis.tableInfo($0, key: "dots") == "8" }) { layers.append(eightDotLayer) }
        return layers
    }

    /// Whether `table` is one of the project's layers (``layers(for:)``).
    package static func isProjectLayer(_ table: String) -> Bool {
        projectLayer.contains(table) || table == uebLayer || table == eightDotLayer
    }

    /// The tables of a list a message names: those the user or the language chose, not
    /// the project's layers before them (the whole list when it is nothing but layers).
    package static func withoutProjectLayers(_ tables: [String]) -> [String] {
        let chosen = tables.filter { !isProjectLayer($0) }
        return chosen.isEmpty ? tables : chosen
    }

    /// Whether a table compiles with the project's layers in front of it (else the next
    /// candidate is tried).
    static func compiles(_ table: String) -> Bool {
        Louis.compiles(layers(for: [table]) + [table])
    }

    /// Tables liblouis's metadata index lists for a language, literary before others, then
    /// fully contracted, partly contracted, uncontracted; liblouis's order otherwise.
    static func discovered(language: String) -> [String] {
        guard language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return [] }
        let found = Louis.findTables("language:" + language)
        func rank(_ table: String) -> (Int, Int) {
            let literary = Louis.tableInfo(table, key: "type") == "literary" ? 0 : 1
            let contraction: Int
            switch Louis.tableInfo(table, key: "contraction") {
            case "full": contraction = 0
            case "partial": contraction = 1
            default: contraction = 2
            }
            return (literary, contraction)
        }
        let ranked = found.enumerated().map { (rank: rank($0.element), order: $0.offset, table: $0.element) }
        return ranked.sorted { ($0.rank.0, $0.rank.1, $0.order) < ($1.rank.0, $1.rank.1, $1.order) }.map(\.table)
    }

    /// Every translation table that declares a language in its metadata, project tables
    /// first, then the system tables, each sorted by name.
    package static func catalogue() -> [BrailleTableInfo] {
        let defaultNames = Set(defaults.values)
        var result: [BrailleTableInfo] = []
        let folders = [(TableLocator.projectTables, true), (TableLocator.systemTables, false)]
        for case let (folder?, isProject) in folders {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for name in names where name.hasSuffix(".ctb") || name.hasSuffix(".utb") || name.hasSuffix(".tbl") {
                let path = (folder as NSString).appendingPathComponent(name)
                guard let metadata = metadata(ofTableAt: path), !metadata.languages.isEmpty else { continue }
                result.append(BrailleTableInfo(
                    name: name, languages: metadata.languages, grade: metadata.fields["grade"],
                    contraction: metadata.fields["contraction"], type: metadata.fields["type"],
                    isProjectTable: isProject, isDefault: defaultNames.contains(name)))
            }
        }
        return result
    }

    /// Reads the `#+key: value` metadata block of a table file (liblouis's own format).
    static func metadata(ofTableAt path: String) -> (languages: [String], fields: [String: String])? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        // Metadata sits in the header comments; the first 16 KiB always hold it.
        let data = handle.readData(ofLength: 16 * 1024)
        let text = String(decoding: data, as: UTF8.self)
        var languages: [String] = []
        var fields: [String: String] = [:]
        for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("#+") {
            let body = line.dropFirst(2)
            guard let colon = body.firstIndex(of: ":") else { continue }
            let key = body[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if key == "language" {
                if !languages.contains(value) { languages.append(value) }
            } else if fields[key] == nil {
                fields[key] = value
            }
        }
        return (languages, fields)
    }
}
