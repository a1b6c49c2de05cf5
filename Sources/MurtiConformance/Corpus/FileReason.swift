import Foundation
import MurtiProtocol

/// Why a file could not be read, in a few words of our own rather than Foundation's sentence
/// ("The operation could not be completed. The file doesn’t exist."), so messages read
/// `cannot read X: no such file (fix)` whatever the platform.
package enum FileReason {
    /// The reason reading `path` failed with `error`: `no such file`, `it is a folder, not a
    /// file`, `permission denied`, or the system's text without its final period.
    package static func unreadable(_ path: String, error: any Error) -> String {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if !manager.fileExists(atPath: path, isDirectory: &isDirectory) {
            let parent = (path as NSString).deletingLastPathComponent
            if !parent.isEmpty, !manager.fileExists(atPath: parent) { return "no such file (the folder \(parent) does not exist)" }
            return "no such file"
        }
        if isDirectory.boolValue { return "it is a folder, not a file" }
        if !manager.isReadableFile(atPath: path) { return "permission denied" }
        return trimmed(error.localizedDescription)
    }

    /// `text` without trailing periods and spaces, so it can be followed by more words.
    package static func trimmed(_ text: String) -> String {
        var result = Substring(text)
        while let last = result.last, last == "." || last == " " { result = result.dropLast() }
        return String(result)
    }
}
