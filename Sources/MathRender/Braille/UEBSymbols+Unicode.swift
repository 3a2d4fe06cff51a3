/// The rest of the Unicode characters math uses, in UEB: symbols of the UEB Rulebook §3
/// (general symbols: arrows §3.2, dagger and double dagger §3.3, paragraph and section
/// §3.20, ditto and reference marks) and §7 punctuation (dashes, quotation marks), and the
/// signs ICEB's *Guidelines for Technical Material* build from others: a sign struck
/// through is the sign followed by the negation ⠈⠱ (Guidelines §3.1: ≠ is ⠐⠶⠈⠱).
/// A character found in neither list is a transcriber-defined print symbol (§3.26).
extension UEBSymbols {
    /// Every symbol, UEB's own and the composed ones.
    static let operators: [String: Symbol] = {
        var table = listed
        for (text, symbol) in more where table[text] == nil { table[text] = symbol }
        for (text, symbol) in UEBMath.shapedOperators where table[text] == nil { table[text] = symbol }
        for (negated, base) in NemethSymbols.negations {
            guard table[negated] == nil, let symbol = table[base] else { continue }
            table[negated] = Symbol(cells: symbol.cells + "⠈⠱", spaced: symbol.spaced, ambiguous: symbol.ambiguous)
        }
        return table
    }()

    static let more: [String: Symbol] = [
        // Arrows (Rulebook §3.2: the arrow ⠳ and its direction).
        "↑": Symbol(cells: "⠳⠬", spaced: true, ambiguous: true), "↓": Symbol(cells: "⠳⠩", spaced: true, ambiguous: true),
        "↗": Symbol(cells: "⠳⠎", spaced: true, ambiguous: true), "↘": Symbol(cells: "⠳⠣", spaced: true, ambiguous: true),
        "↙": Symbol(cells: "⠳⠜", spaced: true, ambiguous: true), "↖": Symbol(cells: "⠳⠱", spaced: true, ambiguous: true),
        "⟶": Symbol(cells: "⠳⠕", spaced: true, ambiguous: true), "⟵": Symbol(cells: "⠳⠪", spaced: true, ambiguous: true),
        "⟷": Symbol(cells: "⠳⠺⠗⠕", spaced: true, ambiguous: true), "⟹": Symbol(cells: "⠳⠶⠕", spaced: true, ambiguous: true),
        "⟸": Symbol(cells: "⠳⠶⠪", spaced: true, ambiguous: true),
        "⟺": Symbol(cells: "⠳⠺⠶⠗⠕", spaced: true, ambiguous: true),
        // Comparison and set signs the Guidelines give (§3, §10).
        "∣": Symbol(cells: "⠸⠳"), "∶": Symbol(cells: "⠒"), "∊": Symbol(cells: "⠘⠑", spaced: true),
        "⩽": Symbol(cells: "⠸⠈⠣", spaced: true), "⩾": Symbol(cells: "⠸⠈⠜", spaced: true),
        "≦": Symbol(cells: "⠸⠈⠣", spaced: true), "≧": Symbol(cells: "⠸⠈⠜", spaced: true),
        "⋂": Symbol(cells: "⠨⠦"), "⋃": Symbol(cells: "⠨⠖"), "⋀": Symbol(cells: "⠈⠦"), "⋁": Symbol(cells: "⠈⠖"),
        "∙": Symbol(cells: "⠐⠲"), "√": Symbol(cells: "⠐⠩"), "∬": Symbol(cells: "⠮⠮", ambiguous: true),
        "∭": Symbol(cells: "⠮⠮⠮", ambiguous: true), "∴": Symbol(cells: "⠠⠡"), "∵": Symbol(cells: "⠈⠌"),
        "⋮": Symbol(cells: "⠲⠲⠲"), "⋱": Symbol(cells: "⠲⠲⠲"), "⋰": Symbol(cells: "⠲⠲⠲"), "¯": Symbol(cells: "⠱"),
        "〈": Symbol(cells: "⠈⠣", punctuation: true), "〉": Symbol(cells: "⠈⠜", punctuation: true),
        "▴": Symbol(cells: "⠸⠫⠼⠉"), "▵": Symbol(cells: "⠫⠼⠉", ambiguous: true),
        "○": Symbol(cells: "⠫⠿", ambiguous: true), "◯": Symbol(cells: "⠫⠿", ambiguous: true),
        "●": Symbol(cells: "⠸⠫⠿"), "∎": Symbol(cells: "⠸⠫⠼⠙"),
        // Regular polygons: the shape indicator and the number of sides, filled ones with
        // the filled shape indicator (Guidelines §14.1, Rulebook §3.22: triangle ⠫⠼⠉,
        // square ⠫⠼⠙, so pentagon ⠫⠼⠑, hexagon ⠫⠼⠋, octagon ⠫⠼⠓).
        "⬠": Symbol(cells: "⠫⠼⠑", ambiguous: true), "⬟": Symbol(cells: "⠸⠫⠼⠑"),
        "⬡": Symbol(cells: "⠫⠼⠋", ambiguous: true), "⬢": Symbol(cells: "⠸⠫⠼⠋"), "⬣": Symbol(cells: "⠸⠫⠼⠋"),
        "⯃": Symbol(cells: "⠸⠫⠼⠓"), "⯄": Symbol(cells: "⠸⠫⠼⠓"),
        // Shaded shapes (Guidelines §14: the shaded shape indicator ⠨⠫).
        "◍": Symbol(cells: "⠨⠫⠿"), "▧": Symbol(cells: "⠨⠫⠼⠙"),
        "▨": Symbol(cells: "⠨⠫⠼⠙"), "▩": Symbol(cells: "⠨⠫⠼⠙"),
        // ICEB's *Current UEB Symbol Lists* (List 1, the signs of grade 1 mode; as liblouis's
        // UEB symbol specs give them by code point, with the list's descriptions): relations
        // built from the comparison signs with a prefix (contains ∋ ⠈⠘⠑, much less ≪ ⠨⠈⠣,
        // proper subset ⊊ ⠨⠘⠣, normal subgroup ⊲ ⠈⠸⠣ and "or equal" ⊴ ⠸⠸⠣, the turnstiles
        // ⊢ ⊣ ⊨ ⫤ on ⠸⠒), spaced as comparison signs (Guidelines §3.1).
        "∋": Symbol(cells: "⠈⠘⠑", spaced: true), "∍": Symbol(cells: "⠈⠘⠑", spaced: true),
        "≪": Symbol(cells: "⠨⠈⠣", spaced: true), "≫": Symbol(cells: "⠨⠈⠜", spaced: true),
        "⊊": Symbol(cells: "⠨⠘⠣", spaced: true), "⊋": Symbol(cells: "⠨⠘⠜", spaced: true),
        "⊲": Symbol(cells: "⠈⠸⠣", spaced: true), "⊳": Symbol(cells: "⠈⠸⠜", spaced: true),
        "⊴": Symbol(cells: "⠸⠸⠣", spaced: true), "⊵": Symbol(cells: "⠸⠸⠜", spaced: true),
        "⊣": Symbol(cells: "⠈⠸⠒", spaced: true), "⊦": Symbol(cells: "⠸⠒", spaced: true),
        "⊨": Symbol(cells: "⠘⠸⠒", spaced: true), "⫤": Symbol(cells: "⠨⠸⠒", spaced: true),
        "≏": Symbol(cells: "⠘⠐⠶", spaced: true), "≑": Symbol(cells: "⠨⠐⠶", spaced: true),
        // The same list: geometry (measured angle, right angle with arc, perpendicular),
        // the triple bar, the standard-state sign, the check mark, music and sex signs,
        // the ditto mark, currencies and the broken bar.
        "∡": Symbol(cells: "⠨⠸⠪"), "⊾": Symbol(cells: "⠼⠸⠪"), "⟂": Symbol(cells: "⠼⠤"),
        "⦀": Symbol(cells: "⠼⠸⠇"), "⫴": Symbol(cells: "⠼⠸⠇"), "⫼": Symbol(cells: "⠼⠸⠇"),
        "⦵": Symbol(cells: "⠨⠚"), "✓": Symbol(cells: "⠈⠩"), "✔": Symbol(cells: "⠈⠩"),
        "♀": Symbol(cells: "⠘⠭"), "♂": Symbol(cells: "⠘⠽"), "♭": Symbol(cells: "⠼⠣"),
        "♮": Symbol(cells: "⠼⠡"), "♯": Symbol(cells: "⠼⠩"), "〃": Symbol(cells: "⠐⠂"),
        "₣": Symbol(cells: "⠈⠋"), "₦": Symbol(cells: "⠈⠝"), "¦": Symbol(cells: "⠨⠳"),
        // The list's h with a stroke (⠈⠒ and the letter, Rulebook §4.2; the letter ħ is in
        // `UEBAlphabets.accented`), which the reduced Planck constant ℏ is in print; the cross
        // product ⨯ is printed as the times sign.
        "ℏ": Symbol(cells: "⠈⠒⠓"), "⨯": Symbol(cells: "⠐⠦"),
        // Letters of the list with a sign of their own (not a modifier and a letter): sharp s
        // (Gauß), eth, thorn, eng, schwa, wynn, yogh, the capital after the capital indicator.
        "ß": Symbol(cells: "⠨⠮"), "ẞ": Symbol(cells: "⠠⠨⠮"), "ð": Symbol(cells: "⠼⠫"), "Ð": Symbol(cells: "⠠⠼⠫"),
        "þ": Symbol(cells: "⠼⠮"), "Þ": Symbol(cells: "⠠⠼⠮"), "ŋ": Symbol(cells: "⠘⠝"), "Ŋ": Symbol(cells: "⠠⠘⠝"),
        "ə": Symbol(cells: "⠸⠢"), "Ə": Symbol(cells: "⠠⠸⠢"), "ƿ": Symbol(cells: "⠼⠺"), "Ƿ": Symbol(cells: "⠠⠼⠺"),
        "ȝ": Symbol(cells: "⠼⠽"), "Ȝ": Symbol(cells: "⠠⠼⠽"),
        // The list's grave accent alone, inverted marks and angle quotation marks (Rulebook §7).
        "`": Symbol(cells: "⠨⠡"), "¡": Symbol(cells: "⠘⠰⠖"), "¿": Symbol(cells: "⠘⠰⠦"),
        "«": Symbol(cells: "⠸⠦", punctuation: true), "»": Symbol(cells: "⠸⠴", punctuation: true),
        // Line segments of List 1 (Rulebook §16 line mode): the vertical segment, which is
        // also the tally mark (Guidelines §4.2), the two variants, the diagonals (read as
        // "ar" and "gh" outside grade 1 mode).
        "│": Symbol(cells: "⠸"), "┊": Symbol(cells: "⠘"), "║": Symbol(cells: "⠠⠸"),
        "╱": Symbol(cells: "⠜", ambiguous: true), "╲": Symbol(cells: "⠣", ambiguous: true),
        // Tally marks (Guidelines §4.2, as APH's *UEB Math* lesson 10.5 states it: "the tally
        // mark is represented by the vertical line segment, dots four five six"; a group of
        // five is "four marks followed by a horizontal mark", dots two five).
        "𝍷": Symbol(cells: "⠸"), "𝍸": Symbol(cells: "⠸⠸⠸⠸⠒"),
        // Arrows with a double shaft: the arrow indicator, the double line ⠶, the head
        // (Rulebook §3.2 builds arrows from the indicator, the shaft and the head, as ↵ is
        // ⠳⠲⠩; MathCAT's UEB table, after the Guidelines, gives ⇒ ⠳⠶⠕ and ⇔ ⠳⠺⠶⠗⠕); the
        // arrow from a bar ↦ the same way (⠳⠳⠗⠕). Arrow cells read as "ou" outside grade 1.
        "⇑": Symbol(cells: "⠳⠶⠬", spaced: true, ambiguous: true), "⇓": Symbol(cells: "⠳⠶⠩", spaced: true, ambiguous: true),
        "⇕": Symbol(cells: "⠳⠺⠶⠗⠬", spaced: true, ambiguous: true), "↕": Symbol(cells: "⠳⠺⠗⠬", spaced: true, ambiguous: true),
        "↦": Symbol(cells: "⠳⠳⠗⠕", spaced: true, ambiguous: true), "⟼": Symbol(cells: "⠳⠳⠗⠕", spaced: true, ambiguous: true),
        // Harpoons: a half barb in the line of direction, upper ⠈⠗ or lower ⠠⠗, between the
        // arrow indicator and the direction (APH's UEB Math 5.3: the tip may be "full, half,
        // curved or directionless", the signs "placed between the arrow opening and
        // terminating symbols"; liblouis's and MathCAT's tables agree on ⠈⠗ and ⠠⠗).
        "⇀": Symbol(cells: "⠳⠈⠗⠕", spaced: true, ambiguous: true), "⇁": Symbol(cells: "⠳⠠⠗⠕", spaced: true, ambiguous: true),
        "↼": Symbol(cells: "⠳⠈⠗⠪", spaced: true, ambiguous: true), "↽": Symbol(cells: "⠳⠠⠗⠪", spaced: true, ambiguous: true),
        // General symbols and punctuation (Rulebook §3, §7).
        "†": Symbol(cells: "⠈⠠⠹"), "‡": Symbol(cells: "⠈⠠⠻"), "§": Symbol(cells: "⠘⠎"), "¶": Symbol(cells: "⠘⠏"),
        "•": Symbol(cells: "⠸⠲"), "‰": Symbol(cells: "⠨⠴⠴"), "¥": Symbol(cells: "⠈⠽"), "©": Symbol(cells: "⠘⠉"),
        "®": Symbol(cells: "⠘⠗"), "™": Symbol(cells: "⠘⠞"), "^": Symbol(cells: "⠈⠢"), "“": Symbol(cells: "⠘⠦", punctuation: true),
        "”": Symbol(cells: "⠘⠴", punctuation: true), "‘": Symbol(cells: "⠠⠦", punctuation: true),
        "’": Symbol(cells: "⠠⠴", punctuation: true), "\"": Symbol(cells: "⠠⠶", punctuation: true),
        "–": Symbol(cells: "⠠⠤"), "—": Symbol(cells: "⠐⠠⠤"), "―": Symbol(cells: "⠐⠠⠤"),
        // The hyphen characters are the hyphen, never the minus sign, and bound a letter
        // standing alone (Guidelines §3.3, Rulebook §2.6.2, §7.2).
        "‐": Symbol(cells: "⠤", punctuation: true), "‑": Symbol(cells: "⠤", punctuation: true), "‾": Symbol(cells: "⠱"), "℃": Symbol(cells: "⠘⠚⠠⠉"), "℉": Symbol(cells: "⠘⠚⠠⠋"),
        "｜": Symbol(cells: "⠸⠳"), "￡": Symbol(cells: "⠈⠇"), "⁄": Symbol(cells: "⠸⠌"),
    ]
}
