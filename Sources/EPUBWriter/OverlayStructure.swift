import BookModel
import ReadingModel

/// The structures a media overlay marks with `epub:type` so that a reading system can skip
/// them (notes, page numbers, sidebars, tables, lists) or escape them (leave a table, a list
/// or a note and go on after it): EPUB Media Overlays 3.2, "Skippability" and
/// "Escapability"; the nesting follows the DAISY Knowledge Base's technique for tables
/// (a `seq` per table and row, a `par` for a cell read in one clip). Documented in
/// `docs/narration.md`.
struct OverlayStructure: Equatable {
    /// The `epub:type` value (EPUB 3 Structural Semantics Vocabulary).
    var type: String
    /// The block it comes from: two neighbouring pars in the same structure share its `seq`.
    var block: String
    /// Whether a reading system escapes it as a whole, so that it is always a `seq` even
    /// around a single `par`.
    var container: Bool

    /// The structure a block is, when it is one that overlays mark.
    init?(_ block: Block) {
        switch block.role {
        case .table: (type, container) = ("table", true)
        case .tableRow: (type, container) = ("table-row", true)
        case .tableCell: (type, container) = ("table-cell", false)
        case .list: (type, container) = ("list", true)
        case .listItem: (type, container) = ("list-item", false)
        case .note(let kind):
            switch kind {
            case .footnote: type = "footnote"
            case .endnote, .rearnote: type = "endnote"
            case .note: type = "note"
            case .aside: type = "sidebar"
            }
            container = false
        case .pageBreak: (type, container) = ("pagebreak", false)
        default: return nil
        }
        self.block = block.id
    }

    init(type: String, block: String, container: Bool) {
        self.type = type
        self.block = block
        self.container = container
    }

    /// Every block's marked structures, outermost first, the block's own last.
    static func chains(_ blocks: [Block]) -> [String: [OverlayStructure]] {
        var chains: [String: [OverlayStructure]] = [:]
        func walk(_ blocks: [Block], _ outer: [OverlayStructure]) {
            for block in blocks {
                var chain = outer
                if let structure = OverlayStructure(block) { chain.append(structure) }
                chains[block.id] = chain
                walk(block.children, chain)
            }
        }
        walk(blocks, [])
        return chains
    }
}

/// A media overlay's body: pars in the order spoken, nested in a `seq` per structure.
indirect enum OverlayNode: Equatable {
    case par(NarratedEPUB.Par, type: String?)
    /// `block` is the structure's block, whose element the `seq`'s `epub:textref` names.
    case seq(type: String, block: String, children: [OverlayNode])

    /// Nests `pars` by their structures. A structure that is not a container and holds a
    /// single par puts its type on that par instead of a `seq` of one (a table cell or a
    /// list item read in one clip, a page number); a par of no structure stays in the body.
    static func nest(_ pars: [NarratedEPUB.Par]) -> [OverlayNode] {
        // Each open structure and the nodes gathered in it, the body first.
        var stack: [(structure: OverlayStructure?, nodes: [OverlayNode])] = [(nil, [])]
        func close() {
            let (structure, nodes) = stack.removeLast()
            guard let structure else { return }
            if !structure.container, nodes.count == 1, case .par(let par, nil) = nodes[0] {
                stack[stack.count - 1].nodes.append(.par(par, type: structure.type))
            } else {
                stack[stack.count - 1].nodes.append(.seq(type: structure.type, block: structure.block, children: nodes))
            }
        }
        for par in pars {
            let open = stack.dropFirst().compactMap(\.structure)
            var common = 0
            while common < open.count, common < par.structures.count, open[common].block == par.structures[common].block {
                common += 1
            }
            while stack.count > common + 1 { close() }
            for structure in par.structures[common...] { stack.append((structure, [])) }
            stack[stack.count - 1].nodes.append(.par(par, type: nil))
        }
        while stack.count > 1 { close() }
        return stack[0].nodes
    }

    /// The blocks of every `seq` among `nodes`, outermost first.
    static func seqBlocks(_ nodes: [OverlayNode]) -> [String] {
        nodes.flatMap { node -> [String] in
            guard case .seq(_, let block, let children) = node else { return [] }
            return [block] + seqBlocks(children)
        }
    }

    /// The text target of the first `par` in a node.
    var firstTarget: String? {
        switch self {
        case .par(let par, _): return par.id
        case .seq(_, _, let children): return children.lazy.compactMap(\.firstTarget).first
        }
    }
}
