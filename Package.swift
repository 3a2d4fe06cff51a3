// swift-tools-version:6.2
import PackageDescription

// Warnings in our own Swift targets are errors (never applied to the dependencies).
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "exporttool",
    products: [
        .library(name: "ExportKit", targets: ["ExportKit"]),
        .executable(name: "exporttool", targets: ["exporttool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        // `exporttool serve` (docs/serve.md). No traits: swift-configuration is not built.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0", traits: []),
        // Already in Hummingbird's graph; named here because the service drains through it.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        // `/metrics` (docs/serve.md); its own dependencies (swift-atomics, swift-metrics) are in
        // Hummingbird's graph already.
        .package(url: "https://github.com/swift-server/swift-prometheus", exact: "2.4.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CLouis",
            pkgConfig: "liblouis",
            providers: [.apt(["liblouis-dev"])]
        ),
        .systemLibrary(
            name: "CXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // eSpeak NG (speech) and LAME (MP3) for narration; each is imported by one file.
        // eSpeak NG's library is loaded when narration first needs it (CEspeak.c): it brings
        // 34 others (PulseAudio, ALSA, X11 ...) that no other format, and no server, uses.
        // Its headers come from libespeak-ng-dev.
        .target(name: "CEspeak", linkerSettings: [.linkedLibrary("dl")]),
        // The job store of `exporttool serve`; imported by ExportService alone.
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // libpq, for a job store in PostgreSQL shared by several servers; ExportService alone.
        // Loaded when a server first opens such a store (CPostgres.c): it brings 24 libraries
        // (Kerberos, LDAP, TLS ...). Its headers come from libpq-dev.
        .target(name: "CPostgres", linkerSettings: [.linkedLibrary("dl")]),
        .systemLibrary(
            name: "CLame",
            providers: [.apt(["libmp3lame-dev"])]
        ),
        // libxml2's headers pull in the system ICU, which clashes with the ICU that
        // Foundation bundles; this target therefore never imports Foundation and hands
        // plain Swift values to ExportKit.
        .target(
            name: "XMLTree",
            dependencies: ["CXML2"], swiftSettings: strict
        ),
        // ICU's sentence break iterator for SSML; its header exposes only plain C types, and
        // like XMLTree its Swift wrapper never imports Foundation.
        .target(name: "CSentence", linkerSettings: [.linkedLibrary("icuuc")]),
        .target(name: "Sentences", dependencies: ["CSentence"], swiftSettings: strict),
        // posix_spawn for the programs the project starts (pandoc, export workers, Piper).
        .target(name: "ProcessSpawn", swiftSettings: strict),
        // The direction of the targets is model <- reader <- exporters <- umbrella <- CLI:
        // ReadingModel imports nothing of ours, each exporter family imports the model and
        // never the reader, and only the umbrella and the CLI see everything.
        // What renderers see: the reading plan and the values it holds; never a book's blocks.
        .target(name: "ReadingModel", swiftSettings: strict),
        // The book as read (blocks) and the planner that turns it into a reading plan. Only
        // the reader, JSON (whose output is the model itself), the narrated EPUB and the
        // umbrella import it: a renderer cannot reach a book's blocks.
        .target(name: "BookModel", dependencies: ["ReadingModel"], swiftSettings: strict),
        .target(
            name: "EPUBReader",
            dependencies: [
                "ReadingModel", "BookModel",
                "XMLTree", "ProcessSpawn",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            swiftSettings: strict
        ),
        // MathML read aloud, in braille and as linear text; it imports only the model.
        .target(name: "MathRender", dependencies: ["ReadingModel"], swiftSettings: strict),
        .target(name: "TextExport", dependencies: ["ReadingModel", "MathRender"], swiftSettings: strict),
        // Speech as data: sentences, the sentence map, mark names and the script narration
        // speaks; the reader page and narration see it, never the SSML that renders it.
        .target(name: "Speech", dependencies: ["ReadingModel", "Sentences"], swiftSettings: strict),
        .target(name: "SSMLExport", dependencies: ["ReadingModel", "Speech", "MathRender"], swiftSettings: strict),
        // Takes the place of liblouis's always-on debug formatting (see its C file).
        .target(name: "CLouisQuiet", linkerSettings: [.linkedLibrary("dl")]),
        // Workers end with the exporter that started them (prctl, which Glibc's module lacks).
        .target(name: "CWorkerLife"),
        .target(name: "BrailleExport", dependencies: ["ReadingModel", "CLouis", "CLouisQuiet", "MathRender"], swiftSettings: strict),
        // zlib's raw deflate and CRC-32 (Debian's zlib1g-dev), for the zip writer.
        .systemLibrary(name: "CDeflate", pkgConfig: "zlib"),
        // The one zip writer of the zipped outputs: entries in order, one fixed date,
        // deflated side by side.
        .target(name: "ZipWriter", dependencies: ["CDeflate"], swiftSettings: strict),
        // eBraille reads the braille exporter's translation; it never sees the reader.
        .target(name: "EBrailleExport", dependencies: ["ReadingModel", "BrailleExport", "ZipWriter"], swiftSettings: strict),
        .target(name: "JSONExport", dependencies: ["ReadingModel", "BookModel", "MathRender"], swiftSettings: strict),
        // The reader page marks the speech's sentences (the SSML exporter's, handed to it by
        // the umbrella as a SpeechSource); it imports Speech, not SSML.
        .target(name: "HTMLExport", dependencies: ["ReadingModel", "Speech", "MathRender"], swiftSettings: strict),
        // Narration speaks a SpeechSource's script; it never sees the reader nor SSMLExport.
        .target(name: "NarrationExport", dependencies: ["ReadingModel", "Speech", "CEspeak", "CLame", "XMLTree", "ProcessSpawn"], swiftSettings: strict),
        // The narrated EPUB copies the source book: it sits above the reader, beside the umbrella.
        .target(
            name: "EPUBWriter",
            dependencies: [
                "ReadingModel", "BookModel", "EPUBReader", "NarrationExport", "Speech", "XMLTree", "ZipWriter",
            ],
            swiftSettings: strict
        ),
        // DAISY 2.02 and DAISY 3 talking books lay out a narration; they never see the reader.
        .target(name: "DAISYExport", dependencies: ["ReadingModel", "NarrationExport", "ZipWriter"], swiftSettings: strict),
        .target(
            name: "ExportKit",
            dependencies: [
                "ReadingModel", "BookModel", "EPUBReader", "TextExport", "Speech", "SSMLExport", "BrailleExport", "JSONExport",
                "HTMLExport", "NarrationExport", "EPUBWriter", "EBrailleExport", "MathRender", "DAISYExport", "ProcessSpawn",
            ],
            swiftSettings: strict
        ),
        // The HTTP conversion service sits beside the CLI, above the umbrella: it runs each
        // job as a process of the binary and takes the command line's option check as a value.
        .target(
            name: "ExportService",
            dependencies: [
                "ExportKit", "CSQLite", "CPostgres", "ZipWriter", "CWorkerLife",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "exporttool",
            dependencies: [
                "ExportKit", "ExportService", "CWorkerLife",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ExportKitTests",
            dependencies: [
                "ExportKit", "ReadingModel", "BookModel", "EPUBReader", "TextExport", "Speech", "SSMLExport", "BrailleExport",
                "JSONExport", "HTMLExport", "XMLTree", "NarrationExport", "EPUBWriter", "EBrailleExport", "MathRender",
                "DAISYExport", "ExportService", "ZipWriter",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            exclude: ["Fixtures", "Golden"],
            swiftSettings: strict
        ),
    ]
)
