/// Where a subtitle is placed: with the heading it belongs to. A paragraph the reader marks
/// ``BlockTraits/subtitle`` (`epub:type="subtitle"`, `class="subtitle"`, a paragraph of an
/// `<hgroup>` or of a `header` after its heading) that stands straight after a heading,
/// or after that heading's other subtitles, among the same siblings, is part of that
/// heading (BANA Braille Formats §4.2 and §4.4: a subtitle is set with its heading, in its
/// format; HTML Living Standard §4.3.7: `hgroup` groups a heading with its subtitles). One
/// that stands anywhere else (after a paragraph, or first in a section without a heading)
/// is a paragraph where it stands. A subtitle that holds blocks of its own is not moved.
///
/// The plan decides it once (``ReadingPlan/subtitles``). Braille sets the subtitles under
/// their heading and not again where they stand; the spoken and visual formats read them
/// where they stand, which is straight after their heading, so the decision moves nothing
/// there (see `docs/reading.md`, "Subtitles").
extension ReadingPlan {
    /// The subtitle paragraphs of each heading (a book's or one the tool adds) in `nodes`,
    /// in order, by the heading's id.
    public static func subtitles(in nodes: [PlanNode]) -> [String: [PlanNode]] {
        var result: [String: [PlanNode]] = [:]
        func scan(_ siblings: [PlanNode]) {
            var heading: String?
            for node in siblings {
                switch node.role {
                case .heading, .addedHeading:
                    heading = node.id
                case .paragraph where node.traits.contains(.subtitle) && node.children.isEmpty:
                    if let heading { result[heading, default: []].append(node) }
                default:
                    heading = nil
                }
                if !node.children.isEmpty { scan(node.children) }
            }
        }
        scan(nodes)
        return result
    }
}
