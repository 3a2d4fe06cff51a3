import ReadingModel
import CLouis
import CLouisQuiet
import Foundation

/// liblouis translation modes (`translationModes` in `liblouis.h`).
public struct TranslationMode: OptionSet, Sendable, Hashable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// Translate without contractions (grade 1 as the table provides).
    public static let noContractions = TranslationMode(rawValue: 1)
    /// Computer braille for the word at the cursor.
    public static let compbrlAtCursor = TranslationMode(rawValue: 2)
    /// Output (and, for back-translation, input) as dot patterns rather than characters.
    public static let dotsIO = TranslationMode(rawValue: 4)
    /// With ``dotsIO``: dot patterns as Unicode braille (U+2800-U+28FF).
    public static let ucBrl = TranslationMode(rawValue: 64)
    /// Drop characters the table does not define instead of writing `\xNNNN/` escapes.
    public static let noUndefined = TranslationMode(rawValue: 128)
    public static let partialTrans = TranslationMode(rawValue: 256)
}

/// liblouis typeforms: per-character emphasis and translation hints (`typeforms` in
/// `liblouis.h`). The emphasis bits name emphasis classes in the order a table declares them:
/// the UEB and most other tables declare italic, underline and bold first.
public struct Typeform: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let italic = Typeform(rawValue: 0x0001)
    public static let underline = Typeform(rawValue: 0x0002)
    public static let bold = Typeform(rawValue: 0x0004)
    /// The fourth emphasis class: `script` in the UEB tables.
    public static let script = Typeform(rawValue: 0x0008)
    /// The fifth emphasis class: `transnote` (transcriber's note) in the UEB tables.
    public static let transNote = Typeform(rawValue: 0x0010)
    /// Emphasis class `number` (1...10) as the table declares them (`emphclass` order): in
    /// the UEB tables 1-5 are italic, underline, bold, script, transnote and 6-10 the
    /// transcriber-defined `trans1`...`trans5`. ``Louis/typeform(forEmphasisClass:tables:)``
    /// looks a class up by name.
    public static func emphasisClass(_ number: Int) -> Typeform {
        precondition((1...10).contains(number), "liblouis has emphasis classes 1 to 10")
        return Typeform(rawValue: 1 << UInt16(number - 1))
    }
    /// Computer braille code for this text.
    public static let computerBraille = Typeform(rawValue: 0x0400)
    public static let noTranslate = Typeform(rawValue: 0x0800)
    /// Translate without contractions (links, e-mail addresses, code).
    public static let noContract = Typeform(rawValue: 0x1000)
}

/// The result of one translation: the output characters and, for each, the index of the
/// input character (in Unicode scalars) it came from.
public struct Translation: Sendable, Equatable {
    public var output: [Unicode.Scalar]
    public var inputPositions: [Int]
    public var string: String {
        var text = ""
        text.unicodeScalars.append(contentsOf: output)
        return text
    }
}

/// A Swift facade over liblouis.
///
/// liblouis keeps global state (compiled tables, the data path) and is not thread-safe, so
/// every `lou_*` call in the process goes through one lock held here; callers may use
/// ``Louis`` from any task. `widechar` is 32 bits on this build (checked once with
/// `lou_charSize`), so Swift's `Unicode.Scalar` values pass through unchanged.
package enum Louis {
    /// Guards every `lou_*` call. An `NSLock` (a pthread mutex) rather than
    /// `Synchronization.Mutex`: Mutex waits on a futex directly, which ThreadSanitizer cannot
    /// see, so `make test-sanitize` reported the state it guards as racing.
    private static let lock = NSLock()
    /// Set once, under `lock`.
    nonisolated(unsafe) private static var configured = false

    /// Whether liblouis's always-on formatting of every translation's input and output for
    /// its debug log is skipped (CLouisQuiet takes the place of `_lou_logWidecharBuf`; the
    /// log is off, so the text was thrown away). `false` when the dynamic linker bound
    /// liblouis to its own function, for example in a program that did not export ours.
    package static var skipsDebugFormatting: Bool { clouisquiet_is_active() != 0 }

    /// The liblouis version string.
    package static var version: String {
        withLiblouis { String(cString: lou_version()) }
    }

    /// Runs `body` holding the process-wide liblouis lock, after the first-use setup.
    static func withLiblouis<T>(_ body: () throws(ExportError) -> T) throws(ExportError) -> T {
        lock.lock()
        defer { lock.unlock() }
        if !configured {
            configure()
            configured = true
        }
        return try body()
    }

    static func withLiblouis<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        if !configured {
            configure()
            configured = true
        }
        return body()
    }

    /// Called once, under the lock: silences liblouis's own logging (problems come back as
    /// errors) and frees liblouis's tables once at exit.
    private static func configure() {
        precondition(lou_charSize() == MemoryLayout<widechar>.size && MemoryLayout<widechar>.size == 4,
                     "this build expects liblouis with 32-bit widechar")
        lou_setLogLevel(LOU_LOG_OFF)
        atexit { Louis.freeAtExit() }
    }

    /// A table list as liblouis gets it: each table of the project's layer
    /// (``TableLocator/projectTables``) by its absolute path, every other name as given.
    ///
    /// liblouis resolves a name that is a path as that file and looks every other one up on
    /// its search path (the `LOUIS_TABLEPATH` the user set, then its own tables); the tables
    /// after the first are tried beside the first one too (liblouis's default table
    /// resolver). So our layer is found without changing `LOUIS_TABLEPATH`, which would
    /// change the environment of a whole program that embeds the library, and of every
    /// process it starts. Our tables include no other table, so nothing inside them needs
    /// the search path.
    static func tableList(_ tables: [String]) -> String {
        tables.map { projectTablePaths[$0] ?? $0 }.joined(separator: ",")
    }

    /// The last table list translated with and its liblouis form (at first the empty list,
    /// whose form is empty too), read and written under `lock`: a translator passes the
    /// same tables at every call, and resolving them again (a dictionary look-up per name
    /// and a join) cost more than a short paragraph's translation.
    nonisolated(unsafe) private static var lastList: (tables: [String], list: String) = ([], "")

    /// ``tableList(_:)``, answered from ``lastList`` when the tables are the last ones.
    /// Call it holding `lock` (inside ``withLiblouis(_:)``).
    private static func lockedTableList(_ tables: [String]) -> String {
        if tables != lastList.tables {
            lastList = (tables, tableList(tables))
        }
        return lastList.list
    }

    /// The project's tables by file name, with their absolute paths.
    private static let projectTablePaths: [String: String] = {
        guard let folder = TableLocator.projectTables,
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [:] }
        let absolute = URL(fileURLWithPath: folder).standardizedFileURL.path
        return Dictionary(uniqueKeysWithValues: names.map { ($0, absolute + "/" + $0) })
    }()

    private static func freeAtExit() {
        lock.lock()
        defer { lock.unlock() }
        lou_free()
    }

    /// The tables liblouis's metadata index matches for `query` (e.g. `language:sa`), best
    /// match first, as file names (liblouis manual, "Table discovery": `lou_findTables`
    /// indexes the tables on `LOUIS_TABLEPATH` that carry `#+` metadata).
    package static func findTables(_ query: String) -> [String] {
        withLiblouis {
            guard let result = lou_findTables(query) else { return [] }
            defer { free(result) }
            var names: [String] = []
            var index = 0
            while let name = result[index] {
                names.append((String(cString: name) as NSString).lastPathComponent)
                free(name)
                index += 1
            }
            return names
        }
    }

    /// One `#+key: value` metadata field of a table (`lou_getTableInfo`), or `nil`.
    package static func tableInfo(_ table: String, key: String) -> String? {
        withLiblouis {
            guard let value = lou_getTableInfo(tableList([table]), key) else { return nil }
            defer { free(value) }
            return String(cString: value)
        }
    }

    /// `true` when the table list compiles.
    package static func compiles(_ tables: [String]) -> Bool {
        let list = tableList(tables)
        return withLiblouis { lou_checkTable(list) != 0 }
    }

    /// Checks that a table list compiles. The message names the list without the
    /// project's own layers, which the user never gave.
    package static func checkTables(_ tables: [String]) throws(ExportError) {
        if !compiles(tables) {
            throw TableLocator.missingTables(for: tables)
                ?? .braille(.tableNotCompiled(BrailleTables.withoutProjectLayers(tables).joined(separator: ",")))
        }
    }

    /// Translates `text` to braille.
    ///
    /// - Parameters:
    ///   - typeforms: one entry per Unicode scalar of `text`, or `nil` for plain text (no
    ///     typeform array is passed then).
    ///   - mode: e.g. `[.dotsIO, .ucBrl]` for Unicode braille output.
    package static func translate(_ text: String, tables: [String], typeforms: [Typeform]? = nil,
                                 mode: TranslationMode = []) throws(ExportError) -> Translation {
        let input = text.unicodeScalars.map { widechar($0.value) }
        return try translate(input, tables: tables, typeforms: typeforms, mode: mode, backward: false)
    }

    /// Translates braille back to print. The input is characters of the list's display
    /// table (put one such as `en-us-brf.dis` first); ``BrailleText/backTranslate(_:tables:ascii:)``
    /// takes Unicode braille.
    package static func backTranslate(_ braille: String, tables: [String],
                                     mode: TranslationMode = []) throws(ExportError) -> String {
        let input = braille.unicodeScalars.map { widechar($0.value) }
        return try translate(input, tables: tables, typeforms: nil, mode: mode, backward: true).string
    }

    /// How many output characters to allow per input character at first.
    static let initialGrowth = 3

    static func translate(_ input: [widechar], tables: [String], typeforms: [Typeform]?,
                          mode: TranslationMode, backward: Bool,
                          growth: Int = initialGrowth) throws(ExportError) -> Translation {
        if let typeforms, typeforms.count != input.count {
            throw .braille(.typeformCount(typeforms: typeforms.count, characters: input.count))
        }
        if input.isEmpty { return Translation(output: [], inputPositions: []) }
        var capacity = input.count * growth + 16
        while true {
            var inlen = Int32(input.count)
            var outlen = Int32(capacity)
            var output = [widechar](repeating: 0, count: capacity)
            var inputPos = [Int32](repeating: 0, count: capacity)
            // liblouis writes typeforms back per output position: size them to the output.
            var forms: [formtype]? = typeforms.map { forms in
                var buffer = [formtype](repeating: 0, count: max(capacity, input.count))
                for (index, form) in forms.enumerated() { buffer[index] = form.rawValue }
                return buffer
            }
            let status: Int32 = withLiblouis {
                let list = lockedTableList(tables)
                return input.withUnsafeBufferPointer { inBuffer in
                    output.withUnsafeMutableBufferPointer { outBuffer in
                        inputPos.withUnsafeMutableBufferPointer { posBuffer in
                            withOptionalBuffer(&forms) { formBuffer in
                                if backward {
                                    return lou_backTranslate(list, inBuffer.baseAddress, &inlen, outBuffer.baseAddress,
                                                             &outlen, formBuffer, nil, nil, posBuffer.baseAddress,
                                                             nil, mode.rawValue)
                                }
                                return lou_translate(list, inBuffer.baseAddress, &inlen, outBuffer.baseAddress,
                                                     &outlen, formBuffer, nil, nil, posBuffer.baseAddress,
                                                     nil, mode.rawValue)
                            }
                        }
                    }
                }
            }
            if status == 0 {
                throw TableLocator.missingTables(for: tables) ?? .braille(.translationFailed(tableList(tables)))
            }
            // A shortened inlen means the output buffer filled up: grow it and go again.
            if Int(inlen) < input.count {
                capacity *= 2
                if capacity > input.count * 64 + 4096 {
                    throw .braille(.outputTooLong(characters: input.count, cells: Int(capacity)))
                }
                continue
            }
            let count = Int(outlen)
            var scalars: [Unicode.Scalar] = []
            scalars.reserveCapacity(count)
            for value in output[0..<count] {
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            }
            return Translation(output: scalars, inputPositions: inputPos[0..<count].map(Int.init))
        }
    }

    private static func withOptionalBuffer<R>(_ buffer: inout [formtype]?,
                                              _ body: (UnsafeMutablePointer<formtype>?) -> R) -> R {
        if buffer == nil { return body(nil) }
        return buffer!.withUnsafeMutableBufferPointer { body($0.baseAddress) }
    }
}

extension Louis {
    /// The typeform bit a table list gives a named emphasis class, or `[]` when it has none.
    package static func typeform(forEmphasisClass name: String, tables: [String]) -> Typeform {
        let list = tableList(tables)
        return withLiblouis { Typeform(rawValue: lou_getTypeformForEmphClass(list, name)) }
    }

    /// Unicode braille (U+2800-U+283F) as the characters of a display table such as
    /// `en-us-brf.dis`, through `lou_dotsToChar`.
    package static func dotsToCharacters(_ braille: String, displayTable: String) throws(ExportError) -> String {
        var input = braille.unicodeScalars.map { widechar($0.value) }
        if input.isEmpty { return "" }
        var output = [widechar](repeating: 0, count: input.count)
        let count = Int32(input.count)
        let table = tableList([displayTable])
        let ok = withLiblouis {
            input.withUnsafeMutableBufferPointer { inBuffer in
                output.withUnsafeMutableBufferPointer { outBuffer in
                    lou_dotsToChar(table, inBuffer.baseAddress, outBuffer.baseAddress, count, 0)
                }
            }
        }
        if ok == 0 { throw .braille(.displayTable(displayTable)) }
        var text = ""
        text.unicodeScalars.append(contentsOf: output.map { Unicode.Scalar($0) ?? "?" })
        return text
    }
}

extension Louis {
    /// Where a print word may be hyphenated (`lou_hyphenate`, mode 0: the input is print):
    /// `true` at index `i` means a division may come before character `i`. The table list
    /// must include a hyphenation dictionary (`hyph_en_US.dic` ...); `nil` when liblouis
    /// cannot hyphenate the word with it.
    static func hyphenationPoints(_ word: [Unicode.Scalar], tables: [String]) -> [Bool]? {
        guard !word.isEmpty else { return [] }
        let input = word.map { widechar($0.value) }
        // liblouis writes one flag per character and a terminating zero.
        var flags = [CChar](repeating: 0, count: input.count + 1)
        let ok = withLiblouis {
            let list = lockedTableList(tables)
            return input.withUnsafeBufferPointer { inBuffer in
                flags.withUnsafeMutableBufferPointer { flagBuffer in
                    lou_hyphenate(list, inBuffer.baseAddress, Int32(input.count), flagBuffer.baseAddress, 0)
                }
            }
        }
        guard ok != 0 else { return nil }
        // Odd digits mark hyphenation points; "2" marks the word's own hyphen.
        return flags.prefix(input.count).map { $0 == CChar(UInt8(ascii: "1")) }
    }
}
