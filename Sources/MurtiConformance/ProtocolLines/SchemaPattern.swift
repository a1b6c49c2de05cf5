/// A `pattern` of docs/protocol.schema.json: an ECMA-262 regular expression (JSON Schema Draft
/// 2020-12, Core §6.4, requires that dialect) with the `u` flag, as python-jsonschema runs it
/// through `regress` in the project's checker (docs/PROTOCOL.md "The schema"), matched
/// anywhere in the string (`pattern` is not anchored).
///
/// Only the subset the schema needs is understood, and everything else is refused when the
/// schema is compiled, so a new construct cannot be silently misread: literals, `.`, `^`, `$`,
/// classes (`[a-z]`, `[^~/]`) with ranges, groups (`(…)`, `(?:…)`), `|`, and the quantifiers
/// `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}` (greedy or lazy); escapes of the syntax characters and
/// `/` (and `-` inside a class). Refused: `\d`, `\w`, `\s`, `\b`, `\u…` and every other escape,
/// backreferences, lookaround, named groups.
///
/// Compiled to a Thompson NFA and run as a Pike VM over Unicode scalars: time linear in the
/// string's length (a 2 MiB base64 document is one pass), no recursion, no backtracking.
struct SchemaPattern: Sendable {
    /// A set of Unicode scalar values: ranges, or their complement.
    struct ScalarSet: Sendable, Equatable {
        var ranges: [ClosedRange<UInt32>]
        var negated = false

        /// `.`: every scalar but the ECMA-262 line terminators (LF, CR, U+2028, U+2029).
        static let dot = ScalarSet(ranges: [0x0A...0x0A, 0x0D...0x0D, 0x2028...0x2029], negated: true)

        func contains(_ value: UInt32) -> Bool {
            ranges.contains { $0.contains(value) } != negated
        }
    }

    /// One instruction of the compiled program.
    enum Instruction: Sendable, Equatable {
        /// Consume one scalar of the set.
        case scalar(ScalarSet)
        /// Continue at both targets.
        case split(Int, Int)
        /// Continue at the target.
        case jump(Int)
        /// `^`: only at the start of the string (no `m` flag).
        case atStart
        /// `$`: only at the end of the string (no `m` flag: not before a final newline).
        case atEnd
        /// The pattern matched.
        case match
    }

    /// Why a pattern cannot be compiled: the construct and its offset (in Unicode scalars).
    struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        var reason: String
        var offset: Int

        var description: String { "\(reason) at character \(offset)" }
    }

    /// The pattern as written.
    let source: String
    /// The compiled program; execution starts at 0.
    let program: [Instruction]
    /// The program as a DFA (``nfaMatches(_:)`` runs the program itself).
    let dfa: PatternDFA

    /// Compiles `source`. Throws ``Refusal`` for syntax outside the supported subset.
    init(_ source: String) throws(Refusal) {
        self.source = source
        var parser = PatternParser(Array(source.unicodeScalars))
        let tree = try parser.parse()
        var program: [Instruction] = []
        Self.emit(tree, into: &program)
        program.append(.match)
        self.program = program
        dfa = try PatternDFA(program: program, offset: parser.offset)
    }

    /// Whether the pattern matches anywhere in `text`: one table lookup per character
    /// (``PatternDFA``).
    func matches(_ text: String) -> Bool {
        let dfa = self.dfa
        var state = 0
        let fast: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            dfa.transitions.withUnsafeBufferPointer { transitions in
                dfa.matched.withUnsafeBufferPointer { matched in
                    dfa.asciiClasses.withUnsafeBufferPointer { ascii in
                        var index = 0
                        let count = bytes.count
                        let classes = dfa.classCount
                        while index < count {
                            if matched[state] { return true }
                            let lead = bytes[index]
                            let characterClass: Int
                            if lead < 0x80 {
                                characterClass = ascii[Int(lead)]
                                index += 1
                            } else {
                                // A multi-byte scalar (a String is valid UTF-8).
                                let width = lead >= 0xF0 ? 4 : (lead >= 0xE0 ? 3 : 2)
                                var value = UInt32(lead) & (width == 4 ? 0x07 : (width == 3 ? 0x0F : 0x1F))
                                var offset = 1
                                while offset < width, index + offset < count {
                                    value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
                                    offset += 1
                                }
                                characterClass = dfa.characterClass(value)
                                index += width
                            }
                            state = Int(transitions[state &* classes &+ characterClass])
                        }
                        return dfa.matchedAtEnd[state]
                    }
                }
            }
        }
        if let fast { return fast }
        for scalar in text.unicodeScalars {
            if dfa.matched[state] { return true }
            state = Int(dfa.transitions[state * dfa.classCount + dfa.characterClass(scalar.value)])
        }
        return dfa.matchedAtEnd[state]
    }

    /// Whether the pattern matches anywhere in `text`, by running the NFA (a Pike VM) directly:
    /// the reference the DFA is tested against.
    func nfaMatches(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        var current: [Int] = []
        var next: [Int] = []
        var marks = [Int](repeating: -1, count: program.count)
        var generation = 0
        var index = scalars.startIndex
        var atStart = true
        while true {
            let atEnd = index == scalars.endIndex
            // Unanchored: a new attempt starts at every position.
            if Self.add(0, in: program, to: &current, marks: &marks, generation: generation, atStart: atStart, atEnd: atEnd) { return true }
            if atEnd { return false }
            let value = scalars[index].value
            index = scalars.index(after: index)
            generation += 1
            next.removeAll(keepingCapacity: true)
            let nextAtEnd = index == scalars.endIndex
            for pc in current {
                guard case .scalar(let set) = program[pc], set.contains(value) else { continue }
                if Self.add(pc + 1, in: program, to: &next, marks: &marks, generation: generation, atStart: false, atEnd: nextAtEnd) { return true }
            }
            swap(&current, &next)
            atStart = false
        }
    }

    /// Adds the threads reachable from `start` without consuming a scalar; `true` when one
    /// of them is `match`.
    static func add(
        _ start: Int, in program: [Instruction], to list: inout [Int], marks: inout [Int], generation: Int, atStart: Bool, atEnd: Bool
    ) -> Bool {
        var pending = [start]
        while let pc = pending.popLast() {
            guard marks[pc] != generation else { continue }
            marks[pc] = generation
            switch program[pc] {
            case .match: return true
            case .scalar: list.append(pc)
            case .jump(let target): pending.append(target)
            case .split(let first, let second): pending += [second, first]
            case .atStart: if atStart { pending.append(pc + 1) }
            case .atEnd: if atEnd { pending.append(pc + 1) }
            }
        }
        return false
    }

    /// Appends the instructions of `node`.
    private static func emit(_ node: PatternNode, into program: inout [Instruction]) {
        switch node {
        case .set(let set): program.append(.scalar(set))
        case .atStart: program.append(.atStart)
        case .atEnd: program.append(.atEnd)
        case .sequence(let parts): for part in parts { emit(part, into: &program) }
        case .alternatives(let options):
            var jumps: [Int] = []
            for (offset, option) in options.enumerated() {
                let isLast = offset == options.count - 1
                let split = program.count
                if !isLast { program.append(.split(split + 1, -1)) }
                emit(option, into: &program)
                if !isLast {
                    jumps.append(program.count)
                    program.append(.jump(-1))
                    program[split] = .split(split + 1, program.count)
                }
            }
            for jump in jumps { program[jump] = .jump(program.count) }
        case .repetition(let body, let minimum, let maximum):
            for _ in 0..<minimum { emit(body, into: &program) }
            guard let maximum else {
                let loop = program.count
                program.append(.split(loop + 1, -1))
                emit(body, into: &program)
                program.append(.jump(loop))
                program[loop] = .split(loop + 1, program.count)
                return
            }
            var exits: [Int] = []
            for _ in minimum..<maximum {
                exits.append(program.count)
                program.append(.split(program.count + 1, -1))
                emit(body, into: &program)
            }
            for exit in exits { program[exit] = .split(exit + 1, program.count) }
        }
    }
}

/// A pattern's program as a DFA, built when the pattern is compiled. The scalars are split into
/// the classes no instruction tells apart (the edges of every class range), and a state is the
/// set of program positions a step continues from, plus the start (`pattern` is not anchored).
/// A pattern whose DFA would pass ``maxStates`` is refused.
struct PatternDFA: Sendable {
    /// The most states a pattern's DFA may have.
    static let maxStates = 4_096

    /// Where each class begins (the first is 0), ascending.
    let classStarts: [UInt32]
    /// The class of each ASCII character.
    let asciiClasses: [Int]
    /// How many classes there are.
    var classCount: Int { classStarts.count }
    /// The state after each class: `state * classCount + class`.
    let transitions: [Int32]
    /// Whether a match ends before the next character, by state.
    let matched: [Bool]
    /// Whether a match ends at the end of the string (`$` holds there too), by state.
    let matchedAtEnd: [Bool]

    private struct Key: Hashable {
        var seeds: [Int]
        var initial: Bool
    }

    /// Builds the DFA of `program`; `offset` is where a refusal points.
    init(program: [SchemaPattern.Instruction], offset: Int) throws(SchemaPattern.Refusal) {
        var edges: Set<UInt32> = [0]
        for case .scalar(let set) in program {
            for range in set.ranges {
                edges.insert(range.lowerBound)
                if range.upperBound < 0x10FFFF { edges.insert(range.upperBound + 1) }
            }
        }
        let starts = edges.sorted()
        classStarts = starts
        var ascii: [Int] = []
        var cursor = 0
        for value in UInt32(0)..<128 {
            while cursor + 1 < starts.count, starts[cursor + 1] <= value { cursor += 1 }
            ascii.append(cursor)
        }
        asciiClasses = ascii

        var marks = [Int](repeating: -1, count: program.count)
        var generation = 0
        var threads: [[Int]] = []
        var matched: [Bool] = []
        var matchedAtEnd: [Bool] = []
        var known: [Key: Int] = [:]
        func state(_ seeds: [Int], initial: Bool) -> Int {
            let key = Key(seeds: seeds, initial: initial)
            if let index = known[key] { return index }
            var found: [Int] = []
            var ignored: [Int] = []
            generation += 1
            let reached = seeds.reduce(false) { reached, seed in
                SchemaPattern.add(seed, in: program, to: &found, marks: &marks, generation: generation, atStart: initial, atEnd: false)
                    || reached
            }
            generation += 1
            let reachedAtEnd = seeds.reduce(false) { reached, seed in
                SchemaPattern.add(seed, in: program, to: &ignored, marks: &marks, generation: generation, atStart: initial, atEnd: true)
                    || reached
            }
            threads.append(found)
            matched.append(reached)
            matchedAtEnd.append(reachedAtEnd)
            known[key] = threads.count - 1
            return threads.count - 1
        }
        _ = state([0], initial: true)
        var table: [Int32] = []
        var next = 0
        while next < threads.count {
            for start in starts {
                var seeds: Set<Int> = [0]
                for pc in threads[next] {
                    if case .scalar(let set) = program[pc], set.contains(start) { seeds.insert(pc + 1) }
                }
                table.append(Int32(state(seeds.sorted(), initial: false)))
            }
            guard threads.count <= Self.maxStates else {
                throw SchemaPattern.Refusal(reason: "a pattern whose automaton has over \(Self.maxStates) states", offset: offset)
            }
            next += 1
        }
        transitions = table
        self.matched = matched
        self.matchedAtEnd = matchedAtEnd.enumerated().map { $0.element || matched[$0.offset] }
    }

    /// The class of a scalar.
    func characterClass(_ value: UInt32) -> Int {
        if value < 128 { return asciiClasses[Int(value)] }
        var low = 0
        var high = classStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if classStarts[middle] <= value { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

/// The syntax tree of a pattern (groups leave no trace: whether a pattern matches does not
/// depend on captures).
indirect enum PatternNode: Sendable, Equatable {
    case set(SchemaPattern.ScalarSet)
    case atStart
    case atEnd
    case sequence([PatternNode])
    case alternatives([PatternNode])
    case repetition(PatternNode, minimum: Int, maximum: Int?)
}

/// A recursive-descent reader of the supported subset (ECMA-262 §22.2.1 with the `u` flag).
struct PatternParser {
    /// The syntax characters (ECMA-262 §22.2.1 SyntaxCharacter), which an escape may name.
    static let syntaxCharacters = Set("^$\\.*+?()[]{}|/".unicodeScalars.map(\.value))
    /// The largest counted repetition accepted (a larger one would inflate the program).
    static let maxCount = 1_000

    private let scalars: [Unicode.Scalar]
    private var index = 0
    /// Where the parser is (after ``parse()``: the end).
    var offset: Int { index }
    private var depth = 0

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    /// The whole pattern. Throws ``SchemaPattern/Refusal``.
    mutating func parse() throws(SchemaPattern.Refusal) -> PatternNode {
        let node = try alternatives()
        guard index == scalars.count else { throw refusal("unbalanced )") }
        return node
    }

    private var peek: UInt32? { index < scalars.count ? scalars[index].value : nil }

    private func refusal(_ reason: String) -> SchemaPattern.Refusal {
        SchemaPattern.Refusal(reason: reason, offset: index)
    }

    private mutating func alternatives() throws(SchemaPattern.Refusal) -> PatternNode {
        var options = [try sequence()]
        while peek == 0x7C {  // |
            index += 1
            options.append(try sequence())
        }
        return options.count == 1 ? options[0] : .alternatives(options)
    }

    private mutating func sequence() throws(SchemaPattern.Refusal) -> PatternNode {
        var parts: [PatternNode] = []
        while let next = peek, next != 0x7C, next != 0x29 {  // | )
            parts.append(try term())
        }
        return parts.count == 1 ? parts[0] : .sequence(parts)
    }

    private mutating func term() throws(SchemaPattern.Refusal) -> PatternNode {
        guard let next = peek else { throw refusal("unexpected end") }
        switch next {
        case 0x5E:  // ^
            index += 1
            return try refuseQuantifier(after: .atStart)
        case 0x24:  // $
            index += 1
            return try refuseQuantifier(after: .atEnd)
        default:
            return try quantified(try atom())
        }
    }

    /// An assertion cannot be repeated (with the `u` flag, a quantifier after one is an error).
    private func refuseQuantifier(after node: PatternNode) throws(SchemaPattern.Refusal) -> PatternNode {
        if let next = peek, [0x2A, 0x2B, 0x3F, 0x7B].contains(next) { throw refusal("a quantifier after an assertion") }
        return node
    }

    private mutating func atom() throws(SchemaPattern.Refusal) -> PatternNode {
        guard let next = peek else { throw refusal("unexpected end") }
        switch next {
        case 0x2E:  // .
            index += 1
            return .set(.dot)
        case 0x5B:  // [
            return .set(try characterClass())
        case 0x28:  // (
            index += 1
            if peek == 0x3F {  // ?
                guard index + 1 < scalars.count, scalars[index + 1] == ":" else {
                    throw refusal("lookaround and named groups are not supported")
                }
                index += 2
            }
            depth += 1
            guard depth <= 64 else { throw refusal("groups nested over 64 deep") }
            let inner = try alternatives()
            guard peek == 0x29 else { throw refusal("unclosed (") }
            index += 1
            depth -= 1
            return inner
        case 0x5C:  // \
            return .set(ScalarSet(single: try escape(inClass: false)))
        case 0x2A, 0x2B, 0x3F: throw refusal("a quantifier with nothing to repeat")
        case 0x7B, 0x7D, 0x5D, 0x29: throw refusal("a lone \(Character(Unicode.Scalar(next) ?? "?"))")
        default:
            index += 1
            return .set(ScalarSet(single: next))
        }
    }

    private mutating func quantified(_ node: PatternNode) throws(SchemaPattern.Refusal) -> PatternNode {
        guard let next = peek else { return node }
        let bounds: (Int, Int?)
        switch next {
        case 0x2A: index += 1; bounds = (0, nil)
        case 0x2B: index += 1; bounds = (1, nil)
        case 0x3F: index += 1; bounds = (0, 1)
        case 0x7B: bounds = try counted()
        default: return node
        }
        if peek == 0x3F { index += 1 }  // lazy: the same strings match
        return .repetition(node, minimum: bounds.0, maximum: bounds.1)
    }

    /// `{n}`, `{n,}` or `{n,m}`.
    private mutating func counted() throws(SchemaPattern.Refusal) -> (Int, Int?) {
        index += 1
        let minimum = try number()
        var maximum: Int? = minimum
        if peek == 0x2C {  // ,
            index += 1
            maximum = peek == 0x7D ? nil : try number()
        }
        guard peek == 0x7D else { throw refusal("a malformed {n,m} quantifier") }
        index += 1
        if let maximum, maximum < minimum { throw refusal("{n,m} with m below n") }
        return (minimum, maximum)
    }

    private mutating func number() throws(SchemaPattern.Refusal) -> Int {
        var value = 0
        var digits = 0
        while let next = peek, (0x30...0x39).contains(next) {
            value = value * 10 + Int(next - 0x30)
            digits += 1
            index += 1
            guard value <= Self.maxCount else { throw refusal("a repetition count over \(Self.maxCount)") }
        }
        guard digits > 0 else { throw refusal("a malformed {n,m} quantifier") }
        return value
    }

    /// `[…]` or `[^…]`.
    private mutating func characterClass() throws(SchemaPattern.Refusal) -> SchemaPattern.ScalarSet {
        index += 1
        var set = SchemaPattern.ScalarSet(ranges: [])
        if peek == 0x5E {  // ^
            set.negated = true
            index += 1
        }
        while true {
            guard let next = peek else { throw refusal("unclosed [") }
            if next == 0x5D {  // ]
                index += 1
                return set
            }
            let low = try classAtom()
            if peek == 0x2D, index + 1 < scalars.count, scalars[index + 1] != "]" {  // a range
                index += 1
                let high = try classAtom()
                guard low <= high else { throw refusal("a class range out of order") }
                set.ranges.append(low...high)
            } else {
                set.ranges.append(low...low)
            }
        }
    }

    private mutating func classAtom() throws(SchemaPattern.Refusal) -> UInt32 {
        guard let next = peek else { throw refusal("unclosed [") }
        if next == 0x5C { return try escape(inClass: true) }
        index += 1
        return next
    }

    /// `\` and a syntax character, `/`, or (in a class) `-`: that character.
    private mutating func escape(inClass: Bool) throws(SchemaPattern.Refusal) -> UInt32 {
        index += 1
        guard let next = peek else { throw refusal("a \\ at the end") }
        guard Self.syntaxCharacters.contains(next) || (inClass && next == 0x2D) else {
            throw refusal("the escape \\\(Character(Unicode.Scalar(next) ?? "?")) is not supported")
        }
        index += 1
        return next
    }
}

extension SchemaPattern.ScalarSet {
    /// The set of one scalar.
    init(single value: UInt32) {
        self.init(ranges: [value...value])
    }
}

private typealias ScalarSet = SchemaPattern.ScalarSet
