import ReadingModel

extension Book {
    /// Every block, depth first in reading order, with its nesting depth.
    public func forEachBlock(_ body: (Block, Int) -> Void) {
        func visit(_ blocks: [Block], _ depth: Int) {
            for block in blocks {
                body(block, depth)
                visit(block.children, depth + 1)
            }
        }
        visit(blocks, 0)
    }

    /// Headings in reading order: the navigation rotor.
    public var headings: [Block] {
        var found: [Block] = []
        forEachBlock { block, _ in
            if block.role.headingLevel != nil { found.append(block) }
        }
        return found
    }

    /// Blocks by id, for following links and note references.
    public func blockIndex() -> [String: Block] {
        var index: [String: Block] = [:]
        forEachBlock { block, _ in index[block.id] = block }
        return index
    }
}
