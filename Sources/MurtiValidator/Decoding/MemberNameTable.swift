/// An open-addressing hash set of member-name tokens for one large object, so duplicate
/// detection stays linear however many members an object has (RFC 7493 §2.3).
///
/// Each slot packs a 32-bit tag of the name's hash with the name's tape index, so a probe
/// touches one cache line. Equality of names is decided by the caller, which owns the bytes;
/// a matching tag is only a candidate.
struct MemberNameTable {
    /// `tag << 32 | (tape index + 1)`; 0 for an empty slot.
    private var slots: [UInt64] = []
    /// Occupied slots.
    private(set) var count = 0

    /// The result of looking a name up.
    enum Probe {
        /// No further stored name has this hash's tag.
        case vacant
        /// A stored name with the same tag sits in `slot`, token `token`.
        case candidate(slot: Int, token: Int32)
    }

    /// Creates a table sized for `expected` names.
    init(expected: Int = 0) {
        guard expected > 0 else { return }
        var capacity = 64
        while capacity < expected * 2 { capacity *= 2 }
        slots = Array(repeating: 0, count: capacity)
    }

    /// The tag (high 32 bits) of a hash, also the source of the home slot, so growing needs
    /// only the stored entries.
    @inline(__always)
    private static func tag(_ hash: UInt64) -> UInt64 { hash & 0xFFFF_FFFF_0000_0000 }

    @inline(__always)
    private static func home(_ tag: UInt64, mask: Int) -> Int { Int(truncatingIfNeeded: tag >> 32) & mask }

    /// The first slot after `start` (or from the hash's home slot) holding a name with this
    /// hash's tag, or `.vacant` at the first empty slot.
    func probe(hash: UInt64, after start: Int? = nil) -> Probe {
        guard !slots.isEmpty else { return .vacant }
        let mask = slots.count - 1
        let tag = Self.tag(hash)
        var slot = start.map { ($0 + 1) & mask } ?? Self.home(tag, mask: mask)
        while true {
            let stored = slots[slot]
            if stored == 0 { return .vacant }
            if Self.tag(stored) == tag {
                return .candidate(slot: slot, token: Int32(truncatingIfNeeded: stored & 0xFFFF_FFFF) - 1)
            }
            slot = (slot + 1) & mask
        }
    }

    /// Stores `token` with `hash` in an empty slot, growing the table first when half full.
    /// The caller has checked that no stored name equals it.
    mutating func insertNew(token: Int32, hash: UInt64) {
        if (count + 1) * 2 > slots.count { grow() }
        place(Self.tag(hash) | UInt64(UInt32(bitPattern: token + 1)))
        count += 1
    }

    private mutating func place(_ entry: UInt64) {
        let mask = slots.count - 1
        var slot = Self.home(Self.tag(entry), mask: mask)
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
    }

    private mutating func grow() {
        let old = slots
        // Four times larger: fewer rehashes of a big object, load factor stays within 1/8–1/2.
        slots = Array(repeating: 0, count: Swift.max(64, slots.count * 4))
        for entry in old where entry != 0 { place(entry) }
    }

    /// A 64-bit hash of `bytes`, eight bytes per step, finished with the MurmurHash3 mix so
    /// every output bit depends on every input byte.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var value = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var index = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                value = ((value ^ word) &* 0xFF51_AFD7_ED55_8CCD)
                value = value << 29 | value >> 35
                index += 8
            }
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < bytes.count {
            tail |= UInt64(bytes[index]) << shift
            shift += 8
            index += 1
        }
        value = (value ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        value = value &* 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value = value &* 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }
}
