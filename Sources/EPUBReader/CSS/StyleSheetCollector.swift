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
                    warnings.append(BookWarning(file: href, line: element.line, .styleSheetUnreadable(path: path, cause: Self.failure(error))))
                    cache[path] = StyleSheet()
                    continue
                case nil:
                    warnings.append(BookWarning(file: href, line: element.line, .styleSheetMissing(path: path)))
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
    private static func failure(_ error: ExportError) -> ReadingProblem.StyleSheetFailure {
        switch error {
        case .limitExceeded(_, .compressionRatio, let limit): return .compressionRatio(limit: limit)
        case .limitExceeded(_, _, let limit): return .size(limit: limit)
        case .unreadable(_, .system(let code)): return .system(detail: errnoDescription(code))
        case .unreadable: return .notRegularFile
        case .notAnEPUB: return .archive
        default: return .other
        }
    }

    private mutating func parse(_ text: String, file: String, firstLine: Int = 1) -> StyleSheet {
        let sheet = StyleSheet(text)
        for error in sheet.errors {
            warnings.append(BookWarning(file: file, line: error.line + firstLine - 1, .cssParseError(detail: error.message)))
        }
        if sheet.unsupportedSelectors > 0 {
            warnings.append(BookWarning(file: file, .unsupportedSelectors(count: sheet.unsupportedSelectors)))
        }
        return sheet
    }
}
