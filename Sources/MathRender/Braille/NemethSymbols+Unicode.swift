/// The rest of the Unicode characters math uses, in the Nemeth Code: the symbol list of the
/// Code book (BANA 2022 edition, its Section 6 symbols and §§ cited row by row) and the
/// signs the Code composes from others, so that a negated, barred or circled sign is
/// written from the sign it is drawn from as the Code's rules say:
///
/// - negation (§? "signs of negation", the crossing slash ⠌ before the sign it negates: ≠ ⠌⠨⠅);
/// - a bar under a comparison sign (⠱ after it: ≤ ⠐⠅⠱) or over it (⠱ before it: ⋜ ⠱⠐⠅),
///   an equals sign or a tilde under it (⠨⠅, ⠈⠱ after it), as the Code's table of
///   comparison signs with modifications shows;
/// - a sign inside a circle or a square (the shape, the interior modification ⠸⠫,
///   the sign, the termination ⠻: ⊕ ⠫⠉⠸⠫⠬⠻).
extension NemethSymbols {
    /// Every sign, the Code's own and the composed ones.
    static let signs: [String: Sign] = {
        var table = listed
        for (text, sign) in more where table[text] == nil { table[text] = sign }
        func add(_ text: String, _ cells: String, comparison: Bool) {
            if table[text] == nil { table[text] = Sign(cells: cells, comparison: comparison) }
        }
        for (negated, base) in negations {
            guard let sign = table[base] else { continue }
            add(negated, "⠌" + sign.cells, comparison: sign.comparison)
        }
        // A sign barred over or under is a relation, spaced as a comparison sign even
        // when drawn from a sign of operation (the Code book's logic examples: A ⊽ B).
        for (text, base, under) in composedUnder {
            guard let sign = table[base] else { continue }
            add(text, sign.cells + under, comparison: true)
        }
        for (text, over, base) in composedOver {
            guard let sign = table[base] else { continue }
            add(text, over + sign.cells, comparison: true)
        }
        for (text, shape, inner) in enclosedSigns {
            guard let sign = table[inner] else { continue }
            add(text, shape + "⠸⠫" + sign.cells + "⠻", comparison: false)
        }
        return table
    }()

    /// Characters that are another character struck through (their canonical
    /// decomposition is the base and U+0338), by that base.
    static let negations: [(String, String)] = [
        ("≠", "="), ("≮", "<"), ("≯", ">"), ("≰", "≤"), ("≱", "≥"), ("∉", "∈"), ("∌", "∋"),
        ("⊄", "⊂"), ("⊅", "⊃"), ("⊈", "⊆"), ("⊉", "⊇"), ("∤", "∣"), ("∦", "∥"), ("≁", "∼"),
        ("≄", "≃"), ("≇", "≅"), ("≉", "≈"), ("≢", "≡"), ("≭", "≍"), ("⊀", "≺"), ("⊁", "≻"),
        ("⋠", "≼"), ("⋡", "≽"), ("≴", "≲"), ("≵", "≳"), ("⊬", "⊢"), ("⊭", "⊨"), ("∄", "∃"),
        ("⋢", "⊑"), ("⋣", "⊒"), ("⪇", "⩽"), ("⪈", "⩾"), ("↚", "←"), ("↛", "→"), ("↮", "↔"),
        ("⇍", "⇐"), ("⇏", "⇒"), ("⇎", "⇔"), ("⋪", "⊲"), ("⋫", "⊳"), ("⋬", "⊴"), ("⋭", "⊵"),
    ]

    /// A sign struck through by the combining long solidus (U+0338) where Unicode has no
    /// character of its own for the negated sign (`⪯̸`, as MathJax writes `\not\preceq`):
    /// the crossing slash `⠌` before the sign it negates, as for the precomposed negations
    /// above (≠ `⠌⠨⠅`, ⊀ `⠌` and ≺), spaced as that sign is (it was a transcriber-defined
    /// symbol, `⠫⠈⠁`, the negation lost); `nil` for anything else.
    static func negated(_ text: String) -> Sign? {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count > 1, scalars.last == "\u{338}" else { return nil }
        var base = String.UnicodeScalarView()
        base.append(contentsOf: scalars.dropLast())
        guard let sign = signs[String(base)] else { return nil }
        return Sign(cells: "⠌" + sign.cells, comparison: sign.comparison)
    }

    /// Signs drawn as a base sign with a bar, an equals sign or a tilde under it.
    static let composedUnder: [(String, String, String)] = [
        ("⩽", "<", "⠱"), ("⩾", ">", "⠱"), ("≦", "<", "⠨⠅"), ("≧", ">", "⠨⠅"), ("⫹", "<", "⠨⠅"),
        ("⫺", ">", "⠨⠅"), ("≲", "<", "⠈⠱"), ("≳", ">", "⠈⠱"), ("≼", "≺", "⠱"), ("≽", "≻", "⠱"),
        ("⪯", "≺", "⠱"), ("⪰", "≻", "⠱"), ("⫅", "⊂", "⠨⠅"), ("⫆", "⊃", "⠨⠅"), ("≃", "∼", "⠱"),
        ("⊻", "∨", "⠱"), ("⩣", "∨", "⠨⠅"), ("⩟", "∧", "⠱"), ("⩠", "∧", "⠨⠅"), ("⊑", "⊏", "⠱"), ("⊒", "⊐", "⠱"), ("⊴", "⊲", "⠱"),
        ("⊵", "⊳", "⠱"), ("⪅", "<", "⠈⠱⠈⠱"), ("⪆", ">", "⠈⠱⠈⠱"), ("≨", "≤", ""), ("≩", "≥", ""),
    ]

    /// Signs drawn as a base sign with a bar, an equals sign or a tilde over it.
    static let composedOver: [(String, String, String)] = [
        ("⋜", "⠱", "<"), ("⋝", "⠱", ">"), ("⪕", "⠱", "<"), ("⪖", "⠱", ">"), ("⪙", "⠨⠅", "<"),
        ("⪚", "⠨⠅", ">"), ("⪛", "⠨⠅", "<"), ("⪜", "⠨⠅", ">"), ("⊼", "⠱", "∧"), ("⊽", "⠱", "∨"),
        ("⩞", "⠨⠅", "∧"), ("⩳", "⠨⠅", "∼"), ("⩢", "⠨⠅", "∨"), ("⩮", "⠈⠱", "="),
        ("⩦", "", "="),
    ]

    /// Signs printed inside a circle (⠫⠉) or a square (⠫⠲).
    static let enclosedSigns: [(String, String, String)] = [
        ("⊖", "⠫⠉", "−"), ("⊗", "⠫⠉", "×"), ("⊘", "⠫⠉", "/"), ("⊙", "⠫⠉", "⋅"), ("⊚", "⠫⠉", "∘"),
        ("⊛", "⠫⠉", "∗"), ("⊜", "⠫⠉", "="), ("⊝", "⠫⠉", "-"), ("⨁", "⠫⠉", "+"), ("⨂", "⠫⠉", "×"),
        ("⨀", "⠫⠉", "⋅"), ("⊞", "⠫⠲", "+"), ("⊟", "⠫⠲", "−"), ("⊠", "⠫⠲", "×"), ("⊡", "⠫⠲", "⋅"),
        ("⦸", "⠫⠉", "∖"),
    ]

    /// Combining accents met alone (an accent MathML gives as its own operator), read
    /// as the modifier they draw (§86).
    static let combiningMarks: [Character: String] = [
        "\u{302}": "⠸⠣", "\u{303}": "⠈⠱", "\u{304}": "⠱", "\u{305}": "⠱", "\u{307}": "⠡",
        "\u{308}": "⠡⠡", "\u{20D7}": "⠫⠕", "\u{30C}": "⠸⠩", "\u{306}": "⠫⠁", "\u{332}": "⠱",
        "\u{20DB}": "⠡⠡⠡", "\u{20DC}": "⠡⠡⠡⠡", "\u{33F}": "⠱⠱", "\u{338}": "⠌", "\u{2061}": "",
        "\u{2062}": "", "\u{2063}": "", "\u{2064}": "",
    ]

    /// Signs of the Code's symbol list and of the blocks math uses, beyond the common ones
    /// in ``listed``. Comparison signs (relations, arrows) take the spaces of §37 and §150.
    static let more: [String: Sign] = [
        // Comparison signs (§150 and the symbol list).
        "∋": Sign(cells: "⠈⠢", comparison: true), "∶": Sign(cells: "⠐⠂", comparison: true),
        "≺": Sign(cells: "⠨⠐⠅", comparison: true), "≻": Sign(cells: "⠨⠨⠂", comparison: true),
        "≪": Sign(cells: "⠐⠅⠐⠅", comparison: true), "≫": Sign(cells: "⠨⠂⠨⠂", comparison: true),
        "≎": Sign(cells: "⠈⠣⠠⠣", comparison: true), "≍": Sign(cells: "⠈⠣⠠⠣", comparison: true),
        "≔": Sign(cells: "⠸⠒⠨⠅", comparison: true), "≕": Sign(cells: "⠨⠅⠸⠒", comparison: true),
        "≐": Sign(cells: "⠐⠨⠅⠣⠡⠻", comparison: true), "≜": Sign(cells: "⠐⠨⠅⠣⠫⠞⠻", comparison: true),
        "≝": Sign(cells: "⠐⠨⠅⠣⠙⠑⠋⠻", comparison: true), "≗": Sign(cells: "⠐⠨⠅⠣⠨⠡⠻", comparison: true),
        "⊏": Sign(cells: "⠫⠲⠐⠅", comparison: true), "⊐": Sign(cells: "⠫⠲⠨⠂", comparison: true),
        "⊲": Sign(cells: "⠨⠐⠅⠱⠱", comparison: true), "⊳": Sign(cells: "⠨⠨⠂⠱⠱", comparison: true),
        "⊢": Sign(cells: "⠫⠳⠒⠒", comparison: true), "⊣": Sign(cells: "⠫⠒⠒⠳", comparison: true),
        "⊨": Sign(cells: "⠫⠳⠶⠶", comparison: true), "⊩": Sign(cells: "⠫⠳⠳⠒⠒", comparison: true),
        "⟂": Sign(cells: "⠫⠏", comparison: true), "⊊": Sign(cells: "⠸⠐⠅⠌⠱", comparison: true),
        "⊋": Sign(cells: "⠸⠨⠂⠌⠱", comparison: true), "≏": Sign(cells: "⠨⠅⠫⠁", comparison: true),
        "≑": Sign(cells: "⠐⠨⠅⠣⠡⠩⠡⠻", comparison: true), "≒": Sign(cells: "⠨⠅", comparison: true),
        // Arrows (§? arrows: the shaft ⠒⠒, the barb ⠕ or ⠪; the direction after ⠫).
        "↑": Sign(cells: "⠫⠣⠒⠒⠕", comparison: true), "↓": Sign(cells: "⠫⠩⠒⠒⠕", comparison: true),
        "↗": Sign(cells: "⠫⠘⠒⠒⠕", comparison: true), "↘": Sign(cells: "⠫⠰⠒⠒⠕", comparison: true),
        "↖": Sign(cells: "⠫⠘⠪⠒⠒", comparison: true), "↙": Sign(cells: "⠫⠰⠪⠒⠒", comparison: true),
        "↕": Sign(cells: "⠫⠣⠪⠒⠒⠕", comparison: true), "↦": Sign(cells: "⠫⠳⠒⠒⠕", comparison: true),
        "⟼": Sign(cells: "⠫⠳⠒⠒⠕", comparison: true), "⟶": Sign(cells: "⠫⠒⠒⠕", comparison: true),
        "⟵": Sign(cells: "⠫⠪⠒⠒", comparison: true), "⟷": Sign(cells: "⠫⠪⠒⠒⠕", comparison: true),
        "⟹": Sign(cells: "⠫⠶⠶⠕", comparison: true), "⟸": Sign(cells: "⠫⠪⠶⠶", comparison: true),
        "⟺": Sign(cells: "⠫⠪⠶⠶⠕", comparison: true), "⇑": Sign(cells: "⠫⠣⠶⠶⠕", comparison: true),
        "⇓": Sign(cells: "⠫⠩⠶⠶⠕", comparison: true), "⇀": Sign(cells: "⠫⠒⠒⠈⠕", comparison: true),
        "⇁": Sign(cells: "⠫⠒⠒⠠⠕", comparison: true), "↼": Sign(cells: "⠫⠈⠪⠒⠒", comparison: true),
        "↽": Sign(cells: "⠫⠠⠪⠒⠒", comparison: true), "⇌": Sign(cells: "⠫⠒⠒⠈⠕⠫⠠⠪⠒⠒", comparison: true),
        "⇋": Sign(cells: "⠫⠈⠪⠒⠒⠫⠒⠒⠠⠕", comparison: true), "⇄": Sign(cells: "⠫⠒⠒⠕⠫⠪⠒⠒", comparison: true),
        "⇆": Sign(cells: "⠫⠪⠒⠒⠫⠒⠒⠕", comparison: true), "↪": Sign(cells: "⠫⠒⠒⠕", comparison: true),
        "↩": Sign(cells: "⠫⠪⠒⠒", comparison: true), "⇛": Sign(cells: "⠫⠸⠸⠕", comparison: true),
        "⟶̸": Sign(cells: "⠌⠫⠒⠒⠕", comparison: true), "⤳": Sign(cells: "⠫⠈⠱⠕", comparison: true),
        "↠": Sign(cells: "⠫⠒⠒⠕⠕", comparison: true), "↣": Sign(cells: "⠫⠠⠳⠒⠒⠕", comparison: true),
        // Arrows built from the Code's arrowheads and shafts "in the order in which their
        // symbols appear" (BRL's Nemeth course, session 5, Representation of Arrows): two
        // heads, a bar at the tail or the head (the straight `⠳`, as in ↦), the wavy shaft
        // `⠔⠒⠢`, paired arrows as two arrows, double shafts `⠶⠶` in every direction.
        "↞": Sign(cells: "⠫⠪⠪⠒⠒", comparison: true), "↟": Sign(cells: "⠫⠣⠒⠒⠕⠕", comparison: true),
        "↡": Sign(cells: "⠫⠩⠒⠒⠕⠕", comparison: true), "↤": Sign(cells: "⠫⠪⠒⠒⠳", comparison: true),
        "⟻": Sign(cells: "⠫⠪⠒⠒⠳", comparison: true), "↥": Sign(cells: "⠫⠣⠳⠒⠒⠕", comparison: true),
        "↧": Sign(cells: "⠫⠩⠳⠒⠒⠕", comparison: true), "⇤": Sign(cells: "⠫⠳⠪⠒⠒", comparison: true),
        "⇥": Sign(cells: "⠫⠒⠒⠕⠳", comparison: true), "↜": Sign(cells: "⠫⠪⠔⠒⠢", comparison: true),
        "↝": Sign(cells: "⠫⠔⠒⠢⠕", comparison: true), "↭": Sign(cells: "⠫⠪⠔⠒⠢⠕", comparison: true),
        "⇜": Sign(cells: "⠫⠪⠔⠒⠢", comparison: true), "⇝": Sign(cells: "⠫⠔⠒⠢⠕", comparison: true),
        "⇇": Sign(cells: "⠫⠪⠒⠒⠫⠪⠒⠒", comparison: true), "⇉": Sign(cells: "⠫⠒⠒⠕⠫⠒⠒⠕", comparison: true),
        "⇈": Sign(cells: "⠫⠣⠒⠒⠕⠫⠣⠒⠒⠕", comparison: true), "⇊": Sign(cells: "⠫⠩⠒⠒⠕⠫⠩⠒⠒⠕", comparison: true),
        "⇅": Sign(cells: "⠫⠣⠒⠒⠕⠫⠩⠒⠒⠕", comparison: true), "⇵": Sign(cells: "⠫⠩⠒⠒⠕⠫⠣⠒⠒⠕", comparison: true),
        "⇚": Sign(cells: "⠫⠪⠸⠸", comparison: true), "⇕": Sign(cells: "⠫⠣⠪⠶⠶⠕", comparison: true),
        "⇖": Sign(cells: "⠫⠘⠪⠶⠶", comparison: true), "⇗": Sign(cells: "⠫⠘⠶⠶⠕", comparison: true),
        "⇘": Sign(cells: "⠫⠰⠶⠶⠕", comparison: true), "⇙": Sign(cells: "⠫⠰⠪⠶⠶", comparison: true),
        // A shaft ending in a hollow dot, as the Rule XIV list of arrows writes it (hollow dot
        // `⠨⠡` at the right, at the left, at both ends, no barb): the multimaps.
        "⊸": Sign(cells: "⠫⠒⠒⠨⠡", comparison: true), "⟜": Sign(cells: "⠫⠨⠡⠒⠒", comparison: true),
        "⧟": Sign(cells: "⠫⠨⠡⠒⠒⠨⠡", comparison: true),
        // Operation signs and grouping signs.
        ".": Sign(cells: "⠸⠲"), "∊": Sign(cells: "⠈⠑", comparison: true), "∍": Sign(cells: "⠈⠢", comparison: true),
        "￡": Sign(cells: "⠈⠇"), "₣": Sign(cells: "⠈⠋"), "⫴": Sign(cells: "⠳⠳⠳"),
        "∖": Sign(cells: "⠸⠡"), "\\": Sign(cells: "⠸⠡"), "∸": Sign(cells: "⠨⠤"), "∔": Sign(cells: "⠨⠬"),
        "∙": Sign(cells: "⠡"), "•": Sign(cells: "⠡"), "⨯": Sign(cells: "⠈⠡"), "⨉": Sign(cells: "⠈⠡"),
        "⋉": Sign(cells: "⠳⠈⠡"), "⋈": Sign(cells: "⠳⠈⠡⠳"), "⋄": Sign(cells: "⠫⠙"), "⋆": Sign(cells: "⠫⠎"),
        "⋀": Sign(cells: "⠈⠩"), "⋁": Sign(cells: "⠈⠬"), "⊎": Sign(cells: "⠨⠬⠐⠬⠻"), "⊓": Sign(cells: "⠫⠲⠨⠩"),
        "⊔": Sign(cells: "⠫⠲⠨⠬"), "∐": Sign(cells: "⠨⠠⠏⠈⠱"), "∬": Sign(cells: "⠮⠮"), "∭": Sign(cells: "⠮⠮⠮"),
        "⨌": Sign(cells: "⠮⠮⠮⠮"), "∯": Sign(cells: "⠮⠈⠫⠉⠻⠮"), "∰": Sign(cells: "⠮⠈⠫⠉⠻⠮⠮"),
        "⨍": Sign(cells: "⠮⠈⠱"), "√": Sign(cells: "⠜"), "∛": Sign(cells: "⠣⠒⠜"), "∜": Sign(cells: "⠣⠲⠜"),
        "⌈": Sign(cells: "⠈⠘⠷"), "⌉": Sign(cells: "⠈⠘⠾"), "⌊": Sign(cells: "⠈⠰⠷"), "⌋": Sign(cells: "⠈⠰⠾"),
        "〈": Sign(cells: "⠨⠨⠷"), "〉": Sign(cells: "⠨⠨⠾"),
        "⟮": Sign(cells: "⠷"), "⟯": Sign(cells: "⠾"), "❲": Sign(cells: "⠷"), "❳": Sign(cells: "⠾"),
        "〔": Sign(cells: "⠈⠷"), "〕": Sign(cells: "⠈⠾"), "【": Sign(cells: "⠸⠈⠷"), "】": Sign(cells: "⠸⠈⠾"),
        "〖": Sign(cells: "⠸⠈⠷"), "〗": Sign(cells: "⠸⠈⠾"), "⦃": Sign(cells: "⠸⠨⠷"), "⦄": Sign(cells: "⠸⠨⠾"),
        "⟦": Sign(cells: "⠸⠈⠷"), "⟧": Sign(cells: "⠸⠈⠾"), "〚": Sign(cells: "⠸⠈⠷"), "〛": Sign(cells: "⠸⠈⠾"),
        "⟪": Sign(cells: "⠸⠨⠨⠷"), "⟫": Sign(cells: "⠸⠨⠨⠾"), "《": Sign(cells: "⠸⠨⠨⠷"), "》": Sign(cells: "⠸⠨⠨⠾"),
        "｛": Sign(cells: "⠨⠷"), "｝": Sign(cells: "⠨⠾"), "（": Sign(cells: "⠷"), "）": Sign(cells: "⠾"),
        "［": Sign(cells: "⠈⠷"), "］": Sign(cells: "⠈⠾"), "∣": Sign(cells: "⠳"), "｜": Sign(cells: "⠳"),
        "¦": Sign(cells: "⠳"), "⦀": Sign(cells: "⠳⠳⠳"), "⫽": Sign(cells: "⠸⠌⠸⠌"),
        // Reference and punctuation marks (§? symbol list: dagger, section, paragraph).
        "†": Sign(cells: "⠸⠻"), "‡": Sign(cells: "⠸⠸⠻"), "§": Sign(cells: "⠈⠠⠎"), "¶": Sign(cells: "⠈⠠⠏"),
        "‐": Sign(cells: "⠤"), "‑": Sign(cells: "⠤"), "‒": Sign(cells: "⠤"), "–": Sign(cells: "⠤"),
        "—": Sign(cells: "⠤⠤⠤⠤"), "―": Sign(cells: "⠤⠤⠤⠤"), "--": Sign(cells: "⠤⠤"), "----": Sign(cells: "⠤⠤⠤⠤"), "‘": Sign(cells: "⠠⠦"), "’": Sign(cells: "⠴⠠"),
        "\"": Sign(cells: "⠦"), "«": Sign(cells: "⠦"), "»": Sign(cells: "⠴"), "¡": Sign(cells: "⠯"),
        "¿": Sign(cells: "⠿"), "‰": Sign(cells: "⠈⠴⠴"), "‱": Sign(cells: "⠈⠴⠴⠴"), "@": Sign(cells: "⠈⠁"),
        "©": Sign(cells: "⠷⠉⠾"), "®": Sign(cells: "⠷⠗⠾"), "™": Sign(cells: "⠘⠠⠞⠠⠍"), "¥": Sign(cells: "⠈⠽"),
        "₹": Sign(cells: "⠈⠗"), "¤": Sign(cells: "⠈⠉"), "‵": Sign(cells: "⠄"), "⁗": Sign(cells: "⠄⠄⠄⠄"),
        // Therefore and because are signs of comparison, spaced on both sides whatever the
        // print's spacing, a numeral after them with its numeric indicator (APH BrailleBrain
        // Nemeth Unit 17 lists "Therefore ∴ ⠠⠡" among the signs of comparison that "require
        // a space on either side"; they were unspaced, `∴ 5` `⠠⠡⠢`).
        "⁄": Sign(cells: "⠸⠌"), "∴": Sign(cells: "⠠⠡", comparison: true), "∵": Sign(cells: "⠈⠌", comparison: true),
        "∎": Sign(cells: "⠫⠸⠲"),
        "⋮": Sign(cells: "⠄⠄⠄"), "⋱": Sign(cells: "⠄⠄⠄"), "⋰": Sign(cells: "⠄⠄⠄"), "‥": Sign(cells: "⠄⠄"),
        "·": Sign(cells: "⠡"), "¯": Sign(cells: "⠱"), "ˉ": Sign(cells: "⠱"), "‾": Sign(cells: "⠱"),
        "^": Sign(cells: "⠸⠣"), "ˆ": Sign(cells: "⠸⠣"), "ˇ": Sign(cells: "⠸⠩"), "˙": Sign(cells: "⠡"),
        "¨": Sign(cells: "⠡⠡"), "˜": Sign(cells: "⠈⠱"), "`": Sign(cells: "⠄"), "´": Sign(cells: "⠄"),
        "˘": Sign(cells: "⠫⠁"), "˚": Sign(cells: "⠘⠨⠡"), "¸": Sign(cells: "⠠"), "\u{2016}": Sign(cells: "⠳⠳"),
        // Geometry and shapes (§? shapes: ⠫ and the shape's letter; filled ⠸).
        "∡": Sign(cells: "⠫⠪⠨⠡"), "∢": Sign(cells: "⠫⠪⠈⠡"), "⌒": Sign(cells: "⠫⠁"), "⌢": Sign(cells: "⠫⠁"),
        "⌣": Sign(cells: "⠫⠄"), "▲": Sign(cells: "⠫⠸⠞"), "▵": Sign(cells: "⠫⠞"), "▴": Sign(cells: "⠫⠸⠞"),
        "▽": Sign(cells: "⠫⠨⠞"), "▿": Sign(cells: "⠫⠨⠞"), "▼": Sign(cells: "⠫⠸⠨⠞"), "◯": Sign(cells: "⠫⠉"),
        "●": Sign(cells: "⠫⠸⠉"), "◇": Sign(cells: "⠫⠙"), "◊": Sign(cells: "⠫⠙"), "◆": Sign(cells: "⠫⠸⠙"),
        "▭": Sign(cells: "⠫⠗"), "▯": Sign(cells: "⠫⠗"), "▱": Sign(cells: "⠫⠈⠗"), "⬠": Sign(cells: "⠫⠢"),
        "⬡": Sign(cells: "⠫⠖"), "⬢": Sign(cells: "⠫⠸⠖"), "▢": Sign(cells: "⠫⠲"), "▪": Sign(cells: "⠫⠸⠲"),
        "▫": Sign(cells: "⠫⠲"), "◻": Sign(cells: "⠫⠲"), "◼": Sign(cells: "⠫⠸⠲"), "★": Sign(cells: "⠫⠸⠎"),
        "☆": Sign(cells: "⠫⠎"), "♦": Sign(cells: "⠫⠸⠙"), "♢": Sign(cells: "⠫⠙"),
        "♠": Sign(cells: "⠫⠸⠎⠏"), "♣": Sign(cells: "⠫⠸⠉⠇"), "♥": Sign(cells: "⠫⠸⠓"), "♡": Sign(cells: "⠫⠓"), "⊾": Sign(cells: "⠫⠪⠨⠗⠻"), "⦜": Sign(cells: "⠫⠪⠨⠗⠻"), "⊿": Sign(cells: "⠫⠞"),
        "⌀": Sign(cells: "⠫⠉⠸⠫⠸⠌⠻"), "℧": Sign(cells: "⠨⠠⠺"), "⊤": Sign(cells: "⠫⠏⠨⠞"), "⊺": Sign(cells: "⠫⠏⠨⠞"),
        // Units and letterlike signs.
        "℃": Sign(cells: "⠘⠨⠡⠠⠉"), "℉": Sign(cells: "⠘⠨⠡⠠⠋"),
        "ℏ": Sign(cells: "⠈⠓"), "ħ": Sign(cells: "⠈⠓"), "ℐ": Sign(cells: "⠈⠰⠠⠊"), "ℵ": Sign(cells: "⠠⠠⠁"),
        "∆": Sign(cells: "⠨⠠⠙"), "∏": Sign(cells: "⠨⠠⠏"), "⅀": Sign(cells: "⠨⠠⠎"), "µ": Sign(cells: "⠨⠍"),
        "ℇ": Sign(cells: "⠨⠑"), "℈": Sign(cells: "⠈⠫"), "℮": Sign(cells: "⠑"), "№": Sign(cells: "⠠⠝⠕"),
    ]
}
