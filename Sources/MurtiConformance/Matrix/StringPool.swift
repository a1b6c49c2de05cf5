/// Strings stored once for the page's data (docs/MATRIX.md "Size"): the same answer, reason or
/// description across implementations and fixtures is written one time and referred to by
/// index, so a page of 10 implementations × 900 fixtures stays small.
struct StringPool {
    /// The strings, in the order first seen.
    private(set) var strings: [String] = []
    private var index: [String: Int] = [:]

    /// The index of `text`, stored on first use; -1 for `nil`.
    mutating func id(_ text: String?) -> Int {
        guard let text else { return -1 }
        if let known = index[text] { return known }
        strings.append(text)
        index[text] = strings.count - 1
        return strings.count - 1
    }
}
