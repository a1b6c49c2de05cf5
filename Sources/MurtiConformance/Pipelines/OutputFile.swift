import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file a verb writes (`run --output`, `--write-expected-failures`, `protocol-check
/// --transcript`), checked before anything runs and written atomically (docs/SECURITY.md
/// "Output files"; docs/DECISIONS.md D57): its folder exists and is writable, it is not a
/// folder, and neither it nor what a link there points to lies inside the corpus folder (real
/// paths compared). The text goes to a temporary file in the same folder, then `rename(2)`
/// puts it in place: a reader never sees half a report, and a link at the destination is
/// replaced, never written through. A destination that is a character device or a FIFO
/// (`/dev/null`, a shell's `>(…)`), or a link to one of the process's descriptors
/// (`/dev/stdout`), is a stream the person chose: it is written in place (``isStream``).
package struct OutputFile: Sendable {
    /// The path as given.
    package let path: String
    /// The option that named it (`--output`), for messages.
    package let option: String
    /// The corpus folder it must stay out of.
    let corpus: URL

    /// Checks `path` for `option` against the corpus at `corpus`.
    ///
    /// Throws ``PipelineError/unusable(_:)`` naming the option, the file and the fix when the
    /// path is empty, a folder, inside the corpus (or a link into it), or its folder is missing
    /// or not writable.
    package init(_ path: String, option: String, corpus: URL) throws(PipelineError) {
        self.path = path
        self.option = option
        self.corpus = corpus
        try check()
        // A folder `access` calls writable may still refuse a file (a read-only mount, as root):
        // a temporary file made and removed now tells before the run, not after it.
        if !isStream {
            do throws(PipelineError) { unlink(try makeTemporaryPath()) } catch {
                throw refusal("in a folder where no file can be created (\(Workspace.display(url.deletingLastPathComponent().path)))",
                              fix: "name a file in a writable folder")
            }
        }
    }

    /// The destination as an absolute, standardized URL.
    var url: URL { URL(fileURLWithPath: path).standardizedFileURL }

    /// Whether the destination is a stream the person chose: a character device or a FIFO
    /// (links followed), or a link to one of this process's file descriptors (`/dev/stdout`
    /// and `/dev/fd/N` on Linux, whatever stdout is redirected to). Such a destination is
    /// written in place, never replaced.
    var isStream: Bool {
        var status = stat()
        if stat(url.path, &status) == 0, [.characterDevice, .fifo].contains(FileKind(mode: status.st_mode)) { return true }
        var hop = url.path
        for _ in 0..<40 {
            let parent = (hop as NSString).deletingLastPathComponent
            if let real = CorpusFolder.realPath(parent), real.wholeMatch(of: /\/proc\/(self|[0-9]+)\/fd/) != nil { return true }
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: hop) else { return false }
            hop = target.hasPrefix("/") ? target : (parent as NSString).appendingPathComponent(target)
        }
        return false
    }

    /// The checks of ``init(_:option:corpus:)``, repeated right before writing.
    func check() throws(PipelineError) {
        guard !path.isEmpty else { throw refusal("an empty path", fix: "name a file") }
        let folder = url.deletingLastPathComponent()
        let shownFolder = Workspace.display(folder.path)
        var status = stat()
        if lstat(url.path, &status) == 0, FileKind(mode: status.st_mode) == .directory {
            throw refusal("a folder", fix: "name a file, e.g. \(Workspace.display(url.appendingPathComponent("report.json").path))")
        }
        if stat(url.path, &status) == 0, FileKind(mode: status.st_mode) == .directory {
            throw refusal("a link to a folder", fix: "name a file")
        }
        if stat(url.path, &status) == 0, [.socket, .blockDevice].contains(FileKind(mode: status.st_mode)) {
            throw refusal(FileKind(mode: status.st_mode).phrase, fix: "name a file, a FIFO or a character device")
        }
        var folderStatus = stat()
        guard stat(folder.path, &folderStatus) == 0, FileKind(mode: folderStatus.st_mode) == .directory else {
            throw refusal("in a folder that does not exist (\(shownFolder))", fix: "create the folder first, or name a file in an existing one")
        }
        if !isStream, access(folder.path, W_OK | X_OK) != 0 {
            throw refusal("in a folder this user cannot write (\(shownFolder))", fix: "name a file in a writable folder")
        }
        try Self.refuseInside(url, corpus: corpus) { inside in
            refusal(inside, fix: "write reports and baselines outside the corpus folder (\(Workspace.display(corpus.path))), "
                + "e.g. in .build/ or the working folder: the corpus is the suite's input")
        }
    }

    /// Throws `refusal(…)` when `url` (the links of its nearest existing folder resolved, so a
    /// folder still to be made counts too), or the file a link at `url` points to, lies inside
    /// `corpus` (its links resolved) or is the corpus itself; or when a folder above it, as
    /// written or resolved, holds an expectations.json: any corpus, not only the one the verb
    /// reads (`matrix` reads none; docs/DECISIONS.md D106).
    package static func refuseInside(_ url: URL, corpus: URL, _ refusal: (String) -> PipelineError) throws(PipelineError) {
        let resolved = resolvedPath(url)
        if let realCorpus = CorpusFolder.realPath(corpus.path) {
            let prefix = realCorpus.hasSuffix("/") ? realCorpus : realCorpus + "/"
            func inside(_ path: String) -> Bool { path == realCorpus || path.hasPrefix(prefix) }
            if inside(resolved) { throw refusal("inside the corpus folder") }
            if let target = CorpusFolder.realPath(url.path), inside(target) {
                throw refusal("a link into the corpus folder (to \(Workspace.display(target)))")
            }
        }
        let written = url.standardizedFileURL
        for start in [written, URL(fileURLWithPath: resolved)] + (CorpusFolder.realPath(url.path).map { [URL(fileURLWithPath: $0)] } ?? []) {
            var folder = start.deletingLastPathComponent()
            while folder.path != "/" {
                if Workspace.holdsExpectations(folder) {
                    throw refusal("inside the corpus folder \(Workspace.display(folder.path)) (a folder holding expectations.json)")
                }
                folder = folder.deletingLastPathComponent()
            }
        }
    }

    /// `url` with the links of its nearest existing folder resolved and the segments below it
    /// (folders still to be made) appended as written.
    static func resolvedPath(_ url: URL) -> String {
        var existing = url.standardizedFileURL.deletingLastPathComponent()
        var rest = [url.standardizedFileURL.lastPathComponent]
        while CorpusFolder.realPath(existing.path) == nil, existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        let base = CorpusFolder.realPath(existing.path) ?? existing.path
        return ([base == "/" ? "" : base] + rest).joined(separator: "/")
    }

    private func refusal(_ what: String, fix: String) -> PipelineError {
        .unusable("\(option) \(path) is \(what): refused before anything ran (\(fix))")
    }

    /// Writes `text` (UTF-8) atomically: a temporary file beside the destination, then a rename
    /// over it (a link there is replaced). A stream destination is written in place. Checks
    /// again first. Throws ``PipelineError/unusable(_:)`` when the file cannot be written.
    package func write(_ text: String) throws(PipelineError) {
        try write(Data(text.utf8))
    }

    /// Writes `data` as ``write(_:)-(String)`` does.
    package func write(_ data: Data) throws(PipelineError) {
        try check()
        if isStream { return try writeStream(data) }
        let temporary = try makeTemporary()
        do throws(PipelineError) {
            try Self.writeAll(data, to: temporary.descriptor, failure: failure)
            guard fsync(temporary.descriptor) == 0 || errno == EINVAL else { throw failure(CorpusFolder.systemReason(errno)) }
            close(temporary.descriptor)
            try commit(temporary.path)
        } catch {
            close(temporary.descriptor)
            unlink(temporary.path)
            throw error
        }
    }

    /// A new, empty temporary file beside the destination, closed: its path (for a writer of
    /// its own, such as a protocol transcript, then ``commit(_:)``).
    func makeTemporaryPath() throws(PipelineError) -> String {
        let temporary = try makeTemporary()
        close(temporary.descriptor)
        return temporary.path
    }

    /// A new, empty temporary file beside the destination (created exclusively, no link
    /// followed): its path and open descriptor. Throws when the folder refuses it.
    func makeTemporary() throws(PipelineError) -> (path: String, descriptor: Int32) {
        let folder = url.deletingLastPathComponent().path
        for _ in 0..<8 {
            let candidate = folder + "/." + url.lastPathComponent + "." + UUID().uuidString.prefix(8) + ".tmp"
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (candidate, descriptor) }
            if errno != EEXIST { throw failure(CorpusFolder.systemReason(errno)) }
        }
        throw failure("no temporary name was free")
    }

    /// Renames the written temporary file `temporary` over the destination (checked again).
    func commit(_ temporary: String) throws(PipelineError) {
        try check()
        guard rename(temporary, url.path) == 0 else { throw failure(CorpusFolder.systemReason(errno)) }
    }

    private func writeStream(_ data: Data) throws(PipelineError) {
        // Appending: stdout redirected to a file already holds what was written before.
        let descriptor = open(url.path, O_WRONLY | O_APPEND | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(CorpusFolder.systemReason(errno)) }
        defer { close(descriptor) }
        try Self.writeAll(data, to: descriptor, failure: failure)
    }

    /// Writes every byte of `data` to `descriptor`, retrying interrupted writes.
    static func writeAll(_ data: Data, to descriptor: Int32, failure: (String) -> PipelineError) throws(PipelineError) {
        var offset = 0
        let bytes = [UInt8](data)
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                throw failure(CorpusFolder.systemReason(errno))
            }
        }
    }

    private func failure(_ reason: String) -> PipelineError {
        .unusable("\(option) \(path): cannot write: \(reason) (name a file in a writable folder with room to spare)")
    }
}
