import Foundation
import MurtiProtocol

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Serializes pipe creation and spawning inside this process: pipes are created without
/// `O_CLOEXEC` (glibc's `pipe2` is not visible from Swift) and get `FD_CLOEXEC` right after, so
/// a spawn by another driver thread in between would leak them into the wrong child.
private let spawnLock = NSLock()

#if canImport(Glibc)
/// `posix_spawn_file_actions_addchdir_np` (glibc 2.29+), looked up at run time because the
/// Glibc module does not export it.
private typealias AddChdir = @convention(c) (
    UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>
) -> Int32
#endif

extension ChildProcess {
    /// Starts `executable` with `arguments` (argv, `arguments[0]` included) on three fresh
    /// pipes, in its own process group, with default signal dispositions and an empty signal
    /// mask whatever the runner uses (the runner ignores SIGPIPE; the child must not inherit
    /// that).
    /// - Throws: `HarnessError.spawnFailed` with the system's reason.
    static func spawn(
        executable: String, arguments: [String], environment: [String: String]?, workingDirectory: String?,
        maxLineBytes: Int = ProtocolV1.maxLineBytes
    ) throws(HarnessError) -> ChildProcess {
        let display = arguments.joined(separator: " ")
        spawnLock.lock()
        defer { spawnLock.unlock() }
        var ends: [Int32] = []
        for _ in 0..<3 {
            var pair: [Int32] = [-1, -1]
            guard pipe(&pair) == 0 else {
                let reason = String(cString: strerror(errno))
                ends.forEach { _ = close($0) }
                throw .spawnFailed(command: display, reason: "pipe: \(reason)")
            }
            pair.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
            ends += pair
        }
        // ends: [stdinRead, stdinWrite, stdoutRead, stdoutWrite, stderrRead, stderrWrite]
        let childEnds = [ends[0], ends[3], ends[5]]
        let parentEnds = [ends[1], ends[2], ends[4]]
        for descriptor in parentEnds {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
        defer { childEnds.forEach { _ = close($0) } }

        var status: Int32 = 0
        // Registered as it starts: the runner's sweeps never take it for an orphan.
        let started = ProcessReaper.starting(.implementation) { () -> pid_t? in
            var pid = pid_t()
            status = withSpawnSetup(childEnds: childEnds, workingDirectory: workingDirectory) { actions, attributes in
                withCStrings(arguments) { argv in
                    if let environment {
                        return withCStrings(environment.map { "\($0.key)=\($0.value)" }) { envp in
                            posix_spawn(&pid, executable, actions, attributes, argv, envp)
                        }
                    }
                    return posix_spawn(&pid, executable, actions, attributes, argv, currentEnvironment())
                }
            }
            return status == 0 ? pid : nil
        }
        guard let pid = started else {
            parentEnds.forEach { _ = close($0) }
            throw .spawnFailed(command: display, reason: String(cString: strerror(status)))
        }
        return ChildProcess(
            pid: pid, stdin: parentEnds[0], stdout: parentEnds[1], stderr: parentEnds[2], maxLineBytes: maxLineBytes)
    }
}

#if canImport(Glibc)
private typealias SpawnActions = posix_spawn_file_actions_t
private typealias SpawnAttributes = posix_spawnattr_t
#else
private typealias SpawnActions = posix_spawn_file_actions_t?
private typealias SpawnAttributes = posix_spawnattr_t?
#endif

/// Builds the file actions (pipes onto 0/1/2, optional chdir) and attributes, runs `body`.
private func withSpawnSetup(
    childEnds: [Int32], workingDirectory: String?,
    _ body: (UnsafePointer<SpawnActions>, UnsafePointer<SpawnAttributes>) -> Int32
) -> Int32 {
    var actions = SpawnActions()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for (target, descriptor) in childEnds.enumerated() {
        posix_spawn_file_actions_adddup2(&actions, descriptor, Int32(target))
    }
    if let workingDirectory {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np")
        else { return ENOSYS }
        let addChdir = unsafeBitCast(symbol, to: AddChdir.self)
        let result = addChdir(&actions, workingDirectory)
        #else
        let result = posix_spawn_file_actions_addchdir_np(&actions, workingDirectory)
        #endif
        guard result == 0 else { return result }
    }
    var attributes = SpawnAttributes()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in Int32(1)..<32 where signal != SIGKILL && signal != SIGSTOP {
        sigaddset(&defaults, signal)
    }
    var noMask = sigset_t()
    sigemptyset(&noMask)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &noMask)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
        &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    return body(&actions, &attributes)
}

/// Passes `strings` as a NULL-terminated `char *[]`, freed afterwards; `body` returns an errno.
private func withCStrings(
    _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Int32
) -> Int32 {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    pointers.append(nil)
    defer { pointers.forEach { free($0) } }
    return pointers.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return EINVAL }
        return body(base)
    }
}

/// The runner's own environment block.
private func currentEnvironment() -> UnsafePointer<UnsafeMutablePointer<CChar>?>? {
    #if canImport(Glibc)
    return UnsafePointer(environ)
    #else
    return UnsafePointer(_NSGetEnviron().pointee)
    #endif
}
