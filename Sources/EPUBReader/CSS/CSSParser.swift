import ReadingModel
/// A component value (CSS Syntax Level 3, §5 "Parsing"): a preserved token, a simple block
/// or a function.
indirect enum CSSComponent: Equatable, Sendable {
    case token(CSSToken)
    /// `{...}`, `[...]` or `(...)`, by its opening token.
    case block(CSSToken, [CSSComponent])
    case function(String, [CSSComponent])
}

/// A rule at the top level of a stylesheet.
enum CSSRule {
    case qualified(prelude: [CSSComponent], block: [CSSComponent], line: Int)
    case at(name: String, prelude: [CSSComponent], block: [CSSComponent]?, line: Int)
}

/// One declaration (`display: none !important`).
struct CSSDeclaration: Equatable, Sendable {
    /// ASCII lower-cased property name.
    var name: String
    var value: [CSSComponent]
    var important: Bool

    /// The value as lower-cased keywords separated by single spaces (`spell-out`,
    /// `none`); `nil` when it holds anything but identifiers.
    var keywords: String? {
        var words: [String] = []
        for component in value {
            switch component {
            case .token(.ident(let word)): words.append(word.lowercased())
            case .token(.whitespace): continue
            default: return nil
            }
        }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// The value as lower-cased keywords, numbers, lengths and percentages separated by
    /// single spaces (`0`, `1.5em 0`, `auto`); `nil` when it holds anything else (a
    /// function such as `calc()`).
    var measures: String? {
        var words: [String] = []
        for component in value {
            switch component {
            case .token(.ident(let word)): words.append(word.lowercased())
            case .token(.number(let number)): words.append(Self.format(number))
            case .token(.percentage(let number)): words.append(Self.format(number) + "%")
            case .token(.dimension(let number, let unit)): words.append(Self.format(number) + unit.lowercased())
            case .token(.whitespace): continue
            default: return nil
            }
        }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    private static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e9 ? String(Int(number)) : String(number)
    }
}

/// The parser of CSS Syntax Level 3 (§5.3 "Parser Entry Points" and §5.4 "Parser
/// Algorithms": consume a list of rules, an at-rule, a qualified rule, a list of
/// declarations, a component value, a simple block, a function) over ``CSSTokenizer`` tokens.
struct CSSParser {
    /// Where tokens come from: the tokenizer, pulled one at a time (a stylesheet), or the
    /// flattened components of a block being parsed again (its declarations).
    private enum Source {
        case tokenizer(CSSTokenizer)
        case flat([CSSToken], Int)
    }
    private var source: Source
    /// The token being looked at, and its line.
    private var current: CSSToken?
    private var currentLine = 0
    private var parserErrors: [CSSParseError] = []
    /// The tokenizer's errors, then the parser's.
    var errors: [CSSParseError] {
        if case .tokenizer(let tokenizer) = source { return tokenizer.errors + parserErrors }
        return parserErrors
    }
    /// Blocks and functions open around the current token.
    private var depth = 0
    private var skippedDeepContent = false

    /// Deepest nesting of `{}`, `[]`, `()` and functions kept: deeper content is skipped
    /// with one parse error. Parsing, re-parsing and freeing the component tree recurse
    /// once per level, and a 50 KB `style` attribute of `(((…` overflowed the stack;
    /// no stylesheet a browser renders sensibly comes near 32.
    static let maxNesting = 32

    init(_ text: String) {
        source = .tokenizer(CSSTokenizer(text))
        advance()
    }

    private init(components: [CSSComponent]) {
        // Re-parsing a block's contents: flatten the components back into tokens.
        var flat: [CSSToken] = []
        func add(_ component: CSSComponent) {
            switch component {
            case .token(let token): flat.append(token)
            case .block(let open, let inner):
                flat.append(open)
                inner.forEach(add)
                flat.append(open == .openCurly ? .closeCurly : open == .openSquare ? .closeSquare : .closeParen)
            case .function(let name, let inner):
                flat.append(.function(name))
                inner.forEach(add)
                flat.append(.closeParen)
            }
        }
        components.forEach(add)
        source = .flat(flat, 0)
        advance()
    }

    /// Moves to the next token.
    private mutating func advance() {
        switch source {
        case .tokenizer(var tokenizer):
            source = .flat([], 0)  // lets `tokenizer` be the only reference while it is used
            let next = tokenizer.nextToken()
            source = .tokenizer(tokenizer)
            current = next?.0
            if let line = next?.1 { currentLine = line }
        case .flat(let tokens, let index):
            current = index < tokens.count ? tokens[index] : nil
            source = .flat(tokens, index + 1)
        }
    }

    /// Each rule of a stylesheet in turn (§5.3.3 "Parse a stylesheet"), never all of them at
    /// once. With `keepingAtRules` false, at-rules' blocks are skipped without being built
    /// (their rules are never applied) and reported with an empty block.
    static func forEachRule(in text: String, keepingAtRules: Bool = true, _ body: (CSSRule) -> Void) -> [CSSParseError] {
        var parser = CSSParser(text)
        parser.consumeListOfRules(topLevel: true, keepingAtRules: keepingAtRules, body)
        return parser.errors
    }

    /// §5.3.3 "Parse a stylesheet".
    static func parseStyleSheet(_ text: String) -> (rules: [CSSRule], errors: [CSSParseError]) {
        var rules: [CSSRule] = []
        let errors = forEachRule(in: text) { rules.append($0) }
        return (rules, errors)
    }

    /// §5.3.8 "Parse a list of declarations" of a `style` attribute.
    static func parseDeclarations(_ text: String) -> [CSSDeclaration] {
        var parser = CSSParser(text)
        return parser.consumeListOfDeclarations()
    }

    /// The declarations in a qualified rule's `{}` block.
    static func declarations(in block: [CSSComponent]) -> [CSSDeclaration] {
        var parser = CSSParser(components: block)
        return parser.consumeListOfDeclarations()
    }

    private mutating func error(_ message: String) {
        parserErrors.append(CSSParseError(line: currentLine, message: message))
    }

    /// §5.4.1 "Consume a list of rules", handing each rule to `body` as it ends.
    private mutating func consumeListOfRules(topLevel: Bool, keepingAtRules: Bool, _ body: (CSSRule) -> Void) {
        while let token = current {
            switch token {
            case .whitespace:
                advance()
            case .cdo, .cdc:
                if topLevel { advance(); continue }
                if let rule = consumeQualifiedRule() { body(rule) }
            case .atKeyword(let name):
                let line = currentLine
                advance()
                body(consumeAtRule(name: name, line: line, keepingBlock: keepingAtRules))
            default:
                if let rule = consumeQualifiedRule() { body(rule) }
            }
        }
    }

    /// §5.4.2 "Consume an at-rule" (the at-keyword already consumed). Without
    /// `keepingBlock`, the block is skipped as tokens and the rule has an empty one.
    private mutating func consumeAtRule(name: String, line: Int, keepingBlock: Bool = true) -> CSSRule {
        var prelude: [CSSComponent] = []
        while let token = current {
            switch token {
            case .semicolon:
                advance()
                return .at(name: name.lowercased(), prelude: prelude, block: nil, line: line)
            case .openCurly:
                advance()
                if !keepingBlock {
                    skipBlock(reportingDepth: false)
                    return .at(name: name.lowercased(), prelude: prelude, block: [], line: line)
                }
                let block = consumeSimpleBlock(closing: .closeCurly)
                return .at(name: name.lowercased(), prelude: prelude, block: block, line: line)
            default:
                prelude.append(consumeComponentValue())
            }
        }
        error("@\(name) rule not ended before the end of the stylesheet")
        return .at(name: name.lowercased(), prelude: prelude, block: nil, line: line)
    }

    /// §5.4.3 "Consume a qualified rule": `nil` when the stylesheet ends before its block.
    private mutating func consumeQualifiedRule() -> CSSRule? {
        let line = currentLine
        var prelude: [CSSComponent] = []
        while let token = current {
            if token == .openCurly {
                advance()
                return .qualified(prelude: prelude, block: consumeSimpleBlock(closing: .closeCurly), line: line)
            }
            prelude.append(consumeComponentValue())
        }
        error("a rule's selector is not followed by a { block }; rule dropped")
        return nil
    }

    /// §5.4.5 "Consume a list of declarations".
    private mutating func consumeListOfDeclarations() -> [CSSDeclaration] {
        var declarations: [CSSDeclaration] = []
        while let token = current {
            switch token {
            case .whitespace, .semicolon:
                advance()
            case .atKeyword(let name):
                let line = currentLine
                advance()
                _ = consumeAtRule(name: name, line: line)
            case .ident:
                var pieces: [CSSComponent] = []
                while let token = current, token != .semicolon { pieces.append(consumeComponentValue()) }
                if let declaration = consumeDeclaration(pieces) { declarations.append(declaration) }
            default:
                error("unexpected token in a declaration list; skipped to the next ';'")
                while let token = current, token != .semicolon { _ = consumeComponentValue() }
            }
        }
        return declarations
    }

    /// §5.4.6 "Consume a declaration" from its component values.
    private mutating func consumeDeclaration(_ pieces: [CSSComponent]) -> CSSDeclaration? {
        guard case .token(.ident(let name))? = pieces.first else { return nil }
        var rest = pieces.dropFirst().drop { $0 == .token(.whitespace) }
        guard rest.first == .token(.colon) else {
            error("declaration '\(name)' has no ':'; dropped")
            return nil
        }
        rest = rest.dropFirst().drop { $0 == .token(.whitespace) }
        var value = Array(rest)
        while value.last == .token(.whitespace) { value.removeLast() }
        var important = false
        if value.count >= 2, case .token(.ident(let word)) = value[value.count - 1], word.lowercased() == "important" {
            var beforeWord = value.count - 2
            while beforeWord > 0, value[beforeWord] == .token(.whitespace) { beforeWord -= 1 }
            if value[beforeWord] == .token(.delim("!")) {
                important = true
                value.removeSubrange(beforeWord...)
                while value.last == .token(.whitespace) { value.removeLast() }
            }
        }
        if value.contains(where: { $0 == .token(.badString) || $0 == .token(.badURL) }) {
            error("declaration '\(name)' holds a broken string or url(); dropped")
            return nil
        }
        return CSSDeclaration(name: name.lowercased(), value: value, important: important)
    }

    /// §5.4.7 "Consume a component value".
    private mutating func consumeComponentValue() -> CSSComponent {
        let token = current!
        advance()
        switch token {
        case .openCurly, .openSquare, .openParen, .function:
            guard depth < Self.maxNesting else {
                skipBlock(reportingDepth: true)
                return .token(.whitespace)
            }
            depth += 1
            defer { depth -= 1 }
            return consumeNested(token)
        default:
            return .token(token)
        }
    }

    private mutating func consumeNested(_ token: CSSToken) -> CSSComponent {
        switch token {
        case .openCurly: return .block(token, consumeSimpleBlock(closing: .closeCurly))
        case .openSquare: return .block(token, consumeSimpleBlock(closing: .closeSquare))
        case .openParen: return .block(token, consumeSimpleBlock(closing: .closeParen))
        case .function(let name): return .function(name, consumeSimpleBlock(closing: .closeParen))
        default: return .token(token)
        }
    }

    /// Skips, without recursion, to the end of the block or function just opened; with
    /// `reportingDepth`, once per stylesheet as content nested too deep.
    private mutating func skipBlock(reportingDepth: Bool) {
        if reportingDepth {
            if !skippedDeepContent { error("blocks nested deeper than \(Self.maxNesting) levels; the deeper content is skipped") }
            skippedDeepContent = true
        }
        var level = 1
        while let token = current, level > 0 {
            advance()
            switch token {
            case .openCurly, .openSquare, .openParen, .function: level += 1
            case .closeCurly, .closeSquare, .closeParen: level -= 1
            default: break
            }
        }
        if level > 0 { error("a block or function is not closed before the end of the stylesheet") }
    }

    /// §5.4.8 "Consume a simple block" and §5.4.9 "Consume a function" (the opening token
    /// already consumed); the end of the input closes the block, with a parse error.
    private mutating func consumeSimpleBlock(closing: CSSToken) -> [CSSComponent] {
        var values: [CSSComponent] = []
        while let token = current {
            if token == closing {
                advance()
                return values
            }
            values.append(consumeComponentValue())
        }
        error("a block or function is not closed before the end of the stylesheet")
        return values
    }
}
