// swift-tools-version: 6.0
import PackageDescription

// macOS 14 is the oldest system the package builds for: nothing needs more (the interrupt flag
// and counters use NSLock and a Dispatch signal source, not the Synchronization module's
// Atomic, which would need macOS 15).
let package = Package(
    name: "murti-conformance",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "conformance-runner", targets: ["conformance-runner"]),
        // For implementers: protocol v1 messages, typed outcomes, rule ids and profiles, and
        // ProtocolServer. Foundation only: no judge, no validator, no libcrypto. The two products
        // are the whole surface; every other target is `package` access (docs/DECISIONS.md 128).
        .library(name: "MurtiProtocol", targets: ["MurtiProtocol"]),
    ],
    targets: [
        // libcrypto on Linux (Debian: libssl-dev); CryptoKit is used on Apple systems.
        .systemLibrary(
            name: "COpenSSL",
            providers: [.apt(["libssl-dev"])]
        ),
        // All of the suite's JSON: the strict reader and its value (duplicates refused), the
        // order-keeping reader and value of the Flow-UI reference, the writers (compact protocol
        // lines, pretty, RFC 8785 canonical), JSON Pointer. Foundation only; MurtiProtocol
        // re-exports it (docs/DECISIONS.md D140-D147).
        .target(name: "JSONKit"),
        // Protocol v1 both ways, over JSONKit's strict reader (docs/PROTOCOL.md).
        .target(name: "MurtiProtocol", dependencies: ["JSONKit"]),
        // The judged reference: knows nothing of the protocol or the runner.
        .target(
            name: "MurtiValidator",
            dependencies: [.target(name: "COpenSSL", condition: .when(platforms: [.linux]))]
        ),
        // The judge: pipelines, driver, grading, reports. Reaches every implementation, the
        // reference included, only as a command over protocol v1.
        .target(
            name: "MurtiConformance",
            dependencies: [
                "MurtiProtocol", "JSONKit", .target(name: "COpenSSL", condition: .when(platforms: [.linux])),
            ],
            // docs/protocol.schema.json itself (a symbolic link), compiled in: protocol-check's
            // line checker and the document cannot be two versions (docs/DECISIONS.md 96).
            resources: [.embedInCode("ProtocolLines/protocol.schema.json")]
        ),
        // The Murti contract (docs/CONTRACT.md §0–§7) behind ConformanceContract: its answers,
        // lint, propose and import, certification scope (docs/DECISIONS.md D189).
        .target(name: "MurtiContract", dependencies: ["MurtiConformance", "MurtiProtocol"]),
        // The Flow-UI contract (docs/CONTRACT.md §8) behind ConformanceContract: its expectations,
        // answers, grading, lint, propose and import, coverage and report words.
        .target(name: "FlowUIContract", dependencies: ["MurtiConformance", "MurtiProtocol"]),
        // The one list of the contracts the runner grades, installed in the core's registry at
        // start: a new contract is a target and one line here (docs/DECISIONS.md D189).
        .target(name: "ConformanceContracts", dependencies: ["MurtiConformance", "MurtiContract", "FlowUIContract"]),
        // The Swift references as a protocol v1 implementation (`serve`): the Murti validator and
        // the Flow-UI decoder.
        .target(name: "MurtiReferenceService", dependencies: ["MurtiValidator", "MurtiProtocol", "FlowUIReference", "JSONKit"]),
        // The Flow-UI reference decoder (docs/CONTRACT.md §8, docs/FLOW-UI.md), Foundation only;
        // it reads with JSONKit's order-keeping reader.
        .target(name: "FlowUIReference", dependencies: ["JSONKit"]),
        // Flags declared once, from which both parsing and help come (the CLI's option table).
        .target(name: "OptionTable"),
        // Payload generator, measurement loops and reports of `conformance-runner bench`.
        .target(name: "MurtiBenchmarks", dependencies: ["MurtiValidator", "MurtiProtocol", "MurtiConformance", "FlowUIContract"]),
        // docs/FLOW-UI-GUIDE.md "A Swift adapter", compiled with the package so that the example
        // cannot rot; it depends on the implementers' product alone.
        .executableTarget(name: "flow-ui-swift-adapter", dependencies: ["MurtiProtocol"], path: "examples/flow-ui-swift-adapter"),
        // `conformance-runner serve` alone, a third of the runner's compile: what tools/mutation
        // builds each mutant as (docs/DECISIONS.md 113).
        .executableTarget(name: "murti-reference-serve", dependencies: ["MurtiReferenceService"]),
        .executableTarget(
            name: "conformance-runner",
            dependencies: ["MurtiConformance", "MurtiContract", "ConformanceContracts", "MurtiReferenceService", "MurtiBenchmarks", "OptionTable"]
        ),
        // The `.contracts` suite trait (the runner's contracts installed before a suite runs), one
        // copy for every test target that uses the core in process (docs/DECISIONS.md D192).
        .target(name: "ConformanceTestSupport", dependencies: ["ConformanceContracts", "MurtiConformance"], path: "Tests/ConformanceTestSupport"),
        .testTarget(name: "MurtiProtocolTests", dependencies: ["MurtiProtocol"]),
        .testTarget(name: "OptionTableTests", dependencies: ["OptionTable"]),
        .testTarget(name: "MurtiValidatorTests", dependencies: ["MurtiValidator"]),
        // Scripts/ holds the Python scripted implementations the driver tests run.
        .testTarget(
            name: "MurtiConformanceTests",
            dependencies: ["MurtiConformance", "MurtiContract", "FlowUIContract", "ConformanceTestSupport", "MurtiProtocol"],
            exclude: ["Scripts"]
        ),
        .testTarget(name: "MurtiReferenceServiceTests", dependencies: ["MurtiReferenceService", "MurtiProtocol", "MurtiValidator", "FlowUIReference", "JSONKit"]),
        .testTarget(name: "JSONKitTests", dependencies: ["JSONKit"]),
        .testTarget(name: "FlowUIReferenceTests", dependencies: ["FlowUIReference", "JSONKit"]),
        .testTarget(
            name: "MurtiBenchmarksTests",
            dependencies: ["MurtiBenchmarks", "MurtiValidator", "MurtiProtocol", "MurtiConformance", "ConformanceTestSupport"]
        ),
        .testTarget(
            name: "ConformanceRunnerTests",
            dependencies: [
                "MurtiValidator", "MurtiProtocol", "MurtiConformance", "MurtiContract", "MurtiReferenceService", "OptionTable", "conformance-runner",
                "flow-ui-swift-adapter", "MurtiBenchmarks", "ConformanceTestSupport",
            ]
        ),
    ]
)
