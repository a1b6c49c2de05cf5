extension JSONValue {
    /// How many arrays and objects nest at the deepest point of the value (a scalar: 0, `[]`:
    /// 1, `[[1]]`: 2), found without recursion, so any depth can be measured.
    public var nestingDepth: Int {
        var deepest = 0
        var pending: [(value: JSONValue, depth: Int)] = [(self, 0)]
        while let (value, depth) = pending.popLast() {
            switch value {
            case .array(let items):
                deepest = max(deepest, depth + 1)
                pending += items.map { ($0, depth + 1) }
            case .object(let members):
                deepest = max(deepest, depth + 1)
                pending += members.values.map { ($0, depth + 1) }
            case .null, .bool, .number, .string:
                continue
            }
        }
        return deepest
    }
}
