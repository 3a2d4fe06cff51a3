@testable import EPUBReader
@testable import BookModel
@testable import ReadingModel

/// A suite over one fixture book whose tests look its blocks up by id. Conforming gives the
/// suite its `init()`: the suite names its ``fixture`` and declares `book` and `index`.
protocol FixtureBookSuite {
    /// The fixture the suite reads, as ``TestPaths/fixture(_:)`` names it.
    static var fixture: String { get }
    /// The memberwise initializer of the suite's `book` and `index`.
    init(book: Book, index: [String: Block])
}

extension FixtureBookSuite {
    /// Reads ``fixture`` into the model and indexes every block, nested ones too, by id.
    init() throws {
        let book = try BookLoader().load(path: TestPaths.fixture(Self.fixture))
        self.init(book: book, index: book.blockIndex())
    }
}
