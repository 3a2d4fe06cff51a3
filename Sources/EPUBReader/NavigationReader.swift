import BookModel
import ReadingModel
import XMLTree

/// Reads the EPUB 3 navigation document or the EPUB 2 NCX into ``Navigation``.
/// Block ids are filled in later, once every content document is read.
enum NavigationReader {
    /// The `toc`, `page-list` and `landmarks` lists of an EPUB 3 navigation document.
    static func readNavigationDocument(_ root: XMLElement, path: String) -> Navigation {
        var navigation = Navigation()
        for nav in root.descendants(named: "nav") {
            let types = Set((nav[attribute: "epub:type"] ?? "").split(separator: " ").map(String.init))
            let role = nav[attribute: "role"] ?? ""
            guard let list = nav.elements.first(where: { $0.name == "ol" || $0.name == "ul" }) else { continue }
            let entries = readList(list, path: path, depth: 0)
            if types.contains("toc") || role == "doc-toc" {
                if navigation.toc.isEmpty { navigation.toc = entries }
            } else if types.contains("page-list") || role == "doc-pagelist" {
                navigation.pageList = entries
            } else if types.contains("landmarks") {
                navigation.landmarks = entries
            }
        }
        return navigation
    }

    private static func readList(_ list: XMLElement, path: String, depth: Int) -> [NavigationEntry] {
        guard depth < 64 else { return [] }
        var entries: [NavigationEntry] = []
        for item in list.elements where item.name == "li" {
            var entry = NavigationEntry(label: "", href: nil)
            for child in item.elements {
                switch child.name {
                case "a":
                    entry.label = child.textContent.collapsingWhitespace()
                    if let href = child[attribute: "href"], !Href.isExternal(href) {
                        let resolved = Href.resolve(href, against: path)
                        entry.href = Href.join(resolved.path, resolved.fragment)
                    }
                    entry.type = child[attribute: "epub:type"]
                case "span":
                    entry.label = child.textContent.collapsingWhitespace()
                case "ol", "ul":
                    entry.children = readList(child, path: path, depth: depth + 1)
                default:
                    break
                }
            }
            if !entry.label.isEmpty || !entry.children.isEmpty { entries.append(entry) }
        }
        return entries
    }

    /// The `navMap` and `pageList` of an EPUB 2 NCX.
    static func readNCX(_ root: XMLElement, path: String) -> Navigation {
        var navigation = Navigation()
        if let navMap = root.first("navMap") {
            navigation.toc = readNavPoints(navMap, path: path, depth: 0)
        }
        if let pageList = root.first("pageList") {
            navigation.pageList = pageList.elements.filter { $0.name == "pageTarget" }.map { target in
                entry(target, path: path)
            }
        }
        return navigation
    }

    private static func readNavPoints(_ parent: XMLElement, path: String, depth: Int) -> [NavigationEntry] {
        guard depth < 64 else { return [] }
        return parent.elements.filter { $0.name == "navPoint" }.map { point in
            var result = entry(point, path: path)
            result.children = readNavPoints(point, path: path, depth: depth + 1)
            return result
        }
    }

    private static func entry(_ element: XMLElement, path: String) -> NavigationEntry {
        let label = element.first("navLabel")?.textContent.collapsingWhitespace() ?? ""
        var href: String?
        if let source = element.first("content")?[attribute: "src"], !Href.isExternal(source) {
            let resolved = Href.resolve(source, against: path)
            href = Href.join(resolved.path, resolved.fragment)
        }
        return NavigationEntry(label: label, href: href)
    }
}
