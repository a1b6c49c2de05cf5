import Foundation
import Testing

/// A Swift adapter imports `MurtiProtocol` beside the Murti framework it certifies, so no
/// top-level public type of `MurtiProtocol` may share a name with one of the framework's
/// (docs/DECISIONS.md 120): a clash would make every mention of it need a module prefix. The
/// declarations are read from the sources, so a new public type is checked the day it is added.
@Suite("MurtiProtocol's public names beside the Murti framework's")
struct PublicNamesTests {
    /// `Sources/MurtiProtocol` and `Sources/JSONKit`, which `MurtiProtocol` re-exports
    /// (`@_exported import JSONKit`): an adapter sees both modules' names.
    static let sources = ["Sources/MurtiProtocol", "Sources/JSONKit"].map {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent($0)
    }

    /// The public types of the Murti framework's `MurtiCore` and `MurtiBuilder` modules, by
    /// name (docs/DECISIONS.md 120 says where the list comes from and when to update it).
    static let frameworkNames: Set<String> = [
        "MurtiActionDispatcher", "MurtiActionSpec", "MurtiBounds", "MurtiCache", "MurtiCacheCipher",
        "MurtiCacheCoordinator", "MurtiCacheStore", "MurtiCommand", "MurtiComponent",
        "MurtiComponentFactory", "MurtiEngine", "MurtiError", "MurtiManifest", "MurtiNavigator",
        "MurtiNetworkClient", "MurtiNode", "MurtiPayload", "MurtiRenderContext", "MurtiRenderer",
        "MurtiSchemaValidator", "MurtiScreen", "MurtiScreenFactory", "MurtiSignatureVerifier",
        "MurtiStyle", "MurtiUnknownView", "MurtiValue", "MurtiBuilder", "MurtiTreeBuilder",
        "AESGCMCipher", "CacheKey", "DataContext", "FileCacheStore", "Manifest", "ScreenSource",
        "TokenResolver", "Action", "Button", "Card", "Component", "Image", "Screen", "Text",
    ]

    /// The names of every top-level `public` type or type alias declared in ``sources``.
    static func publicTypeNames() throws -> Set<String> {
        var names: Set<String> = []
        for folder in sources {
            let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            for case let file as URL in files where file.pathExtension == "swift" {
                let text = try String(contentsOf: file, encoding: .utf8)
                // Swift's Regex is slow; only lines that can match are handed to it.
                for line in text.split(separator: "\n") where line.hasPrefix("public ") {
                    if let match = line.firstMatch(of: /^public\s+(?:final\s+)?(?:struct|enum|class|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)/) {
                        names.insert(String(match.output.1))
                    }
                }
            }
        }
        return names
    }

    @Test("the sources are read: the protocol's own types are found")
    func sourcesRead() throws {
        let names = try Self.publicTypeNames()
        #expect(names.isSuperset(of: ["Request", "Answer", "MurtiProfile", "ProtocolServer", "ProfileBounds", "JSONValue", "OrderedJSONValue"]), "\(names.sorted())")
    }

    @Test("no public type of MurtiProtocol has a name of the framework's")
    func noClash() throws {
        let clashes = try Self.publicTypeNames().intersection(Self.frameworkNames)
        #expect(clashes.isEmpty, "rename these (docs/DECISIONS.md 120): \(clashes.sorted())")
    }
}
