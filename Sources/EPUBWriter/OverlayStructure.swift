import ReadingModel

/// The structures a media overlay marks with `epub:type` so that a reading system can skip
/// them (notes, page numbers, sidebars) or escape them (leave a table, a list or a note and
/// go on after it): EPUB Media Overlays 3.2, "Skippability" and "Escapability". Which nodes
/// are skippable and which escapable is the reading plan's decision
/// (``PlanRole/skippableStructure``, ``PlanRole/escapableStructure``), the one DAISY reads;
/// the overlay only names them in the EPUB 3 Structural Semantics Vocabulary, and marks
/// the cells and items of tables and lists as the DAISY Knowledge Base's technique for
/// tables does (a `seq` per table and row, a `par` for a cell read in one clip).
/// Documented in `docs/narration.md`.
struct OverlayStructure: Equatable {
    /// The `epub:type` value (EPUB 3 Structural Semantics Vocabulary).
    var type: String
    /// The node it comes from: two neighbouring pars in the same structure share its `seq`.
    var block: String
    /// Whether a reading system escapes it as a whole, so that it is always a `seq` even
    /// around a single `par`: an escapable structure that is not skippable too (a note or a
    /// sidebar read in one clip is a `par` a reading system skips by its type).
    var container: Bool

    /// The structure a plan node is, when it is one that overlays mark.
    init?(_ node: PlanNode) {
        let role = node.role
        if let escapable = role.escapableStructure {
            guard let type = Self.type(escapable, role) else { return nil }
            self.type = type
            container = role.skippableStructure == nil
        } else if role.skippableStructure == .page {
            (type, container) = ("pagebreak", false)
        } else if case .tableCell = role {
            (type, container) = ("table-cell", false)
        } else if case .listItem = role {
            (type, container) = ("list-item", false)
        } else {
            // Running text, and an image's text (a producer's note, skippable), which the
            // vocabulary has no term for.
            return nil
        }
        block = node.id
    }

    init(type: String, block: String, container: Bool) {
        self.type = type
        self.block = block
        self.container = container
    }

    /// The vocabulary's name of an escapable structure; a line group has none (the
    /// vocabulary names no poem or stanza), so the overlay leaves it unmarked.
    static func type(_ structure: EscapableStructure, _ role: PlanRole) -> String? {
        switch structure {
        case .table: return "table"
        case .tableRow: return "table-row"
        case .list: return "list"
        case .lineGroup: return nil
        case .note, .sidebar:
            switch role {
            case .note(let kind), .placedNote(_, _, let kind): return noteType(kind)
            default: return structure == .sidebar ? "sidebar" : "note"
            }
        }
    }

    /// A note's name by its kind: endnotes and rear notes are `endnote`, an aside `sidebar`.
    static func noteType(_ kind: NoteKind) -> String {
        switch kind {
        case .footnote: return "footnote"
        case .endnote, .rearnote: return "endnote"
        case .note: return "note"
        case .aside: return "sidebar"
        }
    }

    /// Every plan node's marked structures, outermost first, the node's own last.
    static func chains(_ nodes: [PlanNode]) -> [String: [OverlayStructure]] {
        var chains: [String: [OverlayStructure]] = [:]
        func walk(_ nodes: [PlanNode], _ outer: [OverlayStructure]) {
            for node in nodes {
                var chain = outer
                if let structure = OverlayStructure(node) { chain.append(structure) }
                chains[node.id] = chain
                walk(node.children, chain)
            }
        }
        walk(nodes, [])
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
