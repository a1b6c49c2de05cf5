import Foundation

/// Debian's `chromium`, headless, for the tests of the matrix page (docs/MATRIX.md "How the page
/// is tested"): no network (every request goes to a proxy that is not there, and the page's CSP
/// forbids loads anyway), a throw-away profile, and `--no-sandbox` only when running as root,
/// where Chromium refuses to start its sandbox (CI runs as root in a container).
enum HeadlessChromium {
    /// The browser, or `nil` when it is not installed.
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// `true` under CI (`CI=true`), where `.ci/run` installs chromium: the tests then never skip.
    static let inCI = CITier.enabled

    /// Whether the browser tests run: chromium is here, or this is CI (which must have it).
    static let available = path != nil || inCI

    /// The flags of every run: headless, no network, nothing kept.
    static func flags(profile: URL) -> [String] {
        var flags = [
            "--headless=new", "--disable-gpu", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-default-apps",
            "--proxy-server=127.0.0.1:9", "--proxy-bypass-list=<-loopback>", "--host-resolver-rules=MAP * ~NOTFOUND",
            "--user-data-dir=\(profile.path)",
        ]
        if getuid() == 0 { flags.append("--no-sandbox") }
        return flags
    }

    /// The DOM of `page` (a file URL with its fragment) after its script ran.
    static func dumpDOM(_ page: URL, fragment: String) throws -> String {
        try run(["--dump-dom", page.absoluteString + fragment]).stdout
    }

    /// A PNG screenshot of `page` at `width`×`height` CSS pixels, in the light or dark scheme.
    static func screenshot(_ page: URL, fragment: String, to png: URL, width: Int, height: Int, dark: Bool) throws {
        _ = try run([
            "--screenshot=\(png.path)", "--window-size=\(width),\(height)", "--hide-scrollbars",
            "--blink-settings=preferredColorScheme=\(dark ? 0 : 1)", page.absoluteString + fragment,
        ])
    }

    private static func run(_ arguments: [String]) throws -> RunnerProcess.Outcome {
        guard let path else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "/usr/bin/chromium (apt-get install chromium)"]) }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        // `timeout`: a browser that hangs fails the test instead of holding the suite.
        return try ShellCommand.run(["timeout", "-k", "5", "90", path] + flags(profile: profile) + arguments, in: FileManager.default.temporaryDirectory)
    }
}

/// The parts of a dumped DOM the tests read, by pattern: the page is ours, and the dump is
/// Chromium's serialisation of it (attributes quoted with `"`).
struct DumpedPage {
    let html: String

    /// Every start tag of `name` with its attributes.
    func tags(_ name: String) -> [[String: String]] {
        let tag = try? NSRegularExpression(pattern: "<\(name)(\\s[^>]*)?>")
        let attribute = try? NSRegularExpression(pattern: "([a-zA-Z-]+)(?:=\"([^\"]*)\")?")
        let text = html as NSString
        return (tag?.matches(in: html, range: NSRange(location: 0, length: text.length)) ?? []).map { match in
            guard match.range(at: 1).location != NSNotFound else { return [:] }
            let attributes = text.substring(with: match.range(at: 1))
            var out: [String: String] = [:]
            for found in attribute?.matches(in: attributes, range: NSRange(location: 0, length: (attributes as NSString).length)) ?? [] {
                let name = (attributes as NSString).substring(with: found.range(at: 1))
                out[name] = found.range(at: 2).location == NSNotFound ? "" : (attributes as NSString).substring(with: found.range(at: 2))
            }
            return out
        }
    }

    /// The `<html>` element's `data-*` attribute `name`.
    func rootData(_ name: String) -> String? { tags("html").first?["data-\(name)"] }
}
