import ReadingModel

/// A walker over the reading-order model, in reading order.
///
/// Exporters are visitors: each owns only its output rules, and leaving out a subtree
/// (note bodies in running text, page numbers in speech) is a decision made in
/// ``visit(_:depth:)``, not a string edit afterwards.
public protocol BookVisitor {
    mutating func visit(_ block: Block, depth: Int) -> VisitAction
    mutating func leave(_ block: Block, depth: Int)
}

extension BookVisitor {
    public mutating func leave(_ block: Block, depth: Int) {}

    /// Walks these blocks and their children in order.
    public mutating func walk(_ blocks: [Block], depth: Int = 0) {
        for block in blocks {
            if visit(block, depth: depth) == .visitChildren {
                walk(block.children, depth: depth + 1)
            }
            leave(block, depth: depth)
        }
    }
}

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
