import ReadingModel
import Synchronization

/// Renderings already made, by the expression and the form they were made for.
///
/// Books repeat their expressions: linear-algebra.epub's 10,283 are 3,748 different
/// ones (`A`, `n`, `x_i` over and over), and every format of an export renders each again.
/// A rendering depends only on the expression and the form's settings, so each is made
/// once and then looked up: hashing a tree costs a fraction of reading it by the rules.
///
/// Shared by every thread of the process (a batch exports books side by side), so the
/// table sits behind a lock. It is bounded by the text it holds: past ``byteLimit`` it is
/// emptied and fills again, so a book of huge expressions cannot grow it without end.
final class RenderCache<Form: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Key: Hashable, Sendable {
        var form: Form
        var expression: MathExpression
    }

    private struct Table: ~Copyable {
        var entries: [Key: Value] = [:]
        var bytes = 0
    }

    private let table = Mutex(Table())
    private let byteLimit: Int
    /// The size a value is charged, in UTF-8 bytes of its text.
    private let cost: @Sendable (Value) -> Int

    init(byteLimit: Int = 8 << 20, cost: @escaping @Sendable (Value) -> Int) {
        self.byteLimit = byteLimit
        self.cost = cost
    }

    /// The rendering of `expression` in `form`: the one made before, else `render()`'s.
    func value(_ expression: MathExpression, _ form: Form, render: () -> Value) -> Value {
        let key = Key(form: form, expression: expression)
        if let known = table.withLock({ $0.entries[key] }) { return known }
        // Rendered outside the lock: another thread may render the same expression at the
        // same time, which costs only the duplicate work.
        let value = render()
        let size = cost(value)
        table.withLock { table in
            if table.bytes + size > byteLimit {
                table.entries.removeAll(keepingCapacity: true)
                table.bytes = 0
            }
            table.entries[key] = value
            table.bytes += size
        }
        return value
    }
}
