import JSONKit

extension OrderedJSONValue {
    /// Where `self` (the answer) first differs from `expected`, as a JSON Pointer with both
    /// sides in canonical form; `nil` when they are equal after RFC 8785 canonicalisation.
    func firstDifference(from expected: OrderedJSONValue, at pointer: String = "") -> String? {
        switch (self, expected) {
        case (.object(let mine), .object(let theirs)):
            let names = Set(mine.map(\.name)).union(theirs.map(\.name)).sorted()
            for name in names {
                let a = mine.first { $0.name == name }?.value
                let b = theirs.first { $0.name == name }?.value
                switch (a, b) {
                case (let a?, let b?):
                    if let difference = a.firstDifference(from: b, at: pointer + "/" + name) { return difference }
                case (nil, _?): return "\(pointer)/\(name): missing from the answer"
                case (_?, nil): return "\(pointer)/\(name): not expected, answered \(a?.canonicalText.prefix(300) ?? "")"
                case (nil, nil): continue
                }
            }
            return nil
        case (.array(let mine), .array(let theirs)):
            for index in 0..<min(mine.count, theirs.count) {
                if let difference = mine[index].firstDifference(from: theirs[index], at: pointer + "/\(index)") {
                    return difference
                }
            }
            if mine.count != theirs.count {
                return "\(pointer): \(mine.count) elements answered, \(theirs.count) expected"
            }
            return nil
        default:
            if self == expected { return nil }
            return "\(pointer): answered \(canonicalText.prefix(300)), expected \(expected.canonicalText.prefix(300))"
        }
    }
}
