import Foundation

/// CPU time: the calling thread's (CLOCK_THREAD_CPUTIME_ID) and the finished children's
/// (`getrusage(RUSAGE_CHILDREN)`), in seconds. On a machine whose cores other work shares, wall
/// time counts the time a process waits for a core; CPU time counts only the work, so `bench
/// flowui` states its per-widget target on it and prints wall time beside it
/// (docs/PERFORMANCE.md "Flow-UI").
enum CPUClock {
    /// Seconds of CPU the calling thread has used.
    static func thread() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// Seconds of CPU (user and system) used by the children that have ended and been waited for.
    static func children() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        #else
        getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// The least thread CPU time `body` takes over `runs` runs (one untimed warm-up first).
    static func best(runs: Int, _ body: () -> Int) -> (seconds: Double, checksum: Int) {
        var checksum = body()
        var best = Double.infinity
        for _ in 0..<max(1, runs) {
            let start = thread()
            checksum &+= body()
            best = min(best, thread() - start)
        }
        return (best, checksum)
    }
}
