import BookModel
import ReadingModel
import XMLTree

/// The metadata of a DTBook (`head/meta name content`) and of its OPF package (`dc-metadata`
/// and `x-metadata` of an OEB 1.2 package, as DAISY 3 and NIMAS 1.1 use; OPF 2 `metadata`).
enum DTBookMetadata {
    struct Entry: Hashable {
        /// `dc:Title`, `nimas-SourceEdition` ...: Dublin Core names with the capital DAISY 3 gives them.
        var name: String
        var value: String
    }

    /// The package's metadata, in order.
    static func entries(package: XMLElement) -> [Entry] {
        var entries: [Entry] = []
        func walk(_ element: XMLElement) {
            for child in element.elements {
                if child.namespace == XMLNamespace.dc {
                    let text = child.textContent.collapsingWhitespace()
                    if !text.isEmpty { entries.append(Entry(name: dublinCore(child.name), value: text)) }
                } else if child.name == "meta", let name = child[attribute: "name"], let content = child[attribute: "content"] {
                    entries.append(Entry(name: normalized(name), value: content.collapsingWhitespace()))
                } else {
                    walk(child)
                }
            }
        }
        if let metadata = package.first("metadata") { walk(metadata) }
        return entries
    }

    /// The DTBook's own `meta` elements.
    static func entries(dtbook: XMLElement) -> [Entry] {
        (dtbook.first("head")?.elements ?? []).compactMap { meta in
            guard meta.name == "meta", let name = meta[attribute: "name"], let content = meta[attribute: "content"] else { return nil }
            let value = content.collapsingWhitespace()
            return value.isEmpty ? nil : Entry(name: normalized(name), value: value)
        }
    }

    /// `dc:title` and `dc:Title` are one name: DAISY 3 capitalises, OPF 2 does not.
    static func normalized(_ name: String) -> String {
        guard name.lowercased().hasPrefix("dc:") else { return name }
        return dublinCore(String(name.dropFirst(3)))
    }

    private static func dublinCore(_ local: String) -> String {
        "dc:" + local.prefix(1).uppercased() + local.dropFirst()
    }

    /// The book's metadata: the first source naming a field wins (the package before the
    /// DTBook); names with no field of their own are kept in ``Metadata/otherMetadata``.
    static func metadata(from entries: [Entry]) -> Metadata {
        var metadata = Metadata()
        var seen: Set<Entry> = []
        for entry in entries where seen.insert(entry).inserted {
            switch entry.name {
            case "dc:Title": if metadata.title == nil { metadata.title = entry.value }
            case "dc:Creator":
                if !metadata.creators.contains(entry.value) {
                    metadata.creators.append(entry.value)
                    metadata.contributors.append(Contributor(name: entry.value, role: nil))
                }
            case "dc:Language": if metadata.language == nil { metadata.language = LanguageTag.normalized(entry.value) ?? entry.value }
            case "dc:Identifier": if metadata.identifier == nil { metadata.identifier = entry.value }
            case "dc:Publisher": if metadata.publisher == nil { metadata.publisher = entry.value }
            case "dc:Date": if metadata.date == nil { metadata.date = entry.value }
            case "dc:Rights": if metadata.rights == nil { metadata.rights = entry.value }
            default:
                if !(metadata.otherMetadata[entry.name]?.contains(entry.value) ?? false) {
                    metadata.otherMetadata[entry.name, default: []].append(entry.value)
                }
            }
        }
        return metadata
    }

    /// The metadata NIMAS 1.1 requires of every fileset ("NIMAS 1.1 Metadata"), and the
    /// identifier every DTBook needs (Z39.86-2005 §8.2: `dc:Identifier`, `dtb:uid`).
    static let nimasRequired = ["dc:Title", "dc:Creator", "dc:Publisher", "dc:Date", "dc:Format", "dc:Language",
                                "dc:Rights", "dc:Source", "nimas-SourceEdition", "nimas-SourceDate"]

    /// One warning per rule broken.
    static func problems(_ metadata: Metadata, file: String, nimas: Bool) -> [BookWarning] {
        var warnings: [BookWarning] = []
        if metadata.identifier == nil {
            warnings.append(BookWarning(file: file, .noIdentifier))
        }
        guard nimas else { return warnings }
        for name in nimasRequired {
            let present: Bool
            switch name {
            case "dc:Title": present = metadata.title != nil
            case "dc:Creator": present = !metadata.creators.isEmpty
            case "dc:Publisher": present = metadata.publisher != nil
            case "dc:Date": present = metadata.date != nil
            case "dc:Language": present = metadata.language != nil
            case "dc:Rights": present = metadata.rights != nil
            default: present = metadata.otherMetadata[name]?.isEmpty == false
            }
            if !present { warnings.append(BookWarning(file: file, .nimasRequires(element: name))) }
        }
        return warnings
    }
}
