import Foundation

/// What the numbers were measured on: CPU, cores, kernel, load average, build mode.
package enum MachineDescription {
    /// `release` or `debug` (numbers from a debug build mean little).
    package static var buildMode: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }

    /// e.g. `AMD EPYC, 2 cores, Linux 6.1.0, load average 0.52 at the start`.
    package static func current() -> String {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
        var name = utsname()
        uname(&name)
        let release = withUnsafeBytes(of: &name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let load = ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?")
            .split(separator: " ").first.map(String.init) ?? "?"
        let cores = ProcessInfo.processInfo.activeProcessorCount
        return "\(model), \(cores) cores, Linux \(release), load average \(load) at the start"
    }
}
