import BookModel
import ReadingModel
import XMLTree

/// Gathers the stylesheets a content document uses, in document order: manifest CSS linked
/// with `<link rel="stylesheet">` and `<style>` elements. Each linked file is parsed once
/// per book; parse errors become warnings (CSS recovers from them, and so does reading).
struct StyleSheetCollector {
    /// Reads a book-relative path; `nil` when the book does not hold it, a failure when it
    /// holds it but cannot give it (over a reading limit, unreadable).
    let read: (String) -> Result<[UInt8], ExportError>?
    private var cache: [String: StyleSheet] = [:]
    private(set) var warnings: [BookWarning] = []

    init(read: @escaping (String) -> Result<[UInt8], ExportError>?) {
        self.read = read
    }

    /// The warnings gathered since the last call.
    mutating func takeWarnings() -> [BookWarning] {
        defer { warnings = [] }
        return warnings
    }

    /// The combined rules of every stylesheet of the document rooted at `root`.
    mutating func styleSheet(for root: XMLElement, href: String) -> StyleSheet {
        guard let head = root.first("head") else { return StyleSheet() }
        var combined = StyleSheet()
        for element in head.elements {
            switch element.name {
            case "link":
                let rel = (element[attribute: "rel"] ?? "").lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard rel.contains("stylesheet"), !rel.contains("alternate"),
                      let target = element[attribute: "href"], !target.isEmpty, !Href.isExternal(target) else { continue }
                let path = Href.resolve(target, against: href).path
                if let sheet = cache[path] {
                    combined.append(sheet)
                    continue
                }
                let bytes: [UInt8]
                switch read(path) {
                case .success(let read):
                    bytes = read
                case .failure(let error):
                    warnings.append(BookWarning(file: href, line: element.line,
                                                message: "stylesheet \(path) \(Self.problem(error)); its rules are not applied"))
                    cache[path] = StyleSheet()
                    continue
                case nil:
                    warnings.append(BookWarning(file: href, line: element.line,
                                                message: "stylesheet \(path) is missing from the book; its rules are not applied"))
                    cache[path] = StyleSheet()
                    continue
                }
                let sheet = parse(String(decoding: bytes, as: UTF8.self), file: path)
                cache[path] = sheet
                combined.append(sheet)
            case "style":
                let type = (element[attribute: "type"] ?? "text/css").lowercased()
                guard type == "text/css" || type.isEmpty else { continue }
                let sheet = parse(element.textContent, file: href, firstLine: element.line)
                combined.append(sheet)
            default:
                continue
            }
        }
        return combined
    }

    /// Why a stylesheet the book holds was not read, as words of a warning (the reader has
    /// no error wording of its own; the cases that reading one file can give are named).
    private static func problem(_ error: ExportError) -> String {
        switch error {
        case .limitExceeded(_, .compressionRatio, let limit): return "exceeds a reading limit (compression ratio over \(limit))"
        case .limitExceeded(_, _, let limit): return "exceeds a reading limit (size over \(limit) bytes)"
        case .unreadable(_, .system(let code)): return "cannot be read: \(errnoDescription(code))"
        case .unreadable: return "cannot be read: not a regular file"
        case .notAnEPUB: return "cannot be read from the archive"
        default: return "cannot be read"
        }
    }

    private mutating func parse(_ text: String, file: String, firstLine: Int = 1) -> StyleSheet {
        let sheet = StyleSheet(text)
        for error in sheet.errors {
            warnings.append(BookWarning(file: file, line: error.line + firstLine - 1,
                                        message: "CSS parse error: \(error.message) (the rest of the stylesheet is applied)"))
        }
        if sheet.unsupportedSelectors > 0 {
            warnings.append(BookWarning(file: file, message: "\(sheet.unsupportedSelectors) selector(s) that hide content or set "
                + "speech use pseudo-classes, pseudo-elements or namespace prefixes the stylesheet does not declare, which are not supported; their rules are ignored"))
        }
        return sheet
    }
}
