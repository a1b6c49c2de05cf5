import Foundation
import Testing
@testable import MurtiConformance

/// The engines' virtualenv is reused without starting `python3` exactly when `adapters/venv.py`
/// would only print its python: the stamp holds the SHA-256 (lowercase hex, as Python's
/// `hexdigest()` writes it) of `adapters/requirements.txt` and `bin/python` is executable
/// (docs/DECISIONS.md D250).
@Suite("Engines: a current virtualenv is found without starting python3")
struct PythonEnginesTests {
    /// A checkout-shaped folder: `adapters/requirements.txt` holding `abc`, and
    /// `.build/adapters-venv` with `stamp` (if any) and an executable `bin/python` (if asked).
    struct Checkout {
        let root: URL
        var adapters: URL { root.appendingPathComponent("adapters") }
        var python: URL { root.appendingPathComponent(".build/adapters-venv/bin/python") }

        init(stamp: String?, python executable: Bool) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("engines-\(UUID().uuidString)")
            let venv = root.appendingPathComponent(".build/adapters-venv")
            try FileManager.default.createDirectory(at: venv.appendingPathComponent("bin"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: root.appendingPathComponent("adapters"), withIntermediateDirectories: true)
            try Data("abc".utf8).write(to: root.appendingPathComponent("adapters/requirements.txt"))
            try Data().write(to: root.appendingPathComponent("adapters/venv.py"))
            if let stamp { try Data(stamp.utf8).write(to: venv.appendingPathComponent(".requirements.sha256")) }
            try Data("#!/bin/sh\n".utf8).write(to: python)
            try FileManager.default.setAttributes([.posixPermissions: executable ? 0o755 : 0o644], ofItemAtPath: python.path)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// SHA-256 of `abc` (FIPS 180-2's first example), as venv.py writes it, with its newline.
    static let abcStamp = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad\n"

    @Test("the stamp of these requirements and an executable python: that python")
    func current() throws {
        let checkout = try Checkout(stamp: Self.abcStamp, python: true)
        defer { checkout.remove() }
        let found = try #require(PythonEngines.currentEnvironment(of: checkout.adapters))
        let real = try #require(checkout.python.path.withCString { realpath($0, nil) })
        defer { free(real) }
        #expect(found.path == String(cString: real))
    }

    @Test(
        "another stamp, none, or a python that cannot run: nil, and venv.py decides",
        arguments: [(String?.some(String(abcStamp.reversed())), true), (nil, true), (.some(abcStamp), false), (.some(""), true)])
    func notCurrent(stamp: String?, executable: Bool) throws {
        let checkout = try Checkout(stamp: stamp, python: executable)
        defer { checkout.remove() }
        #expect(PythonEngines.currentEnvironment(of: checkout.adapters) == nil)
    }
}
