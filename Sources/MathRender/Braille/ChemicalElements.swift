/// Element symbols, to tell a chemical formula (`NaOH`, `CuSO`) from a word.
enum ChemicalElements {
    static let symbols: Set<String> = [
        "H", "He", "Li", "Be", "B", "C", "N", "O", "F", "Ne", "Na", "Mg", "Al", "Si", "P",
        "S", "Cl", "Ar", "K", "Ca", "Sc", "Ti", "V", "Cr", "Mn", "Fe", "Co", "Ni", "Cu",
        "Zn", "Ga", "Ge", "As", "Se", "Br", "Kr", "Rb", "Sr", "Ag", "Cd", "Sn", "Sb", "I",
        "Xe", "Cs", "Ba", "Pt", "Au", "Hg", "Pb", "Bi", "Rn", "Ra", "U", "Pu",
    ]

    /// `true` when `text` is a run of element symbols (each a capital and at most one
    /// lower-case letter).
    static func splits(_ text: String) -> Bool {
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            guard characters[index].isUppercase else { return false }
            if index + 1 < characters.count, characters[index + 1].isLowercase,
               symbols.contains(String(characters[index...index + 1])) {
                index += 2
            } else if symbols.contains(String(characters[index])) {
                index += 1
            } else {
                return false
            }
        }
        return !characters.isEmpty
    }
}
