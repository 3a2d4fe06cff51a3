/// How long a piece of SSML speaks, estimated from its markup: words at
/// ``wordsPerMinute``, characters of the scripts written without spaces (Han, kana, Hangul)
/// at ``charactersPerMinute``, and the pauses it asks for. Chunking keeps each request of
/// an engine with an audio limit (Azure: 10 minutes) under it. The rates and their
/// sources are in `docs/ssml.md` ("Duration estimate").
///
/// The rates are on the slow side of measured speech, so the estimate errs long: a chunk
/// ends early rather than over the engine's limit.
enum SpeechDuration {
    /// Words a minute for scripts that space words: 150, the slow end of an engine's default.
    static var wordsPerMinute: Int { SSMLEngineTable.wordsPerMinute }
    /// Han, kana and Hangul characters a minute: 250, below NHK's 300 characters a minute
    /// for Japanese news and Mandarin's 5.18 syllables (characters) a second.
    static let charactersPerMinute = 250
    /// `<break strength>` without a time, as Azure documents them (SSML 1.1 leaves them to
    /// the engine): x-weak 250 ms ... x-strong 1250 ms.
    static let strengthMilliseconds: [String: Int] = [
        "none": 0, "x-weak": 250, "weak": 500, "medium": 750, "strong": 1000, "x-strong": 1250,
    ]

    /// Seconds `markup` speaks: its text outside tags with the aliases said in place of
    /// their written text (counted both, which only errs long), plus its breaks. A word is
    /// letters and digits between spaces and punctuation, an apostrophe inside it ("don't").
    static func seconds(_ markup: String) -> Double {
        var words = 0, characters = 0, milliseconds = 0
        var inWord = false
        var tag = ""
        var inTag = false
        // An entity (`&amp;`, `&apos;`) is one character of the text.
        var entity: String?
        func count(_ character: Character) {
            if isSpokenCharacter(character) {
                characters += 1
                inWord = false
            } else if character.isWhitespace || character.isPunctuation && character != "'" && character != "\u{2019}" {
                inWord = false
            } else if !inWord {
                words += 1
                inWord = true
            }
        }
        for character in markup {
            if character == "<" {
                inTag = true
                inWord = false
                tag = ""
                continue
            }
            if character == ">", inTag {
                inTag = false
                if let alias = attribute("alias", in: tag) {
                    for spoken in alias { count(spoken) }
                    inWord = false
                }
                if tag.hasPrefix("break") { milliseconds += breakMilliseconds(tag) }
                continue
            }
            if inTag {
                tag.append(character)
            } else if var name = entity {
                if character == ";" {
                    // An apostrophe stays inside its word; `&amp;` and the others are said
                    // as a word of their own ("and", "less than").
                    if name == "apos" || name == "#39" {
                        count("'")
                    } else {
                        words += 1
                        inWord = false
                    }
                    entity = nil
                } else {
                    name.append(character)
                    entity = name
                }
            } else if character == "&" {
                entity = ""
            } else {
                count(character)
            }
        }
        return Double(words) * 60 / Double(wordsPerMinute) + Double(characters) * 60 / Double(charactersPerMinute)
            + Double(milliseconds) / 1000
    }

    /// A character read as a syllable or a mora of its own: Han ideographs, kana, Hangul.
    static func isSpokenCharacter(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9D: return true // kana
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: return true // Han
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return true // Hangul
        default: return false
        }
    }

    /// A `<break>`'s pause: its `time` (`500ms`, `2s`), else its strength, else medium.
    static func breakMilliseconds(_ tag: String) -> Int {
        if let time = attribute("time", in: tag) {
            if time.hasSuffix("ms"), let value = Double(time.dropLast(2)) { return Int(value) }
            if time.hasSuffix("s"), let value = Double(time.dropLast()) { return Int(value * 1000) }
            return 0
        }
        return strengthMilliseconds[attribute("strength", in: tag) ?? "medium"] ?? 750
    }

    /// The value of `name="..."` in a tag's text (an alias's, escaped as written).
    private static func attribute(_ name: String, in tag: String) -> String? {
        guard let range = tag.firstRange(of: " " + name + "=\"") else { return nil }
        return String(tag[range.upperBound...].prefix { $0 != "\"" })
    }
}
