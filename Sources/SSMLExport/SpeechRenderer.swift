import MathRender
import ReadingModel
import Speech
/// How large one sentence may be: a sentence over it is cut, so that it fits one engine
/// request alone.
struct SentenceBudget: Sendable {
    /// The markup's bytes (or the engine's size unit) left for a sentence in a chunk.
    var bytes: Int
    /// The seconds one request may speak (engines with an audio limit), else `nil`.
    var seconds: Double?
}

/// Turns a plan node's inlines into SSML sentences: decides how each run is spoken
/// (abbreviations, pronunciations, lexicon entries, speak-as, code), cuts the text into
/// sentences and writes each as one balanced `<s>` element with its mark. What is read is
/// the reading plan's decision; the words the tool says are the node's ``Labels``.
struct SpeechRenderer {
    let profile: SSMLProfile
    let settings: SSMLSettings
    let lexicon: LexiconMatcher
    let splitter: SentenceSplitter
    /// The largest sentence markup that still fits a chunk; longer sentences are cut at
    /// spaces. `nil` without chunking.
    let sentenceBudget: SentenceBudget?
    /// The language of the speech as a whole (the document's).
    let documentLanguage: String?
    /// The engine's locales; languages it does not speak get no `<lang>`.
    let locales: SSMLLocales
    /// The plan's math spoken ahead (``MathRenderings``), each expression in the language of
    /// the node it stands in; one read in another language is spoken as it comes.
    var spokenMath: MathRenderings<(language: String, form: MathSpokenForm)>?

    /// The `<lang>` (or eSpeak NG `<voice>`) opening for `tag`, in the engine's locale;
    /// `nil` when the engine does not speak it or it is the locale of `base` (the language
    /// around it; the document's by default).
    func languageSwitch(_ tag: String, base: String? = nil, inSentence: Bool = false) -> String? {
        guard let locale = locales.locale(for: tag, inSentence: inSentence) else { return nil }
        if let base = base ?? documentLanguage, locales.table.locale(for: base) == locale { return nil }
        return profile.openLanguage(locale)
    }

    // MARK: Inlines to runs

    /// The spoken text of `inlines`, announcing in the words of `labels`; `code` marks the
    /// source-code context, `prefix` is read first (a column header, an image's label).
    /// `language` is the block's, for the lexicons of other languages.
    /// `sources` names, for each inline, the plan node and index it comes from (a
    /// separator the walker adds has index -1); empty when no one asks.
    func spokenText(_ inlines: [Inline], labels: Labels, code: Bool = false, prefix: String? = nil,
                    said: String? = nil, language blockLanguage: String? = nil,
                    sources: [(node: String, inline: Int)] = []) -> SpokenText {
        var text = SpokenText(labels: labels)
        if let prefix { text.append(prefix, said.map { .alias($0) } ?? .plain) }
        var linkRuns: [(index: Int, link: LinkTarget)] = []
        var afterRaisedFigure = false
        for (index, inline) in inlines.enumerated() {
            // A raised or lowered figure (an exponent, a chemical count, a reference number:
            // `mc<sup>2</sup>`, `2<sup>10</sup>`, `1945.<sup>3</sup>`, `H<sub>2</sub>O`) or
            // phrase is a word of its own, as print sets it apart by its level: glued,
            // "2<sup>10</sup>" reads "two hundred and ten" and "1945.<sup>3</sup>" a decimal.
            // Raised letters without a space stay in their word (ordinal endings "1st",
            // "Mme"). The space is the tool's, outside every inline's origin.
            if case .text(let string, let style) = inline, style.spoken {
                let apart = style.script != nil
                    && (Self.opensWithFigure(string) || string.trimmingWhitespace().contains(" "))
                if apart, let last = text.units.last, !Self.isSpace(last) {
                    text.append(" ", .plain)
                } else if afterRaisedFigure, Self.endsWithAlphanumeric(text.units), Self.opensWithAlphanumeric(string) {
                    text.append(" ", .plain)
                }
                afterRaisedFigure = apart
            } else {
                afterRaisedFigure = false
            }
            let before = text.units.count
            defer {
                if index < sources.count, sources[index].inline >= 0, text.units.count > before {
                    var atomic = true
                    if case .text = inline { atomic = false }
                    text.origins.append(TextOrigin(start: before, end: text.units.count, node: sources[index].node,
                                                   inline: sources[index].inline, atomic: atomic))
                }
            }
            switch inline {
            case .text(let string, let style):
                guard style.spoken else { continue }
                let kind = self.kind(of: string, style: style, code: code)
                let first = text.runs.count
                if kind == .plain {
                    appendMatchingLexicon(string, language: style.language, lexiconLanguage: style.language ?? blockLanguage, to: &text)
                } else {
                    text.append(string, kind, language: style.language)
                }
                if let link = style.link, text.runs.count > first {
                    linkRuns.append((text.runs.count - 1, link))
                }
            case .lineBreak:
                text.append("\n", .plain)
            case .noteReference:
                // Never read inside the sentence: the plan places the note's body.
                continue
            case .lineNumber:
                // A line number is print's margin, not the text.
                continue
            case .image(let image):
                text.append(" " + Self.imageText(image, labels: labels) + " ", .plain)
            case .math(let math):
                appendMath(math, language: math.language ?? blockLanguage ?? documentLanguage ?? "en", to: &text)
            case .pageBreak(let page):
                text.pageBreaks.append((text.units.count, page))
            }
        }
        if settings.announceLinks {
            // Only the last run of each link says "link".
            for (position, entry) in linkRuns.enumerated() {
                let next = position + 1 < linkRuns.count ? linkRuns[position + 1] : nil
                if next?.link != entry.link || next.map({ $0.index != entry.index + 1 }) ?? true {
                    text.runs[entry.index].announcesLink = true
                }
            }
        }
        return text
    }

    private static func opensWithFigure(_ string: String) -> Bool {
        guard let first = string.unicodeScalars.first else { return false }
        return first.properties.numericType != nil || "+-=(\u{2212}".unicodeScalars.contains(first)
    }

    private static func opensWithAlphanumeric(_ string: String) -> Bool {
        guard let first = string.unicodeScalars.first else { return false }
        return first.properties.isAlphabetic || first.properties.numericType != nil
    }

    private static func endsWithAlphanumeric(_ units: [UInt16]) -> Bool {
        guard let last = units.last, let scalar = Unicode.Scalar(last) else { return false }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// Math as words, with its pauses as runs of their own (a `<break>` each): the tree
    /// read by the chosen speech style when there is one, else the book's useful alttext
    /// or the expression's tokens.
    func appendMath(_ math: MathInfo, language: String, to text: inout SpokenText) {
        guard let expression = math.expression, expression.hasContent else {
            text.append(" " + math.spokenText + " ", .plain, language: math.language)
            return
        }
        let ahead = spokenMath?.value(for: expression).flatMap { $0.language == language ? $0.form : nil }
        let spoken = ahead ?? MathRender.spokenForm(expression, style: settings.mathSpeech, language: language,
                                                         options: settings.mathOptions)
        if !spoken.languageSupported { locales.noteMathInEnglish(language) }
        // Math in a language of its own (``MathInfo/language``) is marked as that language,
        // as a run of text in it is, when its words are that language's.
        let marked = spoken.languageSupported ? math.language : nil
        // Each part of the words brings the space before it; the text around the math
        // brings its own after.
        for part in spoken.parts {
            // A word or letter is set apart from what precedes it, unless a space or an
            // opening parenthesis does that already.
            let spaced = text.units.last.map { !Self.isSpace($0) && $0 != 0x28 } ?? false
            switch part {
            case .words(let words):
                text.append(spaced ? " " + words : words, .plain, language: marked)
            // The text keeps the letter as written ("a"); the engine is given its name
            // ("eigh") where it would read the letter as a word.
            case .letter(let written, let spoken):
                if spaced { text.append(" ", .plain, language: marked) }
                text.append(written, written == spoken ? .plain : .alias(spoken), language: marked)
            case .capital(let written, let spoken, let word):
                if spaced { text.append(" ", .plain, language: marked) }
                text.append(written, .raisedPitch(alias: written == spoken ? nil : spoken, word: word), language: marked)
            // A long pause is written as a semicolon here: a period would end the
            // sentence around the math; the break carries its strength.
            case .pause(let pause): text.append(pause == .short ? "," : ";", .pause(pause), language: marked)
            }
        }
    }

    /// "Image: alt text." or "Image.", in the words of `labels`.
    static func imageText(_ image: ImageInfo, labels: Labels) -> String {
        if let alt = image.text?.trimmingWhitespace(), !alt.isEmpty {
            let end = alt.last.map { ".!?".contains($0) } == true ? "" : "."
            return labels.image + ": " + alt + end
        }
        return labels.image + "."
    }

    private func kind(of text: String, style: InlineStyle, code: Bool) -> SpokenRun.Kind {
        if let pronunciation = style.pronunciation, profile.supportsPhoneme {
            let alphabet = pronunciation.alphabet ?? "ipa"
            if profile.accepts(alphabet: alphabet), !pronunciation.phoneme.isEmpty {
                return .phoneme(ph: pronunciation.phoneme, alphabet: alphabet)
            }
        }
        // Ruby: the reading is what is said (`<sub alias>` is SSML 1.1 core, every engine has it).
        if let reading = style.reading?.trimmingWhitespace(), !reading.isEmpty { return .alias(reading) }
        // `z3998:roman`: a number, not the pronoun "I" or a word ("Henry VIII", "Chapter IV").
        if style.romanNumeral, let value = style.romanNumeralValue { return .alias(String(value)) }
        if let abbreviation = style.abbreviation {
            if let expansion = abbreviation.expansion?.trimmingWhitespace(), !expansion.isEmpty {
                return .alias(expansion)
            }
            if settings.spellAcronyms != .none, Self.isAcronym(text) { return .characters }
        }
        switch style.speakAs {
        case .spellOut: return .characters
        case .digits: return .digits
        case .literalPunctuation: return .code
        case .normal, .noPunctuation, nil: break
        }
        return code ? .code : .plain
    }

    /// All-capital letters (digits allowed), 2 to 8 of them: "GPS", "NLB", "MP3".
    static func isAcronym(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard (2...8).contains(scalars.count) else { return false }
        var letters = 0
        for scalar in scalars {
            if scalar.properties.isUppercase { letters += 1 } else if !("0"..."9").contains(scalar) { return false }
        }
        return letters >= 2
    }

    /// Appends plain text, cutting out the words a PLS lexicon pronounces and, with
    /// `--spell-acronyms all`, bare capitals.
    private func appendMatchingLexicon(_ string: String, language: String?, lexiconLanguage: String?, to text: inout SpokenText) {
        let spellCapitals = settings.spellAcronyms == .all
        guard !lexicon.isEmpty || spellCapitals else {
            text.append(string, .plain, language: language)
            return
        }
        // The words first: whether capitals read as letters depends on the words beside them.
        var words: [Range<String.Index>] = []
        var index = string.startIndex
        while index < string.endIndex {
            guard string[index].isLetter || string[index].isNumber else {
                index = string.index(after: index)
                continue
            }
            var end = index
            while end < string.endIndex, string[end].isLetter || string[end].isNumber { end = string.index(after: end) }
            words.append(index..<end)
            index = end
        }
        var plainStart = string.startIndex
        var position = 0
        while position < words.count {
            var range = words[position]
            var word = String(string[range])
            var kind: SpokenRun.Kind?
            // The longest phrase of the lexicon that starts here, then the word alone.
            for count in stride(from: min(lexicon.longestPhrase, words.count - position), through: 1, by: -1) {
                let phraseRange = words[position].lowerBound..<words[position + count - 1].upperBound
                let phrase = count == 1 ? word : SSMLEscaping.collapse(String(string[phraseRange]))
                if let entry = lexicon.kind(for: phrase, language: lexiconLanguage, profile: profile) {
                    kind = entry
                    range = phraseRange
                    word = String(string[phraseRange])
                    position += count - 1
                    break
                }
            }
            if kind != nil {
            } else if spellCapitals, Self.readsAsLetters(word) {
                // A run of words in capitals is a title or a shout, not acronyms.
                let before = position > 0 ? Self.isAcronym(String(string[words[position - 1]])) : false
                let after = position + 1 < words.count ? Self.isAcronym(String(string[words[position + 1]])) : false
                if !before && !after { kind = .characters }
            }
            if let kind {
                text.append(String(string[plainStart..<range.lowerBound]), .plain, language: language)
                text.append(word, kind, language: language)
                plainStart = range.upperBound
            }
            position += 1
        }
        text.append(String(string[plainStart...]), .plain, language: language)
    }

    /// Capitals a listener expects spelled: an acronym of at most three letters (BBC, USA),
    /// one with a digit (MP3) or one with no vowel to say it by (HTML); not a word set in
    /// capitals (WHALE, QUEEN) nor one said as a word (NASA), and not a roman numeral.
    static func readsAsLetters(_ word: String) -> Bool {
        guard isAcronym(word), !isRomanNumeral(word), word.count <= 5 else { return false }
        let letters = word.filter(\.isLetter)
        let hasDigit = word.contains { $0.isNumber }
        let hasVowel = letters.contains { "AEIOUY".contains($0) }
        return letters.count <= 3 || hasDigit || !hasVowel
    }

    static func isRomanNumeral(_ word: String) -> Bool {
        word.allSatisfy { "IVXLCDM".contains($0) }
    }

    // MARK: Sentences

    /// How a sentence's content is dressed: headings get their prosody.
    enum SentenceStyle {
        case normal
        case heading
    }

    /// The block's sentences as `<s>` pieces, marks named `BLOCKID:sN`; page breaks
    /// inside the text are announced (or not) between sentences, never inside one.
    func sentences(_ text: SpokenText, blockID: String, language: String?, style: SentenceStyle = .normal,
                   firstNumber: Int = 1) -> [SpokenPiece] {
        guard !text.units.isEmpty || !text.pageBreaks.isEmpty else { return [] }
        var ranges: [Range<Int>] = []
        var start = 0
        // A heading is one announcement: "Chapter 1. The Light" is not two sentences.
        let ends = style == .heading ? [text.units.count] : sentenceEnds(text)
        for end in ends {
            ranges.append(start..<end)
            start = end
        }
        // A sentence that alone would not fit a chunk is split; its parts keep the
        // sentence's number (`BLOCKID:sN`, `BLOCKID:sN.2` ...), so no later mark moves.
        var origin: [(sentence: Int, split: Bool)] = ranges.indices.map { ($0, false) }
        if let sentenceBudget {
            var fitted: [Range<Int>] = []
            origin = []
            for (index, range) in ranges.enumerated() {
                let parts = fit(range, in: text, budget: sentenceBudget)
                fitted += parts
                origin += Array(repeating: (index, parts.count > 1), count: parts.count)
            }
            ranges = fitted
        }
        var pieces: [SpokenPiece] = []
        var pageIndex = 0
        var number = firstNumber
        // The sentence last said, its number and the parts of it said so far.
        var said: (sentence: Int, number: Int, parts: Int)?
        var runIndex = 0
        for (rangeIndex, range) in ranges.enumerated() {
            while pageIndex < text.pageBreaks.count, text.pageBreaks[pageIndex].offset <= range.lowerBound,
                  range.lowerBound > 0 || text.pageBreaks[pageIndex].offset == 0 {
                if let piece = pagePiece(text.pageBreaks[pageIndex].page, labels: text.labels) { pieces.append(piece) }
                pageIndex += 1
            }
            let trimmed = trim(range, in: text.units)
            if !trimmed.isEmpty {
                while runIndex < text.runs.count, text.runs[runIndex].end <= trimmed.lowerBound { runIndex += 1 }
                let content = style == .heading ? renderLines(trimmed, of: text, from: runIndex, language: language)
                    : render(trimmed, of: text, from: runIndex, language: language)
                if !content.isEmpty {
                    let written = collapse(utf16String(text.units[trimmed]))
                    let (sentence, split) = origin[rangeIndex]
                    if let last = said, last.sentence == sentence {
                        said = (sentence, last.number, last.parts + 1)
                    } else {
                        said = (sentence, number, 1)
                        number += 1
                    }
                    let markID = SentenceMark(block: blockID, number: said?.number ?? number, part: split ? said?.parts : nil)
                    let markName = markID.name
                    var content = content
                    if profile.languageInsideSentences, let language, SSMLLanguage.differs(language, from: documentLanguage),
                       let open = languageSwitch(language) {
                        content = open + content + profile.closeLanguage()
                    }
                    let place = text.position(at: trimmed.lowerBound, end: trimmed.upperBound, fallback: blockID)
                    pieces.append(SpokenPiece(profile: profile, mark: markName, body: dress(content, style), text: written,
                                              splitMark: split ? markName : nil,
                                              sentence: SpokenSentence(markID: markID, text: written,
                                                                       node: place.node, start: place.start)))
                }
            }
        }
        while pageIndex < text.pageBreaks.count {
            if let piece = pagePiece(text.pageBreaks[pageIndex].page, labels: text.labels) { pieces.append(piece) }
            pageIndex += 1
        }
        return pieces
    }

    /// "Page 12" (in the words of `labels`) as a sentence of its own, when page numbers
    /// are announced.
    func pagePiece(_ page: PageBreak, labels: Labels) -> SpokenPiece? {
        guard settings.pageNumbers == .announce else { return nil }
        let label = page.label.trimmingWhitespace()
        guard !label.isEmpty else { return nil }
        let spoken = labels.pageSpoken(label)
        return SpokenPiece(profile: profile, mark: page.anchor ?? "page-\(label)", body: SSMLEscaping.text(spoken, for: profile), text: spoken,
                           skippable: .page)
    }

    private func dress(_ content: String, _ style: SentenceStyle) -> String {
        guard case .heading = style else { return content }
        switch settings.headingStyle {
        case .emphasis where profile.supportsEmphasis:
            return #"<emphasis level="strong">"# + content + "</emphasis>"
        case .prosody, .emphasis:
            return "<prosody \(profile.headingProsody)>" + content + "</prosody>"
        case .pause:
            return content
        }
    }

    /// A heading's print lines ("Chapter One" over "The Thaw", a label joined to its title,
    /// Gutenberg's `CHAPTER I.<br/>THE BEGINNING`) stay one announcement, with the pause
    /// SSML 1.1 §3.2.3 gives `strength="medium"` (a comma's) where print breaks the line:
    /// run together, "Chapter One The Thaw" reads as one name.
    private func renderLines(_ range: Range<Int>, of text: SpokenText, from firstRun: Int, language: String?) -> String {
        var lines: [Range<Int>] = []
        var start = range.lowerBound
        let atomic = text.runs.filter { $0.kind.isAtomic && $0.start < range.upperBound && $0.end > range.lowerBound }
        for index in range where text.units[index] == 0x0A || text.units[index] == 0x2028 {
            guard !atomic.contains(where: { $0.start <= index && index < $0.end }) else { continue }
            lines.append(start..<index)
            start = index + 1
        }
        lines.append(start..<range.upperBound)
        guard lines.count > 1 else { return render(range, of: text, from: firstRun, language: language) }
        var runIndex = firstRun
        var parts: [String] = []
        for line in lines {
            let trimmed = trim(line, in: text.units)
            guard !trimmed.isEmpty else { continue }
            while runIndex < text.runs.count, text.runs[runIndex].end <= trimmed.lowerBound { runIndex += 1 }
            let part = render(trimmed, of: text, from: runIndex, language: language)
            if part.contains(where: { !$0.isWhitespace }) { parts.append(part) }
        }
        return parts.joined(separator: #"<break strength="medium"/>"#)
    }

    /// Sentence ends, without those that would split an element.
    private func sentenceEnds(_ text: SpokenText) -> [Int] {
        let ends = splitter.sentenceEnds(text.units)
        let atomic = text.runs.filter { $0.kind.isAtomic }
        guard !atomic.isEmpty else { return ends }
        return ends.filter { end in !atomic.contains { $0.start < end && end < $0.end } }
    }

    /// Cuts a sentence whose markup or spoken time would not fit a chunk, halving until
    /// each part fits (or has no place left to cut at); see ``cut(_:in:)`` for where.
    private func fit(_ range: Range<Int>, in text: SpokenText, budget: SentenceBudget) -> [Range<Int>] {
        let trimmed = trim(range, in: text.units)
        guard trimmed.count > 1 else { return [range] }
        let firstRun = text.runs.firstIndex { $0.end > trimmed.lowerBound } ?? text.runs.count
        let rendered = render(trimmed, of: text, from: firstRun, language: nil)
        let tooLong = rendered.utf8.count + 200 > budget.bytes
            || budget.seconds.map { SpeechDuration.seconds(rendered) > $0 } ?? false
        guard tooLong, let cut = cut(trimmed, in: text) else { return [range] }
        return fit(range.lowerBound..<cut, in: text, budget: budget) + fit(cut..<range.upperBound, in: text, budget: budget)
    }

    /// Punctuation after which Chinese and Japanese text, written without spaces, may be
    /// cut: the ideographic full stop and comma, the enumeration comma and the full-width
    /// forms of , ; : ! ? and the full stop.
    static let clauseMarksWithoutSpace: Set<UInt16> = [0x3002, 0x3001, 0xFF0C, 0xFF1B, 0xFF1A, 0xFF01, 0xFF1F, 0xFF0E, 0xFF61, 0xFF64]

    /// Where a sentence too long for one request is cut (the offset its second part starts
    /// at), never inside an element (`<sub>`, `<phoneme>`, `<say-as>`) nor inside a grapheme
    /// cluster: after a space that follows , ; : or a dash in the middle half of the
    /// sentence; else after CJK clause punctuation (，、。；：！？) in the middle half; else
    /// after the space nearest the middle; else after the CJK clause punctuation nearest
    /// it; else between the two characters nearest the middle (a 2,000-character
    /// Japanese sentence, a 5,200-character token). Escaping and marks come after the cut,
    /// so neither an entity nor a mark can be split.
    private func cut(_ trimmed: Range<Int>, in text: SpokenText) -> Int? {
        let units = text.units
        let middle = trimmed.lowerBound + trimmed.count / 2
        // Offsets strictly inside the sentence and outside every element.
        func usable(_ offset: Int) -> Bool {
            offset > trimmed.lowerBound && offset < trimmed.upperBound
                && !text.runs.contains { $0.kind.isAtomic && $0.start < offset && offset < $0.end }
        }
        func afterSpace(_ offset: Int) -> Bool {
            offset - 1 > trimmed.lowerBound && Self.isSpace(units[offset - 1]) && offset < trimmed.upperBound
        }
        func afterClauseSpace(_ offset: Int) -> Bool {
            guard afterSpace(offset), let before = Unicode.Scalar(units[offset - 2]) else { return false }
            return ",;:\u{2013}\u{2014}".unicodeScalars.contains(before)
        }
        func afterCJKClause(_ offset: Int) -> Bool {
            Self.clauseMarksWithoutSpace.contains(units[offset - 1])
        }
        // Nearest the middle first, after then before it, within `reach` of it.
        func nearest(within reach: Int, _ accepts: (Int) -> Bool) -> Int? {
            for distance in 0...reach {
                for offset in [middle + 1 + distance, middle + 1 - distance] where usable(offset) && accepts(offset) {
                    return offset
                }
            }
            return nil
        }
        let quarter = trimmed.count / 4, half = trimmed.count / 2 + 1
        if let offset = nearest(within: quarter, afterClauseSpace) ?? nearest(within: quarter, afterCJKClause)
            ?? nearest(within: half, afterSpace) ?? nearest(within: half, afterCJKClause) {
            return offset
        }
        // Between characters: the grapheme boundaries, in UTF-16 offsets.
        var boundaries: [Int] = []
        var offset = trimmed.lowerBound
        for character in utf16String(units[trimmed]) {
            offset += character.utf16.count
            if usable(offset) { boundaries.append(offset) }
        }
        return boundaries.min { abs($0 - middle) < abs($1 - middle) }
    }

    private func trim(_ range: Range<Int>, in units: [UInt16]) -> Range<Int> {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, Self.isSpace(units[lower]) { lower += 1 }
        while upper > lower, Self.isSpace(units[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    static func isSpace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x0A || unit == 0x09 || unit == 0x0D || unit == 0xA0 || unit == 0x2028 || unit == 0x2029
    }

    private func collapse(_ string: String) -> String {
        SSMLEscaping.collapse(string)
    }

    /// The SSML for one sentence's range.
    private func render(_ range: Range<Int>, of text: SpokenText, from firstRun: Int, language: String?) -> String {
        var output = ""
        var openLanguage: String?
        var hasWords = false
        var index = firstRun
        while index < text.runs.count, text.runs[index].start < range.upperBound {
            let run = text.runs[index]
            index += 1
            let lower = max(run.start, range.lowerBound), upper = min(run.end, range.upperBound)
            guard lower < upper else { continue }
            var piece = utf16String(text.units[lower..<upper])
            if profile == .espeak {
                // eSpeak NG takes a no-break space for the end of a word group: "1.\u{A0}Go"
                // reads "one dot go".
                piece = String(piece.map { $0 == "\u{A0}" || $0 == "\u{202F}" ? " " : $0 })
            }
            let runLanguage = run.language.flatMap { SSMLLanguage.differs($0, from: language) ? $0 : nil }
            if runLanguage != openLanguage {
                if openLanguage != nil { output += profile.closeLanguage() }
                openLanguage = nil
                if let runLanguage, !WhiteSpace.isBlank(piece) {
                    // A language the engine does not speak keeps the surrounding voice.
                    if let open = languageSwitch(runLanguage, base: language, inSentence: true) {
                        output += open
                        openLanguage = runLanguage
                    }
                }
            }
            var markup = self.markup(piece, run.kind)
            if markup.contains(where: { !$0.isWhitespace }) { hasWords = true }
            // Runs bring their own spaces (an image's announcement is spaced on both sides):
            // one space between them, never two.
            if output.last == " ", markup.first == " " { markup.removeFirst() }
            output += markup
            if run.announcesLink, upper == run.end { output += ", " + SSMLEscaping.text(text.labels.link, for: profile) }
        }
        if profile == .espeak {
            // eSpeak NG reads a full stop right after `</sub>`, `</say-as>` or `</prosody>`
            // as "dot"; the `</s>` ends the sentence anyway.
            for element in ["</sub>.", "</say-as>.", "</prosody>."] where output.hasSuffix(element) { output.removeLast() }
        }
        if openLanguage != nil { output += profile.closeLanguage() }
        return hasWords ? output : ""
    }

    private func markup(_ piece: String, _ kind: SpokenRun.Kind) -> String {
        let escaped = SSMLEscaping.text(piece, for: profile)
        guard !WhiteSpace.isBlank(piece) else { return escaped }
        switch kind {
        case .plain:
            return escaped
        case .alias(let alias):
            // eSpeak NG reads an entity in an attribute by its name ("Smith &amp; Jones" is
            // "Smith and amp Jones"): it gets such an alias as text, where entities work.
            if profile == .espeak, alias.contains(where: { "&<>\"'".contains($0) }) { return SSMLEscaping.text(alias, for: profile) }
            return #"<sub alias="\#(SSMLEscaping.escape(alias))">"# + escaped + "</sub>"
        case .raisedPitch(let alias, let word):
            let letter = alias.map { markup(piece, .alias($0)) } ?? escaped
            // NVDA's "capital pitch change percentage", 30 in its guide's example; Polly's
            // neural, long-form and generative voices take no pitch (docs/ssml.md).
            guard locales.voice.changesPitch else { return SSMLEscaping.text(word, for: profile) + " " + letter }
            return #"<prosody pitch="+30%">"# + letter + "</prosody>"
        case .phoneme(let ph, let alphabet):
            return #"<phoneme alphabet="\#(SSMLEscaping.escape(alphabet))" ph="\#(SSMLEscaping.escape(ph))">"# + escaped + "</phoneme>"
        case .pause(let pause):
            // Structure in spoken math: SSML 1.1 §3.2.3 break strengths, which every
            // profile's engine documents.
            switch pause {
            case .short: return #" <break strength="weak"/>"#
            case .medium: return #" <break strength="medium"/>"#
            case .long: return #" <break strength="strong"/>"#
            }
        case .characters:
            // Polly's neural, long-form and generative voices speak a sentence holding
            // `say-as characters` with the standard voice: they get the letters apart.
            guard locales.voice.spellsCharacters else {
                let letters = piece.filter { !$0.isWhitespace }.map(String.init).joined(separator: " ")
                return #"<sub alias="\#(SSMLEscaping.escape(letters))">"# + escaped + "</sub>"
            }
            return #"<say-as interpret-as="characters">"# + escaped + "</say-as>"
        case .digits:
            return #"<say-as interpret-as="\#(profile.digitsInterpretation)">"# + escaped + "</say-as>"
        case .code:
            var output = ""
            var plain = ""
            for character in piece {
                if let name = PunctuationNames.english[character] {
                    output += SSMLEscaping.text(plain, for: profile)
                    plain = ""
                    output += #" <sub alias="\#(name)">"# + SSMLEscaping.text(String(character), for: profile) + "</sub> "
                } else {
                    plain.append(character)
                }
            }
            return output + SSMLEscaping.text(plain, for: profile)
        }
    }
}

/// Comparing BCP 47 tags the way a speech engine would switch voices.
enum SSMLLanguage {
    /// Whether `tag` names another language than `base`: "fr" differs from "en", "en-GB"
    /// does not differ from "en".
    static func differs(_ tag: String, from base: String?) -> Bool {
        guard let base else { return true }
        let a = tag.lowercased(), b = base.lowercased()
        if a == b { return false }
        return !(a.hasPrefix(b + "-") || b.hasPrefix(a + "-"))
    }
}
