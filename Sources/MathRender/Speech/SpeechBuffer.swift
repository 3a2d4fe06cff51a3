/// Collects spoken words and pauses as the rules produce them, keeping the invariants of
/// ``MathSpokenForm``: a pause is only kept between words, and of two pauses in a row the
/// stronger wins.
struct SpeechBuffer {
    private(set) var parts: [MathSpokenForm.Part] = []
    private var pending: MathSpeechPause?

    var isEmpty: Bool { parts.isEmpty }

    mutating func say(_ words: String) {
        if words.isEmpty { return }
        append(.words(words))
    }

    /// A letter said as a letter (see ``MathSpokenForm/Part/letter(written:spoken:)``).
    mutating func say(letter written: String, spoken: String) {
        append(.letter(written: written, spoken: spoken))
    }

    /// A capital letter marked by pitch (see
    /// ``MathSpokenForm/Part/capital(written:spoken:word:)``).
    mutating func say(capital written: String, spoken: String, word: String) {
        append(.capital(written: written, spoken: spoken, word: word))
    }

    private mutating func append(_ part: MathSpokenForm.Part) {
        if let pause = pending {
            if !parts.isEmpty { parts.append(.pause(pause)) }
            pending = nil
        }
        parts.append(part)
    }

    mutating func pause(_ pause: MathSpeechPause) {
        if let current = pending, current >= pause { return }
        pending = pause
    }

    /// The last words said, if the last part is words (a unit after "1" is singular).
    var lastWords: String? {
        if case .words(let words) = parts.last { return words }
        return nil
    }

    /// Number of words said so far: rules use it to tell whether a part said anything.
    var count: Int { parts.count }
}
