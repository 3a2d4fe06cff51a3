/// What a visitor wants after seeing a block.
public enum VisitAction: Sendable {
    case visitChildren
    case skipChildren
}
