import ReadingModel
/// A CSS token, as CSS Syntax Module Level 3 defines them
/// (<https://www.w3.org/TR/css-syntax-3/#tokenization>, §4).
enum CSSToken: Equatable, Sendable {
    case ident(String)
    case function(String)
    case atKeyword(String)
    /// `#name`; `isID` when the name would be a valid identifier (the "id" type flag).
    case hash(String, isID: Bool)
    case string(String)
    case badString
    case url(String)
    case badURL
    case delim(Unicode.Scalar)
    case number(Double)
    case percentage(Double)
    case dimension(Double, unit: String)
    case whitespace
    case cdo, cdc, colon, semicolon, comma
    case openSquare, closeSquare, openParen, closeParen, openCurly, closeCurly
}

/// A parse error met while tokenizing or parsing: CSS recovers from every one of them, and
/// so do we; they become warnings on the book.
struct CSSParseError: Equatable {
    var line: Int
    var message: String
}

/// The tokenizer of CSS Syntax Level 3, §4.3 "Tokenizer Algorithms", over the input after
/// §3.3 preprocessing (CR LF, CR and FF become LF; NUL and surrogates become U+FFFD).
struct CSSTokenizer {
    private var input: [Unicode.Scalar]
    private var position = 0
    private var line = 1
    private(set) var errors: [CSSParseError] = []

    init(_ text: String) {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.unicodeScalars.count)
        var previousCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\r": scalars.append("\n"); previousCR = true; continue
            case "\n": if !previousCR { scalars.append("\n") }
            case "\u{0C}": scalars.append("\n")
            case "\u{0}": scalars.append("\u{FFFD}")
            default: scalars.append(scalar)
            }
            previousCR = false
        }
        input = scalars
    }

    /// Every token of the input with the line it starts on (§4.3.1 "Consume a token" until EOF).
    static func tokenize(_ text: String) -> (tokens: [(CSSToken, Int)], errors: [CSSParseError]) {
        var tokenizer = CSSTokenizer(text)
        var tokens: [(CSSToken, Int)] = []
        while let token = tokenizer.nextToken() { tokens.append(token) }
        return (tokens, tokenizer.errors)
    }

    /// The next token and the line it starts on; `nil` at the end. The parser pulls tokens
    /// one at a time, so a stylesheet's tokens are never all held at once.
    mutating func nextToken() -> (CSSToken, Int)? {
        consumeComments()
        let line = self.line
        guard let token = consumeToken() else { return nil }
        return (token, line)
    }

    // MARK: - Code points

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let index = position + offset
        return index < input.count ? input[index] : nil
    }

    private mutating func next() -> Unicode.Scalar? {
        guard position < input.count else { return nil }
        let scalar = input[position]
        position += 1
        if scalar == "\n" { line += 1 }
        return scalar
    }

    private mutating func error(_ message: String) {
        errors.append(CSSParseError(line: line, message: message))
    }

    private static func isDigit(_ c: Unicode.Scalar?) -> Bool { c.map { ("0"..."9").contains($0) } ?? false }
    private static func isHex(_ c: Unicode.Scalar?) -> Bool {
        guard let c else { return false }
        return ("0"..."9").contains(c) || ("a"..."f").contains(c) || ("A"..."F").contains(c)
    }
    private static func isWhitespace(_ c: Unicode.Scalar?) -> Bool { c == "\n" || c == "\t" || c == " " }
    /// §4.2 "ident-start code point".
    private static func isIdentStart(_ c: Unicode.Scalar?) -> Bool {
        guard let c else { return false }
        return ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_" || c.value >= 0x80
    }
    private static func isIdent(_ c: Unicode.Scalar?) -> Bool { isIdentStart(c) || isDigit(c) || c == "-" }

    /// §4.3.8 "Check if two code points are a valid escape".
    private func isValidEscape(_ offset: Int = 0) -> Bool {
        peek(offset) == "\\" && peek(offset + 1) != "\n" && peek(offset + 1) != nil
    }

    /// §4.3.9 "Check if three code points would start an ident sequence".
    private func wouldStartIdent(_ offset: Int = 0) -> Bool {
        let first = peek(offset)
        if first == "-" {
            return Self.isIdentStart(peek(offset + 1)) || peek(offset + 1) == "-" || isValidEscape(offset + 1)
        }
        if Self.isIdentStart(first) { return true }
        return first == "\\" && isValidEscape(offset)
    }

    /// §4.3.10 "Check if three code points would start a number".
    private func wouldStartNumber() -> Bool {
        switch peek() {
        case "+", "-":
            return Self.isDigit(peek(1)) || (peek(1) == "." && Self.isDigit(peek(2)))
        case ".":
            return Self.isDigit(peek(1))
        default:
            return Self.isDigit(peek())
        }
    }

    // MARK: - Consuming

    /// §4.3.2 "Consume comments".
    private mutating func consumeComments() {
        while peek() == "/" && peek(1) == "*" {
            position += 2
            var closed = false
            while let c = next() {
                if c == "*" && peek() == "/" { position += 1; closed = true; break }
            }
            if !closed { error("unclosed comment") }
        }
    }

    /// §4.3.1 "Consume a token"; `nil` at the end of the input.
    private mutating func consumeToken() -> CSSToken? {
        guard let c = peek() else { return nil }
        if Self.isWhitespace(c) {
            while Self.isWhitespace(peek()) { _ = next() }
            return .whitespace
        }
        switch c {
        case "\"", "'":
            _ = next()
            return consumeString(ending: c)
        case "#":
            if Self.isIdent(peek(1)) || isValidEscape(1) {
                _ = next()
                let isID = wouldStartIdent()
                return .hash(consumeIdentSequence(), isID: isID)
            }
            _ = next()
            return .delim(c)
        case "(": _ = next(); return .openParen
        case ")": _ = next(); return .closeParen
        case "[": _ = next(); return .openSquare
        case "]": _ = next(); return .closeSquare
        case "{": _ = next(); return .openCurly
        case "}": _ = next(); return .closeCurly
        case ",": _ = next(); return .comma
        case ":": _ = next(); return .colon
        case ";": _ = next(); return .semicolon
        case "+", ".":
            if wouldStartNumber() { return consumeNumeric() }
            _ = next()
            return .delim(c)
        case "-":
            if wouldStartNumber() { return consumeNumeric() }
            if peek(1) == "-" && peek(2) == ">" { position += 3; return .cdc }
            if wouldStartIdent() { return consumeIdentLike() }
            _ = next()
            return .delim(c)
        case "<":
            if peek(1) == "!" && peek(2) == "-" && peek(3) == "-" { position += 4; return .cdo }
            _ = next()
            return .delim(c)
        case "@":
            _ = next()
            if wouldStartIdent() { return .atKeyword(consumeIdentSequence()) }
            return .delim(c)
        case "\\":
            if isValidEscape() { return consumeIdentLike() }
            error("invalid escape")
            _ = next()
            return .delim(c)
        default:
            if Self.isDigit(c) { return consumeNumeric() }
            if Self.isIdentStart(c) { return consumeIdentLike() }
            _ = next()
            return .delim(c)
        }
    }

    /// §4.3.5 "Consume a string token".
    private mutating func consumeString(ending: Unicode.Scalar) -> CSSToken {
        var value = String.UnicodeScalarView()
        while true {
            guard let c = peek() else {
                error("unterminated string at the end of the stylesheet")
                return .string(String(value))
            }
            if c == ending { _ = next(); return .string(String(value)) }
            if c == "\n" {
                error("unterminated string (a newline inside quotes)")
                return .badString
            }
            if c == "\\" {
                if peek(1) == nil { _ = next(); continue }
                if peek(1) == "\n" { position += 1; _ = next(); continue }
                _ = next()
                value.append(consumeEscape())
                continue
            }
            value.append(c)
            _ = next()
        }
    }

    /// §4.3.7 "Consume an escaped code point" (the backslash already consumed).
    private mutating func consumeEscape() -> Unicode.Scalar {
        guard let c = next() else {
            error("escape at the end of the stylesheet")
            return "\u{FFFD}"
        }
        guard Self.isHex(c) else { return c }
        var hex = String(c)
        while hex.count < 6, Self.isHex(peek()) { hex.unicodeScalars.append(next()!) }
        if Self.isWhitespace(peek()) { _ = next() }
        guard let value = UInt32(hex, radix: 16), value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return scalar
    }

    /// §4.3.11 "Consume an ident sequence".
    private mutating func consumeIdentSequence() -> String {
        var result = String.UnicodeScalarView()
        while true {
            if Self.isIdent(peek()) {
                result.append(next()!)
            } else if isValidEscape() {
                _ = next()
                result.append(consumeEscape())
            } else {
                return String(result)
            }
        }
    }

    /// §4.3.12 "Consume a number".
    private mutating func consumeNumber() -> Double {
        var repr = ""
        if peek() == "+" || peek() == "-" { repr.unicodeScalars.append(next()!) }
        while Self.isDigit(peek()) { repr.unicodeScalars.append(next()!) }
        if peek() == ".", Self.isDigit(peek(1)) {
            repr.unicodeScalars.append(next()!)
            while Self.isDigit(peek()) { repr.unicodeScalars.append(next()!) }
        }
        if peek() == "e" || peek() == "E" {
            let signed = peek(1) == "+" || peek(1) == "-"
            if Self.isDigit(peek(signed ? 2 : 1)) {
                repr.unicodeScalars.append(next()!)
                if signed { repr.unicodeScalars.append(next()!) }
                while Self.isDigit(peek()) { repr.unicodeScalars.append(next()!) }
            }
        }
        return Double(repr) ?? 0
    }

    /// §4.3.3 "Consume a numeric token".
    private mutating func consumeNumeric() -> CSSToken {
        let number = consumeNumber()
        if wouldStartIdent() { return .dimension(number, unit: consumeIdentSequence()) }
        if peek() == "%" { _ = next(); return .percentage(number) }
        return .number(number)
    }

    /// §4.3.4 "Consume an ident-like token".
    private mutating func consumeIdentLike() -> CSSToken {
        let name = consumeIdentSequence()
        if name.lowercased() == "url" && peek() == "(" {
            _ = next()
            while Self.isWhitespace(peek()) && Self.isWhitespace(peek(1)) { _ = next() }
            let after = Self.isWhitespace(peek()) ? peek(1) : peek()
            if after == "\"" || after == "'" { return .function(name) }
            return consumeURL()
        }
        if peek() == "(" { _ = next(); return .function(name) }
        return .ident(name)
    }

    /// §4.3.6 "Consume a url token".
    private mutating func consumeURL() -> CSSToken {
        var value = String.UnicodeScalarView()
        while Self.isWhitespace(peek()) { _ = next() }
        while true {
            guard let c = next() else {
                error("unclosed url(")
                return .url(String(value))
            }
            switch c {
            case ")":
                return .url(String(value))
            case "\n", "\t", " ":
                while Self.isWhitespace(peek()) { _ = next() }
                if peek() == ")" { _ = next(); return .url(String(value)) }
                if peek() == nil { error("unclosed url("); return .url(String(value)) }
                consumeBadURLRemnants()
                return .badURL
            case "\"", "'", "(":
                error("a quote or parenthesis inside url()")
                consumeBadURLRemnants()
                return .badURL
            case "\\":
                position -= 1
                if isValidEscape() {
                    position += 1
                    value.append(consumeEscape())
                } else {
                    position += 1
                    error("invalid escape in url()")
                    consumeBadURLRemnants()
                    return .badURL
                }
            default:
                value.append(c)
            }
        }
    }

    /// §4.3.14 "Consume the remnants of a bad url".
    private mutating func consumeBadURLRemnants() {
        while let c = peek() {
            if c == ")" { _ = next(); return }
            if isValidEscape() { _ = next(); _ = consumeEscape(); continue }
            _ = next()
        }
    }
}
