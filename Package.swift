// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "murti-conformance",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "conformance-runner", targets: ["conformance-runner"]),
        .library(name: "MurtiValidator", targets: ["MurtiValidator"]),
        .library(name: "MurtiConformance", targets: ["MurtiConformance"]),
        .library(name: "FlowUIReference", targets: ["FlowUIReference"]),
        .library(name: "CanonicalJSON", targets: ["CanonicalJSON"]),
    ],
    targets: [
        // libcrypto on Linux (Debian: libssl-dev); CryptoKit is used on Apple systems.
        .systemLibrary(
            name: "COpenSSL",
            providers: [.apt(["libssl-dev"])]
        ),
        .target(
            name: "MurtiValidator",
            dependencies: [.target(name: "COpenSSL", condition: .when(platforms: [.linux]))]
        ),
        .target(
            name: "MurtiConformance",
            dependencies: [.target(name: "COpenSSL", condition: .when(platforms: [.linux]))]
        ),
        // RFC 8259 reading and RFC 8785 canonical writing, Foundation only: shared by the Flow-UI
        // reference and the judge, so the judge compares answers without importing a decoder.
        .target(name: "CanonicalJSON"),
        // The Flow-UI reference decoder (CONTRACT §8, docs/FLOW-UI.md), Foundation only.
        .target(name: "FlowUIReference", dependencies: ["CanonicalJSON"]),
        // Payload generator, measurement loops and reports of `conformance-runner bench`.
        .target(name: "MurtiBenchmarks", dependencies: ["MurtiValidator", "MurtiConformance"]),
        .executableTarget(
            name: "conformance-runner",
            dependencies: ["MurtiValidator", "MurtiConformance", "MurtiBenchmarks"]
        ),
        .testTarget(name: "MurtiValidatorTests", dependencies: ["MurtiValidator"]),
        // Scripts/ holds the Python scripted implementations the driver tests run.
        .testTarget(name: "MurtiConformanceTests", dependencies: ["MurtiConformance"], exclude: ["Scripts"]),
        .testTarget(name: "CanonicalJSONTests", dependencies: ["CanonicalJSON"]),
        .testTarget(name: "FlowUIReferenceTests", dependencies: ["FlowUIReference", "CanonicalJSON"]),
        .testTarget(name: "MurtiBenchmarksTests", dependencies: ["MurtiBenchmarks", "MurtiValidator", "MurtiConformance"]),
        .testTarget(
            name: "ConformanceRunnerTests",
            dependencies: ["MurtiValidator", "MurtiConformance", "conformance-runner"]
        ),
    ]
)
