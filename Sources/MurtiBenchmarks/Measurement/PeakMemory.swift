import Foundation

/// The process's resident memory from `/proc/self/status` (Linux), for per-document peaks.
///
/// `VmHWM` is the peak resident set; writing `5` to `/proc/self/clear_refs` (Linux 4.0+) resets
/// it to the current `VmRSS`, so a peak can be taken over one stretch of work.
package enum PeakMemory {
    /// `VmRSS` in bytes, or `nil` where `/proc` is not available.
    package static func residentBytes() -> Int? { field("VmRSS:") }

    /// `VmHWM` in bytes, or `nil` where `/proc` is not available.
    package static func peakBytes() -> Int? { field("VmHWM:") }

    /// Resets `VmHWM` to the current `VmRSS`; `false` when the kernel refused.
    @discardableResult
    package static func resetPeak() -> Bool {
        let descriptor = open("/proc/self/clear_refs", O_WRONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return write(descriptor, "5", 1) == 1
    }

    /// A `kB` line of `/proc/self/status`, in bytes.
    private static func field(_ name: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name) {
            let digits = line.dropFirst(name.count).filter(\.isNumber)
            return Int(digits).map { $0 * 1_024 }
        }
        return nil
    }
}
