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
            table[negated] = Symbol(cells: symbol.cells + "⠈⠱", spaced: symbol.spaced)
        }
        return table
    }()

    static let more: [String: Symbol] = [
        // Arrows (Rulebook §3.2: the arrow ⠳ and its direction).
        "↑": Symbol(cells: "⠳⠬", spaced: true, ambiguous: true), "↓": Symbol(cells: "⠳⠩", spaced: true, ambiguous: true),
        "↗": Symbol(cells: "⠳⠎", spaced: true, ambiguous: true), "↘": Symbol(cells: "⠳⠣", spaced: true, ambiguous: true),
        "↙": Symbol(cells: "⠳⠜", spaced: true, ambiguous: true), "↖": Symbol(cells: "⠳⠱", spaced: true, ambiguous: true),
        "⟶": Symbol(cells: "⠳⠕", spaced: true, ambiguous: true), "⟵": Symbol(cells: "⠳⠪", spaced: true, ambiguous: true),
        "⟷": Symbol(cells: "⠳⠺⠗⠕", spaced: true, ambiguous: true), "⟹": Symbol(cells: "⠘⠳⠕", spaced: true),
        "⟸": Symbol(cells: "⠘⠳⠪", spaced: true), "⟺": Symbol(cells: "⠘⠳⠺⠗⠕", spaced: true),
        // Comparison and set signs the Guidelines give (§3, §10).
        "∣": Symbol(cells: "⠸⠳"), "∶": Symbol(cells: "⠒"), "∊": Symbol(cells: "⠘⠑", spaced: true),
        "⩽": Symbol(cells: "⠸⠈⠣", spaced: true), "⩾": Symbol(cells: "⠸⠈⠜", spaced: true),
        "≦": Symbol(cells: "⠸⠈⠣", spaced: true), "≧": Symbol(cells: "⠸⠈⠜", spaced: true),
        "⋂": Symbol(cells: "⠨⠦"), "⋃": Symbol(cells: "⠨⠖"), "⋀": Symbol(cells: "⠈⠦"), "⋁": Symbol(cells: "⠈⠖"),
        "∙": Symbol(cells: "⠐⠲"), "√": Symbol(cells: "⠩", ambiguous: true), "∬": Symbol(cells: "⠮⠮", ambiguous: true),
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
