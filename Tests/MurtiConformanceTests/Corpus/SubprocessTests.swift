import Foundation
@testable import MurtiConformance
import ConformanceTestSupport
import Testing

/// The one helper that runs a program to its end (not the protocol pool, which is ChildProcess).
@Suite("Subprocess: a helper program run to its end", .contracts)
struct SubprocessTests {
    @Test("stdout captured whole, stderr's tail kept, the exit status returned")
    func capture() throws {
        let result = try Subprocess.run(["sh", "-c", "printf 'a\\nb'; echo oops >&2; exit 3"])
        #expect(result.status == 3)
        #expect(result.stdoutText == "a\nb")
        #expect(result.stderrTail == "oops")
    }

    @Test("the environment and working folder are the caller's to give; stdout can go to a file")
    func environment() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("subprocess-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try Subprocess.run(
            ["sh", "-c", "echo \"$GREETING\"; pwd"], currentDirectory: URL(fileURLWithPath: "/"),
            environment: ["GREETING": "hello", "PATH": "/usr/bin:/bin"], stdout: .file(file))
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8) == "hello\n/\n")
    }

    @Test("a program that cannot start is launchFailed, naming the command")
    func launchFailed() {
        #expect(throws: SubprocessError.self) { try Subprocess.run(["/nonexistent/program"]) }
        #expect(throws: SubprocessError.launchFailed(command: [], reason: "empty command")) { try Subprocess.run([]) }
    }
}
