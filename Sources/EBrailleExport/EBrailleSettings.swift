import ReadingModel

/// What eBraille needs beyond the braille settings: the package metadata the book cannot
/// give (eBraille 1.0 §5.3.3).
public struct EBrailleSettings: Sendable, Hashable, Codable {
    /// The copyright date of the work transcribed (`--copyright-date`): `YYYY`, `YYYY-MM`
    /// or `YYYY-MM-DD` (§5.3.3.4). `nil` takes the year of a copyright statement in the
    /// book's rights; a book without one is refused, never given an invented date.
    public var copyrightDate: String?
    /// Who produced the braille (`a11y:producer`, §5.3.3.10).
    public var producer = "exporttool"
    /// The eBraille publication's date and last modification (`dc:date`,
    /// `dcterms:modified`), as `YYYY-MM-DDThh:mm:ssZ`; `nil` is the time of the export.
    public var publicationDate: String?

    public init() {}

    /// Checks the copyright date's form.
    public func validate() throws(ExportError) {
        if let copyrightDate, !Self.isDate(copyrightDate) {
            throw .invalidSetting(InvalidSetting(.copyrightDate, value: copyrightDate, requirement: .isoDate))
        }
    }

    /// Whether `text` is `YYYY`, `YYYY-MM` or `YYYY-MM-DD` with a real month and day.
    public static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts[0].count == 4,
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              parts.dropFirst().allSatisfy({ $0.count == 2 }) else { return false }
        guard parts.count > 1, let year = Int(parts[0]), let month = Int(parts[1]) else { return true }
        guard (1...12).contains(month) else { return false }
        guard parts.count > 2, let day = Int(parts[2]) else { return true }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...days).contains(day)
    }

    /// The copyright year a rights statement gives ("Copyright © 2004 ...", "(c) 1998"):
    /// the first four-digit year after the word or sign.
    static func copyrightYear(in rights: String?) -> String? {
        guard let rights else { return nil }
        let lower = rights.lowercased()
        guard let sign = [lower.range(of: "©"), lower.range(of: "copyright"), lower.range(of: "(c)")]
            .compactMap({ $0 }).min(by: { $0.lowerBound < $1.lowerBound }) else { return nil }
        var digits = ""
        for character in lower[sign.upperBound...] {
            if character.isASCII && character.isNumber {
                digits.append(character)
                if digits.count == 4 { return digits }
            } else {
                digits = ""
            }
        }
        return nil
    }
}
